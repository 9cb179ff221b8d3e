// A side's units as its page lists them (UnitRows): a battery's AP against
// its own full loads, from its national appendix (seed 002, Ammunition:
// "The number of AP's for artillery can be found in the National
// Appendices"), not the rulings' 8 and 4.
#include "db/battlefixture.h"
#include "serve/view/unitrows.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

class tst_UnitRows : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void batteryShowsItsOwnFullLoads();
};

void tst_UnitRows::batteryShowsItsOwnFullLoads()
{
    UnitRecord guns
        = battery(QStringLiteral("Rogers"), QStringLiteral("Britain"), QStringLiteral("Artillery"));
    guns.id = 3;
    guns.apBall = 5;
    guns.apBallFull = 12;
    guns.apCanister = 6;
    guns.apCanisterFull = 6;
    const QString html = UnitRows::html({ guns });
    QVERIFY2(html.contains(QStringLiteral("5 of 12 ball, 6 of 6 canister")), qPrintable(html));
}

ADC_TEST_GUILESS_MAIN(tst_UnitRows)
#include "tst_unitrows.moc"
