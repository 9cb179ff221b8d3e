// libFuzzer: a small valid battle file (fuzz/battle/tiny.adc, made by
// fuzz/battle/make-tiny) mangled by the input, written to a temporary folder
// and opened; see BattleFileCheck for how the input changes the file.
#include "battlefilecheck.h"
#include "fuzzmain.h"

#include <QFile>
#include <QTemporaryDir>

namespace {
QTemporaryDir *folder = nullptr;
QByteArray base;
} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    Adc::FuzzMain::initialise(argc, argv);
    // A static folder, so it is removed when the fuzzer exits.
    static QTemporaryDir temporary;
    folder = &temporary;
    if (!folder->isValid())
        qFatal("fuzz_battle_file: no temporary folder");
    QFile file(QStringLiteral(ADC_SOURCE_DIR "/fuzz/battle/tiny.adc"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("fuzz_battle_file: cannot read %s", qPrintable(file.fileName()));
    base = file.readAll();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    Adc::FuzzMain::expectClean(Adc::BattleFileCheck::run(base, input, folder->path()));
    return 0;
}
