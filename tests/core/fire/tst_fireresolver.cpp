#include "core/common/tablereader.h"
#include "core/fire/fireresolver.h"
#include "core/fire/firetesting.h"
#include "core/fire/pooledfire.h"
#include "core/fire/ricochet.h"
#include "testsuite.h"
#include "testwords.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace Adc;

namespace {
FireRequest smallArms(Arm arm, double stands, Weapon weapon, double range, int ap,
                      const QStringList &conditions, std::optional<int> die)
{
    FireRequest request;
    request.arm = arm;
    request.stands = stands;
    request.weapon = weapon;
    request.range = range;
    request.ap = ap;
    request.conditions = conditions;
    request.die = die;
    return request;
}

FireRequest guns(Arm arm, int tubes, Weapon weapon, Shot shot, double range, int ap,
                 const QStringList &conditions, std::optional<int> die)
{
    FireRequest request;
    request.arm = arm;
    request.tubes = tubes;
    request.weapon = weapon;
    request.shot = shot;
    request.range = range;
    request.ap = ap;
    request.conditions = conditions;
    request.die = die;
    return request;
}

using AdcTest::modifiersText;

using AdcTest::words;

// Sets (or, for an empty text, removes) the value at a dotted path of a
// compiled-in table; a numeric step indexes an array.
QJsonValue patched(const QJsonValue &value, const QStringList &path, const QByteArray &json)
{
    const QString key = path.first();
    bool isIndex = false;
    const int index = key.toInt(&isIndex);
    const QJsonValue replacement = QJsonDocument::fromJson("[" + json + "]").array().at(0);
    if (isIndex) {
        QJsonArray array = value.toArray();
        if (path.size() > 1)
            array.replace(index, patched(array.at(index), path.mid(1), json));
        else if (json.isEmpty())
            array.removeAt(index);
        else
            array.replace(index, replacement);
        return array;
    }
    QJsonObject object = value.toObject();
    if (path.size() > 1)
        object.insert(key, patched(object.value(key), path.mid(1), json));
    else if (json.isEmpty())
        object.remove(key);
    else
        object.insert(key, replacement);
    return object;
}

QByteArray patchedTable(const QString &file, const QString &path, const QByteArray &json)
{
    TableReader reader(file);
    const QJsonObject root = reader.load().value_or(QJsonObject());
    if (path.isEmpty())
        return json;
    return QJsonDocument(patched(root, path.split(QLatin1Char('.')), json).toObject()).toJson();
}

bool writeFile(const QString &path, const QByteArray &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

// Loads one table of the three with the reader; false, the reader holding
// the failure, when it does not load.
bool loadTable(TableReader &reader)
{
    const QString file = reader.file();
    const std::optional<QJsonObject> root = reader.load();
    bool loaded = false;
    if (root) {
        if (file == FireChart::fileName())
            loaded = FireChart::fromJson(*root, reader).has_value();
        else if (file == RangeBands::fileName())
            loaded = RangeBands::fromJson(*root, reader).has_value();
        else
            loaded = FireModifiers::fromJson(*root, reader).has_value();
    }
    return loaded && reader.ok();
}
} // namespace

class tst_FireResolver : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void compiledInTablesLoad_data();
    void compiledInTablesLoad();
    void workedByHand_data();
    void workedByHand();
    void withoutDie();
    void odds_data();
    void odds();
    void requestErrors_data();
    void requestErrors();
    void pooled_data();
    void pooled();
    void pooledMismatch_data();
    void pooledMismatch();
    void ricochetFollowUp();
    void ricochetReach_data();
    void ricochetReach();
    void ricochetRefused_data();
    void ricochetRefused();
    void counterBattery_data();
    void counterBattery();
    void malformedTable_data();
    void malformedTable();
    void tablesFromDirectory();
};

void tst_FireResolver::compiledInTablesLoad_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("firecombat.json") << FireChart::fileName();
    QTest::newRow("ranges.json") << RangeBands::fileName();
    QTest::newRow("firemodifiers.json") << FireModifiers::fileName();
}

void tst_FireResolver::compiledInTablesLoad()
{
    QFETCH(QString, file);
    TableReader reader(file);
    QVERIFY2(loadTable(reader), qPrintable(reader.failure().reason));
}

void tst_FireResolver::workedByHand_data()
{
    QTest::addColumn<FireRequest>("request");
    QTest::addColumn<QString>("band");
    QTest::addColumn<int>("modifiedRoll");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("row");
    QTest::addColumn<int>("steps");
    QTest::addColumn<bool>("boxcars");
    QTest::addColumn<QString>("modifiers");
    QTest::addColumn<int>("apSpent");
    QTest::addColumn<QString>("note");

    const Arm inf = Arm::Infantry;
    const Arm art = Arm::Artillery;
    const Arm bg = Arm::BattalionGuns;
    // 9 - 3 = 6: column 4-6, 3 stands: 3.
    QTest::newRow("3 stands, musket, medium, die 9 (docs/contract.md example)")
        << smallArms(inf, 3, Weapon::Musket, 3.5, 1, {}, 9) << "medium" << 6 << "4-6"
        << "3" << 3 << false << "range-medium:-3" << 1 << QString();
    // 7 - 3 - 2 + 5 = 7: column 7-9, 6 stands: 7.
    QTest::newRow("6 stands, medium, flank, shaken, die 7")
        << smallArms(inf, 6, Weapon::Musket, 3, 1, words("target-flank firer-shaken"), 7)
        << "medium" << 7 << "7-9"
        << "6" << 7 << false << "range-medium:-3,firer-shaken:-2,target-flank:5" << 1 << QString();
    // 10 + 2 + 2 = 14: half: 1; natural 10 is boxcars.
    QTest::newRow("half stand, close, initial volley, die 10: boxcars")
        << smallArms(inf, 0.5, Weapon::Musket, 1, 1, words("initial-volley"), 10) << "close" << 14
        << "14"
        << "half" << 1 << true << "range-close:2,initial-volley:2" << 1 << QString();
    // 8 + 7 + 2 + 1 = 18: 15+, 12 tubes: 9.
    QTest::newRow("12 tubes 12pdr canister at 6\", 4 AP, initial fire, die 8")
        << guns(art, 12, Weapon::Gun12pdr, Shot::Canister, 6, 4, words("initial-fire"), 8)
        << "canister" << 18 << "15+"
        << "12" << 9 << false << "range-canister:7,rate-of-fire-4:2,initial-fire:1" << 4
        << QString();
    // 6 - 2 - 1 = 3: 3 tubes read the 2 row: 0.
    QTest::newRow("3 tubes 6pdr ball at 10\" long, 1 AP, die 6: the 2-tube row")
        << guns(art, 3, Weapon::Gun6pdr, Shot::Ball, 10, 1, {}, 6) << "long" << 3 << "3"
        << "2" << 0 << false << "range-long:-2,rate-of-fire-1:-1" << 1 << QString();
    // 4 + 3 - 1 - 1 = 5: 2 tubes: 0.
    QTest::newRow("battalion guns 2 x 4pdr canister at 3\", moved under half, die 4")
        << guns(bg, 2, Weapon::Gun4pdr, Shot::Canister, 3, 1, words("guns-moved-under-half"), 4)
        << "canister" << 5 << "4-6"
        << "2" << 0 << false << "range-canister:3,rate-of-fire-1:-1,guns-moved-under-half:-1" << 1
        << QString();
    // 1 - 9 - 8 = -16: column 0, 9 stands: 7.
    QTest::newRow("9 stands rifled musket at 7\" extreme, heavy cover, die 1")
        << smallArms(inf, 9, Weapon::RifledMusket, 7, 1, words("cover-heavy"), 1) << "extreme"
        << -16 << "0"
        << "9" << 7 << false << "range-extreme:-9,cover-heavy:-8" << 1 << QString();
    // 10 + 2 = 12: 9 row reads 10, +1 beyond the chart.
    QTest::newRow("10 stands at close, die 10: beyond the chart")
        << smallArms(inf, 10, Weapon::Musket, 0.5, 1, {}, 10) << "close" << 12 << "10-12"
        << "10" << 11 << true << "range-close:2" << 1 << "beyond the chart";
    // 7 - 2 - 7 = -2: column 0, 12 row reads 4, +2 for 16 tubes.
    QTest::newRow("16 tubes 12pdr ball at 15\" long, counter-battery, 2 AP, die 7")
        << guns(art, 16, Weapon::Gun12pdr, Shot::Ball, 15, 2, words("counter-battery"), 7) << "long"
        << -2 << "0"
        << "16" << 6 << false << "range-long:-2,counter-battery:-7" << 2 << "beyond the chart";
    // 5 - 1 - 2 = 2: 4 tubes: 1; the same shot: no AP.
    QTest::newRow("ricochet, 4 x 8pdr ball at 10\", 1 AP, die 5")
        << guns(art, 4, Weapon::Gun8pdr, Shot::Ball, 10, 1, words("ricochet"), 5) << "short" << 2
        << "2"
        << "4" << 1 << false << "range-short:0,rate-of-fire-1:-1,ricochet:-2" << 0 << QString();
    // 3 + 2 + 1 - 4 + 5 = 7: 2 stands: 3.
    QTest::newRow("2 stands at 1\", 2 AP, disordered, target in square, die 3")
        << smallArms(inf, 2, Weapon::Musket, 1, 2, words("target-square firer-disordered"), 3)
        << "close" << 7 << "7-9"
        << "2" << 3 << false << "range-close:2,ap-2:1,firer-disordered:-4,target-square:5" << 2
        << QString();
    // 6 - 6 + 3 = 3: 1 stand: 0.
    QTest::newRow("cavalry, 1 stand at 4.5\" long, closed column, die 6")
        << smallArms(Arm::Cavalry, 1, Weapon::Musket, 4.5, 1, words("target-closed-column"), 6)
        << "long" << 3 << "3"
        << "1" << 0 << false << "range-long:-6,target-closed-column:3" << 1 << QString();
    // 10 - 5 - 5 = 0: 4 stands: 2.
    QTest::newRow("4 stands, open order in medium cover, die 10")
        << smallArms(inf, 4, Weapon::Musket, 2, 1, words("cover-medium target-open-order-in-cover"),
                     10)
        << "short" << 0 << "0"
        << "4" << 2 << true << "range-short:0,cover-medium:-5,target-open-order-in-cover:-5" << 1
        << QString();
    // 8 - 1 - 2 = 5: 5 stands: 5.
    QTest::newRow("5 stands, sparse cover, target in smoke, die 8")
        << smallArms(inf, 5, Weapon::Musket, 2, 1, words("target-in-smoke cover-sparse"), 8)
        << "short" << 5 << "4-6"
        << "5" << 5 << false << "range-short:0,cover-sparse:-1,target-in-smoke:-2" << 1
        << QString();
    // 6 + 0 = 6: 6 tubes: 3; ball inside canister range reads short.
    QTest::newRow("6 tubes 12pdr ball at 4\", inside canister range: short, die 6")
        << guns(art, 6, Weapon::Gun12pdr, Shot::Ball, 4, 2, {}, 6) << "short" << 6 << "4-6"
        << "6" << 3 << false << "range-short:0" << 2 << "canister range";
    // 10 - 6 - 3 = 1: 3 stands: 2; scrounging: no boxcars on a natural 10.
    QTest::newRow("3 stands rifled musket at 4.01\" long, scrounging, die 10: no boxcars")
        << smallArms(inf, 3, Weapon::RifledMusket, 4.01, 1, words("scrounging"), 10) << "long" << 1
        << "1"
        << "3" << 2 << false << "range-long:-6,scrounging:-3" << 1 << "boxcars";
    // 2 + 5 + 1 - 4 = 4: 4 tubes: 2.
    QTest::newRow("4 x 6pdr canister at 4\", 3 AP, counter-battery, die 2")
        << guns(art, 4, Weapon::Gun6pdr, Shot::Canister, 4, 3, words("counter-battery"), 2)
        << "canister" << 4 << "4-6"
        << "4" << 2 << false << "range-canister:5,rate-of-fire-3:1,counter-battery:-4" << 3
        << QString();
    // 10 - 3 - 1 = 6: 1 tube (the half row): 0; boxcars.
    QTest::newRow("1 x 3pdr Austrian at 8\" long (-3), 1 AP, die 10")
        << guns(art, 1, Weapon::Gun3pdrAustrian, Shot::Ball, 8, 1, {}, 10) << "long" << 6 << "4-6"
        << "1" << 0 << true << "range-long:-3,rate-of-fire-1:-1" << 1 << QString();
}

void tst_FireResolver::workedByHand()
{
    QFETCH(FireRequest, request);
    QFETCH(QString, band);
    QFETCH(int, modifiedRoll);
    QFETCH(QString, column);
    QFETCH(QString, row);
    QFETCH(int, steps);
    QFETCH(bool, boxcars);
    QFETCH(QString, modifiers);
    QFETCH(int, apSpent);
    QFETCH(QString, note);
    const FireResult result = FireResolver::resolve(request, Rulings());
    QVERIFY2(result.allowed, qPrintable(result.reason));
    QCOMPARE(result.band, band);
    QCOMPARE(result.die, *request.die);
    QCOMPARE(result.modifiedRoll, modifiedRoll);
    QCOMPARE(result.column, column);
    QCOMPARE(result.row, row);
    QCOMPARE(result.casualtySteps, steps);
    QCOMPARE(result.boxcars, boxcars);
    QCOMPARE(modifiersText(result.modifiers), modifiers);
    QCOMPARE(result.apSpent, apSpent);
    if (note.isEmpty())
        QVERIFY2(result.notes.isEmpty(), qPrintable(result.notes.join(QLatin1String("; "))));
    else
        QVERIFY2(result.notes.join(QLatin1Char(' ')).contains(note),
                 qPrintable(result.notes.join(QLatin1String("; "))));
    // The modifiers explain the roll.
    int sum = *request.die;
    for (const FireModifier &modifier : result.modifiers)
        sum += modifier.value;
    QCOMPARE(sum, result.modifiedRoll);
}

void tst_FireResolver::withoutDie()
{
    const FireRequest request
        = smallArms(Arm::Infantry, 3, Weapon::Musket, 3.5, 1, words("target-flank"), std::nullopt);
    const FireResult result = FireResolver::resolve(request, Rulings());
    QVERIFY(result.allowed);
    QCOMPARE(result.band, QStringLiteral("medium"));
    QCOMPARE(result.row, QStringLiteral("3"));
    QVERIFY(result.column.isEmpty());
    QCOMPARE(result.casualtySteps, 0);
    QVERIFY(!result.boxcars);
    QCOMPARE(modifiersText(result.modifiers), QStringLiteral("range-medium:-3,target-flank:5"));
}

void tst_FireResolver::odds_data()
{
    QTest::addColumn<FireRequest>("request");
    QTest::addColumn<int>("boxcarsFace");
    QTest::addColumn<double>("boxcarsProbability");
    const std::optional<int> none;
    QTest::newRow("3 stands, medium (docs/contract.md example)")
        << smallArms(Arm::Infantry, 3, Weapon::Musket, 3.5, 1, {}, none) << 10 << 0.1;
    QTest::newRow("half stand at close, initial volley")
        << smallArms(Arm::Infantry, 0.5, Weapon::Musket, 1, 1, words("initial-volley"), none) << 10
        << 0.1;
    QTest::newRow("6 stands, flank, shaken, 2 AP") << smallArms(
        Arm::Infantry, 6, Weapon::Musket, 3, 2, words("target-flank firer-shaken"), none)
                                                   << 10 << 0.1;
    QTest::newRow("12 tubes canister, 4 AP: all 15+") << guns(
        Arm::Artillery, 12, Weapon::Gun12pdr, Shot::Canister, 6, 4, words("target-flank"), none)
                                                      << 10 << 0.1;
    QTest::newRow("9 stands extreme heavy cover: all column 0")
        << smallArms(Arm::Infantry, 9, Weapon::RifledMusket, 7, 1, words("cover-heavy"), none) << 10
        << 0.1;
    QTest::newRow("14 tubes long, counter-battery: beyond the chart") << guns(
        Arm::Artillery, 14, Weapon::Gun12pdr, Shot::Ball, 15, 3, words("counter-battery"), none)
                                                                      << 10 << 0.1;
    QTest::newRow("scrounging: no boxcars chance")
        << smallArms(Arm::Infantry, 4, Weapon::Musket, 2, 1, words("scrounging"), none) << 10
        << 0.0;
    QTest::newRow("boxcars face 1")
        << smallArms(Arm::Infantry, 2, Weapon::Musket, 5, 1, {}, none) << 1 << 0.1;
    QTest::newRow("the request's die is ignored")
        << smallArms(Arm::Infantry, 3, Weapon::Musket, 1, 1, {}, 7) << 10 << 0.1;
}

// The odds agree with ten resolve() calls, one per face.
void tst_FireResolver::odds()
{
    QFETCH(FireRequest, request);
    QFETCH(int, boxcarsFace);
    QFETCH(double, boxcarsProbability);
    Rulings rulings;
    rulings.boxcarsFace = boxcarsFace;
    const FireOdds odds = FireResolver::odds(request, rulings);
    QVERIFY2(odds.allowed, qPrintable(odds.reason));
    QVERIFY(!odds.odds.isEmpty());

    QMap<int, int> faces;
    double sum = 0;
    int boxcars = 0;
    for (int face = 1; face <= 10; ++face) {
        FireRequest rolled = request;
        rolled.die = face;
        const FireResult result = FireResolver::resolve(rolled, rulings);
        QVERIFY(result.allowed);
        QCOMPARE(result.band, odds.band);
        QCOMPARE(result.row, odds.row);
        QCOMPARE(modifiersText(result.modifiers), modifiersText(odds.modifiers));
        ++faces[result.casualtySteps];
        sum += result.casualtySteps;
        boxcars += result.boxcars ? 1 : 0;
    }
    double total = 0;
    int previous = -1;
    QCOMPARE(odds.odds.size(), faces.size());
    for (const FireOdds::Entry &entry : odds.odds) {
        QVERIFY(entry.casualtySteps > previous);
        previous = entry.casualtySteps;
        QVERIFY(faces.contains(entry.casualtySteps));
        QCOMPARE(entry.probability, faces.value(entry.casualtySteps) / 10.0);
        total += entry.probability;
    }
    QVERIFY(qAbs(total - 1.0) < 1e-12);
    QVERIFY(qAbs(odds.expected - sum / 10.0) < 1e-12);
    QCOMPARE(odds.boxcarsProbability, boxcarsProbability);
    QCOMPARE(odds.boxcarsProbability, boxcars / 10.0);
}

void tst_FireResolver::requestErrors_data()
{
    QTest::addColumn<FireRequest>("request");
    QTest::addColumn<QString>("field");
    FireRequest request = guns(Arm::Artillery, 4, Weapon::Gun12pdr, Shot::Ball, 5, 1, {}, 5);
    request.stands = 3;
    QTest::newRow("stands for artillery") << request << "stands";
    QTest::newRow("no tubes for battalion guns")
        << guns(Arm::BattalionGuns, 0, Weapon::Gun4pdr, Shot::Ball, 5, 1, {}, 5) << "tubes";
    request = smallArms(Arm::Infantry, 3, Weapon::Musket, 2, 1, {}, 5);
    request.tubes = 2;
    QTest::newRow("tubes for infantry") << request << "tubes";
    QTest::newRow("1.5 stands") << smallArms(Arm::Infantry, 1.5, Weapon::Musket, 2, 1, {}, 5)
                                << "stands";
    QTest::newRow("0 stands") << smallArms(Arm::Infantry, 0, Weapon::Musket, 2, 1, {}, 5)
                              << "stands";
    QTest::newRow("a musket for artillery")
        << guns(Arm::Artillery, 4, Weapon::Musket, Shot::Ball, 2, 1, {}, 5) << "weapon";
    QTest::newRow("a 12pdr for cavalry")
        << smallArms(Arm::Cavalry, 2, Weapon::Gun12pdr, 2, 1, {}, 5) << "weapon";
    request = smallArms(Arm::Infantry, 3, Weapon::Musket, 2, 1, {}, 5);
    request.shot = Shot::Canister;
    QTest::newRow("canister for infantry") << request << "shot";
    QTest::newRow("negative range")
        << smallArms(Arm::Infantry, 3, Weapon::Musket, -1, 1, {}, 5) << "range";
    QTest::newRow("0 AP") << smallArms(Arm::Infantry, 3, Weapon::Musket, 2, 0, {}, 5) << "ap";
    QTest::newRow("die 0") << smallArms(Arm::Infantry, 3, Weapon::Musket, 2, 1, {}, 0) << "die";
    QTest::newRow("die 11") << smallArms(Arm::Infantry, 3, Weapon::Musket, 2, 1, {}, 11) << "die";
    QTest::newRow("unknown condition")
        << smallArms(Arm::Infantry, 3, Weapon::Musket, 2, 1, words("target-rear"), 5)
        << "conditions";
}

void tst_FireResolver::requestErrors()
{
    QFETCH(FireRequest, request);
    QFETCH(QString, field);
    const QString error = FireResolver::requestError(request);
    QVERIFY2(error.startsWith(field + QStringLiteral(": ")), qPrintable(error));
    const FireResult result = FireResolver::resolve(request, Rulings());
    QVERIFY(!result.allowed);
    QVERIFY(result.reason.contains(error));
    QVERIFY(!FireResolver::odds(request, Rulings()).allowed);
}

void tst_FireResolver::pooled_data()
{
    QTest::addColumn<QList<double>>("stands");
    QTest::addColumn<QList<int>>("cw");
    QTest::addColumn<int>("die");
    QTest::addColumn<QString>("row");
    QTest::addColumn<int>("steps");
    QTest::addColumn<double>("averageCw");
    QTest::addColumn<QString>("note");
    // Musket at 3" (medium, -3) into light cover (-3).
    // 9 - 6 = 3: 5 stands read 5.
    QTest::newRow("3 + 2 stands roll once on the 5 row")
        << QList<double> { 3, 2 } << QList<int> { 8, 6 } << 9 << "5" << 5 << 7.0 << QString();
    // 10 - 6 = 4: 2 stands read 2.
    QTest::newRow("half + 2 stands read 2, with a note")
        << QList<double> { 0.5, 2 } << QList<int> { 3, 7 } << 10 << "2" << 2 << 5.0 << "read as 2";
    // 8 - 6 = 2: the 1-stand row reads 0.
    QTest::newRow("half + half read 1 stand")
        << QList<double> { 0.5, 0.5 } << QList<int> { 2, 3 } << 8 << "1" << 0 << 2.5 << QString();
    // 7 - 6 = 1: 10 stands: 9 row reads 8, +1.
    QTest::newRow("4 + 3 + 3 stands go beyond the chart")
        << QList<double> { 4, 3, 3 } << QList<int> { 9, 8, 6 } << 7 << "10" << 9 << 23.0 / 3
        << "beyond the chart";
    // 9 - 6 = 3: 3 stands read 3.
    QTest::newRow("one firer pools alone")
        << QList<double> { 3 } << QList<int> { 9 } << 9 << "3" << 3 << 9.0 << QString();
}

void tst_FireResolver::pooled()
{
    QFETCH(QList<double>, stands);
    QFETCH(QList<int>, cw);
    QFETCH(int, die);
    QFETCH(QString, row);
    QFETCH(int, steps);
    QFETCH(double, averageCw);
    QFETCH(QString, note);
    QList<PooledFire::Firer> firers;
    for (int i = 0; i < stands.size(); ++i) {
        PooledFire::Firer firer;
        firer.name = QStringLiteral("%1e de ligne").arg(i + 1);
        firer.request
            = smallArms(Arm::Infantry, stands.at(i), Weapon::Musket, 3, 1, words("cover-light"), 1);
        // Each firer's own die is not the pooled roll's.
        firer.cw = cw.at(i);
        firers << firer;
    }
    const PooledFire::Result result = PooledFire::resolve(firers, die, Rulings());
    QVERIFY2(result.pooled, qPrintable(result.mismatch));
    QCOMPARE(result.request.die, std::optional<int>(die));
    QVERIFY2(result.fire.allowed, qPrintable(result.fire.reason));
    QCOMPARE(result.fire.row, row);
    // Medium range -3 and light cover -3 apply once to the one roll.
    QCOMPARE(result.fire.modifiedRoll, die - 3 - 3);
    QCOMPARE(result.fire.casualtySteps, steps);
    QVERIFY(qAbs(result.averageCw - averageCw) < 1e-12);
    const QString notes = (result.notes + result.fire.notes).join(QLatin1Char(' '));
    if (!note.isEmpty())
        QVERIFY2(notes.contains(note), qPrintable(notes));
    // The same as one unit firing all the stands.
    FireRequest single = result.request;
    QCOMPARE(FireResolver::resolve(single, Rulings()).casualtySteps, steps);
}

void tst_FireResolver::pooledMismatch_data()
{
    QTest::addColumn<FireRequest>("second");
    QTest::addColumn<QString>("mismatch");
    const FireRequest first
        = smallArms(Arm::Infantry, 3, Weapon::Musket, 3, 1, words("cover-light"), std::nullopt);
    FireRequest other = first;
    other.range = 4;
    QTest::newRow("range differs") << other << "range differs: 1er fires at 3\", 2e at 4\"";
    other = first;
    other.conditions << QStringLiteral("firer-shaken");
    QTest::newRow("morale status differs")
        << other << "morale status differs: 1er is steady, 2e is firer-shaken";
    other = first;
    other.conditions = words("cover-medium");
    QTest::newRow("target cover differs")
        << other << "target cover differs: 1er fires at cover-light, 2e at cover-medium";
    other = first;
    other.conditions << QStringLiteral("target-in-smoke");
    QTest::newRow("target in smoke is part of the cover")
        << other
        << "target cover differs: 1er fires at cover-light, 2e at cover-light, target-in-smoke";
    other = first;
    other.arm = Arm::Cavalry;
    QTest::newRow("arm differs") << other << "arm differs";
    other = first;
    other.weapon = Weapon::RifledMusket;
    QTest::newRow("weapon differs") << other << "weapon differs";
    other = first;
    other.ap = 2;
    QTest::newRow("AP differs") << other << "AP differs";
    other = first;
    other.conditions << QStringLiteral("initial-volley");
    QTest::newRow("other conditions differ") << other << "conditions differ";
    other = first;
    other.stands = 1.5;
    QTest::newRow("a malformed firer") << other << "2e: stands:";
}

void tst_FireResolver::pooledMismatch()
{
    QFETCH(FireRequest, second);
    QFETCH(QString, mismatch);
    QList<PooledFire::Firer> firers;
    firers << PooledFire::Firer {
        QStringLiteral("1er"),
        smallArms(Arm::Infantry, 3, Weapon::Musket, 3, 1, words("cover-light"), std::nullopt), 8
    };
    firers << PooledFire::Firer { QStringLiteral("2e"), second, 7 };
    // With the pool-shared-modifiers ruling off, as strict as it was: the
    // shared ruling is tested in tst_pooledfire.
    Rulings strict;
    strict.poolSharedModifiers = false;
    const PooledFire::Result result = PooledFire::resolve(firers, 5, strict);
    QVERIFY(!result.pooled);
    QVERIFY2(result.mismatch.startsWith(mismatch), qPrintable(result.mismatch));
    QVERIFY(!result.fire.allowed);
}

void tst_FireResolver::ricochetFollowUp()
{
    const FireRequest original
        = guns(Arm::Artillery, 4, Weapon::Gun12pdr, Shot::Ball, 10, 3,
               words("initial-fire firer-shaken cover-light target-flank"), 9);
    QVERIFY(Ricochet::refusal(original).isEmpty());
    Ricochet::Target target;
    target.name = QStringLiteral("2e bataillon");
    target.beyond = 3;
    target.conditions = words("target-closed-column firer-disordered");
    target.die = 4;
    const FireRequest follow = Ricochet::followUp(original, target);
    QCOMPARE(follow.conditions, words("initial-fire firer-shaken ricochet target-closed-column"));
    QCOMPARE(follow.die, std::optional<int>(4));
    QCOMPARE(follow.range, original.range);
    QCOMPARE(follow.tubes, original.tubes);
    QCOMPARE(follow.ap, original.ap);
    // 4 + 0 + 1 (3 AP) + 1 - 2 - 2 + 3 = 5: 4 tubes: 2.
    const FireResult result = FireResolver::resolve(follow, Rulings());
    QVERIFY2(result.allowed, qPrintable(result.reason));
    QCOMPARE(result.modifiedRoll, 5);
    QCOMPARE(result.casualtySteps, 2);
    QCOMPARE(result.apSpent, 0);
    QCOMPARE(
        modifiersText(result.modifiers),
        QStringLiteral("range-short:0,rate-of-fire-3:1,initial-fire:1,ricochet:-2,firer-shaken:-2,"
                       "target-closed-column:3"));
    // The original spends its AP.
    QCOMPARE(FireResolver::resolve(original, Rulings()).apSpent, 3);
}

void tst_FireResolver::ricochetReach_data()
{
    QTest::addColumn<double>("beyond");
    QTest::addColumn<bool>("fired");
    QTest::newRow("0\" beyond: fired on") << 0.0 << true;
    QTest::newRow("2.5\" beyond: fired on") << 2.5 << true;
    QTest::newRow("5\" beyond: fired on") << 5.0 << true;
    QTest::newRow("5.01\" beyond: out of reach") << 5.01 << false;
    QTest::newRow("in front of the target: no ricochet") << -1.0 << false;
}

void tst_FireResolver::ricochetReach()
{
    QFETCH(double, beyond);
    QFETCH(bool, fired);
    QCOMPARE(Ricochet::reach(), 5.0);
    const FireRequest original = guns(Arm::Artillery, 6, Weapon::Gun8pdr, Shot::Ball, 12, 2, {}, 6);
    QList<Ricochet::Target> targets;
    targets << Ricochet::Target { QStringLiteral("near"), 1, {}, 3 };
    targets << Ricochet::Target { QStringLiteral("tested"), beyond, words("target-square"), 8 };
    QStringList notes;
    const QList<FireRequest> follow = Ricochet::followUps(original, targets, &notes);
    QCOMPARE(follow.size(), fired ? 2 : 1);
    QCOMPARE(follow.first().die, std::optional<int>(3));
    QCOMPARE(notes.size(), fired ? 0 : 1);
    if (fired) {
        QCOMPARE(follow.last().die, std::optional<int>(8));
        QVERIFY(follow.last().conditions.contains(QStringLiteral("target-square")));
    } else {
        QVERIFY(notes.first().contains(QStringLiteral("tested")));
    }
}

void tst_FireResolver::ricochetRefused_data()
{
    QTest::addColumn<FireRequest>("original");
    QTest::addColumn<QString>("why");
    QTest::newRow("canister stops at the original target")
        << guns(Arm::Artillery, 6, Weapon::Gun12pdr, Shot::Canister, 5, 2, {}, 5) << "canister";
    QTest::newRow("small arms do not ricochet")
        << smallArms(Arm::Infantry, 3, Weapon::Musket, 2, 1, {}, 5) << "guns";
    QTest::newRow("a ricochet does not ricochet again")
        << guns(Arm::Artillery, 6, Weapon::Gun12pdr, Shot::Ball, 10, 2, words("ricochet"), 5)
        << "again";
}

void tst_FireResolver::ricochetRefused()
{
    QFETCH(FireRequest, original);
    QFETCH(QString, why);
    QVERIFY(Ricochet::refusal(original).contains(why));
    QStringList notes;
    const QList<FireRequest> follow = Ricochet::followUps(
        original, { Ricochet::Target { QStringLiteral("behind"), 2, {}, 5 } }, &notes);
    QVERIFY(follow.isEmpty());
    QCOMPARE(notes.size(), 1);
    QVERIFY(notes.first().contains(why));
}

void tst_FireResolver::counterBattery_data()
{
    QTest::addColumn<FireRequest>("request");
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("steps");
    // 8 + 0 - 7 = 1: 6 tubes: 2.
    QTest::newRow("counter-battery with ball: -7")
        << guns(Arm::Artillery, 6, Weapon::Gun12pdr, Shot::Ball, 10, 2, words("counter-battery"), 8)
        << -7 << 2;
    // 8 + 7 - 4 = 11: 6 tubes: 4.
    QTest::newRow("counter-battery with canister: -4") << guns(
        Arm::Artillery, 6, Weapon::Gun12pdr, Shot::Canister, 5, 2, words("counter-battery"), 8)
                                                       << -4 << 4;
    // 8 + 0 - 1 - 7 = 0: 2 tubes: 0.
    QTest::newRow("battalion guns counter-battery with ball: -7") << guns(
        Arm::BattalionGuns, 2, Weapon::Gun4pdr, Shot::Ball, 5, 1, words("counter-battery"), 8)
                                                                  << -7 << 0;
}

void tst_FireResolver::counterBattery()
{
    QFETCH(FireRequest, request);
    QFETCH(int, value);
    QFETCH(int, steps);
    const FireResult result = FireResolver::resolve(request, Rulings());
    QVERIFY(result.allowed);
    QCOMPARE(result.modifiers.last(), (FireModifier { QStringLiteral("counter-battery"), value }));
    QCOMPARE(result.casualtySteps, steps);
}

void tst_FireResolver::malformedTable_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("entry");
    const QString chart = FireChart::fileName();
    const QString ranges = RangeBands::fileName();
    const QString modifiers = FireModifiers::fileName();

    QTest::newRow("firecombat.json: not JSON")
        << chart << QString() << QByteArray("{ \"rows\": [") << "offset";
    QTest::newRow("firecombat.json: top level is a list")
        << chart << QString() << QByteArray("[]") << QString();
    QTest::newRow("firecombat.json: a negative cell")
        << chart << "rows.3.steps.4" << QByteArray("-1") << "rows[3].steps[4]";
    QTest::newRow("firecombat.json: a cell that is text")
        << chart << "rows.4.steps.0" << QByteArray("\"x\"") << "rows[4].steps[0]";
    QTest::newRow("firecombat.json: a short row")
        << chart << "rows.3.steps" << QByteArray("[1, 2]") << "rows[3].steps";
    QTest::newRow("firecombat.json: a cell below the row above")
        << chart << "rows.5.steps.0" << QByteArray("2") << "rows[5].steps[0]";
    QTest::newRow("firecombat.json: stands out of order")
        << chart << "rows.2.stands" << QByteArray("5") << "rows[2].stands";
    QTest::newRow("firecombat.json: first row not half")
        << chart << "rows.0.stands" << QByteArray("\"one\"") << "rows[0].stands";
    QTest::newRow("firecombat.json: tubes key missing")
        << chart << "rows.1.tubes" << QByteArray() << "rows[1].tubes";
    QTest::newRow("firecombat.json: tubes after none")
        << chart << "rows.8.tubes" << QByteArray("16") << "rows[8].tubes";
    QTest::newRow("firecombat.json: a gap between columns")
        << chart << "columns.3.max" << QByteArray("11") << "columns[3].max";
    QTest::newRow("firecombat.json: top column closed")
        << chart << "columns.0.max" << QByteArray("20") << "columns[0].max";
    QTest::newRow("firecombat.json: castings per stand 0")
        << chart << "castings_per_stand" << QByteArray("0") << "castings_per_stand";
    QTest::newRow("firecombat.json: beyond_chart missing")
        << chart << "beyond_chart" << QByteArray() << "beyond_chart";

    QTest::newRow("ranges.json: not JSON")
        << ranges << QString() << QByteArray("{ weapons") << "offset";
    QTest::newRow("ranges.json: limits not rising")
        << ranges << "weapons.0.bands.2.limit" << QByteArray("1.5")
        << "weapons[0] (musket).bands[2].limit";
    QTest::newRow("ranges.json: a gun with a close band")
        << ranges << "weapons.2.bands.0.band" << QByteArray("\"close\"")
        << "weapons[2] (12pdr).bands[0].band";
    QTest::newRow("ranges.json: unknown weapon")
        << ranges << "weapons.3.weapon" << QByteArray("\"9pdr\"") << "weapons[3].weapon";
    QTest::newRow("ranges.json: a weapon missing")
        << ranges << "weapons.6" << QByteArray() << "weapons";
    QTest::newRow("ranges.json: modifier as text")
        << ranges << "weapons.1.bands.0.modifier" << QByteArray("\"+2\"")
        << "weapons[1] (rifled-musket).bands[0].modifier";
    QTest::newRow("ranges.json: a gun without canister")
        << ranges << "weapons.4.bands.0" << QByteArray() << "weapons[4] (6pdr).bands";
    QTest::newRow("ranges.json: defensive band unknown")
        << ranges << "defensive_fire.guns_band" << QByteArray("\"medium\"")
        << "defensive_fire.guns_band";

    QTest::newRow("firemodifiers.json: not JSON")
        << modifiers << QString() << QByteArray("]") << "offset";
    QTest::newRow("firemodifiers.json: value as text")
        << modifiers << "modifiers.0.value" << QByteArray("\"two\"")
        << "modifiers[0] (initial-volley).value";
    QTest::newRow("firemodifiers.json: unknown ruling")
        << modifiers << "modifiers.1.ruling" << QByteArray("\"no-such-ruling\"")
        << "modifiers[1] (scrounging).ruling";
    QTest::newRow("firemodifiers.json: unknown arm")
        << modifiers << "modifiers.5.arms" << QByteArray("[\"dragoons\"]")
        << "modifiers[5] (guns-moved-under-half).arms[0]";
    QTest::newRow("firemodifiers.json: an id twice")
        << modifiers << "modifiers.2.id" << QByteArray("\"initial-volley\"") << "modifiers[2].id";
    QTest::newRow("firemodifiers.json: misspelt key")
        << modifiers << "modifiers.17.valeu" << QByteArray("5")
        << "modifiers[17] (target-flank).valeu";
    QTest::newRow("firemodifiers.json: canister value missing")
        << modifiers << "modifiers.21.values_by_shot.canister" << QByteArray()
        << "modifiers[21] (counter-battery).values_by_shot";
    QTest::newRow("firemodifiers.json: a forbidding row without reason")
        << modifiers << "modifiers.9.reason" << QByteArray()
        << "modifiers[9] (firer-routed).reason";
    QTest::newRow("firemodifiers.json: ricochet without its canister reason")
        << modifiers << "modifiers.3.other_shots_reason" << QByteArray()
        << "modifiers[3] (ricochet).other_shots_reason";
    QTest::newRow("firemodifiers.json: a rate missing")
        << modifiers << "ap.1.rates.3" << QByteArray() << "ap[1].rates";
    QTest::newRow("firemodifiers.json: limit without its rate")
        << modifiers << "ap.0.limit" << QByteArray("3") << "ap[0].rates";
    QTest::newRow("firemodifiers.json: guns without AP")
        << modifiers << "ap.1" << QByteArray() << "ap";
}

void tst_FireResolver::malformedTable()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    QFETCH(QByteArray, json);
    QFETCH(QString, entry);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeFile(dir.filePath(file), patchedTable(file, path, json)));
    TableReader reader(file, dir.path());
    QVERIFY(!loadTable(reader));
    QVERIFY2(reader.failedEntry().startsWith(entry), qPrintable(reader.failure().reason));
    QVERIFY(!reader.failedMessage().isEmpty());
    QVERIFY(reader.failure().reason.startsWith(file + QStringLiteral(": ")));
    QCOMPARE(reader.failure().kind, Failure::Kind::Failed);
}

// The resolver reads whatever tables it is given: a changed cell changes
// the result.
void tst_FireResolver::tablesFromDirectory()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = FireChart::fileName();
    QVERIFY(
        writeFile(dir.filePath(file), patchedTable(file, QStringLiteral("rows.3.steps.5"), "4")));
    TableReader reader(file, dir.path());
    const std::optional<QJsonObject> root = reader.load();
    QVERIFY(root);
    const std::optional<FireChart> chart = FireChart::fromJson(*root, reader);
    QVERIFY2(chart, qPrintable(reader.failure().reason));
    const FireResolver::Tables tables { *chart, RangeBands::standard(), FireModifiers::standard() };
    const FireRequest request = smallArms(Arm::Infantry, 3, Weapon::Musket, 3.5, 1, {}, 9);
    QCOMPARE(FireResolver::resolve(request, Rulings()).casualtySteps, 3);
    QCOMPARE(FireResolver::resolve(request, Rulings(), tables).casualtySteps, 4);
}

ADC_TEST_APPLESS_MAIN(tst_FireResolver)
#include "tst_fireresolver.moc"
