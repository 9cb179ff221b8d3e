#include "core/common/rulings.h"
#include "core/fire/firechart.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;

namespace {
// The fire combat chart as docs/rules.md 3 prints it (seed 002, FIRE COMBAT CHART),
// transcribed here on its own so the table file is checked against it.
const char *const kColumns[10] = { "15+", "14", "13", "10-12", "7-9", "4-6", "3", "2", "1", "0" };
// A modified roll inside each column, left to right.
const int kRollInColumn[10] = { 15, 14, 13, 11, 8, 5, 3, 2, 1, 0 };
const char *const kStands[10] = { "half", "1", "2", "3", "4", "5", "6", "7", "8", "9" };
const int kTubes[10] = { 1, 2, 4, 6, 8, 10, 12, 0, 0, 0 };
const int kCells[10][10] = {
    { 1, 1, 0, 0, 0, 0, 0, 0, 0, 0 },    { 3, 3, 2, 2, 1, 0, 0, 0, 0, 0 },
    { 5, 4, 4, 3, 3, 2, 2, 1, 1, 0 },    { 6, 5, 5, 4, 4, 3, 3, 2, 2, 1 },
    { 7, 6, 6, 5, 5, 4, 4, 3, 3, 2 },    { 8, 7, 7, 6, 6, 5, 5, 4, 4, 3 },
    { 9, 8, 8, 7, 7, 6, 6, 5, 5, 4 },    { 10, 9, 9, 8, 8, 7, 7, 6, 6, 5 },
    { 11, 10, 10, 9, 9, 8, 8, 7, 7, 6 }, { 12, 11, 11, 10, 10, 9, 9, 8, 8, 7 },
};

Rulings extending(bool on)
{
    Rulings rulings;
    rulings.extendBeyondChart = on;
    return rulings;
}
} // namespace

class tst_FireChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void standardChart();
    void cell_data();
    void cell();
    void column_data();
    void column();
    void tubesRow_data();
    void tubesRow();
    void standsRow_data();
    void standsRow();
    void beyondChart_data();
    void beyondChart();
    void noRow_data();
    void noRow();
    void firingStands_data();
    void firingStands();
};

void tst_FireChart::standardChart()
{
    const FireChart &chart = FireChart::standard();
    QCOMPARE(chart.rowCount(), 10);
    QCOMPARE(chart.columnCount(), 10);
    QCOMPARE(chart.dieFaces(), 10);
    QCOMPARE(chart.castingsPerStand(), 3);
    for (int c = 0; c < 10; ++c)
        QCOMPARE(chart.columnLabel(c), QString::fromLatin1(kColumns[c]));
    for (int r = 0; r < 10; ++r) {
        QCOMPARE(chart.standsName(r), QString::fromLatin1(kStands[r]));
        QCOMPARE(chart.tubes(r), kTubes[r]);
    }
}

void tst_FireChart::cell_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("steps");
    for (int r = 0; r < 10; ++r) {
        for (int c = 0; c < 10; ++c) {
            const QByteArray name = QByteArray(kStands[r]) + " stands"
                + (kTubes[r] ? " / " + QByteArray::number(kTubes[r]) + " tubes" : QByteArray())
                + ", column " + kColumns[c] + ": " + QByteArray::number(kCells[r][c]) + " steps";
            QTest::newRow(name.constData()) << r << c << kCells[r][c];
        }
    }
}

// Every cell, read both as printed and through the lookups a fire uses:
// the stands row, the tubes row where there is one, and a roll in the column.
void tst_FireChart::cell()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(int, steps);
    const FireChart &chart = FireChart::standard();
    const Rulings rulings;
    QCOMPARE(chart.cell(row, column), steps);

    const int col = chart.columnFor(kRollInColumn[column]);
    QCOMPARE(chart.columnLabel(col), QString::fromLatin1(kColumns[column]));

    const double stands = row == 0 ? 0.5 : row;
    const std::optional<FireChart::Row> byStands = chart.rowForStands(stands, rulings);
    QVERIFY(byStands);
    QCOMPARE(byStands->name, QString::fromLatin1(kStands[row]));
    QCOMPARE(byStands->extraSteps, 0);
    QVERIFY(byStands->note.isEmpty());
    QCOMPARE(chart.steps(*byStands, col), steps);

    if (kTubes[row]) {
        const std::optional<FireChart::Row> byTubes = chart.rowForTubes(kTubes[row], rulings);
        QVERIFY(byTubes);
        QCOMPARE(byTubes->name, QString::number(kTubes[row]));
        QCOMPARE(chart.steps(*byTubes, col), steps);
    }
}

void tst_FireChart::column_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<QString>("column");
    const auto label = [](int roll) {
        if (roll <= 0)
            return QStringLiteral("0");
        if (roll >= 15)
            return QStringLiteral("15+");
        if (roll >= 10 && roll <= 12)
            return QStringLiteral("10-12");
        if (roll >= 7 && roll <= 9)
            return QStringLiteral("7-9");
        if (roll >= 4 && roll <= 6)
            return QStringLiteral("4-6");
        return QString::number(roll);
    };
    for (int roll = -5; roll <= 20; ++roll) {
        const QByteArray name
            = "modified roll " + QByteArray::number(roll) + " reads " + label(roll).toLatin1();
        QTest::newRow(name.constData()) << roll << label(roll);
    }
}

void tst_FireChart::column()
{
    QFETCH(int, roll);
    QFETCH(QString, column);
    const FireChart &chart = FireChart::standard();
    QCOMPARE(chart.columnLabel(chart.columnFor(roll)), column);
}

void tst_FireChart::tubesRow_data()
{
    QTest::addColumn<int>("tubes");
    QTest::addColumn<QString>("row");
    QTest::addColumn<int>("extra");
    QTest::addColumn<bool>("noted");
    QTest::newRow("1 tube reads the 1 row") << 1 << "1" << 0 << false;
    QTest::newRow("2 tubes read the 2 row") << 2 << "2" << 0 << false;
    QTest::newRow("3 tubes read the 2 row") << 3 << "2" << 0 << false;
    QTest::newRow("4 tubes read the 4 row") << 4 << "4" << 0 << false;
    QTest::newRow("5 tubes read the 4 row") << 5 << "4" << 0 << false;
    QTest::newRow("6 tubes read the 6 row") << 6 << "6" << 0 << false;
    QTest::newRow("7 tubes read the 6 row") << 7 << "6" << 0 << false;
    QTest::newRow("8 tubes read the 8 row") << 8 << "8" << 0 << false;
    QTest::newRow("9 tubes read the 8 row") << 9 << "8" << 0 << false;
    QTest::newRow("10 tubes read the 10 row") << 10 << "10" << 0 << false;
    QTest::newRow("11 tubes read the 10 row") << 11 << "10" << 0 << false;
    QTest::newRow("12 tubes read the 12 row") << 12 << "12" << 0 << false;
    QTest::newRow("13 tubes read the 12 row") << 13 << "12" << 0 << false;
    QTest::newRow("14 tubes: 12 row +1 step") << 14 << "14" << 1 << true;
    QTest::newRow("15 tubes: 12 row +1 step") << 15 << "14" << 1 << true;
    QTest::newRow("16 tubes: 12 row +2 steps") << 16 << "16" << 2 << true;
    QTest::newRow("24 tubes: 12 row +6 steps") << 24 << "24" << 6 << true;
}

void tst_FireChart::tubesRow()
{
    QFETCH(int, tubes);
    QFETCH(QString, row);
    QFETCH(int, extra);
    QFETCH(bool, noted);
    const FireChart &chart = FireChart::standard();
    const std::optional<FireChart::Row> read = chart.rowForTubes(tubes, extending(true));
    QVERIFY(read);
    QCOMPARE(read->name, row);
    QCOMPARE(read->extraSteps, extra);
    QCOMPARE(!read->note.isEmpty(), noted);
    if (noted)
        QVERIFY(read->note.contains(QString::number(tubes) + QStringLiteral(" tubes")));
    // Every column grows by the same steps, the bottom one included.
    const int base = read->index;
    for (int c = 0; c < chart.columnCount(); ++c)
        QCOMPARE(chart.steps(*read, c), chart.cell(base, c) + extra);
}

void tst_FireChart::standsRow_data()
{
    QTest::addColumn<double>("stands");
    QTest::addColumn<QString>("row");
    QTest::newRow("0.5 stands is half") << 0.5 << "half";
    for (int s = 1; s <= 9; ++s) {
        const QByteArray name
            = QByteArray::number(s) + " stands read the " + QByteArray::number(s) + " row";
        QTest::newRow(name.constData()) << double(s) << QString::number(s);
    }
}

void tst_FireChart::standsRow()
{
    QFETCH(double, stands);
    QFETCH(QString, row);
    const std::optional<FireChart::Row> read
        = FireChart::standard().rowForStands(stands, Rulings());
    QVERIFY(read);
    QCOMPARE(read->name, row);
    QCOMPARE(read->extraSteps, 0);
}

void tst_FireChart::beyondChart_data()
{
    QTest::addColumn<bool>("tubes");
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("extend");
    QTest::addColumn<QString>("row");
    QTest::addColumn<int>("extra");
    QTest::newRow("10 stands, extended: 9 row +1") << false << 10 << true << "10" << 1;
    QTest::newRow("11 stands, extended: 9 row +2") << false << 11 << true << "11" << 2;
    QTest::newRow("12 stands, extended: 9 row +3") << false << 12 << true << "12" << 3;
    QTest::newRow("10 stands, ruling off: top row") << false << 10 << false << "9" << 0;
    QTest::newRow("11 stands, ruling off: top row") << false << 11 << false << "9" << 0;
    QTest::newRow("12 stands, ruling off: top row") << false << 12 << false << "9" << 0;
    QTest::newRow("14 tubes, extended: 12 row +1") << true << 14 << true << "14" << 1;
    QTest::newRow("16 tubes, extended: 12 row +2") << true << 16 << true << "16" << 2;
    QTest::newRow("14 tubes, ruling off: 12 row") << true << 14 << false << "12" << 0;
    QTest::newRow("16 tubes, ruling off: 12 row") << true << 16 << false << "12" << 0;
}

void tst_FireChart::beyondChart()
{
    QFETCH(bool, tubes);
    QFETCH(int, count);
    QFETCH(bool, extend);
    QFETCH(QString, row);
    QFETCH(int, extra);
    const FireChart &chart = FireChart::standard();
    const std::optional<FireChart::Row> read = tubes ? chart.rowForTubes(count, extending(extend))
                                                     : chart.rowForStands(count, extending(extend));
    QVERIFY(read);
    QCOMPARE(read->name, row);
    QCOMPARE(read->extraSteps, extra);
    // The result says it went beyond the chart, either way.
    QVERIFY(read->note.contains(QStringLiteral("beyond the chart")));
    QCOMPARE(read->note.contains(QStringLiteral("“Extend the fire chart” is off")), !extend);
    const int top = tubes ? 6 : 9;
    QCOMPARE(read->index, top);
    for (int c = 0; c < 10; ++c)
        QCOMPARE(chart.steps(*read, c), kCells[top][c] + extra);
}

void tst_FireChart::noRow_data()
{
    QTest::addColumn<bool>("tubes");
    QTest::addColumn<double>("count");
    QTest::newRow("0 stands") << false << 0.0;
    QTest::newRow("0.25 stands") << false << 0.25;
    QTest::newRow("1.5 stands") << false << 1.5;
    QTest::newRow("-1 stands") << false << -1.0;
    QTest::newRow("0 tubes") << true << 0.0;
    QTest::newRow("-2 tubes") << true << -2.0;
}

void tst_FireChart::noRow()
{
    QFETCH(bool, tubes);
    QFETCH(double, count);
    const FireChart &chart = FireChart::standard();
    if (tubes)
        QVERIFY(!chart.rowForTubes(int(count), Rulings()));
    else
        QVERIFY(!chart.rowForStands(count, Rulings()));
}

void tst_FireChart::firingStands_data()
{
    QTest::addColumn<int>("castings");
    QTest::addColumn<double>("stands");
    QTest::newRow("0 castings cannot fire") << 0 << 0.0;
    QTest::newRow("1 casting fires as half") << 1 << 0.5;
    QTest::newRow("2 castings fire as half") << 2 << 0.5;
    QTest::newRow("3 castings: 1 stand") << 3 << 1.0;
    QTest::newRow("5 castings: 1 stand") << 5 << 1.0;
    QTest::newRow("6 castings: 2 stands") << 6 << 2.0;
    QTest::newRow("8 castings: 2 stands") << 8 << 2.0;
    QTest::newRow("12 castings: 4 stands") << 12 << 4.0;
    QTest::newRow("13 castings: 4 stands") << 13 << 4.0;
    QTest::newRow("27 castings: 9 stands") << 27 << 9.0;
    QTest::newRow("31 castings: 10 stands") << 31 << 10.0;
}

void tst_FireChart::firingStands()
{
    QFETCH(int, castings);
    QFETCH(double, stands);
    QCOMPARE(FireChart::standard().firingStands(castings), stands);
}

ADC_TEST_APPLESS_MAIN(tst_FireChart)
#include "tst_firechart.moc"
