#include "actions/endturnaction.h"

#include "actions/actioncontext.h"
#include "ammunition/ammunition.h"
#include "common/requestreader.h"
#include "actions/segmentsweep.h"

namespace Adc {

namespace {

QSet<qint64> idSet(const QList<UnitRecord> &units)
{
    QSet<qint64> ids;
    for (const UnitRecord &unit : units)
        ids.insert(unit.id);
    return ids;
}

} // namespace

UnitRecord EndTurnAction::replenish(const UnitRecord &before, bool outOfContact,
                                    const Rulings &rulings, QJsonObject *report)
{
    UnitRecord unit = before;
    if (!outOfContact) {
        unit.replenishmentTurns = 0;
        if (report)
            *report = QJsonObject();
        return unit;
    }
    const Ammunition &ammunition = Ammunition::standard();
    unit.replenishmentTurns += 1;
    const AmmunitionLoad current { unit.ap, unit.apBall, unit.apCanister };
    const AmmunitionLoad full = ammunition.startingAp(unit.arm, rulings);
    const Replenishment refill
        = ammunition.replenishment(unit.arm, unit.replenishmentTurns, current, full);
    QJsonObject line { { QStringLiteral("unit"), unit.id },
                       { QStringLiteral("turns"), unit.replenishmentTurns },
                       { QStringLiteral("turns_needed"), refill.turnsNeeded } };
    if (refill.refills) {
        unit.ap = refill.load.smallArms;
        unit.apBall = refill.load.ball;
        unit.apCanister = refill.load.canister;
        unit.scrounging = false;
        line.insert(QStringLiteral("refilled"), true);
    } else {
        line.insert(QStringLiteral("turns_to_go"), refill.turnsToGo);
    }
    if (report)
        *report = line;
    return unit;
}

ActionOutcome EndTurnAction::apply(ActionContext &context, RequestReader &reader)
{
    const QList<UnitRecord> outOfContact
        = context.unitList(reader, QStringLiteral("out_of_contact"), false);
    const QList<UnitRecord> moved = context.unitList(reader, QStringLiteral("moved"), false);
    const QList<UnitRecord> near
        = context.unitList(reader, QStringLiteral("enemy_within_12"), false);
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());

    BattleTable battle = context.battle();
    const Clock clock = battle.clock();
    const QJsonArray swept = SegmentSweep::run(context, idSet(moved), idSet(near));

    const QSet<qint64> away = idSet(outOfContact);
    QJsonArray replenished;
    UnitTable units = context.units();
    for (const UnitRecord &before : units.all()) {
        QJsonObject line;
        const UnitRecord unit
            = replenish(before, away.contains(before.id), context.rulings(), &line);
        if (away.contains(before.id))
            replenished.append(line);
        if (unit != before)
            units.update(unit);
    }

    const QList<SideRecord> sides = context.organisation().sides();
    battle.setClock(clock.turn + 1, 1, sides.isEmpty() ? 0 : sides.first().id);
    context.setSummary(QStringLiteral("End of turn %1").arg(clock.turn));
    return ActionOutcome::done({ { QStringLiteral("ended"), clock.toJson() },
                                 { QStringLiteral("clock"), battle.clock().toJson() },
                                 { QStringLiteral("changes"), swept },
                                 { QStringLiteral("replenishment"), replenished } });
}

} // namespace Adc
