#pragma once

#include <QSqlDatabase>

namespace Adc {

struct CheckReport;

// What `adc check` holds the proposals to: each one's action is one a side
// may propose, its units its side's; an applied one names the log entry
// that applied it, and that entry names it back; a declined one says why;
// no side has more than one waiting proposal a unit, nor more than
// ProposalDesk::kMostWaiting. Throws DatabaseError.
class ProposalAudit
{
public:
    static void check(const QSqlDatabase &database, CheckReport *report);
};

} // namespace Adc
