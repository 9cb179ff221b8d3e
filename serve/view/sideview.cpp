#include "serve/view/sideview.h"

#include "core/fire/firepool.h"
#include "core/proposals/proposalclaims.h"
#include "serve/view/rollstory.h"

#include <QHash>
#include <QJsonObject>

namespace Adc {

namespace {

const char *const kRollKinds[] = { "fire", "discipline", "charge", "flee", "roll" };

void addIds(QSet<qint64> *ids, const QJsonValue &value)
{
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            addIds(ids, item);
    } else if (value.isObject()) {
        addIds(ids, value.toObject().value(QStringLiteral("id")));
        addIds(ids, value.toObject().value(QStringLiteral("unit")));
    } else if (value.isDouble() && value.toInteger() > 0) {
        ids->insert(value.toInteger());
    }
}

QHash<qint64, UnitRecord> byId(const QList<UnitRecord> &all)
{
    QHash<qint64, UnitRecord> units;
    for (const UnitRecord &unit : all)
        units.insert(unit.id, unit);
    return units;
}

} // namespace

QList<UnitRecord> SideView::ownUnits(const QList<UnitRecord> &all, const QString &side)
{
    QList<UnitRecord> own;
    for (const UnitRecord &unit : all) {
        if (unit.side == side)
            own.append(unit);
    }
    return own;
}

bool SideView::mayName(const UnitRecord &unit, const QString &side)
{
    // A unit hidden in a town is named to its own side only (the table
    // display, seen by all, has no side).
    return unit.id > 0 && (!unit.hidden || unit.side == side);
}

QJsonArray SideView::unitsJson(const QList<UnitRecord> &units)
{
    QJsonArray list;
    for (const UnitRecord &unit : units) {
        QJsonObject json = unit.toJson();
        // The fire's claims its side's page offers for it now.
        json.insert(QStringLiteral("claims"),
                    QJsonArray::fromStringList(ProposalClaims::offered(unit)));
        // The units that may pool their fire with it, as the rules say.
        QJsonArray pool;
        for (const UnitRecord &partner : FirePool::partners(unit, units)) {
            if (partner.id != unit.id)
                pool.append(partner.id);
        }
        json.insert(QStringLiteral("pool"), pool);
        list.append(json);
    }
    return list;
}

bool SideView::isRoll(const LogEntry &entry)
{
    for (const char *kind : kRollKinds) {
        if (entry.kind == QLatin1String(kind))
            return true;
    }
    return false;
}

QSet<qint64> SideView::unitsOf(const LogEntry &entry)
{
    QSet<qint64> ids;
    for (const char *key : { "firers", "target", "unit", "ricochet" })
        addIds(&ids, entry.inputs.value(QLatin1String(key)));
    for (const char *key : { "unit", "defender", "charger" })
        addIds(&ids, entry.result.value(QLatin1String(key)));
    for (const QJsonValue &value : entry.changes) {
        const QJsonObject change = value.toObject();
        if (change.value(QStringLiteral("table")).toString() == QLatin1String("units"))
            addIds(&ids, change.value(QStringLiteral("key")));
    }
    return ids;
}

QList<LogEntry> SideView::rollsOf(const QList<LogEntry> &log, const QList<UnitRecord> &all,
                                  const QString &side, int most)
{
    const QHash<qint64, UnitRecord> units = byId(all);
    QList<LogEntry> rolls;
    for (auto it = log.crbegin(); it != log.crend() && rolls.size() < most; ++it) {
        if (it->undone || !isRoll(*it))
            continue;
        const QSet<qint64> ids = unitsOf(*it);
        for (const qint64 id : ids) {
            if (units.value(id).side == side) {
                rolls.append(*it);
                break;
            }
        }
    }
    return rolls;
}

std::optional<LogEntry> SideView::latestRoll(const QList<LogEntry> &log,
                                             const QList<UnitRecord> &all, int turn)
{
    const RollStory table(all, QString());
    for (auto it = log.crbegin(); it != log.crend(); ++it) {
        if (it->turn < turn)
            break;
        if (!it->undone && it->turn == turn && isRoll(*it) && table.tells(*it))
            return *it;
    }
    return std::nullopt;
}

QJsonObject SideView::rollJson(const LogEntry &entry, const QList<UnitRecord> &all,
                               const QString &side)
{
    return RollStory(all, side).json(entry);
}

QJsonObject SideView::rollJson(const LogEntry &entry, const QList<UnitRecord> &all,
                               const QString &side, const Rulings &rulings)
{
    return RollStory(all, side, rulings).json(entry);
}

} // namespace Adc
