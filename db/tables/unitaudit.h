#pragma once

#include <QSqlDatabase>

namespace Adc {

struct CheckReport;

// What `adc check` holds the units' ammunition to (seed 002, Ammunition):
// a battery holds no more ball or canister AP than its full loads, which
// replenishment refills it to; a unit without guns holds no full loads.
// Throws DatabaseError.
class UnitAudit
{
public:
    static void check(const QSqlDatabase &database, CheckReport *report);
};

} // namespace Adc
