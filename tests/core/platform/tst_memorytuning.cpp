// The allocator keeps what a program frees (Platform::keepFreedMemory): a block freed at
// the top of the heap stays for the next use instead of going back to the
// system, so a large import or print is not faulted in page by page again.
// (Not built under the sanitizers, whose allocator replaces the C library's.)
#include "core/platform/platform.h"
#include "testsuite.h"

#include <QtTest>
#include <cstdlib>
#include <cstring>
#include <malloc.h>

class tst_MemoryTuning : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void freedBlockStaysInTheHeap();
};

void tst_MemoryTuning::freedBlockStaysInTheHeap()
{
    Adc::Platform::keepFreedMemory();
    // 16 MiB: under the mapping threshold, so taken from the heap; glibc's
    // own default would give it back to the system once freed.
    constexpr size_t size = 16 * 1024 * 1024;
    char *block = static_cast<char *>(std::malloc(size));
    QVERIFY(block);
    std::memset(block, 1, size);
    const struct mallinfo2 held = mallinfo2();
    QVERIFY(held.hblkhd < size); // not a mapping of its own
    std::free(block);
    const struct mallinfo2 after = mallinfo2();
    QVERIFY2(after.fordblks >= size,
             qPrintable(QStringLiteral("%1 bytes kept free").arg(after.fordblks)));
}

ADC_TEST_GUILESS_MAIN(tst_MemoryTuning)
#include "tst_memorytuning.moc"
