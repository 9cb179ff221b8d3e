#pragma once

#include "core/casualties/casualtyresult.h"
#include "core/common/tablereader.h"

#include <QJsonObject>
#include <optional>

namespace Adc {

// Casualty steps, castings and combat worthiness (resources/rules/casualties.json).
// A l'Ombre des Aigles, seed 002, Mechanics of Firing: "Each casualty step is
// in 20 men increments. Three casualty steps are equal to one casting
// casualty. Casting casualties are worth 1 CW point each."
class Casualties
{
public:
    static std::optional<Casualties> fromJson(const QJsonObject &root, TableReader &reader);
    // The compiled-in table (":/rules/casualties.json"), loaded once.
    static const Casualties &standard();

    // Steps that make one casting casualty (3).
    int stepsPerCasting() const { return m_stepsPerCasting; }
    // The most soft steps a unit holds (2): the next one is a casting.
    int maxStepsHeld() const { return m_maxStepsHeld; }
    // Men in one casualty step (20).
    int menPerStep() const { return m_menPerStep; }
    // CW points lost with each permanent casting loss (1).
    int cwPerCasting() const { return m_cwPerCasting; }

    // Adds newSteps to the steps a unit holds; every full set of
    // stepsPerCasting becomes one permanent casting loss and cwPerCasting
    // CW points, none below 0. A unit left with no castings is eliminated
    // and holds no steps. Expects steps <= maxStepsHeld and no negative
    // argument. Seed 002, Mechanics of Firing.
    CasualtyResult apply(int castings, int cw, int steps, int newSteps) const;

private:
    int m_stepsPerCasting = 0;
    int m_maxStepsHeld = 0;
    int m_menPerStep = 0;
    int m_cwPerCasting = 0;
};

} // namespace Adc
