#include "battle/battle.h"

#include "actions/placement.h"
#include "actions/sweepfacts.h"
#include "battle/logtext.h"
#include "battle/newbattle.h"
#include "battle/station.h"
#include "dice/seededrandom.h"
#include "storage/battlecopy.h"
#include "storage/databaseerror.h"
#include "storage/schema.h"
#include "storage/serveraddress.h"
#include "storage/serverstorage.h"
#include "storage/sqlitestorage.h"
#include "tables/battletable.h"
#include "tables/featuretable.h"
#include "tables/logaudit.h"
#include "tables/logchain.h"
#include "tables/logtable.h"
#include "tables/organisationtable.h"
#include "tables/unittable.h"
#include "terrain/townsight.h"

#include <QCoreApplication>
#include <QDebug>

namespace Adc {

namespace {

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

Battle::Battle(std::unique_ptr<BattleStorage> storage)
    : m_path(storage->path())
    , m_storage(std::move(storage))
    , m_readOnly(m_storage->isReadOnly())
    , m_random(std::make_unique<SeededRandom>())
    , m_station(Station::name())
{
    // The first look at the file: what another program writes from now on
    // is announced.
    checkForChanges();
    m_live = m_storage->watch(this, [this] { checkForChanges(); });
}

Battle::~Battle() = default;

int Battle::schemaVersion()
{
    return Schema::kCurrentVersion;
}

Result<std::unique_ptr<Battle>> Battle::create(const QString &path, const QString &name)
{
    if (ServerAddress::isServer(path)) {
        Result<std::unique_ptr<ServerStorage>> storage = ServerStorage::create(path, name);
        if (!storage)
            return Failure { storage.error() };
        return std::unique_ptr<Battle>(new Battle(std::move(*storage)));
    }
    Result<std::unique_ptr<SqliteStorage>> storage = SqliteStorage::create(path, name);
    if (!storage)
        return Failure { storage.error() };
    return std::unique_ptr<Battle>(new Battle(std::move(*storage)));
}

Result<std::unique_ptr<Battle>> Battle::open(const QString &path, OpenMode mode)
{
    if (ServerAddress::isServer(path)) {
        Result<std::unique_ptr<ServerStorage>> storage
            = ServerStorage::open(path, mode == OpenMode::ReadOnly);
        if (!storage)
            return Failure { storage.error() };
        return std::unique_ptr<Battle>(new Battle(std::move(*storage)));
    }
    Result<std::unique_ptr<SqliteStorage>> storage
        = SqliteStorage::open(path, mode == OpenMode::ReadOnly);
    if (!storage)
        return Failure { storage.error() };
    return std::unique_ptr<Battle>(new Battle(std::move(*storage)));
}

Result<std::unique_ptr<Battle>> Battle::openBytes(const QByteArray &bytes, const QString &name)
{
    Result<std::unique_ptr<SqliteStorage>> storage = SqliteStorage::openBytes(bytes, name);
    if (!storage)
        return Failure { storage.error() };
    return std::unique_ptr<Battle>(new Battle(std::move(*storage)));
}

QString Battle::readOnlyReason() const
{
    if (m_lost)
        return QCoreApplication::translate("Battle", "the connection to the server is lost");
    return m_storage->readOnlyReason();
}

QSqlDatabase Battle::database() const
{
    return m_storage->connection();
}

QString Battle::name() const
{
    return reading<QString>("the battle's name", [&] { return BattleTable(database()).name(); });
}

QJsonObject Battle::info() const
{
    return reading<QJsonObject>("the battle", [&] { return BattleTable(database()).info(); });
}

QString Battle::date() const
{
    return info().value(QStringLiteral("date")).toString();
}

Rulings Battle::rulings() const
{
    return reading<Rulings>("the rulings", [&] { return BattleTable(database()).rulings(); });
}

Clock Battle::clock() const
{
    return reading<Clock>("the clock", [&] { return BattleTable(database()).clock(); });
}

int Battle::segmentsPerTurn() const
{
    return reading<int>("the settings", [&] { return BattleTable(database()).segmentsPerTurn(); });
}

QJsonObject Battle::settings() const
{
    return reading<QJsonObject>("the settings", [&] { return BattleTable(database()).settings(); });
}

QList<UnitRecord> Battle::units() const
{
    return reading<QList<UnitRecord>>("the units", [&] { return UnitTable(database()).all(); });
}

QList<UnitRecord> Battle::unitsShownTo(const QString &side) const
{
    return TownSight::shownTo(side, units());
}

std::optional<UnitRecord> Battle::unit(qint64 id) const
{
    return reading<std::optional<UnitRecord>>("a unit",
                                              [&] { return UnitTable(database()).find(id); });
}

QHash<qint64, int> Battle::unitSortOrders() const
{
    return reading<QHash<qint64, int>>("the order of battle",
                                       [&] { return UnitTable(database()).sortOrders(); });
}

std::optional<int> Battle::unitSortOrder(qint64 id) const
{
    const QHash<qint64, int> orders = reading<QHash<qint64, int>>(
        "the order of battle", [&] { return UnitTable(database()).sortOrders(id); });
    const auto found = orders.constFind(id);
    return found == orders.cend() ? std::nullopt : std::optional<int>(*found);
}

QString Battle::placementRefusal(const UnitRecord &unit) const
{
    try {
        return Placement::refusal(database(), unit);
    } catch (const DatabaseError &error) {
        // A place that cannot be checked is not given.
        return error.message();
    }
}

QList<SideRecord> Battle::sides() const
{
    return reading<QList<SideRecord>>("the sides",
                                      [&] { return OrganisationTable(database()).sides(); });
}

QList<BrigadeRecord> Battle::brigades() const
{
    return reading<QList<BrigadeRecord>>("the brigades",
                                         [&] { return OrganisationTable(database()).brigades(); });
}

QList<FeatureRecord> Battle::features() const
{
    return reading<QList<FeatureRecord>>("the features",
                                         [&] { return FeatureTable(database()).all(); });
}

SweepEvidence Battle::sweepEvidence() const
{
    return reading<SweepEvidence>("the log", [&] {
        return SweepFacts::evidence(database(), BattleTable(database()).clock());
    });
}

QList<LogEntry> Battle::log() const
{
    return reading<QList<LogEntry>>("the log", [&] { return LogTable(database()).all(); });
}

QList<LogEntry> Battle::logHeaders() const
{
    return reading<QList<LogEntry>>("the log", [&] { return LogTable(database()).headers(); });
}

std::optional<LogEntry> Battle::logEntry(qint64 id) const
{
    return reading<std::optional<LogEntry>>("a log entry",
                                            [&] { return LogTable(database()).find(id); });
}

bool Battle::canUndo() const
{
    if (isReadOnly())
        return false;
    const auto target = reading<std::optional<LogEntry>>(
        "the log", [&] { return LogTable(database()).undoTarget(); });
    return target && target->hasImages;
}

bool Battle::canRedo() const
{
    if (isReadOnly())
        return false;
    const auto target = reading<std::optional<LogEntry>>(
        "the log", [&] { return LogTable(database()).redoTarget(); });
    return target.has_value();
}

QString Battle::undoText() const
{
    if (!canUndo())
        return QString();
    const auto target = reading<std::optional<LogEntry>>(
        "the log", [&] { return LogTable(database()).undoTarget(); });
    if (!target)
        return QString();
    const QString text = LogText::undoRedo(true, LogText::render(*target));
    // Another station's entry says whose it is.
    if (target->station.isEmpty() || target->station == m_station)
        return text;
    return text + QCoreApplication::translate("Battle", " (an entry of station ") + target->station
        + QLatin1Char(')');
}

QString Battle::undoTargetStation() const
{
    if (!canUndo())
        return QString();
    const auto target = reading<std::optional<LogEntry>>(
        "the log", [&] { return LogTable(database()).undoTarget(); });
    return target ? target->station : QString();
}

std::optional<qint64> Battle::undoTargetId() const
{
    if (!canUndo())
        return std::nullopt;
    const auto target = reading<std::optional<LogEntry>>(
        "the log", [&] { return LogTable(database()).undoTarget(); });
    return target ? std::optional<qint64>(target->id) : std::nullopt;
}

QString Battle::redoText() const
{
    if (!canRedo())
        return QString();
    const auto target = reading<std::optional<LogEntry>>(
        "the log", [&] { return LogTable(database()).redoTarget(); });
    return target ? LogText::undoRedo(false, LogText::render(*target)) : QString();
}

CheckReport Battle::check() const
{
    CheckReport report;
    m_storage->checkStorage(&report);
    try {
        LogChain::verify(database(), &report);
        const LogAudit audit(database());
        audit.checkFlags(&report);
        audit.replay(&report);
    } catch (const DatabaseError &failure) {
        report.problems.append(QCoreApplication::translate("Battle", "the log cannot be read: ")
                               + failure.message());
    }
    return report;
}

QString Battle::canonicalDump() const
{
    return m_storage->canonicalDump();
}

Result<void> Battle::saveCopy(const QString &path) const
{
    return m_storage->saveCopy(path);
}

Result<void> Battle::copyTo(const QString &target) const
{
    // Filled before it is there: a copy killed or failing leaves nothing.
    return NewBattle::make(target, name(), [this, &target](Battle &copy) -> Result<void> {
        const Result<void> copied = BattleCopy::rows(database(), copy.database());
        if (copied)
            return {};
        return Failure { target + QCoreApplication::translate("Battle", ": the copy failed: ")
                         + copied.error() };
    });
}

} // namespace Adc
