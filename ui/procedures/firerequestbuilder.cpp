#include "procedures/firerequestbuilder.h"

#include "battle/battle.h"
#include "fire/firechart.h"
#include "fire/fireconditions.h"
#include "fire/firemodifiers.h"
#include "fire/fireresolver.h"
#include "fire/pooledfire.h"
#include "fire/ricochet.h"

#include <QJsonArray>
#include <QObject>

namespace Adc {

namespace {

QJsonArray idArray(const QList<qint64> &ids)
{
    QJsonArray array;
    for (qint64 id : ids)
        array.append(id);
    return array;
}

QJsonArray intArray(const QList<int> &values)
{
    QJsonArray array;
    for (int value : values)
        array.append(value);
    return array;
}

} // namespace

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
}

void FireRequestBuilder::setRicochet(const QList<qint64> &units, const QList<int> &dice)
{
    m_ricochet = units;
    m_ricochetDice = dice;
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
                         { QStringLiteral("firers"), idArray(m_firers) },
                         { QStringLiteral("target"), m_target },
                         { QStringLiteral("range"), m_range },
                         { QStringLiteral("ap"), m_ap } };
    const std::optional<UnitRecord> lead = m_firers.isEmpty() ? std::nullopt : unit(m_firers.first());
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
        action.insert(QStringLiteral("boxcars_roll"), intArray(m_boxcarsRolls));
    if (!m_ricochet.isEmpty()) {
        action.insert(QStringLiteral("ricochet"), idArray(m_ricochet));
        if (!m_ricochetDice.isEmpty())
            action.insert(QStringLiteral("ricochet_dice"), intArray(m_ricochetDice));
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

QStringList FireRequestBuilder::derivedConditions() const
{
    const std::optional<UnitRecord> lead = m_firers.isEmpty() ? std::nullopt : unit(m_firers.first());
    if (!lead)
        return {};
    QStringList derived = FireConditions::ofFirer(*lead);
    if (const std::optional<UnitRecord> target = targetUnit())
        derived += FireConditions::ofTarget(*target, featureOf(*target), lead->arm);
    return derived;
}

QStringList FireRequestBuilder::conditions() const
{
    return FireConditions::combine(derivedConditions(), m_added, m_without);
}

QStringList FireRequestBuilder::availableConditions() const
{
    const std::optional<UnitRecord> lead = m_firers.isEmpty() ? std::nullopt : unit(m_firers.first());
    const FireModifiers &modifiers = FireModifiers::standard();
    QStringList ids;
    for (const FireModifiers::Rule &rule : modifiers.rules()) {
        if (rule.reach > 0)
            continue; // ricochet: the fire's own step
        if (!lead || rule.concerns(lead->arm))
            ids.append(rule.id);
    }
    return ids;
}

double FireRequestBuilder::firingStands(const UnitRecord &unit)
{
    return FireChart::standard().firingStands(unit.castings);
}

int FireRequestBuilder::apOf(const UnitRecord &unit) const
{
    if (!firesByTubes(unit.arm))
        return unit.ap;
    return m_shot == Shot::Canister ? unit.apCanister : unit.apBall;
}

int FireRequestBuilder::apLimit() const
{
    const std::optional<UnitRecord> lead = m_firers.isEmpty() ? std::nullopt : unit(m_firers.first());
    if (!lead)
        return 1;
    const FireModifiers &modifiers = FireModifiers::standard();
    int limit = modifiers.apLimit(lead->arm);
    for (const QString &id : conditions()) {
        const int index = modifiers.indexOf(id);
        if (index < 0)
            continue;
        const FireModifiers::Rule &rule = modifiers.rule(index);
        if (rule.concerns(lead->arm) && rule.apLimit > 0)
            limit = std::min(limit, rule.apLimit);
    }
    return std::max(1, limit);
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
    const QList<UnitRecord> firers = firerUnits();
    if (firers.size() != m_firers.size())
        return QObject::tr("A firer is no longer in the battle.");
    const UnitRecord &lead = firers.first();
    for (const UnitRecord &firer : firers) {
        if (firer.castings <= 0)
            return QObject::tr("%1 has no castings left.").arg(firer.name);
        if (firer.side != lead.side || firer.brigade != lead.brigade)
            return QObject::tr("Pooled fire is for units of one brigade: %1 is of %2, %3 of %4.")
                    .arg(lead.name, lead.brigade, firer.name, firer.brigade);
    }
    const std::optional<UnitRecord> target = targetUnit();
    if (!target)
        return QObject::tr("Choose the target.");
    if (target->side == lead.side)
        return QObject::tr("%1 and %2 are both of %3.").arg(lead.name, target->name, lead.side);
    if (target->castings <= 0)
        return QObject::tr("%1 has no castings left.").arg(target->name);
    if (!(m_range > 0))
        return QObject::tr("Type the range in inches.");
    for (const UnitRecord &firer : firers) {
        if (apOf(firer) < m_ap) {
            const QString shot = firesByTubes(firer.arm) ? toName(m_shot) + QLatin1Char(' ') : QString();
            return QObject::tr("%1 has %2 %3AP left, not the %4 this fire spends.")
                    .arg(firer.name)
                    .arg(apOf(firer))
                    .arg(shot)
                    .arg(m_ap);
        }
    }
    return QString();
}

std::optional<FireRequest> FireRequestBuilder::requestFor(const UnitRecord &firer,
                                                          const UnitRecord &target,
                                                          QString *reason) const
{
    FireRequest request;
    request.arm = firer.arm;
    request.weapon = firer.weapon;
    request.shot = firesByTubes(firer.arm) ? m_shot : Shot::Ball;
    request.range = m_range;
    request.ap = m_ap;
    if (firesByTubes(firer.arm))
        request.tubes = firer.tubes;
    else
        request.stands = m_stands && m_firers.size() == 1 ? *m_stands : firingStands(firer);
    request.conditions = FireConditions::combine(
            FireConditions::ofFirer(firer)
                    + FireConditions::ofTarget(target, featureOf(target), firer.arm),
            m_added, m_without);
    const QString error = FireResolver::requestError(request);
    if (!error.isEmpty()) {
        if (reason)
            *reason = error;
        return std::nullopt;
    }
    return request;
}

std::optional<FireRequest> FireRequestBuilder::request(QString *reason) const
{
    const QString missing = problem();
    if (!missing.isEmpty()) {
        if (reason)
            *reason = missing;
        return std::nullopt;
    }
    const UnitRecord target = *targetUnit();
    QList<PooledFire::Firer> pool;
    for (const UnitRecord &firer : firerUnits()) {
        const std::optional<FireRequest> one = requestFor(firer, target, reason);
        if (!one)
            return std::nullopt;
        pool.append({ firer.name, *one, firer.cw });
    }
    if (pool.size() == 1)
        return pool.first().request;
    const PooledFire::Result pooled = PooledFire::pool(pool);
    if (!pooled.pooled) {
        if (reason)
            *reason = pooled.mismatch;
        return std::nullopt;
    }
    return pooled.request;
}

FireOdds FireRequestBuilder::odds() const
{
    QString reason;
    const std::optional<FireRequest> fire = request(&reason);
    if (!fire) {
        FireOdds none;
        none.reason = reason;
        return none;
    }
    return FireResolver::odds(*fire, m_rulings);
}

FireResult FireRequestBuilder::preview(int die) const
{
    QString reason;
    std::optional<FireRequest> fire = request(&reason);
    if (!fire) {
        FireResult none;
        none.reason = reason;
        return none;
    }
    fire->die = die;
    return FireResolver::resolve(*fire, m_rulings);
}

bool FireRequestBuilder::canRicochet(QString *why) const
{
    QString reason;
    std::optional<FireRequest> fire = request(&reason);
    if (fire)
        reason = Ricochet::refusal(*fire);
    if (why)
        *why = reason;
    return fire && reason.isEmpty();
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
                           .arg(target->name, toName(target->arm)));
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
    QString reason;
    const std::optional<FireRequest> returned = back.request(&reason);
    if (returned) {
        const FireResult result = FireResolver::resolve(*returned, m_rulings);
        if (result.allowed)
            return true;
        reason = result.reason;
    }
    return say(QObject::tr("%1 cannot return the fire: %2").arg(target->name, reason));
}

} // namespace Adc
