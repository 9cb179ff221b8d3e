#pragma once

#include "ui/dicetray/dicesentry.h"

namespace Adc {

// The d10 of the defender's fire on a named charger, typed from the table
// like every other die or, left empty, rolled as the charge is applied. It
// stands on the page the charge is applied from: under the rolls, or on the
// first page for guns, which do not roll.
class ChargeFireDie : public DicesEntry
{
    Q_OBJECT

public:
    explicit ChargeFireDie(QWidget *page);

    // Moves the field to the page (emptied when it moves) and shows it or not.
    void placeOn(QWidget *page, bool shown);
};

} // namespace Adc
