// libFuzzer: the bytes as the request of every `adc rules` command.
#include "fuzzmain.h"
#include "rulesrequestcheck.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    Adc::FuzzMain::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray request(reinterpret_cast<const char *>(data), qsizetype(size));
    Adc::FuzzMain::expectClean(Adc::RulesRequestCheck::run(request));
    return 0;
}
