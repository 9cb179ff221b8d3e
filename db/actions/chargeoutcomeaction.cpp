#include "actions/chargeoutcomeaction.h"

#include "actions/actioncontext.h"
#include "common/requestreader.h"
#include "discipline/chargeplanner.h"
#include "tables/logtable.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <limits>

namespace Adc {

namespace {

// The latest charge not undone, and whether it already has its outcome (in
// its own inputs or from a later charge-outcome not undone).
struct LatestCharge
{
    std::optional<LogEntry> entry;
    bool ended = false;
};

LatestCharge latestCharge(const QSqlDatabase &database)
{
    const QList<LogEntry> entries = LogTable(database).ofKinds(
        { QStringLiteral("charge"), QStringLiteral("charge-outcome") });
    LatestCharge latest;
    for (auto it = entries.crbegin(); it != entries.crend(); ++it) {
        if (it->kind == QLatin1String("charge")) {
            latest.entry = *it;
            latest.ended = latest.ended || it->inputs.contains(QStringLiteral("outcome"));
            return latest;
        }
        latest.ended = true; // an outcome after the latest charge
    }
    return latest;
}

} // namespace

ActionOutcome ChargeOutcomeAction::apply(ActionContext &context, RequestReader &reader)
{
    const std::optional<QString> name
        = reader.word(QStringLiteral("outcome"), chargeOutcomeNames(), true);
    const std::optional<int> named
        = reader.integer(QStringLiteral("charge"), 1, std::numeric_limits<int>::max(), false);
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());
    const ChargeOutcome outcome = *chargeOutcomeFromName(*name);

    const LatestCharge latest = latestCharge(context.database());
    if (!latest.entry)
        return ActionOutcome::refused(
            QCoreApplication::translate("Chargeoutcomeaction", "there is no charge to end"));
    if (latest.ended)
        return ActionOutcome::refused(
            QCoreApplication::translate("Chargeoutcomeaction",
                                        "the latest charge (%1) already has its outcome")
                .arg(latest.entry->caption()));
    if (named && *named != latest.entry->id)
        return ActionOutcome::refused(
            QCoreApplication::translate("Chargeoutcomeaction",
                                        "entry %1 is not the latest charge (%2)")
                .arg(*named)
                .arg(latest.entry->id));
    const QJsonObject &inputs = latest.entry->inputs;
    const qint64 chargerId = inputs.value(QStringLiteral("charger")).toInteger();
    const std::optional<UnitRecord> charger
        = chargerId ? context.unit(chargerId) : std::optional<UnitRecord>();
    const std::optional<UnitRecord> defender
        = context.unit(inputs.value(QStringLiteral("defender")).toInteger());
    if (!defender)
        return ActionOutcome::refused(QCoreApplication::translate(
            "Chargeoutcomeaction", "the charged unit is no longer in the battle"));
    QList<UnitRecord> also;
    for (const QJsonValue &id : inputs.value(QStringLiteral("also")).toArray()) {
        if (const std::optional<UnitRecord> unit = context.unit(id.toInteger()))
            also.append(*unit);
    }

    for (const UnitChange &change : ChargePlanner::settle(outcome, charger, *defender, also)) {
        if (change.changes())
            context.save(change.after);
    }
    context.inputs().insert(QStringLiteral("charge"), latest.entry->id);
    // Concatenated, so a unit's name stays as it is.
    context.setSummary(QStringLiteral("Charge outcome: ") + chargeOutcomeTitle(outcome)
                       + QStringLiteral(" (") + defender->name + QStringLiteral(")"));
    QJsonObject result { { QStringLiteral("charge"), latest.entry->id },
                         { QStringLiteral("defender"), defender->id },
                         { QStringLiteral("outcome"), chargeOutcomeName(outcome) } };
    if (charger)
        result.insert(QStringLiteral("charger"), charger->id);
    return ActionOutcome::done(result);
}

} // namespace Adc
