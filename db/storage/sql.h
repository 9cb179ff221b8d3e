#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

namespace Adc {

// Prepared statements with bound values on the battle file, and messages an
// umpire can act on for what SQLite reports.
class Sql
{
public:
    // Prepares and runs one statement with its values bound in order; throws
    // DatabaseError with a readable message on failure.
    static QSqlQuery run(const QSqlDatabase &database, const QString &statement,
                         const QVariantList &values = {});
    // The first column of the first row (an invalid QVariant when none).
    static QVariant value(const QSqlDatabase &database, const QString &statement,
                          const QVariantList &values = {});

    // What went wrong, in words: a full disk, a read-only file, a busy file,
    // a damaged file, else SQLite's own text.
    static QString describe(const QSqlError &error);
    static bool isDiskFull(const QSqlError &error);
};

} // namespace Adc
