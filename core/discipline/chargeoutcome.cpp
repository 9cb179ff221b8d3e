#include "core/discipline/chargeoutcome.h"

#include <QCoreApplication>

namespace Adc {

QString chargeOutcomeName(ChargeOutcome outcome)
{
    switch (outcome) {
    case ChargeOutcome::Home:
        return QStringLiteral("home");
    case ChargeOutcome::Repulsed:
        return QStringLiteral("repulsed");
    case ChargeOutcome::Retires:
        return QStringLiteral("retires");
    case ChargeOutcome::Firefight:
        return QStringLiteral("firefight");
    }
    return QString();
}

QStringList chargeOutcomeNames()
{
    return { QStringLiteral("home"), QStringLiteral("repulsed"), QStringLiteral("retires"),
             QStringLiteral("firefight") };
}

std::optional<ChargeOutcome> chargeOutcomeFromName(const QString &name)
{
    for (const ChargeOutcome outcome : { ChargeOutcome::Home, ChargeOutcome::Repulsed,
                                         ChargeOutcome::Retires, ChargeOutcome::Firefight }) {
        if (chargeOutcomeName(outcome) == name)
            return outcome;
    }
    return std::nullopt;
}

QString chargeOutcomeTitle(ChargeOutcome outcome)
{
    switch (outcome) {
    case ChargeOutcome::Home:
        return QCoreApplication::translate("Adc::ChargeOutcome", "The charge goes home");
    case ChargeOutcome::Repulsed:
        return QCoreApplication::translate("Adc::ChargeOutcome", "The charger is repulsed");
    case ChargeOutcome::Retires:
        return QCoreApplication::translate("Adc::ChargeOutcome", "The defender retires");
    case ChargeOutcome::Firefight:
        return QCoreApplication::translate("Adc::ChargeOutcome", "A firefight");
    }
    return QString();
}

} // namespace Adc
