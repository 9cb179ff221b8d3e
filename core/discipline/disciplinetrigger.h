#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace Adc {

// When fire discipline is rolled (seed 002, Fire Discipline).
enum class DisciplineTrigger {
    // An infantry unit ordered forward within 4" of a facing enemy infantry unit.
    MovingForward,
    // An infantry unit taking fire that it can return.
    TakingFire,
    // A unit in a firefight trying anything but fire (doing nothing counts).
    ActingInFirefight,
    // Defending infantry facing a charge: rolled at each inch (charge discipline).
    FacingCharge,
};

// "moving-forward", "taking-fire", "acting-in-firefight", "facing-charge".
QString toName(DisciplineTrigger trigger);
std::optional<DisciplineTrigger> disciplineTriggerFromName(const QString &name);
QStringList disciplineTriggerNames();
// One line for the dialog and help, after the seed's wording.
QString describe(DisciplineTrigger trigger);

} // namespace Adc
