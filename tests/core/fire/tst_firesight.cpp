// Artillery line of sight over hills and friends (seed 001, Hills), as the
// umpire states it in a fire's conditions: each row quotes its sentence.

#include "core/fire/fireresolver.h"
#include "testsuite.h"
#include "testwords.h"

#include <QtTest>

using namespace Adc;

namespace {

FireRequest guns(Arm arm, const QStringList &conditions)
{
    FireRequest request;
    request.arm = arm;
    if (firesByTubes(arm)) {
        request.tubes = 6;
        request.weapon = Weapon::Gun12pdr;
    } else {
        request.stands = 3;
        request.weapon = Weapon::Musket;
    }
    request.range = firesByTubes(arm) ? 10 : 2;
    request.conditions = conditions;
    request.die = 5;
    return request;
}

using AdcTest::words;

} // namespace

class tst_FireSight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sight_data();
    void sight();
};

void tst_FireSight::sight_data()
{
    QTest::addColumn<QString>("seed");
    QTest::addColumn<int>("arm");
    QTest::addColumn<QStringList>("conditions");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<QString>("reason");

    const QString over = QStringLiteral("Artillery cannot shoot over them.");
    const QString onHill = QStringLiteral(
        "Any unit on top of a hill or on the near slope of it is a valid target for enemy "
        "artillery, even if there are intervening units of either side who would normally "
        "block line-of-sight.");
    const QString friends = QStringLiteral(
        "Artillery on them can shoot at enemies if intervening friends are 2”+ distant from the "
        "target unit.");
    const QString wooded = QStringLiteral(
        "Wooded hills are treated like woods but also block artillery line-of-sight");
    const int artillery = int(Arm::Artillery);

    QTest::newRow("a hill between: refused")
        << over << artillery << words("hill-between") << false << "cannot shoot over a hill";
    QTest::newRow("battalion guns over a hill: refused")
        << over << int(Arm::BattalionGuns) << words("hill-between") << false
        << "cannot shoot over a hill";
    QTest::newRow("a hill between, target on it: allowed")
        << onHill << artillery << words("hill-between target-on-hill") << true << QString();
    QTest::newRow("friends between, target on a hill: allowed")
        << onHill << artillery << words("friends-between target-on-hill") << true << QString();
    QTest::newRow("friends between: refused")
        << friends << artillery << words("friends-between") << false << "intervening friends";
    QTest::newRow("friends between, battery on a hill, friends close: refused")
        << friends << artillery << words("friends-between firer-on-hill") << false
        << "intervening friends";
    QTest::newRow("friends 2\" clear, battery not on a hill: refused")
        << friends << artillery << words("friends-between friends-2in-clear") << false
        << "intervening friends";
    QTest::newRow("battery on a hill, friends 2\" or more from the target: allowed")
        << friends << artillery << words("friends-between firer-on-hill friends-2in-clear") << true
        << QString();
    QTest::newRow("a wooded hill between: refused")
        << wooded << artillery << words("wooded-hill-between") << false
        << "wooded hill between blocks";
    QTest::newRow("a wooded hill between, target on a hill: still refused")
        << wooded << artillery << words("wooded-hill-between target-on-hill") << false
        << "wooded hill";
    QTest::newRow("infantry over a hill: the artillery rule is not theirs")
        << over << int(Arm::Infantry) << words("hill-between") << true << QString();
}

void tst_FireSight::sight()
{
    QFETCH(QString, seed);
    QFETCH(int, arm);
    QFETCH(QStringList, conditions);
    QFETCH(bool, allowed);
    QFETCH(QString, reason);

    const FireResult result
        = FireResolver::resolve(guns(static_cast<Arm>(arm), conditions), Rulings());
    QVERIFY2(result.allowed == allowed, qPrintable(result.reason + QStringLiteral(" -- ") + seed));
    if (!allowed)
        QVERIFY2(result.reason.contains(reason), qPrintable(result.reason));
    QVERIFY(FireResolver::requestError(guns(static_cast<Arm>(arm), conditions)).isEmpty());
}

ADC_TEST_APPLESS_MAIN(tst_FireSight)
#include "tst_firesight.moc"
