#include "db/actions/chargeoutcomeaction.h"

#include "core/discipline/chargeorder.h"
#include "core/discipline/chargeoutcomeorder.h"
#include "core/discipline/chargeplanner.h"
#include "db/actions/actioncontext.h"
#include "db/tables/loggedcharge.h"
#include "db/tables/logtable.h"

#include <QCoreApplication>

namespace Adc {

ActionOutcome ChargeOutcomeAction::apply(ActionContext &context, const ChargeOutcomeOrder &order)
{
    const std::optional<LoggedCharge> latest = LoggedCharge::latest(context.log());
    if (!latest)
        return Failure::refused(
            QCoreApplication::translate("Adc::ChargeOutcomeAction", "there is no charge to end"));
    if (latest->ended)
        return Failure::refused(
            QCoreApplication::translate("Adc::ChargeOutcomeAction",
                                        "the latest charge (%1) already has its outcome")
                .arg(latest->caption));
    if (order.charge && *order.charge != latest->entry)
        return Failure::refused(
            QCoreApplication::translate("Adc::ChargeOutcomeAction",
                                        "entry %1 is not the latest charge (%2)")
                .arg(*order.charge)
                .arg(latest->entry));
    const ChargeOrder &charge = latest->order;
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
    context.inputs().insert(QStringLiteral("charge"), latest->entry);
    // Concatenated, so a unit's name stays as it is.
    context.setSummary(QStringLiteral("Charge outcome: ") + chargeOutcomeTitle(order.outcome)
                       + QStringLiteral(" (") + defender->name + QStringLiteral(")"));
    QJsonObject result { { QStringLiteral("charge"), latest->entry },
                         { QStringLiteral("defender"), defender->id },
                         { QStringLiteral("outcome"), chargeOutcomeName(order.outcome) } };
    if (charger)
        result.insert(QStringLiteral("charger"), charger->id);
    ProcedureOutcome procedure;
    procedure.chargeEnding = order.outcome;
    return ActionDone::of(result, procedure);
}

} // namespace Adc
