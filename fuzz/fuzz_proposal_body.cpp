// libFuzzer: the bytes as the body of a side's proposal (POST
// side/TOKEN/proposals), read as the players' server reads it.
#include "fuzzmain.h"
#include "proposalbodycheck.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    Adc::FuzzMain::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray body(reinterpret_cast<const char *>(data), qsizetype(size));
    Adc::FuzzMain::expectClean(Adc::ProposalBodyCheck::run(body));
    return 0;
}
