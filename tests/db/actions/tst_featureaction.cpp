// Terrain features: adding and removing them, and placing units in them
// under the terrain rules (who may enter, how many a feature holds).

#include "db/battlefixture.h"
#include "db/resulttesting.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {
QJsonObject place(qint64 unit, const QString &feature)
{
    return { { QStringLiteral("action"), QStringLiteral("place") },
             { QStringLiteral("unit"), unit },
             { QStringLiteral("feature"), feature } };
}

UnitRecord ofArm(Arm arm, const QString &name)
{
    if (firesByTubes(arm)) {
        UnitRecord unit = battery(name, QStringLiteral("France"), QStringLiteral("Reserve"));
        unit.arm = arm;
        return unit;
    }
    UnitRecord unit = infantry(name, QStringLiteral("France"), QStringLiteral("Bachelu"));
    unit.arm = arm;
    return unit;
}
} // namespace

class tst_FeatureAction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void addTakesTheRulesCapacity_data();
    void addTakesTheRulesCapacity();
    void addRefusedOrMalformed();
    void whoMayEnter_data();
    void whoMayEnter();
    void capacityIsEnforced();
    void leavingAFeature();
    void removeRefusedWhileOccupied();
};

void tst_FeatureAction::addTakesTheRulesCapacity_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QJsonValue>("capacity");
    QTest::newRow("woods: one unit") << "woods" << QJsonValue(1);
    QTest::newRow("bua: one unit") << "bua" << QJsonValue(1);
    QTest::newRow("redoubt: one unit") << "redoubt" << QJsonValue(1);
    QTest::newRow("wooded hill: one unit") << "wooded-hill" << QJsonValue(1);
    QTest::newRow("hill: no limit") << "hill" << QJsonValue(QJsonValue::Null);
    QTest::newRow("ltf: no limit") << "ltf" << QJsonValue(QJsonValue::Null);
}

void tst_FeatureAction::addTakesTheRulesCapacity()
{
    QFETCH(QString, kind);
    QFETCH(QJsonValue, capacity);
    TestBattle battle;
    QVERIFY(battle.isValid());
    const ActionOutcome outcome
        = battle->apply({ { QStringLiteral("action"), QStringLiteral("add-feature") },
                          { QStringLiteral("name"), QStringLiteral("Here") },
                          { QStringLiteral("kind"), kind } });
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    const QJsonObject feature = answerOf(outcome).value(QStringLiteral("feature")).toObject();
    QCOMPARE(feature.value(QStringLiteral("capacity")), capacity);
    QCOMPARE(feature.value(QStringLiteral("cover")).toString(), QStringLiteral("none"));
    QCOMPARE(battle->features().size(), 1);
}

void tst_FeatureAction::addRefusedOrMalformed()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    QVERIFY(
        battle
            ->apply(object(
                R"({"action": "add-feature", "name": "Large wood", "kind": "woods", "capacity": 3, "cover": "heavy"})"))
            .ok());
    QCOMPARE(battle->features().first().capacity, std::optional<int>(3));
    QCOMPARE(battle->features().first().cover, QStringLiteral("heavy"));
    QVERIFY(
        battle
            ->apply(object(
                R"({"action": "add-feature", "name": "Open wood", "kind": "woods", "capacity": null})"))
            .ok());
    QCOMPARE(battle->features().last().capacity, std::nullopt);
    QVERIFY(
        battle->apply(object(R"({"action": "add-feature", "name": "Large wood", "kind": "bua"})"))
            .is(Failure::Kind::Refused));
    QCOMPARE(battle->apply(object(R"({"action": "add-feature", "name": "Marsh", "kind": "marsh"})"))
                 .error()
                 .left(5),
             QStringLiteral("kind:"));
    QCOMPARE(
        battle
            ->apply(object(
                R"({"action": "add-feature", "name": "X", "kind": "woods", "cover": "thick"})"))
            .error()
            .left(6),
        QStringLiteral("cover:"));
    QCOMPARE(battle
                 ->apply(object(
                     R"({"action": "add-feature", "name": "X", "kind": "woods", "capacity": 0})"))
                 .error()
                 .left(9),
             QStringLiteral("capacity:"));
    QCOMPARE(battle->apply(object(R"({"action": "add-feature", "name": " ", "kind": "woods"})"))
                 .error()
                 .left(5),
             QStringLiteral("name:"));
}

void tst_FeatureAction::whoMayEnter_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("arm");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("infantry into woods") << "woods"
                                         << "infantry" << true;
    QTest::newRow("cavalry into woods") << "woods"
                                        << "cavalry" << false;
    QTest::newRow("artillery into woods") << "woods"
                                          << "artillery" << false;
    QTest::newRow("infantry into a BUA") << "bua"
                                         << "infantry" << true;
    QTest::newRow("cavalry into a BUA") << "bua"
                                        << "cavalry" << false;
    QTest::newRow("infantry into a redoubt") << "redoubt"
                                             << "infantry" << true;
    QTest::newRow("artillery into a redoubt") << "redoubt"
                                              << "artillery" << true;
    QTest::newRow("battalion guns into a redoubt") << "redoubt"
                                                   << "battalion-guns" << true;
    QTest::newRow("cavalry into a redoubt") << "redoubt"
                                            << "cavalry" << false;
    QTest::newRow("cavalry onto a hill") << "hill"
                                         << "cavalry" << true;
    QTest::newRow("artillery onto a hill") << "hill"
                                           << "artillery" << true;
    QTest::newRow("cavalry into a wooded hill") << "wooded-hill"
                                                << "cavalry" << false;
    QTest::newRow("cavalry behind a wall") << "ltf"
                                           << "cavalry" << true;
}

void tst_FeatureAction::whoMayEnter()
{
    QFETCH(QString, kind);
    QFETCH(QString, arm);
    QFETCH(bool, allowed);
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 id = battle.add(ofArm(*armFromName(arm), QStringLiteral("Tested")));
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("add-feature") },
                          { QStringLiteral("name"), QStringLiteral("Here") },
                          { QStringLiteral("kind"), kind } })
                .ok());
    const QString before = battle->canonicalDump();
    const ActionOutcome outcome = battle->apply(place(id, QStringLiteral("Here")));
    QCOMPARE(outcome.ok(), allowed);
    if (allowed) {
        QCOMPARE(battle.unit(id).feature, QStringLiteral("Here"));
        const std::optional<Terrain> terrain = FeatureRecord::terrainOf(kind);
        QCOMPARE(battle.unit(id).terrain, terrain ? *terrain : Terrain::Open);
    } else {
        QVERIFY(outcome.is(Failure::Kind::Refused));
        QVERIFY(answerOf(outcome).value(QStringLiteral("reason")).toString().contains(arm));
        QCOMPARE(battle->canonicalDump(), before);
    }
}

void tst_FeatureAction::capacityIsEnforced()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 first = battle.add(ofArm(Arm::Infantry, QStringLiteral("1/45e")));
    const qint64 second = battle.add(ofArm(Arm::Infantry, QStringLiteral("2/45e")));
    QVERIFY(
        battle->apply(object(R"({"action": "add-feature", "name": "Gemioncourt", "kind": "bua"})"))
            .ok());
    QVERIFY(battle->apply(place(first, QStringLiteral("Gemioncourt"))).ok());
    // Placing the same unit again is no second occupant.
    QVERIFY(battle->apply(place(first, QStringLiteral("Gemioncourt"))).ok());
    const ActionOutcome full = battle->apply(place(second, QStringLiteral("Gemioncourt")));
    QVERIFY(full.is(Failure::Kind::Refused));
    QVERIFY(
        answerOf(full).value(QStringLiteral("reason")).toString().contains(QStringLiteral("full")));
    // A unit added straight into a full feature is refused too.
    UnitRecord third = ofArm(Arm::Infantry, QStringLiteral("3/45e"));
    third.feature = QStringLiteral("Gemioncourt");
    third.terrain = Terrain::Bua;
    QString error;
    QCOMPARE(Fixture::valueOf(battle->addUnit(third), &error), 0);
    QVERIFY2(error.contains(QStringLiteral("full")), qPrintable(error));
    QCOMPARE(battle->units().size(), 2);
}

void tst_FeatureAction::leavingAFeature()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 id = battle.add(ofArm(Arm::Infantry, QStringLiteral("1/45e")));
    QVERIFY(
        battle->apply(object(R"({"action": "add-feature", "name": "Bossu Wood", "kind": "woods"})"))
            .ok());
    QVERIFY(battle->apply(place(id, QStringLiteral("Bossu Wood"))).ok());
    QCOMPARE(battle.unit(id).terrain, Terrain::Woods);
    const ActionOutcome out = battle->apply(
        object(R"({"action": "place", "unit": 1, "feature": "", "terrain": "hill"})"));
    QVERIFY(out.ok());
    QCOMPARE(answerOf(out).value(QStringLiteral("from")).toString(), QStringLiteral("Bossu Wood"));
    QVERIFY(battle.unit(id).feature.isEmpty());
    QCOMPARE(battle.unit(id).terrain, Terrain::Hill);
    QVERIFY(battle->apply(object(R"({"action": "place", "unit": 1, "feature": "Nowhere"})"))
                .is(Failure::Kind::Malformed));
}

void tst_FeatureAction::removeRefusedWhileOccupied()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 id = battle.add(ofArm(Arm::Infantry, QStringLiteral("1/45e")));
    QVERIFY(
        battle->apply(object(R"({"action": "add-feature", "name": "Bossu Wood", "kind": "woods"})"))
            .ok());
    QVERIFY(battle->apply(place(id, QStringLiteral("Bossu Wood"))).ok());
    QVERIFY(battle->apply(object(R"({"action": "remove-feature", "feature": "Bossu Wood"})"))
                .is(Failure::Kind::Refused));
    QVERIFY(battle->apply(place(id, QString())).ok());
    QVERIFY(battle->apply(object(R"({"action": "remove-feature", "feature": "Bossu Wood"})")).ok());
    QVERIFY(battle->features().isEmpty());
    QCOMPARE(
        battle->apply(object(R"({"action": "remove-feature", "feature": "Bossu Wood"})")).error(),
        QStringLiteral("feature: there is no feature named \"Bossu Wood\""));
}

ADC_TEST_GUILESS_MAIN(tst_FeatureAction)
#include "tst_featureaction.moc"
