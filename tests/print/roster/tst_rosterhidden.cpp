// The printed roster marks a unit the umpire hid in a town (seed 002, Fire
// At And In Town: "the hiden units should be removed from the board so the
// attacker won't know what block to fire on").

#include "print/roster/rostersheet.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;

class tst_RosterHidden : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hiddenUnitsAreMarked();
};

void tst_RosterHidden::hiddenUnitsAreMarked()
{
    UnitRecord unit;
    unit.name = QStringLiteral("1/32nd");
    unit.terrain = Terrain::Bua;
    unit.feature = QStringLiteral("Gemioncourt");
    QVERIFY(!RosterSheet::what(unit).contains(QStringLiteral("HIDDEN")));
    unit.hidden = true;
    QVERIFY2(RosterSheet::what(unit).contains(QStringLiteral("HIDDEN")),
             qPrintable(RosterSheet::what(unit)));
}

ADC_TEST_MAIN(tst_RosterHidden)
#include "tst_rosterhidden.moc"
