#include "cli/command/writesignals.h"

#include <csignal>

namespace Adc {

void WriteSignals::ignore()
{
    // The write then fails with EPIPE or EFBIG, which the writers report.
    std::signal(SIGPIPE, SIG_IGN);
    std::signal(SIGXFSZ, SIG_IGN);
}

} // namespace Adc
