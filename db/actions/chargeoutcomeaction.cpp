#include "db/actions/chargeoutcomeaction.h"

#include "core/common/requestreader.h"
#include "core/discipline/chargeorder.h"
#include "core/discipline/chargeoutcomeorder.h"
#include "core/discipline/chargeplanner.h"
#include "db/actions/actioncontext.h"
#include "db/tables/logtable.h"

#include <QCoreApplication>

namespace Adc {

namespace {

// The latest charge not undone, its order as the log keeps it, and whether
// it already has its outcome (in its own order or from a later
// charge-outcome not undone).
struct LatestCharge
{
    std::optional<LogEntry> entry;
    ChargeOrder order;
    bool ended = false;
};

LatestCharge latestCharge(const LogTable &log)
{
    LatestCharge latest;
    latest.entry = log.latestOfKind(QStringLiteral("charge"));
    if (!latest.entry)
        return latest;
    // The log keeps more than the order reads (the dice rolled, "rolled"):
    // what it does not read is passed over.
    RequestReader reader(latest.entry->inputs);
    if (Result<ChargeOrder> order = ChargeOrder::fromJson(reader))
        latest.order = *order;
    latest.ended = latest.order.outcome.has_value()
        || log.hasOfKindAfter(latest.entry->id, QStringLiteral("charge-outcome"));
    return latest;
}

} // namespace

ActionOutcome ChargeOutcomeAction::apply(ActionContext &context, const ChargeOutcomeOrder &order)
{
    const LatestCharge latest = latestCharge(context.log());
    if (!latest.entry)
        return Failure::refused(
            QCoreApplication::translate("Adc::ChargeOutcomeAction", "there is no charge to end"));
    if (latest.ended)
        return Failure::refused(
            QCoreApplication::translate("Adc::ChargeOutcomeAction",
                                        "the latest charge (%1) already has its outcome")
                .arg(latest.entry->caption()));
    if (order.charge && *order.charge != latest.entry->id)
        return Failure::refused(
            QCoreApplication::translate("Adc::ChargeOutcomeAction",
                                        "entry %1 is not the latest charge (%2)")
                .arg(*order.charge)
                .arg(latest.entry->id));
    const ChargeOrder &charge = latest.order;
    const std::optional<UnitRecord> charger
        = charge.charger ? context.unit(charge.charger) : std::optional<UnitRecord>();
    const std::optional<UnitRecord> defender
        = charge.defender ? context.unit(charge.defender) : std::optional<UnitRecord>();
    if (!defender)
        return Failure::refused(QCoreApplication::translate(
            "Adc::ChargeOutcomeAction", "the charged unit is no longer in the battle"));
    QList<UnitRecord> also;
    for (const qint64 id : charge.also) {
        if (const std::optional<UnitRecord> unit = context.unit(id))
            also.append(*unit);
    }

    for (const UnitChange &change :
         ChargePlanner::settle(order.outcome, charger, *defender, also)) {
        if (change.changes())
            context.save(change.after);
    }
    context.inputs().insert(QStringLiteral("charge"), latest.entry->id);
    // Concatenated, so a unit's name stays as it is.
    context.setSummary(QStringLiteral("Charge outcome: ") + chargeOutcomeTitle(order.outcome)
                       + QStringLiteral(" (") + defender->name + QStringLiteral(")"));
    QJsonObject result { { QStringLiteral("charge"), latest.entry->id },
                         { QStringLiteral("defender"), defender->id },
                         { QStringLiteral("outcome"), chargeOutcomeName(order.outcome) } };
    if (charger)
        result.insert(QStringLiteral("charger"), charger->id);
    ProcedureOutcome procedure;
    procedure.chargeEnding = order.outcome;
    return ActionDone::of(result, procedure);
}

} // namespace Adc
