#include "ui/procedures/firerequestbuilder.h"

#include "core/fire/firechart.h"
#include "core/fire/firemodifiers.h"
#include "core/fire/fireplanner.h"
#include "core/fire/firepool.h"
#include "core/fire/returnfire.h"
#include "core/fire/ricochet.h"
#include "core/terrain/terrainrules.h"
#include "core/terrain/townsight.h"
#include "db/battle/battle.h"

#include <QObject>

namespace Adc {

FireRequestBuilder::FireRequestBuilder(const Battle &battle)
{
    refresh(battle);
}

void FireRequestBuilder::refresh(const Battle &battle)
{
    m_units = battle.units();
    m_features = battle.features();
    m_rulings = battle.rulings();
    m_likely = battle.likelyUnits();
}

void FireRequestBuilder::setFirers(const QList<qint64> &ids)
{
    const qint64 lead = m_order.firers.isEmpty() ? 0 : m_order.firers.first();
    m_order.firers = ids;
    // Another lead: what the umpire set for the one before (fewer stands,
    // the AP a unit passed through while typing allowed) is not its own.
    if (ids.isEmpty() || ids.first() != lead) {
        clearOverrides();
        m_stands.reset();
        m_order.ap.reset();
    }
    if (ids.size() > 1)
        m_stands.reset();
}

void FireRequestBuilder::setTarget(qint64 id)
{
    if (id != m_order.target)
        clearOverrides();
    m_order.target = id;
    if (id)
        m_order.targetFeature = 0;
}

void FireRequestBuilder::setTargetFeature(qint64 id)
{
    if (id != m_order.targetFeature)
        clearOverrides();
    m_order.targetFeature = id;
    if (id)
        m_order.target = 0;
}

std::optional<FeatureRecord> FireRequestBuilder::townBlock() const
{
    for (const FeatureRecord &feature : m_features) {
        if (m_order.targetFeature && feature.id == m_order.targetFeature)
            return feature;
    }
    return std::nullopt;
}

QList<FeatureRecord> FireRequestBuilder::townBlocksFor(qint64 lead) const
{
    const std::optional<UnitRecord> firer = unit(lead);
    QList<FeatureRecord> blocks;
    for (const FeatureRecord &feature : m_features) {
        bool enemy = false;
        for (const UnitRecord &occupant : TownSight::occupants(feature, m_units))
            enemy = enemy || !firer || occupant.side != firer->side;
        if (!feature.block.isEmpty() && enemy)
            blocks.append(feature);
    }
    return blocks;
}

QList<UnitRecord> FireRequestBuilder::occupantsOf(const FeatureRecord &feature) const
{
    return TownSight::occupants(feature, m_units);
}

void FireRequestBuilder::setRicochet(const QList<qint64> &units, const QList<int> &dice,
                                     const QList<std::optional<double>> &distances)
{
    m_order.ricochet = units;
    m_order.ricochetDice = dice;
    // Units given by their ids alone until a distance is typed for one.
    bool measured = false;
    for (const std::optional<double> &distance : distances)
        measured = measured || distance.has_value();
    m_order.ricochetDistances.clear();
    for (int i = 0; measured && i < units.size(); ++i)
        m_order.ricochetDistances.append(distances.value(i));
}

void FireRequestBuilder::setCondition(const QString &id, bool holds)
{
    const bool derived = derivedConditions().contains(id);
    if (holds) {
        m_order.without.removeAll(id);
        if (!derived && !m_order.added.contains(id))
            m_order.added.append(id);
    } else {
        m_order.added.removeAll(id);
        if (derived && !m_order.without.contains(id))
            m_order.without.append(id);
    }
}

void FireRequestBuilder::clearOverrides()
{
    m_order.added.clear();
    m_order.without.clear();
}

std::optional<UnitRecord> FireRequestBuilder::unit(qint64 id) const
{
    for (const UnitRecord &unit : m_units) {
        if (unit.id == id)
            return unit;
    }
    return std::nullopt;
}

QList<UnitRecord> FireRequestBuilder::firerUnits() const
{
    QList<UnitRecord> firers;
    for (qint64 id : m_order.firers) {
        if (const std::optional<UnitRecord> firer = unit(id))
            firers.append(*firer);
    }
    return firers;
}

std::optional<UnitRecord> FireRequestBuilder::targetUnit() const
{
    return m_order.target ? unit(m_order.target) : std::nullopt;
}

std::optional<FeatureRecord> FireRequestBuilder::featureOf(const UnitRecord &unit) const
{
    if (unit.feature.isEmpty())
        return std::nullopt;
    for (const FeatureRecord &feature : m_features) {
        if (feature.name == unit.feature)
            return feature;
    }
    return std::nullopt;
}

QStringList FireRequestBuilder::targetConditions(const UnitRecord &unit) const
{
    const QList<UnitRecord> firers = firerUnits();
    if (firers.isEmpty())
        return {};
    return FirePlanner::targetConditions(unit, m_features, firers.first().arm);
}

QList<UnitRecord> FireRequestBuilder::brigadeOf(qint64 lead) const
{
    const std::optional<UnitRecord> first = unit(lead);
    return first ? FirePool::partners(*first, m_units) : QList<UnitRecord>();
}

QList<UnitRecord> FireRequestBuilder::targetsFor(qint64 lead) const
{
    const std::optional<UnitRecord> firer = unit(lead);
    QList<UnitRecord> targets;
    for (const UnitRecord &other : m_units) {
        if (other.castings > 0 && (!firer || other.side != firer->side))
            targets.append(other);
    }
    return targets;
}

FireOrder FireRequestBuilder::order() const
{
    FireOrder order = m_order;
    order.ap = m_order.apSpent();
    // Guns name their shot; small arms fire ball.
    const std::optional<UnitRecord> lead
        = order.firers.isEmpty() ? std::nullopt : unit(order.firers.first());
    order.shot = lead && firesByTubes(lead->arm) ? std::optional<Shot>(m_shot) : std::nullopt;
    order.stands = order.firers.size() == 1 ? m_stands : std::nullopt;
    // The ricochet dice go with the units.
    if (order.ricochet.isEmpty())
        order.ricochetDice.clear();
    return order;
}

FirePlan FireRequestBuilder::plan() const
{
    return FirePlanner::plan(order(), m_units, m_features, m_rulings);
}

QStringList FireRequestBuilder::derivedConditions() const
{
    return plan().derived;
}

QStringList FireRequestBuilder::conditions() const
{
    return plan().conditions;
}

QStringList FireRequestBuilder::availableConditions() const
{
    return FirePlanner::offeredConditions(
        m_order.firers.isEmpty() ? std::nullopt : unit(m_order.firers.first()), targetUnit());
}

double FireRequestBuilder::firingStands(const UnitRecord &unit)
{
    return FireChart::standard().firingStands(unit.castings);
}

int FireRequestBuilder::apOf(const UnitRecord &unit) const
{
    return FirePlanner::apOf(unit, m_shot);
}

int FireRequestBuilder::apLimit() const
{
    return m_order.firers.isEmpty() ? 1 : plan().apLimit;
}

int FireRequestBuilder::apLeft() const
{
    const QList<UnitRecord> firers = firerUnits();
    if (firers.isEmpty())
        return 0;
    int left = apOf(firers.first());
    for (const UnitRecord &firer : firers)
        left = std::min(left, apOf(firer));
    return left;
}

QString FireRequestBuilder::problem() const
{
    if (m_order.firers.isEmpty())
        return FireRequestBuilder::tr("Choose the firer.");
    if (firerUnits().size() != m_order.firers.size())
        return FireRequestBuilder::tr("A firer is no longer in the battle.");
    if (!targetUnit() && !townBlock())
        return FireRequestBuilder::tr("Choose the target.");
    if (!(m_order.range > 0))
        return FireRequestBuilder::tr("Type the range in inches.");
    return QString();
}

FireOdds FireRequestBuilder::odds() const
{
    FireOdds none;
    none.reason = problem();
    if (!none.reason.isEmpty())
        return none;
    const FirePlan fire = plan();
    if (fire.ready())
        return fire.odds;
    none.reason = fire.reason;
    return none;
}

FireResult FireRequestBuilder::preview(int die) const
{
    FireResult none;
    none.reason = problem();
    if (!none.reason.isEmpty())
        return none;
    const FirePlan fire = plan();
    if (fire.ready())
        return fire.resultFor(die);
    none.reason = fire.reason;
    return none;
}

QString FireRequestBuilder::ricochetRefusal() const
{
    if (const QString reason = problem(); !reason.isEmpty())
        return reason;
    const FirePlan fire = plan();
    return fire.ready() ? Ricochet::refusal(fire.request) : fire.reason;
}

QString FireRequestBuilder::returnFireRefusal() const
{
    const QList<UnitRecord> firers = firerUnits();
    const std::optional<UnitRecord> target = targetUnit();
    return firers.isEmpty() || !target
        ? FireRequestBuilder::tr("No fire.")
        : ReturnFire::refusal(*target, firers.first(), m_order.range, m_features, m_rulings);
}

} // namespace Adc
