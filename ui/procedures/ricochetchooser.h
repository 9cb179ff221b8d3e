#pragma once

#include "ui/choosers/tickedunits.h"

namespace Adc {

class FireRequestBuilder;

// The units a ball fire ricochets on, named on the fire's first page with
// the target and range: the units in the line of fire within 5" beyond
// the target, typed and ticked. None ticked, the fire has no ricochet and
// goes from its die to its result; some ticked, their distances and dice
// come after the die. Shown only for a fire that may ricochet.
class RicochetChooser : public TickedUnits
{
    Q_OBJECT

public:
    explicit RicochetChooser(QWidget *parent = nullptr);

    // Offers the order's candidates, keeping the units ticked that are
    // still among them; hidden, none ticked, when the fire may not ricochet.
    void offer(const FireRequestBuilder &builder);
};

} // namespace Adc
