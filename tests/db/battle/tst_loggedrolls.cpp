// Every die on record as it fell: each action's entry keeps its rolls with
// their dice, faces, total and whether they were rolled (by the program, or
// on the window's screen as "rolled" says), typed, or proposed by a side (a
// proposal's dice accepted as they came); the words for them; an entry
// written before reads the same, its origin unknown.

#include "db/battle/loggedrolls.h"
#include "db/battle/proposaldesk.h"
#include "db/battle/rolltext.h"
#include "db/battlefixture.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

struct Two : TestBattle
{
    qint64 blue = 0;
    qint64 red = 0;
    Two()
    {
        blue = add(
            infantry(QStringLiteral("1st Line"), QStringLiteral("Blue"), QStringLiteral("Ney")));
        red = add(
            infantry(QStringLiteral("Highlanders"), QStringLiteral("Red"), QStringLiteral("Pack")));
    }

    // The rolls the action logged; none, and the test failed, when it is
    // not done.
    QList<LoggedRolls::Roll> apply(const QJsonObject &action, QList<int> script = {})
    {
        ScriptedRandom dice(script);
        const ActionOutcome done = battle->apply(action, &dice);
        if (!done.ok()) {
            ADC_FAIL(QStringLiteral("not done: ") + done.error());
            return {};
        }
        return LoggedRolls::of(battle->log().last());
    }
};

QJsonObject fire(qint64 firer, qint64 target)
{
    return { { QStringLiteral("action"), QStringLiteral("fire") },
             { QStringLiteral("firers"), QJsonArray { firer } },
             { QStringLiteral("target"), target },
             { QStringLiteral("range"), 2 } };
}

// Blue's fire on Red proposed with the side's die 7; its id (0, and the test
// failed, when it is refused).
qint64 proposeFire(Two &two)
{
    QJsonObject action = fire(two.blue, two.red);
    action.insert(QStringLiteral("die"), 7);
    const Result<ProposalRecord> proposal
        = two->proposals().propose(QStringLiteral("Blue"), action);
    if (!proposal)
        ADC_FAIL(QStringLiteral("not proposed: ") + proposal.error());
    return proposal ? proposal->id : 0;
}

} // namespace

class tst_LoggedRolls : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fireTypedAndRolled()
    {
        Two two;
        QVERIFY(two.isValid());
        // The die typed, the boxcars penalty's faces rolled on screen.
        QJsonObject action = fire(two.blue, two.red);
        action.insert(QStringLiteral("die"), 10);
        action.insert(QStringLiteral("boxcars_faces"),
                      QJsonArray { QJsonValue(QJsonArray { 6, 6 }) });
        action.insert(QStringLiteral("rolled"), QJsonArray { QStringLiteral("boxcars_faces[0]") });
        QList<LoggedRolls::Roll> rolls = two.apply(action);
        QCOMPARE(rolls.size(), 2);
        QCOMPARE(rolls.at(0).role, QStringLiteral("fire"));
        QCOMPARE(rolls.at(0).unit, two.blue);
        QCOMPARE(rolls.at(0).dice, QStringLiteral("1d10"));
        QCOMPARE(rolls.at(0).faces, (QList<int> { 10 }));
        QCOMPARE(rolls.at(0).origin, LoggedRolls::Origin::Typed);
        QCOMPARE(rolls.at(1).role, QStringLiteral("boxcars"));
        QCOMPARE(rolls.at(1).faces, (QList<int> { 6, 6 }));
        QCOMPARE(rolls.at(1).total, 12);
        QCOMPARE(rolls.at(1).origin, LoggedRolls::Origin::Rolled);
        // The log keeps "rolled" with the dice it names.
        QCOMPARE(two->log().last().inputs.value(QStringLiteral("rolled")).toArray().size(), 1);

        // Left out, the program rolls the die and the penalty: rolled.
        rolls = two.apply(fire(two.blue, two.red), { 10, 2, 3 });
        QCOMPARE(rolls.size(), 2);
        QCOMPARE(rolls.at(0).origin, LoggedRolls::Origin::Rolled);
        QCOMPARE(rolls.at(1).faces, (QList<int> { 2, 3 }));
        QCOMPARE(rolls.at(1).origin, LoggedRolls::Origin::Rolled);
        QCOMPARE(RollText::rollText(rolls.at(1)), QStringLiteral("2d6: 2 + 3 = 5, rolled"));
        QCOMPARE(RollText::rollText(rolls.at(0)), QStringLiteral("1d10: 10, rolled"));
        // The log's inputs name the dice the program rolled, so a replay of
        // them (every die given) still reads them as rolled.
        const QJsonObject inputs = two->log().last().inputs;
        QCOMPARE(inputs.value(QStringLiteral("rolled")).toArray(),
                 (QJsonArray { QStringLiteral("die"), QStringLiteral("boxcars_roll[0]") }));
        Two fresh;
        QVERIFY(fresh.isValid());
        rolls = fresh.apply(inputs);
        QCOMPARE(rolls.size(), 2);
        QCOMPARE(rolls.at(0).origin, LoggedRolls::Origin::Rolled);
        QCOMPARE(rolls.at(1).faces, (QList<int> { 2, 3 }));
        QCOMPARE(rolls.at(1).origin, LoggedRolls::Origin::Rolled);

        // A boxcars total typed without its faces.
        action = fire(two.blue, two.red);
        action.insert(QStringLiteral("die"), 10);
        action.insert(QStringLiteral("boxcars_roll"), 9);
        rolls = two.apply(action);
        QCOMPARE(rolls.size(), 2);
        QCOMPARE(rolls.at(1).faces, QList<int>());
        QCOMPARE(rolls.at(1).origin, LoggedRolls::Origin::Typed);
        QCOMPARE(RollText::facesText(rolls.at(1)), QStringLiteral("typed 9"));
        QCOMPARE(RollText::rollText(rolls.at(1)), QStringLiteral("2d6: typed 9"));
    }

    void disciplineAndFreeRolls()
    {
        Two two;
        QVERIFY(two.isValid());
        const QJsonObject discipline { { QStringLiteral("action"), QStringLiteral("discipline") },
                                       { QStringLiteral("unit"), two.red } };
        QList<LoggedRolls::Roll> rolls = two.apply(discipline, { 4, 2 });
        QCOMPARE(rolls.size(), 1);
        QCOMPARE(rolls.first().role, QStringLiteral("discipline"));
        QCOMPARE(rolls.first().unit, two.red);
        QCOMPARE(rolls.first().dice, QStringLiteral("2d6"));
        QCOMPARE(rolls.first().faces, (QList<int> { 4, 2 }));
        QCOMPARE(rolls.first().origin, LoggedRolls::Origin::Rolled);

        // The window's faces, rolled on screen; then faces typed.
        QJsonObject onScreen = discipline;
        onScreen.insert(QStringLiteral("roll"), 8);
        onScreen.insert(QStringLiteral("faces"), QJsonArray { 3, 5 });
        onScreen.insert(QStringLiteral("rolled"), QJsonArray { QStringLiteral("faces") });
        rolls = two.apply(onScreen);
        QCOMPARE(rolls.size(), 1);
        QCOMPARE(RollText::facesText(rolls.first()), QStringLiteral("3 + 5, rolled"));
        onScreen.remove(QStringLiteral("rolled"));
        rolls = two.apply(onScreen);
        QCOMPARE(rolls.size(), 1);
        QCOMPARE(RollText::facesText(rolls.first()), QStringLiteral("3 + 5, typed"));
        QCOMPARE(RollText::diceText(two->log().last()),
                 QStringLiteral("discipline 2d6: 3 + 5 = 8, typed"));

        // A free roll with a constant.
        rolls = two.apply({ { QStringLiteral("action"), QStringLiteral("roll") },
                            { QStringLiteral("dice"), QStringLiteral("2d6+1") },
                            { QStringLiteral("purpose"), QStringLiteral("weather") } },
                          { 3, 5 });
        QCOMPARE(rolls.size(), 1);
        QCOMPARE(rolls.first().purpose, QStringLiteral("weather"));
        QCOMPARE(RollText::rollText(rolls.first()), QStringLiteral("2d6+1: 3 + 5 + 1 = 9, rolled"));
        QCOMPARE(RollText::rollFor(rolls.first()), QStringLiteral("weather"));
    }

    void chargeStepsAndFire()
    {
        Two two;
        QVERIFY(two.isValid());
        UnitRecord hussars
            = infantry(QStringLiteral("Hussars"), QStringLiteral("Blue"), QStringLiteral("Ney"), 6);
        hussars.arm = Arm::Cavalry;
        const qint64 charger = two.add(hussars);
        // 9 typed at 4"; at 3" the program rolls 1 + 2; the fire die rolled.
        const QList<LoggedRolls::Roll> rolls
            = two.apply({ { QStringLiteral("action"), QStringLiteral("charge") },
                          { QStringLiteral("charger"), charger },
                          { QStringLiteral("defender"), two.red },
                          { QStringLiteral("rolls"), QJsonArray { 9 } } },
                        { 1, 2, 8 });
        QCOMPARE(rolls.size(), 3);
        QCOMPARE(rolls.at(0).distance, 4);
        QCOMPARE(rolls.at(0).origin, LoggedRolls::Origin::Typed);
        QCOMPARE(RollText::facesText(rolls.at(0)), QStringLiteral("typed 9"));
        QCOMPARE(rolls.at(1).distance, 3);
        QCOMPARE(rolls.at(1).faces, (QList<int> { 1, 2 }));
        QCOMPARE(rolls.at(1).origin, LoggedRolls::Origin::Rolled);
        QCOMPARE(RollText::rollFor(rolls.at(1)), QStringLiteral("discipline at 3\""));
        QCOMPARE(rolls.at(2).role, QStringLiteral("fire"));
        QCOMPARE(rolls.at(2).unit, two.red);
        QCOMPARE(rolls.at(2).total, 8);
        QCOMPARE(rolls.at(2).origin, LoggedRolls::Origin::Rolled);
    }

    void proposedDiceStoodOrReplaced()
    {
        Two two;
        QVERIFY(two.isValid());
        two.edit(two.red, QStringLiteral("seen"), true); // in Blue's sight
        const auto accept = [](qint64 id, const QJsonObject &overrides) {
            QJsonObject action = overrides;
            action.insert(QStringLiteral("action"), QStringLiteral("accept"));
            action.insert(QStringLiteral("proposal"), id);
            return action;
        };
        // The side's die, accepted as it came: proposed.
        QList<LoggedRolls::Roll> rolls = two.apply(accept(proposeFire(two), {}), { 1, 1 });
        QVERIFY(!rolls.isEmpty());
        QCOMPARE(rolls.first().origin, LoggedRolls::Origin::Proposed);
        QCOMPARE(RollText::rollText(rolls.first()), QStringLiteral("1d10: 7, proposed"));
        // The umpire's die typed over it: typed.
        rolls = two.apply(accept(proposeFire(two), { { QStringLiteral("die"), 4 } }), { 1, 1 });
        QVERIFY(!rolls.isEmpty());
        QCOMPARE(rolls.first().origin, LoggedRolls::Origin::Typed);
    }

    void rolledMustNameGivenDice()
    {
        Two two;
        QVERIFY(two.isValid());
        const int entries = int(two->log().size());
        QJsonObject action = fire(two.blue, two.red);
        action.insert(QStringLiteral("rolled"), QJsonArray { QStringLiteral("die") });
        ActionOutcome done = two->apply(action);
        QVERIFY(done.is(Failure::Kind::Malformed));
        QVERIFY2(done.error().startsWith(QStringLiteral("rolled: ")), qPrintable(done.error()));
        action.insert(QStringLiteral("die"), 4);
        action.insert(QStringLiteral("rolled"), QStringLiteral("die"));
        QVERIFY(two->apply(action).is(Failure::Kind::Malformed));
        action.insert(QStringLiteral("rolled"), QJsonArray { QStringLiteral("range") });
        QVERIFY(two->apply(action).is(Failure::Kind::Malformed));
        QCOMPARE(int(two->log().size()), entries);
        action.insert(QStringLiteral("rolled"), QJsonArray { QStringLiteral("die") });
        done = two->apply(action);
        QVERIFY2(done.ok(), qPrintable(done.error()));
        const QJsonArray kept = answerOf(done).value(QStringLiteral("dice_rolls")).toArray();
        QCOMPARE(kept.first().toObject().value(QStringLiteral("origin")).toString(),
                 QStringLiteral("rolled"));
    }

    void olderEntriesRead()
    {
        // A discipline entry and a fire entry as they were logged before
        // their rolls were kept.
        LogEntry discipline;
        discipline.kind = QStringLiteral("discipline");
        discipline.inputs = { { QStringLiteral("unit"), 3 },
                              { QStringLiteral("roll"), 8 },
                              { QStringLiteral("faces"), QJsonArray { 3, 5 } } };
        discipline.result = { { QStringLiteral("unit"), 3 },
                              { QStringLiteral("roll"), 8 },
                              { QStringLiteral("dice"), QStringLiteral("2d6") },
                              { QStringLiteral("faces"), QJsonArray { 3, 5 } } };
        QList<LoggedRolls::Roll> rolls = LoggedRolls::of(discipline);
        QCOMPARE(rolls.size(), 1);
        QCOMPARE(rolls.first().origin, LoggedRolls::Origin::Unknown);
        QCOMPARE(RollText::rollText(rolls.first()), QStringLiteral("2d6: 3 + 5 = 8"));
        discipline.result.remove(QStringLiteral("faces"));
        QCOMPARE(RollText::facesText(LoggedRolls::of(discipline).first()),
                 QStringLiteral("typed 8"));

        LogEntry fired;
        fired.kind = QStringLiteral("fire");
        fired.inputs = { { QStringLiteral("firers"), QJsonArray { 3 } },
                         { QStringLiteral("die"), 10 },
                         { QStringLiteral("boxcars_roll"), QJsonArray { 8 } } };
        fired.result = { { QStringLiteral("die"), 10 },
                         { QStringLiteral("firers"),
                           QJsonArray { QJsonObject {
                               { QStringLiteral("id"), 3 },
                               { QStringLiteral("boxcars_roll"), 8 },
                               { QStringLiteral("boxcars_faces"), QJsonArray { 3, 5 } } } } } };
        rolls = LoggedRolls::of(fired);
        QCOMPARE(rolls.size(), 2);
        QCOMPARE(rolls.at(1).faces, (QList<int> { 3, 5 }));
        QCOMPARE(RollText::diceText(fired),
                 QStringLiteral("fire die 1d10: 10; boxcars penalty 2d6: 3 + 5 = 8"));
    }
};

ADC_TEST_GUILESS_MAIN(tst_LoggedRolls)
#include "tst_loggedrolls.moc"
