#pragma once

namespace Adc {

// A write the system refuses (a closed pipe, a file over the size limit)
// is reported as a write that failed, in one line with exit 1, instead of
// the signal that would end the program without a word (SIGPIPE, SIGXFSZ).
class WriteSignals
{
public:
    static void ignore();
};

} // namespace Adc
