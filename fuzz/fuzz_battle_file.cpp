// libFuzzer: a small valid battle file (fuzz/battle/tiny.adc, made by
// fuzz/battle/make-tiny, or the same battle at the current version,
// tiny-current.adc) mangled by the input and opened in memory (no file is
// written: an in-memory database a run); see BattleFileCheck for how the
// input chooses the file and changes it.
#include "battlefilecheck.h"
#include "fuzzmain.h"

#include <QFile>

namespace {
Adc::BattleFileCheck::Bases bases;

QByteArray readBase(const char *path)
{
    QFile file(QString::fromUtf8(path));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("fuzz_battle_file: cannot read %s", path);
    return file.readAll();
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    Adc::FuzzMain::initialise(argc, argv);
    bases.oldest = readBase(ADC_SOURCE_DIR "/fuzz/battle/tiny.adc");
    bases.current = readBase(ADC_SOURCE_DIR "/fuzz/battle/tiny-current.adc");
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    Adc::FuzzMain::expectClean(
        Adc::BattleFileCheck::runInMemory(bases, input, Adc::BattleFileCheck::depthFor(input)));
    return 0;
}
