// libFuzzer: the bytes as a JSON and a CSV order of battle; what reads is
// exported and read back, and imported into a battle in a temporary folder.
#include "fuzzmain.h"
#include "oobimportcheck.h"

#include <QTemporaryDir>

namespace {
QTemporaryDir *folder = nullptr;
}

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    Adc::FuzzMain::initialise(argc, argv);
    // A static folder, so it is removed when the fuzzer exits.
    static QTemporaryDir temporary;
    folder = &temporary;
    if (!folder->isValid())
        qFatal("fuzz_import: no temporary folder");
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray text(reinterpret_cast<const char *>(data), qsizetype(size));
    Adc::FuzzMain::expectClean(Adc::OobImportCheck::run(text, folder->path()));
    return 0;
}
