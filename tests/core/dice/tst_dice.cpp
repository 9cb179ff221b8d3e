#include "core/dice/dicedistribution.h"
#include "core/dice/diceexpression.h"
#include "core/dice/diceroll.h"
#include "core/dice/diceroller.h"
#include "core/dice/scriptedrandom.h"
#include "core/dice/seededrandom.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QtTest>

#include <functional>
#include <map>

using namespace Adc;

namespace {

// Every total of an expression by enumerating every combination of faces:
// the count of ways to roll each total, and the number of combinations.
std::map<int, qint64> enumerate(const DiceExpression &expression, qint64 *combinations)
{
    QList<int> sides;
    QList<int> signs;
    for (const DiceExpression::Term &term : expression.terms()) {
        if (term.isConstant())
            continue;
        for (int i = 0; i < term.count; ++i) {
            sides << term.sides;
            signs << (term.negative ? -1 : 1);
        }
    }
    std::map<int, qint64> counts;
    *combinations = 0;
    std::function<void(int, int)> walk = [&](int die, int sum) {
        if (die == sides.size()) {
            ++counts[sum + expression.constant()];
            ++*combinations;
            return;
        }
        for (int face = 1; face <= sides.at(die); ++face)
            walk(die + 1, sum + signs.at(die) * face);
    };
    walk(0, 0);
    return counts;
}

// The exact number of ways n dice of s sides make each sum (n to n*s), in
// whole numbers; fits 64 bits while s^n does.
QList<quint64> exactCounts(int n, int s)
{
    QList<quint64> counts { 1 };
    for (int die = 0; die < n; ++die) {
        QList<quint64> next(counts.size() + s - 1, 0);
        for (int i = 0; i < counts.size(); ++i) {
            for (int face = 0; face < s; ++face)
                next[i + face] += counts.at(i);
        }
        counts = next;
    }
    return counts;
}

// The expression; an empty one, and the test failed, when it does not parse.
DiceExpression parsed(const QString &text)
{
    const Result<DiceExpression> result = DiceExpression::parse(text);
    if (!result.ok()) {
        ADC_FAIL(result.error());
        return DiceExpression();
    }
    return *result;
}

} // namespace

class tst_Dice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parseGood_data();
    void parseGood();
    void parseBad_data();
    void parseBad();
    void builder();

    void distribution_data();
    void distribution();
    void largeDistribution_data();
    void largeDistribution();
    void hugeDistribution();
    void emptyDistribution();
    void meanWithoutDistribution_data();
    void meanWithoutDistribution();
    void oddsWorkGrows();

    void seededReproducible();
    void seededFair();
    void seededDefaultSeedReplays();
    void scripted();

    void fromFaces_data();
    void fromFaces();
    void rollerOrder();
    void rollerOnSeed();
};

void tst_Dice::parseGood_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<int>("minimum");
    QTest::addColumn<int>("maximum");
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("terms");

    QTest::newRow("1d10") << "1d10"
                          << "1d10" << 1 << 10 << 1 << 1;
    QTest::newRow("2d6+1") << "2d6+1"
                           << "2d6+1" << 3 << 13 << 2 << 2;
    QTest::newRow("d12-1, count left out") << "d12-1"
                                           << "1d12-1" << 0 << 11 << 1 << 2;
    QTest::newRow("3d6") << "3d6"
                         << "3d6" << 3 << 18 << 3 << 1;
    QTest::newRow("2d6+1d4-2") << "2d6+1d4-2"
                               << "2d6+1d4-2" << 1 << 14 << 3 << 3;
    QTest::newRow("whitespace everywhere") << "  2d6 +\t1d4 - 2 "
                                           << "2d6+1d4-2" << 1 << 14 << 3 << 3;
    QTest::newRow("capital D") << "2D6"
                               << "2d6" << 2 << 12 << 2 << 1;
    QTest::newRow("subtracted die") << "2d6-1d4"
                                    << "2d6-1d4" << -2 << 11 << 3 << 2;
    QTest::newRow("constant first") << "1+d6"
                                    << "1+1d6" << 2 << 7 << 1 << 2;
    QTest::newRow("plus zero") << "2d6+0"
                               << "2d6+0" << 2 << 12 << 2 << 2;
    QTest::newRow("100 dice") << "100d6"
                              << "100d6" << 100 << 600 << 100 << 1;
    QTest::newRow("1000 sides") << "1d1000"
                                << "1d1000" << 1 << 1000 << 1 << 1;
    QTest::newRow("d2") << "d2"
                        << "1d2" << 1 << 2 << 1 << 1;
    QTest::newRow("leading zeros") << "02d06"
                                   << "2d6" << 2 << 12 << 2 << 1;
    QTest::newRow("1d10+1000") << "1d10+1000"
                               << "1d10+1000" << 1001 << 1010 << 1 << 2;
}

void tst_Dice::parseGood()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    QFETCH(int, minimum);
    QFETCH(int, maximum);
    QFETCH(int, dice);
    QFETCH(int, terms);

    const Result<DiceExpression> result = DiceExpression::parse(text);
    QVERIFY2(result.ok(), qPrintable(result.error()));
    QVERIFY(result.error().isEmpty());
    QCOMPARE(DiceExpression::errorPosition(text), -1);
    QCOMPARE(result->toString(), canonical);
    QCOMPARE(result->minimum(), minimum);
    QCOMPARE(result->maximum(), maximum);
    QCOMPARE(result->diceCount(), dice);
    QCOMPARE(result->terms().size(), terms);
    // The canonical spelling reads back as the same expression.
    const Result<DiceExpression> again = DiceExpression::parse(canonical);
    QVERIFY(again.ok());
    QCOMPARE(*again, *result);
}

void tst_Dice::parseBad_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("position");
    QTest::addColumn<QString>("message");

    QTest::newRow("empty") << "" << 0 << "\"\" at 1: empty dice expression";
    QTest::newRow("only spaces") << "   " << 3 << "empty dice expression";
    QTest::newRow("d1") << "d1" << 1 << "\"d1\" at 2: a die has 2 to 1000 sides, not 1";
    QTest::newRow("d0") << "d0" << 1 << "a die has 2 to 1000 sides, not 0";
    QTest::newRow("1d1001") << "1d1001" << 2 << "not 1001";
    QTest::newRow("0d6") << "0d6" << 0
                         << "\"0d6\" at 1: the number of dice must be 1 to 100, not 0";
    QTest::newRow("101d6") << "101d6" << 0 << "the number of dice must be 1 to 100, not 101";
    QTest::newRow("huge count") << "99999999999d6" << 0 << "not 99999999999";
    QTest::newRow("2d, no sides") << "2d" << 2
                                  << "\"2d\" at 3: expected the number of sides after 'd'";
    QTest::newRow("2dx") << "2dx" << 2 << "expected the number of sides after 'd'";
    QTest::newRow("lone +") << "+" << 0 << "\"+\" at 1: expected a number or a die";
    QTest::newRow("leading minus") << "-1+2d6" << 0 << "expected a number or a die";
    QTest::newRow("d6+, nothing after the sign")
        << "d6+" << 3 << "\"d6+\" at 4: expected a number or a die";
    QTest::newRow("2d6+x") << "2d6+x" << 4 << "\"2d6+x\" at 5: expected a number or a die";
    QTest::newRow("2d6++1") << "2d6++1" << 4 << "at 5: expected a number or a die";
    QTest::newRow("trailing garbage")
        << "2d6x" << 3 << "\"2d6x\" at 4: expected + or - or the end, not 'x'";
    QTest::newRow("two terms without a sign")
        << "2d6 1" << 4 << "at 5: expected + or - or the end, not '1'";
    QTest::newRow("no die at all") << "5" << 0 << "no die to roll";
    QTest::newRow("only constants") << "1+2" << 0 << "no die to roll";
    QTest::newRow("more than 100 dice in all")
        << "60d6+41d6" << 5 << "at 6: more than 100 dice in all";
    QTest::newRow("constant above 1000") << "1d6+1001" << 4 << "the constant 1001 is above 1000";
    QTest::newRow("constants above 1000 in all")
        << "1d6+600+600" << 8 << "the constants add up to more than 1000";
    QTest::newRow("non-ASCII digit")
        << QString::fromUtf8("2d\u0666") << 2 << "expected the number of sides";
}

void tst_Dice::parseBad()
{
    QFETCH(QString, text);
    QFETCH(int, position);
    QFETCH(QString, message);

    const Result<DiceExpression> result = DiceExpression::parse(text);
    QVERIFY(!result.ok());
    QCOMPARE(DiceExpression::errorPosition(text), position);
    QVERIFY2(result.error().contains(message), qPrintable(result.error()));
    // The message names the text and the 1-based column.
    QVERIFY2(result.error().startsWith(QLatin1Char('"') + text
                                       + QStringLiteral("\" at %1: ").arg(position + 1)),
             qPrintable(result.error()));
}

void tst_Dice::builder()
{
    QCOMPARE(DiceExpression::dice(2, 6, 1).toString(), QStringLiteral("2d6+1"));
    QCOMPARE(DiceExpression::dice(2, 6, -1).toString(), QStringLiteral("2d6-1"));
    QCOMPARE(DiceExpression::dice(1, 10).toString(), QStringLiteral("1d10"));
    QCOMPARE(DiceExpression::dice(2, 6, -1), parsed(QStringLiteral("2d6-1")));
    QCOMPARE(DiceExpression::dice(2, 6, -1).constant(), -1);
    QVERIFY(DiceExpression().isEmpty());
}

void tst_Dice::distribution_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("1d10") << "1d10";
    QTest::newRow("2d6") << "2d6";
    QTest::newRow("3d6") << "3d6";
    QTest::newRow("2d6+1") << "2d6+1";
    QTest::newRow("2d6-1") << "2d6-1";
    QTest::newRow("d12-1") << "d12-1";
    QTest::newRow("2d6+1d4-2") << "2d6+1d4-2";
    QTest::newRow("2d6-1d4") << "2d6-1d4";
    QTest::newRow("1d20-1d8+3") << "1d20-1d8+3";
    QTest::newRow("5d6") << "5d6";
    QTest::newRow("4d10") << "4d10";
    QTest::newRow("1d2+1d3+1d5+1d7") << "1d2+1d3+1d5+1d7";
}

void tst_Dice::distribution()
{
    QFETCH(QString, text);
    const DiceExpression expression = parsed(text);
    const DiceDistribution distribution(expression);

    qint64 combinations = 0;
    const std::map<int, qint64> counts = enumerate(expression, &combinations);
    QCOMPARE(distribution.minimum(), counts.begin()->first);
    QCOMPARE(distribution.maximum(), counts.rbegin()->first);
    QCOMPARE(distribution.minimum(), expression.minimum());
    QCOMPARE(distribution.maximum(), expression.maximum());

    double sum = 0.0;
    double mean = 0.0;
    for (const DiceDistribution::Entry &entry : distribution.entries()) {
        const auto found = counts.find(entry.total);
        const double expected = found == counts.end() ? 0.0 : double(found->second) / combinations;
        QVERIFY2(qAbs(entry.probability - expected) < 1e-15,
                 qPrintable(QStringLiteral("total %1: %2 != %3")
                                .arg(entry.total)
                                .arg(entry.probability)
                                .arg(expected)));
        QCOMPARE(distribution.probability(entry.total), entry.probability);
        sum += entry.probability;
        mean += entry.total * expected;
    }
    QVERIFY(qAbs(sum - 1.0) < 1e-12);
    QVERIFY(qAbs(distribution.mean() - mean) < 1e-9);

    // Tails and out-of-range totals.
    QCOMPARE(distribution.probability(distribution.minimum() - 1), 0.0);
    QCOMPARE(distribution.probability(distribution.maximum() + 1), 0.0);
    QVERIFY(qAbs(distribution.atLeast(distribution.minimum()) - 1.0) < 1e-12);
    QVERIFY(qAbs(distribution.atMost(distribution.maximum()) - 1.0) < 1e-12);
    QCOMPARE(distribution.atLeast(distribution.maximum() + 1), 0.0);
    QCOMPARE(distribution.atMost(distribution.minimum() - 1), 0.0);
    QVERIFY(qAbs(distribution.atLeast(distribution.maximum() + 100) - 0.0) < 1e-15);
    QVERIFY(qAbs(distribution.atMost(distribution.maximum() + 100) - 1.0) < 1e-12);
    for (int total = distribution.minimum(); total <= distribution.maximum(); ++total) {
        qint64 atLeast = 0;
        qint64 atMost = 0;
        for (const auto &[value, count] : counts) {
            if (value >= total)
                atLeast += count;
            if (value <= total)
                atMost += count;
        }
        QVERIFY(qAbs(distribution.atLeast(total) - double(atLeast) / combinations) < 1e-12);
        QVERIFY(qAbs(distribution.atMost(total) - double(atMost) / combinations) < 1e-12);
    }
}

void tst_Dice::largeDistribution_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("sides");
    QTest::newRow("20d6") << 20 << 6;
    QTest::newRow("10d10") << 10 << 10;
    QTest::newRow("15d12") << 15 << 12;
    // Large enough that the last dice are added with running sums.
    QTest::newRow("6d1000") << 6 << 1000;
}

void tst_Dice::largeDistribution()
{
    QFETCH(int, count);
    QFETCH(int, sides);
    const DiceDistribution distribution(DiceExpression::dice(count, sides));
    const QList<quint64> counts = exactCounts(count, sides);
    long double combinations = 1;
    for (int i = 0; i < count; ++i)
        combinations *= sides;

    QCOMPARE(distribution.minimum(), count);
    QCOMPARE(distribution.maximum(), count * sides);
    QCOMPARE(qsizetype(distribution.entries().size()), counts.size());
    double sum = 0.0;
    for (int i = 0; i < counts.size(); ++i) {
        const double expected = double(counts.at(i) / combinations);
        const double got = distribution.probability(count + i);
        sum += got;
        // Relative accuracy everywhere, down to the one-in-6^20 tails.
        QVERIFY2(
            qAbs(got - expected) <= 1e-9 * expected + 1e-300,
            qPrintable(QStringLiteral("total %1: %2 != %3").arg(count + i).arg(got).arg(expected)));
    }
    QVERIFY(qAbs(sum - 1.0) < 1e-9);
    QVERIFY(qAbs(distribution.mean() - count * (sides + 1) / 2.0) < 1e-6 * count * sides);
}

void tst_Dice::hugeDistribution()
{
    // The largest expression a user may type is still exact enough to
    // sum to one and keep its mean and symmetry.
    QElapsedTimer timer;
    timer.start();
    const DiceDistribution distribution(parsed(QStringLiteral("100d1000")));
    QCOMPARE(distribution.minimum(), 100);
    QCOMPARE(distribution.maximum(), 100000);
    double sum = 0.0;
    for (double p : distribution.probabilities()) {
        QVERIFY(p >= 0.0);
        sum += p;
    }
    QVERIFY(qAbs(sum - 1.0) < 1e-9);
    QVERIFY(qAbs(distribution.mean() - 50050.0) < 1e-3);
    QVERIFY(qAbs(distribution.probability(50049) - distribution.probability(50051)) < 1e-9);
    QVERIFY(qAbs(distribution.atMost(50049) - distribution.atLeast(50051)) < 1e-9);
    qInfo("100d1000 in %lld ms", timer.elapsed());
}

void tst_Dice::emptyDistribution()
{
    const DiceDistribution distribution { DiceExpression() };
    QVERIFY(distribution.isEmpty());
    QCOMPARE(distribution.probability(0), 0.0);
    QCOMPARE(distribution.atLeast(0), 0.0);
    QCOMPARE(distribution.atMost(0), 0.0);
    QVERIFY(distribution.entries().isEmpty());
}

void tst_Dice::seededReproducible()
{
    SeededRandom first(20240611);
    SeededRandom second(20240611);
    SeededRandom other(20240612);
    QList<int> a;
    QList<int> b;
    QList<int> c;
    for (int i = 0; i < 1000; ++i) {
        const int sides = 2 + i % 19;
        a << first.roll(sides);
        b << second.roll(sides);
        c << other.roll(sides);
        QVERIFY(a.last() >= 1 && a.last() <= sides);
    }
    QCOMPARE(a, b);
    QVERIFY(a != c);
    QCOMPARE(first.seed(), quint64(20240611));

    // Reseeding starts the same sequence again.
    first.reseed(20240611);
    QList<int> again;
    for (int i = 0; i < 1000; ++i)
        again << first.roll(2 + i % 19);
    QCOMPARE(again, a);
}

void tst_Dice::seededFair()
{
    SeededRandom random(7);
    const int rolls = 60000;
    QList<int> seen(7, 0);
    for (int i = 0; i < rolls; ++i)
        ++seen[random.roll(6)];
    QCOMPARE(seen.at(0), 0);
    for (int face = 1; face <= 6; ++face)
        QVERIFY2(qAbs(seen.at(face) - rolls / 6) < rolls / 6 / 20,
                 qPrintable(QString::number(seen.at(face))));
    // A d1000 reaches its top face and its bottom face.
    bool top = false;
    bool bottom = false;
    for (int i = 0; i < 20000; ++i) {
        const int face = random.roll(1000);
        QVERIFY(face >= 1 && face <= 1000);
        top = top || face == 1000;
        bottom = bottom || face == 1;
    }
    QVERIFY(top && bottom);
}

void tst_Dice::seededDefaultSeedReplays()
{
    SeededRandom random;
    SeededRandom replay(random.seed());
    for (int i = 0; i < 100; ++i)
        QCOMPARE(random.roll(10), replay.roll(10));
}

void tst_Dice::scripted()
{
    ScriptedRandom script({ 3, 5, 1 });
    QCOMPARE(script.remaining(), 3);
    QCOMPARE(script.roll(6), 3);
    QCOMPARE(script.roll(6), 5);
    QVERIFY(script.ok());
    QCOMPARE(script.used(), 2);
    QCOMPARE(script.roll(6), 1);
    QCOMPARE(script.remaining(), 0);
    QCOMPARE(script.roll(6), 1);
    QVERIFY(!script.ok());
    QVERIFY2(script.error().contains(QStringLiteral("no face left for die 4")),
             qPrintable(script.error()));
    QCOMPARE(script.remaining(), 0);

    ScriptedRandom bad({ 7 });
    QCOMPARE(bad.roll(6), 1);
    QVERIFY(!bad.ok());
    QVERIFY2(bad.error().contains(QStringLiteral("die 1 shows 7, which a d6 cannot show")),
             qPrintable(bad.error()));

    ScriptedRandom appended;
    appended.append({ 4 });
    QCOMPARE(appended.roll(4), 4);
    QVERIFY(appended.ok());
}

void tst_Dice::fromFaces_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<int>("total");
    QTest::addColumn<QString>("error");

    QTest::newRow("2d6+1") << "2d6+1" << QList<int> { 3, 5 } << 9 << QString();
    QTest::newRow("1d10") << "1d10" << QList<int> { 10 } << 10 << QString();
    QTest::newRow("d12-1") << "d12-1" << QList<int> { 1 } << 0 << QString();
    QTest::newRow("2d6+1d4-2") << "2d6+1d4-2" << QList<int> { 6, 6, 4 } << 14 << QString();
    QTest::newRow("2d6-1d4") << "2d6-1d4" << QList<int> { 1, 1, 4 } << -2 << QString();
    QTest::newRow("too few faces")
        << "2d6+1" << QList<int> { 3 } << 0 << "2d6+1 needs 2 face(s), 1 given";
    QTest::newRow("too many faces")
        << "1d10" << QList<int> { 3, 4 } << 0 << "1d10 needs 1 face(s), 2 given";
    QTest::newRow("no faces") << "3d6" << QList<int> {} << 0 << "3d6 needs 3 face(s), 0 given";
    QTest::newRow("face 7 on a d6")
        << "2d6" << QList<int> { 3, 7 } << 0 << "face 2 is 7, which a d6 cannot show (1 to 6)";
    QTest::newRow("face 0") << "1d10" << QList<int> { 0 } << 0
                            << "face 1 is 0, which a d10 cannot show (1 to 10)";
    QTest::newRow("d4 face 5 in the second group")
        << "2d6+1d4" << QList<int> { 6, 6, 5 } << 0
        << "face 3 is 5, which a d4 cannot show (1 to 4)";
    QTest::newRow("negative face") << "1d6" << QList<int> { -1 } << 0 << "face 1 is -1";
}

void tst_Dice::fromFaces()
{
    QFETCH(QString, text);
    QFETCH(QList<int>, faces);
    QFETCH(int, total);
    QFETCH(QString, error);

    const Result<DiceRoll> roll = DiceRoll::fromFaces(parsed(text), faces);
    if (!error.isEmpty()) {
        QVERIFY(!roll);
        QVERIFY2(roll.error().contains(error), qPrintable(roll.error()));
        return;
    }
    QVERIFY2(roll, qPrintable(roll.error()));
    QCOMPARE(roll->total(), total);
    QCOMPARE(roll->faces(), faces);
    QCOMPARE(roll->expression().toString(), parsed(text).toString());
    QCOMPARE(roll->facesByTerm().size(), roll->expression().terms().size());
}

void tst_Dice::rollerOrder()
{
    ScriptedRandom script({ 2, 5, 3 });
    DiceRoller roller(script);
    const DiceRoll roll = roller.roll(parsed(QStringLiteral("2d6-1+1d4")));
    QVERIFY(script.ok());
    QCOMPARE(roll.total(), 2 + 5 - 1 + 3);
    QCOMPARE(roll.facesByTerm(), (QList<QList<int>> { { 2, 5 }, {}, { 3 } }));
    QCOMPARE(roll.toString(), QStringLiteral("2d6-1+1d4: 2+5-1+3 = 9"));
}

void tst_Dice::rollerOnSeed()
{
    const DiceExpression dice = parsed(QStringLiteral("3d6+1"));
    SeededRandom first(99);
    SeededRandom second(99);
    for (int i = 0; i < 200; ++i) {
        const DiceRoll a = DiceRoller::roll(dice, first);
        const DiceRoll b = DiceRoller::roll(dice, second);
        QCOMPARE(a.faces(), b.faces());
        QCOMPARE(a.total(), b.total());
        QVERIFY(a.total() >= dice.minimum() && a.total() <= dice.maximum());
        // The faces rebuild the same roll.
        const Result<DiceRoll> rebuilt = DiceRoll::fromFaces(dice, a.faces());
        QVERIFY2(rebuilt, qPrintable(rebuilt.error()));
        QCOMPARE(rebuilt->total(), a.total());
    }
}

void tst_Dice::meanWithoutDistribution_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("1d10") << QStringLiteral("1d10");
    QTest::newRow("2d6+1") << QStringLiteral("2d6+1");
    QTest::newRow("d12-1") << QStringLiteral("d12-1");
    QTest::newRow("3d6-1d4+2") << QStringLiteral("3d6-1d4+2");
}

void tst_Dice::meanWithoutDistribution()
{
    // The tray shows the mean of dice too many to chart: it must be the
    // distribution's mean.
    QFETCH(QString, text);
    const DiceExpression dice = parsed(text);
    QVERIFY(qAbs(dice.mean() - DiceDistribution(dice).mean()) < 1e-9);
}

void tst_Dice::oddsWorkGrows()
{
    QCOMPARE(DiceExpression().oddsWork(), 0.0);
    // A constant is no work.
    QCOMPARE(parsed(QStringLiteral("1d6+5")).oddsWork(), parsed(QStringLiteral("1d6")).oddsWork());
    QVERIFY(parsed(QStringLiteral("1d6")).oddsWork() > 0);
    QVERIFY(parsed(QStringLiteral("2d6")).oddsWork() > parsed(QStringLiteral("1d6")).oddsWork());
    // 100d1000 is far beyond what the tray works out while the umpire types.
    QVERIFY(parsed(QStringLiteral("100d1000")).oddsWork() > 2e7);
}

ADC_TEST_APPLESS_MAIN(tst_Dice)
#include "tst_dice.moc"
