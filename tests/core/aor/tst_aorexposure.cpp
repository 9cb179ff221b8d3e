#include "core/aor/aorexposure.h"
#include "core/common/tablereader.h"
#include "testsuite.h"
#include "testwords.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace Adc;

namespace {
QStringList factorText(const AorExposureResult &result)
{
    QStringList list;
    for (const AorModifier &line : result.factors)
        list << line.id + QLatin1Char('=') + QString::number(line.value, 'g', 12);
    return list;
}

using AdcTest::words;

// The seed's two-decimal figure for a factor ("0.32 (32%)").
double twoDecimals(double value)
{
    return std::round(value * 100) / 100;
}

std::optional<AorExposure> loadEdited(const QString &from, const QString &to, QString *error,
                                      bool *replaced)
{
    QFile compiled(TableReader::standardDirectory() + QLatin1Char('/') + AorExposure::fileName());
    if (!compiled.open(QIODevice::ReadOnly))
        return std::nullopt;
    QString text = QString::fromUtf8(compiled.readAll());
    *replaced = text.contains(from);
    text.replace(from, to);
    QTemporaryDir dir;
    QFile file(dir.filePath(AorExposure::fileName()));
    if (!file.open(QIODevice::WriteOnly))
        return std::nullopt;
    file.write(text.toUtf8());
    file.close();
    TableReader reader(AorExposure::fileName(), dir.path());
    std::optional<AorExposure> table;
    if (const std::optional<QJsonObject> root = reader.load())
        table = AorExposure::fromJson(*root, reader);
    *error = reader.failure().reason;
    return table;
}
} // namespace

class tst_AorExposure : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void compiledTableLoads();
    void vocabulary();
    void formationFactor_data();
    void formationFactor();
    void defensiveOrder_data();
    void defensiveOrder();
    void modifiers_data();
    void modifiers();
    void skirmishFraction_data();
    void skirmishFraction();
    void smallUnit_data();
    void smallUnit();
    void otherScale();
    void missingInput_data();
    void missingInput();
    void onceNote();
    void workedExamples_data();
    void workedExamples();
    void malformedTable_data();
    void malformedTable();
};

void tst_AorExposure::compiledTableLoads()
{
    TableReader reader(AorExposure::fileName());
    const std::optional<QJsonObject> root = reader.load();
    QVERIFY2(root, qPrintable(reader.failure().reason));
    QVERIFY2(AorExposure::fromJson(*root, reader), qPrintable(reader.failure().reason));
}

void tst_AorExposure::vocabulary()
{
    const AorExposure &table = AorExposure::standard();
    // docs/contract.md `adc rules exposure`
    QCOMPARE(table.formations(),
             words("defensive-order unlimbered-artillery digging disordered march-column "
                   "attack-column supported-line line square"));
    QCOMPARE(table.fireTypes(), words("small-arms artillery"));
    QCOMPARE(table.arcs(), words("front flank rear"));
    QCOMPARE(table.hexWords(),
             words("trench sunken-road town walled-compound redoubt village bridge berm "
                   "partial-breastworks full-breastworks dry-stream rocks tall-field woods abatis "
                   "field brush"));
    QCOMPARE(table.scales(), QList<int>({ 100, 200, 400 }));
}

void tst_AorExposure::formationFactor_data()
{
    QTest::addColumn<QString>("formation");
    QTest::addColumn<QString>("fire");
    QTest::addColumn<QString>("arc");
    QTest::addColumn<int>("troops");
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("value");

    // "Target Optical Cross Section (by formation)", all other formations,
    // every fire and arc (and size for line): seed 000.
    struct Cell
    {
        const char *formation;
        const char *fire;
        const char *arc;
        int troops; // at 100 yards: 500 small, 501 large
        const char *id;
        double value;
    };
    const Cell cells[] = {
        { "digging", "artillery", "front", 0, "digging-or-disordered-artillery", 1.20 },
        { "digging", "artillery", "flank", 0, "digging-or-disordered-artillery", 1.20 },
        { "digging", "artillery", "rear", 0, "digging-or-disordered-artillery", 1.20 },
        { "digging", "small-arms", "front", 0, "digging-or-disordered-small-arms", 1.00 },
        { "digging", "small-arms", "flank", 0, "digging-or-disordered-small-arms", 1.00 },
        { "digging", "small-arms", "rear", 0, "digging-or-disordered-small-arms", 1.00 },
        { "disordered", "artillery", "front", 0, "digging-or-disordered-artillery", 1.20 },
        { "disordered", "artillery", "flank", 0, "digging-or-disordered-artillery", 1.20 },
        { "disordered", "artillery", "rear", 0, "digging-or-disordered-artillery", 1.20 },
        { "disordered", "small-arms", "front", 0, "digging-or-disordered-small-arms", 1.00 },
        { "disordered", "small-arms", "flank", 0, "digging-or-disordered-small-arms", 1.00 },
        { "disordered", "small-arms", "rear", 0, "digging-or-disordered-small-arms", 1.00 },
        { "march-column", "artillery", "front", 0, "march-column-front-or-rear", 0.88 },
        { "march-column", "artillery", "flank", 0, "march-column-flank", 0.70 },
        { "march-column", "artillery", "rear", 0, "march-column-front-or-rear", 0.88 },
        { "march-column", "small-arms", "front", 0, "march-column-front-or-rear", 0.88 },
        { "march-column", "small-arms", "flank", 0, "march-column-flank", 0.70 },
        { "march-column", "small-arms", "rear", 0, "march-column-front-or-rear", 0.88 },
        { "attack-column", "artillery", "front", 0, "attack-column-front-artillery", 2.10 },
        { "attack-column", "small-arms", "front", 0, "attack-column-front-small-arms", 1.20 },
        { "attack-column", "artillery", "flank", 0, "attack-column-flank-artillery", 3.15 },
        { "attack-column", "small-arms", "flank", 0, "attack-column-flank-small-arms", 1.80 },
        { "attack-column", "artillery", "rear", 0, "attack-column-rear-artillery", 2.63 },
        { "attack-column", "small-arms", "rear", 0, "attack-column-rear-small-arms", 1.50 },
        { "supported-line", "artillery", "front", 0, "supported-line-front-artillery", 1.50 },
        { "supported-line", "small-arms", "front", 0, "supported-line-front-small-arms", 0.80 },
        { "supported-line", "artillery", "flank", 0, "supported-line-flank-artillery", 2.25 },
        { "supported-line", "small-arms", "flank", 0, "supported-line-flank-small-arms", 1.20 },
        { "supported-line", "artillery", "rear", 0, "supported-line-rear-artillery", 1.88 },
        { "supported-line", "small-arms", "rear", 0, "supported-line-rear-small-arms", 1.00 },
        { "line", "small-arms", "front", 500, "line-small-unit-front", 0.60 },
        { "line", "artillery", "front", 500, "line-small-unit-front", 0.60 },
        { "line", "small-arms", "front", 501, "line-large-unit-front", 0.80 },
        { "line", "artillery", "front", 501, "line-large-unit-front", 0.80 },
        { "line", "small-arms", "flank", 500, "line-small-unit-flank", 0.90 },
        { "line", "artillery", "flank", 500, "line-small-unit-flank", 0.90 },
        { "line", "small-arms", "flank", 501, "line-large-unit-flank", 1.20 },
        { "line", "artillery", "flank", 501, "line-large-unit-flank", 1.20 },
        { "line", "small-arms", "rear", 500, "line-small-unit-rear", 0.75 },
        { "line", "artillery", "rear", 500, "line-small-unit-rear", 0.75 },
        { "line", "small-arms", "rear", 501, "line-large-unit-rear", 1.00 },
        { "line", "artillery", "rear", 501, "line-large-unit-rear", 1.00 },
        { "square", "artillery", "front", 0, "square-artillery", 2.40 },
        { "square", "artillery", "flank", 0, "square-artillery", 2.40 },
        { "square", "artillery", "rear", 0, "square-artillery", 2.40 },
        { "square", "small-arms", "front", 0, "square-small-arms", 1.40 },
        { "square", "small-arms", "flank", 0, "square-small-arms", 1.40 },
        { "square", "small-arms", "rear", 0, "square-small-arms", 1.40 },
    };
    for (const Cell &cell : cells) {
        const QByteArray name = QByteArray(cell.formation) + ", " + cell.fire + ", " + cell.arc
            + (cell.troops == 0 ? QByteArray()
                                : (cell.troops <= 500 ? ", small unit" : ", large unit"));
        QTest::newRow(name.constData())
            << QString::fromLatin1(cell.formation) << QString::fromLatin1(cell.fire)
            << QString::fromLatin1(cell.arc) << cell.troops << QString::fromLatin1(cell.id)
            << cell.value;
    }
}

void tst_AorExposure::formationFactor()
{
    QFETCH(QString, formation);
    QFETCH(QString, fire);
    QFETCH(QString, arc);
    QFETCH(int, troops);
    QFETCH(QString, id);
    QFETCH(double, value);

    AorExposureRequest request;
    request.formation = formation;
    request.fire = fire;
    request.arc = arc;
    if (troops > 0) {
        request.troops = troops;
        request.scaleYards = 100;
    }
    const AorExposureResult result = AorExposure::standard().exposure(request);
    QVERIFY2(result.inputError.isEmpty(), qPrintable(result.inputError));
    QVERIFY(result.allowed);
    QCOMPARE(result.factors.size(), 1);
    QCOMPARE(result.factors.first().id, id);
    QCOMPARE(result.factors.first().value, value);
    QCOMPARE(result.factor, value);
}

void tst_AorExposure::defensiveOrder_data()
{
    QTest::addColumn<QString>("formation");
    QTest::addColumn<QStringList>("hex");
    QTest::addColumn<bool>("mounted");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("factor");
    QTest::addColumn<bool>("note"); // a modifier line would apply out of defensive order

    const QString fifteen
        = QStringLiteral("defensive-order-trench-sunken-road-town-walled-compound-or-redoubt");
    const QString village = QStringLiteral("defensive-order-village");
    for (const char *formation : { "defensive-order", "unlimbered-artillery" }) {
        const QString f = QString::fromLatin1(formation);
        for (const char *terrain :
             { "trench", "sunken-road", "town", "walled-compound", "redoubt" }) {
            QTest::addRow("%s, %s 0.15", formation, terrain)
                << f << QStringList { QString::fromLatin1(terrain) } << false << true << fifteen
                << 0.15
                << (qstrcmp(terrain, "trench") != 0 && qstrcmp(terrain, "sunken-road") != 0);
        }
        QTest::addRow("%s, village 0.25", formation)
            << f << words("village") << false << true << village << 0.25 << true;
        QTest::addRow("%s, village and town: the better cover", formation)
            << f << words("village town") << false << true << fifteen << 0.15 << true;
        QTest::addRow("%s, village, woods, rocks, mounted: no modifier", formation)
            << f << words("village woods rocks bridge") << true << true << village << 0.25 << true;
        QTest::addRow("%s, sunken road, mounted: no modifier", formation)
            << f << words("sunken-road") << true << true << fifteen << 0.15 << true;
        QTest::addRow("%s, open: no factor", formation)
            << f << QStringList() << false << false << QString() << 0.0 << false;
        QTest::addRow("%s, woods and berm: no factor", formation)
            << f << words("woods berm full-breastworks") << false << false << QString() << 0.0
            << false;
    }
}

void tst_AorExposure::defensiveOrder()
{
    QFETCH(QString, formation);
    QFETCH(QStringList, hex);
    QFETCH(bool, mounted);
    QFETCH(bool, allowed);
    QFETCH(QString, id);
    QFETCH(double, factor);
    QFETCH(bool, note);

    AorExposureRequest request;
    request.formation = formation;
    request.hex = hex;
    request.mounted = mounted;
    const AorExposureResult result = AorExposure::standard().exposure(request);
    QVERIFY2(result.inputError.isEmpty(), qPrintable(result.inputError));
    QCOMPARE(result.allowed, allowed);
    if (!allowed) {
        QCOMPARE(result.reasonId, QStringLiteral("defensive-order-without-terrain"));
        QVERIFY(result.reason.contains(QLatin1String("village")));
        return;
    }
    QCOMPARE(factorText(result), QStringList { id + QLatin1Char('=') + QString::number(factor) });
    QCOMPARE(result.factor, factor);
    QCOMPARE(result.notes.contains(
                 QStringLiteral("no modifier line applies to a unit in defensive order")),
             note);
}

void tst_AorExposure::modifiers_data()
{
    QTest::addColumn<QString>("fire");
    QTest::addColumn<QString>("arc");
    QTest::addColumn<QStringList>("hex");
    QTest::addColumn<double>("skirmish");
    QTest::addColumn<bool>("mounted");
    QTest::addColumn<bool>("higher");
    QTest::addColumn<QStringList>("factors");
    QTest::addColumn<double>("factor");

    // Disordered under small arms is 1.00 from every arc, so the factor is
    // the modifier itself; under artillery it is 1.20.
    const QString sa = QStringLiteral("small-arms");
    const QString art = QStringLiteral("artillery");
    const QString base = QStringLiteral("digging-or-disordered-small-arms=1");
    const QString baseArt = QStringLiteral("digging-or-disordered-artillery=1.2");
    const auto row
        = [&](const char *name, const QString &fire, const char *arc, const char *hex,
              double skirmish, bool mounted, bool higher, const char *lines, double factor) {
              QStringList factors { fire == sa ? base : baseArt };
              factors << words(lines);
              QTest::newRow(name) << fire << QString::fromLatin1(arc) << words(hex) << skirmish
                                  << mounted << higher << factors << factor;
          };

    row("open: no modifier", sa, "front", "", 0, false, false, "", 1.0);
    row("bridge 2.00", sa, "front", "bridge", 0, false, false, "bridge=2", 2.0);
    row("berm, front 0.80", sa, "front", "berm", 0, false, false,
        "berm-or-partial-breastworks-front=0.8", 0.8);
    row("berm, flank 1.20", sa, "flank", "berm", 0, false, false,
        "berm-or-partial-breastworks-flank-or-rear=1.2", 1.2);
    row("berm, rear 1.20", sa, "rear", "berm", 0, false, false,
        "berm-or-partial-breastworks-flank-or-rear=1.2", 1.2);
    row("partial breastworks, front 0.80", sa, "front", "partial-breastworks", 0, false, false,
        "berm-or-partial-breastworks-front=0.8", 0.8);
    row("partial breastworks, flank 1.20", sa, "flank", "partial-breastworks", 0, false, false,
        "berm-or-partial-breastworks-flank-or-rear=1.2", 1.2);
    row("partial breastworks, rear 1.20", sa, "rear", "partial-breastworks", 0, false, false,
        "berm-or-partial-breastworks-flank-or-rear=1.2", 1.2);
    row("berm and partial breastworks: once", sa, "front", "berm partial-breastworks", 0, false,
        false, "berm-or-partial-breastworks-front=0.8", 0.8);
    row("full breastworks, front 0.80", sa, "front", "full-breastworks", 0, false, false,
        "full-breastworks=0.8", 0.8);
    row("full breastworks, rear 0.80", sa, "rear", "full-breastworks", 0, false, false,
        "full-breastworks=0.8", 0.8);
    row("skirmishers vs artillery 1.00", art, "front", "", 0.5, false, false,
        "skirmishers-artillery=1", 1.2);
    row("skirmishers vs small arms, all deployed 0.33", sa, "front", "", 1.0, false, false,
        "skirmishers-small-arms=0.33", 0.33);
    row("mounted 3.00", sa, "front", "", 0, true, false, "mounted=3", 3.0);
    row("target higher 0.90", sa, "front", "", 0, false, true, "target-higher=0.9", 0.9);
    row("dry stream 0.90", sa, "front", "dry-stream", 0, false, false, "dry-stream=0.9", 0.9);
    row("town 0.70", sa, "front", "town", 0, false, false, "town-walled-compound-or-redoubt=0.7",
        0.7);
    row("walled compound 0.70", sa, "front", "walled-compound", 0, false, false,
        "town-walled-compound-or-redoubt=0.7", 0.7);
    row("redoubt 0.70", sa, "front", "redoubt", 0, false, false,
        "town-walled-compound-or-redoubt=0.7", 0.7);
    row("town and redoubt: once", sa, "front", "town redoubt walled-compound", 0, false, false,
        "town-walled-compound-or-redoubt=0.7", 0.7);
    row("village 0.80", sa, "front", "village", 0, false, false,
        "village-rocks-tall-field-or-woods=0.8", 0.8);
    row("rocks 0.80", sa, "front", "rocks", 0, false, false,
        "village-rocks-tall-field-or-woods=0.8", 0.8);
    row("tall field 0.80", sa, "front", "tall-field", 0, false, false,
        "village-rocks-tall-field-or-woods=0.8", 0.8);
    row("woods 0.80", sa, "front", "woods", 0, false, false,
        "village-rocks-tall-field-or-woods=0.8", 0.8);
    row("rocks and woods: once", sa, "front", "rocks woods", 0, false, false,
        "village-rocks-tall-field-or-woods=0.8", 0.8);
    row("abatis 0.90", sa, "front", "abatis", 0, false, false, "abatis-field-or-brush=0.9", 0.9);
    row("field 0.90", sa, "front", "field", 0, false, false, "abatis-field-or-brush=0.9", 0.9);
    row("brush 0.90", sa, "front", "brush", 0, false, false, "abatis-field-or-brush=0.9", 0.9);
    row("abatis, field and brush: once", sa, "front", "abatis field brush", 0, false, false,
        "abatis-field-or-brush=0.9", 0.9);
    row("trench and sunken road: defensive order only", sa, "front", "trench sunken-road", 0, false,
        false, "", 1.0);
    row("brushy berm: two lines multiply", sa, "flank", "brush berm", 0, false, false,
        "berm-or-partial-breastworks-flank-or-rear=1.2 abatis-field-or-brush=0.9", 1.08);
    row("every line at once", art, "rear",
        "bridge berm full-breastworks dry-stream town woods field", 0.25, true, true,
        "bridge=2 berm-or-partial-breastworks-flank-or-rear=1.2 full-breastworks=0.8 "
        "skirmishers-artillery=1 mounted=3 target-higher=0.9 dry-stream=0.9 "
        "town-walled-compound-or-redoubt=0.7 village-rocks-tall-field-or-woods=0.8 "
        "abatis-field-or-brush=0.9",
        // 1.2 x 2 x 1.2 x 0.8 x 1 x 3 x 0.9 x 0.9 x 0.7 x 0.8 x 0.9
        1.2 * 2.0 * 1.2 * 0.8 * 3.0 * 0.9 * 0.9 * 0.7 * 0.8 * 0.9);
}

void tst_AorExposure::modifiers()
{
    QFETCH(QString, fire);
    QFETCH(QString, arc);
    QFETCH(QStringList, hex);
    QFETCH(double, skirmish);
    QFETCH(bool, mounted);
    QFETCH(bool, higher);
    QFETCH(QStringList, factors);
    QFETCH(double, factor);

    AorExposureRequest request;
    request.formation = QStringLiteral("disordered");
    request.fire = fire;
    request.arc = arc;
    request.hex = hex;
    request.skirmishFraction = skirmish;
    request.mounted = mounted;
    request.higher = higher;
    const AorExposureResult result = AorExposure::standard().exposure(request);
    QVERIFY2(result.inputError.isEmpty(), qPrintable(result.inputError));
    QVERIFY(result.allowed);
    QCOMPARE(factorText(result), factors);
    QVERIFY2(qAbs(result.factor - factor) < 1e-9,
             qPrintable(QString::number(result.factor, 'g', 17)));
}

void tst_AorExposure::skirmishFraction_data()
{
    QTest::addColumn<double>("fraction");
    QTest::addColumn<QString>("fire");
    QTest::addColumn<double>("modifier"); // 0: no skirmisher line

    // docs/contract.md: 0.66 - 0.33 f against small arms, 1.00 against artillery; 0 is none.
    QTest::newRow("none, small arms") << 0.0 << QStringLiteral("small-arms") << 0.0;
    QTest::newRow("none, artillery") << 0.0 << QStringLiteral("artillery") << 0.0;
    QTest::newRow("a hundredth, small arms 0.6567")
        << 0.01 << QStringLiteral("small-arms") << 0.6567;
    QTest::newRow("half, small arms 0.495") << 0.5 << QStringLiteral("small-arms") << 0.495;
    QTest::newRow("all, small arms 0.33") << 1.0 << QStringLiteral("small-arms") << 0.33;
    QTest::newRow("half, artillery 1.00") << 0.5 << QStringLiteral("artillery") << 1.0;
    QTest::newRow("all, artillery 1.00") << 1.0 << QStringLiteral("artillery") << 1.0;
}

void tst_AorExposure::skirmishFraction()
{
    QFETCH(double, fraction);
    QFETCH(QString, fire);
    QFETCH(double, modifier);

    AorExposureRequest request;
    request.formation = QStringLiteral("square");
    request.fire = fire;
    request.skirmishFraction = fraction;
    const AorExposureResult result = AorExposure::standard().exposure(request);
    QVERIFY(result.allowed);
    if (modifier == 0) {
        QCOMPARE(result.factors.size(), 1);
        return;
    }
    QCOMPARE(result.factors.size(), 2);
    QVERIFY(result.factors.at(1).id.startsWith(QLatin1String("skirmishers-")));
    QCOMPARE(result.factors.at(1).value, modifier);
    QCOMPARE(result.factor, AorModifier::clean(result.factors.at(0).value * modifier));
}

void tst_AorExposure::smallUnit_data()
{
    QTest::addColumn<int>("troops");
    QTest::addColumn<int>("scale");
    QTest::addColumn<bool>("small");

    // "no more than 500 (100 yard scale), 1000 (200 yard scale), or 2000 (400 yard scale)"
    QTest::newRow("1 at 100 yards: small") << 1 << 100 << true;
    QTest::newRow("500 at 100 yards: small") << 500 << 100 << true;
    QTest::newRow("501 at 100 yards: large") << 501 << 100 << false;
    QTest::newRow("999 at 200 yards: small") << 999 << 200 << true;
    QTest::newRow("1000 at 200 yards: small") << 1000 << 200 << true;
    QTest::newRow("1001 at 200 yards: large") << 1001 << 200 << false;
    QTest::newRow("1999 at 400 yards: small") << 1999 << 400 << true;
    QTest::newRow("2000 at 400 yards: small") << 2000 << 400 << true;
    QTest::newRow("2001 at 400 yards: large") << 2001 << 400 << false;
    QTest::newRow("1000 at 100 yards: large") << 1000 << 100 << false;
    QTest::newRow("2000 at 200 yards: large") << 2000 << 200 << false;
}

void tst_AorExposure::smallUnit()
{
    QFETCH(int, troops);
    QFETCH(int, scale);
    QFETCH(bool, small);

    QCOMPARE(AorExposure::standard().isSmall(troops, scale), std::optional<bool>(small));

    AorExposureRequest request;
    request.formation = QStringLiteral("line");
    request.fire = QStringLiteral("small-arms");
    request.arc = QStringLiteral("front");
    request.troops = troops;
    request.scaleYards = scale;
    const AorExposureResult result = AorExposure::standard().exposure(request);
    QCOMPARE(result.size, small ? QStringLiteral("small") : QStringLiteral("large"));
    QCOMPARE(result.factor, small ? 0.60 : 0.80);
    QVERIFY(result.notes.contains(QStringLiteral("%1 unit: %2 troops at %3 yards a hex")
                                      .arg(result.size)
                                      .arg(troops)
                                      .arg(scale)));
}

void tst_AorExposure::otherScale()
{
    QVERIFY(!AorExposure::standard().isSmall(500, 300));
    AorExposureRequest request;
    request.formation = QStringLiteral("line");
    request.arc = QStringLiteral("front");
    request.troops = 500;
    request.scaleYards = 300;
    QCOMPARE(AorExposure::standard().exposure(request).inputError,
             QStringLiteral("scale_yards: 300 is not one of 100, 200, 400"));
    // Named where it does not matter, an unknown scale is still refused.
    request.formation = QStringLiteral("square");
    request.fire = QStringLiteral("artillery");
    QCOMPARE(AorExposure::standard().exposure(request).inputError,
             QStringLiteral("scale_yards: 300 is not one of 100, 200, 400"));
}

void tst_AorExposure::missingInput_data()
{
    QTest::addColumn<QString>("formation");
    QTest::addColumn<QString>("fire");
    QTest::addColumn<QString>("arc");
    QTest::addColumn<int>("troops");
    QTest::addColumn<int>("scale");
    QTest::addColumn<QStringList>("hex");
    QTest::addColumn<double>("skirmish");
    QTest::addColumn<QString>("error"); // empty: answered

    const QString sa = QStringLiteral("small-arms");
    QTest::newRow("attack column without fire")
        << QStringLiteral("attack-column") << QString() << QStringLiteral("front") << 0 << 0
        << QStringList() << 0.0 << QStringLiteral("fire: missing (attack-column depends on it)");
    QTest::newRow("attack column without arc")
        << QStringLiteral("attack-column") << sa << QString() << 0 << 0 << QStringList() << 0.0
        << QStringLiteral("arc: missing (attack-column depends on it)");
    QTest::newRow("march column without arc")
        << QStringLiteral("march-column") << sa << QString() << 0 << 0 << QStringList() << 0.0
        << QStringLiteral("arc: missing (march-column depends on it)");
    QTest::newRow("march column needs no fire")
        << QStringLiteral("march-column") << QString() << QStringLiteral("flank") << 0 << 0
        << QStringList() << 0.0 << QString();
    QTest::newRow("square needs no arc") << QStringLiteral("square") << sa << QString() << 0 << 0
                                         << QStringList() << 0.0 << QString();
    QTest::newRow("line without troops")
        << QStringLiteral("line") << sa << QStringLiteral("front") << 0 << 100 << QStringList()
        << 0.0 << QStringLiteral("troops: missing (line depends on the unit's size)");
    QTest::newRow("line without scale")
        << QStringLiteral("line") << sa << QStringLiteral("front") << 400 << 0 << QStringList()
        << 0.0 << QStringLiteral("scale_yards: missing (line depends on the unit's size)");
    QTest::newRow("line needs no fire")
        << QStringLiteral("line") << QString() << QStringLiteral("front") << 400 << 100
        << QStringList() << 0.0 << QString();
    QTest::newRow("skirmishers without fire")
        << QStringLiteral("march-column") << QString() << QStringLiteral("front") << 0 << 0
        << QStringList() << 0.5
        << QStringLiteral("fire: missing (skirmishers-artillery depends on it)");
    QTest::newRow("berm without arc")
        << QStringLiteral("square") << sa << QString() << 0 << 0 << words("berm") << 0.0
        << QStringLiteral("arc: missing (berm-or-partial-breastworks-front depends on it)");
    QTest::newRow("defensive order needs neither fire nor arc")
        << QStringLiteral("defensive-order") << QString() << QString() << 0 << 0
        << words("redoubt berm") << 0.5 << QString();
}

void tst_AorExposure::missingInput()
{
    QFETCH(QString, formation);
    QFETCH(QString, fire);
    QFETCH(QString, arc);
    QFETCH(int, troops);
    QFETCH(int, scale);
    QFETCH(QStringList, hex);
    QFETCH(double, skirmish);
    QFETCH(QString, error);

    AorExposureRequest request;
    request.formation = formation;
    request.fire = fire;
    request.arc = arc;
    if (troops > 0)
        request.troops = troops;
    if (scale > 0)
        request.scaleYards = scale;
    request.hex = hex;
    request.skirmishFraction = skirmish;
    const AorExposureResult result = AorExposure::standard().exposure(request);
    QCOMPARE(result.inputError, error);
    QCOMPARE(result.allowed, error.isEmpty());
}

void tst_AorExposure::onceNote()
{
    AorExposureRequest request;
    request.formation = QStringLiteral("square");
    request.fire = QStringLiteral("small-arms");
    request.hex = words("woods rocks");
    const AorExposureResult result = AorExposure::standard().exposure(request);
    QCOMPARE(result.factor, 1.12);
    QVERIFY(result.notes.contains(
        QStringLiteral("village-rocks-tall-field-or-woods applies once for rocks and woods")));
}

void tst_AorExposure::workedExamples_data()
{
    QTest::addColumn<QString>("formation");
    QTest::addColumn<QString>("fire");
    QTest::addColumn<QString>("arc");
    QTest::addColumn<int>("troops");
    QTest::addColumn<QStringList>("hex");
    QTest::addColumn<double>("skirmish");
    QTest::addColumn<bool>("mounted");
    QTest::addColumn<bool>("higher");
    QTest::addColumn<double>("seed"); // the seed's figure, two decimals
    QTest::addColumn<double>("tables"); // the product read from the seed's own tables
    QTest::addColumn<bool>("agree");

    // Seed 000, "Examples". The tables win where they disagree
    // (docs/age-of-rifles-examples.md).
    QTest::newRow("1: defensive order, village, 25%")
        << QStringLiteral("defensive-order") << QString() << QString() << 0 << words("village")
        << 0.0 << false << false << 0.25 << 0.25 << true;
    QTest::newRow("2: defensive order, redoubt, 15%")
        << QStringLiteral("defensive-order") << QString() << QString() << 0 << words("redoubt")
        << 0.0 << false << false << 0.15 << 0.15 << true;
    QTest::newRow("3: small supported line, small arms, flank, rocky, skirmishers: 0.32")
        << QStringLiteral("supported-line") << QStringLiteral("small-arms")
        << QStringLiteral("flank") << 450 << words("rocks") << 1.0 << false << false << 0.32
        << 1.20 * 0.80 * 0.33 << true;
    QTest::newRow("4: small supported line, artillery, flank, rocky, skirmishers: seed 0.96")
        << QStringLiteral("supported-line") << QStringLiteral("artillery")
        << QStringLiteral("flank") << 450 << words("rocks") << 1.0 << false << false << 0.96
        << 2.25 * 0.80 * 1.00 << false;
    QTest::newRow("5: large mounted attack column, field, small arms, front, few skirmishers: 2.14")
        << QStringLiteral("attack-column") << QStringLiteral("small-arms")
        << QStringLiteral("front") << 3000 << words("field") << 0.001 << true << false << 2.14
        << 3.00 * 1.20 * 0.90 * (0.66 - 0.33 * 0.001) << true;
    QTest::newRow("5 without skirmishers: 3.24, not 2.14")
        << QStringLiteral("attack-column") << QStringLiteral("small-arms")
        << QStringLiteral("front") << 3000 << words("field") << 0.0 << true << false << 2.14
        << 3.00 * 1.20 * 0.90 << false;
    QTest::newRow("6: supported line, artillery, flank, brushy berm, higher: 2.19")
        << QStringLiteral("supported-line") << QStringLiteral("artillery")
        << QStringLiteral("flank") << 0 << words("brush berm") << 0.0 << false << true << 2.19
        << 2.25 * 0.90 * 1.20 * 0.90 << true;
}

void tst_AorExposure::workedExamples()
{
    QFETCH(QString, formation);
    QFETCH(QString, fire);
    QFETCH(QString, arc);
    QFETCH(int, troops);
    QFETCH(QStringList, hex);
    QFETCH(double, skirmish);
    QFETCH(bool, mounted);
    QFETCH(bool, higher);
    QFETCH(double, seed);
    QFETCH(double, tables);
    QFETCH(bool, agree);

    AorExposureRequest request;
    request.formation = formation;
    request.fire = fire;
    request.arc = arc;
    if (troops > 0) {
        request.troops = troops;
        request.scaleYards = 100;
    }
    request.hex = hex;
    request.skirmishFraction = skirmish;
    request.mounted = mounted;
    request.higher = higher;
    const AorExposureResult result = AorExposure::standard().exposure(request);
    QVERIFY2(result.inputError.isEmpty(), qPrintable(result.inputError));
    QVERIFY(result.allowed);
    QVERIFY2(qAbs(result.factor - tables) < 1e-9,
             qPrintable(QString::number(result.factor, 'g', 17)));
    QCOMPARE(twoDecimals(result.factor) == seed, agree);
}

void tst_AorExposure::malformedTable_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("error");

    const auto row = [](const char *name, const char *from, const char *to, const char *error) {
        QTest::newRow(name) << QString::fromUtf8(from) << QString::fromUtf8(to)
                            << QString::fromUtf8(error);
    };
    row("not JSON", "{\n    \"description\"", "[\n    \"description\"",
        "aor_exposure.json: offset ");
    row("a factor missing",
        "        { \"id\": \"attack-column-rear-artillery\", \"when\": { \"formation\": { \"any\": "
        "[\"attack-column\"] }, \"fire\": { \"any\": [\"artillery\"] }, \"arc\": { \"any\": "
        "[\"rear\"] } }, \"value\": 2.63 },\n",
        "",
        "aor_exposure.json: formationFactors: attack-column, artillery, rear, small unit: no "
        "factor");
    row("two factors for one cell",
        "\"march-column-flank\", \"when\": { \"formation\": { \"any\": [\"march-column\"] }, "
        "\"arc\": { \"any\": [\"flank\"] }",
        "\"march-column-flank\", \"when\": { \"formation\": { \"any\": [\"march-column\"] }, "
        "\"arc\": { \"any\": [\"flank\", \"front\"] }",
        "aor_exposure.json: formationFactors: march-column, small-arms, front, small unit: several "
        "factors (march-column-flank, march-column-front-or-rear)");
    row("a factor no request reaches", "{ \"id\": \"square-artillery\"",
        "{ \"id\": \"defensive-extra\", \"when\": { \"formation\": { \"any\": "
        "[\"defensive-order\"] } }, \"value\": 1 },\n{ \"id\": \"square-artillery\"",
        "aor_exposure.json: formationFactors[22] (defensive-extra): applies to no formation, fire, "
        "arc and size");
    row("a modifier of 0",
        "{ \"id\": \"bridge\", \"when\": { \"hex\": { \"any\": [\"bridge\"] } }, \"value\": 2.00 }",
        "{ \"id\": \"bridge\", \"when\": { \"hex\": { \"any\": [\"bridge\"] } }, \"value\": 0 }",
        "aor_exposure.json: modifiers[0] (bridge).value: must be above 0");
    row("a hex word outside the vocabulary", "\"any\": [\"dry-stream\"]",
        "\"any\": [\"wet-stream\"]",
        "aor_exposure.json: modifiers[8] (dry-stream).when.hex.any[0]: \"wet-stream\" is not one "
        "of ");
    row("a skirmish formula below 0 at 100%", "\"perFraction\": -0.33", "\"perFraction\": -0.70",
        "aor_exposure.json: modifiers[5] (skirmishers-small-arms).skirmishFormula: must stay above "
        "0 for every fraction up to 1");
    row("a value and a formula", "\"skirmishFormula\": {", "\"value\": 1, \"skirmishFormula\": {",
        "aor_exposure.json: modifiers[5] (skirmishers-small-arms): has both value and "
        "skirmishFormula");
    row("a formula on a formation factor", "\"value\": 1.40 }", "\"skirmishFormula\": {} }",
        "aor_exposure.json: formationFactors[23] (square-small-arms).skirmishFormula: unknown key");
    row("a scale listed twice", "{ \"scaleYards\": 400,", "{ \"scaleYards\": 200,",
        "aor_exposure.json: smallUnit.scales[2].scaleYards: 200 is listed twice");
    row("a scale limit of 0", "\"maxTroops\": 500", "\"maxTroops\": 0",
        "aor_exposure.json: smallUnit.scales[0].maxTroops: must be above 0");
    row("a size word outside small and large", "\"size\": [\"small\", \"large\"]",
        "\"size\": [\"small\", \"big\"]",
        "aor_exposure.json: vocabulary.size[1]: \"big\" is not one of small, large");
    row("an unknown defensive formation",
        "\"formations\": [\"defensive-order\", \"unlimbered-artillery\"]",
        "\"formations\": [\"defensive-order\", \"dug-in\"]",
        "aor_exposure.json: defensiveOrder.formations[1]: \"dug-in\" is not one of ");
    row("a duplicate id", "{ \"id\": \"dry-stream\"", "{ \"id\": \"bridge\"",
        "aor_exposure.json: modifiers[8] (bridge).id: \"bridge\" is used twice");
}

void tst_AorExposure::malformedTable()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, error);

    QString failure;
    bool replaced = false;
    const std::optional<AorExposure> table = loadEdited(from, to, &failure, &replaced);
    QVERIFY2(replaced, "the edit no longer matches the table");
    QVERIFY(!table);
    QVERIFY2(failure.startsWith(error), qPrintable(failure));
}

ADC_TEST_APPLESS_MAIN(tst_AorExposure)
#include "tst_aorexposure.moc"
