// A window (or command-line) source reaching into the battle library's
// storage: it must not compile (tests/walls/probe.cmake).
#include "db/storage/sql.h"

int wallProbeInternal()
{
    return 0;
}
