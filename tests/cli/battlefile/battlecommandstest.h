#pragma once

// What the tests of the battle commands share: a fresh folder for each test,
// battles made with adc init, and the file read from outside the program.

#include "cli/adcrunner.h"
#include "testserver.h"

#include <QFile>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <memory>

namespace BattleTest {

using AdcTest::adc;
using AdcTest::Run;

inline QByteArray json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline void writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(data), data.size());
}

inline QStringList db(const QString &path)
{
    return { QStringLiteral("--db"), path };
}

// Runs SQL on a battle (a file, or a database on the test server) from
// outside the program (as another tool would).
inline QVariant sqlValue(const QString &path, const QString &statement)
{
    QVariant value;
    {
        const bool server = path.startsWith(QLatin1String("postgresql://"));
        QSqlDatabase database = QSqlDatabase::addDatabase(server ? QStringLiteral("QPSQL")
                                                                 : QStringLiteral("QSQLITE"),
                                                          QStringLiteral("outside"));
        if (server) {
            const QUrl url(path);
            database.setHostName(url.host());
            database.setPort(url.port(5432));
            database.setUserName(url.userName());
            database.setDatabaseName(url.path().mid(1));
        } else {
            database.setDatabaseName(path);
        }
        if (database.open()) {
            QSqlQuery query(database);
            if (query.exec(statement) && query.next())
                value = query.value(0);
            database.close();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("outside"));
    return value;
}

inline const QStringList kUnitKeys {
    QStringLiteral("id"),           QStringLiteral("name"),
    QStringLiteral("side"),         QStringLiteral("brigade"),
    QStringLiteral("arm"),          QStringLiteral("class"),
    QStringLiteral("castings"),     QStringLiteral("castings_initial"),
    QStringLiteral("cw"),           QStringLiteral("cw_initial"),
    QStringLiteral("steps"),        QStringLiteral("ap"),
    QStringLiteral("ap_ball"),      QStringLiteral("ap_canister"),
    QStringLiteral("tubes"),        QStringLiteral("weapon"),
    QStringLiteral("smoke"),        QStringLiteral("morale"),
    QStringLiteral("formation"),    QStringLiteral("terrain"),
    QStringLiteral("ap_ball_full"), QStringLiteral("ap_canister_full")
};

inline const QByteArray kBattalion
    = R"({"name": "1/42nd", "side": "Anglo-Allied", "brigade": "Pack", "arm": "infantry", "castings": 9})";
inline const QByteArray kColumn
    = R"({"name": "61e Ligne", "side": "French", "brigade": "Husson", "arm": "infantry", "castings": 12, "formation": "column"})";

// The base of each test class: the slots stay in the class, the folder and
// the battles made in it here.
class BattleCommandsTest : public QObject
{
protected:
    void makeFolder()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }
    QString path(const QString &name) const { return m_dir->filePath(name); }

    // A new battle made with adc init: a file in the test's folder, or in the
    // suite's run on the server (TestServer::enabled()), a fresh database
    // there.
    QString newBattle(const QString &name = QStringLiteral("b.adc"))
    {
        const QString file
            = TestServer::enabled() ? TestServer::urlOf(TestServer::freshDatabase()) : path(name);
        const Run run = adc(QStringList { QStringLiteral("init") } + db(file)
                            + QStringList { QStringLiteral("--name"), QStringLiteral("Test") });
        if (run.exitCode != 0)
            qWarning("init failed: %s", run.err.constData());
        return file;
    }

    QJsonArray units(const QString &file)
    {
        const Run run = adc(QStringList { QStringLiteral("units") } + db(file));
        if (run.exitCode != 0)
            qWarning("units failed: %s", run.err.constData());
        return run.array();
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

} // namespace BattleTest
