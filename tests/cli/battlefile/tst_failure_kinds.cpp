// adc's exit code is the failure's kind (docs/contributing.md, "How an error
// travels"): a malformed request is exit 2 with one line, a refusal by the
// rules exit 0 with the refusal as the answer, a file that fails exit 1,
// whichever layer the failure arose in.
#include "battlecommandstest.h"
#include "testsuite.h"

#include <QJsonObject>
#include <QTest>

using namespace BattleTest;

namespace {

const QByteArray kKindsBattery
    = R"({"name": "Rogers", "side": "Britain", "brigade": "Artillery", "arm": "artillery", "tubes": 6, "weapon": "8pdr", "ap_ball": 12, "ap_canister": 6})";
const QByteArray kKindsFrench
    = R"({"name": "61e Ligne", "side": "France", "brigade": "Husson", "arm": "infantry", "castings": 12})";

} // namespace

class tst_FailureKinds : public BattleCommandsTest
{
    Q_OBJECT

private Q_SLOTS:
    void init() { makeFolder(); }

    void eachKindHasItsExitCode_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        // Malformed, from the command line, the request's text, its field.
        QTest::newRow("no --db") << QStringList { QStringLiteral("units") } << QByteArray() << 2
                                 << QStringLiteral("adc: --db: a battle file is needed");
        QTest::newRow("a rules request's die")
            << QStringList { QStringLiteral("rules"), QStringLiteral("fire") }
            << QByteArray(R"({"arm":"infantry","stands":3,"weapon":"musket","range":3,"die":11})")
            << 2 << QStringLiteral("adc: die: 11 is out of range (1 to 10)");
        QTest::newRow("a request over 1 MiB")
            << QStringList { QStringLiteral("rules"), QStringLiteral("fire") }
            << QByteArray(1024 * 1024 + 1, ' ') << 2 << QStringLiteral("adc: request: longer");
        // A failure of the file.
        QTest::newRow("no such battle")
            << QStringList { QStringLiteral("units"), QStringLiteral("--db"),
                             QStringLiteral("MISSING") }
            << QByteArray() << 1 << QStringLiteral("adc: ");
        QTest::newRow("no such request file")
            << QStringList { QStringLiteral("rules"), QStringLiteral("fire"),
                             QStringLiteral("--in"), QStringLiteral("MISSING") }
            << QByteArray() << 1 << QStringLiteral("adc: ");
        QTest::newRow("no such order of battle")
            << QStringList { QStringLiteral("import"), QStringLiteral("MISSING"),
                             QStringLiteral("--db"), QStringLiteral("BATTLE") }
            << QByteArray() << 1 << QStringLiteral("adc: ");
    }
    void eachKindHasItsExitCode()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, request);
        QFETCH(int, code);
        QFETCH(QString, message);
        const QString battle = newBattle();
        arguments.replaceInStrings(QStringLiteral("MISSING"), path(QStringLiteral("missing")));
        arguments.replaceInStrings(QStringLiteral("BATTLE"), battle);
        const Run run = adc(arguments, request);
        QCOMPARE(run.exitCode, code);
        QVERIFY(run.out.isEmpty());
        QVERIFY(run.oneLineOnStderr());
        QVERIFY2(run.message().startsWith(message), run.err.constData());
    }

    // What the rules forbid is an answer, exit 0: from the rules alone...
    void aRulesRefusalIsAnAnswer()
    {
        const Run run = adc({ QStringLiteral("rules"), QStringLiteral("fire") },
                            R"({"arm":"infantry","stands":3,"weapon":"musket","range":7,"die":5})");
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        QCOMPARE(run.object().value(QStringLiteral("allowed")), QJsonValue(false));
    }

    // ...and from the battle, through two layers: the core's charge planner
    // refuses a battery's charge, the battle's action passes the refusal on,
    // and the command answers it, exit 0, nothing logged.
    void aPlannersRefusalReachesTheExitCode()
    {
        const QString battle = newBattle();
        const QStringList add { QStringLiteral("unit"), QStringLiteral("add") };
        QCOMPARE(adc(add + db(battle), kKindsBattery).exitCode, 0);
        QCOMPARE(adc(add + db(battle), kKindsFrench).exitCode, 0);
        const int logged = adc(QStringList { QStringLiteral("log") } + db(battle)).array().size();
        const Run run = adc(QStringList { QStringLiteral("charge") } + db(battle),
                            R"({"charger": 1, "defender": 2, "rolls": [6]})");
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        QCOMPARE(run.object().value(QStringLiteral("ok")), QJsonValue(false));
        QVERIFY2(run.object()
                     .value(QStringLiteral("reason"))
                     .toString()
                     .startsWith(QStringLiteral("only infantry and cavalry charge")),
                 run.out.constData());
        QCOMPARE(adc(QStringList { QStringLiteral("log") } + db(battle)).array().size(), logged);
    }
};

ADC_TEST_GUILESS_MAIN(tst_FailureKinds)
#include "tst_failure_kinds.moc"
