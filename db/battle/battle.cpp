#include "battle/battle.h"

#include "actions/actioncatalogue.h"
#include "actions/actioncontext.h"
#include "storage/battlefile.h"
#include "tables/battletable.h"
#include "tables/changeset.h"
#include "storage/databaseerror.h"
#include "tables/featuretable.h"
#include "tables/logtable.h"
#include "storage/migrations.h"
#include "tables/organisationtable.h"
#include "common/requestreader.h"
#include "storage/schema.h"
#include "dice/seededrandom.h"
#include "storage/sql.h"
#include "actions/unitaction.h"
#include "tables/unitreader.h"
#include "tables/unittable.h"

#include <QDebug>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QSet>
#include <QSqlQuery>
#include <QSqlRecord>

namespace Adc {

namespace {

void rollback(const QSqlDatabase &database)
{
    QSqlQuery query(database);
    query.exec(QStringLiteral("ROLLBACK"));
}

QString summaryOf(const LogEntry &entry)
{
    return entry.summary.isEmpty() ? entry.kind : entry.summary;
}

// Reads without letting a damaged file throw through a const accessor.
template<typename T, typename Read> T reading(const char *what, Read read)
{
    try {
        return read();
    } catch (const DatabaseError &error) {
        qWarning("Aide-de-Camp: reading %s: %s", what, qPrintable(error.message()));
        return T();
    }
}

} // namespace

Battle::Battle(QString path, QSqlDatabase database, bool readOnly)
    : m_path(std::move(path))
    , m_database(std::move(database))
    , m_readOnly(readOnly)
    , m_random(std::make_unique<SeededRandom>())
{
}

Battle::~Battle()
{
    BattleFile::disconnect(m_database);
}

int Battle::schemaVersion()
{
    return Schema::kCurrentVersion;
}

std::unique_ptr<Battle> Battle::create(const QString &path, const QString &name, QString *error)
{
    QString why;
    const QFileInfo info(path);
    if (info.exists() || info.isSymLink()) {
        *error
            = QStringLiteral("%1: already exists; a new battle never overwrites a file").arg(path);
        return nullptr;
    }
    if (!QFileInfo(info.absolutePath()).isDir()) {
        *error = QStringLiteral("%1: the folder %2 does not exist").arg(path, info.absolutePath());
        return nullptr;
    }
    if (name.trimmed().isEmpty()) {
        *error = QStringLiteral("name: a battle needs a name");
        return nullptr;
    }
    {
        // Claims the path atomically, so a file appearing meanwhile is not
        // overwritten.
        QFile claim(path);
        if (!claim.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
            *error = QStringLiteral("%1: cannot be created (%2)").arg(path, claim.errorString());
            return nullptr;
        }
    }
    QSqlDatabase database = BattleFile::connect(path, BattleFile::Access::ReadWrite, &why);
    bool ok = database.isValid() && Migrations::createVersion1(database, &why);
    if (ok) {
        try {
            Sql::run(database, QStringLiteral("BEGIN IMMEDIATE"));
            BattleTable(database).initialise(name.trimmed());
            Sql::run(database, QStringLiteral("COMMIT"));
        } catch (const DatabaseError &failure) {
            rollback(database);
            why = failure.message();
            ok = false;
        }
    }
    ok = ok && Migrations::migrate(database, &why)
        && BattleFile::configure(database, BattleFile::Access::ReadWrite, &why);
    if (!ok) {
        BattleFile::disconnect(database);
        BattleFile::removeAll(path);
        *error = QStringLiteral("%1: the battle could not be created: %2").arg(path, why);
        return nullptr;
    }
    return std::unique_ptr<Battle>(new Battle(path, database, false));
}

std::unique_ptr<Battle> Battle::open(const QString &path, QString *error)
{
    return open(path, OpenMode::ReadWrite, error);
}

std::unique_ptr<Battle> Battle::open(const QString &path, OpenMode mode, QString *error)
{
    if (!BattleFile::inspect(path, error))
        return nullptr;
    const bool readOnly = mode == OpenMode::ReadOnly || !BattleFile::isWritable(path);
    const BattleFile::Access access
        = readOnly ? BattleFile::Access::ReadOnly : BattleFile::Access::ReadWrite;
    QSqlDatabase database = BattleFile::connect(path, access, error);
    if (!database.isValid())
        return nullptr;
    int version = 0;
    QString why;
    if (!BattleFile::checkContents(database, path, &version, error)) {
        BattleFile::disconnect(database);
        return nullptr;
    }
    if (version < Schema::kCurrentVersion) {
        if (readOnly) {
            *error = QStringLiteral("%1: is a version %2 battle file that must be upgraded to "
                                    "version %3, but it is read-only; open a writable copy")
                         .arg(path)
                         .arg(version)
                         .arg(Schema::kCurrentVersion);
            BattleFile::disconnect(database);
            return nullptr;
        }
        if (!Migrations::migrate(database, &why)) {
            *error = QStringLiteral("%1: %2").arg(path, why);
            BattleFile::disconnect(database);
            return nullptr;
        }
    }
    if (!BattleFile::configure(database, access, &why)) {
        *error = QStringLiteral("%1: %2").arg(path, why);
        BattleFile::disconnect(database);
        return nullptr;
    }
    return std::unique_ptr<Battle>(new Battle(path, database, readOnly));
}

QString Battle::name() const
{
    return reading<QString>("the battle's name", [&] { return BattleTable(m_database).name(); });
}

QString Battle::date() const
{
    return reading<QString>("the battle's date", [&] {
        return BattleTable(m_database).info().value(QStringLiteral("date")).toString();
    });
}

Rulings Battle::rulings() const
{
    return reading<Rulings>("the rulings", [&] { return BattleTable(m_database).rulings(); });
}

Clock Battle::clock() const
{
    return reading<Clock>("the clock", [&] { return BattleTable(m_database).clock(); });
}

int Battle::segmentsPerTurn() const
{
    return reading<int>("the settings", [&] { return BattleTable(m_database).segmentsPerTurn(); });
}

QJsonObject Battle::settings() const
{
    return reading<QJsonObject>("the settings", [&] { return BattleTable(m_database).settings(); });
}

QList<UnitRecord> Battle::units() const
{
    return reading<QList<UnitRecord>>("the units", [&] { return UnitTable(m_database).all(); });
}

std::optional<UnitRecord> Battle::unit(qint64 id) const
{
    return reading<std::optional<UnitRecord>>("a unit",
                                              [&] { return UnitTable(m_database).find(id); });
}

QList<SideRecord> Battle::sides() const
{
    return reading<QList<SideRecord>>("the sides",
                                      [&] { return OrganisationTable(m_database).sides(); });
}

QList<BrigadeRecord> Battle::brigades() const
{
    return reading<QList<BrigadeRecord>>("the brigades",
                                         [&] { return OrganisationTable(m_database).brigades(); });
}

QList<FeatureRecord> Battle::features() const
{
    return reading<QList<FeatureRecord>>("the features",
                                         [&] { return FeatureTable(m_database).all(); });
}

QList<LogEntry> Battle::log() const
{
    return reading<QList<LogEntry>>("the log", [&] { return LogTable(m_database).all(); });
}

ActionOutcome Battle::refuseReadOnly() const
{
    return ActionOutcome::failed(
        QStringLiteral("%1: the battle file is open read-only; nothing was changed").arg(m_path));
}

qint64 Battle::addUnit(const UnitRecord &unit, QString *error)
{
    QList<qint64> ids;
    if (!insertUnits({ unit }, &ids, error) || ids.isEmpty())
        return 0;
    return ids.first();
}

bool Battle::addUnits(const QList<UnitRecord> &units, QString *error)
{
    QList<qint64> ids;
    return insertUnits(units, &ids, error);
}

bool Battle::insertUnits(const QList<UnitRecord> &units, QList<qint64> *ids, QString *error)
{
    // Each unit is checked as a unit object, as `adc unit add` and the log's
    // replay read it: every problem named, nothing added.
    const bool single = units.size() == 1;
    const UnitReader reader(rulings());
    QStringList problems;
    for (int i = 0; i < units.size(); ++i) {
        QJsonObject object = units.at(i).toJson();
        object.remove(QStringLiteral("id"));
        QStringList found;
        reader.read(object, &found);
        const QString prefix
            = single ? QStringLiteral("unit.") : QStringLiteral("units[%1].").arg(i);
        for (const QString &problem : std::as_const(found))
            problems.append(prefix + problem);
    }
    if (!problems.isEmpty()) {
        if (error)
            *error = problems.join(QLatin1String("; "));
        return false;
    }
    QJsonArray objects;
    for (const UnitRecord &unit : units) {
        QJsonObject object = unit.toJson();
        object.remove(QStringLiteral("id"));
        objects.append(object);
    }
    // The log keeps the same object apply() takes, so the entry replays.
    const QJsonObject request = single
        ? QJsonObject { { QStringLiteral("action"), QStringLiteral("add-unit") },
                        { QStringLiteral("unit"), objects.first() } }
        : QJsonObject { { QStringLiteral("action"), QStringLiteral("add-units") },
                        { QStringLiteral("units"), objects } };
    QJsonArray added;
    const ActionOutcome outcome
        = run(request.value(QStringLiteral("action")).toString(), request, nullptr,
              [&](ActionContext &context) {
                  const ActionOutcome inserted = UnitAction::insert(context, units, &added);
                  if (!inserted.isDone())
                      return inserted;
                  context.setSummary(single ? QStringLiteral("Add %1").arg(units.first().name)
                                            : QStringLiteral("Add %1 unit(s)").arg(units.size()));
                  QJsonObject answer { { QStringLiteral("ids"), added } };
                  if (single)
                      answer.insert(QStringLiteral("id"), added.first());
                  return ActionOutcome::done(answer);
              });
    if (!outcome.isDone()) {
        if (error)
            *error = outcome.error;
        return false;
    }
    for (const QJsonValue &id : std::as_const(added))
        ids->append(id.toInteger());
    return true;
}

ActionOutcome Battle::apply(const QJsonObject &action, RandomSource *random)
{
    RequestReader reader(action);
    const std::optional<QString> name = reader.string(QStringLiteral("action"), true);
    if (!name)
        return ActionOutcome::malformed(reader.error());
    if (*name == QLatin1String("undo") || *name == QLatin1String("redo")) {
        if (!reader.finish())
            return ActionOutcome::malformed(reader.error());
        return undoOrRedo(*name == QLatin1String("undo"), action);
    }
    const ActionFunction function = ActionCatalogue::find(*name);
    if (!function)
        return ActionOutcome::malformed(
            QStringLiteral("action: \"%1\" is not one of %2")
                .arg(*name, ActionCatalogue::names().join(QLatin1String(", "))));
    return run(*name, action, random,
               [&](ActionContext &context) { return function(context, reader); });
}

ActionOutcome Battle::run(const QString &kind, const QJsonObject &request, RandomSource *random,
                          const Body &body)
{
    if (m_readOnly)
        return refuseReadOnly();
    try {
        Sql::run(m_database, QStringLiteral("BEGIN IMMEDIATE"));
    } catch (const DatabaseError &failure) {
        return ActionOutcome::failed(QStringLiteral("%1: %2").arg(m_path, failure.message()));
    }
    ActionOutcome outcome;
    QJsonArray changes;
    qint64 logId = 0;
    try {
        const Clock clock = BattleTable(m_database).clock();
        ActionContext context(m_database, random ? *random : *m_random, request);
        outcome = body(context);
        if (!outcome.isDone()) {
            rollback(m_database);
            return outcome;
        }
        changes = context.changes().finish();
        LogEntry entry;
        entry.kind = kind;
        entry.summary = context.summary();
        entry.turn = clock.turn;
        entry.segment = clock.segment;
        entry.inputs = context.inputs();
        entry.result = outcome.answer;
        entry.changes = changes;
        entry.hasImages = true;
        LogTable log(m_database);
        // An action that changed nothing (a roll) leaves what can be redone.
        if (!changes.isEmpty())
            log.dropRedo();
        logId = log.append(entry);
        outcome.answer.insert(QStringLiteral("log_id"), logId);
        outcome.answer.insert(QStringLiteral("units"), context.affectedUnits());
        Sql::run(m_database, QStringLiteral("COMMIT"));
    } catch (const DatabaseError &failure) {
        rollback(m_database);
        return ActionOutcome::failed(QStringLiteral("%1: %2").arg(m_path, failure.message()));
    }
    announce(changes, false, logId);
    return outcome;
}

ActionOutcome Battle::undoOrRedo(bool undo, const QJsonObject &request)
{
    if (m_readOnly)
        return refuseReadOnly();
    const QString kind = undo ? QStringLiteral("undo") : QStringLiteral("redo");
    try {
        Sql::run(m_database, QStringLiteral("BEGIN IMMEDIATE"));
    } catch (const DatabaseError &failure) {
        return ActionOutcome::failed(QStringLiteral("%1: %2").arg(m_path, failure.message()));
    }
    QJsonObject answer;
    LogEntry target;
    qint64 logId = 0;
    try {
        LogTable log(m_database);
        const std::optional<LogEntry> found = undo ? log.undoTarget() : log.redoTarget();
        if (!found) {
            rollback(m_database);
            return ActionOutcome::refused(undo ? QStringLiteral("there is nothing to undo")
                                               : QStringLiteral("there is nothing to redo"));
        }
        target = *found;
        if (!target.hasImages) {
            rollback(m_database);
            return ActionOutcome::refused(
                QStringLiteral("log entry %1 (%2) was written by an older version of the "
                               "battle file and cannot be undone")
                    .arg(target.id)
                    .arg(summaryOf(target)));
        }
        const Clock clock = BattleTable(m_database).clock();
        ChangeSet::restore(m_database, target.changes,
                           undo ? ChangeSet::Direction::Undo : ChangeSet::Direction::Redo);
        log.setUndone(target.id, undo);

        answer = QJsonObject {
            { QStringLiteral("ok"), true },
            { undo ? QStringLiteral("undid") : QStringLiteral("redid"), target.id },
            { QStringLiteral("kind"), target.kind },
            { QStringLiteral("summary"), summaryOf(target) },
        };
        LogEntry entry;
        entry.kind = kind;
        entry.summary = QStringLiteral("%1 %2").arg(
            undo ? QStringLiteral("Undo") : QStringLiteral("Redo"), summaryOf(target));
        entry.turn = clock.turn;
        entry.segment = clock.segment;
        entry.inputs = request;
        entry.result = answer;
        logId = log.append(entry);
        answer.insert(QStringLiteral("log_id"), logId);

        QJsonArray units;
        QSet<qint64> listed;
        UnitTable table(m_database);
        for (const QJsonValue &value : target.changes) {
            const QJsonObject change = value.toObject();
            if (change.value(QStringLiteral("table")).toString() != QLatin1String("units"))
                continue;
            const qint64 id = change.value(QStringLiteral("key")).toInteger();
            if (listed.contains(id))
                continue;
            listed.insert(id);
            if (const std::optional<UnitRecord> unit = table.find(id))
                units.append(unit->toJson());
        }
        answer.insert(QStringLiteral("units"), units);
        Sql::run(m_database, QStringLiteral("COMMIT"));
    } catch (const DatabaseError &failure) {
        rollback(m_database);
        return ActionOutcome::failed(QStringLiteral("%1: %2").arg(m_path, failure.message()));
    }
    announce(target.changes, undo, logId);
    return ActionOutcome { ActionOutcome::Status::Done, answer, QString() };
}

void Battle::announce(const QJsonArray &changes, bool reversed, qint64 logId)
{
    QList<qint64> changed;
    QList<qint64> added;
    QList<qint64> removed;
    bool clock = false;
    bool battle = false;
    for (const QJsonValue &value : changes) {
        const QJsonObject change = value.toObject();
        const QString table = change.value(QStringLiteral("table")).toString();
        const bool before = !change.value(QStringLiteral("before")).isNull();
        const bool after = !change.value(QStringLiteral("after")).isNull();
        const bool existedBefore = reversed ? after : before;
        const bool existsNow = reversed ? before : after;
        if (table == QLatin1String("units")) {
            const qint64 id = change.value(QStringLiteral("key")).toInteger();
            if (!existedBefore && existsNow)
                added.append(id);
            else if (existedBefore && !existsNow)
                removed.append(id);
            else
                changed.append(id);
        } else if (table == QLatin1String("clock")) {
            clock = true;
        } else {
            battle = true;
        }
    }
    for (qint64 id : std::as_const(removed))
        Q_EMIT unitRemoved(id);
    for (qint64 id : std::as_const(added))
        Q_EMIT unitAdded(id);
    if (!changed.isEmpty())
        Q_EMIT unitsChanged(changed);
    if (battle)
        Q_EMIT battleChanged();
    if (clock)
        Q_EMIT clockChanged();
    Q_EMIT logAppended(logId);
}

bool Battle::canUndo() const
{
    if (m_readOnly)
        return false;
    const auto target = reading<std::optional<LogEntry>>(
        "the log", [&] { return LogTable(m_database).undoTarget(); });
    return target && target->hasImages;
}

bool Battle::canRedo() const
{
    if (m_readOnly)
        return false;
    const auto target = reading<std::optional<LogEntry>>(
        "the log", [&] { return LogTable(m_database).redoTarget(); });
    return target.has_value();
}

QString Battle::undoText() const
{
    if (!canUndo())
        return QString();
    const auto target = reading<std::optional<LogEntry>>(
        "the log", [&] { return LogTable(m_database).undoTarget(); });
    return target ? QStringLiteral("Undo %1").arg(summaryOf(*target)) : QString();
}

QString Battle::redoText() const
{
    if (!canRedo())
        return QString();
    const auto target = reading<std::optional<LogEntry>>(
        "the log", [&] { return LogTable(m_database).redoTarget(); });
    return target ? QStringLiteral("Redo %1").arg(summaryOf(*target)) : QString();
}

QString Battle::canonicalDump() const
{
    QString dump;
    for (const QString &table : Schema::stateTables()) {
        QSqlQuery query(m_database);
        // Table and key names come from the schema, not from input.
        if (!query.exec(QStringLiteral("SELECT * FROM %1 ORDER BY %2")
                            .arg(table, Schema::primaryKey(table)))) {
            dump += QStringLiteral("%1: %2\n").arg(table, query.lastError().text());
            continue;
        }
        while (query.next()) {
            const QSqlRecord record = query.record();
            QStringList cells;
            for (int i = 0; i < record.count(); ++i) {
                const QVariant value = record.value(i);
                cells.append(record.fieldName(i) + QLatin1Char('=')
                             + (value.isNull() ? QStringLiteral("NULL")
                                    : value.typeId() == QMetaType::QString
                                    ? QLatin1Char('"') + value.toString() + QLatin1Char('"')
                                    : value.toString()));
            }
            dump += table + QLatin1String(": ") + cells.join(QLatin1String(", "))
                + QLatin1Char('\n');
        }
    }
    return dump;
}

} // namespace Adc
