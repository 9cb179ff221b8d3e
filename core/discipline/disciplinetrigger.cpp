#include "core/discipline/disciplinetrigger.h"

#include <QCoreApplication>

namespace Adc {

namespace {
constexpr DisciplineTrigger kTriggers[] = {
    DisciplineTrigger::MovingForward,
    DisciplineTrigger::TakingFire,
    DisciplineTrigger::ActingInFirefight,
    DisciplineTrigger::FacingCharge,
};
} // namespace

QString toName(DisciplineTrigger trigger)
{
    switch (trigger) {
    case DisciplineTrigger::MovingForward:
        return QStringLiteral("moving-forward");
    case DisciplineTrigger::TakingFire:
        return QStringLiteral("taking-fire");
    case DisciplineTrigger::ActingInFirefight:
        return QStringLiteral("acting-in-firefight");
    case DisciplineTrigger::FacingCharge:
        return QStringLiteral("facing-charge");
    }
    return QString();
}

std::optional<DisciplineTrigger> disciplineTriggerFromName(const QString &name)
{
    for (DisciplineTrigger trigger : kTriggers) {
        if (toName(trigger) == name)
            return trigger;
    }
    return std::nullopt;
}

QStringList disciplineTriggerNames()
{
    QStringList names;
    for (DisciplineTrigger trigger : kTriggers)
        names << toName(trigger);
    return names;
}

QString describe(DisciplineTrigger trigger)
{
    switch (trigger) {
    case DisciplineTrigger::MovingForward:
        return QCoreApplication::translate(
            "Adc::DisciplineTrigger",
            "Infantry ordered forward within 4\" of a facing enemy infantry unit");
    case DisciplineTrigger::TakingFire:
        return QCoreApplication::translate("Adc::DisciplineTrigger",
                                           "Infantry taking fire that it can return");
    case DisciplineTrigger::ActingInFirefight:
        return QCoreApplication::translate(
            "Adc::DisciplineTrigger",
            "A unit in a firefight trying anything but fire (doing nothing counts)");
    case DisciplineTrigger::FacingCharge:
        return QCoreApplication::translate(
            "Adc::DisciplineTrigger",
            "Defending infantry facing a charge: roll at each inch from 4\" until it fails");
    }
    return QString();
}

} // namespace Adc
