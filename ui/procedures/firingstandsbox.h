#pragma once

#include "core/model/unitrecord.h"

#include <QComboBox>
#include <optional>

namespace Adc {

// The stands firing: a single small-arms firer may fire fewer than it has
// (half a stand among them), the most first. Only a number lowered by the
// umpire is an order's stands; the full number is the unit's own.
class FiringStandsBox : public QComboBox
{
    Q_OBJECT

public:
    explicit FiringStandsBox(QWidget *parent = nullptr);

    // Offers the lead's choices, `chosen` shown (none: all it has).
    void offer(const UnitRecord &lead, std::optional<double> chosen);
    // The stands chosen for the lead, or none when they are all it has.
    std::optional<double> lowered(const UnitRecord &lead) const;
};

} // namespace Adc
