// Pooled brigade fire under the pool-shared-modifiers ruling (PooledFire):
// seed 002, "Units in the same brigade may pool their fire (one roll for the
// firing units) when range, morale status, target's cover are all equal."
// Only those three forbid a pool; firers that differ in anything else pool
// at the AP every one can spend, with the modifiers every one has.

#include "core/fire/firetesting.h"
#include "core/fire/pooledfire.h"
#include "testsuite.h"
#include "testwords.h"

#include <QtTest>

using namespace Adc;

namespace {

FireRequest musket(double range, int ap, const char *conditions)
{
    FireRequest request;
    request.arm = Arm::Infantry;
    request.stands = 3;
    request.weapon = Weapon::Musket;
    request.range = range;
    request.ap = ap;
    request.conditions
        = QString::fromLatin1(conditions).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return request;
}

using AdcTest::words;

} // namespace

class tst_PooledFire : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shared_data();
    void shared();
    void refused_data();
    void refused();
    void rulingOff();
};

void tst_PooledFire::shared_data()
{
    QTest::addColumn<FireRequest>("first");
    QTest::addColumn<FireRequest>("second");
    QTest::addColumn<int>("ap");
    QTest::addColumn<QStringList>("conditions");
    QTest::addColumn<QString>("note");

    QTest::newRow("one asks 2 AP, the other 1: the pool fires 1 AP")
        << musket(3, 2, "cover-light") << musket(3, 1, "cover-light") << 1 << words("cover-light")
        << "the pool fires 1 AP";
    QTest::newRow("one in smoke at 1 AP: nothing lowered, firer-in-smoke left out")
        << musket(3, 1, "firer-in-smoke") << musket(3, 1, "") << 1 << QStringList()
        << "not every firer has Firer in smoke (fires at most 1 AP)";
    QTest::newRow("one's initial volley: its +2 counts only when every firer has it")
        << musket(3, 1, "initial-volley target-flank") << musket(3, 1, "target-flank") << 1
        << words("target-flank") << "not every firer has Initial volley (first fire of the battle)";
    QTest::newRow("both with their initial volley: it counts")
        << musket(3, 1, "initial-volley") << musket(3, 1, "initial-volley") << 1
        << words("initial-volley") << QString();
    QTest::newRow("one scrounging: its -3 does not weigh on the other")
        << musket(2, 1, "scrounging") << musket(2, 1, "") << 1 << QStringList()
        << "not every firer has Scrounging ammunition";
    FireRequest rifled = musket(4, 1, "");
    rifled.weapon = Weapon::RifledMusket;
    QTest::newRow("musket and rifled musket at 4\": both medium, they pool")
        << musket(4, 1, "") << rifled << 1 << QStringList() << QString();
    FireRequest cavalry = musket(2, 1, "");
    cavalry.arm = Arm::Cavalry;
    QTest::newRow("infantry and cavalry both fire stands: they pool")
        << musket(2, 1, "") << cavalry << 1 << QStringList() << QString();
}

void tst_PooledFire::shared()
{
    QFETCH(FireRequest, first);
    QFETCH(FireRequest, second);
    QFETCH(QString, note);
    const QList<PooledFire::Firer> firers { { QStringLiteral("1er"), first, 8 },
                                            { QStringLiteral("2e"), second, 6 } };
    const PooledFire::Result result = PooledFire::resolve(firers, 7, Rulings());
    QVERIFY2(result.pooled, qPrintable(result.mismatch));
    QTEST(result.request.ap, "ap");
    QTEST(result.request.conditions, "conditions");
    QCOMPARE(result.request.stands, 6.0);
    QVERIFY2(result.fire.allowed, qPrintable(result.fire.reason));
    QCOMPARE(result.fire.apSpent, result.request.ap);
    const QString notes = result.notes.join(QLatin1Char(' '));
    if (note.isEmpty())
        QVERIFY2(!notes.contains(QStringLiteral("not every firer")), qPrintable(notes));
    else
        QVERIFY2(notes.contains(note), qPrintable(notes));
}

void tst_PooledFire::refused_data()
{
    QTest::addColumn<FireRequest>("first");
    QTest::addColumn<FireRequest>("second");
    QTest::addColumn<QString>("mismatch");

    // The seed's three.
    QTest::newRow("range differs")
        << musket(3, 1, "") << musket(4, 1, "") << "range differs: 1er fires at 3\", 2e at 4\"";
    QTest::newRow("morale status differs")
        << musket(3, 1, "") << musket(3, 1, "firer-shaken")
        << "morale status differs: 1er is steady, 2e is firer-shaken";
    QTest::newRow("target cover differs")
        << musket(3, 1, "cover-light") << musket(3, 1, "cover-medium")
        << "target cover differs: 1er fires at cover-light, 2e at cover-medium";
    // One range, two bands: the range is not equal where it counts.
    FireRequest rifled = musket(6, 1, "");
    rifled.weapon = Weapon::RifledMusket;
    QTest::newRow("musket and rifled musket at 6\": extreme and long")
        << musket(6, 1, "") << rifled
        << "range differs: at 6\" 1er fires at range-extreme -9, 2e at range-long -6";
    // "Infantry In Smoke may fire no more than 1 AP"; "Scrounging units have
    // l AP per segment": a fire asked at 2 AP is refused, naming the firer.
    QTest::newRow("one in smoke at 2 AP")
        << musket(3, 2, "cover-light") << musket(3, 2, "cover-light firer-in-smoke")
        << "2e may spend at most 1 AP in one fire, not the 2 asked: Firer in smoke (fires at "
           "most 1 AP)";
    QTest::newRow("one scrounging at 2 AP")
        << musket(3, 2, "scrounging") << musket(3, 2, "")
        << "1er may spend at most 1 AP in one fire, not the 2 asked: Scrounging ammunition";
    // What the chart cannot add.
    FireRequest battery;
    battery.arm = Arm::BattalionGuns;
    battery.tubes = 2;
    battery.weapon = Weapon::Gun4pdr;
    battery.range = 3;
    QTest::newRow("stands and tubes") << musket(3, 1, "") << battery << "arm differs";
}

void tst_PooledFire::refused()
{
    QFETCH(FireRequest, first);
    QFETCH(FireRequest, second);
    QFETCH(QString, mismatch);
    const QList<PooledFire::Firer> firers { { QStringLiteral("1er"), first, 8 },
                                            { QStringLiteral("2e"), second, 6 } };
    const PooledFire::Result result = PooledFire::resolve(firers, 7, Rulings());
    QVERIFY(!result.pooled);
    QVERIFY2(result.mismatch.startsWith(mismatch), qPrintable(result.mismatch));
}

void tst_PooledFire::rulingOff()
{
    // The ruling off: one in smoke and one not may not pool.
    Rulings strict;
    strict.poolSharedModifiers = false;
    const QList<PooledFire::Firer> firers { { QStringLiteral("1er"), musket(3, 1, "firer-in-smoke"),
                                              8 },
                                            { QStringLiteral("2e"), musket(3, 1, ""), 6 } };
    const PooledFire::Result result = PooledFire::resolve(firers, 7, strict);
    QVERIFY(!result.pooled);
    QVERIFY2(result.mismatch.startsWith(QStringLiteral("conditions differ")),
             qPrintable(result.mismatch));
    QVERIFY(PooledFire::resolve(firers, 7, Rulings()).pooled);
}

ADC_TEST_APPLESS_MAIN(tst_PooledFire)
#include "tst_pooledfire.moc"
