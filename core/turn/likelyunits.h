#pragma once

#include "core/model/clock.h"
#include "core/model/unitrecord.h"
#include "core/turn/sweepfact.h"

#include <QList>
#include <QSet>
#include <QString>
#include <optional>

namespace Adc {

// The unit an umpire most likely means when choosing one, from what the
// log shows (SweepFact: fires, moves, charges not undone, oldest first) and
// whose segment it is: what the window's choosers offer first, and what the
// command line and the players' pages may offer too. Every unit keeps its
// place after the likelier ones, each with the reason for its place in
// words, so typing still reaches any of them.
class LikelyUnits
{
public:
    // What the unit chosen is to do this segment.
    enum class Act { Fire, Charge, Move };

    struct Ranked
    {
        qint64 unit = 0;
        // Why it stands where it does ("not yet fired this segment").
        QString reason;
        // Among the likeliest: offered first for a reason a list shows
        // beside its name (the others give theirs on asking).
        bool likely = false;
    };

    // Nothing known: the candidates in their order.
    LikelyUnits() = default;
    LikelyUnits(const QList<SweepFact> &facts, const Clock &clock);

    // Units that may fire (charge, move), in the order offered: the side
    // whose segment it is first; of those, the ones that have done nothing
    // yet this segment, then those that did something else (fired, when
    // choosing a mover), then those that fired (charged, moved) already;
    // then the other sides, those that have not done it this turn first.
    // Equals keep the order of `candidates` (the
    // battle's), but for those yet to act, who follow on from the unit
    // that did so last, as an umpire goes along the line.
    QList<Ranked> actors(const QList<UnitRecord> &candidates, Act act) const;
    // Targets (or defenders) for `actor`, in the order offered: the units
    // engaged with it (it fired on or charged them, or they it, and neither
    // has moved since), the latest first; then those that fired this turn
    // and have not moved since, the latest first; then the rest in their
    // order.
    QList<Ranked> opponents(qint64 actor, const QList<UnitRecord> &candidates) const;
    // Chargers of `defender`, in the order offered: the units engaged
    // with it within its defensive fire range (a charge's reach) or in
    // contact, the latest first; then the others as actors() ranks them
    // for a charge, cavalry first of those yet to charge, the arm whose
    // attack the charge is.
    QList<Ranked> chargers(const UnitRecord &defender, const QList<UnitRecord> &candidates) const;
    // Defenders chosen before their charger: the other sides' units engaged
    // with a unit of the side whose segment it is, the latest first; then
    // the other sides' units; then that side's own.
    QList<Ranked> defenders(const QList<UnitRecord> &candidates) const;
    // The range of the latest fire between the two units (either firing),
    // while neither has moved since; nothing when there is none.
    std::optional<double> lastRange(qint64 first, qint64 second) const;

private:
    // The ranks actors() gives, in its order: those yet to act (along the
    // line), those that did something else, those that acted, the other
    // sides.
    struct Tiers
    {
        QList<Ranked> fresh;
        QList<Ranked> busy;
        QList<Ranked> done;
        QList<Ranked> others;
    };

    Tiers tiers(const QList<UnitRecord> &candidates, Act act) const;
    // Two units the log put in contact, neither having moved since.
    struct Engagement
    {
        qint64 actor = 0;
        qint64 target = 0;
        SweepFact::Kind kind = SweepFact::Kind::Fire;
        std::optional<double> range;
    };

    void moved(qint64 unit);
    // The units of `offered` engaged with `actor`, the latest first, each
    // put in `taken`; with `within`, only a fire at that range or nearer.
    QList<Ranked> engagedWith(qint64 actor, const QSet<qint64> &offered, QSet<qint64> &taken,
                              std::optional<double> within = std::nullopt) const;
    const QList<qint64> &actedThisSegment(Act act) const;
    static QList<Ranked> alongTheLine(const QList<Ranked> &fresh,
                                      const QList<UnitRecord> &candidates,
                                      const QList<qint64> &acted);
    static QString actedText(Act act, bool acted);
    QString engagedReason(const Engagement &engagement, qint64 actor) const;

    Clock m_clock;
    // Oldest first.
    QList<Engagement> m_engagements;
    QList<qint64> m_firedThisSegment;
    // The firers of this turn that have not moved since, oldest first.
    QList<qint64> m_firedThisTurn;
    QList<qint64> m_chargedThisSegment;
    QList<qint64> m_movedThisSegment;
    // Who fired, charged, moved this turn, by Act.
    QSet<qint64> m_actedThisTurn[3];
};

} // namespace Adc
