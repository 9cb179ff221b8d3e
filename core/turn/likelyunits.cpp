#include "core/turn/likelyunits.h"

#include "core/fire/rangebands.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <algorithm>

namespace Adc {

namespace {

QString likelyText(const char *text)
{
    return QCoreApplication::translate("Adc::LikelyUnits", text);
}

QString likelyInches(double range)
{
    return QString::number(range, 'g', 3);
}

QSet<qint64> idsOf(const QList<UnitRecord> &units)
{
    QSet<qint64> ids;
    ids.reserve(units.size());
    for (const UnitRecord &unit : units)
        ids.insert(unit.id);
    return ids;
}

} // namespace

LikelyUnits::LikelyUnits(const QList<SweepFact> &facts, const Clock &clock)
    : m_clock(clock)
{
    for (const SweepFact &fact : facts) {
        const bool thisSegment = fact.turn == clock.turn && fact.segment == clock.segment;
        switch (fact.kind) {
        case SweepFact::Kind::Fire:
            for (const qint64 firer : fact.actors) {
                if (fact.target != 0)
                    m_engagements.append({ firer, fact.target, fact.kind, fact.range });
                if (thisSegment)
                    m_firedThisSegment.append(firer);
                if (fact.turn == clock.turn) {
                    m_firedThisTurn.append(firer);
                    m_actedThisTurn[int(Act::Fire)].insert(firer);
                }
            }
            break;
        case SweepFact::Kind::Move:
            for (const qint64 mover : fact.actors) {
                moved(mover);
                if (thisSegment)
                    m_movedThisSegment.append(mover);
                if (fact.turn == clock.turn)
                    m_actedThisTurn[int(Act::Move)].insert(mover);
            }
            break;
        case SweepFact::Kind::Charge:
            for (const qint64 charger : fact.actors) {
                // A charge moves the charger into contact: what stood before ends.
                moved(charger);
                if (fact.target != 0)
                    m_engagements.append({ charger, fact.target, fact.kind, std::nullopt });
                if (thisSegment)
                    m_chargedThisSegment.append(charger);
                if (fact.turn == clock.turn)
                    m_actedThisTurn[int(Act::Charge)].insert(charger);
            }
            if (fact.movedAfter != 0)
                moved(fact.movedAfter);
            break;
        }
    }
}

QString LikelyUnits::actedText(Act act, bool acted)
{
    switch (act) {
    case Act::Fire:
        return acted
            ? likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits", "fired this segment already"))
            : likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits", "not yet fired this segment"));
    case Act::Charge:
        return acted
            ? likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits", "charged this segment already"))
            : likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits", "not yet charged this segment"));
    case Act::Move:
        break;
    }
    return acted ? likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits", "moved this segment already"))
                 : likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits", "not yet moved this segment"));
}

void LikelyUnits::moved(qint64 unit)
{
    m_engagements.removeIf([unit](const Engagement &engagement) {
        return engagement.actor == unit || engagement.target == unit;
    });
    m_firedThisTurn.removeAll(unit);
}

LikelyUnits::Tiers LikelyUnits::tiers(const QList<UnitRecord> &candidates, Act act) const
{
    const QList<qint64> &acted = actedThisSegment(act);
    // Looked up once a unit, at the battle's size: sets, and each reason
    // put in words once.
    const QSet<qint64> actedSet(acted.cbegin(), acted.cend());
    QList<std::pair<QSet<qint64>, QString>> otherActs;
    for (const Act other : { Act::Fire, Act::Charge, Act::Move }) {
        if (other != act)
            otherActs.append(
                { QSet<qint64>(actedThisSegment(other).cbegin(), actedThisSegment(other).cend()),
                  actedText(other, true) });
    }
    const QString notItsSide
        = likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits", "not its side's segment"));
    // Of the other sides (answering fire in the enemy's segment), those
    // that have not yet done it this turn first.
    const QSet<qint64> &actedThisTurn = m_actedThisTurn[int(act)];
    const QString notItsSideActed = act == Act::Fire
        ? likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits",
                                       "not its side's segment; fired this turn already"))
        : act == Act::Charge
        ? likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits",
                                       "not its side's segment; charged this turn already"))
        : likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits",
                                       "not its side's segment; moved this turn already"));
    QList<Ranked> othersActed;
    const QString actedAlready = actedText(act, true);
    const QString notYet = actedText(act, false);
    Tiers tiers;
    QList<Ranked> &fresh = tiers.fresh;
    QList<Ranked> &busy = tiers.busy;
    QList<Ranked> &done = tiers.done;
    QList<Ranked> &others = tiers.others;
    for (const UnitRecord &unit : candidates) {
        if (!m_clock.activeSide.isEmpty() && unit.side != m_clock.activeSide) {
            if (actedThisTurn.contains(unit.id))
                othersActed.append({ unit.id, notItsSideActed });
            else
                others.append({ unit.id, notItsSide });
            continue;
        }
        if (actedSet.contains(unit.id)) {
            done.append({ unit.id, actedAlready });
            continue;
        }
        // A unit that did something else this segment (fired, then is to
        // move) is less likely than one that has done nothing yet.
        const auto otherAct
            = std::find_if(otherActs.cbegin(), otherActs.cend(),
                           [&unit](const auto &other) { return other.first.contains(unit.id); });
        if (otherAct != otherActs.cend())
            busy.append({ unit.id, otherAct->second });
        else
            fresh.append({ unit.id, notYet, true });
    }
    // Before any has acted, not having acted sets none apart.
    if (done.isEmpty() && busy.isEmpty()) {
        for (Ranked &entry : fresh)
            entry.likely = false;
    }
    fresh = alongTheLine(fresh, candidates, acted);
    others += othersActed;
    return tiers;
}

QList<LikelyUnits::Ranked> LikelyUnits::actors(const QList<UnitRecord> &candidates, Act act) const
{
    const Tiers ranked = tiers(candidates, act);
    return ranked.fresh + ranked.busy + ranked.done + ranked.others;
}

QList<LikelyUnits::Ranked> LikelyUnits::alongTheLine(const QList<Ranked> &fresh,
                                                     const QList<UnitRecord> &candidates,
                                                     const QList<qint64> &acted)
{
    // The umpire goes along the line: after the unit that acted last, the
    // next in the order of battle, then round to the first.
    if (acted.isEmpty())
        return fresh;
    QHash<qint64, qsizetype> place;
    place.reserve(candidates.size());
    for (qsizetype i = 0; i < candidates.size(); ++i)
        place.insert(candidates.at(i).id, i);
    const qsizetype last = place.value(acted.last(), -1);
    if (last < 0)
        return fresh;
    QList<Ranked> after;
    QList<Ranked> before;
    for (const Ranked &entry : fresh)
        (place.value(entry.unit) > last ? after : before).append(entry);
    return after + before;
}

const QList<qint64> &LikelyUnits::actedThisSegment(Act act) const
{
    return act == Act::Fire ? m_firedThisSegment
                            : (act == Act::Charge ? m_chargedThisSegment : m_movedThisSegment);
}

QString LikelyUnits::engagedReason(const Engagement &engagement, qint64 actor) const
{
    const bool itActed = engagement.actor == actor;
    if (engagement.kind == SweepFact::Kind::Charge)
        return itActed
            ? likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits", "engaged: charged it"))
            : likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits", "engaged: charged by it"));
    if (!engagement.range)
        return itActed
            ? likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits", "engaged: fired on it"))
            : likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits", "engaged: fired on by it"));
    return (itActed ? likelyText(
                QT_TRANSLATE_NOOP("Adc::LikelyUnits", "engaged: fired on it at %1 inches"))
                    : likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits",
                                                   "engaged: fired on by it at %1 inches")))
        .arg(likelyInches(*engagement.range));
}

QList<LikelyUnits::Ranked> LikelyUnits::engagedWith(qint64 actor, const QSet<qint64> &offered,
                                                    QSet<qint64> &taken,
                                                    std::optional<double> within) const
{
    QList<Ranked> engaged;
    for (qsizetype i = m_engagements.size() - 1; i >= 0; --i) {
        const Engagement &engagement = m_engagements.at(i);
        if (engagement.actor != actor && engagement.target != actor)
            continue;
        if (within && engagement.range && *engagement.range > *within)
            continue;
        const qint64 other = engagement.actor == actor ? engagement.target : engagement.actor;
        if (other == actor || taken.contains(other) || !offered.contains(other))
            continue;
        taken.insert(other);
        engaged.append({ other, engagedReason(engagement, actor), true });
    }
    return engaged;
}

QList<LikelyUnits::Ranked> LikelyUnits::opponents(qint64 actor,
                                                  const QList<UnitRecord> &candidates) const
{
    const QSet<qint64> offered = idsOf(candidates);
    QSet<qint64> taken;
    const QList<Ranked> engaged = engagedWith(actor, offered, taken);
    // Then the enemies whose fire is on the line this turn (none having
    // moved since), the latest first.
    const QString firedThisTurn
        = likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits", "fired this turn"));
    QList<Ranked> firing;
    for (qsizetype i = m_firedThisTurn.size() - 1; i >= 0; --i) {
        const qint64 firer = m_firedThisTurn.at(i);
        if (firer == actor || taken.contains(firer) || !offered.contains(firer))
            continue;
        taken.insert(firer);
        firing.append({ firer, firedThisTurn, true });
    }
    const QString notEngaged
        = likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits", "not engaged with it"));
    QList<Ranked> rest;
    for (const UnitRecord &unit : candidates) {
        if (!taken.contains(unit.id))
            rest.append({ unit.id, notEngaged });
    }
    return engaged + firing + rest;
}

QList<LikelyUnits::Ranked> LikelyUnits::chargers(const UnitRecord &defender,
                                                 const QList<UnitRecord> &candidates) const
{
    const QSet<qint64> offered = idsOf(candidates);
    QSet<qint64> taken;
    // Engaged close enough for a charge to meet the defender's fire: within
    // its defensive fire range (seed 002), or in contact by a charge.
    const QList<Ranked> engaged = engagedWith(
        defender.id, offered, taken, RangeBands::standard().defensiveFireRange(defender.weapon));
    QHash<qint64, Arm> arms;
    arms.reserve(candidates.size());
    for (const UnitRecord &unit : candidates)
        arms.insert(unit.id, unit.arm);
    Tiers ranked = tiers(candidates, Act::Charge);
    for (QList<Ranked> *tier : { &ranked.fresh, &ranked.busy, &ranked.done, &ranked.others })
        tier->removeIf([&taken](const Ranked &entry) { return taken.contains(entry.unit); });
    const QString cavalryFresh = likelyText(
        QT_TRANSLATE_NOOP("Adc::LikelyUnits", "cavalry, not yet charged this segment"));
    QList<Ranked> cavalry;
    QList<Ranked> infantry;
    for (Ranked entry : ranked.fresh) {
        if (arms.value(entry.unit) == Arm::Cavalry) {
            entry.reason = cavalryFresh;
            entry.likely = true;
            cavalry.append(entry);
        } else {
            infantry.append(entry);
        }
    }
    return engaged + cavalry + infantry + ranked.busy + ranked.done + ranked.others;
}

QList<LikelyUnits::Ranked> LikelyUnits::defenders(const QList<UnitRecord> &candidates) const
{
    const auto sideOf = [&](qint64 id) {
        for (const UnitRecord &unit : candidates) {
            if (unit.id == id)
                return unit.side;
        }
        return QString();
    };
    const auto enemy = [&](const UnitRecord &unit) {
        return m_clock.activeSide.isEmpty() || unit.side != m_clock.activeSide;
    };
    QList<qint64> engaged;
    for (qsizetype i = m_engagements.size() - 1; i >= 0 && !m_clock.activeSide.isEmpty(); --i) {
        const Engagement &engagement = m_engagements.at(i);
        for (const qint64 unit : { engagement.actor, engagement.target }) {
            const qint64 other = unit == engagement.actor ? engagement.target : engagement.actor;
            if (!engaged.contains(unit) && sideOf(other) == m_clock.activeSide
                && !sideOf(unit).isEmpty() && sideOf(unit) != m_clock.activeSide)
                engaged.append(unit);
        }
    }
    QList<Ranked> first;
    QList<Ranked> enemies;
    QList<Ranked> own;
    for (const UnitRecord &unit : candidates) {
        if (engaged.contains(unit.id))
            continue;
        if (enemy(unit))
            enemies.append({ unit.id,
                             likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits",
                                                          "an enemy of the side whose segment "
                                                          "it is")) });
        else
            own.append(
                { unit.id,
                  likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits", "its own side's segment")) });
    }
    for (const qint64 id : std::as_const(engaged))
        first.append({ id,
                       likelyText(QT_TRANSLATE_NOOP("Adc::LikelyUnits",
                                                    "engaged with the side whose segment "
                                                    "it is")),
                       true });
    return first + enemies + own;
}

std::optional<double> LikelyUnits::lastRange(qint64 first, qint64 second) const
{
    for (qsizetype i = m_engagements.size() - 1; i >= 0; --i) {
        const Engagement &engagement = m_engagements.at(i);
        const bool between = (engagement.actor == first && engagement.target == second)
            || (engagement.actor == second && engagement.target == first);
        if (between && engagement.kind == SweepFact::Kind::Fire && engagement.range)
            return engagement.range;
    }
    return std::nullopt;
}

} // namespace Adc
