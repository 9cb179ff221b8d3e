// libFuzzer: a small valid battle file (fuzz/battle/tiny.adc, made by
// fuzz/battle/make-tiny) mangled by the input and opened in memory (no file
// is written: an in-memory database a run); see BattleFileCheck for how the
// input changes the file.
#include "battlefilecheck.h"
#include "fuzzmain.h"

#include <QFile>

namespace {
QByteArray base;
} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    Adc::FuzzMain::initialise(argc, argv);
    QFile file(QStringLiteral(ADC_SOURCE_DIR "/fuzz/battle/tiny.adc"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("fuzz_battle_file: cannot read %s", qPrintable(file.fileName()));
    base = file.readAll();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    Adc::FuzzMain::expectClean(Adc::BattleFileCheck::runInMemory(base, input));
    return 0;
}
