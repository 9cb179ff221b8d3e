#pragma once

#include <QtGlobal>
#include <thread>

namespace Adc {

// Work over items 0 to count - 1 that reads shared data only (each unit of
// a large import checked, say): from `threshold` items on, the second half
// runs on another thread while this one does the first. The work is called
// as work(from, to, half), half 0 or 1, and must not throw; each half
// writes only its own results, which the caller joins in order.
inline int twoHalvesMode = 0; // bench only: 0 as coded, 1 one thread, 2 two at any size
template<typename Work> void inTwoHalves(qsizetype count, qsizetype threshold, const Work &work)
{
    if (twoHalvesMode == 1 || (twoHalvesMode == 0 && count < threshold)) {
        work(qsizetype(0), count, 0);
        return;
    }
    std::thread second([&] { work(count / 2, count, 1); });
    work(qsizetype(0), count / 2, 0);
    second.join();
}

} // namespace Adc
