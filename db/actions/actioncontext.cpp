#include "db/actions/actioncontext.h"

#include "core/dice/diceroller.h"
#include "db/actions/placement.h"
#include "db/actions/sweepfacts.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <limits>

namespace Adc {

ActionContext::ActionContext(QSqlDatabase database, RandomSource &random,
                             const QJsonObject &request)
    : m_database(database)
    , m_changes(database)
    , m_rulings(BattleTable(database).rulings())
    , m_random(random)
    , m_inputs(request)
{
}

std::optional<UnitRecord> ActionContext::unit(qint64 id)
{
    return units().find(id);
}

QString ActionContext::placementRefusal(const UnitRecord &unit) const
{
    return Placement::refusal(m_database, unit);
}

SweepEvidence ActionContext::sweepEvidence(const Clock &clock) const
{
    return SweepFacts::evidence(m_database, clock);
}

Result<UnitRecord> ActionContext::namedUnit(const QString &field, qint64 id)
{
    std::optional<UnitRecord> found = unit(id);
    if (!found)
        return Failure::malformed(
            field + QStringLiteral(": ")
            + QCoreApplication::translate("Adc::ActionContext", "no unit with id %1").arg(id));
    return *found;
}

Result<QList<UnitRecord>> ActionContext::namedUnits(const QString &field, const QList<qint64> &ids,
                                                    bool required)
{
    const QString prefix = field + QStringLiteral(": ");
    if (required && ids.isEmpty())
        return Failure::malformed(
            prefix + QCoreApplication::translate("Adc::ActionContext", "name at least one unit"));
    QList<UnitRecord> list;
    QSet<qint64> seen;
    for (qint64 id : ids) {
        if (seen.contains(id))
            return Failure::malformed(
                prefix
                + QCoreApplication::translate("Adc::ActionContext", "unit %1 is named twice")
                      .arg(id));
        seen.insert(id);
        Result<UnitRecord> found = namedUnit(field, id);
        if (!found)
            return found.failure();
        list.append(*found);
    }
    return list;
}

DiceRoll ActionContext::roll(const DiceExpression &expression)
{
    return DiceRoller::roll(expression, m_random);
}

namespace {

// Past this many units, reading them all at once is cheaper.
constexpr qsizetype kReadAllFrom = 64;

} // namespace

QJsonArray ActionContext::affectedUnits()
{
    QJsonArray array;
    QSet<qint64> listed;
    const QList<qint64> ids = m_changes.unitIds();
    // Many units (an import): every unit read in one query, not one each.
    QHash<qint64, UnitRecord> all;
    if (ids.size() > kReadAllFrom) {
        for (const UnitRecord &record : units().all())
            all.insert(record.id, record);
    }
    for (qint64 id : ids) {
        if (listed.contains(id))
            continue;
        listed.insert(id);
        if (ids.size() > kReadAllFrom) {
            const auto found = all.constFind(id);
            if (found != all.constEnd())
                array.append(found->toJson());
        } else if (const std::optional<UnitRecord> found = unit(id)) {
            array.append(found->toJson());
        }
    }
    return array;
}

} // namespace Adc
