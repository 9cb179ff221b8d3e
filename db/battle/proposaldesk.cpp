#include "db/battle/proposaldesk.h"

#include "core/dice/seededrandom.h"
#include "core/proposals/proposalclaims.h"
#include "core/proposals/proposalform.h"
#include "core/turn/enemysight.h"
#include "db/actions/sweepfacts.h"
#include "db/battle/actionrunner.h"
#include "db/battle/guardedread.h"
#include "db/battle/transactionrunner.h"
#include "db/storage/battlestorage.h"
#include "db/storage/databaseerror.h"
#include "db/tables/battletable.h"
#include "db/tables/featuretable.h"
#include "db/tables/organisationtable.h"
#include "db/tables/proposaltable.h"
#include "db/tables/unittable.h"

#include <QCoreApplication>
#include <QSet>

namespace Adc {

namespace {

QString noSuchTarget()
{
    return QCoreApplication::translate("Adc::ProposalDesk", "no such target");
}

// The units the side may not be told of: the others' units it does not see.
QList<UnitRecord> unseenBy(const QString &side, const QList<UnitRecord> &units,
                           const QList<UnitRecord> &shown)
{
    QSet<qint64> shownIds;
    for (const UnitRecord &unit : shown)
        shownIds.insert(unit.id);
    QList<UnitRecord> unseen;
    for (const UnitRecord &unit : units) {
        if (unit.side != side && !shownIds.contains(unit.id))
            unseen.append(unit);
    }
    return unseen;
}

// The rules' refusal as the side may read it: one that names a unit the
// side does not see (a full feature's occupants) says only that the rules
// refuse it.
QString shownRefusal(const QString &refusal, const QList<UnitRecord> &unseen)
{
    for (const UnitRecord &unit : unseen) {
        if (!unit.name.isEmpty() && refusal.contains(unit.name))
            return QCoreApplication::translate(
                "Adc::ProposalDesk",
                "the rules do not allow it where the unit stands; ask the umpire");
    }
    return refusal;
}

// Whether a move goes into a feature that holds a unit the side does not
// see: whatever the rules answer (a full feature names an occupant, if only
// by its id), the side reads only that there is no room.
bool intoUnseenCompany(const QSqlDatabase &database, const Order &order,
                       const QList<UnitRecord> &unseen)
{
    const MoveOrder *move = order.get<MoveOrder>();
    if (!move || !move->feature)
        return false;
    for (const FeatureRecord &feature : FeatureTable(database).all()) {
        if (feature.id != *move->feature)
            continue;
        for (const UnitRecord &unit : unseen) {
            if (unit.feature == feature.name)
                return true;
        }
    }
    return false;
}

} // namespace

ProposalDesk::ProposalDesk(BattleStorage &storage, TransactionRunner &transactions,
                           ActionRunner &runner)
    : m_storage(storage)
    , m_transactions(transactions)
    , m_runner(runner)
{
}

Result<ProposalRecord> ProposalDesk::propose(const QString &side, const QJsonObject &action)
{
    const Result<Order> order = ProposalForm::read(action);
    if (!order)
        return order.failure();
    const QList<qint64> actors = ProposalForm::actors(*order);
    const QList<qint64> targets = ProposalForm::targets(*order);
    ProposalRecord proposal;
    proposal.side = side;
    proposal.units = actors;
    proposal.action = action;
    proposal.order = *order;
    const ActionOutcome stored = m_transactions.withRetries([&]() -> ActionOutcome {
        const QSqlDatabase database = m_storage.connection();
        const qint64 sideId = OrganisationTable(database).sideId(side, false);
        if (sideId == 0)
            return Failure::refused(
                QCoreApplication::translate("Adc::ProposalDesk", "no such side"));
        const Clock clock = BattleTable(database).clock();
        const QList<UnitRecord> units = UnitTable(database).all();
        const QList<UnitRecord> shown
            = EnemySight::shownTo(side, units, SweepFacts::evidence(database, clock).standing);
        QHash<qint64, UnitRecord> byId;
        for (const UnitRecord &unit : shown)
            byId.insert(unit.id, unit);
        for (qint64 id : actors) {
            if (!byId.contains(id) || byId.value(id).side != side)
                return Failure::refused(QCoreApplication::translate(
                                            "Adc::ProposalDesk", "unit %1 is not one of your units")
                                            .arg(id));
        }
        for (qint64 id : targets) {
            if (!byId.contains(id) || byId.value(id).side == side)
                return Failure::refused(noSuchTarget());
        }
        // Only the claims the side's page offers for its lead unit now.
        if (const QString claims = ProposalClaims::refusal(*order, byId.value(actors.value(0)));
            !claims.isEmpty())
            return Failure::malformed(claims);
        int waiting = 0;
        for (const ProposalRecord &other : ProposalTable(database).ofSide(sideId)) {
            if (other.state(clock) != ProposalRecord::State::Waiting)
                continue;
            ++waiting;
            for (qint64 id : actors) {
                if (other.units.contains(id))
                    return Failure::refused(
                        byId.value(id).name
                        + QCoreApplication::translate("Adc::ProposalDesk",
                                                      " has a proposal waiting already (No. ")
                        + QString::number(other.number) + QLatin1Char(')'));
            }
        }
        if (waiting >= kMostWaiting)
            return Failure::refused(
                QCoreApplication::translate("Adc::ProposalDesk",
                                            "%1 proposals are waiting already: wait for the umpire")
                    .arg(kMostWaiting));
        // The rules' own word on the battle as it stands, with dice of its
        // own; nothing of the try is kept.
        SeededRandom dice;
        const ActionOutcome tried = m_runner.tryWithin(*order, dice);
        if (!tried && tried.failure().kind == Failure::Kind::Failed)
            return tried;
        const QList<UnitRecord> unseen = unseenBy(side, units, shown);
        if (!tried && intoUnseenCompany(database, *order, unseen))
            return Failure::refused(QCoreApplication::translate(
                "Adc::ProposalDesk", "there is no room for the unit there; ask the umpire"));
        if (!tried)
            return tried.failure().reworded(shownRefusal(tried.error(), unseen));
        proposal.turn = clock.turn;
        proposal.segment = clock.segment;
        ProposalTable(database).insert(sideId, &proposal);
        return ActionDone();
    });
    if (!stored)
        return stored.failure();
    look();
    return proposal;
}

Result<ProposalRecord> ProposalDesk::withdraw(const QString &side, int number)
{
    ProposalRecord withdrawn;
    const ActionOutcome done = m_transactions.withRetries([&]() -> ActionOutcome {
        const QSqlDatabase database = m_storage.connection();
        const qint64 sideId = OrganisationTable(database).sideId(side, false);
        const std::optional<ProposalRecord> found
            = sideId == 0 ? std::nullopt : ProposalTable(database).findNumber(sideId, number);
        if (!found)
            return Failure::refused(
                QCoreApplication::translate("Adc::ProposalDesk", "no proposal No. %1").arg(number));
        if (found->state(BattleTable(database).clock()) != ProposalRecord::State::Waiting)
            return Failure::refused(QCoreApplication::translate(
                                        "Adc::ProposalDesk", "proposal No. %1 is no longer waiting")
                                        .arg(number));
        ProposalTable(database).setStored(found->id, ProposalRecord::Stored::Withdrawn);
        withdrawn = *found;
        withdrawn.stored = ProposalRecord::Stored::Withdrawn;
        return ActionDone();
    });
    if (!done)
        return done.failure();
    look();
    return withdrawn;
}

QList<ProposalRecord> ProposalDesk::all() const
{
    return reading<QList<ProposalRecord>>(
        "the proposals", [&] { return ProposalTable(m_storage.connection()).all(); });
}

QList<ProposalRecord> ProposalDesk::ofSide(const QString &side) const
{
    QList<ProposalRecord> own;
    for (const ProposalRecord &proposal : all()) {
        if (proposal.side == side)
            own.append(proposal);
    }
    return own;
}

std::optional<ProposalRecord> ProposalDesk::find(qint64 id) const
{
    return reading<std::optional<ProposalRecord>>(
        "a proposal", [&] { return ProposalTable(m_storage.connection()).find(id); });
}

QList<ProposalRecord> ProposalDesk::waiting() const
{
    const Clock clock
        = reading<Clock>("the clock", [&] { return BattleTable(m_storage.connection()).clock(); });
    QList<ProposalRecord> list;
    for (const ProposalRecord &proposal : all()) {
        if (proposal.state(clock) == ProposalRecord::State::Waiting)
            list.append(proposal);
    }
    return list;
}

void ProposalDesk::look()
{
    QString signature;
    try {
        signature = ProposalTable(m_storage.connection()).signature();
    } catch (const DatabaseError &) {
        return;
    }
    if (signature == m_signature)
        return;
    m_signature = signature;
    if (changed)
        changed();
}

} // namespace Adc
