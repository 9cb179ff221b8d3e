// On a PostgreSQL server a statement's values travel beside it, bound, never
// written into its text: the server sees $1, $2…, and each value comes back
// as it went, whatever its characters (the throwaway cluster of
// tools/pg-cluster).

#include "db/battle/battle.h"
#include "db/battleinternals.h"
#include "db/resulttesting.h"
#include "db/storage/databaseerror.h"
#include "db/storage/sql.h"
#include "db/storage/statementcache.h"
#include "testserver.h"
#include "testsuite.h"

#include <QSqlQuery>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

class tst_ServerBinding : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_database = TestServer::freshDatabase();
        QString error;
        m_battle = valueOf(Battle::create(TestServer::urlOf(m_database), QStringLiteral("Ligny")),
                           &error);
        QVERIFY2(m_battle, qPrintable(error));
    }
    void cleanup()
    {
        m_battle.reset();
        TestServer::dropDatabase(m_database);
    }

    void theServerSeesPlaceholdersNotValues()
    {
        const QSqlDatabase database = BattleInternals::connection(*m_battle);
        const QString name = QStringLiteral("1/42nd'); DROP TABLE units; --");
        QSqlQuery query = Sql::run(
            database, QStringLiteral("SELECT current_query() WHERE CAST(? AS text) <> ''"),
            { name });
        QVERIFY(query.next());
        const QString seen = query.value(0).toString();
        QVERIFY2(seen.contains(QLatin1String("$1")), qPrintable(seen));
        QVERIFY2(!seen.contains(QLatin1String("42nd")), qPrintable(seen));
        // The same through the statements kept for imports.
        const QString kept
            = StatementCache::value(database, QStringLiteral("SELECT current_query() WHERE ? > 0"),
                                    { 7 })
                  .toString();
        QVERIFY2(kept.contains(QLatin1String("$1")) && !kept.contains(QLatin1Char('7')),
                 qPrintable(kept));
    }

    void valuesComeBackAsTheyWent_data()
    {
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<QString>("cast");
        QTest::newRow("quotes and a backslash")
            << QVariant(QStringLiteral("O'Connell's \\ \"Connaught\"")) << "text";
        QTest::newRow("accents and a dash")
            << QVariant(QStringLiteral("Jérôme — 1er Léger")) << "text";
        QTest::newRow("a question mark") << QVariant(QStringLiteral("who? $1")) << "text";
        QTest::newRow("empty text") << QVariant(QStringLiteral("")) << "text";
        QTest::newRow("a large whole number") << QVariant(qint64(1) << 40) << "bigint";
        QTest::newRow("a negative number") << QVariant(-3) << "integer";
        QTest::newRow("a fraction") << QVariant(3.25) << "double precision";
        QTest::newRow("true") << QVariant(true) << "boolean";
        QTest::newRow("false") << QVariant(false) << "boolean";
    }
    void valuesComeBackAsTheyWent()
    {
        QFETCH(QVariant, value);
        QFETCH(QString, cast);
        const QSqlDatabase database = BattleInternals::connection(*m_battle);
        const QVariant back
            = Sql::value(database, QStringLiteral("SELECT CAST(? AS %1)").arg(cast), { value });
        QCOMPARE(back, value);
    }

    void aNullStaysNull()
    {
        const QSqlDatabase database = BattleInternals::connection(*m_battle);
        QCOMPARE(Sql::value(database, QStringLiteral("SELECT CAST(? AS integer) IS NULL"),
                            { QVariant() }),
                 QVariant(true));
    }

    void aRefusalIsNamedByTheServersCode()
    {
        const QSqlDatabase database = BattleInternals::connection(*m_battle);
        QString message;
        try {
            Sql::run(database, QStringLiteral("INSERT INTO settings (key, value) VALUES (?, ?)"),
                     { QStringLiteral("k"), QVariant() });
        } catch (const DatabaseError &failure) {
            message = failure.message();
        }
        QVERIFY2(message.startsWith(QLatin1String("a value breaks the battle's rules")),
                 qPrintable(message));
    }

private:
    QString m_database;
    std::unique_ptr<Battle> m_battle;
};

ADC_TEST_GUILESS_MAIN(tst_ServerBinding)
#include "tst_serverbinding.moc"
