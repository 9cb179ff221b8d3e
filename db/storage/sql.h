#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

namespace Adc {

// Prepared statements with bound values on the battle (a file or a server),
// and messages an umpire can act on for what the engine reports.
class Sql
{
public:
    // A query on the battle. On a server its values are bound, sent beside
    // the statement, never written into its text (ServerResult).
    static QSqlQuery query(const QSqlDatabase &database);
    // Prepares and runs one statement with its values bound in order; throws
    // DatabaseError with a readable message on failure.
    static QSqlQuery run(const QSqlDatabase &database, const QString &statement,
                         const QVariantList &values = {});
    // The first column of the first row (an invalid QVariant when none).
    static QVariant value(const QSqlDatabase &database, const QString &statement,
                          const QVariantList &values = {});
    // Runs an INSERT into a table keyed by an integer id and gives the new
    // row's id (RETURNING id, which both engines read the same way).
    static qint64 insert(const QSqlDatabase &database, const QString &statement,
                         const QVariantList &values);
    // A value as it is bound: a null QString as an empty text (NULL is an
    // invalid QVariant). A text holding a NUL character, which a server
    // cannot keep, is refused on a server with a message (DatabaseError)
    // before any statement is sent.
    static QVariant bindable(const QSqlDatabase &database, const QVariant &value);
    // Whether the connection is to a PostgreSQL server (else an SQLite file).
    static bool isServer(const QSqlDatabase &database);
    // Runs a statement that takes no values and is not prepared (BEGIN,
    // COMMIT, DDL on a server); throws DatabaseError.
    static void execute(const QSqlDatabase &database, const QString &statement);

    // What went wrong, in words: a full disk, a read-only file, a busy file,
    // a damaged file, else SQLite's own text; for a server, its SQLSTATE
    // read the same way.
    static QString describe(const QSqlError &error);
    static bool isDiskFull(const QSqlError &error);
    // "the connection to the server was lost (detail)", or without the
    // detail when there is none.
    static QString lostConnection(const QString &detail);
    // A server's serialization failure (40001) or deadlock (40P01): the
    // transaction may be run again.
    static bool isRetryable(const QSqlError &error);
    // The DatabaseError for a failed statement, retryable when it is.
    [[noreturn]] static void fail(const QSqlError &error);
};

} // namespace Adc
