#include "db/storage/sqlitecheck.h"

#include "db/storage/battlefile.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace Adc {

namespace {

// At most this many of SQLite's own findings are named.
constexpr int kMostNamed = 20;

void integrity(const QSqlDatabase &database, CheckReport *report)
{
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("PRAGMA integrity_check(%1)").arg(kMostNamed))) {
        report->problems.append(
            QCoreApplication::translate("Adc::SqliteCheck", "the integrity check could not run: ")
            + query.lastError().text());
        return;
    }
    QStringList found;
    while (query.next()) {
        const QString line = query.value(0).toString();
        if (line != QLatin1String("ok"))
            found.append(line);
    }
    if (found.isEmpty())
        report->checks.append(QCoreApplication::translate(
            "Adc::SqliteCheck", "SQLite's full integrity check finds nothing wrong"));
    for (const QString &line : std::as_const(found))
        report->problems.append(
            QCoreApplication::translate("Adc::SqliteCheck", "the file is damaged: ") + line);
}

void foreignKeys(const QSqlDatabase &database, CheckReport *report)
{
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("PRAGMA foreign_key_check"))) {
        report->problems.append(
            QCoreApplication::translate("Adc::SqliteCheck", "the foreign key check could not run: ")
            + query.lastError().text());
        return;
    }
    int found = 0;
    while (query.next()) {
        if (++found <= kMostNamed)
            report->problems.append(
                QCoreApplication::translate("Adc::SqliteCheck",
                                            "%1 row %2 refers to a row of %3 that does not exist")
                    .arg(query.value(0).toString(), query.value(1).toString(),
                         query.value(2).toString()));
    }
    if (found > kMostNamed)
        report->problems.append(
            QCoreApplication::translate("Adc::SqliteCheck",
                                        "and %1 more rows that refer to missing rows")
                .arg(found - kMostNamed));
    if (found == 0)
        report->checks.append(QCoreApplication::translate(
            "Adc::SqliteCheck", "every row refers only to rows that exist"));
}

} // namespace

void SqliteCheck::run(const QSqlDatabase &database, const QString &path, CheckReport *report)
{
    if (Result<void> sized = BattleFile::checkSize(database, path); !sized)
        report->problems.append(sized.error());
    else
        report->checks.append(QCoreApplication::translate(
            "Adc::SqliteCheck", "the file's size matches its page count"));
    integrity(database, report);
    foreignKeys(database, report);
}

} // namespace Adc
