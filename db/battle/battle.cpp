#include "db/battle/battle.h"

#include "core/dice/seededrandom.h"
#include "core/orders/ordercodec.h"
#include "core/turn/enemysight.h"
#include "db/actions/placement.h"
#include "db/actions/sweepfacts.h"
#include "db/battle/actionrunner.h"
#include "db/battle/announcement.h"
#include "db/battle/changefeed.h"
#include "db/battle/guardedread.h"
#include "db/battle/logtext.h"
#include "db/battle/newbattle.h"
#include "db/battle/proposaldesk.h"
#include "db/battle/station.h"
#include "db/battle/transactionrunner.h"
#include "db/storage/battlecopy.h"
#include "db/storage/battlestorage.h"
#include "db/storage/databaseerror.h"
#include "db/storage/schema.h"
#include "db/storage/serveraddress.h"
#include "db/storage/serverstorage.h"
#include "db/storage/sqlitestorage.h"
#include "db/tables/battletable.h"
#include "db/tables/featuretable.h"
#include "db/tables/logaudit.h"
#include "db/tables/logtable.h"
#include "db/tables/organisationtable.h"
#include "db/tables/unittable.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

Battle::Battle(std::unique_ptr<BattleStorage> storage)
    : m_path(storage->path())
    , m_storage(std::move(storage))
    , m_random(std::make_unique<SeededRandom>())
    , m_station(Station::name())
    , m_transactions(std::make_unique<TransactionRunner>(*m_storage))
    , m_runner(std::make_unique<ActionRunner>(*m_storage, *m_transactions, m_station, *m_random))
{
    m_transactions->beforeAttempt = [this] { checkForChanges(); };
    m_transactions->lost = [this](const QString &message) { Q_EMIT connectionLost(message); };
    m_proposals = std::make_unique<ProposalDesk>(*m_storage, *m_transactions, *m_runner);
    m_proposals->changed = [this] { Q_EMIT proposalsChanged(); };
    m_feed = std::make_unique<ChangeFeed>();
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
    if (ServerAddress::isServer(path))
        return opened(ServerStorage::create(path, name));
    return opened(SqliteStorage::create(path, name));
}

Result<std::unique_ptr<Battle>> Battle::open(const QString &path, OpenMode mode)
{
    const bool readOnly = mode == OpenMode::ReadOnly;
    if (ServerAddress::isServer(path))
        return opened(ServerStorage::open(path, readOnly));
    return opened(SqliteStorage::open(path, readOnly));
}

Result<std::unique_ptr<Battle>> Battle::openBytes(const QByteArray &bytes, const QString &name)
{
    return opened(SqliteStorage::openBytes(bytes, name));
}

template<typename Storage>
Result<std::unique_ptr<Battle>> Battle::opened(Result<std::unique_ptr<Storage>> storage)
{
    if (!storage)
        return storage.failure();
    return std::unique_ptr<Battle>(new Battle(std::move(*storage)));
}

bool Battle::isReadOnly() const
{
    return m_storage->isReadOnly() || m_transactions->isLost();
}

bool Battle::isConnected() const
{
    return !m_transactions->isLost();
}

bool Battle::isReachable() const
{
    return !m_transactions->isLost() && m_storage->isConnected();
}

QString Battle::readOnlyReason() const
{
    if (m_transactions->isLost())
        return QCoreApplication::translate("Adc::Battle", "the connection to the server is lost");
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

QString Battle::date() const
{
    return reading<QJsonObject>("the battle", [&] { return BattleTable(database()).info(); })
        .value(QStringLiteral("date"))
        .toString();
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
    return EnemySight::shownTo(side, units(), sweepEvidence().standing);
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

LikelyUnits Battle::likelyUnits() const
{
    return reading<LikelyUnits>("the log", [&] {
        return LikelyUnits(SweepFacts::read(database()), BattleTable(database()).clock());
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

std::optional<LogEntry> Battle::undoTarget() const
{
    if (isReadOnly())
        return std::nullopt;
    const auto target = reading<std::optional<LogEntry>>(
        "the log", [&] { return LogTable(database()).undoTarget(); });
    // An entry of an older battle file version has no row images to restore.
    return target && target->hasImages ? target : std::nullopt;
}

std::optional<LogEntry> Battle::redoTarget() const
{
    if (isReadOnly())
        return std::nullopt;
    return reading<std::optional<LogEntry>>("the log",
                                            [&] { return LogTable(database()).redoTarget(); });
}

QString Battle::undoText() const
{
    return LogText::undoLabel(undoTarget(), m_station);
}

QString Battle::undoTargetStation() const
{
    const std::optional<LogEntry> target = undoTarget();
    return target ? target->station : QString();
}

std::optional<qint64> Battle::undoTargetId() const
{
    const std::optional<LogEntry> target = undoTarget();
    return target ? std::optional<qint64>(target->id) : std::nullopt;
}

QString Battle::redoText() const
{
    return LogText::redoLabel(redoTarget());
}

Result<qint64> Battle::addUnit(const UnitRecord &unit)
{
    const ActionOutcome outcome = importUnits({ unit });
    if (!outcome)
        return outcome.failure();
    return outcome->id;
}

Result<QList<qint64>> Battle::addUnits(const QList<UnitRecord> &units)
{
    const ActionOutcome outcome = importUnits(units);
    if (!outcome)
        return outcome.failure();
    return outcome->ids;
}

ActionOutcome Battle::importUnits(const QList<UnitRecord> &units)
{
    Announcement announcement;
    const ActionOutcome outcome = m_runner->import(units, rulings(), &announcement);
    if (outcome)
        announce(announcement);
    return outcome;
}

ActionOutcome Battle::apply(const QJsonObject &action, RandomSource *random)
{
    const Result<Order> order = OrderCodec::fromJson(action);
    if (!order)
        return order.failure();
    return apply(*order, random);
}

ActionOutcome Battle::apply(const Order &order, RandomSource *random)
{
    Announcement announcement;
    const ActionOutcome outcome
        = m_runner->apply(order, random ? *random : *m_random, &announcement);
    if (outcome)
        announce(announcement);
    m_proposals->look();
    return outcome;
}

bool Battle::isServerAddress(const QString &path)
{
    return ServerAddress::isServer(path);
}

bool Battle::checkForChanges()
{
    const std::optional<QList<Announcement>> news = m_feed->look(*m_storage, m_live);
    // Proposals are kept beside the log: they have their own look.
    m_proposals->look();
    if (!news)
        return false;
    for (const Announcement &announcement : *news)
        announce(announcement);
    Q_EMIT changedElsewhere();
    return true;
}

void Battle::announce(const Announcement &announcement)
{
    m_feed->saw(announcement.logId);
    for (qint64 id : announcement.removed)
        Q_EMIT unitRemoved(id);
    for (qint64 id : announcement.added)
        Q_EMIT unitAdded(id);
    if (!announcement.changed.isEmpty())
        Q_EMIT unitsChanged(announcement.changed);
    if (announcement.battle)
        Q_EMIT battleChanged();
    if (announcement.clock)
        Q_EMIT clockChanged();
    Q_EMIT logAppended(announcement.logId);
}

Result<void> Battle::reconnect()
{
    if (const Result<void> done = m_storage->reconnect(); !done)
        return done;
    m_transactions->reconnected();
    m_live = m_storage->watch(this, [this] { checkForChanges(); });
    Q_EMIT reconnected();
    // What the other stations did while this one was away.
    checkForChanges();
    return {};
}

CheckReport Battle::check() const
{
    return LogAudit::checkAll(*m_storage);
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
        return copied.failure().prefixed(
            target + QCoreApplication::translate("Adc::Battle", ": the copy failed: "));
    });
}

} // namespace Adc
