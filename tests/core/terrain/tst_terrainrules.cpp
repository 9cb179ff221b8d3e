#include "core/common/rulings.h"
#include "core/common/tablereader.h"
#include "core/terrain/terrainrules.h"
#include "testsuite.h"
#include "testwords.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace Adc;

namespace {
const QString kFile = QStringLiteral("terrain.json");

QJsonObject compiledIn()
{
    TableReader reader(kFile);
    return reader.load().value_or(QJsonObject());
}

// Sets (or, for an empty text, removes) the value at a dotted path; a
// numeric step indexes an array.
QJsonValue patched(const QJsonValue &value, const QStringList &path, const QByteArray &json)
{
    const QString key = path.first();
    bool isIndex = false;
    const int index = key.toInt(&isIndex);
    if (isIndex) {
        QJsonArray array = value.toArray();
        if (path.size() > 1)
            array.replace(index, patched(array.at(index), path.mid(1), json));
        else if (json.isEmpty())
            array.removeAt(index);
        else
            array.replace(index, QJsonDocument::fromJson("[" + json + "]").array().at(0));
        return array;
    }
    QJsonObject object = value.toObject();
    if (path.size() > 1)
        object.insert(key, patched(object.value(key), path.mid(1), json));
    else if (json.isEmpty())
        object.remove(key);
    else
        object.insert(key, QJsonDocument::fromJson("[" + json + "]").array().at(0));
    return object;
}

using AdcTest::words;
} // namespace

class tst_TerrainRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void standardTable();
    void morale_data();
    void morale();
    void redoubtParapetRuling_data();
    void redoubtParapetRuling();
    void charging_data();
    void charging();
    void notes_data();
    void notes();
    void entry_data();
    void entry();
    void capacity_data();
    void capacity();
    void movement_data();
    void movement();
    void artilleryLineOfSight_data();
    void artilleryLineOfSight();
    void rivers_data();
    void rivers();
    void bonusesAreData();
    void malformed_data();
    void malformed();
};

void tst_TerrainRules::standardTable()
{
    TableReader reader(kFile);
    const std::optional<QJsonObject> root = reader.load();
    QVERIFY2(root, qPrintable(reader.failure().reason));
    QVERIFY2(TerrainRules::fromJson(*root, reader), qPrintable(reader.failure().reason));
}

// Every arm in every terrain, defending an LTF or not, upslope or not, with
// the house rulings (the redoubt parapet goes to artillery too). In a
// redoubt, no LTF means attacked from a side without a parapet and not
// upslope means the enemy is upslope. Seed 001.
void tst_TerrainRules::morale_data()
{
    QTest::addColumn<Arm>("arm");
    QTest::addColumn<Terrain>("terrain");
    QTest::addColumn<bool>("defendingLtf");
    QTest::addColumn<bool>("upslope");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<QStringList>("reasons");

    QTest::newRow("infantry, open, no ltf, not upslope")
        << Arm::Infantry << Terrain::Open << false << false << true << 0 << words("");
    QTest::newRow("infantry, open, no ltf, upslope")
        << Arm::Infantry << Terrain::Open << false << true << true << 0 << words("");
    QTest::newRow("infantry, open, defending ltf, not upslope")
        << Arm::Infantry << Terrain::Open << true << false << true << 1 << words("ltf");
    QTest::newRow("infantry, open, defending ltf, upslope")
        << Arm::Infantry << Terrain::Open << true << true << true << 1 << words("ltf");
    QTest::newRow("infantry, woods, no ltf, not upslope")
        << Arm::Infantry << Terrain::Woods << false << false << true << 0 << words("");
    QTest::newRow("infantry, woods, no ltf, upslope")
        << Arm::Infantry << Terrain::Woods << false << true << true << 0 << words("");
    QTest::newRow("infantry, woods, defending ltf, not upslope")
        << Arm::Infantry << Terrain::Woods << true << false << true << 1 << words("ltf");
    QTest::newRow("infantry, woods, defending ltf, upslope")
        << Arm::Infantry << Terrain::Woods << true << true << true << 1 << words("ltf");
    QTest::newRow("infantry, bua, no ltf, not upslope")
        << Arm::Infantry << Terrain::Bua << false << false << true << 1 << words("bua");
    QTest::newRow("infantry, bua, no ltf, upslope")
        << Arm::Infantry << Terrain::Bua << false << true << true << 1 << words("bua");
    QTest::newRow("infantry, bua, defending ltf, not upslope")
        << Arm::Infantry << Terrain::Bua << true << false << true << 2 << words("bua ltf");
    QTest::newRow("infantry, bua, defending ltf, upslope")
        << Arm::Infantry << Terrain::Bua << true << true << true << 2 << words("bua ltf");
    QTest::newRow("infantry, hill, no ltf, not upslope")
        << Arm::Infantry << Terrain::Hill << false << false << true << 0 << words("");
    QTest::newRow("infantry, hill, no ltf, upslope")
        << Arm::Infantry << Terrain::Hill << false << true << true << 1 << words("hill-upslope");
    QTest::newRow("infantry, hill, defending ltf, not upslope")
        << Arm::Infantry << Terrain::Hill << true << false << true << 1 << words("ltf");
    QTest::newRow("infantry, hill, defending ltf, upslope")
        << Arm::Infantry << Terrain::Hill << true << true << true << 2 << words("hill-upslope ltf");
    QTest::newRow("infantry, wooded-hill, no ltf, not upslope")
        << Arm::Infantry << Terrain::WoodedHill << false << false << true << 0 << words("");
    QTest::newRow("infantry, wooded-hill, no ltf, upslope")
        << Arm::Infantry << Terrain::WoodedHill << false << true << true << 1
        << words("hill-upslope");
    QTest::newRow("infantry, wooded-hill, defending ltf, not upslope")
        << Arm::Infantry << Terrain::WoodedHill << true << false << true << 1 << words("ltf");
    QTest::newRow("infantry, wooded-hill, defending ltf, upslope")
        << Arm::Infantry << Terrain::WoodedHill << true << true << true << 2
        << words("hill-upslope ltf");
    QTest::newRow("infantry, redoubt, no ltf, not upslope")
        << Arm::Infantry << Terrain::Redoubt << false << false << true << 0 << words("");
    QTest::newRow("infantry, redoubt, no ltf, upslope")
        << Arm::Infantry << Terrain::Redoubt << false << true << true << 1 << words("redoubt-hill");
    QTest::newRow("infantry, redoubt, defending ltf, not upslope")
        << Arm::Infantry << Terrain::Redoubt << true << false << true << 1 << words("redoubt-ltf");
    QTest::newRow("infantry, redoubt, defending ltf, upslope")
        << Arm::Infantry << Terrain::Redoubt << true << true << true << 2
        << words("redoubt-hill redoubt-ltf");
    QTest::newRow("cavalry, open, no ltf, not upslope")
        << Arm::Cavalry << Terrain::Open << false << false << true << 0 << words("");
    QTest::newRow("cavalry, open, no ltf, upslope")
        << Arm::Cavalry << Terrain::Open << false << true << true << 0 << words("");
    QTest::newRow("cavalry, open, defending ltf, not upslope")
        << Arm::Cavalry << Terrain::Open << true << false << true << 0 << words("");
    QTest::newRow("cavalry, open, defending ltf, upslope")
        << Arm::Cavalry << Terrain::Open << true << true << true << 0 << words("");
    QTest::newRow("cavalry, woods, no ltf, not upslope")
        << Arm::Cavalry << Terrain::Woods << false << false << false << 0 << words("");
    QTest::newRow("cavalry, woods, no ltf, upslope")
        << Arm::Cavalry << Terrain::Woods << false << true << false << 0 << words("");
    QTest::newRow("cavalry, woods, defending ltf, not upslope")
        << Arm::Cavalry << Terrain::Woods << true << false << false << 0 << words("");
    QTest::newRow("cavalry, woods, defending ltf, upslope")
        << Arm::Cavalry << Terrain::Woods << true << true << false << 0 << words("");
    QTest::newRow("cavalry, bua, no ltf, not upslope")
        << Arm::Cavalry << Terrain::Bua << false << false << false << 0 << words("");
    QTest::newRow("cavalry, bua, no ltf, upslope")
        << Arm::Cavalry << Terrain::Bua << false << true << false << 0 << words("");
    QTest::newRow("cavalry, bua, defending ltf, not upslope")
        << Arm::Cavalry << Terrain::Bua << true << false << false << 0 << words("");
    QTest::newRow("cavalry, bua, defending ltf, upslope")
        << Arm::Cavalry << Terrain::Bua << true << true << false << 0 << words("");
    QTest::newRow("cavalry, hill, no ltf, not upslope")
        << Arm::Cavalry << Terrain::Hill << false << false << true << 0 << words("");
    QTest::newRow("cavalry, hill, no ltf, upslope")
        << Arm::Cavalry << Terrain::Hill << false << true << true << 1 << words("hill-upslope");
    QTest::newRow("cavalry, hill, defending ltf, not upslope")
        << Arm::Cavalry << Terrain::Hill << true << false << true << 0 << words("");
    QTest::newRow("cavalry, hill, defending ltf, upslope")
        << Arm::Cavalry << Terrain::Hill << true << true << true << 1 << words("hill-upslope");
    QTest::newRow("cavalry, wooded-hill, no ltf, not upslope")
        << Arm::Cavalry << Terrain::WoodedHill << false << false << false << 0 << words("");
    QTest::newRow("cavalry, wooded-hill, no ltf, upslope")
        << Arm::Cavalry << Terrain::WoodedHill << false << true << false << 0 << words("");
    QTest::newRow("cavalry, wooded-hill, defending ltf, not upslope")
        << Arm::Cavalry << Terrain::WoodedHill << true << false << false << 0 << words("");
    QTest::newRow("cavalry, wooded-hill, defending ltf, upslope")
        << Arm::Cavalry << Terrain::WoodedHill << true << true << false << 0 << words("");
    QTest::newRow("cavalry, redoubt, no ltf, not upslope")
        << Arm::Cavalry << Terrain::Redoubt << false << false << false << 0 << words("");
    QTest::newRow("cavalry, redoubt, no ltf, upslope")
        << Arm::Cavalry << Terrain::Redoubt << false << true << false << 0 << words("");
    QTest::newRow("cavalry, redoubt, defending ltf, not upslope")
        << Arm::Cavalry << Terrain::Redoubt << true << false << false << 0 << words("");
    QTest::newRow("cavalry, redoubt, defending ltf, upslope")
        << Arm::Cavalry << Terrain::Redoubt << true << true << false << 0 << words("");
    QTest::newRow("artillery, open, no ltf, not upslope")
        << Arm::Artillery << Terrain::Open << false << false << true << 0 << words("");
    QTest::newRow("artillery, open, no ltf, upslope")
        << Arm::Artillery << Terrain::Open << false << true << true << 0 << words("");
    QTest::newRow("artillery, open, defending ltf, not upslope")
        << Arm::Artillery << Terrain::Open << true << false << true << 0 << words("");
    QTest::newRow("artillery, open, defending ltf, upslope")
        << Arm::Artillery << Terrain::Open << true << true << true << 0 << words("");
    QTest::newRow("artillery, woods, no ltf, not upslope")
        << Arm::Artillery << Terrain::Woods << false << false << false << 0 << words("");
    QTest::newRow("artillery, woods, no ltf, upslope")
        << Arm::Artillery << Terrain::Woods << false << true << false << 0 << words("");
    QTest::newRow("artillery, woods, defending ltf, not upslope")
        << Arm::Artillery << Terrain::Woods << true << false << false << 0 << words("");
    QTest::newRow("artillery, woods, defending ltf, upslope")
        << Arm::Artillery << Terrain::Woods << true << true << false << 0 << words("");
    QTest::newRow("artillery, bua, no ltf, not upslope")
        << Arm::Artillery << Terrain::Bua << false << false << false << 0 << words("");
    QTest::newRow("artillery, bua, no ltf, upslope")
        << Arm::Artillery << Terrain::Bua << false << true << false << 0 << words("");
    QTest::newRow("artillery, bua, defending ltf, not upslope")
        << Arm::Artillery << Terrain::Bua << true << false << false << 0 << words("");
    QTest::newRow("artillery, bua, defending ltf, upslope")
        << Arm::Artillery << Terrain::Bua << true << true << false << 0 << words("");
    QTest::newRow("artillery, hill, no ltf, not upslope")
        << Arm::Artillery << Terrain::Hill << false << false << true << 0 << words("");
    QTest::newRow("artillery, hill, no ltf, upslope")
        << Arm::Artillery << Terrain::Hill << false << true << true << 1 << words("hill-upslope");
    QTest::newRow("artillery, hill, defending ltf, not upslope")
        << Arm::Artillery << Terrain::Hill << true << false << true << 0 << words("");
    QTest::newRow("artillery, hill, defending ltf, upslope")
        << Arm::Artillery << Terrain::Hill << true << true << true << 1 << words("hill-upslope");
    QTest::newRow("artillery, wooded-hill, no ltf, not upslope")
        << Arm::Artillery << Terrain::WoodedHill << false << false << false << 0 << words("");
    QTest::newRow("artillery, wooded-hill, no ltf, upslope")
        << Arm::Artillery << Terrain::WoodedHill << false << true << false << 0 << words("");
    QTest::newRow("artillery, wooded-hill, defending ltf, not upslope")
        << Arm::Artillery << Terrain::WoodedHill << true << false << false << 0 << words("");
    QTest::newRow("artillery, wooded-hill, defending ltf, upslope")
        << Arm::Artillery << Terrain::WoodedHill << true << true << false << 0 << words("");
    QTest::newRow("artillery, redoubt, no ltf, not upslope")
        << Arm::Artillery << Terrain::Redoubt << false << false << true << 0 << words("");
    QTest::newRow("artillery, redoubt, no ltf, upslope")
        << Arm::Artillery << Terrain::Redoubt << false << true << true << 1
        << words("redoubt-hill");
    QTest::newRow("artillery, redoubt, defending ltf, not upslope")
        << Arm::Artillery << Terrain::Redoubt << true << false << true << 1 << words("redoubt-ltf");
    QTest::newRow("artillery, redoubt, defending ltf, upslope")
        << Arm::Artillery << Terrain::Redoubt << true << true << true << 2
        << words("redoubt-hill redoubt-ltf");
    QTest::newRow("battalion-guns, open, no ltf, not upslope")
        << Arm::BattalionGuns << Terrain::Open << false << false << true << 0 << words("");
    QTest::newRow("battalion-guns, open, no ltf, upslope")
        << Arm::BattalionGuns << Terrain::Open << false << true << true << 0 << words("");
    QTest::newRow("battalion-guns, open, defending ltf, not upslope")
        << Arm::BattalionGuns << Terrain::Open << true << false << true << 0 << words("");
    QTest::newRow("battalion-guns, open, defending ltf, upslope")
        << Arm::BattalionGuns << Terrain::Open << true << true << true << 0 << words("");
    QTest::newRow("battalion-guns, woods, no ltf, not upslope")
        << Arm::BattalionGuns << Terrain::Woods << false << false << false << 0 << words("");
    QTest::newRow("battalion-guns, woods, no ltf, upslope")
        << Arm::BattalionGuns << Terrain::Woods << false << true << false << 0 << words("");
    QTest::newRow("battalion-guns, woods, defending ltf, not upslope")
        << Arm::BattalionGuns << Terrain::Woods << true << false << false << 0 << words("");
    QTest::newRow("battalion-guns, woods, defending ltf, upslope")
        << Arm::BattalionGuns << Terrain::Woods << true << true << false << 0 << words("");
    QTest::newRow("battalion-guns, bua, no ltf, not upslope")
        << Arm::BattalionGuns << Terrain::Bua << false << false << false << 0 << words("");
    QTest::newRow("battalion-guns, bua, no ltf, upslope")
        << Arm::BattalionGuns << Terrain::Bua << false << true << false << 0 << words("");
    QTest::newRow("battalion-guns, bua, defending ltf, not upslope")
        << Arm::BattalionGuns << Terrain::Bua << true << false << false << 0 << words("");
    QTest::newRow("battalion-guns, bua, defending ltf, upslope")
        << Arm::BattalionGuns << Terrain::Bua << true << true << false << 0 << words("");
    QTest::newRow("battalion-guns, hill, no ltf, not upslope")
        << Arm::BattalionGuns << Terrain::Hill << false << false << true << 0 << words("");
    QTest::newRow("battalion-guns, hill, no ltf, upslope")
        << Arm::BattalionGuns << Terrain::Hill << false << true << true << 1
        << words("hill-upslope");
    QTest::newRow("battalion-guns, hill, defending ltf, not upslope")
        << Arm::BattalionGuns << Terrain::Hill << true << false << true << 0 << words("");
    QTest::newRow("battalion-guns, hill, defending ltf, upslope")
        << Arm::BattalionGuns << Terrain::Hill << true << true << true << 1
        << words("hill-upslope");
    QTest::newRow("battalion-guns, wooded-hill, no ltf, not upslope")
        << Arm::BattalionGuns << Terrain::WoodedHill << false << false << false << 0 << words("");
    QTest::newRow("battalion-guns, wooded-hill, no ltf, upslope")
        << Arm::BattalionGuns << Terrain::WoodedHill << false << true << false << 0 << words("");
    QTest::newRow("battalion-guns, wooded-hill, defending ltf, not upslope")
        << Arm::BattalionGuns << Terrain::WoodedHill << true << false << false << 0 << words("");
    QTest::newRow("battalion-guns, wooded-hill, defending ltf, upslope")
        << Arm::BattalionGuns << Terrain::WoodedHill << true << true << false << 0 << words("");
    QTest::newRow("battalion-guns, redoubt, no ltf, not upslope")
        << Arm::BattalionGuns << Terrain::Redoubt << false << false << true << 0 << words("");
    QTest::newRow("battalion-guns, redoubt, no ltf, upslope")
        << Arm::BattalionGuns << Terrain::Redoubt << false << true << true << 1
        << words("redoubt-hill");
    QTest::newRow("battalion-guns, redoubt, defending ltf, not upslope")
        << Arm::BattalionGuns << Terrain::Redoubt << true << false << true << 1
        << words("redoubt-ltf");
    QTest::newRow("battalion-guns, redoubt, defending ltf, upslope")
        << Arm::BattalionGuns << Terrain::Redoubt << true << true << true << 2
        << words("redoubt-hill redoubt-ltf");
}

void tst_TerrainRules::morale()
{
    QFETCH(Arm, arm);
    QFETCH(Terrain, terrain);
    QFETCH(bool, defendingLtf);
    QFETCH(bool, upslope);
    QFETCH(bool, allowed);

    const MoraleEffect effect
        = TerrainRules::standard().moraleModifier(arm, terrain, defendingLtf, upslope, Rulings());
    QCOMPARE(effect.allowed, allowed);
    QCOMPARE(effect.reason.isEmpty(), allowed);
    QTEST(effect.modifier, "modifier");
    QTEST(effect.reasonIds(), "reasons");
    int sum = 0;
    for (const MoraleEffect::Bonus &bonus : effect.bonuses)
        sum += bonus.value;
    QCOMPARE(sum, effect.modifier);
}

void tst_TerrainRules::redoubtParapetRuling_data()
{
    QTest::addColumn<Arm>("arm");
    QTest::addColumn<bool>("parapetForArtillery");
    QTest::addColumn<bool>("defendingLtf");
    QTest::addColumn<bool>("upslope");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<QStringList>("reasons");

    QTest::newRow("artillery, ruling on, parapet and upslope: +2")
        << Arm::Artillery << true << true << true << 2 << words("redoubt-hill redoubt-ltf");
    QTest::newRow("artillery, ruling off, parapet and upslope: hill only")
        << Arm::Artillery << false << true << true << 1 << words("redoubt-hill");
    QTest::newRow("artillery, ruling off, parapet, enemy upslope: nothing")
        << Arm::Artillery << false << true << false << 0 << words("");
    QTest::newRow("artillery, ruling off, no parapet, upslope: hill")
        << Arm::Artillery << false << false << true << 1 << words("redoubt-hill");
    QTest::newRow("battalion guns, ruling on: +2 as artillery")
        << Arm::BattalionGuns << true << true << true << 2 << words("redoubt-hill redoubt-ltf");
    QTest::newRow("battalion guns, ruling off: hill only")
        << Arm::BattalionGuns << false << true << true << 1 << words("redoubt-hill");
    QTest::newRow("infantry, ruling off: still +2")
        << Arm::Infantry << false << true << true << 2 << words("redoubt-hill redoubt-ltf");
    QTest::newRow("infantry, ruling off, no parapet: hill")
        << Arm::Infantry << false << false << true << 1 << words("redoubt-hill");
}

void tst_TerrainRules::redoubtParapetRuling()
{
    QFETCH(Arm, arm);
    QFETCH(bool, parapetForArtillery);
    QFETCH(bool, defendingLtf);
    QFETCH(bool, upslope);
    Rulings rulings;
    rulings.redoubtParapetForArtillery = parapetForArtillery;
    const MoraleEffect effect = TerrainRules::standard().moraleModifier(
        arm, Terrain::Redoubt, defendingLtf, upslope, rulings);
    QVERIFY(effect.allowed);
    QTEST(effect.modifier, "modifier");
    QTEST(effect.reasonIds(), "reasons");
}

void tst_TerrainRules::charging_data()
{
    QTest::addColumn<Arm>("arm");
    QTest::addColumn<Terrain>("terrain");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<QStringList>("reasons");

    QTest::newRow("cavalry charging routed infantry in a BUA: allowed, not inside")
        << Arm::Cavalry << Terrain::Bua << true << 0 << words("");
    QTest::newRow("cavalry charging into woods: still not allowed")
        << Arm::Cavalry << Terrain::Woods << false << 0 << words("");
    QTest::newRow("cavalry charging into a wooded hill: not allowed")
        << Arm::Cavalry << Terrain::WoodedHill << false << 0 << words("");
    QTest::newRow("cavalry charging into a redoubt: not allowed")
        << Arm::Cavalry << Terrain::Redoubt << false << 0 << words("");
    QTest::newRow("artillery charging into a BUA: not allowed")
        << Arm::Artillery << Terrain::Bua << false << 0 << words("");
    QTest::newRow("infantry in a BUA, flag set: inside as ever")
        << Arm::Infantry << Terrain::Bua << true << 1 << words("bua");
}

void tst_TerrainRules::charging()
{
    QFETCH(Arm, arm);
    QFETCH(Terrain, terrain);
    const MoraleEffect effect
        = TerrainRules::standard().moraleModifier(arm, terrain, false, false, Rulings(), true);
    QTEST(effect.allowed, "allowed");
    QTEST(effect.modifier, "modifier");
    QTEST(effect.reasonIds(), "reasons");
}

void tst_TerrainRules::notes_data()
{
    QTest::addColumn<Arm>("arm");
    QTest::addColumn<Terrain>("terrain");
    QTest::addColumn<bool>("defendingLtf");
    QTest::addColumn<bool>("upslope");
    QTest::addColumn<bool>("parapetForArtillery");
    QTest::addColumn<QString>("note");

    QTest::newRow("redoubt attacked from a side without a parapet")
        << Arm::Infantry << Terrain::Redoubt << false << true << true
        << QStringLiteral("redoubt-ltf lost: attacked from a side without a parapet");
    QTest::newRow("redoubt with the enemy upslope")
        << Arm::Infantry << Terrain::Redoubt << true << false << true
        << QStringLiteral("redoubt-hill lost: the enemy is upslope");
    QTest::newRow("artillery behind an LTF in the open")
        << Arm::Artillery << Terrain::Open << true << false << true
        << QStringLiteral("ltf: only for infantry");
    QTest::newRow("artillery in a redoubt with the ruling off")
        << Arm::Artillery << Terrain::Redoubt << true << true << false
        << QStringLiteral("redoubt-ltf: only for infantry (ruling redoubt-parapet-for-artillery "
                          "is off)");
    QTest::newRow("upslope in the open")
        << Arm::Cavalry << Terrain::Open << false << true << true
        << QStringLiteral("upslope gives nothing in open: only on a hill");
    QTest::newRow("upslope in woods")
        << Arm::Infantry << Terrain::Woods << false << true << true
        << QStringLiteral("upslope gives nothing in woods: only on a hill");
}

void tst_TerrainRules::notes()
{
    QFETCH(Arm, arm);
    QFETCH(Terrain, terrain);
    QFETCH(bool, defendingLtf);
    QFETCH(bool, upslope);
    QFETCH(bool, parapetForArtillery);
    QFETCH(QString, note);
    Rulings rulings;
    rulings.redoubtParapetForArtillery = parapetForArtillery;
    const MoraleEffect effect
        = TerrainRules::standard().moraleModifier(arm, terrain, defendingLtf, upslope, rulings);
    QVERIFY2(effect.notes.contains(note), qPrintable(effect.notes.join(QLatin1String(" | "))));
}

void tst_TerrainRules::entry_data()
{
    QTest::addColumn<Arm>("arm");
    QTest::addColumn<Terrain>("terrain");
    QTest::addColumn<bool>("charging");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<bool>("occupies");
    QTest::addColumn<QString>("reason");

    const auto row = [](const char *name, Arm arm, Terrain terrain, bool charging, bool allowed,
                        bool occupies, const char *reason) {
        QTest::newRow(name) << arm << terrain << charging << allowed << occupies
                            << QString::fromLatin1(reason);
    };
    row("infantry in the open", Arm::Infantry, Terrain::Open, false, true, true,
        "infantry may be in open");
    row("cavalry in the open", Arm::Cavalry, Terrain::Open, false, true, true,
        "cavalry may be in open");
    row("artillery in the open", Arm::Artillery, Terrain::Open, false, true, true,
        "artillery may be in open");
    row("battalion guns in the open", Arm::BattalionGuns, Terrain::Open, false, true, true,
        "battalion-guns may be in open");
    row("infantry in woods", Arm::Infantry, Terrain::Woods, false, true, true,
        "infantry may be in woods");
    row("cavalry not in woods", Arm::Cavalry, Terrain::Woods, false, false, false,
        "cavalry may not be in woods: only infantry may");
    row("artillery not in woods", Arm::Artillery, Terrain::Woods, false, false, false,
        "artillery may not be in woods: only infantry may");
    row("battalion guns not in woods", Arm::BattalionGuns, Terrain::Woods, false, false, false,
        "battalion-guns may not be in woods: only infantry may");
    row("infantry in a BUA", Arm::Infantry, Terrain::Bua, false, true, true,
        "infantry may be in bua");
    row("cavalry not in a BUA", Arm::Cavalry, Terrain::Bua, false, false, false,
        "cavalry may not be in bua: only infantry may (cavalry may only charge routed "
        "infantry there)");
    row("cavalry charging routed infantry in a BUA", Arm::Cavalry, Terrain::Bua, true, true, false,
        "cavalry may charge routed infantry in bua");
    row("artillery not in a BUA", Arm::Artillery, Terrain::Bua, false, false, false,
        "artillery may not be in bua: only infantry may");
    row("artillery charging: no exception", Arm::Artillery, Terrain::Bua, true, false, false,
        "artillery may not be in bua: only infantry may");
    row("battalion guns not in a BUA", Arm::BattalionGuns, Terrain::Bua, false, false, false,
        "battalion-guns may not be in bua: only infantry may");
    row("infantry on a hill", Arm::Infantry, Terrain::Hill, false, true, true,
        "infantry may be in hill");
    row("cavalry on a hill", Arm::Cavalry, Terrain::Hill, false, true, true,
        "cavalry may be in hill");
    row("artillery on a hill", Arm::Artillery, Terrain::Hill, false, true, true,
        "artillery may be in hill");
    row("battalion guns on a hill", Arm::BattalionGuns, Terrain::Hill, false, true, true,
        "battalion-guns may be in hill");
    row("infantry on a wooded hill", Arm::Infantry, Terrain::WoodedHill, false, true, true,
        "infantry may be in wooded-hill");
    row("cavalry not on a wooded hill", Arm::Cavalry, Terrain::WoodedHill, false, false, false,
        "cavalry may not be in wooded-hill: only infantry may");
    row("artillery not on a wooded hill", Arm::Artillery, Terrain::WoodedHill, false, false, false,
        "artillery may not be in wooded-hill: only infantry may");
    row("battalion guns not on a wooded hill", Arm::BattalionGuns, Terrain::WoodedHill, false,
        false, false, "battalion-guns may not be in wooded-hill: only infantry may");
    row("infantry in a redoubt", Arm::Infantry, Terrain::Redoubt, false, true, true,
        "infantry may be in redoubt");
    row("cavalry not in a redoubt", Arm::Cavalry, Terrain::Redoubt, false, false, false,
        "cavalry may not be in redoubt: only infantry, artillery or battalion-guns may");
    row("artillery in a redoubt", Arm::Artillery, Terrain::Redoubt, false, true, true,
        "artillery may be in redoubt");
    row("battalion guns count as artillery in a redoubt", Arm::BattalionGuns, Terrain::Redoubt,
        false, true, true, "battalion-guns may be in redoubt");
}

void tst_TerrainRules::entry()
{
    QFETCH(Arm, arm);
    QFETCH(Terrain, terrain);
    QFETCH(bool, charging);
    const TerrainEntry entry = TerrainRules::standard().mayEnter(arm, terrain, charging);
    QTEST(entry.allowed, "allowed");
    QTEST(entry.occupies, "occupies");
    QTEST(entry.reason, "reason");
}

void tst_TerrainRules::capacity_data()
{
    QTest::addColumn<Terrain>("terrain");
    QTest::addColumn<int>("capacity"); // 0: no limit
    QTest::newRow("open: no limit") << Terrain::Open << 0;
    QTest::newRow("small wood: one unit") << Terrain::Woods << 1;
    QTest::newRow("BUA area: one unit") << Terrain::Bua << 1;
    QTest::newRow("hill: no limit") << Terrain::Hill << 0;
    QTest::newRow("wooded hill, as woods: one unit") << Terrain::WoodedHill << 1;
    QTest::newRow("redoubt: one unit") << Terrain::Redoubt << 1;
}

void tst_TerrainRules::capacity()
{
    QFETCH(Terrain, terrain);
    QTEST(TerrainRules::standard().capacity(terrain).value_or(0), "capacity");
}

void tst_TerrainRules::movement_data()
{
    QTest::addColumn<Terrain>("from");
    QTest::addColumn<Terrain>("to");
    QTest::addColumn<bool>("crossesLtf");
    QTest::addColumn<bool>("onRoad");
    QTest::addColumn<bool>("halved");
    QTest::addColumn<bool>("roadExempt");
    QTest::addColumn<QStringList>("reasons");

    QTest::newRow("open to open") << Terrain::Open << Terrain::Open << false << false << false
                                  << false << words("");
    QTest::newRow("into woods: halved") << Terrain::Open << Terrain::Woods << false << false << true
                                        << false << words("into-woods");
    QTest::newRow("out of woods: halved") << Terrain::Woods << Terrain::Open << false << false
                                          << true << false << words("out-of-woods");
    QTest::newRow("into a BUA: halved")
        << Terrain::Open << Terrain::Bua << false << false << true << false << words("into-bua");
    QTest::newRow("out of a BUA: halved")
        << Terrain::Bua << Terrain::Open << false << false << true << false << words("out-of-bua");
    QTest::newRow("woods to a next wood: halved once")
        << Terrain::Woods << Terrain::Woods << false << false << true << false
        << words("out-of-woods into-woods");
    QTest::newRow("across an LTF: halved")
        << Terrain::Open << Terrain::Open << true << false << true << false << words("across-ltf");
    QTest::newRow("into woods on a road: not halved")
        << Terrain::Open << Terrain::Woods << false << true << false << true << words("into-woods");
    QTest::newRow("through a BUA on a road: not halved")
        << Terrain::Bua << Terrain::Bua << false << true << false << true
        << words("out-of-bua into-bua");
    QTest::newRow("across an LTF on a road: not halved")
        << Terrain::Open << Terrain::Open << true << true << false << true << words("across-ltf");
    QTest::newRow("open road, nothing to exempt")
        << Terrain::Open << Terrain::Open << false << true << false << false << words("");
    QTest::newRow("up a hill: no effect")
        << Terrain::Open << Terrain::Hill << false << false << false << false << words("");
    QTest::newRow("down a hill: no effect")
        << Terrain::Hill << Terrain::Open << false << false << false << false << words("");
    QTest::newRow("onto a wooded hill, as woods: halved")
        << Terrain::Hill << Terrain::WoodedHill << false << false << true << false
        << words("into-wooded-hill");
    QTest::newRow("into a redoubt from its open rear: no effect")
        << Terrain::Open << Terrain::Redoubt << false << false << false << false << words("");
    QTest::newRow("into a redoubt over its parapet: halved")
        << Terrain::Open << Terrain::Redoubt << true << false << true << false
        << words("across-ltf");
    QTest::newRow("out of woods and across an LTF: halved")
        << Terrain::Woods << Terrain::Open << true << false << true << false
        << words("out-of-woods across-ltf");
}

void tst_TerrainRules::movement()
{
    QFETCH(Terrain, from);
    QFETCH(Terrain, to);
    QFETCH(bool, crossesLtf);
    QFETCH(bool, onRoad);
    const MovementEffect effect = TerrainRules::standard().movement(from, to, crossesLtf, onRoad);
    QTEST(effect.halved, "halved");
    QTEST(effect.roadExempt, "roadExempt");
    QTEST(effect.reasons, "reasons");
    QCOMPARE(TerrainRules::standard().movementHalved(from, to, crossesLtf, onRoad), effect.halved);
}

void tst_TerrainRules::artilleryLineOfSight_data()
{
    QTest::addColumn<Terrain>("terrain");
    QTest::addColumn<bool>("blocks");
    QTest::addColumn<bool>("halves");
    QTest::newRow("open") << Terrain::Open << false << false;
    QTest::newRow("woods") << Terrain::Woods << false << true;
    QTest::newRow("BUA") << Terrain::Bua << false << true;
    QTest::newRow("hill blocks artillery") << Terrain::Hill << true << false;
    QTest::newRow("wooded hill blocks artillery") << Terrain::WoodedHill << true << true;
    QTest::newRow("redoubt, a hill, blocks artillery") << Terrain::Redoubt << true << false;
}

void tst_TerrainRules::artilleryLineOfSight()
{
    QFETCH(Terrain, terrain);
    QTEST(TerrainRules::standard().blocksArtilleryLineOfSight(terrain), "blocks");
    QTEST(TerrainRules::standard().halvesMovement(terrain), "halves");
}

void tst_TerrainRules::rivers_data()
{
    QTest::addColumn<TerrainRules::RiverCrossing>("crossing");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("at a ford") << TerrainRules::RiverCrossing::Ford << true;
    QTest::newRow("at a bridge") << TerrainRules::RiverCrossing::Bridge << true;
    QTest::newRow("anywhere else: impassable") << TerrainRules::RiverCrossing::Elsewhere << false;
}

void tst_TerrainRules::rivers()
{
    QFETCH(TerrainRules::RiverCrossing, crossing);
    QTEST(TerrainRules::standard().mayCrossRiver(crossing), "allowed");
}

void tst_TerrainRules::bonusesAreData()
{
    // Woods with the BUA's bonus and a +2 hill: the answer follows the table.
    QJsonObject root = patched(compiledIn(),
                               { QStringLiteral("terrains"), QStringLiteral("woods"),
                                 QStringLiteral("moraleBonuses") },
                               "[\"bua\", \"ltf\"]")
                           .toObject();
    root
        = patched(root,
                  { QStringLiteral("moraleBonuses"), QStringLiteral("2"), QStringLiteral("value") },
                  "2")
              .toObject();
    TableReader reader(kFile);
    const std::optional<TerrainRules> table = TerrainRules::fromJson(root, reader);
    QVERIFY2(table, qPrintable(reader.failure().reason));
    QCOMPARE(
        table->moraleModifier(Arm::Infantry, Terrain::Woods, false, false, Rulings()).reasonIds(),
        words("bua"));
    QCOMPARE(table->moraleModifier(Arm::Cavalry, Terrain::Hill, false, true, Rulings()).modifier,
             2);
}

void tst_TerrainRules::malformed_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("entry");
    QTest::addColumn<QString>("message");

    QTest::newRow("moraleBonuses missing")
        << QStringLiteral("moraleBonuses") << QByteArray() << QStringLiteral("moraleBonuses")
        << QStringLiteral("missing");
    QTest::newRow("a bonus without a value")
        << QStringLiteral("moraleBonuses.0.value") << QByteArray()
        << QStringLiteral("moraleBonuses[0].value") << QStringLiteral("missing");
    QTest::newRow("a bonus value not a number")
        << QStringLiteral("moraleBonuses.1.value") << QByteArray("\"+1\"")
        << QStringLiteral("moraleBonuses[1].value") << QStringLiteral("expected a whole number");
    QTest::newRow("a bonus id used twice")
        << QStringLiteral("moraleBonuses.1.id") << QByteArray("\"bua\"")
        << QStringLiteral("moraleBonuses[1].id") << QStringLiteral("\"bua\" is used twice");
    QTest::newRow("a bonus with an unknown condition")
        << QStringLiteral("moraleBonuses.2.when") << QByteArray("\"downslope\"")
        << QStringLiteral("moraleBonuses[2].when")
        << QStringLiteral("\"downslope\" is not one of inside, defending-ltf, upslope");
    QTest::newRow("a bonus for an unknown arm")
        << QStringLiteral("moraleBonuses.1.arms.0") << QByteArray("\"grenadiers\"")
        << QStringLiteral("moraleBonuses[1].arms[0]")
        << QStringLiteral("not an arm (expected infantry, cavalry, artillery, battalion-guns)");
    QTest::newRow("a bonus listing an arm twice")
        << QStringLiteral("moraleBonuses.0.arms.1") << QByteArray("\"infantry\"")
        << QStringLiteral("moraleBonuses[0].arms[1]")
        << QStringLiteral("\"infantry\" is listed twice");
    QTest::newRow("a bonus by an unknown ruling")
        << QStringLiteral("moraleBonuses.4.rulingArms.ruling") << QByteArray("\"parapets\"")
        << QStringLiteral("moraleBonuses[4].rulingArms.ruling")
        << QStringLiteral("\"parapets\" is not a true-or-false ruling");
    QTest::newRow("a bonus by a whole-number ruling")
        << QStringLiteral("moraleBonuses.4.rulingArms.ruling") << QByteArray("\"boxcars-face\"")
        << QStringLiteral("moraleBonuses[4].rulingArms.ruling")
        << QStringLiteral("\"boxcars-face\" is not a true-or-false ruling");
    QTest::newRow("terrains missing") << QStringLiteral("terrains") << QByteArray()
                                      << QStringLiteral("terrains") << QStringLiteral("missing");
    QTest::newRow("a terrain left out")
        << QStringLiteral("terrains.redoubt") << QByteArray() << QStringLiteral("terrains.redoubt")
        << QStringLiteral("missing");
    QTest::newRow("an unknown terrain")
        << QStringLiteral("terrains.marsh") << QByteArray("{}") << QStringLiteral("terrains.marsh")
        << QStringLiteral("not a terrain (expected open, woods, bua, hill, wooded-hill, "
                          "redoubt)");
    QTest::newRow("occupants not a list")
        << QStringLiteral("terrains.woods.occupants") << QByteArray("\"infantry\"")
        << QStringLiteral("terrains.woods.occupants") << QStringLiteral("expected an array");
    QTest::newRow("capacity 0") << QStringLiteral("terrains.bua.capacity") << QByteArray("0")
                                << QStringLiteral("terrains.bua.capacity")
                                << QStringLiteral("must be at least 1, or null for no limit");
    QTest::newRow("capacity missing")
        << QStringLiteral("terrains.bua.capacity") << QByteArray()
        << QStringLiteral("terrains.bua.capacity") << QStringLiteral("missing");
    QTest::newRow("halvesMovement not a boolean")
        << QStringLiteral("terrains.woods.halvesMovement") << QByteArray("\"half\"")
        << QStringLiteral("terrains.woods.halvesMovement")
        << QStringLiteral("expected true or false");
    QTest::newRow("a terrain naming an unknown bonus")
        << QStringLiteral("terrains.hill.moraleBonuses.0") << QByteArray("\"summit\"")
        << QStringLiteral("terrains.hill.moraleBonuses[0]")
        << QStringLiteral("not a bonus listed in moraleBonuses");
    QTest::newRow("road exemption missing")
        << QStringLiteral("roadExemptsHalving") << QByteArray()
        << QStringLiteral("roadExemptsHalving") << QStringLiteral("missing");
    QTest::newRow("an unknown river crossing")
        << QStringLiteral("rivers.passableAt.1") << QByteArray("\"swim\"")
        << QStringLiteral("rivers.passableAt[1]") << QStringLiteral("not one of ford, bridge");
}

void tst_TerrainRules::malformed()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, value);

    QTemporaryDir dir;
    QFile file(dir.filePath(kFile));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(patched(compiledIn(), path.split(QLatin1Char('.')), value).toObject())
                   .toJson());
    file.close();

    TableReader reader(kFile, dir.path());
    const std::optional<QJsonObject> root = reader.load();
    QVERIFY2(root, qPrintable(reader.failure().reason));
    QVERIFY(!TerrainRules::fromJson(*root, reader));
    QCOMPARE(reader.file(), kFile);
    QTEST(reader.failedEntry(), "entry");
    QTEST(reader.failedMessage(), "message");
}

ADC_TEST_APPLESS_MAIN(tst_TerrainRules)
#include "tst_terrainrules.moc"
