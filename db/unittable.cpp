#include "unittable.h"

#include "changeset.h"
#include "databaseerror.h"
#include "featuretable.h"
#include "organisationtable.h"
#include "sql.h"

#include <QSqlQuery>
#include <QSqlRecord>

namespace Adc {

namespace {

const QString kSelect
    = QStringLiteral("SELECT u.*, s.name AS side_name, COALESCE(b.name, '') AS brigade_name,"
                     " COALESCE(f.name, '') AS feature_name"
                     " FROM units u JOIN sides s ON s.id = u.side_id"
                     " LEFT JOIN brigades b ON b.id = u.brigade_id"
                     " LEFT JOIN features f ON f.id = u.feature_id");

// The columns written from a record, in the order of columnValues().
const QStringList kColumns = {
    QStringLiteral("side_id"),
    QStringLiteral("brigade_id"),
    QStringLiteral("name"),
    QStringLiteral("arm"),
    QStringLiteral("class"),
    QStringLiteral("castings_initial"),
    QStringLiteral("castings"),
    QStringLiteral("steps"),
    QStringLiteral("cw_initial"),
    QStringLiteral("cw"),
    QStringLiteral("ap"),
    QStringLiteral("ap_ball"),
    QStringLiteral("ap_canister"),
    QStringLiteral("tubes"),
    QStringLiteral("weapon"),
    QStringLiteral("smoke"),
    QStringLiteral("morale"),
    QStringLiteral("formation"),
    QStringLiteral("firefight"),
    QStringLiteral("terrain"),
    QStringLiteral("feature_id"),
    QStringLiteral("has_fired"),
    QStringLiteral("fired_this_segment"),
    QStringLiteral("moved_this_segment"),
    QStringLiteral("fired_upon_this_segment"),
    QStringLiteral("replenishment_turns"),
    QStringLiteral("scrounging"),
};

// Reads a vocabulary column; a word the program does not know means the
// file was written by something else.
template<typename Enum>
Enum word(const QSqlQuery &query, const QSqlRecord &record, const char *column,
          std::optional<Enum> (*fromName)(const QString &), qint64 id)
{
    const QString text = query.value(record.indexOf(QLatin1String(column))).toString();
    const std::optional<Enum> value = fromName(text);
    if (!value)
        throw DatabaseError(QStringLiteral("unit %1: %2 \"%3\" is not a word this program knows")
                                .arg(id)
                                .arg(QLatin1String(column), text));
    return *value;
}

UnitRecord unitFrom(const QSqlQuery &query)
{
    const QSqlRecord record = query.record();
    auto integer = [&](const char *column) {
        return query.value(record.indexOf(QLatin1String(column))).toInt();
    };
    auto flag = [&](const char *column) {
        return query.value(record.indexOf(QLatin1String(column))).toInt() != 0;
    };
    auto text = [&](const char *column) {
        return query.value(record.indexOf(QLatin1String(column))).toString();
    };

    UnitRecord unit;
    unit.id = query.value(record.indexOf(QStringLiteral("id"))).toLongLong();
    unit.name = text("name");
    unit.side = text("side_name");
    unit.brigade = text("brigade_name");
    unit.arm = word<Arm>(query, record, "arm", &armFromName, unit.id);
    unit.troopClass = word<TroopClass>(query, record, "class", &troopClassFromName, unit.id);
    unit.castingsInitial = integer("castings_initial");
    unit.castings = integer("castings");
    unit.steps = integer("steps");
    unit.cwInitial = integer("cw_initial");
    unit.cw = integer("cw");
    unit.ap = integer("ap");
    unit.apBall = integer("ap_ball");
    unit.apCanister = integer("ap_canister");
    unit.tubes = integer("tubes");
    unit.weapon = word<Weapon>(query, record, "weapon", &weaponFromName, unit.id);
    unit.smoke = flag("smoke");
    unit.morale = word<Morale>(query, record, "morale", &moraleFromName, unit.id);
    unit.formation = word<Formation>(query, record, "formation", &formationFromName, unit.id);
    unit.terrain = word<Terrain>(query, record, "terrain", &terrainFromName, unit.id);
    unit.feature = text("feature_name");
    unit.firefight = flag("firefight");
    unit.hasFired = flag("has_fired");
    unit.firedThisSegment = flag("fired_this_segment");
    unit.movedThisSegment = flag("moved_this_segment");
    unit.firedUponThisSegment = flag("fired_upon_this_segment");
    unit.replenishmentTurns = integer("replenishment_turns");
    unit.scrounging = flag("scrounging");
    return unit;
}

void requireWritable(ChangeSet *changes)
{
    if (!changes)
        throw DatabaseError(QStringLiteral("a change outside an action"));
}

} // namespace

UnitTable::UnitTable(QSqlDatabase database, ChangeSet *changes)
    : m_database(std::move(database))
    , m_changes(changes)
{
}

QList<UnitRecord> UnitTable::select(const QString &where, const QVariantList &values) const
{
    QList<UnitRecord> units;
    QSqlQuery query = Sql::run(
        m_database, kSelect + where + QStringLiteral(" ORDER BY u.sort_order, u.id"), values);
    while (query.next())
        units.append(unitFrom(query));
    return units;
}

QList<UnitRecord> UnitTable::all() const
{
    return select(QString(), {});
}

std::optional<UnitRecord> UnitTable::find(qint64 id) const
{
    const QList<UnitRecord> units = select(QStringLiteral(" WHERE u.id = ?"), { id });
    if (units.isEmpty())
        return std::nullopt;
    return units.first();
}

QList<UnitRecord> UnitTable::ofSide(const QString &side) const
{
    return select(QStringLiteral(" WHERE s.name = ?"), { side });
}

QVariantList UnitTable::columnValues(const UnitRecord &unit)
{
    OrganisationTable organisation(m_database, m_changes);
    const qint64 sideId = organisation.sideId(unit.side, true);
    const QVariant brigadeId = unit.brigade.isEmpty()
        ? QVariant()
        : QVariant(organisation.brigadeId(sideId, unit.brigade, true));
    QVariant featureId;
    if (!unit.feature.isEmpty()) {
        const std::optional<FeatureRecord> feature = FeatureTable(m_database).find(unit.feature);
        if (!feature)
            throw DatabaseError(
                QStringLiteral("feature: no feature named \"%1\"").arg(unit.feature));
        featureId = feature->id;
    }
    return {
        sideId,
        brigadeId,
        unit.name,
        toName(unit.arm),
        toName(unit.troopClass),
        unit.castingsInitial,
        unit.castings,
        unit.steps,
        unit.cwInitial,
        unit.cw,
        unit.ap,
        unit.apBall,
        unit.apCanister,
        unit.tubes,
        toName(unit.weapon),
        unit.smoke ? 1 : 0,
        toName(unit.morale),
        toName(unit.formation),
        unit.firefight ? 1 : 0,
        toName(unit.terrain),
        featureId,
        unit.hasFired ? 1 : 0,
        unit.firedThisSegment ? 1 : 0,
        unit.movedThisSegment ? 1 : 0,
        unit.firedUponThisSegment ? 1 : 0,
        unit.replenishmentTurns,
        unit.scrounging ? 1 : 0,
    };
}

qint64 UnitTable::insert(const UnitRecord &unit)
{
    requireWritable(m_changes);
    QVariantList values = columnValues(unit);
    values.append(Sql::value(m_database,
                             QStringLiteral("SELECT COALESCE(MAX(sort_order) + 1, 0) FROM units")));
    QStringList marks;
    for (int i = 0; i < values.size(); ++i)
        marks.append(QStringLiteral("?"));
    QSqlQuery query
        = Sql::run(m_database,
                   QStringLiteral("INSERT INTO units (%1, sort_order) VALUES (%2)")
                       .arg(kColumns.join(QLatin1String(", ")), marks.join(QLatin1String(", "))),
                   values);
    const qint64 id = query.lastInsertId().toLongLong();
    m_changes->inserted(QStringLiteral("units"), id);
    return id;
}

void UnitTable::update(const UnitRecord &unit)
{
    requireWritable(m_changes);
    m_changes->touch(QStringLiteral("units"), unit.id);
    QVariantList values = columnValues(unit);
    values.append(unit.id);
    QStringList assignments;
    for (const QString &column : kColumns)
        assignments.append(column + QLatin1String(" = ?"));
    Sql::run(m_database,
             QStringLiteral("UPDATE units SET %1 WHERE id = ?")
                 .arg(assignments.join(QLatin1String(", "))),
             values);
}

void UnitTable::remove(qint64 id)
{
    requireWritable(m_changes);
    m_changes->touch(QStringLiteral("units"), id);
    Sql::run(m_database, QStringLiteral("DELETE FROM units WHERE id = ?"), { id });
}

void UnitTable::setSortOrder(qint64 id, int sortOrder)
{
    requireWritable(m_changes);
    m_changes->touch(QStringLiteral("units"), id);
    Sql::run(m_database, QStringLiteral("UPDATE units SET sort_order = ? WHERE id = ?"),
             { sortOrder, id });
}

} // namespace Adc
