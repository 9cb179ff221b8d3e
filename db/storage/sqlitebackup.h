#pragma once

#include "core/common/result.h"

#include <QString>

class QSqlDatabase;

namespace Adc {

// A consistent copy of an open battle file, made by SQLite's backup API on
// the connection's own handle: written whole under a temporary name, then
// put at `path`; never over a file, never over the battle itself.
class SqliteBackup
{
public:
    static Result<void> save(const QSqlDatabase &database, const QString &battlePath,
                             const QString &path);
};

} // namespace Adc
