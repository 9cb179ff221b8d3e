// The fire planner across segments (FirePlanner): scrounging declared by a
// unit out of ammunition, pooled fire across smoke, and smoke after a move.
// Each row quotes its sentence of seed 002.

#include "core/fire/fireplanner.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;

namespace {

UnitRecord battalion(qint64 id, const char *name, const char *side, const char *brigade)
{
    UnitRecord unit;
    unit.id = id;
    unit.name = QString::fromUtf8(name);
    unit.side = QString::fromLatin1(side);
    unit.brigade = QString::fromLatin1(brigade);
    unit.castings = 9;
    unit.castingsInitial = 9;
    unit.cw = 7;
    unit.ap = 8;
    unit.hasFired = true;
    return unit;
}

const UnitRecord kTarget = battalion(9, "7th Line (Belgian)", "Anglo-Allied", "Bijlandt");

FireOrder orderOf(const QList<qint64> &firers, int ap, const QStringList &added)
{
    FireOrder order;
    order.firers = firers;
    order.target = kTarget.id;
    order.range = 2;
    order.ap = ap;
    order.added = added;
    return order;
}

} // namespace

class tst_FirePlanner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scrounging_data();
    void scrounging();
    void pooledAcrossSmoke_data();
    void pooledAcrossSmoke();
    void aloneInSmokeAtTwoAp();
    void smokeAfterMoving();
};

void tst_FirePlanner::scrounging_data()
{
    QTest::addColumn<int>("ap");
    QTest::addColumn<bool>("wasScrounging");
    QTest::addColumn<QStringList>("added");
    QTest::addColumn<bool>("ready");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<bool>("declares");
    QTest::addColumn<bool>("offered");

    const QStringList scrounge { QStringLiteral("scrounging") };
    // "Scrounging units have 1 AP per segment."
    QTest::newRow("out of AP: refused, and offered scrounging")
        << 0 << false << QStringList() << false << "may scrounge" << false << true;
    QTest::newRow("out of AP, scrounging: it declares it and fires its 1 AP")
        << 0 << false << scrounge << true << QString() << true << false;
    QTest::newRow("AP left: it may not scrounge")
        << 3 << false << scrounge << false << "has 3 AP left" << false << false;
    QTest::newRow("scrounging with its segment's AP: fires it")
        << 1 << true << QStringList() << true << QString() << false << false;
    QTest::newRow("scrounging, its AP spent this segment: refused, nothing more to declare")
        << 0 << true << scrounge << false << "has 0 AP left" << false << false;
}

void tst_FirePlanner::scrounging()
{
    QFETCH(int, ap);
    QFETCH(bool, wasScrounging);
    QFETCH(QStringList, added);
    QFETCH(QString, reason);
    QFETCH(bool, declares);
    QFETCH(bool, offered);
    UnitRecord leger = battalion(1, "2e Léger", "French", "Husson");
    leger.ap = ap;
    leger.scrounging = wasScrounging;
    const FirePlan plan
        = FirePlanner::plan(orderOf({ 1 }, 1, added), { leger, kTarget }, {}, Rulings());
    QTEST(plan.ready(), "ready");
    if (!reason.isEmpty())
        QVERIFY2(plan.reason.contains(reason), qPrintable(plan.reason));
    QCOMPARE(plan.scroungers == QList<qint64> { 1 }, declares);
    QCOMPARE(!plan.scroungeOffer.isEmpty(), offered);
    if (!plan.ready())
        return;
    // "Suspend the 'Boxcars' rule for units scrounging": a natural 10 is
    // no boxcars; the scrounging modifier is read; the 1 AP is spent.
    QVERIFY(plan.request.conditions.contains(QStringLiteral("scrounging")));
    QVERIFY(!plan.boxcarsOn(10));
    FireDice dice;
    dice.die = 10;
    const FireOutcome outcome = plan.resolve(dice);
    QCOMPARE(outcome.firers.first().apLeft, 0);
    QVERIFY(outcome.units.first().scrounging);
}

void tst_FirePlanner::pooledAcrossSmoke_data()
{
    QTest::addColumn<bool>("shared");
    QTest::addColumn<int>("ap"); // 0: the order names no AP
    QTest::addColumn<bool>("ready");
    QTest::addColumn<int>("apSpent");
    QTest::addColumn<QString>("reason");

    // "Units in the same brigade may pool their fire ... when range, morale
    // status, target's cover are all equal." "Infantry In Smoke may fire no
    // more than 1 AP."
    QTest::newRow("one in smoke, one not, 2 AP asked: refused, naming the one in smoke")
        << true << 2 << false << 0
        << "61e Ligne may spend at most 1 AP in one fire, not the 2 asked: Firer in smoke";
    QTest::newRow("one in smoke, one not, 1 AP") << true << 1 << true << 1 << QString();
    QTest::newRow("one in smoke, one not, no AP named: 1") << true << 0 << true << 1 << QString();
    QTest::newRow("the ruling off: they may not pool")
        << false << 1 << false << 0 << "conditions differ";
}

void tst_FirePlanner::pooledAcrossSmoke()
{
    QFETCH(bool, shared);
    QFETCH(int, ap);
    QFETCH(int, apSpent);
    QFETCH(QString, reason);
    UnitRecord leger = battalion(1, "2e Léger", "French", "Husson");
    UnitRecord ligne = battalion(2, "61e Ligne", "French", "Husson");
    ligne.smoke = true;
    Rulings rulings;
    rulings.poolSharedModifiers = shared;
    FireOrder order = orderOf({ 1, 2 }, ap, {});
    if (ap == 0)
        order.ap.reset();
    const FirePlan plan = FirePlanner::plan(order, { leger, ligne, kTarget }, {}, rulings);
    QTEST(plan.ready(), "ready");
    if (!plan.ready()) {
        QCOMPARE(plan.verdict, FirePlan::Verdict::Refused);
        QVERIFY2(plan.reason.startsWith(reason), qPrintable(plan.reason));
        return;
    }
    QCOMPARE(plan.check.apSpent, apSpent);
    QCOMPARE(plan.request.stands, 6.0);
    QVERIFY(!plan.request.conditions.contains(QStringLiteral("firer-in-smoke")));
}

void tst_FirePlanner::aloneInSmokeAtTwoAp()
{
    // "Infantry In Smoke may fire no more than 1 AP": a single firer asked 2
    // is refused in words, the condition named as a person reads it.
    UnitRecord ligne = battalion(2, "61e Ligne", "French", "Husson");
    ligne.smoke = true;
    const FirePlan plan
        = FirePlanner::plan(orderOf({ 2 }, 2, {}), { ligne, kTarget }, {}, Rulings());
    QVERIFY(!plan.ready());
    QVERIFY2(plan.reason.contains(QLatin1String("Firer in smoke")), qPrintable(plan.reason));
    QVERIFY2(!plan.reason.contains(QLatin1String("firer-in-smoke")), qPrintable(plan.reason));
    QVERIFY2(plan.reason.startsWith(QLatin1String("2 AP is more than infantry may fire")),
             qPrintable(plan.reason));
}

void tst_FirePlanner::smokeAfterMoving()
{
    // "Units are considered In Smoke the moment they fire": one that moved
    // and then fired fires its next volley in smoke, at 1 AP.
    UnitRecord leger = battalion(1, "2e Léger", "French", "Husson");
    leger.smoke = true;
    leger.movedThisSegment = true;
    leger.firedThisSegment = true;
    FirePlan plan = FirePlanner::plan(orderOf({ 1 }, 1, {}), { leger, kTarget }, {}, Rulings());
    QVERIFY(plan.ready());
    QVERIFY(plan.derived.contains(QStringLiteral("firer-in-smoke")));
    QCOMPARE(plan.apLimit, 1);
    // "Units may get 'out of smoke' by ... moving": moved without firing.
    leger.firedThisSegment = false;
    plan = FirePlanner::plan(orderOf({ 1 }, 1, {}), { leger, kTarget }, {}, Rulings());
    QVERIFY(!plan.derived.contains(QStringLiteral("firer-in-smoke")));
}

ADC_TEST_APPLESS_MAIN(tst_FirePlanner)
#include "tst_fireplanner.moc"
