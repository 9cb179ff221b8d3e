// Names are one line for adc too: init --name, --station and ADC_STATION
// with a control character are exit 2 with one line naming the option; a
// name with one in an `apply` line is that line's ok: false, naming the
// field, and the stream goes on.

#include "cli/battlefile/battlecommandstest.h"
#include "testsuite.h"

#include <QtTest>

using namespace BattleTest;
using namespace Qt::Literals::StringLiterals;

class tst_BattleNames : public BattleCommandsTest
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void optionsRefused_data();
    void optionsRefused();
    void stationFromTheEnvironmentRefused();
    void applyLineRefusedAndStreamGoesOn();
};

void tst_BattleNames::init()
{
    makeFolder();
}

void tst_BattleNames::optionsRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("option");
    QTest::newRow("init --name") << QStringList { u"init"_s, u"--name"_s, u"Li\u0001gny"_s }
                                 << u"--name"_s;
    QTest::newRow("init --station")
        << QStringList { u"init"_s, u"--station"_s, u"table\u00071"_s } << u"--station"_s;
    QTest::newRow("units --station")
        << QStringList { u"units"_s, u"--station"_s, u"table\n2"_s } << u"--station"_s;
}

void tst_BattleNames::optionsRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, option);
    const QString file = path(u"names.adc"_s);
    if (arguments.first() != QLatin1String("init"))
        QCOMPARE(adc({ u"init"_s, u"--db"_s, file }).exitCode, 0);
    const Run run = adc(arguments + db(file));
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.oneLineOnStderr());
    QVERIFY2(run.message().contains(
                 option + u": a name is one line, without line breaks or control characters"_s),
             run.err.constData());
    if (arguments.first() == QLatin1String("init"))
        QVERIFY(!QFile::exists(file));
}

void tst_BattleNames::stationFromTheEnvironmentRefused()
{
    const QString file = path(u"station.adc"_s);
    QCOMPARE(adc({ u"init"_s, u"--db"_s, file }).exitCode, 0);
    qputenv("ADC_STATION",
            "table\x01"
            "3");
    const Run run = adc(QStringList { u"units"_s } + db(file));
    qunsetenv("ADC_STATION");
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.message().contains(u"ADC_STATION: a name is one line"_s), run.err.constData());
}

void tst_BattleNames::applyLineRefusedAndStreamGoesOn()
{
    const QString file = newBattle(u"apply.adc"_s);
    const Run run = adc(QStringList { u"apply"_s } + db(file),
                        R"({"action": "add-feature", "name": "Brye\u0000farm", "kind": "bua"})"
                        "\n"
                        R"({"action": "add-brigade", "side": "Prussia", "name": "Jagow\n"})"
                        "\n"
                        R"({"action": "add-feature", "name": "Brye", "kind": "bua"})"
                        "\n");
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    const QJsonObject nul = QJsonDocument::fromJson(lines.at(0)).object();
    QCOMPARE(nul.value(u"ok"_s).toBool(true), false);
    QVERIFY2(nul.value(u"error"_s).toString().contains(u"name: a name is one line"_s),
             lines.at(0).constData());
    const QJsonObject line = QJsonDocument::fromJson(lines.at(1)).object();
    QCOMPARE(line.value(u"ok"_s).toBool(true), false);
    QVERIFY2(line.value(u"error"_s).toString().contains(u"name: a name is one line"_s),
             lines.at(1).constData());
    QVERIFY2(QJsonDocument::fromJson(lines.at(2)).object().value(u"ok"_s).toBool(),
             lines.at(2).constData());
    // Only the last line was written.
    QCOMPARE(adc(QStringList { u"log"_s } + db(file)).array().size(), 1);
}

ADC_TEST_GUILESS_MAIN(tst_BattleNames)
#include "tst_battle_names.moc"
