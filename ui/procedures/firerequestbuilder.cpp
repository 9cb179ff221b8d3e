#include "ui/procedures/firerequestbuilder.h"

#include "core/fire/firechart.h"
#include "core/fire/firemodifiers.h"
#include "core/fire/fireplanner.h"
#include "core/fire/returnfire.h"
#include "core/fire/ricochet.h"
#include "db/battle/battle.h"

#include <QObject>

namespace Adc {

FireRequestBuilder::FireRequestBuilder(const Battle &battle)
{
    refresh(battle);
}

void FireRequestBuilder::refresh(const Battle &battle)
{
    m_scene = FireScene(battle);
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
    return m_scene.feature(m_order.targetFeature);
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

QList<UnitRecord> FireRequestBuilder::firerUnits() const
{
    QList<UnitRecord> firers;
    for (qint64 id : m_order.firers) {
        if (const std::optional<UnitRecord> firer = m_scene.unit(id))
            firers.append(*firer);
    }
    return firers;
}

std::optional<UnitRecord> FireRequestBuilder::targetUnit() const
{
    return m_order.target ? m_scene.unit(m_order.target) : std::nullopt;
}

QStringList FireRequestBuilder::targetConditions(const UnitRecord &unit) const
{
    const QList<UnitRecord> firers = firerUnits();
    if (firers.isEmpty())
        return {};
    return FirePlanner::targetConditions(unit, m_scene.features(), firers.first().arm);
}

FireOrder FireRequestBuilder::order() const
{
    FireOrder order = m_order;
    order.ap = m_order.apSpent();
    // Guns name their shot; small arms fire ball.
    const std::optional<UnitRecord> lead
        = order.firers.isEmpty() ? std::nullopt : m_scene.unit(order.firers.first());
    order.shot = lead && firesByTubes(lead->arm) ? std::optional<Shot>(m_shot) : std::nullopt;
    order.stands = order.firers.size() == 1 ? m_stands : std::nullopt;
    // The ricochet dice go with the units.
    if (order.ricochet.isEmpty())
        order.ricochetDice.clear();
    return order;
}

FirePlan FireRequestBuilder::plan() const
{
    return FirePlanner::plan(order(), m_scene.units(), m_scene.features(), m_scene.rulings());
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
        m_order.firers.isEmpty() ? std::nullopt : m_scene.unit(m_order.firers.first()),
        targetUnit());
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

bool FireRequestBuilder::mayRicochet() const
{
    const QList<UnitRecord> firers = firerUnits();
    if (firers.isEmpty())
        return false;
    FireRequest probe;
    probe.arm = firers.first().arm;
    probe.shot = m_shot;
    return Ricochet::refusal(probe).isEmpty();
}

QList<UnitRecord> FireRequestBuilder::ricochetCandidates() const
{
    const std::optional<UnitRecord> target = targetUnit();
    const std::optional<FeatureRecord> block = townBlock();
    const QList<UnitRecord> firers = firerUnits();
    const QString side = firers.isEmpty() ? QString() : firers.first().side;
    QList<UnitRecord> brigade;
    QList<UnitRecord> enemies;
    QList<UnitRecord> friends;
    for (const UnitRecord &unit : m_scene.units()) {
        if (unit.castings <= 0 || m_order.firers.contains(unit.id)
            || (target && unit.id == target->id) || (block && unit.feature == block->name))
            continue;
        if (unit.side == side)
            friends.append(unit);
        else if (target && unit.side == target->side && unit.brigade == target->brigade)
            brigade.append(unit);
        else
            enemies.append(unit);
    }
    return brigade + enemies + friends;
}

QString FireRequestBuilder::returnFireRefusal() const
{
    const QList<UnitRecord> firers = firerUnits();
    const std::optional<UnitRecord> target = targetUnit();
    return firers.isEmpty() || !target ? FireRequestBuilder::tr("No fire.")
                                       : ReturnFire::refusal(*target, firers.first(), m_order.range,
                                                             m_scene.features(), m_scene.rulings());
}

} // namespace Adc
