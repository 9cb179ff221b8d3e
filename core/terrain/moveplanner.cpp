#include "core/terrain/moveplanner.h"

#include "core/casualties/recovery.h"
#include "core/common/vocabularytext.h"
#include "core/fire/smoke.h"
#include "core/terrain/terrainmoveplanner.h"

#include <QCoreApplication>

namespace Adc {

namespace {

// The feature's refusal: the order's terrain is not the feature's, or the
// feature is full (the first occupant named).
QString featureRefusal(const FeatureRecord &feature, Terrain to, const UnitRecord &unit,
                       const QList<UnitRecord> &occupants)
{
    const std::optional<Terrain> terrain = FeatureRecord::terrainOf(feature.kind);
    if (terrain && *terrain != to)
        return QCoreApplication::translate("Adc::MovePlanner",
                                           "%1 is %2: a unit in it stands in %2, not %3")
            .arg(feature.name, VocabularyText::text(*terrain), VocabularyText::text(to));
    QList<UnitRecord> others;
    for (const UnitRecord &occupant : occupants) {
        if (occupant.id != unit.id)
            others << occupant;
    }
    if (feature.capacity && others.size() >= *feature.capacity)
        return QCoreApplication::translate("Adc::MovePlanner",
                                           "%1 is full: it holds %2 unit(s) and %3 is in it")
            .arg(feature.name, QString::number(*feature.capacity), others.first().name);
    return QString();
}

} // namespace

MovePlan MovePlanner::plan(const MoveOrder &order, const UnitRecord &unit,
                           const std::optional<FeatureRecord> &feature,
                           const QList<UnitRecord> &occupants)
{
    MovePlan plan;
    plan.change = UnitChange { unit, unit };
    std::optional<Terrain> featureTerrain;
    if (feature)
        featureTerrain = FeatureRecord::terrainOf(feature->kind);
    const Terrain to = order.to ? *order.to : featureTerrain.value_or(unit.terrain);

    TerrainMove move;
    move.arm = unit.arm;
    move.from = unit.terrain;
    move.to = to;
    move.setAcross(order.across.value_or(QStringList()));
    move.road = order.road.value_or(false);
    plan.terrain = TerrainMovePlanner::plan(move);
    if (!plan.terrain.allowed) {
        plan.refusal = plan.terrain.reason;
        return plan;
    }
    if (feature) {
        plan.refusal = featureRefusal(*feature, to, unit, occupants);
        if (plan.isRefused())
            return plan;
    }

    UnitRecord &after = plan.change.after;
    after.terrain = to;
    if (feature)
        after.feature = feature->name;
    else if (order.leaveFeature || to != unit.terrain)
        after.feature.clear();
    after.movedThisSegment = true;
    const SmokeChange smoke = Smoke::afterMoving(unit.smoke);
    after.smoke = smoke.inSmoke;
    plan.smokeCleared = unit.smoke && !smoke.inSmoke;

    plan.notes << plan.terrain.notes;
    if (plan.smokeCleared)
        plan.notes << QCoreApplication::translate("Adc::MovePlanner", "out of smoke: it moved");
    if (unit.steps > 0) {
        const RecoveryResult recovery
            = Recovery::standard().recover(unit.troopClass, unit.steps, true, false, false);
        plan.recoveryBlocked = recovery.recovered == 0;
        if (plan.recoveryBlocked)
            plan.notes << QCoreApplication::translate(
                "Adc::MovePlanner", "no recovery of soft casualties this segment: it moved");
    }
    if (unit.firefight)
        plan.notes << QStringLiteral(
            "in a firefight: fire discipline is rolled before it may do anything but fire");
    return plan;
}

} // namespace Adc
