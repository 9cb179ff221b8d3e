#include "core/fire/fireplanner.h"

#include "core/ammunition/scrounging.h"
#include "core/common/vocabularytext.h"

#include "core/fire/firechart.h"
#include "core/fire/fireconditions.h"
#include "core/fire/firemodifiers.h"
#include "core/fire/firepool.h"
#include "core/fire/fireresolver.h"
#include "core/fire/pooledfire.h"
#include "core/fire/ricochet.h"
#include "core/terrain/terrainrules.h"
#include "core/terrain/townsight.h"

#include <QCoreApplication>
#include <algorithm>

namespace Adc {

namespace {

std::optional<UnitRecord> unitOf(const QList<UnitRecord> &units, qint64 id)
{
    for (const UnitRecord &unit : units) {
        if (unit.id == id)
            return unit;
    }
    return std::nullopt;
}

std::optional<FeatureRecord> featureOf(const QList<FeatureRecord> &features, const UnitRecord &unit)
{
    if (unit.feature.isEmpty())
        return std::nullopt;
    for (const FeatureRecord &feature : features) {
        if (feature.name == unit.feature)
            return feature;
    }
    return std::nullopt;
}

FirePlan stop(FirePlan plan, FirePlan::Verdict verdict, const QString &reason)
{
    plan.verdict = verdict;
    plan.reason = reason;
    return plan;
}

FirePlan refuse(FirePlan plan, const QString &reason)
{
    return stop(std::move(plan), FirePlan::Verdict::Refused, reason);
}

FirePlan malformed(FirePlan plan, const QString &reason)
{
    return stop(std::move(plan), FirePlan::Verdict::Malformed, reason);
}

QString noCastings(const UnitRecord &unit)
{
    return QCoreApplication::translate("Adc::FirePlanner", "%1 has no castings left")
        .arg(unit.name);
}

// The firers the order names and the units it lists for ricochet, and
// whether the firers may fire together.
FirePlan readFirers(const FireOrder &order, const QList<UnitRecord> &units, FirePlan plan)
{
    for (qint64 id : order.firers) {
        const std::optional<UnitRecord> firer = unitOf(units, id);
        if (!firer)
            return malformed(plan,
                             QCoreApplication::translate("Adc::FirePlanner",
                                                         "firers: a firer is not in the battle"));
        plan.firers.append(*firer);
    }
    if (plan.firers.isEmpty())
        return malformed(plan, QCoreApplication::translate("Adc::FirePlanner", "firers: no firer"));
    for (int i = 0; i < order.ricochet.size(); ++i) {
        const std::optional<UnitRecord> unit = unitOf(units, order.ricochet.at(i));
        if (!unit)
            return malformed(plan,
                             QCoreApplication::translate("Adc::FirePlanner",
                                                         "ricochet: a unit is not in the battle"));
        plan.ricochetUnits.append(*unit);
        plan.ricochetDistances.append(order.ricochetDistances.value(i));
    }
    const UnitRecord &lead = plan.firers.first();
    for (const UnitRecord &firer : std::as_const(plan.firers)) {
        if (const QString refusal = FirePool::refusal(lead, firer); !refusal.isEmpty())
            return refuse(plan, refusal);
    }
    plan.verdict = FirePlan::Verdict::Ready;
    return plan;
}

// Fire at a town block's edge (seed 002, Fire At And In Town): "ricochet
// fire extends through the entire block", on every occupant, seen or hidden.
FirePlan readTownBlock(const FireOrder &order, const QList<UnitRecord> &units,
                       const QList<FeatureRecord> &features, FirePlan plan)
{
    const UnitRecord &lead = plan.firers.first();
    for (const FeatureRecord &feature : features) {
        if (feature.id == order.targetFeature)
            plan.townBlock = feature;
    }
    if (!plan.townBlock)
        return malformed(plan,
                         QCoreApplication::translate(
                             "Adc::FirePlanner", "target_feature: not a feature of the battle"));
    const FeatureRecord &block = *plan.townBlock;
    if (!TownSight::standard().seenWithin(block.block))
        return refuse(plan,
                      QCoreApplication::translate("Adc::FirePlanner",
                                                  "%1 is no farm or block of a town: only fire "
                                                  "at a town's edge ricochets through a block")
                          .arg(block.name));
    if (!firesByTubes(lead.arm) || order.shotFired() != Shot::Ball)
        return refuse(plan,
                      QCoreApplication::translate("Adc::FirePlanner",
                                                  "fire at the edge of a town block is "
                                                  "artillery ball fire: only ball "
                                                  "ricochets through the block"));
    plan.derived = FireConditions::ofFirer(lead);
    plan.conditions = FireConditions::combine(plan.derived, order.added, order.without);
    plan.apLimit = FirePlanner::apLimit(lead.arm, plan.conditions);
    const QList<UnitRecord> occupants = TownSight::occupants(block, units);
    for (int i = 0; i < occupants.size(); ++i) {
        const UnitRecord &unit = occupants.at(i);
        if (unit.side == lead.side)
            return refuse(
                plan,
                QCoreApplication::translate("Adc::FirePlanner", "%1 and %2 are both of %3")
                    .arg(lead.name, unit.name, lead.side));
        plan.ricochetUnits.insert(i, unit);
        plan.ricochetDistances.insert(i, std::nullopt);
    }
    if (occupants.isEmpty())
        return refuse(plan,
                      QCoreApplication::translate("Adc::FirePlanner",
                                                  "no unit occupies %1: ricochet through it "
                                                  "would hit nobody")
                          .arg(block.name));
    return plan;
}

// The target and the lead's conditions; a refusal when the firers may not
// fire at it (same side, no castings, outflanking cover, not seen in town).
FirePlan readUnits(const FireOrder &order, const QList<UnitRecord> &units,
                   const QList<FeatureRecord> &features, FirePlan plan)
{
    plan = readFirers(order, units, std::move(plan));
    if (!plan.ready())
        return plan;
    if (order.targetFeature)
        return readTownBlock(order, units, features, std::move(plan));
    const UnitRecord &lead = plan.firers.first();
    plan.target = order.target ? unitOf(units, order.target) : std::nullopt;
    plan.derived = FireConditions::ofFirer(lead);
    if (plan.target)
        plan.derived
            += FireConditions::ofTarget(*plan.target, featureOf(features, *plan.target), lead.arm);
    plan.conditions = FireConditions::combine(plan.derived, order.added, order.without);
    plan.apLimit = FirePlanner::apLimit(lead.arm, plan.conditions);
    if (!plan.target)
        return malformed(
            plan, QCoreApplication::translate("Adc::FirePlanner", "target: not in the battle"));

    const UnitRecord &target = *plan.target;
    if (target.side == lead.side)
        return refuse(plan,
                      QCoreApplication::translate("Adc::FirePlanner", "%1 and %2 are both of %3")
                          .arg(lead.name, target.name, lead.side));
    if (target.castings <= 0)
        return refuse(plan, noCastings(target));
    // "In order to fire on troops in town, the firing unit must see them."
    if (const std::optional<FeatureRecord> feature = featureOf(features, target)) {
        const QString unseen = TownSight::standard().unseenReason(target, *feature);
        if (!unseen.isEmpty())
            return refuse(plan, unseen);
    }
    if (plan.conditions.contains(QStringLiteral("target-flank"))
        && !FireConditions::flankable(target))
        return refuse(plan,
                      QCoreApplication::translate("Adc::FirePlanner",
                                                  "%1 occupies %2: it occupies the whole of it "
                                                  "and cannot be outflanked")
                          .arg(target.name, VocabularyText::text(target.terrain)));
    return plan;
}

// Seed 002, Ammunition: "Scrounging units have 1 AP per segment." The
// scrounging condition on a firer out of ammunition declares it; a firer
// out of ammunition without it is offered it.
FirePlan scrounge(const FireOrder &order, FirePlan plan)
{
    const bool declared = order.added.contains(QStringLiteral("scrounging"));
    QStringList out;
    for (UnitRecord &firer : plan.firers) {
        if (!declared) {
            if (Scrounging::mayDeclare(firer))
                out.append(firer.name);
            continue;
        }
        const bool was = firer.scrounging;
        const QString refusal = Scrounging::declare(firer);
        if (!refusal.isEmpty())
            return refuse(plan, refusal);
        if (!was && firer.scrounging)
            plan.scroungers.append(firer.id);
    }
    if (!out.isEmpty())
        plan.scroungeOffer
            = QCoreApplication::translate("Adc::FirePlanner",
                                          "out of ammunition, %1 may scrounge (the scrounging "
                                          "condition): 1 AP a segment, with the scrounging "
                                          "modifier and no boxcars")
                  .arg(out.join(QLatin1String(", ")));
    return plan;
}

// One request a firer, pooled into the one roll the rules read.
FirePlan pool(const FireOrder &order, const QList<FeatureRecord> &features, FirePlan plan)
{
    const FireChart &chart = FireChart::standard();
    // At a town block's edge no unit is the target: its occupants take the
    // ricochet fires.
    const std::optional<UnitRecord> &target = plan.target;
    const std::optional<FeatureRecord> cover = target ? featureOf(features, *target) : std::nullopt;
    const bool single = plan.firers.size() == 1;
    QList<PooledFire::Firer> firers;
    for (const UnitRecord &firer : std::as_const(plan.firers)) {
        FireRequest request;
        request.arm = firer.arm;
        request.weapon = firer.weapon;
        request.shot = order.shotFired();
        request.range = order.range;
        request.ap = order.apSpent();
        const double stands = chart.firingStands(firer.castings);
        if (firesByTubes(firer.arm))
            request.tubes = firer.tubes;
        else
            request.stands = order.stands && single ? *order.stands : stands;
        request.conditions = FireConditions::combine(
            FireConditions::ofFirer(firer)
                + (target ? FireConditions::ofTarget(*target, cover, firer.arm) : QStringList()),
            order.added, order.without);
        const QString error = FireResolver::requestError(request);
        if (!error.isEmpty())
            return malformed(plan, error);
        if (!firesByTubes(firer.arm) && order.stands && single && *order.stands > stands)
            return malformed(plan,
                             QCoreApplication::translate("Adc::FirePlanner",
                                                         "stands: %1 has only %2 firing stands")
                                 .arg(firer.name, QString::number(stands, 'g', 6)));
        firers.append({ firer.name, request, firer.cw });
    }
    plan.request = firers.first().request;
    plan.averageCw = plan.firers.first().cw;
    if (firers.size() > 1) {
        const PooledFire::Result pooled = PooledFire::pool(firers, plan.rulings);
        if (!pooled.pooled)
            return refuse(plan, pooled.mismatch);
        plan.request = pooled.request;
        plan.averageCw = pooled.averageCw;
        plan.poolNotes = pooled.notes;
    }
    return plan;
}

// The fire as the rules read it before the die, and the AP each firer has.
FirePlan check(const FireOrder &order, FirePlan plan)
{
    plan.check = FireResolver::resolve(plan.request, plan.rulings);
    if (!plan.check.allowed)
        return refuse(plan, plan.check.reason);
    for (const UnitRecord &firer : std::as_const(plan.firers)) {
        const int left = FirePlanner::apOf(firer, order.shotFired());
        if (plan.check.apSpent <= left)
            continue;
        QString reason
            = QCoreApplication::translate("Adc::FirePlanner",
                                          "%1 has %2 %3AP left, not the %4 this fire spends")
                  .arg(firer.name, QString::number(left),
                       firesByTubes(firer.arm) ? toName(order.shotFired()) + QLatin1Char(' ')
                                               : QString(),
                       QString::number(plan.check.apSpent));
        if (!plan.scroungeOffer.isEmpty())
            reason += QStringLiteral("; ") + plan.scroungeOffer;
        return refuse(plan, reason);
    }
    return plan;
}

// Each unit beyond the target fired on again with the ricochet modifier and
// its own cover (seed 002, Ricochet Fire).
FirePlan ricochet(const FireOrder &order, const QList<FeatureRecord> &features, FirePlan plan)
{
    const UnitRecord &lead = plan.firers.first();
    for (int i = 0; i < plan.ricochetUnits.size(); ++i) {
        const UnitRecord &unit = plan.ricochetUnits.at(i);
        // "within 5" of the original target", seed 002, Ricochet Fire.
        const std::optional<double> distance = plan.ricochetDistances.value(i);
        if (distance && *distance > Ricochet::reach() + 1e-9)
            return refuse(plan,
                          QCoreApplication::translate("Adc::FirePlanner",
                                                      "ricochet on %1: %2 from the original "
                                                      "target; ricochet reaches units within %3 "
                                                      "of it")
                              .arg(unit.name, VocabularyText::inches(*distance),
                                   VocabularyText::inches(Ricochet::reach())));
        FireRequest again = plan.request;
        again.conditions = FireConditions::combine(
            FireConditions::ofFirer(lead)
                + FireConditions::ofTarget(unit, featureOf(features, unit), lead.arm),
            order.added + QStringList { QStringLiteral("ricochet") }, order.without);
        const QString error = FireResolver::requestError(again);
        if (!error.isEmpty())
            return malformed(plan,
                             QCoreApplication::translate("Adc::FirePlanner", "ricochet: ") + error);
        const FireResult allowed = FireResolver::resolve(again, plan.rulings);
        if (!allowed.allowed)
            return refuse(plan,
                          QCoreApplication::translate("Adc::FirePlanner", "ricochet on %1: %2")
                              .arg(unit.name, allowed.reason));
        if (unit.castings <= 0)
            return refuse(plan, noCastings(unit));
        plan.ricochetRequests.append(again);
    }
    return plan;
}

} // namespace

FirePlan FirePlanner::plan(const FireOrder &order, const QList<UnitRecord> &units,
                           const QList<FeatureRecord> &features, const Rulings &rulings)
{
    FirePlan plan;
    plan.rulings = rulings;
    plan = readUnits(order, units, features, std::move(plan));
    if (plan.ready())
        plan = scrounge(order, std::move(plan));
    if (plan.ready())
        plan = pool(order, features, std::move(plan));
    if (plan.ready())
        plan = check(order, std::move(plan));
    if (plan.ready())
        plan = ricochet(order, features, std::move(plan));
    if (plan.ready())
        plan.odds = FireResolver::odds(plan.request, rulings);
    return plan;
}

QStringList FirePlanner::targetConditions(const UnitRecord &target,
                                          const QList<FeatureRecord> &features, Arm firerArm)
{
    return FireConditions::ofTarget(target, featureOf(features, target), firerArm);
}

QStringList FirePlanner::offeredConditions(const std::optional<UnitRecord> &lead,
                                           const std::optional<UnitRecord> &target)
{
    return FireConditions::offered(lead, target);
}

int FirePlanner::apOf(const UnitRecord &unit, Shot shot)
{
    if (!firesByTubes(unit.arm))
        return unit.ap;
    return shot == Shot::Canister ? unit.apCanister : unit.apBall;
}

int FirePlanner::apLimit(Arm arm, const QStringList &conditions)
{
    const FireModifiers &modifiers = FireModifiers::standard();
    const int rule = modifiers.apLimitRule(arm, conditions);
    return std::max(1, rule < 0 ? modifiers.apLimit(arm) : modifiers.rule(rule).apLimit);
}

} // namespace Adc
