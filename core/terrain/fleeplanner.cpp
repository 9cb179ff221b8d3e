#include "core/terrain/fleeplanner.h"

#include "core/common/vocabularytext.h"
#include "core/fire/smoke.h"
#include "core/terrain/terrainrules.h"

#include <QCoreApplication>

namespace Adc {

FleePlan FleePlanner::plan(const UnitRecord &unit, const std::optional<FeatureRecord> &feature)
{
    FleePlan plan;
    plan.change = UnitChange { unit, unit };
    if (unit.morale != Morale::Shaken) {
        plan.refusal = QCoreApplication::translate(
                           "Adc::FleePlanner", "%1 is %2: only a shaken unit is called on to flee")
                           .arg(unit.name, VocabularyText::text(unit.morale));
        return plan;
    }
    UnitRecord &after = plan.change.after;
    const TerrainRules &terrain = TerrainRules::standard();
    if (terrain.fleeingRoutsInPlace(unit.terrain)) {
        plan.result = FleePlan::Result::RoutedInPlace;
        plan.words = QCoreApplication::translate(
                         "Adc::FleePlanner",
                         "%1 does not leave the %2: it remains there and is marked "
                         "as routed")
                         .arg(unit.name, VocabularyText::text(unit.terrain));
        after.morale = Morale::Routed;
        return plan;
    }
    const bool defendsLtf
        = (feature && feature->kind == QLatin1String("ltf")) || unit.terrain == Terrain::Redoubt;
    after.movedThisSegment = true;
    after.smoke = Smoke::afterMoving(unit.smoke).inSmoke;
    if (defendsLtf) {
        plan.result = FleePlan::Result::AbandonsLtf;
        plan.words = QCoreApplication::translate("Adc::FleePlanner",
                                                 "%1 abandons the LTF it defends and flees away")
                         .arg(unit.name);
        after.feature.clear();
        if (unit.terrain == Terrain::Redoubt)
            after.terrain = Terrain::Open;
        return plan;
    }
    plan.result = FleePlan::Result::Flees;
    plan.words = QCoreApplication::translate("Adc::FleePlanner", "%1 flees").arg(unit.name);
    return plan;
}

} // namespace Adc
