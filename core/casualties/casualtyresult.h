#pragma once

namespace Adc {

// A unit after taking casualty steps: what it holds now and what it lost
// for good, so the log and the dialog can say both.
struct CasualtyResult
{
    int castings = 0;
    int cw = 0;
    // Soft losses still held (at most the table's maxStepsHeld).
    int steps = 0;
    // Castings lost for good (each one a full set of steps).
    int permanentLosses = 0;
    // CW points taken off, never more than the unit had.
    int cwLost = 0;
    // The unit has no castings left; it holds no steps.
    bool eliminated = false;
};

} // namespace Adc
