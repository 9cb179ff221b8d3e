#pragma once

namespace Adc {

// The contract's standard error: one line, "adc: ...", when something
// fails. What Qt and its drivers say on their own is dropped: a lost
// server connection otherwise adds a line for each query run on it and
// each statement that could no longer be freed, and the platform adds its
// own (no XDG_RUNTIME_DIR, fonts). Critical and fatal messages are kept,
// each as one line.
class CommandMessages
{
public:
    static void install();
};

} // namespace Adc
