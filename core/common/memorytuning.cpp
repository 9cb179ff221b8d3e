#include "core/common/memorytuning.h"

// Any C library header says whether this is glibc.
#include <cstdlib>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace Adc {

void MemoryTuning::keepFreedMemory()
{
#if defined(__GLIBC__)
    // Up to 256 MiB kept at the top of the heap, and blocks up to 32 MiB
    // (the most glibc allows) taken from it rather than mapped one by one.
    mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024);
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
#endif
}

} // namespace Adc
