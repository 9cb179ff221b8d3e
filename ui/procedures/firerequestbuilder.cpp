#include "procedures/firerequestbuilder.h"

#include "battle/battle.h"
#include "common/vocabularytext.h"
#include "fire/firechart.h"
#include "fire/firemodifiers.h"
#include "fire/fireplanner.h"
#include "fire/ricochet.h"
#include "procedures/fireactionjson.h"
#include "terrain/terrainrules.h"
#include "terrain/townsight.h"

#include <QJsonArray>
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
}

void FireRequestBuilder::setFirers(const QList<qint64> &ids)
{
    const qint64 lead = m_firers.isEmpty() ? 0 : m_firers.first();
    m_firers = ids;
    if (ids.isEmpty() || ids.first() != lead) {
        clearOverrides();
        m_stands.reset();
    }
    if (ids.size() > 1)
        m_stands.reset();
}

void FireRequestBuilder::setTarget(qint64 id)
{
    if (id != m_target)
        clearOverrides();
    m_target = id;
    if (id)
        m_targetFeature = 0;
}

void FireRequestBuilder::setTargetFeature(qint64 id)
{
    if (id != m_targetFeature)
        clearOverrides();
    m_targetFeature = id;
    if (id)
        m_target = 0;
}

std::optional<FeatureRecord> FireRequestBuilder::townBlock() const
{
    for (const FeatureRecord &feature : m_features) {
        if (m_targetFeature && feature.id == m_targetFeature)
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
    m_ricochet = units;
    m_ricochetDice = dice;
    m_ricochetDistances = distances;
}

void FireRequestBuilder::setCondition(const QString &id, bool holds)
{
    const bool derived = derivedConditions().contains(id);
    if (holds) {
        m_without.removeAll(id);
        if (!derived && !m_added.contains(id))
            m_added.append(id);
    } else {
        m_added.removeAll(id);
        if (derived && !m_without.contains(id))
            m_without.append(id);
    }
}

void FireRequestBuilder::clearOverrides()
{
    m_added.clear();
    m_without.clear();
}

QJsonObject FireRequestBuilder::action() const
{
    QJsonObject action { { QStringLiteral("action"), QStringLiteral("fire") },
                         { QStringLiteral("firers"), FireActionJson::ids(m_firers) },
                         { QStringLiteral("target"), m_target },
                         { QStringLiteral("range"), m_range },
                         { QStringLiteral("ap"), m_ap } };
    const std::optional<UnitRecord> lead
        = m_firers.isEmpty() ? std::nullopt : unit(m_firers.first());
    if (lead && firesByTubes(lead->arm))
        action.insert(QStringLiteral("shot"), toName(m_shot));
    if (m_stands && m_firers.size() == 1)
        action.insert(QStringLiteral("stands"), *m_stands);
    if (!m_added.isEmpty())
        action.insert(QStringLiteral("conditions"), QJsonArray::fromStringList(m_added));
    if (!m_without.isEmpty())
        action.insert(QStringLiteral("without"), QJsonArray::fromStringList(m_without));
    if (m_die)
        action.insert(QStringLiteral("die"), *m_die);
    if (!m_boxcarsRolls.isEmpty())
        action.insert(QStringLiteral("boxcars_roll"), FireActionJson::ints(m_boxcarsRolls));
    if (m_targetFeature) {
        action.remove(QStringLiteral("target"));
        action.insert(QStringLiteral("target_feature"), m_targetFeature);
    }
    if (!m_ricochet.isEmpty()) {
        action.insert(QStringLiteral("ricochet"),
                      FireActionJson::ricochet(m_ricochet, m_ricochetDistances));
        if (!m_ricochetDice.isEmpty())
            action.insert(QStringLiteral("ricochet_dice"), FireActionJson::ints(m_ricochetDice));
    }
    return action;
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
    for (qint64 id : m_firers) {
        if (const std::optional<UnitRecord> firer = unit(id))
            firers.append(*firer);
    }
    return firers;
}

std::optional<UnitRecord> FireRequestBuilder::targetUnit() const
{
    return m_target ? unit(m_target) : std::nullopt;
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
    if (!first)
        return {};
    QList<UnitRecord> units { *first };
    for (const UnitRecord &other : m_units) {
        if (other.id != lead && other.side == first->side && other.brigade == first->brigade
            && other.castings > 0)
            units.append(other);
    }
    return units;
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
    FireOrder order;
    order.firers = m_firers;
    order.target = m_target;
    order.targetFeature = m_targetFeature;
    order.range = m_range;
    order.ap = m_ap;
    // What action() sends: small arms fire ball.
    const std::optional<UnitRecord> lead
        = m_firers.isEmpty() ? std::nullopt : unit(m_firers.first());
    order.shot = lead && firesByTubes(lead->arm) ? m_shot : Shot::Ball;
    if (m_firers.size() == 1)
        order.stands = m_stands;
    order.added = m_added;
    order.without = m_without;
    order.ricochet = m_ricochet;
    order.ricochetDistances = m_ricochetDistances;
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
        m_firers.isEmpty() ? std::nullopt : unit(m_firers.first()), targetUnit());
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
    return m_firers.isEmpty() ? 1 : plan().apLimit;
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
    if (m_firers.isEmpty())
        return QObject::tr("Choose the firer.");
    if (firerUnits().size() != m_firers.size())
        return QObject::tr("A firer is no longer in the battle.");
    if (!targetUnit() && !townBlock())
        return QObject::tr("Choose the target.");
    if (!(m_range > 0))
        return QObject::tr("Type the range in inches.");
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

bool FireRequestBuilder::canRicochet(QString *why) const
{
    QString reason = problem();
    if (reason.isEmpty()) {
        const FirePlan fire = plan();
        reason = fire.ready() ? Ricochet::refusal(fire.request) : fire.reason;
    }
    if (why)
        *why = reason;
    return reason.isEmpty();
}

bool FireRequestBuilder::targetCanReturnFire(QString *why) const
{
    const QList<UnitRecord> firers = firerUnits();
    const std::optional<UnitRecord> target = targetUnit();
    auto say = [why](const QString &text) {
        if (why)
            *why = text;
        return false;
    };
    if (firers.isEmpty() || !target)
        return say(QObject::tr("No fire."));
    if (target->arm != Arm::Infantry)
        return say(QObject::tr("%1 is %2: fire discipline is rolled by infantry.")
                       .arg(target->name, VocabularyText::text(target->arm)));
    if (target->castings <= 0)
        return say(QObject::tr("%1 has no castings left.").arg(target->name));
    if (target->ap < 1)
        return say(QObject::tr("%1 has no AP left to return the fire.").arg(target->name));

    // The target's own fire at the lead firer, as the rules would read it.
    FireRequestBuilder back = *this;
    back.m_firers = { target->id };
    back.m_target = firers.first().id;
    back.m_ap = 1;
    back.m_shot = Shot::Ball;
    back.m_stands.reset();
    back.clearOverrides();
    back.m_ricochet.clear();
    const FirePlan returned = back.plan();
    if (returned.ready())
        return true;
    return say(QObject::tr("%1 cannot return the fire: %2").arg(target->name, returned.reason));
}

} // namespace Adc
