#include "db/battle/proposalacceptance.h"

#include "core/orders/order.h"
#include "core/orders/ordercodec.h"
#include "core/proposals/acceptorder.h"
#include "core/proposals/proposalamendment.h"
#include "db/actions/actioncatalogue.h"
#include "db/actions/actioncontext.h"
#include "db/battle/actionlogger.h"
#include "db/battle/loggedrolls.h"
#include "db/battle/transactionrunner.h"
#include "db/storage/battlestorage.h"
#include "db/tables/battletable.h"
#include "db/tables/proposaltable.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

ProposalAcceptance::ProposalAcceptance(BattleStorage &storage, TransactionRunner &transactions,
                                       const ActionLogger &logger)
    : m_storage(storage)
    , m_transactions(transactions)
    , m_logger(logger)
{
}

Result<ProposalRecord> ProposalAcceptance::waiting(qint64 id, const Clock &clock) const
{
    const std::optional<ProposalRecord> proposal = ProposalTable(m_storage.connection()).find(id);
    if (!proposal)
        return Failure::refused(
            QCoreApplication::translate("Adc::ProposalAcceptance", "there is no proposal %1")
                .arg(id));
    const ProposalRecord::State state = proposal->state(clock);
    if (state != ProposalRecord::State::Waiting)
        return Failure::refused(
            QCoreApplication::translate("Adc::ProposalAcceptance",
                                        "proposal %1 is %2: only a waiting proposal "
                                        "can be accepted")
                .arg(QString::number(id), ProposalRecord::stateText(state)));
    if (!proposal->order)
        return Failure::malformed(proposal->unread);
    return *proposal;
}

QJsonObject ProposalAcceptance::note(const ProposalRecord &proposal, const QStringList &typed,
                                     const QStringList &changed)
{
    return QJsonObject { { QStringLiteral("id"), proposal.id },
                         { QStringLiteral("side"), proposal.side },
                         { QStringLiteral("number"), proposal.number },
                         { QStringLiteral("typed"), QJsonArray::fromStringList(typed) },
                         { QStringLiteral("changed"), QJsonArray::fromStringList(changed) } };
}

ActionOutcome ProposalAcceptance::accept(const Order &order, RandomSource &random,
                                         Announcement *announcement)
{
    const AcceptOrder &accept = *order.get<AcceptOrder>();
    const qint64 id = accept.proposal;
    return m_transactions.withRetries([&]() -> ActionOutcome {
        const QSqlDatabase database = m_storage.connection();
        const Clock clock = BattleTable(database).clock();
        // Read inside the transaction, once.
        const Result<ProposalRecord> proposal = waiting(id, clock);
        if (!proposal)
            return proposal.failure();
        Result<Order> inner = accept.overrides.applied(*proposal->order);
        if (!inner)
            return inner.failure();
        inner->setRolled(order.rolled());
        const QString kind = inner->kind();
        // The one JSON form of the order, as the log keeps it.
        const QJsonObject request = OrderCodec::toJson(*inner);
        if (const QString wrong = LoggedRolls::checkRolled(kind, request); !wrong.isEmpty())
            return Failure::malformed(QStringLiteral("rolled: ") + wrong);
        ActionContext context(database, random, request);
        ActionOutcome done = ActionCatalogue::find(kind)(context, *inner);
        if (!done)
            return done;
        // The dice its side typed that stood: those the umpire changed did not.
        QStringList typed = ProposalAmendment::typedDice(*proposal->order);
        const QStringList changed = accept.overrides.changed(*proposal->order);
        typed.removeIf([&](const QString &field) { return changed.contains(field); });
        done->answer.insert(QStringLiteral("proposal"), id);
        done->answer.insert(QStringLiteral("proposed"), note(*proposal, typed, changed));
        m_logger.log(context, clock, kind, request, &*done, ActionLogger::AnswerUnits::Yes,
                     announcement, proposal->action);
        ProposalTable(database).setStored(id, ProposalRecord::Stored::Applied, QString(),
                                          done->logId);
        return done;
    });
}

} // namespace Adc
