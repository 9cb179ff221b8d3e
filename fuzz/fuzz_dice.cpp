// libFuzzer: the bytes as a dice expression, and its distribution when it
// has few dice.
#include "dicecheck.h"
#include "fuzzmain.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    Adc::FuzzMain::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray text(reinterpret_cast<const char *>(data), qsizetype(size));
    Adc::FuzzMain::expectClean(Adc::DiceCheck::run(text));
    return 0;
}
