#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace Adc {

// How a charge ends, as the umpire records it (the seed has no charge result
// table): the charge goes home, the charger is repulsed, the defender
// retires, or a firefight.
enum class ChargeOutcome { Home, Repulsed, Retires, Firefight };

// "home", "repulsed", "retires", "firefight" (the JSON's words).
QString chargeOutcomeName(ChargeOutcome outcome);
std::optional<ChargeOutcome> chargeOutcomeFromName(const QString &name);
QStringList chargeOutcomeNames();
// In words for a person ("The charge goes home").
QString chargeOutcomeTitle(ChargeOutcome outcome);

} // namespace Adc
