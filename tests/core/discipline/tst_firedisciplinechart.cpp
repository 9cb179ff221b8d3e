#include "core/common/tablereader.h"
#include "core/dice/dicedistribution.h"
#include "core/dice/diceexpression.h"
#include "core/discipline/disciplineresult.h"
#include "core/discipline/disciplinetesting.h"
#include "core/discipline/disciplinetrigger.h"
#include "core/discipline/firedisciplinechart.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QtTest>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace Adc;

Q_DECLARE_METATYPE(Adc::DisciplineResult::Kind)

namespace {

using Kind = DisciplineResult::Kind;

using AdcTest::parsed;

QJsonObject standardJson()
{
    QFile file(QStringLiteral(":/rules/firediscipline.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        ADC_FAIL(QStringLiteral("cannot open the compiled-in fire discipline chart"));
        return QJsonObject();
    }
    return QJsonDocument::fromJson(file.readAll()).object();
}

// A copy of the standard table with one row's column replaced.
QJsonObject withCell(int rowIndex, const QString &column, const QJsonValue &cell)
{
    QJsonObject root = standardJson();
    QJsonArray rows = root.value(QStringLiteral("rows")).toArray();
    QJsonObject row = rows.at(rowIndex).toObject();
    row.insert(column, cell);
    rows.replace(rowIndex, row);
    root.insert(QStringLiteral("rows"), rows);
    return root;
}

QJsonObject cellJson(const QString &result, const QJsonValue &range)
{
    return QJsonObject { { QStringLiteral("result"), result }, { QStringLiteral("range"), range } };
}

} // namespace

class tst_FireDisciplineChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void standardLoads();
    void cells_data();
    void cells();
    void clamping_data();
    void clamping();
    void rowNames();
    void column_data();
    void column();
    void oddsFor2d6_data();
    void oddsFor2d6();
    void oddsSumToOne_data();
    void oddsSumToOne();
    void oddsOnlyReachableCells();
    void cellText_data();
    void cellText();
    void kindNames();
    void triggers();
    void malformed_data();
    void malformed();
    void brokenJsonFile();
    void chargeProcedure();
};

void tst_FireDisciplineChart::standardLoads()
{
    TableReader reader(FireDisciplineChart::fileName());
    const std::optional<QJsonObject> root = reader.load();
    QVERIFY2(root, qPrintable(reader.failure().reason));
    const std::optional<FireDisciplineChart> chart = FireDisciplineChart::fromJson(*root, reader);
    QVERIFY2(chart, qPrintable(reader.failure().reason));
    QVERIFY(reader.ok());
    QCOMPARE(FireDisciplineChart::standard().highestRow(), 10);
    QCOMPARE(FireDisciplineChart::standard().lowestRow(), 2);
}

// Every cell of the chart as the seed prints it (seed 002, Fire Discipline;
// docs/rules.md 1).
void tst_FireDisciplineChart::cells_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<DisciplineSituation>("situation");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<int>("range"); // 0: none
    QTest::addColumn<QString>("row");

    const DisciplineSituation N = DisciplineSituation::Normal;
    const DisciplineSituation S = DisciplineSituation::InSmoke;
    const DisciplineSituation F = DisciplineSituation::Firefight;

    QTest::newRow("10+, normal: free") << 10 << N << Kind::Free << 0 << "10+";
    QTest::newRow("10+, in smoke: free") << 10 << S << Kind::Free << 0 << "10+";
    QTest::newRow("10+, firefight: free") << 10 << F << Kind::Free << 0 << "10+";
    QTest::newRow("9, normal: free") << 9 << N << Kind::Free << 0 << "9";
    QTest::newRow("9, in smoke: 1\" fire") << 9 << S << Kind::Fire << 1 << "9";
    QTest::newRow("9, firefight: fire") << 9 << F << Kind::Fire << 0 << "9";
    QTest::newRow("8, normal: free") << 8 << N << Kind::Free << 0 << "8";
    QTest::newRow("8, in smoke: 2\" fire") << 8 << S << Kind::Fire << 2 << "8";
    QTest::newRow("8, firefight: FF") << 8 << F << Kind::Firefight << 0 << "8";
    QTest::newRow("7, normal: 1\" fire") << 7 << N << Kind::Fire << 1 << "7";
    QTest::newRow("7, in smoke: 4\" fire") << 7 << S << Kind::Fire << 4 << "7";
    QTest::newRow("7, firefight: FF") << 7 << F << Kind::Firefight << 0 << "7";
    QTest::newRow("6, normal: 2\" fire") << 6 << N << Kind::Fire << 2 << "6";
    QTest::newRow("6, in smoke: 1\" FF") << 6 << S << Kind::Firefight << 1 << "6";
    QTest::newRow("6, firefight: FF") << 6 << F << Kind::Firefight << 0 << "6";
    QTest::newRow("5, normal: 4\" fire") << 5 << N << Kind::Fire << 4 << "5";
    QTest::newRow("5, in smoke: 2\" FF") << 5 << S << Kind::Firefight << 2 << "5";
    QTest::newRow("5, firefight: FF") << 5 << F << Kind::Firefight << 0 << "5";
    QTest::newRow("4, normal: 1\" FF") << 4 << N << Kind::Firefight << 1 << "4";
    QTest::newRow("4, in smoke: 4\" FF") << 4 << S << Kind::Firefight << 4 << "4";
    QTest::newRow("4, firefight: FF") << 4 << F << Kind::Firefight << 0 << "4";
    QTest::newRow("3, normal: 2\" FF") << 3 << N << Kind::Firefight << 2 << "3";
    QTest::newRow("3, in smoke: 4\" FF") << 3 << S << Kind::Firefight << 4 << "3";
    QTest::newRow("3, firefight: FF") << 3 << F << Kind::Firefight << 0 << "3";
    QTest::newRow("2-, normal: 4\" FF") << 2 << N << Kind::Firefight << 4 << "2-";
    QTest::newRow("2-, in smoke: 4\" FF") << 2 << S << Kind::Firefight << 4 << "2-";
    QTest::newRow("2-, firefight: FF") << 2 << F << Kind::Firefight << 0 << "2-";
}

void tst_FireDisciplineChart::cells()
{
    QFETCH(int, roll);
    QFETCH(DisciplineSituation, situation);
    QFETCH(Kind, kind);
    QFETCH(int, range);
    QFETCH(QString, row);

    const DisciplineResult result = FireDisciplineChart::standard().lookup(roll, situation);
    QCOMPARE(result.kind, kind);
    QCOMPARE(result.range.has_value(), range != 0);
    if (range != 0)
        QCOMPARE(*result.range, range);
    QCOMPARE(result.row, row);
    QCOMPARE(result.roll, roll);
    QCOMPARE(result.situation, situation);
    QCOMPARE(result.isFree(), kind == Kind::Free);
    QCOMPARE(result.entersFirefight(), kind == Kind::Firefight);
}

void tst_FireDisciplineChart::clamping_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<int>("readAs");
    QTest::addColumn<QString>("row");

    QTest::newRow("11 reads 10+") << 11 << 10 << "10+";
    QTest::newRow("13 reads 10+") << 13 << 10 << "10+";
    QTest::newRow("100 reads 10+") << 100 << 10 << "10+";
    QTest::newRow("1 reads 2-") << 1 << 2 << "2-";
    QTest::newRow("0 reads 2-") << 0 << 2 << "2-";
    QTest::newRow("-3 reads 2-") << -3 << 2 << "2-";
    QTest::newRow("-100 reads 2-") << -100 << 2 << "2-";
}

void tst_FireDisciplineChart::clamping()
{
    QFETCH(int, roll);
    QFETCH(int, readAs);
    QFETCH(QString, row);

    const FireDisciplineChart &chart = FireDisciplineChart::standard();
    QCOMPARE(chart.rowFor(roll), readAs);
    for (DisciplineSituation situation :
         { DisciplineSituation::Normal, DisciplineSituation::InSmoke,
           DisciplineSituation::Firefight }) {
        const DisciplineResult clamped = chart.lookup(roll, situation);
        const DisciplineResult edge = chart.lookup(readAs, situation);
        QCOMPARE(clamped.row, row);
        QCOMPARE(clamped.kind, edge.kind);
        QCOMPARE(clamped.range, edge.range);
        QCOMPARE(clamped.roll, roll);
    }
}

void tst_FireDisciplineChart::rowNames()
{
    QCOMPARE(FireDisciplineChart::standard().rowNames(),
             (QStringList { QStringLiteral("10+"), QStringLiteral("9"), QStringLiteral("8"),
                            QStringLiteral("7"), QStringLiteral("6"), QStringLiteral("5"),
                            QStringLiteral("4"), QStringLiteral("3"), QStringLiteral("2-") }));
}

void tst_FireDisciplineChart::column_data()
{
    QTest::addColumn<bool>("firefight");
    QTest::addColumn<bool>("smoke");
    QTest::addColumn<DisciplineSituation>("situation");

    QTest::newRow("neither: normal") << false << false << DisciplineSituation::Normal;
    QTest::newRow("in smoke: in smoke") << false << true << DisciplineSituation::InSmoke;
    QTest::newRow("firefight: firefight") << true << false << DisciplineSituation::Firefight;
    QTest::newRow("firefight and smoke: firefight first")
        << true << true << DisciplineSituation::Firefight;
}

void tst_FireDisciplineChart::column()
{
    QFETCH(bool, firefight);
    QFETCH(bool, smoke);
    QFETCH(DisciplineSituation, situation);
    QCOMPARE(FireDisciplineChart::situationFor(firefight, smoke), situation);
}

// 2d6 by hand: ways out of 36 for 2..12 are 1 2 3 4 5 6 5 4 3 2 1, so
// 10+ is 6/36, 9 is 4/36, 8 is 5/36, 7 is 6/36, 6 is 5/36, 5 is 4/36,
// 4 is 3/36, 3 is 2/36 and 2- is 1/36.
void tst_FireDisciplineChart::oddsFor2d6_data()
{
    QTest::addColumn<DisciplineSituation>("situation");
    QTest::addColumn<QString>("dice");
    QTest::addColumn<QList<int>>("ways");
    QTest::addColumn<int>("outOf");

    QTest::newRow("2d6, normal") << DisciplineSituation::Normal << "2d6"
                                 << QList<int> { 6, 4, 5, 6, 5, 4, 3, 2, 1 } << 36;
    QTest::newRow("2d6, in smoke")
        << DisciplineSituation::InSmoke << "2d6" << QList<int> { 6, 4, 5, 6, 5, 4, 3, 2, 1 } << 36;
    QTest::newRow("2d6, firefight") << DisciplineSituation::Firefight << "2d6"
                                    << QList<int> { 6, 4, 5, 6, 5, 4, 3, 2, 1 } << 36;
    // 2d6+1 totals 3..13: 10+ is 2d6 of 9 to 12, 4 + 3 + 2 + 1 ways; nothing reads 2-.
    QTest::newRow("2d6+1, normal") << DisciplineSituation::Normal << "2d6+1"
                                   << QList<int> { 10, 5, 6, 5, 4, 3, 2, 1, 0 } << 36;
    // 2d6-1 totals 1..11: 2- is 1 and 2 (1 + 2 ways).
    QTest::newRow("2d6-1, in smoke") << DisciplineSituation::InSmoke << "2d6-1"
                                     << QList<int> { 3, 3, 4, 5, 6, 5, 4, 3, 3 } << 36;
    QTest::newRow("1d10, normal") << DisciplineSituation::Normal << "1d10"
                                  << QList<int> { 1, 1, 1, 1, 1, 1, 1, 1, 2 } << 10;
}

void tst_FireDisciplineChart::oddsFor2d6()
{
    QFETCH(DisciplineSituation, situation);
    QFETCH(QString, dice);
    QFETCH(QList<int>, ways);
    QFETCH(int, outOf);

    const FireDisciplineChart &chart = FireDisciplineChart::standard();
    const QList<FireDisciplineChart::CellOdds> odds = chart.odds(parsed(dice), situation);
    const QStringList rows = chart.rowNames();
    int at = 0;
    for (int i = 0; i < rows.size(); ++i) {
        if (ways.at(i) == 0)
            continue; // a cell the dice cannot reach is left out
        QVERIFY(at < odds.size());
        const FireDisciplineChart::CellOdds &cell = odds.at(at++);
        QCOMPARE(cell.row, rows.at(i));
        QVERIFY2(qAbs(cell.probability - double(ways.at(i)) / outOf) < 1e-12,
                 qPrintable(QStringLiteral("%1: %2").arg(cell.row).arg(cell.probability)));
        const FireDisciplineChart::Cell expected = chart.cell(10 - i, situation);
        QCOMPARE(cell.kind, expected.kind);
        QCOMPARE(cell.range, expected.range);
    }
    QCOMPARE(at, odds.size());
}

void tst_FireDisciplineChart::oddsSumToOne_data()
{
    QTest::addColumn<QString>("dice");
    QTest::newRow("2d6") << "2d6";
    QTest::newRow("2d6+1 (elite)") << "2d6+1";
    QTest::newRow("2d6-1 (conscript)") << "2d6-1";
    QTest::newRow("1d10") << "1d10";
    QTest::newRow("3d6") << "3d6";
    QTest::newRow("1d20-5") << "1d20-5";
    QTest::newRow("20d6") << "20d6";
    QTest::newRow("1d4") << "1d4";
}

void tst_FireDisciplineChart::oddsSumToOne()
{
    QFETCH(QString, dice);
    const DiceExpression expression = parsed(dice);
    const DiceDistribution distribution(expression);
    for (DisciplineSituation situation :
         { DisciplineSituation::Normal, DisciplineSituation::InSmoke,
           DisciplineSituation::Firefight }) {
        const QList<FireDisciplineChart::CellOdds> odds
            = FireDisciplineChart::standard().odds(expression, situation);
        double sum = 0.0;
        double free = 0.0;
        for (const FireDisciplineChart::CellOdds &cell : odds) {
            QVERIFY(cell.probability > 0.0);
            sum += cell.probability;
            if (cell.kind == Kind::Free)
                free += cell.probability;
        }
        QVERIFY2(qAbs(sum - 1.0) < 1e-12, qPrintable(QString::number(sum, 'g', 17)));
        // Free cells: 8+ in the normal column, 10+ in the others.
        const int freeFrom = situation == DisciplineSituation::Normal ? 8 : 10;
        QVERIFY(qAbs(free - distribution.atLeast(freeFrom)) < 1e-12);
    }
}

void tst_FireDisciplineChart::oddsOnlyReachableCells()
{
    // 1d4 reaches only rows 4, 3 and 2- (1 and 2).
    const QList<FireDisciplineChart::CellOdds> odds = FireDisciplineChart::standard().odds(
        parsed(QStringLiteral("1d4")), DisciplineSituation::Normal);
    QCOMPARE(odds.size(), 3);
    QCOMPARE(odds.at(0).row, QStringLiteral("4"));
    QCOMPARE(odds.at(1).row, QStringLiteral("3"));
    QCOMPARE(odds.at(2).row, QStringLiteral("2-"));
    QCOMPARE(odds.at(2).probability, 0.5);
    // 1d6+20 always reads 10+.
    const QList<FireDisciplineChart::CellOdds> high = FireDisciplineChart::standard().odds(
        parsed(QStringLiteral("1d6+20")), DisciplineSituation::InSmoke);
    QCOMPARE(high.size(), 1);
    QCOMPARE(high.at(0).row, QStringLiteral("10+"));
    QCOMPARE(high.at(0).probability, 1.0);
}

void tst_FireDisciplineChart::cellText_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<DisciplineSituation>("situation");
    QTest::addColumn<QString>("text");
    QTest::newRow("free") << 10 << DisciplineSituation::Normal << "free";
    QTest::newRow("1\" fire") << 7 << DisciplineSituation::Normal << "1\" fire";
    QTest::newRow("fire without range") << 9 << DisciplineSituation::Firefight << "fire";
    QTest::newRow("4\" FF") << 2 << DisciplineSituation::Normal << "4\" FF";
    QTest::newRow("FF without range") << 5 << DisciplineSituation::Firefight << "FF";
}

void tst_FireDisciplineChart::cellText()
{
    QFETCH(int, roll);
    QFETCH(DisciplineSituation, situation);
    QFETCH(QString, text);
    QCOMPARE(FireDisciplineChart::standard().lookup(roll, situation).cellText(), text);
}

void tst_FireDisciplineChart::kindNames()
{
    QCOMPARE(DisciplineResult::kindNames(),
             (QStringList { QStringLiteral("free"), QStringLiteral("fire"),
                            QStringLiteral("firefight") }));
    for (const QString &name : DisciplineResult::kindNames())
        QCOMPARE(DisciplineResult::kindName(*DisciplineResult::kindFromName(name)), name);
    QVERIFY(!DisciplineResult::kindFromName(QStringLiteral("FF")));
}

void tst_FireDisciplineChart::triggers()
{
    const QStringList names = disciplineTriggerNames();
    QCOMPARE(
        names,
        (QStringList { QStringLiteral("moving-forward"), QStringLiteral("taking-fire"),
                       QStringLiteral("acting-in-firefight"), QStringLiteral("facing-charge") }));
    for (const QString &name : names) {
        const std::optional<DisciplineTrigger> trigger = disciplineTriggerFromName(name);
        QVERIFY(trigger);
        QCOMPARE(toName(*trigger), name);
        QVERIFY(!describe(*trigger).isEmpty());
    }
    QVERIFY(describe(DisciplineTrigger::MovingForward).contains(QStringLiteral("4\"")));
    QVERIFY(
        describe(DisciplineTrigger::ActingInFirefight).contains(QStringLiteral("doing nothing")));
    QVERIFY(!disciplineTriggerFromName(QStringLiteral("charge")));
}

void tst_FireDisciplineChart::malformed_data()
{
    QTest::addColumn<QJsonObject>("root");
    QTest::addColumn<QString>("entry");
    QTest::addColumn<QString>("message");

    QJsonObject noRows = standardJson();
    noRows.remove(QStringLiteral("rows"));
    QTest::newRow("rows missing") << noRows << "rows"
                                  << "missing";

    QJsonObject shortRows = standardJson();
    QJsonArray eight = shortRows.value(QStringLiteral("rows")).toArray();
    eight.removeLast();
    shortRows.insert(QStringLiteral("rows"), eight);
    QTest::newRow("a row short") << shortRows << "rows"
                                 << "8 rows, expected 9";

    QJsonObject renamed = standardJson();
    QJsonArray rows = renamed.value(QStringLiteral("rows")).toArray();
    QJsonObject seven = rows.at(3).toObject();
    seven.insert(QStringLiteral("row"), QStringLiteral("6"));
    rows.replace(3, seven);
    renamed.insert(QStringLiteral("rows"), rows);
    QTest::newRow("rows out of order") << renamed << "rows[3].row"
                                       << "\"6\", expected \"7\"";

    QTest::newRow("unknown result")
        << withCell(4, QStringLiteral("in-smoke"), cellJson(QStringLiteral("FF"), 1))
        << "rows[4].in-smoke.result"
        << "\"FF\" is not one of free, fire, firefight";
    QTest::newRow("range of zero")
        << withCell(2, QStringLiteral("in-smoke"), cellJson(QStringLiteral("fire"), 0))
        << "rows[2].in-smoke.range"
        << "0 is not a range";
    QTest::newRow("range a string") << withCell(
        2, QStringLiteral("normal"), cellJson(QStringLiteral("fire"), QStringLiteral("2\"")))
                                    << "rows[2].normal.range"
                                    << "expected a whole number";
    QTest::newRow("fractional range")
        << withCell(6, QStringLiteral("normal"), cellJson(QStringLiteral("firefight"), 1.5))
        << "rows[6].normal.range"
        << "expected a whole number";
    QTest::newRow("free with a range")
        << withCell(0, QStringLiteral("normal"), cellJson(QStringLiteral("free"), 2))
        << "rows[0].normal.range"
        << "a free result has no range";
    QTest::newRow("column missing")
        << withCell(5, QStringLiteral("firefight"), QJsonValue()) << "rows[5].firefight"
        << "expected an object";
    QJsonObject noRange
        = withCell(1, QStringLiteral("in-smoke"),
                   QJsonObject { { QStringLiteral("result"), QStringLiteral("fire") } });
    QTest::newRow("range missing") << noRange << "rows[1].in-smoke.range"
                                   << "missing";

    QJsonObject badColumns = standardJson();
    badColumns.insert(QStringLiteral("columns"),
                      QJsonArray { QStringLiteral("normal"), QStringLiteral("smoke"),
                                   QStringLiteral("firefight") });
    QTest::newRow("column misnamed") << badColumns << "columns[1]"
                                     << "expected \"in-smoke\"";

    QJsonObject upsideDown = standardJson();
    upsideDown.insert(QStringLiteral("highest_row"), 2);
    QTest::newRow("highest row not above lowest") << upsideDown << "highest_row"
                                                  << "must be above lowest_row";

    QJsonObject noCharge = standardJson();
    noCharge.remove(QStringLiteral("charge"));
    QTest::newRow("charge missing") << noCharge << "charge"
                                    << "missing";

    QJsonObject badDistances = standardJson();
    QJsonObject charge = badDistances.value(QStringLiteral("charge")).toObject();
    charge.insert(QStringLiteral("distances"), QJsonArray { 4, 3, 3, 1 });
    badDistances.insert(QStringLiteral("charge"), charge);
    QTest::newRow("charge distances not closing") << badDistances << "charge.distances[2]"
                                                  << "each closer than the one before";

    QJsonObject farClose = standardJson();
    charge = farClose.value(QStringLiteral("charge")).toObject();
    charge.insert(QStringLiteral("close_action"), 3);
    farClose.insert(QStringLiteral("charge"), charge);
    QTest::newRow("close action beyond the last distance") << farClose << "charge.close_action"
                                                           << "must be from 1 to the last distance";

    QJsonObject badChargeColumn = standardJson();
    charge = badChargeColumn.value(QStringLiteral("charge")).toObject();
    charge.insert(QStringLiteral("columns"),
                  QJsonArray { QStringLiteral("normal"), QStringLiteral("fog") });
    badChargeColumn.insert(QStringLiteral("charge"), charge);
    QTest::newRow("charge column unknown") << badChargeColumn << "charge.columns[1]"
                                           << "expected one of";
}

void tst_FireDisciplineChart::malformed()
{
    QFETCH(QJsonObject, root);
    QFETCH(QString, entry);
    QFETCH(QString, message);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(FireDisciplineChart::fileName()));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(root).toJson());
    file.close();

    TableReader reader(FireDisciplineChart::fileName(), dir.path());
    const std::optional<QJsonObject> loaded = reader.load();
    QVERIFY(loaded);
    const std::optional<FireDisciplineChart> chart = FireDisciplineChart::fromJson(*loaded, reader);
    QVERIFY(!chart);
    QVERIFY(!reader.ok());
    QCOMPARE(reader.file(), FireDisciplineChart::fileName());
    QCOMPARE(reader.failedEntry(), entry);
    QVERIFY2(reader.failedMessage().contains(message), qPrintable(reader.failure().reason));
    QVERIFY(reader.failure().reason.startsWith(QStringLiteral("firediscipline.json: ") + entry));
}

void tst_FireDisciplineChart::brokenJsonFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(FireDisciplineChart::fileName()));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{ \"rows\": [ { \"row\": \"10+\", ");
    file.close();
    TableReader reader(FireDisciplineChart::fileName(), dir.path());
    QVERIFY(!reader.load());
    QCOMPARE(reader.file(), FireDisciplineChart::fileName());
    QVERIFY2(reader.failedMessage().contains(QStringLiteral("not valid JSON")),
             qPrintable(reader.failure().reason));
}

void tst_FireDisciplineChart::chargeProcedure()
{
    const FireDisciplineChart &chart = FireDisciplineChart::standard();
    QCOMPARE(chart.chargeDistances(), (QList<int> { 4, 3, 2, 1 }));
    QCOMPARE(chart.closeActionRange(), 1);
    QCOMPARE(
        chart.chargeSituations(),
        (QList<DisciplineSituation> { DisciplineSituation::Normal, DisciplineSituation::InSmoke }));
}

ADC_TEST_APPLESS_MAIN(tst_FireDisciplineChart)
#include "tst_firedisciplinechart.moc"
