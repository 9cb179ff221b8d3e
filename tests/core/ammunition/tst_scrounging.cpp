// "Scrounging units have 1 AP per segment" (seed 002, Ammunition): the AP a
// scrounging unit has, at once when it starts and at each end of segment.

#include "core/ammunition/scrounging.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;

class tst_Scrounging : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void topUp_data();
    void topUp();
};

void tst_Scrounging::topUp_data()
{
    QTest::addColumn<QString>("seed");
    QTest::addColumn<int>("arm");
    QTest::addColumn<bool>("scrounging");
    QTest::addColumn<int>("ap");
    QTest::addColumn<int>("apAfter");
    QTest::addColumn<int>("given");

    const QString seed = QStringLiteral("Scrounging units have l AP per segment.");
    QTest::newRow("infantry out of AP starts scrounging: 1 AP")
        << seed << int(Arm::Infantry) << true << 0 << 1 << 1;
    QTest::newRow("cavalry out of AP: 1 AP") << seed << int(Arm::Cavalry) << true << 0 << 1 << 1;
    QTest::newRow("1 AP left: not hoarded") << seed << int(Arm::Infantry) << true << 1 << 1 << 0;
    QTest::newRow("not scrounging: nothing") << seed << int(Arm::Infantry) << false << 0 << 0 << 0;
    QTest::newRow("a battery does not scrounge")
        << QStringLiteral("Suspend the \"Boxcars\" rule for units scrounging for ammunition "
                          "among the wounded and dead.")
        << int(Arm::Artillery) << true << 0 << 0 << 0;
}

void tst_Scrounging::topUp()
{
    QFETCH(QString, seed);
    QFETCH(int, arm);
    QFETCH(bool, scrounging);
    QFETCH(int, ap);
    QFETCH(int, apAfter);
    QFETCH(int, given);

    UnitRecord unit;
    unit.arm = static_cast<Arm>(arm);
    unit.scrounging = scrounging;
    unit.ap = ap;
    QVERIFY(!seed.isEmpty());
    QCOMPARE(Scrounging::topUp(unit), given);
    QCOMPARE(unit.ap, apAfter);
}

ADC_TEST_APPLESS_MAIN(tst_Scrounging)
#include "tst_scrounging.moc"
