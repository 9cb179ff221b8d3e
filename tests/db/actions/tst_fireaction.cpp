// The fire action on a battle file: conditions derived from the units'
// state, AP, smoke, casualties, boxcars, pooled fire, guns and ricochet, and
// every refusal leaving the battle as it was.

#include "db/battlefixture.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toString());
    return list;
}

QJsonObject fire(QJsonObject object)
{
    object.insert(QStringLiteral("action"), QStringLiteral("fire"));
    return object;
}

// A battle with one French line battalion (id 1, 12 castings: 4 stands) and
// its British target (id 2).
struct Duel : TestBattle
{
    qint64 firer = 0;
    qint64 target = 0;
    Duel()
    {
        firer = add(infantry(QStringLiteral("1/45e Ligne"), QStringLiteral("France"),
                             QStringLiteral("Bachelu")));
        target = add(infantry(QStringLiteral("1/42nd Highlanders"), QStringLiteral("Britain"),
                              QStringLiteral("Pack")));
    }
};

} // namespace

class tst_FireAction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void derivedConditions_data();
    void derivedConditions();
    void casualtiesBecomeStepsThenLosses();
    void firerAndTargetStateAfterFire();
    void twoApAddsOneAndSpendsTwo();
    void refusedChangesNothing_data();
    void refusedChangesNothing();
    void malformed_data();
    void malformed();
    void boxcarsPenaltyEachFirer();
    void boxcarsRolledWhenLeftOut();
    void boxcarsFacesGiven();
    void scroungingSuspendsBoxcars();
    void dieRolledWhenLeftOutAndLogged();
    void replayingTheLogReproducesTheState();
    void pooledFireAddsStands();
    void pooledFireRefused_data();
    void pooledFireRefused();
    void gunsSpendBallOrCanister();
    void ricochetFiresAgainWithoutAp();
    void standsLoweredByUmpire();
};

void tst_FireAction::derivedConditions_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QJsonObject>("extra");
    QTest::addColumn<QStringList>("conditions");
    QTest::addColumn<int>("modifiedRoll");

    // Musket at 3": medium, -3; die 7 throughout.
    QTest::newRow("fresh firer: initial volley")
        << QString() << QJsonObject() << QStringList { QStringLiteral("initial-volley") } << 6;
    QTest::newRow("fired before: no initial volley")
        << QStringLiteral("fired") << QJsonObject() << QStringList() << 4;
    QTest::newRow("firer shaken") << QStringLiteral("fired,shaken") << QJsonObject()
                                  << QStringList { QStringLiteral("firer-shaken") } << 2;
    QTest::newRow("firer disordered") << QStringLiteral("fired,disordered") << QJsonObject()
                                      << QStringList { QStringLiteral("firer-disordered") } << 0;
    QTest::newRow("firer in smoke") << QStringLiteral("fired,smoke") << QJsonObject()
                                    << QStringList { QStringLiteral("firer-in-smoke") } << 4;
    QTest::newRow("firer in smoke but moved: out of smoke")
        << QStringLiteral("fired,smoke,moved") << QJsonObject() << QStringList() << 4;
    QTest::newRow("scrounging firer") << QStringLiteral("fired,scrounging") << QJsonObject()
                                      << QStringList { QStringLiteral("scrounging") } << 1;
    QTest::newRow("target in smoke") << QStringLiteral("fired,target-smoke") << QJsonObject()
                                     << QStringList { QStringLiteral("target-in-smoke") } << 2;
    QTest::newRow("target in square") << QStringLiteral("fired,target-square") << QJsonObject()
                                      << QStringList { QStringLiteral("target-square") } << 9;
    QTest::newRow("target in closed column")
        << QStringLiteral("fired,target-closed-column") << QJsonObject()
        << QStringList { QStringLiteral("target-closed-column") } << 7;
    QTest::newRow("target in a feature with medium cover")
        << QStringLiteral("fired,target-in-farm") << QJsonObject()
        << QStringList { QStringLiteral("cover-medium") } << -1;
    QTest::newRow("target in open order in cover")
        << QStringLiteral("fired,target-in-farm,target-open-order") << QJsonObject()
        << QStringList { QStringLiteral("cover-medium"),
                         QStringLiteral("target-open-order-in-cover") }
        << -6;
    QTest::newRow("target in open order without cover")
        << QStringLiteral("fired,target-open-order") << QJsonObject() << QStringList() << 4;
    QTest::newRow("conditions add the flank")
        << QStringLiteral("fired") << object(R"({"conditions": ["target-flank"]})")
        << QStringList { QStringLiteral("target-flank") } << 9;
    QTest::newRow("umpire adds moved over half")
        << QStringLiteral("fired") << object(R"({"conditions": ["firer-moved-over-half"]})")
        << QStringList { QStringLiteral("firer-moved-over-half") } << 3;
    QTest::newRow("without drops the initial volley")
        << QString() << object(R"({"without": ["initial-volley"]})") << QStringList() << 4;
    QTest::newRow("without drops the target's smoke")
        << QStringLiteral("fired,target-smoke") << object(R"({"without": ["target-in-smoke"]})")
        << QStringList() << 4;
    QTest::newRow("added cover replaces the feature's cover")
        << QStringLiteral("fired,target-in-farm") << object(R"({"conditions": ["cover-heavy"]})")
        << QStringList { QStringLiteral("cover-heavy") } << -4;
}

void tst_FireAction::derivedConditions()
{
    QFETCH(QString, setup);
    QFETCH(QJsonObject, extra);
    QFETCH(QStringList, conditions);
    QFETCH(int, modifiedRoll);

    Duel duel;
    QVERIFY(duel.isValid());
    const QStringList steps = setup.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &step : steps) {
        if (step == QLatin1String("fired"))
            duel.edit(duel.firer, QStringLiteral("has_fired"), true);
        else if (step == QLatin1String("shaken") || step == QLatin1String("disordered"))
            duel.edit(duel.firer, QStringLiteral("morale"), step);
        else if (step == QLatin1String("smoke"))
            duel.edit(duel.firer, QStringLiteral("smoke"), true);
        else if (step == QLatin1String("moved"))
            duel.edit(duel.firer, QStringLiteral("moved_this_segment"), true);
        else if (step == QLatin1String("scrounging"))
            duel.edit(duel.firer, QStringLiteral("scrounging"), true);
        else if (step == QLatin1String("target-smoke"))
            duel.edit(duel.target, QStringLiteral("smoke"), true);
        else if (step == QLatin1String("target-square"))
            duel.edit(duel.target, QStringLiteral("formation"), QStringLiteral("square"));
        else if (step == QLatin1String("target-closed-column"))
            duel.edit(duel.target, QStringLiteral("formation"), QStringLiteral("closed-column"));
        else if (step == QLatin1String("target-open-order"))
            duel.edit(duel.target, QStringLiteral("formation"), QStringLiteral("open-order"));
        else if (step == QLatin1String("target-in-farm")) {
            QVERIFY(duel->apply(object(R"({"action": "add-feature", "name": "La Haye Sainte",
                                          "kind": "bua", "cover": "medium"})"))
                        .ok());
            QVERIFY(duel->apply({ { QStringLiteral("action"), QStringLiteral("place") },
                                  { QStringLiteral("unit"), duel.target },
                                  { QStringLiteral("feature"), QStringLiteral("La Haye Sainte") } })
                        .ok());
        } else {
            QFAIL(qPrintable(QStringLiteral("unknown setup step ") + step));
        }
    }

    QJsonObject request = extra;
    request.insert(QStringLiteral("firers"), ids({ duel.firer }));
    request.insert(QStringLiteral("target"), duel.target);
    request.insert(QStringLiteral("range"), 3);
    request.insert(QStringLiteral("die"), 7);
    const ActionOutcome outcome = duel->apply(fire(request));
    QVERIFY2(
        outcome.ok(),
        qPrintable(outcome.error() + answerOf(outcome).value(QStringLiteral("reason")).toString()));
    QCOMPARE(strings(answerOf(outcome).value(QStringLiteral("conditions"))), conditions);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("modified_roll")).toInt(), modifiedRoll);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("band")).toString(), QStringLiteral("medium"));
    QCOMPARE(answerOf(outcome).value(QStringLiteral("row")).toString(), QStringLiteral("4"));
}

void tst_FireAction::casualtiesBecomeStepsThenLosses()
{
    Duel duel;
    QVERIFY(duel.isValid());
    duel.edit(duel.firer, QStringLiteral("has_fired"), true);
    duel.edit(duel.target, QStringLiteral("steps"), 1);
    // 4 stands, die 7 - 3 = 4: column 4-6 of row 4, 4 steps. With the 1 step
    // held, 5 steps: one permanent loss (3 steps), 2 held.
    const ActionOutcome outcome
        = duel->apply(fire({ { QStringLiteral("firers"), ids({ duel.firer }) },
                             { QStringLiteral("target"), duel.target },
                             { QStringLiteral("range"), 3 },
                             { QStringLiteral("die"), 7 } }));
    QVERIFY(outcome.ok());
    QCOMPARE(answerOf(outcome).value(QStringLiteral("column")).toString(), QStringLiteral("4-6"));
    QCOMPARE(answerOf(outcome).value(QStringLiteral("casualty_steps")).toInt(), 4);
    const QJsonObject target = answerOf(outcome).value(QStringLiteral("target")).toObject();
    QCOMPARE(target.value(QStringLiteral("permanent_losses")).toInt(), 1);
    const UnitRecord hit = duel.unit(duel.target);
    QCOMPARE(hit.castings, 11);
    QCOMPARE(hit.cw, 11);
    QCOMPARE(hit.steps, 2);
    QVERIFY(hit.firedUponThisSegment);
    // The answer lists the units as they now stand.
    bool listed = false;
    for (const QJsonValue &unit : answerOf(outcome).value(QStringLiteral("units")).toArray()) {
        if (unit.toObject().value(QStringLiteral("id")).toInteger() == duel.target) {
            listed = true;
            QCOMPARE(unit.toObject().value(QStringLiteral("castings")).toInt(), 11);
        }
    }
    QVERIFY(listed);
    QVERIFY(answerOf(outcome).value(QStringLiteral("ok")).toBool());
    QVERIFY(answerOf(outcome).value(QStringLiteral("log_id")).toInteger() > 0);
}

void tst_FireAction::firerAndTargetStateAfterFire()
{
    Duel duel;
    QVERIFY(duel.isValid());
    const ActionOutcome outcome
        = duel->apply(fire({ { QStringLiteral("firers"), ids({ duel.firer }) },
                             { QStringLiteral("target"), duel.target },
                             { QStringLiteral("range"), 2 },
                             { QStringLiteral("die"), 5 } }));
    QVERIFY(outcome.ok());
    const UnitRecord firer = duel.unit(duel.firer);
    QCOMPARE(firer.ap, 7);
    QVERIFY(firer.smoke);
    QVERIFY(firer.hasFired);
    QVERIFY(firer.firedThisSegment);
    const UnitRecord target = duel.unit(duel.target);
    QVERIFY(target.firedUponThisSegment);
    QVERIFY(!target.smoke);
    // A second fire is no longer an initial volley and is fired in smoke.
    const ActionOutcome second
        = duel->apply(fire({ { QStringLiteral("firers"), ids({ duel.firer }) },
                             { QStringLiteral("target"), duel.target },
                             { QStringLiteral("range"), 2 },
                             { QStringLiteral("die"), 5 } }));
    QVERIFY(second.ok());
    QCOMPARE(strings(answerOf(second).value(QStringLiteral("conditions"))),
             QStringList { QStringLiteral("firer-in-smoke") });
}

void tst_FireAction::twoApAddsOneAndSpendsTwo()
{
    Duel duel;
    QVERIFY(duel.isValid());
    duel.edit(duel.firer, QStringLiteral("has_fired"), true);
    const ActionOutcome outcome
        = duel->apply(fire({ { QStringLiteral("firers"), ids({ duel.firer }) },
                             { QStringLiteral("target"), duel.target },
                             { QStringLiteral("range"), 3 },
                             { QStringLiteral("ap"), 2 },
                             { QStringLiteral("die"), 7 } }));
    QVERIFY(outcome.ok());
    QCOMPARE(answerOf(outcome).value(QStringLiteral("modified_roll")).toInt(), 5);
    bool listed = false;
    for (const QJsonValue &modifier :
         answerOf(outcome).value(QStringLiteral("modifiers")).toArray())
        listed = listed
            || modifier.toObject().value(QStringLiteral("id")).toString() == QLatin1String("ap-2");
    QVERIFY(listed);
    QCOMPARE(duel.unit(duel.firer).ap, 6);
}

void tst_FireAction::refusedChangesNothing_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QJsonObject>("request");
    QTest::addColumn<QString>("reason");

    QTest::newRow("routed firer") << QStringLiteral("routed") << QJsonObject()
                                  << QStringLiteral("routed");
    QTest::newRow("broken firer") << QStringLiteral("broken") << QJsonObject()
                                  << QStringLiteral("broken");
    QTest::newRow("beyond extreme range")
        << QString() << object(R"({"range": 7})") << QStringLiteral("out of range");
    QTest::newRow("3 AP of small arms")
        << QString() << object(R"({"ap": 3})") << QStringLiteral("AP");
    QTest::newRow("2 AP in smoke")
        << QStringLiteral("smoke") << object(R"({"ap": 2})") << QStringLiteral("Firer in smoke");
    QTest::newRow("2 AP scrounging") << QStringLiteral("scrounging") << object(R"({"ap": 2})")
                                     << QStringLiteral("Scrounging ammunition");
    QTest::newRow("no AP left") << QStringLiteral("empty") << QJsonObject()
                                << QStringLiteral("0 AP left");
    QTest::newRow("2 AP with 1 left")
        << QStringLiteral("one-ap") << object(R"({"ap": 2})") << QStringLiteral("1 AP left");
    QTest::newRow("target of its own side")
        << QStringLiteral("friend") << QJsonObject() << QStringLiteral("both of France");
    QTest::newRow("target with no castings")
        << QStringLiteral("target-eliminated") << QJsonObject() << QStringLiteral("no castings");
    QTest::newRow("firer with no castings")
        << QStringLiteral("firer-eliminated") << QJsonObject() << QStringLiteral("no castings");
    QTest::newRow("ricochet by small arms") << QStringLiteral("bystander") << QJsonObject()
                                            << QStringLiteral("only guns fire ricochet");
}

void tst_FireAction::refusedChangesNothing()
{
    QFETCH(QString, setup);
    QFETCH(QJsonObject, request);
    QFETCH(QString, reason);

    Duel duel;
    QVERIFY(duel.isValid());
    qint64 target = duel.target;
    if (setup == QLatin1String("routed") || setup == QLatin1String("broken"))
        duel.edit(duel.firer, QStringLiteral("morale"), setup);
    else if (setup == QLatin1String("smoke"))
        duel.edit(duel.firer, QStringLiteral("smoke"), true);
    else if (setup == QLatin1String("scrounging"))
        duel.edit(duel.firer, QStringLiteral("scrounging"), true);
    else if (setup == QLatin1String("empty"))
        duel.edit(duel.firer, QStringLiteral("ap"), 0);
    else if (setup == QLatin1String("one-ap"))
        duel.edit(duel.firer, QStringLiteral("ap"), 1);
    else if (setup == QLatin1String("friend"))
        target = duel.add(infantry(QStringLiteral("2/45e Ligne"), QStringLiteral("France"),
                                   QStringLiteral("Bachelu")));
    else if (setup == QLatin1String("target-eliminated"))
        duel.edit(duel.target, QStringLiteral("castings"), 0);
    else if (setup == QLatin1String("firer-eliminated"))
        duel.edit(duel.firer, QStringLiteral("castings"), 0);
    else if (setup == QLatin1String("bystander"))
        request.insert(QStringLiteral("ricochet"),
                       ids({ duel.add(infantry(QStringLiteral("2/42nd"), QStringLiteral("Britain"),
                                               QStringLiteral("Pack"))) }));

    if (!request.contains(QStringLiteral("range")))
        request.insert(QStringLiteral("range"), 3);
    request.insert(QStringLiteral("firers"), ids({ duel.firer }));
    request.insert(QStringLiteral("target"), target);
    request.insert(QStringLiteral("die"), 7);

    const QString before = duel->canonicalDump();
    const int logSize = duel->log().size();
    const ActionOutcome outcome = duel->apply(fire(request));
    QVERIFY(outcome.is(Failure::Kind::Refused));
    QCOMPARE(answerOf(outcome).value(QStringLiteral("ok")).toBool(true), false);
    const QString text = answerOf(outcome).value(QStringLiteral("reason")).toString();
    QVERIFY2(text.contains(reason), qPrintable(text));
    QCOMPARE(duel->canonicalDump(), before);
    QCOMPARE(duel->log().size(), logSize);
}

void tst_FireAction::malformed_data()
{
    QTest::addColumn<QJsonObject>("request");
    QTest::addColumn<QString>("field");

    QTest::newRow("unknown firer") << object(R"({"firers": [99], "target": 2, "range": 3})")
                                   << QStringLiteral("firers: no unit with id 99");
    QTest::newRow("unknown target") << object(R"({"firers": [1], "target": 99, "range": 3})")
                                    << QStringLiteral("target: no unit with id 99");
    QTest::newRow("no firers") << object(R"({"firers": [], "target": 2, "range": 3})")
                               << QStringLiteral("firers:");
    QTest::newRow("firers missing")
        << object(R"({"target": 2, "range": 3})") << QStringLiteral("firers: missing");
    QTest::newRow("range missing")
        << object(R"({"firers": [1], "target": 2})") << QStringLiteral("range: missing");
    QTest::newRow("negative range")
        << object(R"({"firers": [1], "target": 2, "range": -1})") << QStringLiteral("range:");
    QTest::newRow("die 11") << object(R"({"firers": [1], "target": 2, "range": 3, "die": 11})")
                            << QStringLiteral("die:");
    QTest::newRow("die 0") << object(R"({"firers": [1], "target": 2, "range": 3, "die": 0})")
                           << QStringLiteral("die:");
    QTest::newRow("boxcars roll 13")
        << object(R"({"firers": [1], "target": 2, "range": 3, "boxcars_roll": 13})")
        << QStringLiteral("boxcars_roll:");
    QTest::newRow("unknown condition")
        << object(R"({"firers": [1], "target": 2, "range": 3, "conditions": ["uphill"]})")
        << QStringLiteral("conditions:");
    QTest::newRow("canister from muskets") << object(
        R"({"firers": [1], "target": 2, "range": 3, "conditions": ["cover-light"], "without": [], "shot": "canister"})")
                                           << QStringLiteral("canister");
    QTest::newRow("firing at itself")
        << object(R"({"firers": [1], "target": 1, "range": 3})") << QStringLiteral("target:");
    QTest::newRow("firer named twice") << object(R"({"firers": [1, 1], "target": 2, "range": 3})")
                                       << QStringLiteral("firers: unit 1 is named twice");
    QTest::newRow("unknown field")
        << object(R"({"firers": [1], "target": 2, "range": 3, "speed": 2})")
        << QStringLiteral("speed: unknown field");
    QTest::newRow("stands neither half nor whole")
        << object(R"({"firers": [1], "target": 2, "range": 3, "stands": 1.5})")
        << QStringLiteral("stands:");
    QTest::newRow("more stands than it has")
        << object(R"({"firers": [1], "target": 2, "range": 3, "stands": 5})")
        << QStringLiteral("stands:");
}

void tst_FireAction::malformed()
{
    QFETCH(QJsonObject, request);
    QFETCH(QString, field);
    Duel duel;
    QVERIFY(duel.isValid());
    const QString before = duel->canonicalDump();
    const ActionOutcome outcome = duel->apply(fire(request));
    QVERIFY(outcome.is(Failure::Kind::Malformed));
    QCOMPARE(outcome.exitCode(), 2);
    QVERIFY2(outcome.error().startsWith(field) || outcome.error().contains(field),
             qPrintable(outcome.error()));
    QCOMPARE(duel->canonicalDump(), before);
}

void tst_FireAction::boxcarsPenaltyEachFirer()
{
    Duel duel;
    QVERIFY(duel.isValid());
    duel.edit(duel.firer, QStringLiteral("has_fired"), true);
    // A natural 10 is boxcars (house ruling); a penalty roll of 9 costs 2 more
    // AP: 8 - 1 - 2 = 5.
    const ActionOutcome outcome
        = duel->apply(fire({ { QStringLiteral("firers"), ids({ duel.firer }) },
                             { QStringLiteral("target"), duel.target },
                             { QStringLiteral("range"), 3 },
                             { QStringLiteral("die"), 10 },
                             { QStringLiteral("boxcars_roll"), 9 } }));
    QVERIFY(outcome.ok());
    QVERIFY(answerOf(outcome).value(QStringLiteral("boxcars")).toBool());
    const QJsonObject line
        = answerOf(outcome).value(QStringLiteral("firers")).toArray().first().toObject();
    QCOMPARE(line.value(QStringLiteral("extra_ap")).toInt(), 2);
    QCOMPARE(duel.unit(duel.firer).ap, 5);

    // 11-12 cost 1 more, 2-6 three more; never below 0.
    duel.edit(duel.firer, QStringLiteral("ap"), 3);
    duel.edit(duel.firer, QStringLiteral("smoke"), false);
    QVERIFY(duel->apply(fire({ { QStringLiteral("firers"), ids({ duel.firer }) },
                               { QStringLiteral("target"), duel.target },
                               { QStringLiteral("range"), 3 },
                               { QStringLiteral("die"), 10 },
                               { QStringLiteral("boxcars_roll"), 12 } }))
                .ok());
    QCOMPARE(duel.unit(duel.firer).ap, 1);
    duel.edit(duel.firer, QStringLiteral("smoke"), false);
    QVERIFY(duel->apply(fire({ { QStringLiteral("firers"), ids({ duel.firer }) },
                               { QStringLiteral("target"), duel.target },
                               { QStringLiteral("range"), 3 },
                               { QStringLiteral("die"), 10 },
                               { QStringLiteral("boxcars_roll"), 4 } }))
                .ok());
    QCOMPARE(duel.unit(duel.firer).ap, 0);
}

void tst_FireAction::boxcarsRolledWhenLeftOut()
{
    Duel duel;
    QVERIFY(duel.isValid());
    ScriptedRandom dice({ 2, 3 }); // 2d6 = 5: three more AP
    const ActionOutcome outcome
        = duel->apply(fire({ { QStringLiteral("firers"), ids({ duel.firer }) },
                             { QStringLiteral("target"), duel.target },
                             { QStringLiteral("range"), 3 },
                             { QStringLiteral("die"), 10 } }),
                      &dice);
    QVERIFY(outcome.ok());
    QVERIFY(dice.ok());
    QCOMPARE(dice.used(), 2);
    QCOMPARE(duel.unit(duel.firer).ap, 4);
    const LogEntry entry = duel->log().last();
    QCOMPARE(entry.inputs.value(QStringLiteral("boxcars_roll")).toArray(), QJsonArray { 5 });
    QCOMPARE(entry.inputs.value(QStringLiteral("boxcars_faces")).toArray(),
             (QJsonArray { QJsonValue(QJsonArray { 2, 3 }) }));
}

void tst_FireAction::boxcarsFacesGiven()
{
    Duel duel;
    QVERIFY(duel.isValid());
    const ActionOutcome outcome = duel->apply(fire(
        { { QStringLiteral("firers"), ids({ duel.firer }) },
          { QStringLiteral("target"), duel.target },
          { QStringLiteral("range"), 3 },
          { QStringLiteral("die"), 10 },
          { QStringLiteral("boxcars_faces"), QJsonArray { QJsonValue(QJsonArray { 5, 6 }) } } }));
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    const QJsonObject line
        = answerOf(outcome).value(QStringLiteral("firers")).toArray().first().toObject();
    QCOMPARE(line.value(QStringLiteral("boxcars_roll")).toInt(), 11);
    QCOMPARE(line.value(QStringLiteral("boxcars_faces")).toArray(), (QJsonArray { 5, 6 }));
    QCOMPARE(duel.unit(duel.firer).ap, 8 - 1 - 1);
    // Faces that do not make the roll given with them, or that 2d6 cannot
    // show, are malformed.
    const ActionOutcome clash = duel->apply(fire(
        { { QStringLiteral("firers"), ids({ duel.firer }) },
          { QStringLiteral("target"), duel.target },
          { QStringLiteral("range"), 3 },
          { QStringLiteral("die"), 10 },
          { QStringLiteral("boxcars_roll"), 9 },
          { QStringLiteral("boxcars_faces"), QJsonArray { QJsonValue(QJsonArray { 5, 6 }) } } }));
    QVERIFY(clash.is(Failure::Kind::Malformed));
    QVERIFY2(clash.error().startsWith(QStringLiteral("boxcars_faces:")), qPrintable(clash.error()));
    const ActionOutcome seven = duel->apply(fire(
        { { QStringLiteral("firers"), ids({ duel.firer }) },
          { QStringLiteral("target"), duel.target },
          { QStringLiteral("range"), 3 },
          { QStringLiteral("die"), 10 },
          { QStringLiteral("boxcars_faces"), QJsonArray { QJsonValue(QJsonArray { 7, 1 }) } } }));
    QVERIFY(seven.is(Failure::Kind::Malformed));
}

void tst_FireAction::scroungingSuspendsBoxcars()
{
    Duel duel;
    QVERIFY(duel.isValid());
    duel.edit(duel.firer, QStringLiteral("scrounging"), true);
    duel.edit(duel.firer, QStringLiteral("ap"), 1);
    const ActionOutcome outcome
        = duel->apply(fire({ { QStringLiteral("firers"), ids({ duel.firer }) },
                             { QStringLiteral("target"), duel.target },
                             { QStringLiteral("range"), 3 },
                             { QStringLiteral("die"), 10 },
                             { QStringLiteral("boxcars_roll"), 2 } }));
    QVERIFY(outcome.ok());
    QVERIFY(!answerOf(outcome).value(QStringLiteral("boxcars")).toBool());
    QCOMPARE(duel.unit(duel.firer).ap, 0);
}

void tst_FireAction::dieRolledWhenLeftOutAndLogged()
{
    Duel duel;
    QVERIFY(duel.isValid());
    duel.edit(duel.firer, QStringLiteral("has_fired"), true);
    ScriptedRandom dice({ 7 });
    const ActionOutcome outcome
        = duel->apply(fire({ { QStringLiteral("firers"), ids({ duel.firer }) },
                             { QStringLiteral("target"), duel.target },
                             { QStringLiteral("range"), 3 } }),
                      &dice);
    QVERIFY(outcome.ok());
    QCOMPARE(dice.used(), 1);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("die")).toInt(), 7);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("casualty_steps")).toInt(), 4);
    const LogEntry entry = duel->log().last();
    QCOMPARE(entry.kind, QStringLiteral("fire"));
    QCOMPARE(entry.inputs.value(QStringLiteral("die")).toInt(), 7);
}

void tst_FireAction::replayingTheLogReproducesTheState()
{
    Duel duel;
    QVERIFY(duel.isValid());
    ScriptedRandom dice({ 10, 6, 6 }); // boxcars, then a penalty roll of 12
    QVERIFY(duel->apply(fire({ { QStringLiteral("firers"), ids({ duel.firer }) },
                               { QStringLiteral("target"), duel.target },
                               { QStringLiteral("range"), 2 } }),
                        &dice)
                .ok());
    const QString after = duel->canonicalDump();
    const QJsonObject inputs = duel->log().last().inputs;
    QVERIFY(duel->apply(object(R"({"action": "undo"})")).ok());
    // The logged inputs carry every die: no random source is needed.
    ScriptedRandom none;
    QVERIFY(duel->apply(inputs, &none).ok());
    QCOMPARE(none.used(), 0);
    QCOMPARE(duel->canonicalDump(), after);
}

void tst_FireAction::pooledFireAddsStands()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 a = battle.add(
        infantry(QStringLiteral("1/61e"), QStringLiteral("France"), QStringLiteral("Foy"), 6));
    const qint64 b = battle.add(
        infantry(QStringLiteral("2/61e"), QStringLiteral("France"), QStringLiteral("Foy"), 6));
    const qint64 target = battle.add(
        infantry(QStringLiteral("1/95th"), QStringLiteral("Britain"), QStringLiteral("Kempt")));
    // 2 + 2 stands read row 4; die 10 at 2" (short, 0) with the initial
    // volley: 12, column 10-12, 5 steps.
    const ActionOutcome outcome
        = battle->apply(fire({ { QStringLiteral("firers"), ids({ a, b }) },
                               { QStringLiteral("target"), target },
                               { QStringLiteral("range"), 2 },
                               { QStringLiteral("die"), 10 },
                               { QStringLiteral("boxcars_roll"), QJsonArray { 11, 4 } } }));
    QVERIFY2(
        outcome.ok(),
        qPrintable(outcome.error() + answerOf(outcome).value(QStringLiteral("reason")).toString()));
    QCOMPARE(answerOf(outcome).value(QStringLiteral("stands")).toDouble(), 4.0);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("row")).toString(), QStringLiteral("4"));
    QCOMPARE(answerOf(outcome).value(QStringLiteral("casualty_steps")).toInt(), 5);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("average_cw")).toDouble(), 6.0);
    // Each spends its own AP and its own boxcars penalty.
    QCOMPARE(battle.unit(a).ap, 8 - 1 - 1);
    QCOMPARE(battle.unit(b).ap, 8 - 1 - 3);
    QVERIFY(battle.unit(a).smoke);
    QVERIFY(battle.unit(b).smoke);
    QCOMPARE(battle.unit(target).castings, 12 - 1);
    QCOMPARE(battle.unit(target).steps, 2);
}

void tst_FireAction::pooledFireRefused_data()
{
    QTest::addColumn<QString>("difference");
    QTest::addColumn<QString>("reason");
    QTest::newRow("another brigade") << QStringLiteral("brigade") << QStringLiteral("one brigade");
    QTest::newRow("another morale state") << QStringLiteral("morale") << QStringLiteral("morale");
    // These two pool under the pool-shared-modifiers ruling; off, refused.
    QTest::newRow("one has fired before, the ruling off")
        << QStringLiteral("fired") << QStringLiteral("initial-volley");
    QTest::newRow("another weapon, the ruling off")
        << QStringLiteral("weapon") << QStringLiteral("weapon");
}

void tst_FireAction::pooledFireRefused()
{
    QFETCH(QString, difference);
    QFETCH(QString, reason);
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 a = battle.add(
        infantry(QStringLiteral("1/61e"), QStringLiteral("France"), QStringLiteral("Foy"), 6));
    UnitRecord second = infantry(QStringLiteral("2/61e"), QStringLiteral("France"),
                                 difference == QLatin1String("brigade") ? QStringLiteral("Bachelu")
                                                                        : QStringLiteral("Foy"),
                                 6);
    if (difference == QLatin1String("morale"))
        second.morale = Morale::Shaken;
    if (difference == QLatin1String("fired"))
        second.hasFired = true;
    if (difference == QLatin1String("weapon"))
        second.weapon = Weapon::RifledMusket;
    const qint64 b = battle.add(second);
    const qint64 target = battle.add(
        infantry(QStringLiteral("1/95th"), QStringLiteral("Britain"), QStringLiteral("Kempt")));
    if (difference == QLatin1String("fired") || difference == QLatin1String("weapon"))
        QVERIFY(
            battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("set-rulings") },
                          { QStringLiteral("rulings"),
                            QJsonObject { { QStringLiteral("pool-shared-modifiers"), false } } } })
                .ok());
    const QString before = battle->canonicalDump();
    const ActionOutcome outcome = battle->apply(fire({ { QStringLiteral("firers"), ids({ a, b }) },
                                                       { QStringLiteral("target"), target },
                                                       { QStringLiteral("range"), 2 },
                                                       { QStringLiteral("die"), 5 } }));
    QVERIFY(outcome.is(Failure::Kind::Refused));
    QVERIFY2(answerOf(outcome).value(QStringLiteral("reason")).toString().contains(reason),
             qPrintable(answerOf(outcome).value(QStringLiteral("reason")).toString()));
    QCOMPARE(battle->canonicalDump(), before);
}

void tst_FireAction::gunsSpendBallOrCanister()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 guns = battle.add(battery(QStringLiteral("Foot battery"), QStringLiteral("France"),
                                           QStringLiteral("Reserve"), 6, Weapon::Gun12pdr));
    const qint64 target = battle.add(
        infantry(QStringLiteral("1/95th"), QStringLiteral("Britain"), QStringLiteral("Kempt")));
    // Ball at 10" (short, 0), 3 AP (+1), initial fire (+1), die 4: 6 on the
    // 6-tube row, column 4-6: 3 steps.
    const ActionOutcome ball = battle->apply(fire({ { QStringLiteral("firers"), ids({ guns }) },
                                                    { QStringLiteral("target"), target },
                                                    { QStringLiteral("range"), 10 },
                                                    { QStringLiteral("ap"), 3 },
                                                    { QStringLiteral("die"), 4 } }));
    QVERIFY2(ball.ok(),
             qPrintable(ball.error() + answerOf(ball).value(QStringLiteral("reason")).toString()));
    QCOMPARE(strings(answerOf(ball).value(QStringLiteral("conditions"))),
             QStringList { QStringLiteral("initial-fire") });
    QCOMPARE(answerOf(ball).value(QStringLiteral("modified_roll")).toInt(), 6);
    QCOMPARE(answerOf(ball).value(QStringLiteral("tubes")).toInt(), 6);
    QCOMPARE(answerOf(ball).value(QStringLiteral("casualty_steps")).toInt(), 3);
    QCOMPARE(battle.unit(guns).apBall, 5);
    QCOMPARE(battle.unit(guns).apCanister, 4);

    // Canister at 5" spends canister AP; the guns have fired, so no initial fire.
    const ActionOutcome canister
        = battle->apply(fire({ { QStringLiteral("firers"), ids({ guns }) },
                               { QStringLiteral("target"), target },
                               { QStringLiteral("range"), 5 },
                               { QStringLiteral("shot"), QStringLiteral("canister") },
                               { QStringLiteral("ap"), 4 },
                               { QStringLiteral("die"), 2 } }));
    QVERIFY(canister.ok());
    QCOMPARE(answerOf(canister).value(QStringLiteral("band")).toString(),
             QStringLiteral("canister"));
    QCOMPARE(battle.unit(guns).apBall, 5);
    QCOMPARE(battle.unit(guns).apCanister, 0);

    // Counter-battery fire is derived when the target is a battery.
    const qint64 enemyGuns = battle.add(battery(
        QStringLiteral("Battery Bull"), QStringLiteral("Britain"), QStringLiteral("Artillery")));
    const ActionOutcome counter = battle->apply(
        fire({ { QStringLiteral("firers"), ids({ guns }) },
               { QStringLiteral("target"), enemyGuns },
               { QStringLiteral("range"), 10 },
               { QStringLiteral("die"), 4 },
               { QStringLiteral("without"), QJsonArray { QStringLiteral("firer-in-smoke") } } }));
    QVERIFY(counter.ok());
    QVERIFY(strings(answerOf(counter).value(QStringLiteral("conditions")))
                .contains(QStringLiteral("counter-battery")));

    // Canister beyond canister range is refused.
    const ActionOutcome far
        = battle->apply(fire({ { QStringLiteral("firers"), ids({ guns }) },
                               { QStringLiteral("target"), target },
                               { QStringLiteral("range"), 8 },
                               { QStringLiteral("shot"), QStringLiteral("canister") },
                               { QStringLiteral("die"), 2 } }));
    QVERIFY(far.is(Failure::Kind::Refused));
}

void tst_FireAction::ricochetFiresAgainWithoutAp()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 guns = battle.add(battery(QStringLiteral("Foot battery"), QStringLiteral("France"),
                                           QStringLiteral("Reserve"), 6, Weapon::Gun12pdr));
    const qint64 target = battle.add(
        infantry(QStringLiteral("1/95th"), QStringLiteral("Britain"), QStringLiteral("Kempt")));
    const qint64 behind = battle.add(
        infantry(QStringLiteral("1/28th"), QStringLiteral("Britain"), QStringLiteral("Kempt")));
    battle.edit(behind, QStringLiteral("formation"), QStringLiteral("closed-column"));
    ScriptedRandom dice({ 6 });
    const ActionOutcome outcome
        = battle->apply(fire({ { QStringLiteral("firers"), ids({ guns }) },
                               { QStringLiteral("target"), target },
                               { QStringLiteral("range"), 10 },
                               { QStringLiteral("ap"), 2 },
                               { QStringLiteral("die"), 4 },
                               { QStringLiteral("ricochet"), ids({ behind }) } }),
                        &dice);
    QVERIFY2(
        outcome.ok(),
        qPrintable(outcome.error() + answerOf(outcome).value(QStringLiteral("reason")).toString()));
    QCOMPARE(battle.unit(guns).apBall, 8 - 2);
    const QJsonObject again
        = answerOf(outcome).value(QStringLiteral("ricochet")).toArray().first().toObject();
    // Die 6, ricochet -2, initial fire +1, closed column +3, short 0: 8.
    QCOMPARE(again.value(QStringLiteral("die")).toInt(), 6);
    QCOMPARE(again.value(QStringLiteral("modified_roll")).toInt(), 8);
    QVERIFY(
        strings(again.value(QStringLiteral("conditions"))).contains(QStringLiteral("ricochet")));
    QCOMPARE(again.value(QStringLiteral("casualty_steps")).toInt(), 4);
    QCOMPARE(battle.unit(behind).castings, 11);
    QVERIFY(battle.unit(behind).firedUponThisSegment);
    QCOMPARE(battle->log().last().inputs.value(QStringLiteral("ricochet_dice")).toArray(),
             QJsonArray { 6 });

    // Canister stops at the target.
    const ActionOutcome canister
        = battle->apply(fire({ { QStringLiteral("firers"), ids({ guns }) },
                               { QStringLiteral("target"), target },
                               { QStringLiteral("range"), 4 },
                               { QStringLiteral("shot"), QStringLiteral("canister") },
                               { QStringLiteral("die"), 4 },
                               { QStringLiteral("ricochet"), ids({ behind }) } }));
    QVERIFY(canister.is(Failure::Kind::Refused));
    QVERIFY(answerOf(canister)
                .value(QStringLiteral("reason"))
                .toString()
                .contains(QStringLiteral("canister")));
}

void tst_FireAction::standsLoweredByUmpire()
{
    Duel duel;
    QVERIFY(duel.isValid());
    duel.edit(duel.firer, QStringLiteral("has_fired"), true);
    const ActionOutcome outcome
        = duel->apply(fire({ { QStringLiteral("firers"), ids({ duel.firer }) },
                             { QStringLiteral("target"), duel.target },
                             { QStringLiteral("range"), 3 },
                             { QStringLiteral("stands"), 0.5 },
                             { QStringLiteral("die"), 10 },
                             { QStringLiteral("boxcars_roll"), 12 } }));
    QVERIFY(outcome.ok());
    QCOMPARE(answerOf(outcome).value(QStringLiteral("row")).toString(), QStringLiteral("half"));
    // Die 10 - 3 = 7, column 7-9 of the half row: 0 steps.
    QCOMPARE(answerOf(outcome).value(QStringLiteral("casualty_steps")).toInt(), 0);
}

ADC_TEST_GUILESS_MAIN(tst_FireAction)
#include "tst_fireaction.moc"
