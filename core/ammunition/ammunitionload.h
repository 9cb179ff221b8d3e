#pragma once

namespace Adc {

// The ammunition points a unit carries: small-arms AP for infantry and
// cavalry, ball and canister AP for a battery (seed 002, Ammunition).
struct AmmunitionLoad
{
    int smallArms = 0;
    int ball = 0;
    int canister = 0;

    bool operator==(const AmmunitionLoad &other) const
    {
        return smallArms == other.smallArms && ball == other.ball && canister == other.canister;
    }
    bool operator!=(const AmmunitionLoad &other) const { return !(*this == other); }
};

} // namespace Adc
