#include "core/casualties/casualtiestable.h"
#include "core/casualties/recovery.h"
#include "core/common/tablereader.h"
#include "testsuite.h"
#include "testwords.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace Adc;

namespace {
using AdcTest::patched;

using AdcTest::words;
} // namespace

class tst_Recovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void standardTable();
    void recover_data();
    void recover();
    void conditionsAreData();
    void malformed_data();
    void malformed();
};

void tst_Recovery::standardTable()
{
    TableReader reader(AdcTest::casualtiesFile());
    const std::optional<QJsonObject> root = reader.load();
    QVERIFY2(root, qPrintable(reader.failure().reason));
    QVERIFY2(Recovery::fromJson(*root, reader), qPrintable(reader.failure().reason));

    // Seed 002: Elite 3, Line 2, Conscript 1 per active initiative, 12" away.
    const Recovery &table = Recovery::standard();
    QCOMPARE(table.stepsPerInitiative(TroopClass::Elite), 3);
    QCOMPARE(table.stepsPerInitiative(TroopClass::Line), 2);
    QCOMPARE(table.stepsPerInitiative(TroopClass::Conscript), 1);
    QCOMPARE(table.enemyDistanceInches(), 12);
    QVERIFY(table.requiresNotMoved());
    QVERIFY(table.requiresNotFiredUpon());
}

void tst_Recovery::recover_data()
{
    QTest::addColumn<TroopClass>("troopClass");
    QTest::addColumn<int>("steps");
    QTest::addColumn<bool>("moved");
    QTest::addColumn<bool>("firedUpon");
    QTest::addColumn<bool>("enemyNear");
    QTest::addColumn<int>("recovered");
    QTest::addColumn<int>("stepsAfter");
    QTest::addColumn<int>("allowance");
    QTest::addColumn<QStringList>("blockedBy");

    const TroopClass elite = TroopClass::Elite;
    const TroopClass line = TroopClass::Line;
    const TroopClass conscript = TroopClass::Conscript;
    QTest::newRow("elite, 2 held: all 2 back (never more than held)")
        << elite << 2 << false << false << false << 2 << 0 << 3 << words("");
    QTest::newRow("elite, 1 held")
        << elite << 1 << false << false << false << 1 << 0 << 3 << words("");
    QTest::newRow("elite, none held")
        << elite << 0 << false << false << false << 0 << 0 << 3 << words("");
    QTest::newRow("line, 2 held: 2 back")
        << line << 2 << false << false << false << 2 << 0 << 2 << words("");
    QTest::newRow("line, 1 held") << line << 1 << false << false << false << 1 << 0 << 2
                                  << words("");
    QTest::newRow("line, none held")
        << line << 0 << false << false << false << 0 << 0 << 2 << words("");
    QTest::newRow("conscript, 2 held: only 1 back")
        << conscript << 2 << false << false << false << 1 << 1 << 1 << words("");
    QTest::newRow("conscript, 1 held")
        << conscript << 1 << false << false << false << 1 << 0 << 1 << words("");
    QTest::newRow("conscript, none held")
        << conscript << 0 << false << false << false << 0 << 0 << 1 << words("");
    QTest::newRow("elite moved: none")
        << elite << 2 << true << false << false << 0 << 2 << 3 << words("moved");
    QTest::newRow("line fired upon: none")
        << line << 2 << false << true << false << 0 << 2 << 2 << words("fired-upon");
    QTest::newRow("conscript with an enemy within 12: none")
        << conscript << 1 << false << false << true << 0 << 1 << 1 << words("enemy-within-12");
    QTest::newRow("elite moved and fired upon")
        << elite << 1 << true << true << false << 0 << 1 << 3 << words("moved fired-upon");
    QTest::newRow("line, every condition broken") << line << 2 << true << true << true << 0 << 2
                                                  << 2 << words("moved fired-upon enemy-within-12");
}

void tst_Recovery::recover()
{
    QFETCH(TroopClass, troopClass);
    QFETCH(int, steps);
    QFETCH(bool, moved);
    QFETCH(bool, firedUpon);
    QFETCH(bool, enemyNear);

    const RecoveryResult result
        = Recovery::standard().recover(troopClass, steps, moved, firedUpon, enemyNear);
    QTEST(result.recovered, "recovered");
    QTEST(result.steps, "stepsAfter");
    QTEST(result.allowance, "allowance");
    QTEST(result.blockedBy, "blockedBy");
}

void tst_Recovery::conditionsAreData()
{
    QJsonObject root = AdcTest::compiledCasualties();
    root = patched(root, { QStringLiteral("recovery"), QStringLiteral("requiresNotMoved") },
                   "false");
    root
        = patched(root, { QStringLiteral("recovery"), QStringLiteral("enemyDistanceInches") }, "8");
    root = patched(root,
                   { QStringLiteral("recovery"), QStringLiteral("stepsPerClass"),
                     QStringLiteral("conscript") },
                   "2");
    TableReader reader(AdcTest::casualtiesFile());
    const std::optional<Recovery> table = Recovery::fromJson(root, reader);
    QVERIFY2(table, qPrintable(reader.failure().reason));
    QCOMPARE(table->recover(TroopClass::Conscript, 2, true, false, false).recovered, 2);
    QCOMPARE(table->recover(TroopClass::Line, 2, false, false, true).blockedBy,
             words("enemy-within-8"));
}

void tst_Recovery::malformed_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("entry");
    QTest::addColumn<QString>("message");

    QTest::newRow("recovery missing") << QStringLiteral("recovery") << QByteArray()
                                      << QStringLiteral("recovery") << QStringLiteral("missing");
    QTest::newRow("recovery not an object")
        << QStringLiteral("recovery") << QByteArray("[]") << QStringLiteral("recovery")
        << QStringLiteral("expected an object");
    QTest::newRow("elite steps missing")
        << QStringLiteral("recovery.stepsPerClass.elite") << QByteArray()
        << QStringLiteral("recovery.stepsPerClass.elite") << QStringLiteral("missing");
    QTest::newRow("line steps negative")
        << QStringLiteral("recovery.stepsPerClass.line") << QByteArray("-2")
        << QStringLiteral("recovery.stepsPerClass.line") << QStringLiteral("must not be negative");
    QTest::newRow("conscript steps not a number")
        << QStringLiteral("recovery.stepsPerClass.conscript") << QByteArray("\"one\"")
        << QStringLiteral("recovery.stepsPerClass.conscript")
        << QStringLiteral("expected a whole number");
    QTest::newRow("an unknown class")
        << QStringLiteral("recovery.stepsPerClass.veteran") << QByteArray("2")
        << QStringLiteral("recovery.stepsPerClass.veteran")
        << QStringLiteral("not a class (expected elite, line, conscript)");
    QTest::newRow("requiresNotMoved not a boolean")
        << QStringLiteral("recovery.requiresNotMoved") << QByteArray("1")
        << QStringLiteral("recovery.requiresNotMoved") << QStringLiteral("expected true or false");
    QTest::newRow("requiresNotFiredUpon missing")
        << QStringLiteral("recovery.requiresNotFiredUpon") << QByteArray()
        << QStringLiteral("recovery.requiresNotFiredUpon") << QStringLiteral("missing");
    QTest::newRow("enemy distance negative")
        << QStringLiteral("recovery.enemyDistanceInches") << QByteArray("-12")
        << QStringLiteral("recovery.enemyDistanceInches") << QStringLiteral("must not be negative");
}

void tst_Recovery::malformed()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, value);

    const QJsonObject root
        = patched(AdcTest::compiledCasualties(), path.split(QLatin1Char('.')), value);
    QTemporaryDir dir;
    QFile file(dir.filePath(AdcTest::casualtiesFile()));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(root).toJson());
    file.close();

    TableReader reader(AdcTest::casualtiesFile(), dir.path());
    const std::optional<QJsonObject> loaded = reader.load();
    QVERIFY2(loaded, qPrintable(reader.failure().reason));
    QVERIFY(!Recovery::fromJson(*loaded, reader));
    QCOMPARE(reader.file(), AdcTest::casualtiesFile());
    QTEST(reader.failedEntry(), "entry");
    QTEST(reader.failedMessage(), "message");
}

ADC_TEST_APPLESS_MAIN(tst_Recovery)
#include "tst_recovery.moc"
