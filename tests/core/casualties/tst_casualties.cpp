#include "core/casualties/casualties.h"
#include "core/casualties/casualtiestable.h"
#include "core/common/tablereader.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace Adc;

namespace {
using AdcTest::patched;

// Writes bytes as the table into a fresh directory and reads them back; the
// reader keeps what was wrong.
TableReader loadBroken(const QByteArray &bytes, bool *loaded)
{
    QTemporaryDir dir;
    TableReader reader(AdcTest::casualtiesFile(), dir.path());
    QFile file(dir.filePath(AdcTest::casualtiesFile()));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
        ADC_FAIL(QStringLiteral("cannot write the broken table"));
        *loaded = false;
        return reader;
    }
    file.close();
    const std::optional<QJsonObject> root = reader.load();
    *loaded = root && Casualties::fromJson(*root, reader).has_value();
    return reader;
}
} // namespace

class tst_Casualties : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void standardTable();
    void apply_data();
    void apply();
    void cwPerCastingIsData();
    void malformed_data();
    void malformed();
    void notJson();
};

void tst_Casualties::standardTable()
{
    TableReader reader(AdcTest::casualtiesFile());
    const std::optional<QJsonObject> root = reader.load();
    QVERIFY2(root, qPrintable(reader.failure().reason));
    QVERIFY2(Casualties::fromJson(*root, reader), qPrintable(reader.failure().reason));

    // Seed 002, Mechanics of Firing: steps of 20 men, three to a casting,
    // one CW point a casting; a unit holds at most two steps.
    const Casualties &table = Casualties::standard();
    QCOMPARE(table.stepsPerCasting(), 3);
    QCOMPARE(table.maxStepsHeld(), 2);
    QCOMPARE(table.menPerStep(), 20);
    QCOMPARE(table.cwPerCasting(), 1);
}

void tst_Casualties::apply_data()
{
    QTest::addColumn<int>("castings");
    QTest::addColumn<int>("cw");
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("newSteps");
    QTest::addColumn<int>("castingsAfter");
    QTest::addColumn<int>("cwAfter");
    QTest::addColumn<int>("stepsAfter");
    QTest::addColumn<int>("permanentLosses");
    QTest::addColumn<int>("cwLost");
    QTest::addColumn<bool>("eliminated");

    QTest::newRow("CLI example: 1 held + 4 new is one casting, 2 held")
        << 12 << 9 << 1 << 4 << 11 << 8 << 2 << 1 << 1 << false;
    QTest::newRow("no new steps changes nothing")
        << 12 << 9 << 2 << 0 << 12 << 9 << 2 << 0 << 0 << false;
    QTest::newRow("first step is held") << 12 << 9 << 0 << 1 << 12 << 9 << 1 << 0 << 0 << false;
    QTest::newRow("second step is held") << 12 << 9 << 1 << 1 << 12 << 9 << 2 << 0 << 0 << false;
    QTest::newRow("third step becomes a casting and a CW point")
        << 12 << 9 << 2 << 1 << 11 << 8 << 0 << 1 << 1 << false;
    QTest::newRow("three new steps from none is one casting")
        << 12 << 9 << 0 << 3 << 11 << 8 << 0 << 1 << 1 << false;
    QTest::newRow("six new steps is two castings")
        << 12 << 9 << 0 << 6 << 10 << 7 << 0 << 2 << 2 << false;
    QTest::newRow("2 held + 6 new is two castings, 2 held")
        << 12 << 9 << 2 << 6 << 10 << 7 << 2 << 2 << 2 << false;
    QTest::newRow("2 held + 7 new is three castings, none held")
        << 12 << 9 << 2 << 7 << 9 << 6 << 0 << 3 << 3 << false;
    QTest::newRow("CW never below 0") << 12 << 1 << 0 << 9 << 9 << 0 << 0 << 3 << 1 << false;
    QTest::newRow("CW already 0 stays 0") << 5 << 0 << 0 << 3 << 4 << 0 << 0 << 1 << 0 << false;
    QTest::newRow("last casting lost: eliminated, no steps held")
        << 1 << 3 << 2 << 4 << 0 << 2 << 0 << 1 << 1 << true;
    QTest::newRow("more castings due than the unit has")
        << 2 << 5 << 1 << 10 << 0 << 3 << 0 << 2 << 2 << true;
    QTest::newRow("exactly the last casting, remainder dropped")
        << 1 << 1 << 0 << 4 << 0 << 0 << 0 << 1 << 1 << true;
    QTest::newRow("no castings to start: nothing more to lose")
        << 0 << 4 << 0 << 5 << 0 << 4 << 0 << 0 << 0 << true;
    QTest::newRow("no castings, no new steps") << 0 << 0 << 0 << 0 << 0 << 0 << 0 << 0 << 0 << true;
    QTest::newRow("one casting, two steps held survives")
        << 1 << 1 << 0 << 2 << 1 << 1 << 2 << 0 << 0 << false;
}

void tst_Casualties::apply()
{
    QFETCH(int, castings);
    QFETCH(int, cw);
    QFETCH(int, steps);
    QFETCH(int, newSteps);

    const CasualtyResult result = Casualties::standard().apply(castings, cw, steps, newSteps);
    QTEST(result.castings, "castingsAfter");
    QTEST(result.cw, "cwAfter");
    QTEST(result.steps, "stepsAfter");
    QTEST(result.permanentLosses, "permanentLosses");
    QTEST(result.cwLost, "cwLost");
    QTEST(result.eliminated, "eliminated");
    QVERIFY(result.steps <= Casualties::standard().maxStepsHeld());
}

void tst_Casualties::cwPerCastingIsData()
{
    TableReader reader(AdcTest::casualtiesFile());
    const std::optional<Casualties> table = Casualties::fromJson(
        patched(AdcTest::compiledCasualties(), { QStringLiteral("cwPerCasting") }, "2"), reader);
    QVERIFY2(table, qPrintable(reader.failure().reason));
    const CasualtyResult result = table->apply(12, 9, 1, 4);
    QCOMPARE(result.permanentLosses, 1);
    QCOMPARE(result.cwLost, 2);
    QCOMPARE(result.cw, 7);
}

void tst_Casualties::malformed_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("entry");
    QTest::addColumn<QString>("message");

    QTest::newRow("stepsPerCasting missing")
        << QStringLiteral("stepsPerCasting") << QByteArray() << QStringLiteral("stepsPerCasting")
        << QStringLiteral("missing");
    QTest::newRow("stepsPerCasting not a number")
        << QStringLiteral("stepsPerCasting") << QByteArray("\"three\"")
        << QStringLiteral("stepsPerCasting") << QStringLiteral("expected a whole number");
    QTest::newRow("stepsPerCasting fractional")
        << QStringLiteral("stepsPerCasting") << QByteArray("2.5")
        << QStringLiteral("stepsPerCasting") << QStringLiteral("expected a whole number");
    QTest::newRow("stepsPerCasting 0")
        << QStringLiteral("stepsPerCasting") << QByteArray("0") << QStringLiteral("stepsPerCasting")
        << QStringLiteral("must be at least 1");
    QTest::newRow("maxStepsHeld not one less than stepsPerCasting")
        << QStringLiteral("maxStepsHeld") << QByteArray("3") << QStringLiteral("maxStepsHeld")
        << QStringLiteral("must be 2, one less than stepsPerCasting");
    QTest::newRow("maxStepsHeld missing")
        << QStringLiteral("maxStepsHeld") << QByteArray() << QStringLiteral("maxStepsHeld")
        << QStringLiteral("missing");
    QTest::newRow("menPerStep 0") << QStringLiteral("menPerStep") << QByteArray("0")
                                  << QStringLiteral("menPerStep")
                                  << QStringLiteral("must be at least 1");
    QTest::newRow("cwPerCasting negative")
        << QStringLiteral("cwPerCasting") << QByteArray("-1") << QStringLiteral("cwPerCasting")
        << QStringLiteral("must not be negative");
    QTest::newRow("cwPerCasting a string")
        << QStringLiteral("cwPerCasting") << QByteArray("\"1\"") << QStringLiteral("cwPerCasting")
        << QStringLiteral("expected a whole number");
}

void tst_Casualties::malformed()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, value);

    const QJsonObject root
        = patched(AdcTest::compiledCasualties(), path.split(QLatin1Char('.')), value);
    bool loaded = true;
    const TableReader error = loadBroken(QJsonDocument(root).toJson(), &loaded);
    QVERIFY(!loaded);
    QCOMPARE(error.file(), AdcTest::casualtiesFile());
    QTEST(error.failedEntry(), "entry");
    QTEST(error.failedMessage(), "message");
}

void tst_Casualties::notJson()
{
    bool loaded = true;
    const TableReader error = loadBroken("{ \"stepsPerCasting\": 3,", &loaded);
    QVERIFY(!loaded);
    QCOMPARE(error.file(), AdcTest::casualtiesFile());
    QVERIFY2(error.failedEntry().startsWith(QLatin1String("offset ")),
             qPrintable(error.failure().reason));
    QVERIFY2(error.failedMessage().startsWith(QLatin1String("not valid JSON")),
             qPrintable(error.failure().reason));
}

ADC_TEST_APPLESS_MAIN(tst_Casualties)
#include "tst_casualties.moc"
