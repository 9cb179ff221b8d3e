// Who rolls fire discipline on taking fire: seed 002, Fire Discipline,
// "Anytime your infantry unit takes fire that can be returned" (docs/rules.md
// 1). The fire can be returned when the target is infantry with castings
// and AP left, and its own fire back at the firer, at that range, is one
// the rules allow.

#include "core/fire/returnfire.h"
#include "testsuite.h"

#include <QTest>

using namespace Adc;

namespace {

UnitRecord unit(qint64 id, const char *name, const char *side, Arm arm)
{
    UnitRecord record;
    record.id = id;
    record.name = QString::fromLatin1(name);
    record.side = QString::fromLatin1(side);
    record.brigade = QString::fromLatin1(side) + QStringLiteral(" brigade");
    record.arm = arm;
    record.castings = 9;
    record.castingsInitial = 9;
    record.cw = 7;
    record.cwInitial = 7;
    record.ap = 8;
    if (arm == Arm::Artillery) {
        record.weapon = Weapon::Gun12pdr;
        record.tubes = 2;
        record.apBall = 8;
        record.apCanister = 4;
    }
    return record;
}

} // namespace

class tst_ReturnFire : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void whoReturnsTheFire_data()
    {
        QTest::addColumn<int>("arm");
        QTest::addColumn<int>("castings");
        QTest::addColumn<int>("ap");
        QTest::addColumn<double>("range");
        QTest::addColumn<QString>("refusal");

        const int infantry = int(Arm::Infantry);
        QTest::newRow("infantry at 3\", its muskets reach: it returns the fire")
            << infantry << 9 << 8 << 3.0 << QString();
        QTest::newRow("infantry at its extreme band, 6\": it returns the fire")
            << infantry << 9 << 8 << 6.0 << QString();
        QTest::newRow("infantry at 10\", beyond its muskets: the fire cannot be returned")
            << infantry << 9 << 8 << 10.0 << QStringLiteral("cannot return the fire");
        QTest::newRow("infantry without AP: the fire cannot be returned")
            << infantry << 9 << 0 << 3.0 << QStringLiteral("no AP left to return the fire");
        QTest::newRow("infantry without castings")
            << infantry << 0 << 8 << 3.0 << QStringLiteral("no castings left");
        QTest::newRow("cavalry: \"your infantry unit\" only")
            << int(Arm::Cavalry) << 9 << 8 << 3.0
            << QStringLiteral("fire discipline is rolled by infantry");
        QTest::newRow("a battery: \"your infantry unit\" only")
            << int(Arm::Artillery) << 9 << 8 << 3.0
            << QStringLiteral("fire discipline is rolled by infantry");
    }
    void whoReturnsTheFire()
    {
        QFETCH(int, arm);
        QFETCH(int, castings);
        QFETCH(int, ap);
        QFETCH(double, range);
        QFETCH(QString, refusal);
        const UnitRecord lead = unit(1, "2e Leger", "France", Arm::Infantry);
        UnitRecord target = unit(2, "1/42nd", "Britain", Arm(arm));
        target.castings = castings;
        target.ap = ap;
        const QString said = ReturnFire::refusal(target, lead, range, {}, Rulings());
        if (refusal.isEmpty())
            QVERIFY2(said.isEmpty(), qPrintable(said));
        else
            QVERIFY2(said.contains(refusal), qPrintable(said));
    }
};

ADC_TEST_APPLESS_MAIN(tst_ReturnFire)
#include "tst_returnfire.moc"
