#pragma once

#include "core/proposals/proposalrecord.h"

#include <QCoreApplication>
#include <QString>
#include <functional>

namespace Adc {

// A side's proposal as the umpire reads it in the Proposals dock and the
// decline dialog: whose it is ("French No. 3"), the action in words
// ("Fire: 2e Léger at 1/42nd (Black Watch), 6\"") with the units' and
// features' names as the battle now stands, and the dice the side typed.
// Names are the umpire's and the sides' own text: joined, never passed
// through arg().
class ProposalText
{
    Q_DECLARE_TR_FUNCTIONS(Adc::ProposalText)

public:
    // A unit's or a feature's name by id; empty when there is none.
    using Names = std::function<QString(qint64)>;

    // "French No. 3".
    static QString title(const ProposalRecord &proposal);
    // "Fire: ...", "Charge: ...", "Move: ..."; the kind alone when the
    // action does not read.
    static QString action(const std::optional<Order> &order, const Names &units,
                          const Names &features);
    // "die 7", "class dice 9 at 4\" (4-5), 7 at 3\" (3-4)"; empty when the
    // side left the dice to the umpire.
    static QString dice(const std::optional<Order> &order);

private:
    static QString unitName(const Names &units, qint64 id);
    static QString unitNames(const Names &units, const QList<qint64> &ids);
    static QString crossingText(const QString &name);
    // Totals as the side typed them: "9, 4".
    static QString numbersText(const QList<int> &numbers);
    // One roll's faces: "4-5".
    static QString facesText(const QList<int> &faces);
    // Each roll's faces, empty where none was given: "4-5, 1-3".
    static QString faceListsText(const QList<std::optional<QList<int>>> &lists);
    // A charge's class-dice totals at their inches, with their faces where
    // the side gave them: "9 at 4\" (4-5), 7 at 3\"".
    static QString chargeRolls(const ChargeOrder &charge);
};

} // namespace Adc
