#include "core/fire/rangebands.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;

namespace {
// docs/rules.md 3, range bands (seed 002, RANGE/EFFECT), transcribed on their own.
struct BandRow
{
    const char *band;
    double limit;
    int modifier;
};
struct WeaponRow
{
    Weapon weapon;
    const char *name;
    QList<BandRow> bands;
};

const QList<WeaponRow> &seedTable()
{
    static const QList<WeaponRow> table {
        { Weapon::Musket,
          "musket",
          { { "close", 1, 2 },
            { "short", 2, 0 },
            { "medium", 4, -3 },
            { "long", 5, -6 },
            { "extreme", 6, -9 } } },
        { Weapon::RifledMusket,
          "rifled-musket",
          { { "close", 1, 2 },
            { "short", 2, 0 },
            { "medium", 4, -3 },
            { "long", 6, -6 },
            { "extreme", 8, -9 } } },
        { Weapon::Gun12pdr,
          "12pdr",
          { { "canister", 6, 7 }, { "short", 12, 0 }, { "long", 18, -2 }, { "extreme", 40, -9 } } },
        { Weapon::Gun8pdr,
          "8pdr",
          { { "canister", 5, 6 }, { "short", 10, 0 }, { "long", 14, -2 }, { "extreme", 30, -9 } } },
        { Weapon::Gun6pdr,
          "6pdr",
          { { "canister", 4, 5 }, { "short", 8, 0 }, { "long", 12, -2 }, { "extreme", 28, -9 } } },
        { Weapon::Gun4pdr,
          "4pdr",
          { { "canister", 3, 3 }, { "short", 6, 0 }, { "long", 12, -2 }, { "extreme", 19, -9 } } },
        { Weapon::Gun3pdrAustrian,
          "3pdr-austrian",
          { { "canister", 3, 3 }, { "short", 6, 0 }, { "long", 9, -3 }, { "extreme", 15, -9 } } },
    };
    return table;
}

QByteArray inches(double value)
{
    return QByteArray::number(value, 'g', 10) + '"';
}
} // namespace

class tst_RangeBands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void standardTable();
    void boundary_data();
    void boundary();
    void canisterLimit_data();
    void canisterLimit();
    void defensiveFire_data();
    void defensiveFire();
};

void tst_RangeBands::standardTable()
{
    const RangeBands &table = RangeBands::standard();
    for (const WeaponRow &weapon : seedTable()) {
        const QList<RangeBands::Band> &bands = table.bands(weapon.weapon);
        QCOMPARE(bands.size(), weapon.bands.size());
        for (int b = 0; b < bands.size(); ++b) {
            QCOMPARE(bands.at(b).name, QString::fromLatin1(weapon.bands.at(b).band));
            QCOMPARE(bands.at(b).id,
                     QStringLiteral("range-") + QString::fromLatin1(weapon.bands.at(b).band));
            QCOMPARE(bands.at(b).limit, weapon.bands.at(b).limit);
            QCOMPARE(bands.at(b).modifier, weapon.bands.at(b).modifier);
        }
        QCOMPARE(table.maximumRange(weapon.weapon), weapon.bands.last().limit);
        QCOMPARE(table.canisterRange(weapon.weapon),
                 isGun(weapon.weapon) ? weapon.bands.first().limit : 0.0);
    }
}

void tst_RangeBands::boundary_data()
{
    QTest::addColumn<int>("weapon");
    QTest::addColumn<double>("range");
    QTest::addColumn<QString>("band"); // empty: no fire
    QTest::addColumn<int>("modifier");
    // Both sides of every limit with ball (small arms have no shot). A gun's
    // canister limit is the inside of its short band for ball.
    for (const WeaponRow &weapon : seedTable()) {
        const bool gun = isGun(weapon.weapon);
        const int firstBall = gun ? 1 : 0;
        const BandRow &nearest = weapon.bands.at(firstBall);
        QTest::newRow(QByteArray(weapon.name).append(", 0\": ").append(nearest.band).constData())
            << int(weapon.weapon) << 0.0 << QString::fromLatin1(nearest.band) << nearest.modifier;
        for (int b = 0; b < weapon.bands.size(); ++b) {
            const BandRow &band = weapon.bands.at(b);
            const BandRow &inside = b < firstBall ? nearest : band;
            const bool last = b + 1 == weapon.bands.size();
            const BandRow &next = last ? band : weapon.bands.at(b + 1);
            const double beyond = band.limit + 0.01;
            QTest::newRow(QByteArray(weapon.name)
                              .append(", ")
                              .append(inches(band.limit))
                              .append(": ")
                              .append(inside.band)
                              .constData())
                << int(weapon.weapon) << band.limit << QString::fromLatin1(inside.band)
                << inside.modifier;
            QTest::newRow(QByteArray(weapon.name)
                              .append(", ")
                              .append(inches(beyond))
                              .append(": ")
                              .append(last ? "no fire" : next.band)
                              .constData())
                << int(weapon.weapon) << beyond
                << (last ? QString() : QString::fromLatin1(next.band))
                << (last ? 0 : next.modifier);
        }
    }
}

void tst_RangeBands::boundary()
{
    QFETCH(int, weapon);
    QFETCH(double, range);
    QFETCH(QString, band);
    QFETCH(int, modifier);
    const RangeBands::Reading reading
        = RangeBands::standard().read(static_cast<Weapon>(weapon), Shot::Ball, range);
    if (band.isEmpty()) {
        QCOMPARE(reading.status, RangeBands::Status::OutOfRange);
        QVERIFY(!reading.band);
        return;
    }
    QCOMPARE(reading.status, RangeBands::Status::InRange);
    QVERIFY(reading.band);
    QCOMPARE(reading.band->name, band);
    QCOMPARE(reading.band->modifier, modifier);
    const bool insideCanister = isGun(static_cast<Weapon>(weapon))
        && range <= RangeBands::standard().canisterRange(static_cast<Weapon>(weapon));
    QCOMPARE(reading.ballInCanisterRange, insideCanister);
}

void tst_RangeBands::canisterLimit_data()
{
    QTest::addColumn<int>("weapon");
    QTest::addColumn<int>("shot");
    QTest::addColumn<double>("range");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("band");
    for (const WeaponRow &weapon : seedTable()) {
        if (!isGun(weapon.weapon))
            continue;
        const double limit = weapon.bands.first().limit;
        const QByteArray name(weapon.name);
        QTest::newRow((name + ", canister at 0\": canister").constData())
            << int(weapon.weapon) << int(Shot::Canister) << 0.0 << int(RangeBands::Status::InRange)
            << "canister";
        QTest::newRow((name + ", canister at " + inches(limit) + ": canister").constData())
            << int(weapon.weapon) << int(Shot::Canister) << limit
            << int(RangeBands::Status::InRange) << "canister";
        QTest::newRow((name + ", canister at " + inches(limit + 0.01) + ": beyond canister range")
                          .constData())
            << int(weapon.weapon) << int(Shot::Canister) << limit + 0.01
            << int(RangeBands::Status::CanisterBeyondRange) << QString();
        QTest::newRow((name + ", canister at extreme: beyond canister range").constData())
            << int(weapon.weapon) << int(Shot::Canister) << weapon.bands.last().limit
            << int(RangeBands::Status::CanisterBeyondRange) << QString();
        QTest::newRow((name + ", ball at " + inches(limit) + ": short").constData())
            << int(weapon.weapon) << int(Shot::Ball) << limit << int(RangeBands::Status::InRange)
            << "short";
        QTest::newRow((name + ", ball at " + inches(limit + 0.01) + ": short").constData())
            << int(weapon.weapon) << int(Shot::Ball) << limit + 0.01
            << int(RangeBands::Status::InRange) << "short";
    }
    // Small arms have no shot: canister is never asked of them, but the
    // table reads their bands whatever shot is passed.
    QTest::newRow("musket, shot ignored at 3\": medium")
        << int(Weapon::Musket) << int(Shot::Canister) << 3.0 << int(RangeBands::Status::InRange)
        << "medium";
}

void tst_RangeBands::canisterLimit()
{
    QFETCH(int, weapon);
    QFETCH(int, shot);
    QFETCH(double, range);
    QFETCH(int, status);
    QFETCH(QString, band);
    const RangeBands::Reading reading
        = RangeBands::standard().read(static_cast<Weapon>(weapon), static_cast<Shot>(shot), range);
    QCOMPARE(int(reading.status), status);
    QCOMPARE(reading.band ? reading.band->name : QString(), band);
}

void tst_RangeBands::defensiveFire_data()
{
    QTest::addColumn<int>("weapon");
    QTest::addColumn<double>("range");
    QTest::newRow("musket: infantry 4\"") << int(Weapon::Musket) << 4.0;
    QTest::newRow("rifled musket: infantry 4\"") << int(Weapon::RifledMusket) << 4.0;
    QTest::newRow("12pdr: short, 12\"") << int(Weapon::Gun12pdr) << 12.0;
    QTest::newRow("8pdr: short, 10\"") << int(Weapon::Gun8pdr) << 10.0;
    QTest::newRow("6pdr: short, 8\"") << int(Weapon::Gun6pdr) << 8.0;
    QTest::newRow("4pdr: short, 6\"") << int(Weapon::Gun4pdr) << 6.0;
    QTest::newRow("3pdr-austrian: short, 6\"") << int(Weapon::Gun3pdrAustrian) << 6.0;
}

void tst_RangeBands::defensiveFire()
{
    QFETCH(int, weapon);
    QFETCH(double, range);
    QCOMPARE(RangeBands::standard().defensiveFireRange(static_cast<Weapon>(weapon)), range);
}

ADC_TEST_APPLESS_MAIN(tst_RangeBands)
#include "tst_rangebands.moc"
