#include "core/aor/aormovement.h"
#include "core/common/tablereader.h"
#include "testsuite.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Adc;

namespace {
const double kNoAllowance = -1;

// Builds a request from the row's words; flags are the command line's field names.
AorMoveRequest makeRequest(const QString &formation, bool road, const QString &roadType,
                           const QStringList &hex, const QStringList &conditions,
                           const QStringList &flags, double allowance, bool naval = false)
{
    AorMoveRequest request;
    request.formation = formation;
    request.road = road;
    request.roadType = roadType;
    request.hex = hex;
    request.conditions = conditions;
    request.mounted = flags.contains(QStringLiteral("mounted"));
    request.heavyEquipment = flags.contains(QStringLiteral("heavy_equipment"));
    request.crewedWeapons = flags.contains(QStringLiteral("crewed_weapons"));
    request.elevationChange = flags.contains(QStringLiteral("elevation_change"));
    request.unlimberedArtillery = flags.contains(QStringLiteral("unlimbered_artillery"));
    request.smallVessel = flags.contains(QStringLiteral("small_vessel"));
    request.naval = naval;
    if (allowance >= 0)
        request.movementAllowance = allowance;
    return request;
}

QStringList modifierText(const AorMoveResult &result)
{
    QStringList list;
    for (const AorModifier &modifier : result.modifiers)
        list << modifier.id + QLatin1Char('=') + QString::number(modifier.value, 'g', 12);
    return list;
}

QString standardText(const QString &file)
{
    QFile compiled(TableReader::standardDirectory() + QLatin1Char('/') + file);
    if (!compiled.open(QIODevice::ReadOnly))
        return QString();
    return QString::fromUtf8(compiled.readAll());
}

// Loads the compiled-in table with `from` replaced by `to`, from a temporary directory.
std::optional<AorMovement> loadEditedMovement(const QString &from, const QString &to,
                                              QString *error, bool *replaced)
{
    QString text = standardText(AorMovement::fileName());
    *replaced = text.contains(from);
    text.replace(from, to);
    QTemporaryDir dir;
    QFile file(dir.filePath(AorMovement::fileName()));
    if (!file.open(QIODevice::WriteOnly))
        return std::nullopt;
    file.write(text.toUtf8());
    file.close();
    TableReader reader(AorMovement::fileName(), dir.path());
    std::optional<AorMovement> table;
    if (const std::optional<QJsonObject> root = reader.load())
        table = AorMovement::fromJson(*root, reader);
    *error = reader.failure().reason;
    return table;
}
} // namespace

class tst_AorMovement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void compiledTableLoads();
    void vocabulary();
    void move_data();
    void move();
    void notAllowedAnswersCarryNoCost();
    void roadFallbackSaysWhy();
    void townOrVillageSaysStandardCost();
    void frozenWaterNote();
    void shallowWaterMayRunAground();
    void navalIgnoresFormationAndLines();
    void allowanceFractionNeedsAllowance();
    void allowanceFractionNote();
    void missingFormation();
    void exclusiveHexWords();
    void oneHexRuleOnlyWhenAllowed();
    void atLeastReading_data();
    void atLeastReading();
    void prohibitionReadings();
    void malformedTable_data();
    void malformedTable();
};

void tst_AorMovement::compiledTableLoads()
{
    TableReader reader(AorMovement::fileName());
    const std::optional<QJsonObject> root = reader.load();
    QVERIFY2(root, qPrintable(reader.failure().reason));
    QVERIFY2(AorMovement::fromJson(*root, reader), qPrintable(reader.failure().reason));
}

void tst_AorMovement::vocabulary()
{
    const AorMovement &table = AorMovement::standard();
    // docs/contract.md `adc rules move`
    QCOMPARE(table.formations(),
             QStringList({ QStringLiteral("march-column"), QStringLiteral("disordered"),
                           QStringLiteral("attack-column"), QStringLiteral("supported-line"),
                           QStringLiteral("line"), QStringLiteral("square") }));
    QCOMPARE(table.roadTypes(),
             QStringList(
                 { QStringLiteral("road"), QStringLiteral("improved"), QStringLiteral("sunken") }));
    QCOMPARE(table.defaultRoadType(), QStringLiteral("road"));
    QCOMPARE(table.hexWords(),
             QStringLiteral("town village marsh berm fire fence wall trench escarpment "
                            "bridged-stream fordable-stream gully unfordable-stream woods abatis "
                            "redoubt walled-compound rocks mud sand field river lake deep-water "
                            "shallow-water frozen")
                 .split(QLatin1Char(' ')));
    QCOMPARE(table.conditions(),
             QStringLiteral("soft-ground heavy-rain night under-fire taking-cover skirmishing "
                            "other-unit-in-hex adjacent-to-enemy")
                 .split(QLatin1Char(' ')));
}

void tst_AorMovement::move_data()
{
    QTest::addColumn<QString>("formation");
    QTest::addColumn<bool>("road");
    QTest::addColumn<QString>("roadType");
    QTest::addColumn<QStringList>("hex");
    QTest::addColumn<QStringList>("conditions");
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<double>("allowance");
    QTest::addColumn<bool>("naval");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<double>("cost");
    QTest::addColumn<bool>("usedRoad");
    QTest::addColumn<QString>("base");
    QTest::addColumn<QStringList>("modifiers");
    QTest::addColumn<QString>("reasonId");

    const QString mc = QStringLiteral("march-column");
    const QString dis = QStringLiteral("disordered");
    const QString ac = QStringLiteral("attack-column");
    const QString sl = QStringLiteral("supported-line");
    const QString line = QStringLiteral("line");
    const QString sq = QStringLiteral("square");
    const QStringList none;
    const auto L = [](const char *text) {
        return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    };
    const auto allowedRow = [&](const char *name, const QString &formation, bool road,
                                const char *roadType, const QStringList &hex,
                                const QStringList &conditions, const QStringList &flags,
                                double allowance, double cost, bool usedRoad, const char *base,
                                const QStringList &modifiers) {
        QTest::newRow(name) << formation << road << QString::fromLatin1(roadType) << hex
                            << conditions << flags << allowance << false << true << cost << usedRoad
                            << QString::fromLatin1(base) << modifiers << QString();
    };
    const auto forbiddenRow
        = [&](const char *name, const QString &formation, bool road, const QStringList &hex,
              const QStringList &conditions, const QStringList &flags, const char *reasonId) {
              QTest::newRow(name) << formation << road << QString() << hex << conditions << flags
                                  << kNoAllowance << false << false << 0.0 << false << QString()
                                  << QStringList() << QString::fromLatin1(reasonId);
          };
    const auto navalRow = [&](const char *name, const QStringList &hex, const QStringList &flags,
                              bool allowed, double cost, const char *baseOrReason) {
        QTest::newRow(name) << QString() << false << QString() << hex << none << flags
                            << kNoAllowance << true << allowed << cost << false
                            << (allowed ? QString::fromLatin1(baseOrReason) : QString())
                            << QStringList()
                            << (allowed ? QString() : QString::fromLatin1(baseOrReason));
    };

    // Road movement: march column 1, disorder 2, and its four modifier lines.
    allowedRow("road, march column", mc, true, "", none, none, none, kNoAllowance, 1, true,
               "road-march-column", none);
    allowedRow("road, disordered", dis, true, "", none, none, none, kNoAllowance, 2, true,
               "road-disordered", none);
    allowedRow("road, other unit in hex +1", mc, true, "", none, L("other-unit-in-hex"), none,
               kNoAllowance, 2, true, "road-march-column", L("road-other-unit-in-hex=1"));
    allowedRow("road, soft ground on a plain road +1", mc, true, "road", none, L("soft-ground"),
               none, kNoAllowance, 2, true, "road-march-column", L("road-soft-ground=1"));
    allowedRow("road, soft ground on a plain road by default +1", mc, true, "", none,
               L("soft-ground"), none, kNoAllowance, 2, true, "road-march-column",
               L("road-soft-ground=1"));
    allowedRow("road, soft ground on an improved road 0", mc, true, "improved", none,
               L("soft-ground"), none, kNoAllowance, 1, true, "road-march-column",
               L("road-soft-ground-improved-or-sunken=0"));
    allowedRow("road, soft ground on a sunken road 0", dis, true, "sunken", none, L("soft-ground"),
               none, kNoAllowance, 2, true, "road-disordered",
               L("road-soft-ground-improved-or-sunken=0"));
    allowedRow("road, dismounted under fire +1", mc, true, "", none, L("under-fire"), none,
               kNoAllowance, 2, true, "road-march-column",
               L("road-dismounted-under-fire-or-taking-cover=1"));
    allowedRow("road, dismounted taking cover +1", mc, true, "", none, L("taking-cover"), none,
               kNoAllowance, 2, true, "road-march-column",
               L("road-dismounted-under-fire-or-taking-cover=1"));
    allowedRow("road, under fire and taking cover charged once", mc, true, "", none,
               L("under-fire taking-cover"), none, kNoAllowance, 2, true, "road-march-column",
               L("road-dismounted-under-fire-or-taking-cover=1"));
    allowedRow("road, mounted under fire pays nothing", mc, true, "", none, L("under-fire"),
               L("mounted"), kNoAllowance, 1, true, "road-march-column", none);
    allowedRow("road, off-road lines do not apply", mc, true, "", L("woods rocks marsh"),
               L("night heavy-rain skirmishing"),
               L("heavy_equipment crewed_weapons elevation_change"), kNoAllowance, 1, true,
               "road-march-column", none);
    allowedRow("road, every road line", dis, true, "road", none,
               L("other-unit-in-hex soft-ground under-fire"), none, kNoAllowance, 5, true,
               "road-disordered",
               L("road-other-unit-in-hex=1 road-soft-ground=1 "
                 "road-dismounted-under-fire-or-taking-cover=1"));
    allowedRow("road through a town takes precedence", mc, true, "", L("town"), none, none,
               kNoAllowance, 1, true, "road-march-column", none);
    allowedRow("road asked in line falls back off road", line, true, "", L("woods"), none, none,
               kNoAllowance, 4, false, "line", L("woods=1"));
    allowedRow("road asked in attack column falls back off road", ac, true, "", none, none, none,
               kNoAllowance, 2, false, "attack-column", none);
    allowedRow("road with abatis falls back off road", mc, true, "", L("abatis"), none, none,
               kNoAllowance, 2, false, "march-column",
               L("abatis-redoubt-or-walled-compound-not-mounted=1"));
    forbiddenRow("road into a hex on fire", mc, true, L("fire"), none, none, "hex-on-fire");
    forbiddenRow("road across an unbridged non-fordable stream", mc, true, L("unfordable-stream"),
                 none, none, "unbridged-non-fordable-stream");

    // Off road, standard cost by formation.
    allowedRow("off road, march column 1", mc, false, "", none, none, none, kNoAllowance, 1, false,
               "march-column", none);
    allowedRow("off road, disordered 2", dis, false, "", none, none, none, kNoAllowance, 2, false,
               "disordered", none);
    allowedRow("off road, attack column 2", ac, false, "", none, none, none, kNoAllowance, 2, false,
               "attack-column", none);
    allowedRow("off road, supported line 3", sl, false, "", none, none, none, kNoAllowance, 3,
               false, "supported-line", none);
    allowedRow("off road, line 3", line, false, "", none, none, none, kNoAllowance, 3, false,
               "line", none);
    allowedRow("off road, square 5", sq, false, "", none, none, none, kNoAllowance, 5, false,
               "square", none);

    // Town or village: always the standard cost.
    allowedRow("town, square: standard cost, no lines", sq, false, "", L("town woods rocks"),
               L("night soft-ground under-fire"), L("heavy_equipment elevation_change"),
               kNoAllowance, 5, false, "square", none);
    allowedRow("village, line: standard cost", line, false, "", L("village marsh"), L("night"),
               none, kNoAllowance, 3, false, "line", none);
    allowedRow("village, mounted over a fence: no allowance needed", line, false, "",
               L("village fence"), none, L("mounted"), kNoAllowance, 3, false, "line", none);
    forbiddenRow("town on fire stays forbidden", line, false, L("town fire"), none, none,
                 "hex-on-fire");
    forbiddenRow("village with an escarpment climbed stays forbidden", line, false,
                 L("village escarpment"), none, L("elevation_change"),
                 "escarpment-elevation-change");

    // Off-road modifier lines, one row each (line formation, standard cost 3).
    allowedRow("soft ground +1", line, false, "", none, L("soft-ground"), none, kNoAllowance, 4,
               false, "line", L("soft-ground-or-heavy-rain=1"));
    allowedRow("heavy rain +1", line, false, "", none, L("heavy-rain"), none, kNoAllowance, 4,
               false, "line", L("soft-ground-or-heavy-rain=1"));
    allowedRow("soft ground and heavy rain charged once", line, false, "", none,
               L("soft-ground heavy-rain"), none, kNoAllowance, 4, false, "line",
               L("soft-ground-or-heavy-rain=1"));
    allowedRow("dismounted under fire +1", line, false, "", none, L("under-fire"), none,
               kNoAllowance, 4, false, "line",
               L("dismounted-under-fire-taking-cover-or-skirmishing=1"));
    allowedRow("dismounted taking cover +1", line, false, "", none, L("taking-cover"), none,
               kNoAllowance, 4, false, "line",
               L("dismounted-under-fire-taking-cover-or-skirmishing=1"));
    allowedRow("dismounted skirmishing +1", line, false, "", none, L("skirmishing"), none,
               kNoAllowance, 4, false, "line",
               L("dismounted-under-fire-taking-cover-or-skirmishing=1"));
    allowedRow("under fire and skirmishing pays +1 once", line, false, "", none,
               L("under-fire skirmishing taking-cover"), none, kNoAllowance, 4, false, "line",
               L("dismounted-under-fire-taking-cover-or-skirmishing=1"));
    allowedRow("mounted under fire pays nothing", line, false, "", none,
               L("under-fire skirmishing"), L("mounted"), kNoAllowance, 3, false, "line", none);
    allowedRow("night +1", line, false, "", none, L("night"), none, kNoAllowance, 4, false, "line",
               L("night=1"));
    allowedRow("heavy equipment +1, with its crewed weapons +1", line, false, "", none, none,
               L("heavy_equipment"), kNoAllowance, 5, false, "line",
               L("heavy-equipment=1 crewed-weapons=1"));
    allowedRow("marsh +2", line, false, "", L("marsh"), none, none, kNoAllowance, 5, false, "line",
               L("marsh=2"));
    allowedRow("berm +1", line, false, "", L("berm"), none, none, kNoAllowance, 4, false, "line",
               L("berm=1"));
    forbiddenRow("hex on fire not allowed", line, false, L("fire"), none, none, "hex-on-fire");
    allowedRow("fence, mounted: 1/3 of 12 added", line, false, "", L("fence"), none, L("mounted"),
               12, 7, false, "line", L("fence-wall-or-trench-mounted=4"));
    allowedRow("wall, mounted: 1/3 of 10 added, fractional", line, false, "", L("wall"), none,
               L("mounted"), 10, 6.33333333333, false, "line",
               L("fence-wall-or-trench-mounted=3.33333333333"));
    allowedRow("trench, mounted: 1/3 of 9 added", mc, false, "", L("trench"), none, L("mounted"), 9,
               4, false, "march-column", L("fence-wall-or-trench-mounted=3"));
    allowedRow("fence and wall, mounted: charged once", line, false, "", L("fence wall"), none,
               L("mounted"), 12, 7, false, "line", L("fence-wall-or-trench-mounted=4"));
    allowedRow("fence, not mounted +1", line, false, "", L("fence"), none, none, kNoAllowance, 4,
               false, "line", L("fence-wall-or-trench-not-mounted=1"));
    allowedRow("wall, not mounted +1", line, false, "", L("wall"), none, none, kNoAllowance, 4,
               false, "line", L("fence-wall-or-trench-not-mounted=1"));
    allowedRow("trench, not mounted +1", line, false, "", L("trench"), none, none, kNoAllowance, 4,
               false, "line", L("fence-wall-or-trench-not-mounted=1"));
    allowedRow("fence, wall and trench, not mounted: charged once", line, false, "",
               L("fence wall trench"), none, none, kNoAllowance, 4, false, "line",
               L("fence-wall-or-trench-not-mounted=1"));
    allowedRow("crewed weapons +1", line, false, "", none, none, L("crewed_weapons"), kNoAllowance,
               4, false, "line", L("crewed-weapons=1"));
    allowedRow("crewed weapons and heavy equipment: crewed weapons once", line, false, "", none,
               none, L("crewed_weapons heavy_equipment"), kNoAllowance, 5, false, "line",
               L("heavy-equipment=1 crewed-weapons=1"));
    allowedRow("escarpment without elevation change: no effect", line, false, "", L("escarpment"),
               none, none, kNoAllowance, 3, false, "line", L("escarpment-no-elevation-change=0"));
    forbiddenRow("escarpment with elevation change not allowed", line, false, L("escarpment"), none,
                 L("elevation_change"), "escarpment-elevation-change");
    allowedRow("bridged stream +2", line, false, "", L("bridged-stream"), none, none, kNoAllowance,
               5, false, "line", L("bridged-stream=2"));
    allowedRow("unbridged fordable stream +2", line, false, "", L("fordable-stream"), none, none,
               kNoAllowance, 5, false, "line", L("unbridged-fordable-stream-or-gully=2"));
    allowedRow("gully +2", line, false, "", L("gully"), none, none, kNoAllowance, 5, false, "line",
               L("unbridged-fordable-stream-or-gully=2"));
    allowedRow("fordable stream and gully charged once", line, false, "",
               L("fordable-stream gully"), none, none, kNoAllowance, 5, false, "line",
               L("unbridged-fordable-stream-or-gully=2"));
    forbiddenRow("unbridged fordable stream with heavy equipment not allowed", line, false,
                 L("fordable-stream"), none, L("heavy_equipment"),
                 "unbridged-fordable-stream-or-gully-heavy-equipment");
    forbiddenRow("gully with heavy equipment not allowed", line, false, L("gully"), none,
                 L("heavy_equipment"), "unbridged-fordable-stream-or-gully-heavy-equipment");
    allowedRow("bridged stream with heavy equipment +2", line, false, "", L("bridged-stream"), none,
               L("heavy_equipment"), kNoAllowance, 7, false, "line",
               L("heavy-equipment=1 crewed-weapons=1 bridged-stream=2"));
    forbiddenRow("unbridged non-fordable stream not allowed", line, false, L("unfordable-stream"),
                 none, none, "unbridged-non-fordable-stream");
    allowedRow("woods +1", line, false, "", L("woods"), none, none, kNoAllowance, 4, false, "line",
               L("woods=1"));
    allowedRow("abatis, mounted +2", line, false, "", L("abatis"), none, L("mounted"), kNoAllowance,
               5, false, "line", L("abatis-redoubt-or-walled-compound-mounted=2"));
    allowedRow("redoubt, mounted +2", line, false, "", L("redoubt"), none, L("mounted"),
               kNoAllowance, 5, false, "line", L("abatis-redoubt-or-walled-compound-mounted=2"));
    allowedRow("walled compound, mounted +2", line, false, "", L("walled-compound"), none,
               L("mounted"), kNoAllowance, 5, false, "line",
               L("abatis-redoubt-or-walled-compound-mounted=2"));
    allowedRow("abatis, not mounted +1", line, false, "", L("abatis"), none, none, kNoAllowance, 4,
               false, "line", L("abatis-redoubt-or-walled-compound-not-mounted=1"));
    allowedRow("redoubt, not mounted +1", line, false, "", L("redoubt"), none, none, kNoAllowance,
               4, false, "line", L("abatis-redoubt-or-walled-compound-not-mounted=1"));
    allowedRow("walled compound, not mounted +1", line, false, "", L("walled-compound"), none, none,
               kNoAllowance, 4, false, "line",
               L("abatis-redoubt-or-walled-compound-not-mounted=1"));
    allowedRow("abatis and redoubt charged once", line, false, "", L("abatis redoubt"), none, none,
               kNoAllowance, 4, false, "line",
               L("abatis-redoubt-or-walled-compound-not-mounted=1"));
    allowedRow("rocks, mounted +2", line, false, "", L("rocks"), none, L("mounted"), kNoAllowance,
               5, false, "line", L("rocks-mud-sand-or-field-mounted=2"));
    allowedRow("mud, mounted +2", line, false, "", L("mud"), none, L("mounted"), kNoAllowance, 5,
               false, "line", L("rocks-mud-sand-or-field-mounted=2"));
    allowedRow("sand, mounted +2", line, false, "", L("sand"), none, L("mounted"), kNoAllowance, 5,
               false, "line", L("rocks-mud-sand-or-field-mounted=2"));
    allowedRow("field, mounted +2", line, false, "", L("field"), none, L("mounted"), kNoAllowance,
               5, false, "line", L("rocks-mud-sand-or-field-mounted=2"));
    allowedRow("rocks, not mounted +1", line, false, "", L("rocks"), none, none, kNoAllowance, 4,
               false, "line", L("rocks-mud-sand-or-field-not-mounted=1"));
    allowedRow("mud, not mounted +1", line, false, "", L("mud"), none, none, kNoAllowance, 4, false,
               "line", L("rocks-mud-sand-or-field-not-mounted=1"));
    allowedRow("sand, not mounted +1", line, false, "", L("sand"), none, none, kNoAllowance, 4,
               false, "line", L("rocks-mud-sand-or-field-not-mounted=1"));
    allowedRow("field, not mounted +1", line, false, "", L("field"), none, none, kNoAllowance, 4,
               false, "line", L("rocks-mud-sand-or-field-not-mounted=1"));
    allowedRow("rocks, mud, sand and field charged once", line, false, "",
               L("rocks mud sand field"), none, none, kNoAllowance, 4, false, "line",
               L("rocks-mud-sand-or-field-not-mounted=1"));
    allowedRow("change in elevation, mounted +2", line, false, "", none, none,
               L("mounted elevation_change"), kNoAllowance, 5, false, "line",
               L("change-in-elevation-mounted=2"));
    allowedRow("change in elevation, not mounted +1", line, false, "", none, none,
               L("elevation_change"), kNoAllowance, 4, false, "line",
               L("change-in-elevation-not-mounted=1"));

    // Every line cumulative with the others.
    allowedRow("cumulative, infantry: woods, berm, night, soft ground, elevation", line, false, "",
               L("woods berm"), L("night soft-ground under-fire"), L("elevation_change"),
               kNoAllowance, 9, false, "line",
               L("soft-ground-or-heavy-rain=1 dismounted-under-fire-taking-cover-or-skirmishing=1 "
                 "night=1 berm=1 woods=1 change-in-elevation-not-mounted=1"));
    allowedRow("cumulative, cavalry: fence, rocks, woods, elevation", dis, false, "",
               L("fence rocks woods"), L("under-fire"), L("mounted elevation_change"), 12, 11,
               false, "disordered",
               L("fence-wall-or-trench-mounted=4 woods=1 rocks-mud-sand-or-field-mounted=2 "
                 "change-in-elevation-mounted=2"));
    allowedRow("cumulative, guns: heavy equipment over a bridged stream at night", mc, false, "",
               L("bridged-stream marsh"), L("night heavy-rain"), L("heavy_equipment"), kNoAllowance,
               9, false, "march-column",
               L("soft-ground-or-heavy-rain=1 night=1 heavy-equipment=1 marsh=2 crewed-weapons=1 "
                 "bridged-stream=2"));

    // Water, non-naval units.
    forbiddenRow("river, not frozen", line, false, L("river"), none, none,
                 "river-or-lake-not-frozen");
    forbiddenRow("lake, not frozen", mc, false, L("lake"), none, none, "river-or-lake-not-frozen");
    forbiddenRow("deep water, not frozen", mc, false, L("deep-water"), none, none,
                 "river-or-lake-not-frozen");
    forbiddenRow("shallow water, not frozen", mc, false, L("shallow-water"), none, none,
                 "river-or-lake-not-frozen");
    forbiddenRow("river by road, not frozen", mc, true, L("river"), none, none,
                 "river-or-lake-not-frozen");
    allowedRow("frozen river: normal movement cost", line, false, "", L("river frozen"), none, none,
               kNoAllowance, 3, false, "line", none);
    allowedRow("frozen lake with soft ground: normal costs", sq, false, "", L("lake frozen"),
               L("soft-ground"), none, kNoAllowance, 6, false, "square",
               L("soft-ground-or-heavy-rain=1"));

    // Naval units.
    navalRow("naval, river, deep water 1", L("river"), none, true, 1, "naval-deep-water");
    navalRow("naval, lake, deep water 1", L("lake deep-water"), none, true, 1, "naval-deep-water");
    navalRow("naval, deep water 1", L("deep-water"), none, true, 1, "naval-deep-water");
    navalRow("naval, small vessel in deep water 1", L("river"), L("small_vessel"), true, 1,
             "naval-deep-water");
    navalRow("naval, small vessel, shallow water 2", L("river shallow-water"), L("small_vessel"),
             true, 2, "naval-shallow-water-small-vessel");
    navalRow("naval, shallow water, not small vessel", L("lake shallow-water"), none, false, 0,
             "naval-otherwise");
    navalRow("naval, on land", L("woods"), none, false, 0, "naval-otherwise");
    navalRow("naval, empty hex", none, none, false, 0, "naval-otherwise");
    navalRow("naval, frozen river", L("river frozen"), none, false, 0, "naval-otherwise");
    navalRow("naval, small vessel, frozen shallow water", L("shallow-water frozen"),
             L("small_vessel"), false, 0, "naval-otherwise");

    // Special cases.
    forbiddenRow("pushed artillery adjacent to enemy", line, false, none, L("adjacent-to-enemy"),
                 L("unlimbered_artillery"), "pushed-artillery-adjacent-to-enemy");
    forbiddenRow("pushed artillery by road adjacent to enemy", mc, true, none,
                 L("adjacent-to-enemy"), L("unlimbered_artillery"),
                 "pushed-artillery-adjacent-to-enemy");
    allowedRow("pushed artillery away from the enemy: crewed weapons +1", line, false, "", none,
               none, L("unlimbered_artillery"), kNoAllowance, 4, false, "line",
               L("crewed-weapons=1"));
    allowedRow("limbered guns adjacent to enemy", mc, false, "", none, L("adjacent-to-enemy"),
               L("crewed_weapons"), kNoAllowance, 2, false, "march-column", L("crewed-weapons=1"));
    allowedRow("infantry adjacent to enemy", line, false, "", none, L("adjacent-to-enemy"), none,
               kNoAllowance, 3, false, "line", none);
}

void tst_AorMovement::move()
{
    QFETCH(QString, formation);
    QFETCH(bool, road);
    QFETCH(QString, roadType);
    QFETCH(QStringList, hex);
    QFETCH(QStringList, conditions);
    QFETCH(QStringList, flags);
    QFETCH(double, allowance);
    QFETCH(bool, naval);
    QFETCH(bool, allowed);
    QFETCH(double, cost);
    QFETCH(bool, usedRoad);
    QFETCH(QString, base);
    QFETCH(QStringList, modifiers);
    QFETCH(QString, reasonId);

    const AorMoveResult result = AorMovement::standard().move(
        makeRequest(formation, road, roadType, hex, conditions, flags, allowance, naval));
    QVERIFY2(result.inputError.isEmpty(), qPrintable(result.inputError));
    QCOMPARE(result.allowed, allowed);
    if (!allowed) {
        QCOMPARE(result.reasonId, reasonId);
        QVERIFY(!result.reason.isEmpty());
        return;
    }
    QCOMPARE(result.cost, cost);
    QCOMPARE(result.road, usedRoad);
    QCOMPARE(result.baseId, base);
    QCOMPARE(modifierText(result), modifiers);
    double sum = result.base;
    for (const AorModifier &modifier : result.modifiers)
        sum += modifier.value;
    QVERIFY(qAbs(sum - result.cost) < 1e-9);
    // The one-hex rule rides on every allowed answer.
    QVERIFY(result.oneHexAlways);
    QVERIFY(result.notes.last().contains(QLatin1String("one hex per turn")));
}

void tst_AorMovement::notAllowedAnswersCarryNoCost()
{
    AorMoveRequest request;
    request.formation = QStringLiteral("line");
    request.hex = { QStringLiteral("fire"), QStringLiteral("woods") };
    const AorMoveResult result = AorMovement::standard().move(request);
    QVERIFY(!result.allowed);
    QCOMPARE(result.reason, QStringLiteral("a hex on fire may not be entered"));
    QVERIFY(result.modifiers.isEmpty());
    QVERIFY(!result.oneHexAlways);
    const QJsonObject json = result.toJson();
    QCOMPARE(json.value(QStringLiteral("allowed")).toBool(true), false);
    QVERIFY(!json.contains(QStringLiteral("cost")));
    QVERIFY(!json.contains(QStringLiteral("one_hex_always")));
}

void tst_AorMovement::roadFallbackSaysWhy()
{
    AorMoveRequest request;
    request.formation = QStringLiteral("square");
    request.road = true;
    AorMoveResult result = AorMovement::standard().move(request);
    QVERIFY(result.allowed);
    QVERIFY(!result.road);
    QCOMPARE(result.notes.first(),
             QStringLiteral("road movement not allowed (road movement needs march column or "
                            "disordered formation): off-road costs apply"));

    request.formation = QStringLiteral("disordered");
    request.hex = { QStringLiteral("abatis") };
    result = AorMovement::standard().move(request);
    QVERIFY(!result.road);
    QCOMPARE(result.cost, 3.0);
    QVERIFY(result.notes.first().contains(QLatin1String("abatis")));

    // Road movement not asked for: no note about it.
    request.road = false;
    result = AorMovement::standard().move(request);
    QVERIFY(!result.notes.first().contains(QLatin1String("road")));
}

void tst_AorMovement::townOrVillageSaysStandardCost()
{
    AorMoveRequest request;
    request.formation = QStringLiteral("line");
    request.hex = { QStringLiteral("village"), QStringLiteral("woods") };
    const AorMoveResult result = AorMovement::standard().move(request);
    QVERIFY(result.notes.contains(
        QStringLiteral("town or village: always the standard cost, no modifier line applies")));
}

void tst_AorMovement::frozenWaterNote()
{
    AorMoveRequest request;
    request.formation = QStringLiteral("line");
    request.hex = { QStringLiteral("lake"), QStringLiteral("frozen") };
    const AorMoveResult result = AorMovement::standard().move(request);
    QVERIFY(result.notes.contains(QStringLiteral("frozen river or lake: normal movement costs")));
}

void tst_AorMovement::shallowWaterMayRunAground()
{
    AorMoveRequest request;
    request.naval = true;
    request.smallVessel = true;
    request.hex = { QStringLiteral("shallow-water") };
    AorMoveResult result = AorMovement::standard().move(request);
    QCOMPARE(result.cost, 2.0);
    QVERIFY(result.notes.contains(QStringLiteral("may run aground")));

    request.hex = { QStringLiteral("deep-water") };
    result = AorMovement::standard().move(request);
    QCOMPARE(result.cost, 1.0);
    QVERIFY(!result.notes.contains(QStringLiteral("may run aground")));
}

void tst_AorMovement::navalIgnoresFormationAndLines()
{
    AorMoveRequest request;
    request.naval = true;
    request.formation = QStringLiteral("square");
    request.road = true;
    request.conditions = { QStringLiteral("night"), QStringLiteral("soft-ground") };
    request.hex = { QStringLiteral("river"), QStringLiteral("woods") };
    const AorMoveResult result = AorMovement::standard().move(request);
    QVERIFY(result.allowed);
    QCOMPARE(result.cost, 1.0);
    QVERIFY(result.modifiers.isEmpty());
    QVERIFY(!result.road);
}

void tst_AorMovement::allowanceFractionNeedsAllowance()
{
    AorMoveRequest request;
    request.formation = QStringLiteral("line");
    request.mounted = true;
    request.hex = { QStringLiteral("wall") };
    AorMoveResult result = AorMovement::standard().move(request);
    QCOMPARE(result.inputError,
             QStringLiteral("movement_allowance: missing (fence-wall-or-trench-mounted costs a "
                            "fraction of it)"));

    // A forbidden move needs no allowance to be refused.
    request.hex << QStringLiteral("fire");
    result = AorMovement::standard().move(request);
    QVERIFY(result.inputError.isEmpty());
    QVERIFY(!result.allowed);

    // Nor does a road move, which the line does not touch.
    request.hex = { QStringLiteral("wall") };
    request.formation = QStringLiteral("march-column");
    request.road = true;
    result = AorMovement::standard().move(request);
    QVERIFY(result.inputError.isEmpty());
    QCOMPARE(result.cost, 1.0);

    // An allowance of 0 is a fraction of 0.
    request.road = false;
    request.movementAllowance = 0;
    result = AorMovement::standard().move(request);
    QCOMPARE(result.cost, 1.0);
}

void tst_AorMovement::allowanceFractionNote()
{
    AorMoveRequest request;
    request.formation = QStringLiteral("line");
    request.mounted = true;
    request.hex = { QStringLiteral("fence") };
    request.movementAllowance = 15;
    const AorMoveResult result = AorMovement::standard().move(request);
    QCOMPARE(result.cost, 8.0);
    QVERIFY(result.notes.contains(QStringLiteral(
        "mounted over a fence, wall or trench: one third of the full movement allowance is "
        "added to the cost like any other line")));
}

void tst_AorMovement::missingFormation()
{
    AorMoveRequest request;
    request.hex = { QStringLiteral("woods") };
    QCOMPARE(AorMovement::standard().move(request).inputError,
             QStringLiteral("formation: missing"));
    request.formation = QStringLiteral("column");
    QCOMPARE(AorMovement::standard().move(request).inputError,
             QStringLiteral("formation: \"column\" is not one of march-column, disordered, "
                            "attack-column, supported-line, line, square"));
}

void tst_AorMovement::exclusiveHexWords()
{
    AorMoveRequest request;
    request.naval = true;
    request.hex = { QStringLiteral("shallow-water"), QStringLiteral("deep-water") };
    QCOMPARE(AorMovement::standard().move(request).inputError,
             QStringLiteral("hex: deep-water and shallow-water exclude each other"));
}

void tst_AorMovement::oneHexRuleOnlyWhenAllowed()
{
    AorMoveRequest request;
    request.formation = QStringLiteral("square");
    request.hex = { QStringLiteral("marsh"), QStringLiteral("woods") };
    request.conditions = { QStringLiteral("night") };
    AorMoveResult result = AorMovement::standard().move(request);
    QVERIFY(result.allowed);
    QCOMPARE(result.cost, 9.0);
    QVERIFY(result.oneHexAlways);
    QCOMPARE(result.toJson().value(QStringLiteral("one_hex_always")).toBool(), true);

    // "as long as the movement would not otherwise be prohibited"
    request.hex << QStringLiteral("unfordable-stream");
    result = AorMovement::standard().move(request);
    QVERIFY(!result.allowed);
    QVERIFY(!result.oneHexAlways);
}

void tst_AorMovement::atLeastReading_data()
{
    QTest::addColumn<QStringList>("hex");
    QTest::addColumn<double>("cost");
    QTest::addColumn<double>("share");

    // Line 3 standard; a third of 12 is 4.
    QTest::newRow("fence alone: the third is the floor")
        << QStringList { QStringLiteral("fence") } << 4.0 << 1.0;
    QTest::newRow("fence and marsh: cumulative cost above the third")
        << QStringList { QStringLiteral("fence"), QStringLiteral("marsh") } << 5.0 << 0.0;
}

void tst_AorMovement::atLeastReading()
{
    QFETCH(QStringList, hex);
    QFETCH(double, cost);
    QFETCH(double, share);

    // The other reading of "1/3 full", kept switchable in the table.
    QString error;
    bool replaced = false;
    const std::optional<AorMovement> table
        = loadEditedMovement(QStringLiteral("\"combine\": \"add\""),
                             QStringLiteral("\"combine\": \"at-least\""), &error, &replaced);
    QVERIFY(replaced);
    QVERIFY2(table, qPrintable(error));
    AorMoveRequest request;
    request.formation = QStringLiteral("line");
    request.mounted = true;
    request.hex = hex;
    request.movementAllowance = 12;
    const AorMoveResult result = table->move(request);
    QCOMPARE(result.cost, cost);
    QCOMPARE(result.modifiers.last().id, QStringLiteral("fence-wall-or-trench-mounted"));
    QCOMPARE(result.modifiers.last().value, share);
}

void tst_AorMovement::prohibitionReadings()
{
    QString error;
    bool replaced = false;
    std::optional<AorMovement> table = loadEditedMovement(
        QStringLiteral("\"prohibitionsHoldOnRoad\": true"),
        QStringLiteral("\"prohibitionsHoldOnRoad\": false"), &error, &replaced);
    QVERIFY(replaced);
    QVERIFY2(table, qPrintable(error));
    AorMoveRequest request;
    request.formation = QStringLiteral("march-column");
    request.road = true;
    request.hex = { QStringLiteral("fire") };
    AorMoveResult result = table->move(request);
    QVERIFY(result.allowed);
    QCOMPARE(result.cost, 1.0);
    // The standard table keeps the prohibition on the road.
    QVERIFY(!AorMovement::standard().move(request).allowed);

    table = loadEditedMovement(QStringLiteral("\"prohibitionsHoldInTownOrVillage\": true"),
                               QStringLiteral("\"prohibitionsHoldInTownOrVillage\": false"), &error,
                               &replaced);
    QVERIFY(replaced);
    QVERIFY2(table, qPrintable(error));
    request.road = false;
    request.hex = { QStringLiteral("town"), QStringLiteral("fire") };
    result = table->move(request);
    QVERIFY(result.allowed);
    QCOMPARE(result.cost, 1.0);
    QVERIFY(!AorMovement::standard().move(request).allowed);
}

void tst_AorMovement::malformedTable_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("error");

    const auto row = [](const char *name, const char *from, const char *to, const char *error) {
        QTest::newRow(name) << QString::fromUtf8(from) << QString::fromUtf8(to)
                            << QString::fromUtf8(error);
    };
    row("not JSON", "\"description\"", "description",
        "aor_movement.json: offset 7: not valid JSON: ");
    row("vocabulary missing", "\"vocabulary\"", "\"words\"",
        "aor_movement.json: vocabulary: missing");
    row("unknown flag in the vocabulary", "\"unlimbered_artillery\", \"small_vessel\"]",
        "\"unlimbered_artillery\", \"small_vessel\", \"flying\"]",
        "aor_movement.json: vocabulary.flags[6]: \"flying\" is not one of ");
    row("default road type outside the vocabulary", "\"defaultRoadType\": \"road\"",
        "\"defaultRoadType\": \"path\"",
        "aor_movement.json: defaultRoadType: \"path\" is not one of road, improved, sunken");
    row("a hex word outside the vocabulary", "\"any\": [\"marsh\"]", "\"any\": [\"swamp\"]",
        "aor_movement.json: offRoad.lines[4] (marsh).when.hex.any[0]: \"swamp\" is not one of ");
    row("an unknown namespace", "{ \"hex\": { \"any\": [\"berm\"] } }",
        "{ \"terrain\": { \"any\": [\"berm\"] } }",
        "aor_movement.json: offRoad.lines[5] (berm).when.terrain: not a namespace");
    row("an unknown test", "{ \"hex\": { \"any\": [\"berm\"] } }",
        "{ \"hex\": { \"some\": [\"berm\"] } }",
        "aor_movement.json: offRoad.lines[5] (berm).when.hex.some: expected any, all or none");
    row("an unknown effect", "\"effect\": \"add\", \"value\": 2 },\n            { \"id\": \"berm\"",
        "\"effect\": \"double\", \"value\": 2 },\n            { \"id\": \"berm\"",
        "aor_movement.json: offRoad.lines[4] (marsh).effect: \"double\" is not one of add, "
        "not-allowed, allowance-fraction");
    row("a value missing", "\"effect\": \"add\", \"value\": 2 },\n            { \"id\": \"berm\"",
        "\"effect\": \"add\", \"vaule\": 2 },\n            { \"id\": \"berm\"",
        "aor_movement.json: offRoad.lines[4] (marsh).vaule: unknown key");
    row("a negative value", "\"effect\": \"add\", \"value\": 2 },\n            { \"id\": \"berm\"",
        "\"effect\": \"add\", \"value\": -2 },\n            { \"id\": \"berm\"",
        "aor_movement.json: offRoad.lines[4] (marsh).value: must not be negative");
    row("a not allowed without its reason", "\"reason\": \"a hex on fire may not be entered\"",
        "\"why\": \"a hex on fire may not be entered\"",
        "aor_movement.json: offRoad.lines[6] (hex-on-fire).why: unknown key");
    row("a fraction over 0", "\"denominator\": 3", "\"denominator\": 0",
        "aor_movement.json: offRoad.lines[7] (fence-wall-or-trench-mounted).denominator: must be "
        "above 0");
    row("an unknown combination", "\"combine\": \"add\"", "\"combine\": \"max\"",
        "aor_movement.json: offRoad.lines[7] (fence-wall-or-trench-mounted).combine: \"max\" is "
        "not one of add, at-least");
    row("a duplicate id", "{ \"id\": \"woods\"", "{ \"id\": \"marsh\"",
        "aor_movement.json: offRoad.lines[16] (marsh).id: \"marsh\" is used twice");
    row("a formation without a standard cost",
        ",\n            { \"id\": \"square\", \"formation\": \"square\", \"value\": 5 }", "",
        "aor_movement.json: offRoad.costs: no standard cost for \"square\"");
    row("a standard cost of 0", "\"formation\": \"square\", \"value\": 5",
        "\"formation\": \"square\", \"value\": 0",
        "aor_movement.json: offRoad.costs[5].value: must be above 0");
    row("a road cost for an unknown formation", "\"formation\": \"disordered\", \"value\": 2 }\n",
        "\"formation\": \"skirmish\", \"value\": 2 }\n",
        "aor_movement.json: road.costs[1].formation: \"skirmish\" is not one of ");
    row("a road fallback note without its reason", "not allowed (%1): off-road",
        "not allowed: off-road",
        "aor_movement.json: road.fallbackNote: must hold %1 where the reason goes");
    row("a naval case without a cost", "\"value\": 2, \"note\": \"may run aground\"",
        "\"note\": \"may run aground\"",
        "aor_movement.json: naval.cases[1] (naval-shallow-water-small-vessel).value: missing");
    row("a word both required and excluded", "\"none\": [\"shallow-water\", \"frozen\"]",
        "\"none\": [\"river\", \"frozen\"]",
        "aor_movement.json: naval.cases[0] (naval-deep-water).when.hex: a word is both required "
        "and excluded");
    row("the one-hex note missing", "\"note\": \"a unit may always move",
        "\"text\": \"a unit may always move", "aor_movement.json: oneHex.note: missing");
}

void tst_AorMovement::malformedTable()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, error);

    QString failure;
    bool replaced = false;
    const std::optional<AorMovement> table = loadEditedMovement(from, to, &failure, &replaced);
    QVERIFY2(replaced, "the edit no longer matches the table");
    QVERIFY(!table);
    QVERIFY2(failure.startsWith(error), qPrintable(failure));
}

ADC_TEST_APPLESS_MAIN(tst_AorMovement)
#include "tst_aormovement.moc"
