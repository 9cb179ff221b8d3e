// What a side may propose (docs/contract.md, proposals): a fire, a charge or
// a move of its own units in the fields a player may set, never `without`,
// an outcome, the defender's rolls or the umpire's other fields; the units
// that act and the target a proposal names; the dice its side typed; the
// umpire's overrides and which fields they changed. And a proposal's state
// as read: a waiting one lapses when its segment ends, an applied one is
// taken back when its log entry is undone.

#include "core/orders/ordercodec.h"
#include "core/proposals/proposalamendment.h"
#include "core/proposals/proposalform.h"
#include "core/proposals/proposalrecord.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QJsonDocument>
#include <QTest>

using namespace Adc;

namespace {

// The object; an empty one, and the test failed, when the text is not one.
QJsonObject object(const char *json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (!document.isObject())
        ADC_FAIL(QStringLiteral("not a JSON object: %1 (%2)")
                     .arg(QString::fromUtf8(json), error.errorString()));
    return document.object();
}

const QString kUmpireOnly = QStringLiteral(": only the umpire sets this field");

ProposalRecord proposal(ProposalRecord::Stored stored)
{
    ProposalRecord record;
    record.id = 7;
    record.side = QStringLiteral("Britain");
    record.number = 3;
    record.units = { 12 };
    record.action = object(R"({"action": "fire", "firers": [12], "target": 4, "range": 3})");
    record.turn = 2;
    record.segment = 1;
    record.time = QStringLiteral("2025-06-16T14:05:00.000Z");
    record.stored = stored;
    return record;
}

Clock clockAt(int turn, int segment)
{
    Clock clock;
    clock.turn = turn;
    clock.segment = segment;
    return clock;
}

} // namespace

class tst_ProposalForm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void umpireFieldsRefused_data();
    void umpireFieldsRefused();
    void actionsASideMayNotPropose_data();
    void actionsASideMayNotPropose();
    void malformedAsTheActionReadsIt_data();
    void malformedAsTheActionReadsIt();
    void whatAProposalNames_data();
    void whatAProposalNames();
    void overrides_data();
    void overrides();
    void overridesRefused_data();
    void overridesRefused();
    void stateAsRead_data();
    void stateAsRead();
    void storedNames();
    void json();
};

void tst_ProposalForm::umpireFieldsRefused_data()
{
    QTest::addColumn<QJsonObject>("action");
    QTest::addColumn<QString>("field");

    // "never `without`, an outcome or the defender's rolls" (ProposalForm).
    QTest::newRow("fire: without drops a derived condition")
        << object(R"({"action": "fire", "firers": [1], "target": 2, "range": 3,
                      "without": ["initial-volley"]})")
        << "without";
    QTest::newRow("fire: stands, the umpire's lowering")
        << object(R"({"action": "fire", "firers": [1], "target": 2, "range": 3, "stands": 2})")
        << "stands";
    QTest::newRow("fire: ricochet targets")
        << object(R"({"action": "fire", "firers": [1], "target": 2, "range": 3, "ricochet": [3]})")
        << "ricochet";
    QTest::newRow("fire: ricochet dice") << object(
        R"({"action": "fire", "firers": [1], "target": 2, "range": 3, "ricochet_dice": [4]})")
                                         << "ricochet_dice";
    QTest::newRow("fire: a town block's edge in place of a target")
        << object(R"({"action": "fire", "firers": [1], "target_feature": 3, "range": 3})")
        << "target_feature";
    QTest::newRow("fire: dice marked rolled on screen")
        << object(R"({"action": "fire", "firers": [1], "target": 2, "range": 3, "die": 7,
                      "rolled": ["die"]})")
        << "rolled";
    QTest::newRow("charge: its outcome")
        << object(R"({"action": "charge", "charger": 1, "defender": 2, "outcome": "home"})")
        << "outcome";
    QTest::newRow("charge: the defender's fire die")
        << object(R"({"action": "charge", "charger": 1, "defender": 2, "fire_die": 6})")
        << "fire_die";
    QTest::newRow("charge: the defender's boxcars faces") << object(
        R"({"action": "charge", "charger": 1, "defender": 2, "fire_boxcars_faces": [6, 6]})")
                                                          << "fire_boxcars_faces";
}

void tst_ProposalForm::umpireFieldsRefused()
{
    QFETCH(QJsonObject, action);
    QFETCH(QString, field);
    const Result<Order> read = ProposalForm::read(action);
    QVERIFY(read.is(Failure::Kind::Malformed));
    QCOMPARE(read.error(), field + kUmpireOnly);
    QVERIFY(
        !ProposalForm::fields(action.value(QStringLiteral("action")).toString()).contains(field));
}

void tst_ProposalForm::actionsASideMayNotPropose_data()
{
    QTest::addColumn<QJsonObject>("action");

    QTest::newRow("edit") << object(
        R"({"action": "edit", "unit": 1, "field": "seen", "value": true})");
    QTest::newRow("end-segment") << object(R"({"action": "end-segment"})");
    QTest::newRow("end-turn") << object(R"({"action": "end-turn"})");
    QTest::newRow("undo") << object(R"({"action": "undo"})");
    QTest::newRow("redo") << object(R"({"action": "redo"})");
    QTest::newRow("discipline") << object(R"({"action": "discipline", "unit": 1, "roll": 7})");
    QTest::newRow("flee") << object(R"({"action": "flee", "unit": 1})");
    QTest::newRow("charge-outcome") << object(R"({"action": "charge-outcome", "outcome": "home"})");
    QTest::newRow("roll") << object(R"({"action": "roll", "dice": "2d6"})");
    QTest::newRow("accept") << object(R"({"action": "accept", "proposal": 1})");
    QTest::newRow("decline") << object(R"({"action": "decline", "proposal": 1, "reason": "no"})");
    QTest::newRow("add-unit") << object(
        R"({"action": "add-unit", "unit": {"name": "x", "side": "France", "brigade": "y",
                                           "arm": "infantry", "castings": 9}})");
    QTest::newRow("no action at all") << object(R"({"firers": [1], "target": 2, "range": 3})");
    QTest::newRow("an action that is no word") << object(R"({"action": 3})");
}

void tst_ProposalForm::actionsASideMayNotPropose()
{
    QFETCH(QJsonObject, action);
    const Result<Order> read = ProposalForm::read(action);
    QVERIFY(read.is(Failure::Kind::Malformed));
    QCOMPARE(read.error(), QStringLiteral("action: a side proposes a fire, a charge or a move"));
    QVERIFY(ProposalForm::fields(action.value(QStringLiteral("action")).toString()).isEmpty());
}

void tst_ProposalForm::malformedAsTheActionReadsIt_data()
{
    QTest::addColumn<QJsonObject>("action");
    QTest::addColumn<QString>("error");

    QTest::newRow("fire without a range")
        << object(R"({"action": "fire", "firers": [1], "target": 2})") << "range: missing";
    QTest::newRow("fire with die 11")
        << object(R"({"action": "fire", "firers": [1], "target": 2, "range": 3, "die": 11})")
        << "die:";
    QTest::newRow("fire: a condition no one knows") << object(
        R"({"action": "fire", "firers": [1], "target": 2, "range": 3, "conditions": ["uphill"]})")
                                                    << "conditions:";
    // A charge left without its charger is the old form, the umpire's.
    QTest::newRow("charge without its charger")
        << object(R"({"action": "charge", "defender": 2, "rolls": [9]})") << "charger: missing";
    QTest::newRow("move into a terrain no one knows")
        << object(R"({"action": "move", "unit": 1, "to": "swamp"})") << "to:";
    QTest::newRow("move without its unit")
        << object(R"({"action": "move", "to": "woods"})") << "unit: missing";
}

void tst_ProposalForm::malformedAsTheActionReadsIt()
{
    QFETCH(QJsonObject, action);
    QFETCH(QString, error);
    const Result<Order> read = ProposalForm::read(action);
    QVERIFY(read.is(Failure::Kind::Malformed));
    QVERIFY2(read.error().startsWith(error), qPrintable(read.error()));
}

void tst_ProposalForm::whatAProposalNames_data()
{
    QTest::addColumn<QJsonObject>("action");
    QTest::addColumn<QList<qint64>>("actors");
    QTest::addColumn<QList<qint64>>("targets");
    QTest::addColumn<QStringList>("typed");

    QTest::newRow("the least a fire needs")
        << object(R"({"action": "fire", "firers": [1], "target": 2, "range": 3})")
        << QList<qint64> { 1 } << QList<qint64> { 2 } << QStringList();
    QTest::newRow("a brigade's pooled fire with every field a side sets")
        << object(R"({"action": "fire", "firers": [4, 1], "target": 9, "range": 3.5, "ap": 2,
                      "shot": "ball", "die": 10, "boxcars_roll": [9, 4],
                      "boxcars_faces": [[4, 5], [1, 3]], "conditions": ["target-flank"]})")
        << QList<qint64> { 4, 1 } << QList<qint64> { 9 }
        << QStringList { QStringLiteral("die"), QStringLiteral("boxcars_roll"),
                         QStringLiteral("boxcars_faces") };
    QTest::newRow("a charge: the charger leads, the others follow")
        << object(R"({"action": "charge", "charger": 3, "defender": 7, "also": [5, 4],
                      "rolls": [9, 8], "faces": [[4, 5], [3, 5]]})")
        << QList<qint64> { 3, 5, 4 } << QList<qint64> { 7 }
        << QStringList { QStringLiteral("rolls"), QStringLiteral("faces") };
    QTest::newRow("a move names no target")
        << object(R"({"action": "move", "unit": 6, "to": "woods", "across": ["ltf"],
                      "road": false})")
        << QList<qint64> { 6 } << QList<qint64>() << QStringList();
    QTest::newRow("a move out of its feature")
        << object(R"({"action": "move", "unit": 6, "feature": null})") << QList<qint64> { 6 }
        << QList<qint64>() << QStringList();
}

void tst_ProposalForm::whatAProposalNames()
{
    QFETCH(QJsonObject, action);
    QFETCH(QList<qint64>, actors);
    QFETCH(QList<qint64>, targets);
    QFETCH(QStringList, typed);
    const Result<Order> read = ProposalForm::read(action);
    QVERIFY2(read.ok(), qPrintable(read.error()));
    QCOMPARE(read->kind(), action.value(QStringLiteral("action")).toString());
    QCOMPARE(ProposalForm::actors(*read), actors);
    QCOMPARE(ProposalForm::targets(*read), targets);
    QCOMPARE(ProposalAmendment::typedDice(*read), typed);
    // Every field it holds is one a side may set.
    const QStringList allowed = ProposalForm::fields(read->kind());
    for (const QString &key : action.keys())
        QVERIFY2(allowed.contains(key), qPrintable(key));
}

void tst_ProposalForm::overrides_data()
{
    QTest::addColumn<QJsonObject>("overrides");
    QTest::addColumn<QJsonObject>("merged");
    QTest::addColumn<QStringList>("changed");

    // The proposal in each row: {"action": "fire", "firers": [1], "target": 2,
    // "range": 3, "die": 7}.
    QTest::newRow("none: the proposal as it came")
        << QJsonObject()
        << object(R"({"action": "fire", "firers": [1], "target": 2, "range": 3, "die": 7})")
        << QStringList();
    QTest::newRow("the range the umpire measured")
        << object(R"({"range": 4})")
        << object(R"({"action": "fire", "firers": [1], "target": 2, "range": 4, "die": 7})")
        << QStringList { QStringLiteral("range") };
    QTest::newRow("the same range is no change")
        << object(R"({"range": 3})")
        << object(R"({"action": "fire", "firers": [1], "target": 2, "range": 3, "die": 7})")
        << QStringList();
    QTest::newRow("null takes the side's die out")
        << object(R"({"die": null})")
        << object(R"({"action": "fire", "firers": [1], "target": 2, "range": 3})")
        << QStringList { QStringLiteral("die") };
    QTest::newRow("null for a field it never had is no change")
        << object(R"({"ap": null})")
        << object(R"({"action": "fire", "firers": [1], "target": 2, "range": 3, "die": 7})")
        << QStringList();
    QTest::newRow("a field only the umpire sets")
        << object(R"({"without": ["initial-volley"]})")
        << object(R"({"action": "fire", "firers": [1], "target": 2, "range": 3, "die": 7,
                      "without": ["initial-volley"]})")
        << QStringList { QStringLiteral("without") };
    QTest::newRow("several, by name, the unchanged left out")
        << object(R"({"range": 2, "die": 7, "ap": 2})")
        << object(R"({"action": "fire", "firers": [1], "target": 2, "range": 2, "die": 7,
                      "ap": 2})")
        << QStringList { QStringLiteral("ap"), QStringLiteral("range") };
}

void tst_ProposalForm::overrides()
{
    QFETCH(QJsonObject, overrides);
    QFETCH(QJsonObject, merged);
    QFETCH(QStringList, changed);
    const QJsonObject action
        = object(R"({"action": "fire", "firers": [1], "target": 2, "range": 3, "die": 7})");
    const Result<ProposalAmendment> amendment = ProposalAmendment::read(overrides);
    QVERIFY2(amendment.ok(), qPrintable(amendment.error()));
    const Result<Order> proposed = OrderCodec::fromJson(action);
    QVERIFY(proposed.ok());
    const Result<Order> applied = amendment->applied(*proposed);
    QVERIFY2(applied.ok(), qPrintable(applied.error()));
    QCOMPARE(OrderCodec::toJson(*applied), merged);
    QCOMPARE(amendment->changed(*proposed), changed);
    // Written as an accept gives it.
    QCOMPARE(amendment->toJson(), overrides);
}

void tst_ProposalForm::overridesRefused_data()
{
    QTest::addColumn<QJsonObject>("overrides");
    QTest::addColumn<QString>("field");

    // The proposal in each row: {"action": "fire", "firers": [1], "target": 2,
    // "range": 3, "die": 7}.
    QTest::newRow("a field no action has") << object(R"({"colour": 1})") << "colour";
    QTest::newRow("fields of two actions") << object(R"({"range": 4, "defender": 2})") << "range";
    QTest::newRow("a charge's field on a fire") << object(R"({"defender": 2})") << "defender";
    QTest::newRow("a value its order does not read") << object(R"({"die": 11})") << "die";
    QTest::newRow("the firers dropped") << object(R"({"firers": null})") << "firers";
    QTest::newRow("a target feature besides the target")
        << object(R"({"target_feature": 3})") << "target";
}

void tst_ProposalForm::overridesRefused()
{
    QFETCH(QJsonObject, overrides);
    QFETCH(QString, field);
    const Result<Order> proposed = OrderCodec::fromJson(
        object(R"({"action": "fire", "firers": [1], "target": 2, "range": 3, "die": 7})"));
    QVERIFY(proposed.ok());
    // Refused as the accept is read, or as it is applied to the proposal.
    const Result<ProposalAmendment> amendment = ProposalAmendment::read(overrides);
    const QString error = amendment ? amendment->applied(*proposed).error() : amendment.error();
    QVERIFY2(error.startsWith(field + QLatin1Char(':')), qPrintable(error));
}

void tst_ProposalForm::stateAsRead_data()
{
    QTest::addColumn<QString>("stored");
    QTest::addColumn<int>("turn");
    QTest::addColumn<int>("segment");
    QTest::addColumn<bool>("logUndone");
    QTest::addColumn<QString>("state");

    // Each proposal was made in turn 2, segment 1.
    QTest::newRow("waiting in its own segment") << "waiting" << 2 << 1 << false << "waiting";
    QTest::newRow("waiting once its segment ended: lapsed")
        << "waiting" << 2 << 2 << false << "lapsed";
    QTest::newRow("waiting in the next turn's first segment: lapsed")
        << "waiting" << 3 << 1 << false << "lapsed";
    QTest::newRow("applied") << "applied" << 2 << 1 << false << "applied";
    QTest::newRow("applied, stays so when the segment ends")
        << "applied" << 2 << 2 << false << "applied";
    QTest::newRow("applied, its entry undone: taken back")
        << "applied" << 2 << 1 << true << "taken-back";
    QTest::newRow("declined never lapses") << "declined" << 3 << 2 << false << "declined";
    QTest::newRow("withdrawn never lapses") << "withdrawn" << 3 << 2 << false << "withdrawn";
}

void tst_ProposalForm::stateAsRead()
{
    QFETCH(QString, stored);
    QFETCH(int, turn);
    QFETCH(int, segment);
    QFETCH(bool, logUndone);
    QFETCH(QString, state);
    const std::optional<ProposalRecord::Stored> kept = ProposalRecord::storedFromName(stored);
    QVERIFY(kept.has_value());
    ProposalRecord record = proposal(*kept);
    record.logUndone = logUndone;
    if (*kept == ProposalRecord::Stored::Applied)
        record.logId = 40;
    const ProposalRecord::State read = record.state(clockAt(turn, segment));
    QCOMPARE(ProposalRecord::stateName(read), state);
    QVERIFY(!ProposalRecord::stateText(read).isEmpty());
    QCOMPARE(record.toJson(clockAt(turn, segment)).value(QStringLiteral("state")).toString(),
             state);
}

void tst_ProposalForm::storedNames()
{
    for (const ProposalRecord::Stored stored :
         { ProposalRecord::Stored::Waiting, ProposalRecord::Stored::Applied,
           ProposalRecord::Stored::Declined, ProposalRecord::Stored::Withdrawn }) {
        const QString name = ProposalRecord::storedName(stored);
        QVERIFY2(ProposalRecord::storedFromName(name) == stored, qPrintable(name));
    }
    // Lapsed and taken back are read from the clock and the log, never kept.
    QVERIFY(!ProposalRecord::storedFromName(QStringLiteral("lapsed")).has_value());
    QVERIFY(!ProposalRecord::storedFromName(QStringLiteral("taken-back")).has_value());
    QVERIFY(!ProposalRecord::storedFromName(QString()).has_value());
}

void tst_ProposalForm::json()
{
    const Clock now = clockAt(2, 1);
    ProposalRecord waiting = proposal(ProposalRecord::Stored::Waiting);
    QCOMPARE(waiting.kind(), QStringLiteral("fire"));
    const QJsonObject shown = waiting.toJson(now);
    QCOMPARE(shown,
             (QJsonObject { { QStringLiteral("id"), 7 },
                            { QStringLiteral("side"), QStringLiteral("Britain") },
                            { QStringLiteral("number"), 3 },
                            { QStringLiteral("state"), QStringLiteral("waiting") },
                            { QStringLiteral("action"), waiting.action },
                            { QStringLiteral("turn"), 2 },
                            { QStringLiteral("segment"), 1 },
                            { QStringLiteral("time"), waiting.time } }));

    // The reason only when declined; a withdrawn one says none.
    ProposalRecord declined = proposal(ProposalRecord::Stored::Declined);
    declined.reason = QStringLiteral("The Highlanders are behind the crest");
    QCOMPARE(declined.toJson(now).value(QStringLiteral("reason")).toString(), declined.reason);
    ProposalRecord withdrawn = proposal(ProposalRecord::Stored::Withdrawn);
    withdrawn.reason = QStringLiteral("left over");
    QVERIFY(!withdrawn.toJson(now).contains(QStringLiteral("reason")));

    // The log id once applied, kept when the entry is undone.
    ProposalRecord applied = proposal(ProposalRecord::Stored::Applied);
    applied.logId = 40;
    QCOMPARE(applied.toJson(now).value(QStringLiteral("log_id")).toInteger(), 40);
    QVERIFY(!applied.toJson(now).contains(QStringLiteral("reason")));
    applied.logUndone = true;
    const QJsonObject takenBack = applied.toJson(now);
    QCOMPARE(takenBack.value(QStringLiteral("state")).toString(), QStringLiteral("taken-back"));
    QCOMPARE(takenBack.value(QStringLiteral("log_id")).toInteger(), 40);
    QVERIFY(!shown.contains(QStringLiteral("log_id")));
}

ADC_TEST_APPLESS_MAIN(tst_ProposalForm)
#include "tst_proposalform.moc"
