#pragma once

#include <QSqlDatabase>
#include <QString>

namespace Adc {

// Every row of every state table, one line a row, in key order, read the
// same way from a file and from a server: two battles in the same state give
// the same text whichever engine keeps them.
class CanonicalDump
{
public:
    static QString of(const QSqlDatabase &database);
};

} // namespace Adc
