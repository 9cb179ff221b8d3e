#include "core/ammunition/ammunition.h"
#include "core/common/tablereader.h"
#include "testsuite.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace Adc;

namespace {
const QString kFile = QStringLiteral("ammunition.json");

QJsonObject compiledIn()
{
    TableReader reader(kFile);
    return reader.load().value_or(QJsonObject());
}

// Sets (or, for an empty text, removes) the value at a dotted path; a
// numeric step indexes an array.
QJsonValue patched(const QJsonValue &value, const QStringList &path, const QByteArray &json)
{
    const QString key = path.first();
    bool isIndex = false;
    const int index = key.toInt(&isIndex);
    if (isIndex) {
        QJsonArray array = value.toArray();
        if (path.size() > 1)
            array.replace(index, patched(array.at(index), path.mid(1), json));
        else if (json.isEmpty())
            array.removeAt(index);
        else
            array.replace(index, QJsonDocument::fromJson("[" + json + "]").array().at(0));
        return array;
    }
    QJsonObject object = value.toObject();
    if (path.size() > 1)
        object.insert(key, patched(object.value(key), path.mid(1), json));
    else if (json.isEmpty())
        object.remove(key);
    else
        object.insert(key, QJsonDocument::fromJson("[" + json + "]").array().at(0));
    return object;
}

QJsonObject patchedTable(const QString &path, const QByteArray &json)
{
    return patched(compiledIn(), path.split(QLatin1Char('.')), json).toObject();
}
} // namespace

class tst_Ammunition : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void standardTable();
    void kind_data();
    void kind();
    void startingAp_data();
    void startingAp();
    void apLimit_data();
    void apLimit();
    void boxcarsPenalty_data();
    void boxcarsPenalty();
    void applyPenalty_data();
    void applyPenalty();
    void replenishment_data();
    void replenishment();
    void scrounging();
    void bandsAreData();
    void malformed_data();
    void malformed();
};

void tst_Ammunition::standardTable()
{
    TableReader reader(kFile);
    const std::optional<QJsonObject> root = reader.load();
    QVERIFY2(root, qPrintable(reader.failure().reason));
    QVERIFY2(Ammunition::fromJson(*root, reader), qPrintable(reader.failure().reason));
    const Ammunition &table = Ammunition::standard();
    QCOMPARE(table.boxcarsDice(), QStringLiteral("2d6"));
    QCOMPARE(table.boxcarsLowest(), 2);
    QCOMPARE(table.boxcarsHighest(), 12);
    QCOMPARE(table.replenishmentDistanceInches(), 10);
}

void tst_Ammunition::kind_data()
{
    QTest::addColumn<Arm>("arm");
    QTest::addColumn<Ammunition::Kind>("kind");
    QTest::newRow("infantry carry small-arms AP") << Arm::Infantry << Ammunition::Kind::SmallArms;
    QTest::newRow("cavalry carry small-arms AP") << Arm::Cavalry << Ammunition::Kind::SmallArms;
    QTest::newRow("artillery carry ball and canister") << Arm::Artillery << Ammunition::Kind::Guns;
    QTest::newRow("battalion guns carry ball and canister")
        << Arm::BattalionGuns << Ammunition::Kind::Guns;
}

void tst_Ammunition::kind()
{
    QFETCH(Arm, arm);
    QTEST(Ammunition::standard().kind(arm), "kind");
}

void tst_Ammunition::startingAp_data()
{
    QTest::addColumn<Arm>("arm");
    QTest::addColumn<int>("ballRuling");
    QTest::addColumn<int>("canisterRuling");
    QTest::addColumn<int>("smallArms");
    QTest::addColumn<int>("ball");
    QTest::addColumn<int>("canister");

    const Rulings house;
    QTest::newRow("infantry has 8 AP")
        << Arm::Infantry << house.batteryBallAp << house.batteryCanisterAp << 8 << 0 << 0;
    QTest::newRow("cavalry, as small arms, has 8 AP")
        << Arm::Cavalry << house.batteryBallAp << house.batteryCanisterAp << 8 << 0 << 0;
    QTest::newRow("artillery, house rulings: ball 8, canister 4")
        << Arm::Artillery << house.batteryBallAp << house.batteryCanisterAp << 0 << 8 << 4;
    QTest::newRow("battalion guns, house rulings: ball 8, canister 4")
        << Arm::BattalionGuns << house.batteryBallAp << house.batteryCanisterAp << 0 << 8 << 4;
    QTest::newRow("artillery follows the rulings: ball 12, canister 6")
        << Arm::Artillery << 12 << 6 << 0 << 12 << 6;
    QTest::newRow("infantry ignores battery rulings") << Arm::Infantry << 12 << 6 << 8 << 0 << 0;
}

void tst_Ammunition::startingAp()
{
    QFETCH(Arm, arm);
    QFETCH(int, ballRuling);
    QFETCH(int, canisterRuling);
    Rulings rulings;
    rulings.batteryBallAp = ballRuling;
    rulings.batteryCanisterAp = canisterRuling;
    const AmmunitionLoad load = Ammunition::standard().startingAp(arm, rulings);
    QTEST(load.smallArms, "smallArms");
    QTEST(load.ball, "ball");
    QTEST(load.canister, "canister");
}

void tst_Ammunition::apLimit_data()
{
    QTest::addColumn<Arm>("arm");
    QTest::addColumn<bool>("inSmoke");
    QTest::addColumn<int>("minimum");
    QTest::addColumn<int>("limit");
    QTest::newRow("infantry up to 2") << Arm::Infantry << false << 1 << 2;
    QTest::newRow("infantry in smoke 1") << Arm::Infantry << true << 1 << 1;
    QTest::newRow("cavalry up to 2") << Arm::Cavalry << false << 1 << 2;
    QTest::newRow("cavalry in smoke 1") << Arm::Cavalry << true << 1 << 1;
    QTest::newRow("artillery up to 4") << Arm::Artillery << false << 1 << 4;
    QTest::newRow("artillery in smoke still 4") << Arm::Artillery << true << 1 << 4;
    QTest::newRow("battalion guns up to 4") << Arm::BattalionGuns << false << 1 << 4;
    QTest::newRow("battalion guns in smoke still 4") << Arm::BattalionGuns << true << 1 << 4;
}

void tst_Ammunition::apLimit()
{
    QFETCH(Arm, arm);
    QFETCH(bool, inSmoke);
    QTEST(Ammunition::standard().minApPerFire(arm), "minimum");
    QTEST(Ammunition::standard().apLimit(arm, inSmoke), "limit");
}

void tst_Ammunition::boxcarsPenalty_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<bool>("scrounging");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("extraAp");

    QTest::newRow("2: three more AP") << 2 << false << true << 3;
    QTest::newRow("3: three more AP") << 3 << false << true << 3;
    QTest::newRow("4: three more AP") << 4 << false << true << 3;
    QTest::newRow("5: three more AP") << 5 << false << true << 3;
    QTest::newRow("6: three more AP (top of 2-6)") << 6 << false << true << 3;
    QTest::newRow("7: two more AP (bottom of 7-10)") << 7 << false << true << 2;
    QTest::newRow("8: two more AP") << 8 << false << true << 2;
    QTest::newRow("9: two more AP") << 9 << false << true << 2;
    QTest::newRow("10: two more AP (top of 7-10)") << 10 << false << true << 2;
    QTest::newRow("11: one more AP (bottom of 11-12)") << 11 << false << true << 1;
    QTest::newRow("12: one more AP") << 12 << false << true << 1;
    QTest::newRow("2, scrounging: suspended") << 2 << true << true << 0;
    QTest::newRow("8, scrounging: suspended") << 8 << true << true << 0;
    QTest::newRow("12, scrounging: suspended") << 12 << true << true << 0;
    QTest::newRow("1: not a 2d6 total") << 1 << false << false << 0;
    QTest::newRow("13: not a 2d6 total") << 13 << false << false << 0;
    QTest::newRow("0: not a 2d6 total") << 0 << false << false << 0;
    QTest::newRow("13, scrounging: still not a total") << 13 << true << false << 0;
}

void tst_Ammunition::boxcarsPenalty()
{
    QFETCH(int, roll);
    QFETCH(bool, scrounging);
    QFETCH(bool, valid);
    const std::optional<int> extra = Ammunition::standard().boxcarsPenalty(roll, scrounging);
    QCOMPARE(extra.has_value(), valid);
    if (valid)
        QTEST(*extra, "extraAp");
}

void tst_Ammunition::applyPenalty_data()
{
    QTest::addColumn<int>("ap");
    QTest::addColumn<int>("extraAp");
    QTest::addColumn<int>("after");
    QTest::newRow("8 AP, 2 more lost") << 8 << 2 << 6;
    QTest::newRow("3 AP, 3 more lost: none left") << 3 << 3 << 0;
    QTest::newRow("1 AP, 3 more lost: never below 0") << 1 << 3 << 0;
    QTest::newRow("0 AP stays 0") << 0 << 1 << 0;
    QTest::newRow("no penalty") << 5 << 0 << 5;
}

void tst_Ammunition::applyPenalty()
{
    QFETCH(int, ap);
    QFETCH(int, extraAp);
    QTEST(Ammunition::applyPenalty(ap, extraAp), "after");
}

void tst_Ammunition::replenishment_data()
{
    QTest::addColumn<Arm>("arm");
    QTest::addColumn<int>("turns");
    QTest::addColumn<bool>("refills");
    QTest::addColumn<int>("turnsNeeded");
    QTest::addColumn<int>("turnsToGo");

    QTest::newRow("infantry, no turn out of contact") << Arm::Infantry << 0 << false << 1 << 1;
    QTest::newRow("infantry, one full turn: refills") << Arm::Infantry << 1 << true << 1 << 0;
    QTest::newRow("infantry, two turns: refills") << Arm::Infantry << 2 << true << 1 << 0;
    QTest::newRow("cavalry, one full turn: refills") << Arm::Cavalry << 1 << true << 1 << 0;
    QTest::newRow("artillery, no turn") << Arm::Artillery << 0 << false << 4 << 4;
    QTest::newRow("artillery, 1 turn") << Arm::Artillery << 1 << false << 4 << 3;
    QTest::newRow("artillery, 3 turns: one to go") << Arm::Artillery << 3 << false << 4 << 1;
    QTest::newRow("artillery, 4 consecutive turns: refills")
        << Arm::Artillery << 4 << true << 4 << 0;
    QTest::newRow("artillery, 5 turns: refills") << Arm::Artillery << 5 << true << 4 << 0;
    QTest::newRow("battalion guns, 3 turns") << Arm::BattalionGuns << 3 << false << 4 << 1;
    QTest::newRow("battalion guns, 4 turns: refills") << Arm::BattalionGuns << 4 << true << 4 << 0;
}

void tst_Ammunition::replenishment()
{
    QFETCH(Arm, arm);
    QFETCH(int, turns);
    QFETCH(bool, refills);
    const AmmunitionLoad current { 2, 1, 0 };
    const AmmunitionLoad full { 8, 10, 5 };
    const Replenishment result = Ammunition::standard().replenishment(arm, turns, current, full);
    QCOMPARE(result.refills, refills);
    QTEST(result.turnsNeeded, "turnsNeeded");
    QTEST(result.turnsToGo, "turnsToGo");
    QCOMPARE(result.load, refills ? full : current);
    QCOMPARE(Ammunition::standard().replenishmentTurns(arm), result.turnsNeeded);
}

void tst_Ammunition::scrounging()
{
    const Ammunition &table = Ammunition::standard();
    QCOMPARE(table.scroungingApPerSegment(), 1);
    QVERIFY(!table.boxcarsWhileScrounging());
}

void tst_Ammunition::bandsAreData()
{
    // Move 7 from the 7-10 band to the 2-6 band: the penalty follows the table.
    QJsonObject root = patchedTable(QStringLiteral("boxcars.bands.1.low"), "8");
    root = patched(root,
                   { QStringLiteral("boxcars"), QStringLiteral("bands"), QStringLiteral("2"),
                     QStringLiteral("high") },
                   "7")
               .toObject();
    TableReader reader(kFile);
    const std::optional<Ammunition> table = Ammunition::fromJson(root, reader);
    QVERIFY2(table, qPrintable(reader.failure().reason));
    QCOMPARE(table->boxcarsPenalty(7), std::optional<int>(3));
    QCOMPARE(table->boxcarsPenalty(8), std::optional<int>(2));
}

void tst_Ammunition::malformed_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("entry");
    QTest::addColumn<QString>("message");

    QTest::newRow("arms missing") << QStringLiteral("arms") << QByteArray()
                                  << QStringLiteral("arms") << QStringLiteral("missing");
    QTest::newRow("an arm left out") << QStringLiteral("arms.cavalry") << QByteArray()
                                     << QStringLiteral("arms.cavalry") << QStringLiteral("missing");
    QTest::newRow("an unknown arm")
        << QStringLiteral("arms.dragoons") << QByteArray("\"small-arms\"")
        << QStringLiteral("arms.dragoons")
        << QStringLiteral("not an arm (expected infantry, cavalry, "
                          "artillery, battalion-guns)");
    QTest::newRow("an unknown kind for an arm")
        << QStringLiteral("arms.infantry") << QByteArray("\"muskets\"")
        << QStringLiteral("arms.infantry")
        << QStringLiteral("\"muskets\" is not one of small-arms, guns");
    QTest::newRow("an unknown kind")
        << QStringLiteral("kinds.rockets") << QByteArray("{}") << QStringLiteral("kinds.rockets")
        << QStringLiteral("not a kind (expected small-arms, guns)");
    QTest::newRow("starting AP missing")
        << QStringLiteral("kinds.small-arms.startingAp") << QByteArray()
        << QStringLiteral("kinds.small-arms.startingAp") << QStringLiteral("missing");
    QTest::newRow("starting AP negative")
        << QStringLiteral("kinds.small-arms.startingAp") << QByteArray("-8")
        << QStringLiteral("kinds.small-arms.startingAp") << QStringLiteral("must be at least 0");
    QTest::newRow("ball AP names no ruling")
        << QStringLiteral("kinds.guns.startingBallApRuling") << QByteArray("\"ball-ap\"")
        << QStringLiteral("kinds.guns.startingBallApRuling")
        << QStringLiteral("\"ball-ap\" is not a whole-number ruling");
    QTest::newRow("canister AP names a true-or-false ruling")
        << QStringLiteral("kinds.guns.startingCanisterApRuling")
        << QByteArray("\"extend-beyond-chart\"")
        << QStringLiteral("kinds.guns.startingCanisterApRuling")
        << QStringLiteral("\"extend-beyond-chart\" is not a whole-number ruling");
    QTest::newRow("minimum AP per fire 0")
        << QStringLiteral("kinds.guns.minApPerFire") << QByteArray("0")
        << QStringLiteral("kinds.guns.minApPerFire") << QStringLiteral("must be at least 1");
    QTest::newRow("maximum below minimum")
        << QStringLiteral("kinds.small-arms.maxApPerFire") << QByteArray("0")
        << QStringLiteral("kinds.small-arms.maxApPerFire") << QStringLiteral("must be at least 1");
    QTest::newRow("more AP in smoke than out of it")
        << QStringLiteral("kinds.small-arms.maxApPerFireInSmoke") << QByteArray("3")
        << QStringLiteral("kinds.small-arms.maxApPerFireInSmoke")
        << QStringLiteral("must not exceed maxApPerFire (2)");
    QTest::newRow("replenishment turns 0")
        << QStringLiteral("kinds.guns.replenishmentTurns") << QByteArray("0")
        << QStringLiteral("kinds.guns.replenishmentTurns") << QStringLiteral("must be at least 1");
    QTest::newRow("boxcars dice not an expression")
        << QStringLiteral("boxcars.dice") << QByteArray("\"two dice\"")
        << QStringLiteral("boxcars.dice") << QString();
    QTest::newRow("a boxcars band left out: 2-6 uncovered")
        << QStringLiteral("boxcars.bands.2") << QByteArray() << QStringLiteral("boxcars.bands")
        << QStringLiteral("no band for a total of 2");
    QTest::newRow("boxcars bands overlap") << QStringLiteral("boxcars.bands.1.high")
                                           << QByteArray("11") << QStringLiteral("boxcars.bands[1]")
                                           << QStringLiteral("total 11 is already in another band");
    QTest::newRow("a boxcars band beyond 2d6")
        << QStringLiteral("boxcars.bands.0.high") << QByteArray("13")
        << QStringLiteral("boxcars.bands[0]")
        << QStringLiteral("11-13 is not a range of 2d6 totals (2 to 12)");
    QTest::newRow("a boxcars band upside down")
        << QStringLiteral("boxcars.bands.1.low") << QByteArray("11")
        << QStringLiteral("boxcars.bands[1]")
        << QStringLiteral("11-10 is not a range of 2d6 totals (2 to 12)");
    QTest::newRow("a boxcars band without its penalty")
        << QStringLiteral("boxcars.bands.0.extraAp") << QByteArray()
        << QStringLiteral("boxcars.bands[0].extraAp") << QStringLiteral("missing");
    QTest::newRow("a boxcars band not an object")
        << QStringLiteral("boxcars.bands.0") << QByteArray("11")
        << QStringLiteral("boxcars.bands[0]") << QStringLiteral("expected an object");
    QTest::newRow("replenishment distance missing")
        << QStringLiteral("replenishment.enemyDistanceInches") << QByteArray()
        << QStringLiteral("replenishment.enemyDistanceInches") << QStringLiteral("missing");
    QTest::newRow("scrounging AP negative")
        << QStringLiteral("scrounging.apPerSegment") << QByteArray("-1")
        << QStringLiteral("scrounging.apPerSegment") << QStringLiteral("must be at least 0");
    QTest::newRow("scrounging boxcars not a boolean")
        << QStringLiteral("scrounging.boxcars") << QByteArray("\"no\"")
        << QStringLiteral("scrounging.boxcars") << QStringLiteral("expected true or false");
}

void tst_Ammunition::malformed()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, value);
    QFETCH(QString, message);

    QTemporaryDir dir;
    QFile file(dir.filePath(kFile));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(patchedTable(path, value)).toJson());
    file.close();

    TableReader reader(kFile, dir.path());
    const std::optional<QJsonObject> root = reader.load();
    QVERIFY2(root, qPrintable(reader.failure().reason));
    QVERIFY(!Ammunition::fromJson(*root, reader));
    QCOMPARE(reader.file(), kFile);
    QTEST(reader.failedEntry(), "entry");
    // An empty expected message: any explanation will do (the dice parser's own).
    if (message.isEmpty())
        QVERIFY(!reader.failedMessage().isEmpty());
    else
        QCOMPARE(reader.failedMessage(), message);
}

ADC_TEST_APPLESS_MAIN(tst_Ammunition)
#include "tst_ammunition.moc"
