#pragma once

#include "model/clock.h"
#include "turn/sweepevidence.h"
#include "turn/sweepfact.h"

#include <QList>
#include <QSqlDatabase>

namespace Adc {

// The log's fires, moves and charges of one turn (entries not undone), as
// the facts SweepDerivation reads; and the evidence it gives on the battle
// as it stands. Failures throw DatabaseError.
class SweepFacts
{
public:
    static QList<SweepFact> read(const QSqlDatabase &database, int turn);
    // The boxes of the sweep that ends `clock`, filled from the log.
    static SweepEvidence evidence(const QSqlDatabase &database, const Clock &clock);
};

} // namespace Adc
