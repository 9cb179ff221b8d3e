#include "cli/adcrunner.h"

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
#include <unistd.h>

namespace {

const QString kAdc = AdcTest::adcPath();
using AdcTest::adc;
using AdcTest::Run;

QByteArray json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(data), data.size());
}

QStringList db(const QString &path)
{
    return { QStringLiteral("--db"), path };
}

// Runs SQL on a battle file from outside the program (as another tool would).
QVariant sqlValue(const QString &path, const QString &statement)
{
    QVariant value;
    {
        QSqlDatabase database
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("outside"));
        database.setDatabaseName(path);
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

const QStringList kUnitKeys { QStringLiteral("id"),        QStringLiteral("name"),
                              QStringLiteral("side"),      QStringLiteral("brigade"),
                              QStringLiteral("arm"),       QStringLiteral("class"),
                              QStringLiteral("castings"),  QStringLiteral("castings_initial"),
                              QStringLiteral("cw"),        QStringLiteral("cw_initial"),
                              QStringLiteral("steps"),     QStringLiteral("ap"),
                              QStringLiteral("ap_ball"),   QStringLiteral("ap_canister"),
                              QStringLiteral("tubes"),     QStringLiteral("weapon"),
                              QStringLiteral("smoke"),     QStringLiteral("morale"),
                              QStringLiteral("formation"), QStringLiteral("terrain") };

const QByteArray kBattalion
    = R"({"name": "1/42nd", "side": "Anglo-Allied", "brigade": "Pack", "arm": "infantry", "castings": 9})";
const QByteArray kColumn
    = R"({"name": "61e Ligne", "side": "French", "brigade": "Husson", "arm": "infantry", "castings": 12, "formation": "column"})";

} // namespace

class tst_BattleCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();

    void initCreates();
    void initRefusesOverwrite_data();
    void initRefusesOverwrite();
    void initDefaultName();
    void badArguments_data();
    void badArguments();
    void sample();
    void sampleRefusesOverwrite();
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
    void applyStream();
    void applyAnswersOnlyAfterCommit();
    void applyFromFile();
    void actionCommands_data();
    void actionCommands();
    void actionCommandErrors_data();
    void actionCommandErrors();
    void logLists();
    void undoRedo();
    void notABattle_data();
    void notABattle();
    void newerVersion();
    void readOnlyFile();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    QString newBattle(const QString &name = QStringLiteral("b.adc"));
    QJsonArray units(const QString &file);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void tst_BattleCommands::initTestCase()
{
    QVERIFY2(QFileInfo(kAdc).isExecutable(), qPrintable(kAdc));
}

void tst_BattleCommands::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

QString tst_BattleCommands::newBattle(const QString &name)
{
    const QString file = path(name);
    const Run run = adc(QStringList { QStringLiteral("init") } + db(file)
                        + QStringList { QStringLiteral("--name"), QStringLiteral("Test") });
    if (run.exitCode != 0)
        qWarning("init failed: %s", run.err.constData());
    return file;
}

QJsonArray tst_BattleCommands::units(const QString &file)
{
    const Run run = adc(QStringList { QStringLiteral("units") } + db(file));
    if (run.exitCode != 0)
        qWarning("units failed: %s", run.err.constData());
    return run.array();
}

void tst_BattleCommands::initCreates()
{
    const QString file = path(QStringLiteral("qb.adc"));
    const Run run = adc(QStringList { QStringLiteral("init") } + db(file)
                        + QStringList { QStringLiteral("--name"), QStringLiteral("Quatre Bras") });
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    QCOMPARE(run.object().value(QStringLiteral("ok")), QJsonValue(true));
    QCOMPARE(run.object().value(QStringLiteral("name")).toString(), QStringLiteral("Quatre Bras"));
    QVERIFY(QFileInfo::exists(file));
    QCOMPARE(units(file), QJsonArray());
    QCOMPARE(sqlValue(file, QStringLiteral("PRAGMA integrity_check")).toString(),
             QStringLiteral("ok"));
}

void tst_BattleCommands::initRefusesOverwrite_data()
{
    QTest::addColumn<bool>("battle");
    QTest::newRow("an existing battle") << true;
    QTest::newRow("any other file") << false;
}

void tst_BattleCommands::initRefusesOverwrite()
{
    QFETCH(bool, battle);
    const QString file = path(QStringLiteral("taken.adc"));
    if (battle)
        newBattle(QStringLiteral("taken.adc"));
    else
        writeFile(file, "my notes\n");
    const QByteArray before = readFile(file);

    for (const QString &command : { QStringLiteral("init"), QStringLiteral("sample") }) {
        const Run run = adc(QStringList { command } + db(file));
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY(run.oneLineOnStderr());
        QVERIFY2(run.message().startsWith(QLatin1String("adc: ") + file
                                          + QLatin1String(": already exists")),
                 run.err.constData());
        QCOMPARE(readFile(file), before);
    }
}

void tst_BattleCommands::initDefaultName()
{
    const QString file = path(QStringLiteral("Ligny.adc"));
    const Run run = adc(QStringList { QStringLiteral("init") } + db(file));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.object().value(QStringLiteral("name")).toString(), QStringLiteral("Ligny"));
}

void tst_BattleCommands::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");

    QTest::newRow("init without --db")
        << QStringList { QStringLiteral("init") } << "adc: --db: a battle file is needed";
    QTest::newRow("units without --db")
        << QStringList { QStringLiteral("units") } << "adc: --db: a battle file is needed";
    QTest::newRow("--db without a value")
        << QStringList { QStringLiteral("units"), QStringLiteral("--db") }
        << "adc: --db: a value is needed";
    QTest::newRow("init with an empty name")
        << QStringList { QStringLiteral("init"), QStringLiteral("--db"), QStringLiteral("x.adc"),
                         QStringLiteral("--name"), QStringLiteral(" ") }
        << "adc: --name: a battle needs a name";
    QTest::newRow("an unknown option")
        << QStringList { QStringLiteral("units"), QStringLiteral("--db"), QStringLiteral("x.adc"),
                         QStringLiteral("--colour"), QStringLiteral("red") }
        << "adc: --colour: unknown option";
    QTest::newRow("a stray argument")
        << QStringList { QStringLiteral("units"), QStringLiteral("--db"), QStringLiteral("x.adc"),
                         QStringLiteral("extra") }
        << "adc: extra: unknown argument";
    QTest::newRow("unit without add")
        << QStringList { QStringLiteral("unit"), QStringLiteral("--db"), QStringLiteral("x.adc") }
        << "adc: unit: name what to do";
    QTest::newRow("import without a file")
        << QStringList { QStringLiteral("import"), QStringLiteral("--db"), QStringLiteral("x.adc") }
        << "adc: import: name the order of battle";
    QTest::newRow("export in an unknown format")
        << QStringList { QStringLiteral("export"), QStringLiteral("--db"), QStringLiteral("x.adc"),
                         QStringLiteral("--format"), QStringLiteral("xml") }
        << "adc: --format: \"xml\" is not one of json, csv";
    QTest::newRow("--db given twice")
        << QStringList { QStringLiteral("log"), QStringLiteral("--db"), QStringLiteral("x.adc"),
                         QStringLiteral("--db=y.adc") }
        << "adc: --db: given twice";
}

void tst_BattleCommands::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QDir::setCurrent(m_dir->path());
    const Run run = adc(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.oneLineOnStderr());
    QVERIFY2(run.message().startsWith(message), run.err.constData());
    // Nothing was created.
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("x.adc"))));
}

void tst_BattleCommands::sample()
{
    const QString file = path(QStringLiteral("qb.adc"));
    const Run run = adc(QStringList { QStringLiteral("sample") } + db(file));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.object().value(QStringLiteral("name")).toString(), QStringLiteral("Quatre Bras"));

    const QJsonArray list = units(file);
    QVERIFY2(list.size() >= 40 && list.size() <= 80, qPrintable(QString::number(list.size())));
    QCOMPARE(run.object().value(QStringLiteral("units")).toInt(), list.size());
    QSet<QString> sides;
    QSet<QString> arms;
    QSet<qint64> ids;
    for (const QJsonValue &value : list) {
        const QJsonObject unit = value.toObject();
        sides.insert(unit.value(QStringLiteral("side")).toString());
        arms.insert(unit.value(QStringLiteral("arm")).toString());
        ids.insert(unit.value(QStringLiteral("id")).toInteger());
        QVERIFY(unit.value(QStringLiteral("castings")).toInt() > 0);
        if (unit.value(QStringLiteral("arm")) == QJsonValue(QStringLiteral("artillery")))
            QVERIFY(unit.value(QStringLiteral("tubes")).toInt() > 0);
    }
    QCOMPARE(sides, QSet<QString>({ QStringLiteral("Anglo-Allied"), QStringLiteral("French") }));
    QCOMPARE(arms,
             QSet<QString>({ QStringLiteral("infantry"), QStringLiteral("cavalry"),
                             QStringLiteral("artillery") }));
    QCOMPARE(ids.size(), list.size());
}

void tst_BattleCommands::sampleRefusesOverwrite()
{
    const QString file = path(QStringLiteral("qb.adc"));
    QCOMPARE(adc(QStringList { QStringLiteral("sample") } + db(file)).exitCode, 0);
    const Run again = adc(QStringList { QStringLiteral("sample") } + db(file));
    QCOMPARE(again.exitCode, 1);
    QVERIFY(again.message().contains(QLatin1String("already exists")));
    QVERIFY(units(file).size() >= 40);
}

void tst_BattleCommands::unitsListsEveryKey()
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

void tst_BattleCommands::unitAdd()
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

void tst_BattleCommands::unitAddFromFile()
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
    QVERIFY(missing.message().contains(path(QStringLiteral("none.json"))));
}

void tst_BattleCommands::unitAddBadValues_data()
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

void tst_BattleCommands::unitAddBadValues()
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

void tst_BattleCommands::importExportRoundTrip_data()
{
    QTest::addColumn<QString>("format");
    QTest::newRow("JSON") << "json";
    QTest::newRow("CSV") << "csv";
}

// A sample battle exported, imported into a new battle, exported again:
// the same text, the same units.
void tst_BattleCommands::importExportRoundTrip()
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

void tst_BattleCommands::exportToFile()
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
    QVERIFY(nowhere.message().contains(QLatin1String("no/such/dir/oob.json")));
}

void tst_BattleCommands::importBadRows_data()
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

void tst_BattleCommands::importBadRows()
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
    QVERIFY2(run.message().startsWith(QLatin1String("adc: ") + oob
                                      + QLatin1String(": nothing imported")),
             run.err.constData());
    for (const QString &part : named)
        QVERIFY2(run.message().contains(part),
                 qPrintable(part + QLatin1String(" in ") + run.message()));
    // Nothing imported, nothing logged.
    QCOMPARE(units(file), before);
    QCOMPARE(adc(QStringList { QStringLiteral("log") } + db(file)).array().size(), logSize);
}

void tst_BattleCommands::importMissingFile()
{
    const QString file = newBattle();
    const Run run = adc(QStringList { QStringLiteral("import") } + db(file)
                        + QStringList { path(QStringLiteral("none.csv")) });
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.oneLineOnStderr());
    QVERIFY(run.message().contains(path(QStringLiteral("none.csv"))));
}

// A stream of actions: one answer a line, malformed lines answered and
// skipped, every acknowledged action in the log.
void tst_BattleCommands::applyStream()
{
    const QString file = newBattle();
    const qint64 a
        = adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
              .object()
              .value(QStringLiteral("id"))
              .toInteger();
    const qint64 b
        = adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kColumn)
              .object()
              .value(QStringLiteral("id"))
              .toInteger();
    QVERIFY(a > 0 && b > 0);

    const QByteArray stream = json({ { QStringLiteral("action"), QStringLiteral("fire") },
                                     { QStringLiteral("firers"), QJsonArray { a } },
                                     { QStringLiteral("target"), b },
                                     { QStringLiteral("range"), 2 },
                                     { QStringLiteral("die"), 8 },
                                     { QStringLiteral("boxcars_roll"), 9 } })
        + "\n" + "this is not JSON\n" + "\n"
        + json({ { QStringLiteral("action"), QStringLiteral("edit") },
                 { QStringLiteral("unit"), a },
                 { QStringLiteral("field"), QStringLiteral("ap") },
                 { QStringLiteral("value"), 5 } })
        + "\n"
        + json({ { QStringLiteral("action"), QStringLiteral("edit") },
                 { QStringLiteral("unit"), 999 },
                 { QStringLiteral("field"), QStringLiteral("ap") },
                 { QStringLiteral("value"), 5 } })
        + "\n"
        + json({ { QStringLiteral("action"), QStringLiteral("edit") },
                 { QStringLiteral("unit"), a },
                 { QStringLiteral("field"), QStringLiteral("castings") },
                 { QStringLiteral("value"), -1 } })
        + "\n" + json({ { QStringLiteral("action"), QStringLiteral("end-segment") } }) + "\r\n"
        + json({ { QStringLiteral("action"), QStringLiteral("undo") } }) + "\n"
        + json({ { QStringLiteral("action"), QStringLiteral("redo") } });
    const Run run = adc(QStringList { QStringLiteral("apply") } + db(file), stream);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 8);
    QList<QJsonObject> answers;
    for (const QByteArray &line : lines)
        answers << QJsonDocument::fromJson(line).object();

    QCOMPARE(answers.at(0).value(QStringLiteral("ok")), QJsonValue(true));
    QVERIFY(answers.at(0).contains(QStringLiteral("units")));
    QCOMPARE(answers.at(1).value(QStringLiteral("ok")), QJsonValue(false));
    QVERIFY(answers.at(1)
                .value(QStringLiteral("error"))
                .toString()
                .startsWith(QLatin1String("request: not valid JSON")));
    QCOMPARE(answers.at(1).value(QStringLiteral("line")).toInt(), 2);
    QCOMPARE(answers.at(2).value(QStringLiteral("ok")), QJsonValue(true));
    QCOMPARE(answers.at(3).value(QStringLiteral("ok")), QJsonValue(false));
    QVERIFY(answers.at(3)
                .value(QStringLiteral("error"))
                .toString()
                .startsWith(QLatin1String("unit: ")));
    QCOMPARE(answers.at(4).value(QStringLiteral("ok")), QJsonValue(false));
    QVERIFY(answers.at(4)
                .value(QStringLiteral("error"))
                .toString()
                .startsWith(QLatin1String("castings: -1")));
    QCOMPARE(answers.at(5).value(QStringLiteral("ok")), QJsonValue(true));
    QCOMPARE(answers.at(6).value(QStringLiteral("ok")), QJsonValue(true));
    QCOMPARE(answers.at(7).value(QStringLiteral("ok")), QJsonValue(true));

    // Every acknowledged action is in the log, by its id, in order.
    QSet<qint64> logged;
    for (const QJsonValue &entry : adc(QStringList { QStringLiteral("log") } + db(file)).array())
        logged.insert(entry.toObject().value(QStringLiteral("id")).toInteger());
    qint64 previous = 0;
    for (const QJsonObject &answer : answers) {
        if (answer.value(QStringLiteral("ok")) != QJsonValue(true))
            continue;
        const qint64 id = answer.value(QStringLiteral("log_id")).toInteger();
        QVERIFY(id > previous);
        previous = id;
        QVERIFY2(logged.contains(id), qPrintable(QString::number(id)));
    }
    // The fire's AP came off and the edit, undone and redone, stands.
    for (const QJsonValue &value : units(file)) {
        if (value.toObject().value(QStringLiteral("id")).toInteger() == a)
            QCOMPARE(value.toObject().value(QStringLiteral("ap")).toInt(), 5);
    }
}

// Each answer is printed only once its action is in the file: read by
// another connection while adc apply still runs.
void tst_BattleCommands::applyAnswersOnlyAfterCommit()
{
    const QString file = newBattle();
    const qint64 a
        = adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
              .object()
              .value(QStringLiteral("id"))
              .toInteger();
    QProcess process;
    process.start(kAdc, QStringList { QStringLiteral("apply") } + db(file));
    QVERIFY(process.waitForStarted());
    for (int value = 1; value <= 5; ++value) {
        process.write(json({ { QStringLiteral("action"), QStringLiteral("edit") },
                             { QStringLiteral("unit"), a },
                             { QStringLiteral("field"), QStringLiteral("ap") },
                             { QStringLiteral("value"), value } })
                      + "\n");
        while (!process.canReadLine())
            QVERIFY(process.waitForReadyRead(10000));
        const QJsonObject answer = QJsonDocument::fromJson(process.readLine()).object();
        QCOMPARE(answer.value(QStringLiteral("ok")), QJsonValue(true));
        const qint64 logId = answer.value(QStringLiteral("log_id")).toInteger();
        // adc still runs and waits for the next line: the action is already committed.
        QCOMPARE(process.state(), QProcess::Running);
        QCOMPARE(sqlValue(file, QStringLiteral("SELECT count(*) FROM log WHERE id = %1").arg(logId))
                     .toInt(),
                 1);
    }
    process.closeWriteChannel();
    QVERIFY(process.waitForFinished());
    QCOMPARE(process.exitCode(), 0);
}

void tst_BattleCommands::applyFromFile()
{
    const QString file = newBattle();
    writeFile(path(QStringLiteral("actions.jsonl")),
              "{\"action\": \"add-unit\", \"unit\": " + kBattalion + "}\n{\"action\": \"undo\"}\n");
    const Run run
        = adc(QStringList { QStringLiteral("apply") } + db(file)
              + QStringList { QStringLiteral("--in"), path(QStringLiteral("actions.jsonl")) });
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.count('\n'), 2);
    QCOMPARE(units(file), QJsonArray());
}

void tst_BattleCommands::actionCommands_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QByteArray>("request");

    QTest::newRow("fire")
        << "fire"
        << QByteArray(R"({"firers": [1], "target": 2, "range": 2, "die": 7, "boxcars_roll": 9})");
    QTest::newRow("fire with its action field")
        << "fire"
        << QByteArray(R"({"action": "fire", "firers": [1], "target": 2, "range": 3, "die": 3})");
    QTest::newRow("discipline") << "discipline" << QByteArray(R"({"unit": 1, "roll": 7})");
    QTest::newRow("discipline, roll left out") << "discipline" << QByteArray(R"({"unit": 1})");
    QTest::newRow("charge") << "charge" << QByteArray(R"({"defender": 1, "rolls": [9, 6]})");
    QTest::newRow("end-segment") << "end-segment"
                                 << QByteArray(R"({"moved": [1], "enemy_within_12": [2]})");
    QTest::newRow("end-segment, nothing on stdin") << "end-segment" << QByteArray();
    QTest::newRow("edit") << "edit"
                          << QByteArray(R"({"unit": 2, "field": "morale", "value": "shaken"})");
}

void tst_BattleCommands::actionCommands()
{
    QFETCH(QString, command);
    QFETCH(QByteArray, request);
    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .object()
            .value(QStringLiteral("id"))
            .toInteger(),
        1);
    QCOMPARE(adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kColumn)
                 .object()
                 .value(QStringLiteral("id"))
                 .toInteger(),
             2);
    const Run run = adc(QStringList { command } + db(file), request);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QCOMPARE(run.out.count('\n'), 1);
    const QJsonObject answer = run.object();
    QCOMPARE(answer.value(QStringLiteral("ok")), QJsonValue(true));
    const qint64 logId = answer.value(QStringLiteral("log_id")).toInteger();
    const QJsonArray log = adc(QStringList { QStringLiteral("log") } + db(file)).array();
    QCOMPARE(log.last().toObject().value(QStringLiteral("id")).toInteger(), logId);
    QCOMPARE(log.last().toObject().value(QStringLiteral("kind")).toString(), command);
}

void tst_BattleCommands::actionCommandErrors_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");

    QTest::newRow("fire at an unknown unit")
        << "fire" << QByteArray(R"({"firers": [1], "target": 99, "range": 2, "die": 7})") << 2
        << "adc: target: ";
    QTest::newRow("fire by an unknown unit")
        << "fire" << QByteArray(R"({"firers": [42], "target": 2, "range": 2, "die": 7})") << 2
        << "adc: firers";
    QTest::newRow("a die a d10 cannot show")
        << "fire" << QByteArray(R"({"firers": [1], "target": 2, "range": 2, "die": 11})") << 2
        << "adc: die: 11 is out of range";
    QTest::newRow("edit an unknown unit")
        << "edit" << QByteArray(R"({"unit": 99, "field": "ap", "value": 3})") << 2 << "adc: unit: ";
    QTest::newRow("edit to a bad value")
        << "edit" << QByteArray(R"({"unit": 1, "field": "steps", "value": 3})") << 2
        << "adc: steps: 3 is out of range (0 to 2)";
    QTest::newRow("edit an unknown field")
        << "edit" << QByteArray(R"({"unit": 1, "field": "colour", "value": 3})") << 2
        << "adc: field: ";
    QTest::newRow("an unknown field in the action")
        << "discipline" << QByteArray(R"({"unit": 1, "roll": 7, "mood": "calm"})") << 2
        << "adc: mood: unknown field";
    QTest::newRow("action field for another command")
        << "fire" << QByteArray(R"({"action": "edit", "unit": 1})") << 2
        << "adc: action: \"edit\" does not match the command fire";
    QTest::newRow("not JSON") << "charge" << QByteArray("{defender: 1}") << 2
                              << "adc: request: not valid JSON";
}

void tst_BattleCommands::actionCommandErrors()
{
    QFETCH(QString, command);
    QFETCH(QByteArray, request);
    QFETCH(int, code);
    QFETCH(QString, message);

    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    QCOMPARE(adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kColumn)
                 .exitCode,
             0);
    const QJsonArray before = units(file);
    const int logSize = adc(QStringList { QStringLiteral("log") } + db(file)).array().size();

    const Run run = adc(QStringList { command } + db(file), request);
    QCOMPARE(run.exitCode, code);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.oneLineOnStderr());
    QVERIFY2(run.message().startsWith(message), run.err.constData());
    QCOMPARE(units(file), before);
    QCOMPARE(adc(QStringList { QStringLiteral("log") } + db(file)).array().size(), logSize);
}

void tst_BattleCommands::logLists()
{
    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    QCOMPARE(
        adc(QStringList { QStringLiteral("discipline") } + db(file), R"({"unit": 1})").exitCode, 0);
    const Run run = adc(QStringList { QStringLiteral("log") } + db(file));
    QCOMPARE(run.exitCode, 0);
    const QJsonArray log = run.array();
    QCOMPARE(log.size(), 2);
    QCOMPARE(log.at(0).toObject().value(QStringLiteral("kind")).toString(),
             QStringLiteral("add-unit"));
    const QJsonObject discipline = log.at(1).toObject();
    QCOMPARE(discipline.value(QStringLiteral("kind")).toString(), QStringLiteral("discipline"));
    // The roll the program made is kept.
    const int roll = discipline.value(QStringLiteral("inputs"))
                         .toObject()
                         .value(QStringLiteral("roll"))
                         .toInt(-1);
    QVERIFY2(roll >= 1 && roll <= 13, qPrintable(QString::fromUtf8(json(discipline))));
}

void tst_BattleCommands::undoRedo()
{
    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    QCOMPARE(adc(QStringList { QStringLiteral("edit") } + db(file),
                 R"({"unit": 1, "field": "ap", "value": 2})")
                 .exitCode,
             0);
    const auto ap
        = [&] { return units(file).first().toObject().value(QStringLiteral("ap")).toInt(); };
    QCOMPARE(ap(), 2);

    const Run undo = adc(QStringList { QStringLiteral("undo") } + db(file));
    QCOMPARE(undo.exitCode, 0);
    QCOMPARE(undo.object().value(QStringLiteral("ok")), QJsonValue(true));
    QCOMPARE(ap(), 8);
    const Run redo = adc(QStringList { QStringLiteral("redo") } + db(file));
    QCOMPARE(redo.exitCode, 0);
    QCOMPARE(ap(), 2);
    QCOMPARE(adc(QStringList { QStringLiteral("undo") } + db(file)).exitCode, 0);
    QCOMPARE(adc(QStringList { QStringLiteral("undo") } + db(file)).exitCode, 0);
    QCOMPARE(units(file), QJsonArray());

    // Nothing more to undo: refused, exit 0, nothing changed.
    const Run nothing = adc(QStringList { QStringLiteral("undo") } + db(file));
    QCOMPARE(nothing.exitCode, 0);
    QCOMPARE(nothing.object().value(QStringLiteral("ok")), QJsonValue(false));
    QVERIFY(!nothing.object().value(QStringLiteral("reason")).toString().isEmpty());
    const Run redoAll = adc(QStringList { QStringLiteral("redo") } + db(file));
    QCOMPARE(redoAll.exitCode, 0);
    QCOMPARE(units(file).size(), 1);

    const Run stray = adc(QStringList { QStringLiteral("undo") } + db(file)
                          + QStringList { QStringLiteral("--in"), QStringLiteral("x") });
    QCOMPARE(stray.exitCode, 2);
}

void tst_BattleCommands::notABattle_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("message");

    QTest::newRow("a text file") << QByteArray("name,side\n") << "is not a battle file";
    QTest::newRow("an empty file") << QByteArray() << "is empty";
    QTest::newRow("another program's SQLite database") << QByteArray("sqlite") << "another program";
    QTest::newRow("no such file") << QByteArray("missing") << "no such file";
}

void tst_BattleCommands::notABattle()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, message);
    const QString file = path(QStringLiteral("other.db"));
    if (contents == "sqlite") {
        QVariant ignored = sqlValue(file, QStringLiteral("CREATE TABLE t (x)"));
        Q_UNUSED(ignored);
        QVERIFY(QFileInfo::exists(file));
    } else if (contents != "missing") {
        writeFile(file, contents);
    }
    const QByteArray before = readFile(file);
    for (const QStringList &command :
         { QStringList { QStringLiteral("units") }, QStringList { QStringLiteral("log") },
           QStringList { QStringLiteral("undo") },
           QStringList { QStringLiteral("export"), QStringLiteral("--format"),
                         QStringLiteral("csv") } }) {
        const Run run = adc(command + db(file));
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY(run.oneLineOnStderr());
        QVERIFY2(run.message().startsWith(QLatin1String("adc: ") + file), run.err.constData());
        QVERIFY2(run.message().contains(message), run.err.constData());
    }
    QCOMPARE(readFile(file), before);
    QCOMPARE(QFileInfo::exists(file), contents != "missing");
}

void tst_BattleCommands::newerVersion()
{
    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    sqlValue(file, QStringLiteral("PRAGMA user_version = 999"));
    QCOMPARE(sqlValue(file, QStringLiteral("PRAGMA user_version")).toInt(), 999);
    const Run run = adc(QStringList { QStringLiteral("units") } + db(file));
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.oneLineOnStderr());
    QVERIFY2(run.message().startsWith(QLatin1String("adc: ") + file), run.err.constData());
    QVERIFY2(run.message().contains(QLatin1String("999")), run.err.constData());
    const Run write = adc(QStringList { QStringLiteral("edit") } + db(file),
                          R"({"unit": 1, "field": "ap", "value": 2})");
    QCOMPARE(write.exitCode, 1);
    // Left untouched.
    QCOMPARE(sqlValue(file, QStringLiteral("PRAGMA user_version")).toInt(), 999);
}

// A battle the user may not write: reading works, every change fails with
// exit 1 and a message naming the file. As root, adc runs as nobody.
void tst_BattleCommands::readOnlyFile()
{
    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    // Closed cleanly: no write-ahead log left to replay.
    QVERIFY(!QFileInfo::exists(file + QLatin1String("-wal"))
            || QFileInfo(file + QLatin1String("-wal")).size() == 0);
    QVERIFY(QFile::setPermissions(m_dir->path(),
                                  QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup
                                      | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther));
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    QStringList wrapper;
    if (::geteuid() == 0) {
        const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
        QVERIFY2(!setpriv.isEmpty(), "setpriv is needed to drop root for this test");
        wrapper = QStringList { setpriv, QStringLiteral("--reuid=65534"),
                                QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups") };
        // nobody must reach the folder.
        for (QString dir = QFileInfo(m_dir->path()).absolutePath(); dir != QLatin1String("/");
             dir = QFileInfo(dir).absolutePath())
            QVERIFY2(QFileInfo(dir).permissions() & QFile::ExeOther, qPrintable(dir));
    }
    const QByteArray before = readFile(file);

    const Run read = adc(QStringList { QStringLiteral("units") } + db(file), QByteArray(), wrapper);
    QCOMPARE(read.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(read.out).array().size(), 1);

    const QList<std::pair<QStringList, QByteArray>> writes {
        { { QStringLiteral("edit") }, R"({"unit": 1, "field": "ap", "value": 2})" },
        { { QStringLiteral("unit"), QStringLiteral("add") }, kColumn },
        { { QStringLiteral("undo") }, QByteArray() },
    };
    for (const auto &write : writes) {
        const Run run = adc(write.first + db(file), write.second, wrapper);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY(run.oneLineOnStderr());
        QVERIFY2(run.message().startsWith(QLatin1String("adc: ") + file), run.err.constData());
        QVERIFY2(run.message().contains(QLatin1String("read-only")), run.err.constData());
    }
    QCOMPARE(readFile(file), before);
    QVERIFY(QFile::setPermissions(m_dir->path(),
                                  QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner));
}

QTEST_GUILESS_MAIN(tst_BattleCommands)
#include "tst_battle_commands.moc"
