#include "core/terrain/terrainmoveplanner.h"

#include "core/common/vocabularytext.h"

#include <QCoreApplication>

namespace Adc {

namespace {

// A terrain's name in the reader's words ("woods" -> "bois").
QString terrainWords(const QString &name)
{
    const std::optional<Terrain> terrain = terrainFromName(name);
    return terrain ? VocabularyText::text(*terrain) : name;
}

// "into-woods" -> "moving into woods", "across-ltf" -> "crossing an LTF".
QString words(const QString &id)
{
    if (id == QLatin1String("across-ltf"))
        return QCoreApplication::translate("Adc::TerrainMovePlanner", "crossing an LTF");
    const QString text = id;
    if (text.startsWith(QLatin1String("into-")))
        return QCoreApplication::translate("Adc::TerrainMovePlanner", "moving into %1")
            .arg(terrainWords(text.mid(5)));
    if (text.startsWith(QLatin1String("out-of-")))
        return QCoreApplication::translate("Adc::TerrainMovePlanner", "moving out of %1")
            .arg(terrainWords(text.mid(7)));
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
            plan.reason = QCoreApplication::translate(
                "Adc::TerrainMovePlanner",
                "rivers are impassable except at fords or bridges: list ford or bridge to cross");
            return plan;
        }
        plan.notes << (bridge ? QCoreApplication::translate("Adc::TerrainMovePlanner",
                                                            "the river is crossed at a bridge")
                              : QCoreApplication::translate("Adc::TerrainMovePlanner",
                                                            "the river is crossed at a ford"));
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
        plan.notes << QCoreApplication::translate("Adc::TerrainMovePlanner",
                                                  "half movement this turn: %1")
                          .arg(listed(effect.reasons));
    } else if (effect.roadExempt) {
        plan.reasons << QStringLiteral("road");
        plan.notes << QCoreApplication::translate("Adc::TerrainMovePlanner",
                                                  "full movement: %1 along a road")
                          .arg(listed(effect.reasons));
    } else if (move.from == Terrain::Hill || move.to == Terrain::Hill) {
        plan.notes << QCoreApplication::translate("Adc::TerrainMovePlanner",
                                                  "hills have no effect on movement");
    }
    return plan;
}

} // namespace Adc
