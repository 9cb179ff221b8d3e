#pragma once

#include <QString>

namespace Adc {

// Whether an arm may be in a terrain (seed 001), and whether it occupies it
// (and so takes its bonuses) or only reaches it in a charge.
struct TerrainEntry
{
    bool allowed = false;
    bool occupies = false;
    QString reason;
};

} // namespace Adc
