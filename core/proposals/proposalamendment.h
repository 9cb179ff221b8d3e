#pragma once

#include "core/common/result.h"

#include <QJsonObject>
#include <QStringList>
#include <memory>

namespace Adc {

class Order;

// What the umpire changes of a side's proposal as he accepts it
// (docs/contract.md, accept): fields of the proposed action, each given his
// value or dropped (null: the proposal's own left out). Typed: the values
// are held in an order of the proposal's kind, read as that order reads
// them, and put in place of the proposal's field by field (ProposalFields).
class ProposalAmendment
{
public:
    // The fields an accept gives beside "proposal", or "FIELD: what is
    // wrong": one no fire, charge or move has, fields of two of them, a
    // value its order does not read. Part of reading the accept itself.
    static Result<ProposalAmendment> read(const QJsonObject &fields);
    // The fields of `applied` that differ both from `filled` (the window's
    // own form of the same proposal) and from `proposed`; one `applied`
    // does not name is dropped.
    static ProposalAmendment between(const Order &proposed, const Order &filled,
                                     const Order &applied);
    // The fields as an accept gives them (part of writing the accept).
    QJsonObject toJson() const;

    // The fields given or dropped, by name, in the order of their names.
    const QStringList &fields() const { return m_fields; }
    bool isEmpty() const { return m_fields.isEmpty(); }
    // `proposed` with these fields in place of its own, or "FIELD: what is
    // wrong" (a field its kind has not, a required one dropped).
    Result<Order> applied(const Order &proposed) const;
    // The fields that changed what was proposed: of the dice, only those
    // where a die the side gave was replaced or dropped.
    QStringList changed(const Order &proposed) const;
    // The dice fields the side gave in its proposal ("die", "faces"...).
    static QStringList typedDice(const Order &proposed);

private:
    QStringList m_fields;
    QStringList m_dropped;
    // An order of the fields' kind holding the values given (its other
    // fields stand in and are never read).
    std::shared_ptr<const Order> m_values;
};

} // namespace Adc
