#pragma once

#include "core/common/result.h"
#include "core/orders/order.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace Adc {

// What a side may put in a proposal (docs/contract.md, proposals): a fire
// (one unit, or a brigade's units pooled), a charge or a move of its own
// units, in adc apply's fields a player may set: the units, the target, the
// range, AP and shot, the dice thrown at the table, and claims among the
// fire's conditions; never `without`, an outcome or the defender's rolls.
class ProposalForm
{
public:
    // The action a proposal's body (POST side/TOKEN/proposals) holds: one
    // JSON object, or what is wrong (malformed).
    static Result<QJsonObject> body(const QByteArray &bytes);
    // The order the proposal asks for, or "FIELD: what is wrong" (malformed).
    static Result<Order> read(const QJsonObject &action);
    // The side's own units that would act (firers, charger and the others
    // charging, the unit moving), first the one that leads.
    static QList<qint64> actors(const Order &order);
    // The enemy units it names: the target or the defender.
    static QList<qint64> targets(const Order &order);
    // The fields a side may set for an action, "action" included; empty
    // for an action a side may not propose.
    static QStringList fields(const QString &kind);
};

} // namespace Adc
