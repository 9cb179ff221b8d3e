#include "core/model/unitrecord.h"

#include <QJsonValue>

namespace Adc {

QJsonObject UnitRecord::toJson() const
{
    // Keys in the order a QJsonObject keeps them, so each one is appended:
    // an import writes thousands of units.
    QJsonObject object;
    object.insert(QStringLiteral("ap"), ap);
    object.insert(QStringLiteral("ap_ball"), apBall);
    object.insert(QStringLiteral("ap_ball_full"), apBallFull);
    object.insert(QStringLiteral("ap_canister"), apCanister);
    object.insert(QStringLiteral("ap_canister_full"), apCanisterFull);
    object.insert(QStringLiteral("arm"), toName(arm));
    object.insert(QStringLiteral("brigade"), brigade);
    object.insert(QStringLiteral("castings"), castings);
    object.insert(QStringLiteral("castings_initial"), castingsInitial);
    object.insert(QStringLiteral("class"), toName(troopClass));
    object.insert(QStringLiteral("cw"), cw);
    object.insert(QStringLiteral("cw_initial"), cwInitial);
    object.insert(QStringLiteral("edge_distance"),
                  edgeDistance ? QJsonValue(*edgeDistance) : QJsonValue());
    object.insert(QStringLiteral("feature"), feature);
    object.insert(QStringLiteral("fired_this_segment"), firedThisSegment);
    object.insert(QStringLiteral("fired_upon_this_segment"), firedUponThisSegment);
    object.insert(QStringLiteral("firefight"), firefight);
    object.insert(QStringLiteral("formation"), toName(formation));
    object.insert(QStringLiteral("has_fired"), hasFired);
    object.insert(QStringLiteral("hidden"), hidden);
    object.insert(QStringLiteral("id"), id);
    object.insert(QStringLiteral("morale"), toName(morale));
    object.insert(QStringLiteral("moved_this_segment"), movedThisSegment);
    object.insert(QStringLiteral("name"), name);
    object.insert(QStringLiteral("replenishment_turns"), replenishmentTurns);
    object.insert(QStringLiteral("scrounging"), scrounging);
    object.insert(QStringLiteral("seen"), seen);
    object.insert(QStringLiteral("side"), side);
    object.insert(QStringLiteral("smoke"), smoke);
    object.insert(QStringLiteral("steps"), steps);
    object.insert(QStringLiteral("terrain"), toName(terrain));
    object.insert(QStringLiteral("tubes"), tubes);
    object.insert(QStringLiteral("weapon"), toName(weapon));
    return object;
}

QStringList UnitRecord::fieldNames()
{
    static const QStringList names {
        QStringLiteral("id"),
        QStringLiteral("name"),
        QStringLiteral("side"),
        QStringLiteral("brigade"),
        QStringLiteral("arm"),
        QStringLiteral("class"),
        QStringLiteral("castings"),
        QStringLiteral("castings_initial"),
        QStringLiteral("cw"),
        QStringLiteral("cw_initial"),
        QStringLiteral("steps"),
        QStringLiteral("ap"),
        QStringLiteral("ap_ball"),
        QStringLiteral("ap_canister"),
        QStringLiteral("tubes"),
        QStringLiteral("weapon"),
        QStringLiteral("smoke"),
        QStringLiteral("morale"),
        QStringLiteral("formation"),
        QStringLiteral("terrain"),
        QStringLiteral("feature"),
        QStringLiteral("firefight"),
        QStringLiteral("has_fired"),
        QStringLiteral("fired_this_segment"),
        QStringLiteral("moved_this_segment"),
        QStringLiteral("fired_upon_this_segment"),
        QStringLiteral("replenishment_turns"),
        QStringLiteral("scrounging"),
        QStringLiteral("hidden"),
        QStringLiteral("edge_distance"),
        QStringLiteral("seen"),
        QStringLiteral("ap_ball_full"),
        QStringLiteral("ap_canister_full"),
    };
    return names;
}

const QStringList &UnitRecord::flagNames()
{
    static const QStringList names { QStringLiteral("smoke"),
                                     QStringLiteral("firefight"),
                                     QStringLiteral("has_fired"),
                                     QStringLiteral("fired_this_segment"),
                                     QStringLiteral("moved_this_segment"),
                                     QStringLiteral("fired_upon_this_segment"),
                                     QStringLiteral("scrounging"),
                                     QStringLiteral("hidden"),
                                     QStringLiteral("seen") };
    return names;
}

bool UnitRecord::operator==(const UnitRecord &other) const
{
    return id == other.id && name == other.name && side == other.side && brigade == other.brigade
        && arm == other.arm && troopClass == other.troopClass
        && castingsInitial == other.castingsInitial && castings == other.castings
        && steps == other.steps && cwInitial == other.cwInitial && cw == other.cw && ap == other.ap
        && apBall == other.apBall && apCanister == other.apCanister
        && apBallFull == other.apBallFull && apCanisterFull == other.apCanisterFull
        && tubes == other.tubes && weapon == other.weapon && smoke == other.smoke
        && morale == other.morale && formation == other.formation && terrain == other.terrain
        && feature == other.feature && firefight == other.firefight && hasFired == other.hasFired
        && firedThisSegment == other.firedThisSegment && movedThisSegment == other.movedThisSegment
        && firedUponThisSegment == other.firedUponThisSegment
        && replenishmentTurns == other.replenishmentTurns && scrounging == other.scrounging
        && hidden == other.hidden && edgeDistance == other.edgeDistance && seen == other.seen;
}

} // namespace Adc
