// The rate of fire of a ricochet (a ruling: the seed gives a ricochet only
// its own "Ricochet Fire -2", and a ricochet spends no AP).

#include "core/fire/fireresolver.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;

class tst_RicochetRate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rate_data();
    void rate();
};

void tst_RicochetRate::rate_data()
{
    QTest::addColumn<QString>("seed");
    QTest::addColumn<int>("ap");
    QTest::addColumn<bool>("keeps");
    QTest::addColumn<QString>("rateId");
    QTest::addColumn<int>("total");

    // Ricochet -2 always; the band (short, ball at 10") reads 0.
    QTest::newRow("1 AP, house ruling: keeps ROF -1")
        << QStringLiteral("1 AP ROF -1") << 1 << true << QStringLiteral("rate-of-fire-1") << -3;
    QTest::newRow("4 AP, house ruling: keeps ROF +2")
        << QStringLiteral("4 AP ROF +2") << 4 << true << QStringLiteral("rate-of-fire-4") << 0;
    QTest::newRow("1 AP, ruling off: no ROF")
        << QStringLiteral("Ricochet Fire -2") << 1 << false << QString() << -2;
    QTest::newRow("4 AP, ruling off: no ROF")
        << QStringLiteral("Ricochet Fire -2") << 4 << false << QString() << -2;
}

void tst_RicochetRate::rate()
{
    QFETCH(QString, seed);
    QFETCH(int, ap);
    QFETCH(bool, keeps);
    QFETCH(QString, rateId);
    QFETCH(int, total);

    FireRequest request;
    request.arm = Arm::Artillery;
    request.tubes = 6;
    request.weapon = Weapon::Gun12pdr;
    request.range = 10;
    request.ap = ap;
    request.conditions = { QStringLiteral("ricochet") };
    request.die = 5;
    Rulings rulings;
    rulings.ricochetKeepsRateOfFire = keeps;
    const FireResult result = FireResolver::resolve(request, rulings);
    QVERIFY2(result.allowed, qPrintable(result.reason));
    int sum = 0;
    QString foundRate;
    for (const FireModifier &modifier : result.modifiers) {
        sum += modifier.value;
        if (modifier.id.startsWith(QLatin1String("rate-of-fire")))
            foundRate = modifier.id;
    }
    QVERIFY2(foundRate == rateId, qPrintable(seed));
    QCOMPARE(sum, total);
    QCOMPARE(result.apSpent, 0);
    QCOMPARE(Rulings().value(QStringLiteral("ricochet-rate-of-fire")), QJsonValue(true));
}

ADC_TEST_APPLESS_MAIN(tst_RicochetRate)
#include "tst_ricochetrate.moc"
