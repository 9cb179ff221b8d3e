#include "db/tables/unittable.h"

#include "core/model/unitfields.h"
#include "db/storage/databaseerror.h"
#include "db/storage/sql.h"
#include "db/storage/statementcache.h"
#include "db/tables/changeset.h"
#include "db/tables/featuretable.h"
#include "db/tables/organisationtable.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QSqlQuery>
#include <QSqlRecord>

namespace Adc {

namespace {

const QString kSelectUnits
    = QStringLiteral("SELECT u.*, s.name AS side_name, COALESCE(b.name, '') AS brigade_name,"
                     " COALESCE(f.name, '') AS feature_name"
                     " FROM units u JOIN sides s ON s.id = u.side_id"
                     " LEFT JOIN brigades b ON b.id = u.brigade_id"
                     " LEFT JOIN features f ON f.id = u.feature_id");

// A field's column in the units table: the side, brigade and feature are
// kept by id, and read back by name (`written` false).
QString columnOf(const QString &field, bool written)
{
    for (const char *byId : { "side", "brigade", "feature" }) {
        if (field == QLatin1String(byId))
            return field + (written ? QStringLiteral("_id") : QStringLiteral("_name"));
    }
    return field;
}

// The columns written from a record, in the order of columnValues(): every
// field but the id, from the one list of a unit's fields.
const QStringList &writtenColumns()
{
    static const QStringList columns = [] {
        QStringList list;
        for (const QString &field : UnitFields::names()) {
            if (field != QLatin1String("id"))
                list.append(columnOf(field, true));
        }
        return list;
    }();
    return columns;
}

// The columns a unit is read from, in the order of Field.
const QStringList &readColumns()
{
    static const QStringList columns = [] {
        QStringList list;
        for (const QString &field : UnitFields::names())
            list.append(columnOf(field, false));
        return list;
    }();
    return columns;
}

// The fields in the order of UnitFields::all().
enum Field {
    Id,
    Name,
    SideName,
    BrigadeName,
    ArmColumn,
    ClassColumn,
    Castings,
    CastingsInitial,
    Cw,
    CwInitial,
    Steps,
    Ap,
    ApBall,
    ApCanister,
    Tubes,
    WeaponColumn,
    Smoke,
    MoraleColumn,
    FormationColumn,
    TerrainColumn,
    FeatureName,
    Firefight,
    HasFired,
    FiredThisSegment,
    MovedThisSegment,
    FiredUponThisSegment,
    ReplenishmentTurns,
    Scrounging,
    Hidden,
    EdgeDistance,
    Seen,
    ApBallFull,
    ApCanisterFull,
    FieldCount
};

// Each column's position, found once a query: looking columns up by name for
// every field of every row cost more than reading the rows.
struct Positions
{
    explicit Positions(const QSqlRecord &record)
    {
        // Field follows the one list, field for field.
        Q_ASSERT(readColumns().size() == FieldCount);
        for (int field = 0; field < FieldCount; ++field) {
            at[field] = record.indexOf(readColumns().at(field));
            if (at[field] < 0)
                throw DatabaseError(QCoreApplication::translate("Adc::UnitTable",
                                                                "the units table has no column %1")
                                        .arg(readColumns().at(field)));
        }
    }
    int at[FieldCount];
};

// Reads a vocabulary column; a word the program does not know means the
// file was written by something else.
template<typename Enum>
Enum word(const QSqlQuery &query, const Positions &positions, Field field,
          std::optional<Enum> (*fromName)(const QString &), qint64 id)
{
    const QString text = query.value(positions.at[field]).toString();
    const std::optional<Enum> value = fromName(text);
    if (!value)
        throw DatabaseError(
            QCoreApplication::translate("Adc::UnitTable",
                                        "unit %1: %2 \"%3\" is not a word this program knows")
                .arg(id)
                .arg(readColumns().at(field), text));
    return *value;
}

UnitRecord unitFrom(const QSqlQuery &query, const Positions &positions)
{
    auto integer = [&](Field field) { return query.value(positions.at[field]).toInt(); };
    auto flag = [&](Field field) { return query.value(positions.at[field]).toInt() != 0; };
    auto text = [&](Field field) { return query.value(positions.at[field]).toString(); };
    UnitRecord unit;
    unit.id = query.value(positions.at[Id]).toLongLong();
    unit.name = text(Name);
    unit.side = text(SideName);
    unit.brigade = text(BrigadeName);
    unit.arm = word<Arm>(query, positions, ArmColumn, &armFromName, unit.id);
    unit.troopClass = word<TroopClass>(query, positions, ClassColumn, &troopClassFromName, unit.id);
    unit.castingsInitial = integer(CastingsInitial);
    unit.castings = integer(Castings);
    unit.steps = integer(Steps);
    unit.cwInitial = integer(CwInitial);
    unit.cw = integer(Cw);
    unit.ap = integer(Ap);
    unit.apBall = integer(ApBall);
    unit.apCanister = integer(ApCanister);
    unit.tubes = integer(Tubes);
    unit.weapon = word<Weapon>(query, positions, WeaponColumn, &weaponFromName, unit.id);
    unit.smoke = flag(Smoke);
    unit.morale = word<Morale>(query, positions, MoraleColumn, &moraleFromName, unit.id);
    unit.formation
        = word<Formation>(query, positions, FormationColumn, &formationFromName, unit.id);
    unit.terrain = word<Terrain>(query, positions, TerrainColumn, &terrainFromName, unit.id);
    unit.feature = text(FeatureName);
    unit.firefight = flag(Firefight);
    unit.hasFired = flag(HasFired);
    unit.firedThisSegment = flag(FiredThisSegment);
    unit.movedThisSegment = flag(MovedThisSegment);
    unit.firedUponThisSegment = flag(FiredUponThisSegment);
    unit.replenishmentTurns = integer(ReplenishmentTurns);
    unit.scrounging = flag(Scrounging);
    unit.hidden = flag(Hidden);
    if (const QVariant edge = query.value(positions.at[EdgeDistance]); !edge.isNull())
        unit.edgeDistance = edge.toDouble();
    unit.seen = flag(Seen);
    unit.apBallFull = integer(ApBallFull);
    unit.apCanisterFull = integer(ApCanisterFull);
    return unit;
}

void requireUnitsWritable(ChangeSet *changes)
{
    if (!changes)
        throw DatabaseError(
            QCoreApplication::translate("Adc::UnitTable", "a change outside an action"));
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
        m_database, kSelectUnits + where + QStringLiteral(" ORDER BY u.sort_order, u.id"), values);
    const Positions positions(query.record());
    while (query.next())
        units.append(unitFrom(query, positions));
    return units;
}

QList<UnitRecord> UnitTable::all() const
{
    return select(QString(), {});
}

std::optional<UnitRecord> UnitTable::find(qint64 id) const
{
    // Read for every unit an action touches (every unit of an import, for
    // its answer): the statement is prepared once.
    std::optional<UnitRecord> found;
    StatementCache::each(m_database, kSelectUnits + QStringLiteral(" WHERE u.id = ?"), { id },
                         [&](const QSqlQuery &query) {
                             if (!found)
                                 found = unitFrom(query, Positions(query.record()));
                         });
    return found;
}

QList<UnitRecord> UnitTable::ofSide(const QString &side) const
{
    return select(QStringLiteral(" WHERE s.name = ?"), { side });
}

QVariantList UnitTable::columnValues(const UnitRecord &unit, bool remember)
{
    OrganisationTable organisation(m_database, m_changes);
    // Inserting only adds sides and brigades, so the ids found stay right
    // for the table object's life; an update looks them up each time.
    if (!remember) {
        m_sideIds.clear();
        m_brigadeIds.clear();
        m_nextBrigadeOrder.clear();
    }
    if (!m_sideIds.contains(unit.side))
        m_sideIds.insert(unit.side, organisation.sideId(unit.side, true));
    const qint64 sideId = m_sideIds.value(unit.side);
    const QString brigadeKey = QString::number(sideId) + QLatin1Char('\n') + unit.brigade;
    if (!unit.brigade.isEmpty() && !m_brigadeIds.contains(brigadeKey)) {
        qint64 brigadeId = organisation.brigadeId(sideId, unit.brigade, false);
        if (brigadeId == 0) {
            if (!m_nextBrigadeOrder.contains(sideId))
                m_nextBrigadeOrder.insert(sideId, organisation.nextBrigadeOrder(sideId));
            brigadeId = organisation.addBrigade(sideId, unit.brigade, QString(),
                                                m_nextBrigadeOrder[sideId]++);
        }
        m_brigadeIds.insert(brigadeKey, brigadeId);
    }
    const QVariant brigadeId
        = unit.brigade.isEmpty() ? QVariant() : QVariant(m_brigadeIds.value(brigadeKey));
    QVariant featureId;
    if (!unit.feature.isEmpty()) {
        const std::optional<FeatureRecord> feature = FeatureTable(m_database).find(unit.feature);
        if (!feature)
            throw DatabaseError(
                QCoreApplication::translate("Adc::UnitTable", "feature: no feature named \"%1\"")
                    .arg(unit.feature));
        featureId = feature->id;
    }
    // Every field but the id, in the one list's order (writtenColumns()).
    QVariantList values;
    for (const UnitFields::Field &field : UnitFields::all()) {
        const UnitValue value = field.value(unit);
        if (field.name == QLatin1String("id"))
            continue;
        if (field.name == QLatin1String("side"))
            values.append(sideId);
        else if (field.name == QLatin1String("brigade"))
            values.append(brigadeId);
        else if (field.name == QLatin1String("feature"))
            values.append(featureId);
        else if (field.kind == UnitFields::Kind::Flag)
            values.append(value.toBool() ? 1 : 0);
        else if (field.kind == UnitFields::Kind::Count)
            values.append(value.toInt());
        else if (field.kind == UnitFields::Kind::Inches)
            values.append(value.isNull() ? QVariant() : QVariant(value.toDouble()));
        else
            values.append(value.toString());
    }
    return values;
}

qint64 UnitTable::insert(const UnitRecord &unit)
{
    requireUnitsWritable(m_changes);
    QVariantList values = columnValues(unit, true);
    // The highest place is read once a table object: an import inserts
    // thousands of units through one, and each read is a scan of the table.
    if (m_nextSortOrder < 0)
        m_nextSortOrder
            = Sql::value(m_database,
                         QStringLiteral("SELECT COALESCE(MAX(sort_order) + 1, 0) FROM units"))
                  .toInt();
    values.append(m_nextSortOrder++);
    // The same statement for every unit of an import: written and prepared
    // once.
    static const QString statement = [] {
        QStringList marks;
        for (int i = 0; i <= writtenColumns().size(); ++i)
            marks.append(QStringLiteral("?"));
        return QStringLiteral("INSERT INTO units (%1, sort_order) VALUES (%2)")
            .arg(writtenColumns().join(QLatin1String(", ")), marks.join(QLatin1String(", ")));
    }();
    const qint64 id = StatementCache::insert(m_database, statement, values);
    m_changes->inserted(QStringLiteral("units"), id);
    return id;
}

void UnitTable::update(const UnitRecord &unit)
{
    requireUnitsWritable(m_changes);
    m_changes->touch(QStringLiteral("units"), unit.id);
    QVariantList values = columnValues(unit, false);
    values.append(unit.id);
    QStringList assignments;
    for (const QString &column : writtenColumns())
        assignments.append(column + QLatin1String(" = ?"));
    Sql::run(m_database,
             QStringLiteral("UPDATE units SET %1 WHERE id = ?")
                 .arg(assignments.join(QLatin1String(", "))),
             values);
}

void UnitTable::remove(qint64 id)
{
    requireUnitsWritable(m_changes);
    m_changes->touch(QStringLiteral("units"), id);
    Sql::run(m_database, QStringLiteral("DELETE FROM units WHERE id = ?"), { id });
}

void UnitTable::setSortOrder(qint64 id, int sortOrder)
{
    requireUnitsWritable(m_changes);
    m_changes->touch(QStringLiteral("units"), id);
    Sql::run(m_database, QStringLiteral("UPDATE units SET sort_order = ? WHERE id = ?"),
             { sortOrder, id });
}

QList<UnitTable::Place> UnitTable::places(qint64 onlyId) const
{
    const QString select
        = QStringLiteral("SELECT id, sort_order, COALESCE(brigade_id, 0) AS brigade FROM units");
    const QString order = QStringLiteral(" ORDER BY sort_order, id");
    QSqlQuery query = onlyId != 0
        ? Sql::run(m_database, select + QStringLiteral(" WHERE id = ?") + order, { onlyId })
        : Sql::run(m_database, select + order);
    const QSqlRecord record = query.record();
    const int id = record.indexOf(QStringLiteral("id"));
    const int sortOrder = record.indexOf(QStringLiteral("sort_order"));
    const int brigade = record.indexOf(QStringLiteral("brigade"));
    QList<Place> list;
    while (query.next())
        list.append({ query.value(id).toLongLong(), query.value(sortOrder).toInt(),
                      query.value(brigade).toLongLong() });
    return list;
}

QHash<qint64, int> UnitTable::sortOrders(qint64 onlyId) const
{
    QHash<qint64, int> orders;
    for (const Place &place : places(onlyId))
        orders.insert(place.id, place.sortOrder);
    return orders;
}

} // namespace Adc
