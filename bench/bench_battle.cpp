// The battle file's cost, measured against SQLite itself:
// - loading a 2,000-unit battle (open the file, read every unit);
// - 1,000 fire actions through Battle::apply, one durable transaction each;
// - the same row changes and log rows through the sqlite3 shell, BEGIN and
//   COMMIT per action, with the same PRAGMAs (WAL, synchronous FULL): the
//   bare cost of a commit on this disk.
// Targets: an action costs at most 2x a bare commit; the load is under 50 ms.
//
// Usage: bench_battle [--units N] [--actions N] [--loads N] [--dir PATH]
// (the folder decides the disk measured; default a temporary folder).

#include "db/battle/battle.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>

using namespace Adc;

namespace {

struct Options
{
    int units = 2000;
    int actions = 1000;
    int loads = 20;
    QString dir;
};

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

// One SQL literal for a value read from the file.
QString literal(const QVariant &value)
{
    if (value.isNull())
        return QStringLiteral("NULL");
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return QString::number(value.toLongLong());
    case QMetaType::Double:
        return QString::number(value.toDouble(), 'g', 17);
    default: {
        QString text = value.toString();
        text.replace(QLatin1Char('\''), QLatin1String("''"));
        return QLatin1Char('\'') + text + QLatin1Char('\'');
    }
    }
}

// Every column of one row, for an INSERT or an UPDATE.
QList<std::pair<QString, QString>> rowValues(const QSqlDatabase &database, const QString &table,
                                             qint64 id)
{
    QSqlQuery query(database);
    query.prepare(QStringLiteral("SELECT * FROM %1 WHERE id = ?").arg(table));
    query.addBindValue(id);
    QList<std::pair<QString, QString>> values;
    if (!query.exec() || !query.next())
        return values;
    const QSqlRecord record = query.record();
    for (int i = 0; i < record.count(); ++i)
        values.append({ record.fieldName(i), literal(query.value(i)) });
    return values;
}

QList<UnitRecord> orderOfBattle(int count)
{
    QList<UnitRecord> units;
    for (int i = 0; i < count; ++i) {
        UnitRecord unit;
        const bool french = i % 2 == 1;
        unit.name = QStringLiteral("%1 battalion %2")
                        .arg(french ? QStringLiteral("French") : QStringLiteral("Allied"))
                        .arg(i);
        unit.side = french ? QStringLiteral("French") : QStringLiteral("Anglo-Allied");
        unit.brigade = QStringLiteral("Brigade %1").arg(i / 8);
        unit.arm = Arm::Infantry;
        unit.castingsInitial = unit.castings = 12;
        unit.cwInitial = unit.cw = 9;
        unit.ap = 8;
        units.append(unit);
    }
    return units;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    Options options;
    const QStringList args = app.arguments().mid(1);
    for (int i = 0; i + 1 < args.size(); i += 2) {
        if (args.at(i) == QLatin1String("--units"))
            options.units = args.at(i + 1).toInt();
        else if (args.at(i) == QLatin1String("--actions"))
            options.actions = args.at(i + 1).toInt();
        else if (args.at(i) == QLatin1String("--loads"))
            options.loads = args.at(i + 1).toInt();
        else if (args.at(i) == QLatin1String("--dir"))
            options.dir = args.at(i + 1);
    }
    options.actions = qMin(options.actions, options.units / 2);
    const QString sqlite3 = QStandardPaths::findExecutable(QStringLiteral("sqlite3"));
    if (sqlite3.isEmpty()) {
        std::fprintf(stderr, "bench_battle: the sqlite3 shell is needed\n");
        return 1;
    }
    QTemporaryDir temporary(options.dir.isEmpty()
                                ? QDir::tempPath() + QStringLiteral("/bench_battle-XXXXXX")
                                : options.dir + QStringLiteral("/bench_battle-XXXXXX"));
    if (!temporary.isValid()) {
        std::fprintf(stderr, "bench_battle: no temporary folder\n");
        return 1;
    }
    const QString file = temporary.filePath(QStringLiteral("battle.adc"));
    const QString bare = temporary.filePath(QStringLiteral("bare.adc"));
    const QString script = temporary.filePath(QStringLiteral("commits.sql"));
    const QString pragmas = temporary.filePath(QStringLiteral("pragmas.sql"));

    // The battle: every unit added in one transaction.
    {
        Result<std::unique_ptr<Battle>> battle = Battle::create(file, QStringLiteral("Benchmark"));
        const Result<QList<qint64>> added = battle
            ? (*battle)->addUnits(orderOfBattle(options.units))
            : Result<QList<qint64>>(battle.failure());
        if (!added) {
            std::fprintf(stderr, "bench_battle: %s\n", qPrintable(added.error()));
            return 1;
        }
    }
    // The same file before any action, for the sqlite3 shell.
    if (!QFile::copy(file, bare)) {
        std::fprintf(stderr, "bench_battle: cannot copy the battle\n");
        return 1;
    }

    // Load: open the file and read every unit.
    QList<double> loads;
    for (int i = 0; i < options.loads; ++i) {
        QElapsedTimer timer;
        timer.start();
        Result<std::unique_ptr<Battle>> battle = Battle::open(file);
        const QList<UnitRecord> units = battle ? (*battle)->units() : QList<UnitRecord>();
        loads.append(timer.nsecsElapsed() / 1e6);
        if (units.size() != options.units) {
            std::fprintf(stderr, "bench_battle: %s\n", qPrintable(battle.error()));
            return 1;
        }
    }

    // Actions: each of the first N allied battalions fires once at a French one.
    QString sql = QStringLiteral("PRAGMA journal_mode = WAL;\nPRAGMA synchronous = FULL;\n"
                                 "PRAGMA foreign_keys = ON;\n");
    QFile pragmaFile(pragmas);
    if (!pragmaFile.open(QIODevice::WriteOnly) || pragmaFile.write(sql.toUtf8()) < 0) {
        std::fprintf(stderr, "bench_battle: cannot write %s\n", qPrintable(pragmas));
        return 1;
    }
    pragmaFile.close();
    double actionsMs = 0;
    {
        Result<std::unique_ptr<Battle>> opened = Battle::open(file);
        if (!opened) {
            std::fprintf(stderr, "bench_battle: %s\n", qPrintable(opened.error()));
            return 1;
        }
        const std::unique_ptr<Battle> battle = std::move(*opened);
        const QList<UnitRecord> units = battle->units();
        QList<QJsonObject> requests;
        for (int i = 0; i < options.actions; ++i) {
            requests.append(
                QJsonObject { { QStringLiteral("action"), QStringLiteral("fire") },
                              { QStringLiteral("firers"), QJsonArray { units.at(2 * i).id } },
                              { QStringLiteral("target"), units.at(2 * i + 1).id },
                              { QStringLiteral("range"), 2 },
                              { QStringLiteral("die"), 1 + i % 9 },
                              { QStringLiteral("boxcars_roll"), 9 } });
        }
        QList<qint64> logIds;
        QElapsedTimer timer;
        timer.start();
        for (const QJsonObject &request : std::as_const(requests)) {
            const ActionOutcome outcome = battle->apply(request);
            if (!outcome.ok()) {
                std::fprintf(
                    stderr, "bench_battle: the fire failed: %s %s\n", qPrintable(outcome.error()),
                    qPrintable(answerOf(outcome).value(QStringLiteral("reason")).toString()));
                return 1;
            }
            logIds.append(answerOf(outcome).value(QStringLiteral("log_id")).toInteger());
        }
        actionsMs = timer.nsecsElapsed() / 1e6;

        // The equivalent SQL: each action's two unit rows as they now stand
        // and its log row, in a transaction of its own, read on a connection
        // of the benchmark's own.
        QSqlDatabase database
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bench-rows"));
        database.setDatabaseName(file);
        database.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!database.open()) {
            std::fprintf(stderr, "bench_battle: %s\n", qPrintable(database.lastError().text()));
            return 1;
        }
        for (int i = 0; i < options.actions; ++i) {
            sql += QStringLiteral("BEGIN IMMEDIATE;\n");
            for (const qint64 id : { units.at(2 * i).id, units.at(2 * i + 1).id }) {
                QStringList sets;
                for (const auto &column : rowValues(database, QStringLiteral("units"), id)) {
                    if (column.first != QLatin1String("id"))
                        sets << column.first + QLatin1String(" = ") + column.second;
                }
                sql += QStringLiteral("UPDATE units SET %1 WHERE id = %2;\n")
                           .arg(sets.join(QLatin1String(", ")))
                           .arg(id);
            }
            QStringList columns;
            QStringList values;
            for (const auto &column : rowValues(database, QStringLiteral("log"), logIds.at(i))) {
                columns << column.first;
                values << column.second;
            }
            sql += QStringLiteral("INSERT INTO log (%1) VALUES (%2);\nCOMMIT;\n")
                       .arg(columns.join(QLatin1String(", ")), values.join(QLatin1String(", ")));
        }
    }
    QFile scriptFile(script);
    if (!scriptFile.open(QIODevice::WriteOnly) || scriptFile.write(sql.toUtf8()) < 0) {
        std::fprintf(stderr, "bench_battle: cannot write %s\n", qPrintable(script));
        return 1;
    }
    scriptFile.close();

    // sqlite3 FILE < script, less the shell's own start (the PRAGMAs alone).
    const auto runShell = [&](const QString &input, double *ms) {
        QProcess shell;
        shell.setStandardInputFile(input);
        QElapsedTimer timer;
        timer.start();
        shell.start(sqlite3, { QStringLiteral("-bail"), bare });
        const bool finished = shell.waitForFinished(600000);
        *ms = timer.nsecsElapsed() / 1e6;
        if (!finished || shell.exitCode() != 0) {
            std::fprintf(stderr, "bench_battle: sqlite3 failed: %s\n",
                         shell.readAllStandardError().constData());
            return false;
        }
        return true;
    };
    QList<double> starts;
    for (int i = 0; i < 5; ++i) {
        double ms = 0;
        if (!runShell(pragmas, &ms))
            return 1;
        starts.append(ms);
    }
    double shellMs = 0;
    if (!runShell(script, &shellMs))
        return 1;
    const double bareMs = qMax(0.001, shellMs - median(starts));

    const double perAction = actionsMs / options.actions;
    const double perCommit = bareMs / options.actions;
    const double ratio = perAction / perCommit;
    const double load = median(loads);
    std::printf("battle file benchmark (%d units, %d fire actions, in %s)\n", options.units,
                options.actions, qPrintable(QDir::toNativeSeparators(temporary.path())));
    std::printf("  load (open + read every unit), median of %d: %8.2f ms   (target < 50 ms)\n",
                options.loads, load);
    std::printf("  fire action through Battle::apply:          %8.3f ms each\n", perAction);
    std::printf("  same rows through sqlite3, BEGIN/COMMIT:    %8.3f ms each (shell start %.1f ms "
                "taken off)\n",
                perCommit, median(starts));
    std::printf("  action / bare commit:                       %8.2f x    (target <= 2x)\n", ratio);
    std::printf("{\"units\": %d, \"actions\": %d, \"load_ms\": %.3f, \"action_ms\": %.4f, "
                "\"bare_commit_ms\": %.4f, \"ratio\": %.3f}\n",
                options.units, options.actions, load, perAction, perCommit, ratio);
    return 0;
}
