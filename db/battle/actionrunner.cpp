#include "db/battle/actionrunner.h"

#include "core/dice/randomsource.h"
#include "core/orders/ordercodec.h"
#include "db/actions/actioncatalogue.h"
#include "db/actions/actioncontext.h"
#include "db/actions/unitaction.h"
#include "db/battle/loggedrolls.h"
#include "db/battle/transactionrunner.h"
#include "db/storage/battlestorage.h"
#include "db/storage/sql.h"
#include "db/tables/battletable.h"
#include "db/tables/unitreader.h"

namespace Adc {

ActionRunner::ActionRunner(BattleStorage &storage, TransactionRunner &transactions,
                           const QString &station, RandomSource &random)
    : m_storage(storage)
    , m_transactions(transactions)
    , m_random(random)
    , m_logger(storage, station)
    , m_acceptance(storage, transactions, m_logger)
    , m_undoRedo(storage, transactions, station)
{
}

ActionOutcome ActionRunner::import(const QList<UnitRecord> &units, const Rulings &rulings,
                                   Announcement *announcement)
{
    // Records made without a battery's full loads (both 0) take them as
    // `adc unit add` gives them.
    QList<UnitRecord> filled = units;
    for (UnitRecord &unit : filled)
        unit = UnitReader::withFullLoads(unit, rulings);
    const Result<Order> order = UnitAction::importOrder(filled, rulings);
    if (!order)
        return order.failure();
    return run(
        order->kind(), OrderCodec::toJson(*order), m_random,
        [&](ActionContext &context) { return UnitAction::import(context, filled); },
        ActionLogger::AnswerUnits::No, announcement);
}

ActionOutcome ActionRunner::apply(const Order &order, RandomSource &random,
                                  Announcement *announcement)
{
    if (order.get<AcceptOrder>())
        return m_acceptance.accept(order, random, announcement);
    const QString kind = order.kind();
    // The log keeps the order in its one JSON form, dice filled in.
    const QJsonObject request = OrderCodec::toJson(order);
    // Undo and redo roll nothing: naming a die they hold is malformed too.
    const QString rolled = LoggedRolls::checkRolled(kind, request);
    if (!rolled.isEmpty())
        return Failure::malformed(QStringLiteral("rolled: ") + rolled);
    if (order.get<UndoOrder>() || order.get<RedoOrder>())
        return m_undoRedo.apply(order, request, announcement);
    const OrderFunction function = ActionCatalogue::find(kind);
    return run(
        kind, request, random, [&](ActionContext &context) { return function(context, order); },
        ActionLogger::AnswerUnits::Yes, announcement);
}

ActionOutcome ActionRunner::run(const QString &kind, const QJsonObject &request,
                                RandomSource &random, const Body &body,
                                ActionLogger::AnswerUnits answerUnits, Announcement *announcement)
{
    return m_transactions.withRetries([&] {
        const QSqlDatabase database = m_storage.connection();
        const Clock clock = BattleTable(database).clock();
        ActionContext context(database, random, request);
        ActionOutcome done = body(context);
        if (!done.ok())
            return done;
        m_logger.log(context, clock, kind, request, &*done, answerUnits, announcement);
        return done;
    });
}

ActionOutcome ActionRunner::tryWithin(const Order &order, RandomSource &random)
{
    const OrderFunction function = ActionCatalogue::find(order.kind());
    if (!function)
        return Failure::refused(order.kind());
    const QSqlDatabase database = m_storage.connection();
    // A database failure throws through: the caller's whole transaction is
    // rolled back.
    Sql::execute(database, QStringLiteral("SAVEPOINT adc_try"));
    ActionContext context(database, random, OrderCodec::toJson(order));
    ActionOutcome outcome = function(context, order);
    Sql::execute(database, QStringLiteral("ROLLBACK TO SAVEPOINT adc_try"));
    Sql::execute(database, QStringLiteral("RELEASE SAVEPOINT adc_try"));
    return outcome;
}

} // namespace Adc
