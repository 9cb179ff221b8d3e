#pragma once

#include "core/model/clock.h"
#include "core/turn/sweepevidence.h"
#include "core/turn/sweepfact.h"

#include <QList>
#include <QSqlDatabase>

namespace Adc {

// The log's fires, moves, flights and charges (entries not undone, oldest
// first), as the facts SweepDerivation reads; and the evidence it gives on the battle
// as it stands. Failures throw DatabaseError.
class SweepFacts
{
public:
    static QList<SweepFact> read(const QSqlDatabase &database);
    // The boxes of the sweep that ends `clock`, filled from the log.
    static SweepEvidence evidence(const QSqlDatabase &database, const Clock &clock);
};

} // namespace Adc
