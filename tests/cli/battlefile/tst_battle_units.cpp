// adc units, adc unit add, adc import and adc export (docs/contract.md).
#include "battlecommandstest.h"
#include "testsuite.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtGlobal>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

using namespace BattleTest;

class tst_BattleUnits : public BattleCommandsTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();

    void unitsListsEveryKey();
    void unitAdd();
    void unitAddFromFile();
    void unitAddBadValues_data();
    void unitAddBadValues();
    void importExportRoundTrip_data();
    void importExportRoundTrip();
    void exportToFile();
    void importBadRows_data();
    void importBadRows();
    void importMissingFile();
};

void tst_BattleUnits::initTestCase()
{
    QVERIFY2(QFileInfo(AdcTest::programFile(AdcTest::adcPath())).isExecutable(),
             qPrintable(AdcTest::adcPath()));
}

void tst_BattleUnits::init()
{
    makeFolder();
}

void tst_BattleUnits::unitsListsEveryKey()
{
    const QString file = path(QStringLiteral("qb.adc"));
    QCOMPARE(adc(QStringList { QStringLiteral("sample") } + db(file)).exitCode, 0);
    const Run run = adc(QStringList { QStringLiteral("units") } + db(file));
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.endsWith('\n'));
    QCOMPARE(run.out.count('\n'), 1);
    for (const QJsonValue &value : run.array()) {
        const QJsonObject unit = value.toObject();
        for (const QString &key : kUnitKeys)
            QVERIFY2(unit.contains(key), qPrintable(key));
        QVERIFY(unit.value(QStringLiteral("smoke")).isBool());
        QVERIFY(QStringList({ QStringLiteral("elite"), QStringLiteral("line"),
                              QStringLiteral("conscript") })
                    .contains(unit.value(QStringLiteral("class")).toString()));
    }
}

void tst_BattleUnits::unitAdd()
{
    const QString file = newBattle();
    const Run run
        = adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    const qint64 id = run.object().value(QStringLiteral("id")).toInteger();
    QVERIFY(id > 0);
    const QJsonArray list = units(file);
    QCOMPARE(list.size(), 1);
    const QJsonObject unit = list.first().toObject();
    QCOMPARE(unit.value(QStringLiteral("id")).toInteger(), id);
    QCOMPARE(unit.value(QStringLiteral("name")).toString(), QStringLiteral("1/42nd"));
    // The rules' defaults.
    QCOMPARE(unit.value(QStringLiteral("ap")).toInt(), 8);
    QCOMPARE(unit.value(QStringLiteral("cw")).toInt(), 9);
    QCOMPARE(unit.value(QStringLiteral("class")).toString(), QStringLiteral("line"));
    QCOMPARE(unit.value(QStringLiteral("morale")).toString(), QStringLiteral("steady"));

    const Run second
        = adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kColumn);
    QCOMPARE(second.exitCode, 0);
    QVERIFY(second.object().value(QStringLiteral("id")).toInteger() != id);
    QCOMPARE(units(file).size(), 2);
}

void tst_BattleUnits::unitAddFromFile()
{
    const QString file = newBattle();
    writeFile(path(QStringLiteral("unit.json")), kColumn);
    const Run run
        = adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file)
              + QStringList { QStringLiteral("--in"), path(QStringLiteral("unit.json")) });
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(units(file).first().toObject().value(QStringLiteral("formation")).toString(),
             QStringLiteral("column"));

    const Run missing
        = adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file)
              + QStringList { QStringLiteral("--in"), path(QStringLiteral("none.json")) });
    QCOMPARE(missing.exitCode, 1);
    QVERIFY(missing.oneLineOnStderr());
    // The path as the test wrote it: on Windows adc may show it with backslashes.
    QVERIFY(
        QDir::fromNativeSeparators(missing.message()).contains(path(QStringLiteral("none.json"))));
}

void tst_BattleUnits::unitAddBadValues_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("message");

    QTest::newRow("negative castings") << QByteArray(
        R"({"name": "x", "side": "A", "brigade": "B", "arm": "infantry", "castings": -3})")
                                       << "adc: castings: -3 is out of range (0 to 999)";
    QTest::newRow("arm outside its vocabulary")
        << QByteArray(
               R"({"name": "x", "side": "A", "brigade": "B", "arm": "dragoons", "castings": 3})")
        << "adc: arm: \"dragoons\" is not one of infantry, cavalry, artillery, battalion-guns";
    QTest::newRow("an unknown field") << QByteArray(
        R"({"name": "x", "side": "A", "brigade": "B", "arm": "infantry", "castings": 3, "colour": "red"})")
                                      << "adc: colour: unknown field";
    QTest::newRow("an id") << QByteArray(
        R"({"id": 3, "name": "x", "side": "A", "brigade": "B", "arm": "infantry", "castings": 3})")
                           << "adc: id: the battle gives each unit its id";
    QTest::newRow("steps above 2") << QByteArray(
        R"({"name": "x", "side": "A", "brigade": "B", "arm": "infantry", "castings": 3, "steps": 3})")
                                   << "adc: steps: 3 is out of range (0 to 2)";
    QTest::newRow("a musket for artillery") << QByteArray(
        R"({"name": "x", "side": "A", "brigade": "B", "arm": "artillery", "tubes": 6, "weapon": "musket"})")
                                            << "adc: weapon: artillery fires a gun";
    QTest::newRow("name missing") << QByteArray(
        R"({"side": "A", "brigade": "B", "arm": "infantry", "castings": 3})")
                                  << "adc: name: missing";
    QTest::newRow("not JSON") << QByteArray("{name: x}") << "adc: request: not valid JSON";
    QTest::newRow("not an object")
        << QByteArray("[1, 2]") << "adc: request: expected a JSON object";
    QTest::newRow("nothing at all") << QByteArray() << "adc: request: not valid JSON";
}

void tst_BattleUnits::unitAddBadValues()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, message);
    const QString file = newBattle();
    const QByteArray before = readFile(file);
    const Run run
        = adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), request);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.oneLineOnStderr());
    QVERIFY2(run.message().startsWith(message), run.err.constData());
    QCOMPARE(units(file), QJsonArray());
    QCOMPARE(adc(QStringList { QStringLiteral("log") } + db(file)).array(), QJsonArray());
}

void tst_BattleUnits::importExportRoundTrip_data()
{
    QTest::addColumn<QString>("format");
    QTest::newRow("JSON") << "json";
    QTest::newRow("CSV") << "csv";
}

// A sample battle exported, imported into a new battle, exported again:
// the same text, the same units.
void tst_BattleUnits::importExportRoundTrip()
{
    QFETCH(QString, format);
    const QString first = path(QStringLiteral("first.adc"));
    QCOMPARE(adc(QStringList { QStringLiteral("sample") } + db(first)).exitCode, 0);
    // Some state away from the defaults survives the trip.
    const QJsonArray before = units(first);
    const qint64 someId = before.at(3).toObject().value(QStringLiteral("id")).toInteger();
    QCOMPARE(adc(QStringList { QStringLiteral("edit") } + db(first),
                 json({ { QStringLiteral("unit"), someId },
                        { QStringLiteral("field"), QStringLiteral("ap") },
                        { QStringLiteral("value"), 3 } }))
                 .exitCode,
             0);

    const Run exported = adc(QStringList { QStringLiteral("export") } + db(first)
                             + QStringList { QStringLiteral("--format"), format });
    QCOMPARE(exported.exitCode, 0);
    QVERIFY(exported.err.isEmpty());
    const QString oob = path(QStringLiteral("oob.") + format);
    writeFile(oob, exported.out);

    const QString second = path(QStringLiteral("second.adc"));
    QCOMPARE(adc(QStringList { QStringLiteral("init") } + db(second)
                 + QStringList { QStringLiteral("--name"), QStringLiteral("Quatre Bras") })
                 .exitCode,
             0);
    const Run imported
        = adc(QStringList { QStringLiteral("import") } + db(second) + QStringList { oob });
    QCOMPARE(imported.exitCode, 0);
    QVERIFY2(imported.err.isEmpty(), imported.err.constData());
    QCOMPARE(imported.object().value(QStringLiteral("imported")).toInt(), before.size());
    QCOMPARE(imported.object().value(QStringLiteral("ids")).toArray().size(), before.size());

    QCOMPARE(units(second), units(first));
    const Run again = adc(QStringList { QStringLiteral("export") } + db(second)
                          + QStringList { QStringLiteral("--format"), format });
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(again.out, exported.out);
}

void tst_BattleUnits::exportToFile()
{
    const QString file = path(QStringLiteral("qb.adc"));
    QCOMPARE(adc(QStringList { QStringLiteral("sample") } + db(file)).exitCode, 0);
    const QString out = path(QStringLiteral("oob.csv"));
    const Run run = adc(QStringList { QStringLiteral("export") } + db(file)
                        + QStringList { QStringLiteral("--out"), out });
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.object().value(QStringLiteral("format")).toString(), QStringLiteral("csv"));
    const QByteArray text = readFile(out);
    QVERIFY(text.startsWith(
        "id,name,side,brigade,arm,class,castings,castings_initial,cw,cw_initial,steps,ap,"));
    QCOMPARE(text.count('\n'), units(file).size() + 1);

    const Run nowhere = adc(
        QStringList { QStringLiteral("export") } + db(file)
        + QStringList { QStringLiteral("--out"), path(QStringLiteral("no/such/dir/oob.json")) });
    QCOMPARE(nowhere.exitCode, 1);
    QVERIFY(nowhere.oneLineOnStderr());
    QVERIFY(QDir::fromNativeSeparators(nowhere.message())
                .contains(QLatin1String("no/such/dir/oob.json")));
}

void tst_BattleUnits::importBadRows_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("named");

    QTest::newRow("CSV, three bad rows")
        << "oob.csv"
        << QByteArray("name,side,brigade,arm,castings,steps\n"
                      "Good,A,B,infantry,6,\n"
                      "Bad,A,B,infantry,-3,\n"
                      "Good too,A,B,infantry,6,\n"
                      "Worse,A,B,dragoons,6,4\n"
                      "\"Quoted, name\",A,B,infantry,6,9\n")
        << QStringList { QStringLiteral("line 3: castings: -3 is out of range (0 to 999)"),
                         QStringLiteral(
                             "line 5: arm: \"dragoons\" is not one of infantry, cavalry, "
                             "artillery, battalion-guns; steps: 4 is out of range (0 to 2)"),
                         QStringLiteral("line 6: steps: 9 is out of range (0 to 2)") };
    QTest::newRow("JSON, two bad rows")
        << "oob.json"
        << QByteArray("[\n" + kBattalion
                      + ",\n"
                        "{\"name\": \"x\", \"side\": \"A\", \"brigade\": \"B\", \"arm\": "
                        "\"infantry\", \"castings\": 3, \"colour\": \"red\"},\n"
                      + kColumn
                      + ",\n"
                        "{\"name\": \"Guns\", \"side\": \"A\", \"brigade\": \"B\", \"arm\": "
                        "\"artillery\", \"weapon\": \"musket\", \"tubes\": 4}\n]\n")
        << QStringList { QStringLiteral("line 3: colour: unknown field"),
                         QStringLiteral("line 5: weapon: artillery fires a gun") };
    QTest::newRow("JSON, a unit its arm may not put there")
        << "oob.json"
        << QByteArray("[\n" + kBattalion
                      + ",\n"
                        "{\"name\": \"Hussars\", \"side\": \"A\", \"brigade\": \"B\", \"arm\": "
                        "\"cavalry\", \"castings\": 6, \"terrain\": \"woods\"}\n]\n")
        << QStringList { QStringLiteral("line 3: Hussars: ") };
    QTest::newRow("not JSON") << "oob.json" << QByteArray("[\n{\"name\": }\n]")
                              << QStringList { QStringLiteral("line 2: not JSON") };
}

void tst_BattleUnits::importBadRows()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, text);
    QFETCH(QStringList, named);

    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    const QJsonArray before = units(file);
    const int logSize = adc(QStringList { QStringLiteral("log") } + db(file)).array().size();

    const QString oob = path(name);
    writeFile(oob, text);
    const Run run = adc(QStringList { QStringLiteral("import") } + db(file) + QStringList { oob });
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.oneLineOnStderr());
    QVERIFY2(QDir::fromNativeSeparators(run.message())
                 .startsWith(QLatin1String("adc: ") + oob + QLatin1String(": nothing imported")),
             run.err.constData());
    for (const QString &part : named)
        QVERIFY2(run.message().contains(part),
                 qPrintable(part + QLatin1String(" in ") + run.message()));
    // Nothing imported, nothing logged.
    QCOMPARE(units(file), before);
    QCOMPARE(adc(QStringList { QStringLiteral("log") } + db(file)).array().size(), logSize);
}

void tst_BattleUnits::importMissingFile()
{
    const QString file = newBattle();
    const Run run = adc(QStringList { QStringLiteral("import") } + db(file)
                        + QStringList { path(QStringLiteral("none.csv")) });
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.oneLineOnStderr());
    QVERIFY(QDir::fromNativeSeparators(run.message()).contains(path(QStringLiteral("none.csv"))));
}

// A stream of actions: one answer a line, malformed lines answered and
// skipped, every acknowledged action in the log.

ADC_TEST_GUILESS_MAIN(tst_BattleUnits)
#include "tst_battle_units.moc"
