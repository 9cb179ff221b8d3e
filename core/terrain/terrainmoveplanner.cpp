#include "terrain/terrainmoveplanner.h"

namespace Adc {

namespace {

// "into-woods" -> "moving into woods", "across-ltf" -> "crossing an LTF".
QString words(const QString &id)
{
    if (id == QLatin1String("across-ltf"))
        return QStringLiteral("crossing an LTF");
    QString text = id;
    if (text.startsWith(QLatin1String("into-")))
        return QStringLiteral("moving into ") + text.mid(5);
    if (text.startsWith(QLatin1String("out-of-")))
        return QStringLiteral("moving out of ") + text.mid(7);
    return text;
}

QString listed(const QStringList &ids)
{
    QStringList texts;
    for (const QString &id : ids)
        texts << words(id);
    return texts.join(QLatin1String(", "));
}

} // namespace

TerrainMovePlan TerrainMovePlanner::plan(const TerrainMove &move, const TerrainRules &rules)
{
    TerrainMovePlan plan;
    if (move.acrossRiver) {
        const bool ford = move.atFord && rules.mayCrossRiver(TerrainRules::RiverCrossing::Ford);
        const bool bridge
            = move.atBridge && rules.mayCrossRiver(TerrainRules::RiverCrossing::Bridge);
        if (!ford && !bridge) {
            plan.allowed = false;
            plan.reason = QStringLiteral(
                "rivers are impassable except at fords or bridges: list ford or bridge to cross");
            return plan;
        }
        plan.notes << (bridge ? QStringLiteral("the river is crossed at a bridge")
                              : QStringLiteral("the river is crossed at a ford"));
    }

    const TerrainEntry entry = rules.mayEnter(move.arm, move.to, move.chargingRoutedInfantry);
    if (!entry.allowed) {
        plan.allowed = false;
        plan.reason = entry.reason;
        return plan;
    }
    if (!entry.occupies)
        plan.notes << entry.reason;

    const MovementEffect effect = rules.movement(move.from, move.to, move.acrossLtf, move.road);
    plan.reasons = effect.reasons;
    plan.halfMovement = effect.halved;
    if (effect.halved) {
        plan.notes << QStringLiteral("half movement this turn: %1").arg(listed(effect.reasons));
    } else if (effect.roadExempt) {
        plan.reasons << QStringLiteral("road");
        plan.notes << QStringLiteral("full movement: %1 along a road").arg(listed(effect.reasons));
    } else if (move.from == Terrain::Hill || move.to == Terrain::Hill) {
        plan.notes << QStringLiteral("hills have no effect on movement");
    }
    return plan;
}

} // namespace Adc
