#include "db/storage/sql.h"

#include "db/storage/databaseerror.h"
#include "db/storage/serverresult.h"

#include <QCoreApplication>
#include <QSqlDriver>

namespace Adc {

namespace {
// SQLite's primary result codes, as the Qt driver reports them.
constexpr int kBusy = 5;
constexpr int kLocked = 6;
constexpr int kReadOnly = 8;
constexpr int kIoError = 10;
constexpr int kCorrupt = 11;
constexpr int kFull = 13;
constexpr int kCantOpen = 14;
constexpr int kConstraint = 19;
constexpr int kNotADatabase = 26;

// PostgreSQL reports a five-character SQLSTATE; SQLite a number of at most
// four digits.
QString sqlState(const QSqlError &error)
{
    const QString code = error.nativeErrorCode();
    return code.size() == 5 ? code : QString();
}

QString describeServer(const QString &state, const QString &detail)
{
    if (state.startsWith(QLatin1String("23")))
        return QCoreApplication::translate("Adc::Sql", "a value breaks the battle's rules (%1)")
            .arg(detail);
    if (state == QLatin1String("25006") || state == QLatin1String("42501"))
        return QCoreApplication::translate("Adc::Sql", "the server lets this role only read (%1)")
            .arg(detail);
    if (state == QLatin1String("53100"))
        return QCoreApplication::translate(
                   "Adc::Sql", "the server's disk is full (%1); nothing of this action was written")
            .arg(detail);
    if (state.startsWith(QLatin1String("08")) || state == QLatin1String("57P01"))
        return Sql::lostConnection(detail);
    if (state == QLatin1String("40001") || state == QLatin1String("40P01"))
        return QCoreApplication::translate(
                   "Adc::Sql", "another station changed the same rows at the same moment (%1)")
            .arg(detail);
    return detail;
}

int code(const QSqlError &error)
{
    if (!sqlState(error).isEmpty())
        return -1;
    bool ok = false;
    const int value = error.nativeErrorCode().toInt(&ok);
    // Extended result codes keep the primary code in their low byte.
    return ok ? (value & 0xff) : -1;
}
} // namespace

QSqlQuery Sql::query(const QSqlDatabase &database)
{
    if (isServer(database) && database.driver())
        return QSqlQuery(new ServerResult(database.driver()));
    return QSqlQuery(database);
}

QSqlQuery Sql::run(const QSqlDatabase &database, const QString &statement,
                   const QVariantList &values)
{
    QSqlQuery query = Sql::query(database);
    // Rows are read once, in order: no cache of every row in the driver.
    query.setForwardOnly(true);
    QVariantList bound;
    for (const QVariant &value : values)
        bound.append(bindable(database, value));
    if (!query.prepare(statement))
        fail(query.lastError());
    for (const QVariant &value : std::as_const(bound))
        query.addBindValue(value);
    if (!query.exec())
        fail(query.lastError());
    return query;
}

QVariant Sql::bindable(const QSqlDatabase &database, const QVariant &value)
{
    if (value.typeId() != QMetaType::QString)
        return value;
    const QString text = value.toString();
    // A null QString is bound as NULL by the driver; an empty text is meant.
    if (text.isNull())
        return QString(QLatin1String(""));
    if (text.contains(QChar(0)) && isServer(database))
        throw DatabaseError(QCoreApplication::translate(
            "Adc::Sql",
            "a text holds a NUL character (U+0000), which a PostgreSQL server cannot keep"));
    return value;
}

qint64 Sql::insert(const QSqlDatabase &database, const QString &statement,
                   const QVariantList &values)
{
    QSqlQuery query = run(database, statement + QLatin1String(" RETURNING id"), values);
    return query.next() ? query.value(0).toLongLong() : 0;
}

bool Sql::isServer(const QSqlDatabase &database)
{
    return database.driverName() == QLatin1String("QPSQL");
}

void Sql::execute(const QSqlDatabase &database, const QString &statement)
{
    QSqlQuery query(database);
    if (!query.exec(statement))
        fail(query.lastError());
}

bool Sql::isRetryable(const QSqlError &error)
{
    const QString state = sqlState(error);
    return state == QLatin1String("40001") || state == QLatin1String("40P01");
}

void Sql::fail(const QSqlError &error)
{
    throw DatabaseError(describe(error), isRetryable(error));
}

QVariant Sql::value(const QSqlDatabase &database, const QString &statement,
                    const QVariantList &values)
{
    QSqlQuery query = run(database, statement, values);
    return query.next() ? query.value(0) : QVariant();
}

QString Sql::lostConnection(const QString &detail)
{
    if (detail.trimmed().isEmpty())
        return QCoreApplication::translate("Adc::Sql", "the connection to the server was lost");
    return QCoreApplication::translate("Adc::Sql", "the connection to the server was lost (%1)")
        .arg(detail.simplified());
}

bool Sql::isDiskFull(const QSqlError &error)
{
    return code(error) == kFull;
}

QString Sql::describe(const QSqlError &error)
{
    const QString detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    // A server's message goes on with lines that quote the statement (LINE
    // 1: ...): only its first line is the umpire's.
    if (const QString state = sqlState(error); !state.isEmpty())
        return describeServer(state, detail.trimmed().section(QLatin1Char('\n'), 0, 0));
    switch (code(error)) {
    case kFull:
        return QCoreApplication::translate(
                   "Adc::Sql", "the disk is full (%1); nothing of this action was written")
            .arg(detail);
    case kReadOnly:
        return QCoreApplication::translate("Adc::Sql", "the battle file is read-only (%1)")
            .arg(detail);
    case kBusy:
    case kLocked:
        return QCoreApplication::translate("Adc::Sql",
                                           "another program is writing to the battle file (%1)")
            .arg(detail);
    case kIoError:
        return QCoreApplication::translate("Adc::Sql",
                                           "the battle file could not be read or written (%1)")
            .arg(detail);
    case kCorrupt:
    case kNotADatabase:
        return QCoreApplication::translate("Adc::Sql", "the battle file is damaged (%1)")
            .arg(detail);
    case kCantOpen:
        return QCoreApplication::translate("Adc::Sql", "the battle file cannot be opened (%1)")
            .arg(detail);
    case kConstraint:
        return QCoreApplication::translate("Adc::Sql",
                                           "a value breaks the battle file's rules (%1)")
            .arg(detail);
    default:
        return detail;
    }
}

} // namespace Adc
