#include "core/dice/dicedistribution.h"
#include "core/dice/diceexpression.h"
#include "core/dice/scriptedrandom.h"
#include "core/discipline/chargediscipline.h"
#include "core/discipline/disciplinetesting.h"
#include "core/discipline/firedisciplinechart.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QtTest>

#include <map>

using namespace Adc;

namespace {

using AdcTest::parsed;

} // namespace

class tst_ChargeDiscipline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resolve_data();
    void resolve();
    void steps();
    void tooFewRolls_data();
    void tooFewRolls();
    void firefightIsNotACharge();
    void rolledOnTheSource();
    void rolledAfterGivenRolls();
    void odds_data();
    void odds();
    void oddsFor2d6ByHand();
    void oddsRefusesFirefight();

private:
    static void normalRows();
    static void inSmokeRows();
};

// docs/rules.md 2: roll at 4", 3", 2", 1" until the first result other than free;
// fire at min(d, N) (d without a range); FF also enters firefight status;
// passing all four fires at close action (1").
void tst_ChargeDiscipline::resolve_data()
{
    QTest::addColumn<DisciplineSituation>("situation");
    QTest::addColumn<QList<int>>("rolls");
    QTest::addColumn<int>("firesAt");
    QTest::addColumn<bool>("firefight");
    QTest::addColumn<int>("rollsUsed");
    QTest::addColumn<bool>("closeAction");
    normalRows();
    inSmokeRows();
}

void tst_ChargeDiscipline::normalRows()
{
    const DisciplineSituation N = DisciplineSituation::Normal;

    // Normal column, failing at 4".
    QTest::newRow("normal, 7 at 4\": 1\" fire, min(4, 1) = 1")
        << N << QList<int> { 7 } << 1 << false << 1 << false;
    QTest::newRow("normal, 6 at 4\": 2\" fire, min(4, 2) = 2")
        << N << QList<int> { 6 } << 2 << false << 1 << false;
    QTest::newRow("normal, 5 at 4\": 4\" fire, min(4, 4) = 4")
        << N << QList<int> { 5 } << 4 << false << 1 << false;
    QTest::newRow("normal, 4 at 4\": 1\" FF") << N << QList<int> { 4 } << 1 << true << 1 << false;
    QTest::newRow("normal, 3 at 4\": 2\" FF") << N << QList<int> { 3 } << 2 << true << 1 << false;
    QTest::newRow("normal, 2 at 4\": 4\" FF") << N << QList<int> { 2 } << 4 << true << 1 << false;
    QTest::newRow("normal, -3 at 4\": reads 2-, 4\" FF")
        << N << QList<int> { -3 } << 4 << true << 1 << false;
    // Failing at 3".
    QTest::newRow("normal, CLI example 9 6: 2\" fire at 3\"")
        << N << QList<int> { 9, 6, 8, 5 } << 2 << false << 2 << false;
    QTest::newRow("normal, 5 at 3\": 4\" fire, min(3, 4) = 3")
        << N << QList<int> { 9, 5 } << 3 << false << 2 << false;
    QTest::newRow("normal, 7 at 3\": 1\" fire")
        << N << QList<int> { 10, 7 } << 1 << false << 2 << false;
    QTest::newRow("normal, 2 at 3\": 4\" FF, min(3, 4) = 3")
        << N << QList<int> { 8, 2 } << 3 << true << 2 << false;
    QTest::newRow("normal, 3 at 3\": 2\" FF")
        << N << QList<int> { 8, 3 } << 2 << true << 2 << false;
    // Failing at 2".
    QTest::newRow("normal, 5 at 2\": 4\" fire, min(2, 4) = 2")
        << N << QList<int> { 8, 10, 5 } << 2 << false << 3 << false;
    QTest::newRow("normal, 6 at 2\": 2\" fire")
        << N << QList<int> { 8, 10, 6 } << 2 << false << 3 << false;
    QTest::newRow("normal, 7 at 2\": 1\" fire")
        << N << QList<int> { 8, 10, 7 } << 1 << false << 3 << false;
    QTest::newRow("normal, 4 at 2\": 1\" FF")
        << N << QList<int> { 8, 10, 4 } << 1 << true << 3 << false;
    QTest::newRow("normal, 2 at 2\": 4\" FF, min(2, 4) = 2")
        << N << QList<int> { 8, 10, 2 } << 2 << true << 3 << false;
    // Failing at 1".
    QTest::newRow("normal, 5 at 1\": 4\" fire, min(1, 4) = 1")
        << N << QList<int> { 10, 10, 10, 5 } << 1 << false << 4 << false;
    QTest::newRow("normal, 2 at 1\": 4\" FF, min(1, 4) = 1")
        << N << QList<int> { 10, 10, 10, 2 } << 1 << true << 4 << false;
    QTest::newRow("normal, 3 at 1\": 2\" FF")
        << N << QList<int> { 9, 9, 9, 3 } << 1 << true << 4 << false;
    // Passing all four.
    QTest::newRow("normal, passes all: close action")
        << N << QList<int> { 10, 9, 8, 12 } << 1 << false << 4 << true;
    QTest::newRow("normal, passes all, extra rolls ignored")
        << N << QList<int> { 8, 8, 8, 8, 2, 2 } << 1 << false << 4 << true;
}

void tst_ChargeDiscipline::inSmokeRows()
{
    const DisciplineSituation S = DisciplineSituation::InSmoke;

    // In-smoke column, failing at 4".
    QTest::newRow("smoke, 9 at 4\": 1\" fire") << S << QList<int> { 9 } << 1 << false << 1 << false;
    QTest::newRow("smoke, 8 at 4\": 2\" fire") << S << QList<int> { 8 } << 2 << false << 1 << false;
    QTest::newRow("smoke, 7 at 4\": 4\" fire") << S << QList<int> { 7 } << 4 << false << 1 << false;
    QTest::newRow("smoke, 6 at 4\": 1\" FF") << S << QList<int> { 6 } << 1 << true << 1 << false;
    QTest::newRow("smoke, 5 at 4\": 2\" FF") << S << QList<int> { 5 } << 2 << true << 1 << false;
    QTest::newRow("smoke, 4 at 4\": 4\" FF") << S << QList<int> { 4 } << 4 << true << 1 << false;
    QTest::newRow("smoke, 3 at 4\": 4\" FF") << S << QList<int> { 3 } << 4 << true << 1 << false;
    QTest::newRow("smoke, 2 at 4\": 4\" FF") << S << QList<int> { 2 } << 4 << true << 1 << false;
    // Failing at 3", 2", 1".
    QTest::newRow("smoke, 7 at 3\": 4\" fire, min(3, 4) = 3")
        << S << QList<int> { 10, 7 } << 3 << false << 2 << false;
    QTest::newRow("smoke, 4 at 3\": 4\" FF, min(3, 4) = 3")
        << S << QList<int> { 11, 4 } << 3 << true << 2 << false;
    QTest::newRow("smoke, 8 at 2\": 2\" fire")
        << S << QList<int> { 10, 10, 8 } << 2 << false << 3 << false;
    QTest::newRow("smoke, 5 at 2\": 2\" FF")
        << S << QList<int> { 10, 10, 5 } << 2 << true << 3 << false;
    QTest::newRow("smoke, 6 at 2\": 1\" FF")
        << S << QList<int> { 10, 10, 6 } << 1 << true << 3 << false;
    QTest::newRow("smoke, 7 at 1\": 4\" fire, min(1, 4) = 1")
        << S << QList<int> { 10, 10, 10, 7 } << 1 << false << 4 << false;
    QTest::newRow("smoke, 4 at 1\": 4\" FF")
        << S << QList<int> { 10, 10, 10, 4 } << 1 << true << 4 << false;
    QTest::newRow("smoke, 9 reads a failure where normal passes")
        << S << QList<int> { 9, 9, 9, 9 } << 1 << false << 1 << false;
    QTest::newRow("smoke, passes all: close action")
        << S << QList<int> { 10, 13, 10, 10 } << 1 << false << 4 << true;
}

void tst_ChargeDiscipline::resolve()
{
    QFETCH(DisciplineSituation, situation);
    QFETCH(QList<int>, rolls);
    QFETCH(int, firesAt);
    QFETCH(bool, firefight);
    QFETCH(int, rollsUsed);
    QFETCH(bool, closeAction);

    const Result<ChargeDiscipline::Outcome> result = ChargeDiscipline::resolve(rolls, situation);
    QVERIFY2(result, qPrintable(result.error()));
    QCOMPARE(result->firesAt, firesAt);
    QCOMPARE(result->firefight, firefight);
    QCOMPARE(result->rollsUsed, rollsUsed);
    QCOMPARE(result->closeAction, closeAction);
    QCOMPARE(result->situation, situation);
    QCOMPARE(result->steps.size(), rollsUsed);
    // Every step but the last passed; the last failed unless all passed.
    for (int i = 0; i < result->steps.size(); ++i) {
        const ChargeDiscipline::Step &step = result->steps.at(i);
        QCOMPARE(step.roll, rolls.at(i));
        QCOMPARE(step.distance, 4 - i);
        const bool last = i == result->steps.size() - 1;
        QCOMPARE(step.result.isFree(), !last || closeAction);
        QVERIFY(!step.dice);
    }
}

void tst_ChargeDiscipline::steps()
{
    const Result<ChargeDiscipline::Outcome> result
        = ChargeDiscipline::resolve({ 9, 6, 8, 5 }, DisciplineSituation::Normal);
    QVERIFY2(result, qPrintable(result.error()));
    QCOMPARE(result->steps.size(), 2);
    QCOMPARE(result->steps.at(0).distance, 4);
    QCOMPARE(result->steps.at(0).result.row, QStringLiteral("9"));
    QCOMPARE(result->steps.at(0).result.kind, DisciplineResult::Kind::Free);
    QCOMPARE(result->steps.at(1).distance, 3);
    QCOMPARE(result->steps.at(1).result.row, QStringLiteral("6"));
    QCOMPARE(result->steps.at(1).result.kind, DisciplineResult::Kind::Fire);
    QCOMPARE(result->steps.at(1).result.range, std::optional<int>(2));
}

void tst_ChargeDiscipline::tooFewRolls_data()
{
    QTest::addColumn<DisciplineSituation>("situation");
    QTest::addColumn<QList<int>>("rolls");
    QTest::addColumn<QString>("message");

    QTest::newRow("none") << DisciplineSituation::Normal << QList<int> {}
                          << "no roll given; the defender needs a roll at 4\"";
    QTest::newRow("passed at 4\", none for 3\"")
        << DisciplineSituation::Normal << QList<int> { 9 }
        << "1 roll(s) given: the defender passed at 4\" and needs a roll at 3\"";
    QTest::newRow("passed at 4\" and 3\"") << DisciplineSituation::Normal << QList<int> { 9, 8 }
                                           << "passed at 4\", 3\" and needs a roll at 2\"";
    QTest::newRow("passed at 4\", 3\", 2\"")
        << DisciplineSituation::InSmoke << QList<int> { 10, 10, 12 }
        << "passed at 4\", 3\", 2\" and needs a roll at 1\"";
}

void tst_ChargeDiscipline::tooFewRolls()
{
    QFETCH(DisciplineSituation, situation);
    QFETCH(QList<int>, rolls);
    QFETCH(QString, message);

    const Result<ChargeDiscipline::Outcome> result = ChargeDiscipline::resolve(rolls, situation);
    QVERIFY(!result);
    QVERIFY2(result.error().contains(message), qPrintable(result.error()));
}

void tst_ChargeDiscipline::firefightIsNotACharge()
{
    QVERIFY(ChargeDiscipline::allowsSituation(DisciplineSituation::Normal));
    QVERIFY(ChargeDiscipline::allowsSituation(DisciplineSituation::InSmoke));
    QVERIFY(!ChargeDiscipline::allowsSituation(DisciplineSituation::Firefight));
    const Result<ChargeDiscipline::Outcome> result
        = ChargeDiscipline::resolve({ 2, 2, 2, 2 }, DisciplineSituation::Firefight);
    QVERIFY(!result);
    QVERIFY2(result.error().contains(
                 QStringLiteral("\"firefight\" is not a charge situation (normal, in-smoke)")),
             qPrintable(result.error()));
}

void tst_ChargeDiscipline::rolledOnTheSource()
{
    // 2d6: 5+5 = 10 passes at 4", 3+3 = 6 fails at 3" (2" fire).
    ScriptedRandom script({ 5, 5, 3, 3, 6, 6 });
    const Result<ChargeDiscipline::Outcome> result
        = ChargeDiscipline::resolve({}, parsed(QStringLiteral("2d6")), script,
                                    DisciplineSituation::Normal, FireDisciplineChart::standard());
    QVERIFY2(result, qPrintable(result.error()));
    QVERIFY(script.ok());
    QCOMPARE(script.used(), 4); // stops rolling at the failure
    QCOMPARE(result->firesAt, 2);
    QCOMPARE(result->rollsUsed, 2);
    QCOMPARE(result->steps.at(0).roll, 10);
    QVERIFY(result->steps.at(0).dice);
    QCOMPARE(result->steps.at(0).dice->faces(), (QList<int> { 5, 5 }));
    QCOMPARE(result->steps.at(1).dice->faces(), (QList<int> { 3, 3 }));
}

void tst_ChargeDiscipline::rolledAfterGivenRolls()
{
    // The umpire gave the 4" and 3" totals; the program rolls 2d6+1 for 2".
    ScriptedRandom script({ 1, 2 });
    const Result<ChargeDiscipline::Outcome> result
        = ChargeDiscipline::resolve({ 10, 9 }, parsed(QStringLiteral("2d6+1")), script,
                                    DisciplineSituation::Normal, FireDisciplineChart::standard());
    QVERIFY2(result, qPrintable(result.error()));
    QCOMPARE(result->rollsUsed, 3);
    QVERIFY(!result->steps.at(0).dice);
    QVERIFY(!result->steps.at(1).dice);
    QVERIFY(result->steps.at(2).dice);
    QCOMPARE(result->steps.at(2).roll, 4); // 1 + 2 + 1: 1" FF
    QCOMPARE(result->firesAt, 1);
    QVERIFY(result->firefight);
}

void tst_ChargeDiscipline::odds_data()
{
    QTest::addColumn<DisciplineSituation>("situation");
    QTest::addColumn<QString>("dice");

    for (const char *dice : { "2d6", "2d6+1", "2d6-1", "1d10", "3d6", "1d4", "1d6+20" }) {
        QTest::addRow("%s, normal", dice)
            << DisciplineSituation::Normal << QString::fromLatin1(dice);
        QTest::addRow("%s, in smoke", dice)
            << DisciplineSituation::InSmoke << QString::fromLatin1(dice);
    }
}

// The odds against every sequence of four chart rows, each weighted by its
// chance and resolved by the procedure itself.
void tst_ChargeDiscipline::odds()
{
    QFETCH(DisciplineSituation, situation);
    QFETCH(QString, dice);

    const DiceExpression expression = parsed(dice);
    const Result<QList<ChargeDiscipline::Odds>> odds
        = ChargeDiscipline::odds(expression, situation);
    QVERIFY2(odds, qPrintable(odds.error()));

    const DiceDistribution distribution(expression);
    std::map<std::pair<int, bool>, double> expected;
    const QList<int> rows { 10, 9, 8, 7, 6, 5, 4, 3, 2 };
    auto chance = [&](int row) {
        if (row == 10)
            return distribution.atLeast(10);
        if (row == 2)
            return distribution.atMost(2);
        return distribution.probability(row);
    };
    for (int a : rows)
        for (int b : rows)
            for (int c : rows)
                for (int d : rows) {
                    const double p = chance(a) * chance(b) * chance(c) * chance(d);
                    if (p == 0.0)
                        continue;
                    const Result<ChargeDiscipline::Outcome> result
                        = ChargeDiscipline::resolve({ a, b, c, d }, situation);
                    QVERIFY2(result, qPrintable(result.error()));
                    expected[{ result->firesAt, result->firefight }] += p;
                }

    double sum = 0.0;
    QCOMPARE(qsizetype(odds->size()), qsizetype(expected.size()));
    int previousAt = 100;
    bool previousFirefight = true;
    for (const ChargeDiscipline::Odds &outcome : *odds) {
        sum += outcome.probability;
        QVERIFY(outcome.probability > 0.0);
        const auto found = expected.find({ outcome.firesAt, outcome.firefight });
        QVERIFY(found != expected.end());
        QVERIFY2(qAbs(found->second - outcome.probability) < 1e-12,
                 qPrintable(QStringLiteral("%1\" %2: %3 != %4")
                                .arg(outcome.firesAt)
                                .arg(outcome.firefight)
                                .arg(outcome.probability)
                                .arg(found->second)));
        // Farthest first; at one distance, without firefight first.
        QVERIFY(outcome.firesAt < previousAt
                || (outcome.firesAt == previousAt && !previousFirefight && outcome.firefight));
        previousAt = outcome.firesAt;
        previousFirefight = outcome.firefight;
    }
    QVERIFY2(qAbs(sum - 1.0) < 1e-12, qPrintable(QString::number(sum, 'g', 17)));
}

void tst_ChargeDiscipline::oddsFor2d6ByHand()
{
    // Normal column, 2d6: only a 5 at 4" (4" fire, 4/36 ways) fires at 4"
    // without firefight, and only a 2 at 4" (4" FF, 1/36) fires at 4" with
    // it. Passing a roll (8 or more) is 15/36.
    const Result<QList<ChargeDiscipline::Odds>> odds
        = ChargeDiscipline::odds(parsed(QStringLiteral("2d6")), DisciplineSituation::Normal);
    QVERIFY2(odds, qPrintable(odds.error()));
    QCOMPARE(odds->at(0).firesAt, 4);
    QVERIFY(!odds->at(0).firefight);
    QVERIFY(qAbs(odds->at(0).probability - 4.0 / 36) < 1e-12);
    QCOMPARE(odds->at(1).firesAt, 4);
    QVERIFY(odds->at(1).firefight);
    QVERIFY(qAbs(odds->at(1).probability - 1.0 / 36) < 1e-12);
    // Fires at 3" without firefight: pass at 4" (15/36), then a 5 (4/36).
    QCOMPARE(odds->at(2).firesAt, 3);
    QVERIFY(!odds->at(2).firefight);
    QVERIFY(qAbs(odds->at(2).probability - 15.0 / 36 * 4.0 / 36) < 1e-12);
}

void tst_ChargeDiscipline::oddsRefusesFirefight()
{
    const Result<QList<ChargeDiscipline::Odds>> odds
        = ChargeDiscipline::odds(parsed(QStringLiteral("2d6")), DisciplineSituation::Firefight);
    QVERIFY(!odds);
    QVERIFY2(odds.error().contains(QStringLiteral("not a charge situation")),
             qPrintable(odds.error()));
}

ADC_TEST_APPLESS_MAIN(tst_ChargeDiscipline)
#include "tst_chargediscipline.moc"
