#include "actions/endsegmentaction.h"

#include "actions/actioncontext.h"
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

ActionOutcome EndSegmentAction::apply(ActionContext &context, RequestReader &reader)
{
    const QList<UnitRecord> moved = context.unitList(reader, QStringLiteral("moved"), false);
    const QList<UnitRecord> near
        = context.unitList(reader, QStringLiteral("enemy_within_12"), false);
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());

    BattleTable battle = context.battle();
    const Clock clock = battle.clock();
    const int segments = battle.segmentsPerTurn();
    if (clock.segment >= segments)
        return ActionOutcome::refused(
            QStringLiteral("segment %1 is the last of turn %2 (%3 segments a turn): end-turn "
                           "ends it and the turn")
                .arg(clock.segment)
                .arg(clock.turn)
                .arg(segments));

    const QJsonArray report = SegmentSweep::run(context, idSet(moved), idSet(near));

    const QList<SideRecord> sides = context.organisation().sides();
    const qint64 nextSide = sides.isEmpty() ? 0 : sides.at(clock.segment % sides.size()).id;
    battle.setClock(clock.turn, clock.segment + 1, nextSide);
    const Clock now = battle.clock();

    context.setSummary(
        QStringLiteral("End of turn %1, segment %2").arg(clock.turn).arg(clock.segment));
    return ActionOutcome::done({ { QStringLiteral("ended"), clock.toJson() },
                                 { QStringLiteral("clock"), now.toJson() },
                                 { QStringLiteral("changes"), report } });
}

} // namespace Adc
