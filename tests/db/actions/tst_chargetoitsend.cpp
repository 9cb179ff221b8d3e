// The charge through to its end: who may charge, the defender's fire
// resolved as a fire in the same action, and the outcome the umpire records
// ("The firefight result on the charge table is for both, or all, units").

#include "core/dice/scriptedrandom.h"
#include "core/discipline/chargeplanner.h"
#include "core/orders/ordercodec.h"
#include "db/battle/loggedrolls.h"
#include "db/battlefixture.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

// France: 1 (1/45e, infantry), 2 (Foot 6pdr, battery), 3 (1er Cuirassiers);
// Allies: 4 (2/95th), 5 (Rogers, battery), 6 (Lancers), 7 (1/42nd).
struct Field : TestBattle
{
    Field()
    {
        add(infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
        add(battery(QStringLiteral("Foot 6pdr"), QStringLiteral("France"),
                    QStringLiteral("Bachelu")));
        add(horse(QStringLiteral("1er Cuirassiers"), QStringLiteral("France")));
        add(infantry(QStringLiteral("2/95th"), QStringLiteral("Allies"), QStringLiteral("Kempt")));
        add(battery(QStringLiteral("Rogers"), QStringLiteral("Allies"), QStringLiteral("Kempt")));
        add(horse(QStringLiteral("Lancers"), QStringLiteral("Allies")));
        add(infantry(QStringLiteral("1/42nd"), QStringLiteral("Allies"), QStringLiteral("Pack")));
    }

    static UnitRecord horse(const QString &name, const QString &side)
    {
        UnitRecord unit = infantry(name, side, QStringLiteral("Cavalry"), 6);
        unit.arm = Arm::Cavalry;
        unit.ap = 0;
        return unit;
    }
};

} // namespace

class tst_ChargeToItsEnd : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void onlyInfantryAndCavalryCharge();
    void infantryDefenderFiresAtTheDistanceItFailed();
    void theFiresBoxcarsAreLoggedAndReplayed();
    void batteryFiresAtItsShortBand();
    void cavalryNeitherRollsNorFires();
    void outcomes_data();
    void outcomes();
    void outcomeLater();
};

void tst_ChargeToItsEnd::onlyInfantryAndCavalryCharge()
{
    Field field;
    QVERIFY(field.isValid());
    const QString before = field->canonicalDump();
    const ActionOutcome outcome = field->apply(
        object(R"({"action": "charge", "charger": 2, "defender": 4, "rolls": [6]})"));
    QVERIFY(outcome.is(Failure::Kind::Refused));
    QCOMPARE(outcome.error(),
             QStringLiteral("only infantry and cavalry charge; Foot 6pdr is artillery"));
    QCOMPARE(field->canonicalDump(), before);
    QVERIFY(field
                ->apply(object(R"({"action": "charge", "charger": 3, "defender": 4,
                                    "rolls": [6], "fire_die": 5})"))
                .ok());
}

void tst_ChargeToItsEnd::infantryDefenderFiresAtTheDistanceItFailed()
{
    // 9 free at 4", then 6 "2\" fire" at 3": the 2/95th fire at 2" (seed 002,
    // fire discipline chart), a fire of its own with die 7.
    Field field;
    QVERIFY(field.isValid());
    const UnitRecord charger = field.unit(1);
    const UnitRecord defender = field.unit(4);
    const ChargePlan plan
        = ChargePlanner::plan(ChargeOrder { 4, { 9, 6 }, 1, {}, {} },
                              ChargeUnits { charger, defender, {}, {} }, field->rulings());
    QVERIFY(plan.fire.has_value());
    QCOMPARE(plan.fire->request.range, 2.0);
    const FireResult expected = plan.fire->resultFor(7);

    ScriptedRandom none;
    const ActionOutcome outcome
        = field->apply(object(R"({"action": "charge", "charger": 1, "defender": 4, "rolls": [9, 6],
                   "fire_die": 7})"),
                       &none);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(none.used(), 0);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("fires_at")).toInt(), 2);
    const QJsonObject fire = answerOf(outcome).value(QStringLiteral("fire")).toObject();
    QCOMPARE(fire.value(QStringLiteral("casualty_steps")).toInt(), expected.casualtySteps);
    QCOMPARE(fire.value(QStringLiteral("band")).toString(), QStringLiteral("short"));
    // The defender spent its AP and is in smoke; the charger took the steps.
    QCOMPARE(field.unit(4).ap, 7);
    QVERIFY(field.unit(4).smoke);
    QVERIFY(field.unit(1).firedUponThisSegment);
    // Three steps make a permanent loss: the steps taken in all.
    const UnitRecord hit = field.unit(1);
    QCOMPARE((charger.castings - hit.castings) * 3 + hit.steps - charger.steps,
             expected.casualtySteps);
    // One log entry, undone as one.
    QVERIFY(field->apply(object(R"({"action": "undo"})")).ok());
    QCOMPARE(field.unit(1).toJson(), charger.toJson());
    QCOMPARE(field.unit(4).toJson(), defender.toJson());
}

void tst_ChargeToItsEnd::theFiresBoxcarsAreLoggedAndReplayed()
{
    // The defender's fire on a 10 is boxcars: the program rolls its 2d6
    // penalty, and the log keeps the faces as a field of the order, so that
    // the logged charge, read back and applied again, rolls nothing.
    Field field;
    QVERIFY(field.isValid());
    const QJsonObject charge = object(R"({"action": "charge", "charger": 1, "defender": 4,
                                          "rolls": [9, 6], "fire_die": 10})");
    ScriptedRandom penalty({ 5, 6 });
    const ActionOutcome first = field->apply(charge, &penalty);
    QVERIFY2(first.ok(), qPrintable(first.error()));
    QCOMPARE(penalty.used(), 2);
    const QJsonObject fire = answerOf(first).value(QStringLiteral("fire")).toObject();
    QVERIFY(fire.value(QStringLiteral("boxcars")).toBool());
    const QJsonObject logged = field->log().last().inputs;
    QCOMPARE(logged.value(QStringLiteral("fire_boxcars_faces")).toArray(), (QJsonArray { 5, 6 }));
    // The record says the program threw them, the entry read back too.
    QCOMPARE(logged.value(QStringLiteral("rolled")).toArray(),
             (QJsonArray { QStringLiteral("fire_boxcars_faces[0]"),
                           QStringLiteral("fire_boxcars_faces[1]") }));
    const auto boxcarsOrigin = [](const LogEntry &entry) {
        for (const LoggedRolls::Roll &roll : LoggedRolls::of(entry)) {
            if (roll.role == QLatin1String("boxcars"))
                return roll.origin;
        }
        return LoggedRolls::Origin::Unknown;
    };
    QCOMPARE(boxcarsOrigin(field->log().last()), LoggedRolls::Origin::Rolled);
    const Result<Order> order = OrderCodec::fromJson(logged);
    QVERIFY2(order.ok(), qPrintable(order.error()));
    QCOMPARE(OrderCodec::toJson(*order), logged);

    QVERIFY(field->apply(object(R"({"action": "undo"})")).ok());
    ScriptedRandom none;
    const ActionOutcome again = field->apply(logged, &none);
    QVERIFY2(again.ok(), qPrintable(again.error()));
    QCOMPARE(none.used(), 0);
    QCOMPARE(answerOf(again).value(QStringLiteral("fire")).toObject(), fire);
    QCOMPARE(boxcarsOrigin(field->log().last()), LoggedRolls::Origin::Rolled);

    // Faces a pair of d6 cannot show are no boxcars penalty.
    QVERIFY(field->apply(object(R"({"action": "undo"})")).ok());
    QJsonObject typed = charge;
    typed.insert(QStringLiteral("fire_boxcars_faces"), QJsonArray { 7, 1 });
    const ActionOutcome wrong = field->apply(typed, &none);
    QVERIFY(wrong.is(Failure::Kind::Malformed));
    QVERIFY2(wrong.error().startsWith(QStringLiteral("fire_boxcars_faces: ")),
             qPrintable(wrong.error()));
}

void tst_ChargeToItsEnd::batteryFiresAtItsShortBand()
{
    // "DEF. FIRE RANGES: INFANTRY 4\" ARTILLERY SHT": no discipline roll.
    Field field;
    QVERIFY(field.isValid());
    ScriptedRandom none;
    const ActionOutcome outcome = field->apply(
        object(R"({"action": "charge", "charger": 1, "defender": 5, "fire_die": 6})"), &none);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(none.used(), 0);
    QVERIFY(!answerOf(outcome).contains(QStringLiteral("steps")));
    const QJsonObject fire = answerOf(outcome).value(QStringLiteral("fire")).toObject();
    QCOMPARE(fire.value(QStringLiteral("band")).toString(), QStringLiteral("short"));
    QCOMPARE(field.unit(5).apBall, 7);
}

void tst_ChargeToItsEnd::cavalryNeitherRollsNorFires()
{
    Field field;
    QVERIFY(field.isValid());
    const UnitRecord charger = field.unit(3);
    ScriptedRandom none;
    const ActionOutcome outcome = field->apply(
        object(R"({"action": "charge", "charger": 3, "defender": 6, "outcome": "retires"})"),
        &none);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(none.used(), 0);
    QVERIFY(!answerOf(outcome).contains(QStringLiteral("fire")));
    QVERIFY(!answerOf(outcome).value(QStringLiteral("no_fire")).toString().isEmpty());
    QCOMPARE(field.unit(3).toJson(), charger.toJson());
    QVERIFY(field.unit(6).movedThisSegment);
}

void tst_ChargeToItsEnd::outcomes_data()
{
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<QList<bool>>("firefight"); // charger, defender, also
    QTest::addColumn<QList<bool>>("moved");
    QTest::newRow("home records the contact")
        << QStringLiteral("home") << QList<bool> { false, false, false }
        << QList<bool> { false, false, false };
    QTest::newRow("repulsed: the charger falls back")
        << QStringLiteral("repulsed") << QList<bool> { false, false, false }
        << QList<bool> { true, false, false };
    QTest::newRow("retires: the defender falls back")
        << QStringLiteral("retires") << QList<bool> { false, false, false }
        << QList<bool> { false, true, false };
    QTest::newRow("firefight: both, or all, units")
        << QStringLiteral("firefight") << QList<bool> { true, true, true }
        << QList<bool> { false, false, false };
}

void tst_ChargeToItsEnd::outcomes()
{
    QFETCH(QString, outcome);
    QFETCH(QList<bool>, firefight);
    QFETCH(QList<bool>, moved);
    Field field;
    QVERIFY(field.isValid());
    QJsonObject charge = object(R"({"action": "charge", "charger": 3, "defender": 6,
                                    "also": [7]})");
    charge.insert(QStringLiteral("outcome"), outcome);
    const ActionOutcome done = field->apply(charge);
    QVERIFY2(done.ok(), qPrintable(done.error()));
    const QList<qint64> units { 3, 6, 7 };
    for (int i = 0; i < units.size(); ++i) {
        QCOMPARE(field.unit(units.at(i)).firefight, firefight.at(i));
        QCOMPARE(field.unit(units.at(i)).movedThisSegment, moved.at(i));
    }
}

void tst_ChargeToItsEnd::outcomeLater()
{
    Field field;
    QVERIFY(field.isValid());
    const QJsonObject later = object(R"({"action": "charge-outcome", "outcome": "firefight"})");
    QCOMPARE(field->apply(later).error(), QStringLiteral("there is no charge to end"));
    QVERIFY(field
                ->apply(object(R"({"action": "charge", "charger": 1, "defender": 4,
                                    "rolls": [9, 9, 9, 9], "fire_die": 3})"))
                .ok());
    const qint64 charge = field->log().last().id;
    const ActionOutcome ended = field->apply(later);
    QVERIFY2(ended.ok(), qPrintable(ended.error()));
    QCOMPARE(answerOf(ended).value(QStringLiteral("charge")).toInteger(), charge);
    QVERIFY(field.unit(1).firefight);
    QVERIFY(field.unit(4).firefight);
    // The latest charge has its outcome now.
    QVERIFY(field->apply(later).is(Failure::Kind::Refused));
    // Undone, the charge waits for its outcome again.
    QVERIFY(field->apply(object(R"({"action": "undo"})")).ok());
    QVERIFY(!field.unit(1).firefight);
    QVERIFY(field->apply(object(R"({"action": "charge-outcome", "outcome": "repulsed"})")).ok());
    QVERIFY(field.unit(1).movedThisSegment);
    QVERIFY(field->apply(object(R"({"action": "charge-outcome", "outcome": "sideways"})"))
                .is(Failure::Kind::Malformed));
}

ADC_TEST_GUILESS_MAIN(tst_ChargeToItsEnd)
#include "tst_chargetoitsend.moc"
