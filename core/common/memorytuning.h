#pragma once

namespace Adc {

// The C library's allocator, tuned once at a program's start. By default
// glibc gives freed memory back to the system past 128 KiB and maps each
// block over a threshold afresh, so the megabyte texts of an import's log
// entry, and each action's statement buffers on a small heap, are faulted
// in again every time (an action cost 4.5 ms instead of 3.0 ms).
class MemoryTuning
{
public:
    // Keeps freed memory for the next use; nothing where the C library has
    // no such settings.
    static void keepFreedMemory();
};

} // namespace Adc
