// A window (or command-line) source using the battle library as it may.
#include "db/battle/battle.h"

int wallProbePublic()
{
    return Adc::Battle::schemaVersion();
}
