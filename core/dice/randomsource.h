#pragma once

namespace Adc {

// Where die faces come from: a seeded generator at the table, faces typed in
// by the umpire, or a script in a test.
class RandomSource
{
public:
    virtual ~RandomSource() = default;

    // One die of `sides` faces (sides >= 2): a face from 1 to sides.
    virtual int roll(int sides) = 0;
};

} // namespace Adc
