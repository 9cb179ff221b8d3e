#pragma once

#include "db/storage/checkreport.h"

#include <QString>

class QSqlDatabase;

namespace Adc {

// What `adc check` asks of a battle file itself: its size against its page
// count, SQLite's full integrity check and the foreign keys, each finding
// in words (at most 20 of SQLite's own named).
class SqliteCheck
{
public:
    static void run(const QSqlDatabase &database, const QString &path, CheckReport *report);
};

} // namespace Adc
