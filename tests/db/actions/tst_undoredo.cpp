// Undo and redo from the log's row images: undo then redo gives back the
// same battle, also across closing and opening the file.

#include "db/battlefixture.h"
#include "db/rawsqlite.h"
#include "db/resulttesting.h"
#include "testsuite.h"

#include <QSqlQuery>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

// France: 1 (1/45e), 2 (2/45e) of Bachelu; Britain: 3 (1/42nd), 4 (battery).
struct Field : TestBattle
{
    Field()
    {
        if (!isValid())
            return;
        add(infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu"),
                     6));
        add(infantry(QStringLiteral("2/45e"), QStringLiteral("France"), QStringLiteral("Bachelu"),
                     6));
        UnitRecord highlanders
            = infantry(QStringLiteral("1/42nd"), QStringLiteral("Britain"), QStringLiteral("Pack"));
        highlanders.steps = 2;
        highlanders.smoke = true;
        add(highlanders);
        add(battery(QStringLiteral("Rogers"), QStringLiteral("Britain"),
                    QStringLiteral("Artillery")));
        QVERIFY(
            battle
                ->apply(object(
                    R"({"action": "add-feature", "name": "Bossu Wood", "kind": "woods", "cover": "light"})"))
                .ok());
    }
};

const QJsonObject kUndo { { QStringLiteral("action"), QStringLiteral("undo") } };
const QJsonObject kRedo { { QStringLiteral("action"), QStringLiteral("redo") } };

} // namespace

class tst_UndoRedo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void undoThenRedo_data();
    void undoThenRedo();
    void severalStepsBackAndForth();
    void survivesClosingTheFile();
    void newActionDropsTheRedoChain();
    void nothingToUndoOrRedo();
    void undoAndRedoAreLogged();
    void signalsFollowTheRestoredRows();
    void changedOutsideTheLogIsRefused();
    void importUndoneAsOne();
    void undoTakesBackWhatWasDoneLast();
    void undoOfANamedEntry();
};

void tst_UndoRedo::undoThenRedo_data()
{
    QTest::addColumn<QJsonObject>("action");
    QTest::newRow("fire") << object(
        R"({"action": "fire", "firers": [1], "target": 3, "range": 2, "die": 10, "boxcars_roll": 5})");
    QTest::newRow("pooled fire with ricochet target left out")
        << object(R"({"action": "fire", "firers": [1, 2], "target": 3, "range": 2, "die": 6})");
    QTest::newRow("battery fire with ricochet") << object(
        R"({"action": "fire", "firers": [4], "target": 1, "range": 6, "die": 9, "ricochet": [2], "ricochet_dice": [7]})");
    QTest::newRow("discipline into firefight")
        << object(R"({"action": "discipline", "unit": 1, "roll": 3})");
    QTest::newRow("charge") << object(R"({"action": "charge", "defender": 3, "rolls": [2]})");
    QTest::newRow("end of segment") << object(R"({"action": "end-segment", "moved": [1]})");
    QTest::newRow("end of turn") << object(R"({"action": "end-turn", "out_of_contact": [1, 4]})");
    QTest::newRow("edit") << object(
        R"({"action": "edit", "unit": 2, "field": "morale", "value": "shaken"})");
    QTest::newRow("edit into a new brigade")
        << object(R"({"action": "edit", "unit": 2, "field": "brigade", "value": "Foy"})");
    QTest::newRow("add unit of a new side") << object(
        R"({"action": "add-unit", "unit": {"name": "Brunswick Leib", "side": "Brunswick", "brigade": "Butlar", "arm": "infantry", "castings": 9}})");
    QTest::newRow("remove unit") << object(R"({"action": "remove-unit", "unit": 2})");
    QTest::newRow("add brigade") << object(
        R"({"action": "add-brigade", "side": "France", "name": "Jérôme"})");
    QTest::newRow("add feature") << object(
        R"({"action": "add-feature", "name": "Gemioncourt", "kind": "bua"})");
    QTest::newRow("remove feature")
        << object(R"({"action": "remove-feature", "feature": "Bossu Wood"})");
    QTest::newRow("place in a wood")
        << object(R"({"action": "place", "unit": 1, "feature": "Bossu Wood"})");
    QTest::newRow("set rulings") << object(
        R"({"action": "set-rulings", "rulings": {"boxcars-face": 1}})");
    QTest::newRow("set setting") << object(
        R"({"action": "set-setting", "key": "segments-per-turn", "value": 4})");
    QTest::newRow("reorder") << object(R"({"action": "reorder", "units": [4, 1]})");
}

void tst_UndoRedo::undoThenRedo()
{
    QFETCH(QJsonObject, action);
    Field field;
    QVERIFY(field.isValid());
    const QString before = field->canonicalDump();
    ScriptedRandom dice({ 4, 4, 4, 4, 4, 4 });
    const ActionOutcome done = field->apply(action, &dice);
    QVERIFY2(done.ok(),
             qPrintable(done.error() + answerOf(done).value(QStringLiteral("reason")).toString()));
    const QString after = field->canonicalDump();
    QVERIFY(after != before);

    QVERIFY(field->canUndo());
    QVERIFY(!field->canRedo());
    QVERIFY(field->apply(kUndo).ok());
    QCOMPARE(field->canonicalDump(), before);
    QVERIFY(field->canRedo());
    QVERIFY(field->apply(kRedo).ok());
    QCOMPARE(field->canonicalDump(), after);

    // The same after closing and opening the file between each step.
    QVERIFY(field.reopen());
    QVERIFY(field->apply(kUndo).ok());
    QVERIFY(field.reopen());
    QCOMPARE(field->canonicalDump(), before);
    QVERIFY(field->apply(kRedo).ok());
    QVERIFY(field.reopen());
    QCOMPARE(field->canonicalDump(), after);
}

void tst_UndoRedo::severalStepsBackAndForth()
{
    Field field;
    QVERIFY(field.isValid());
    QStringList dumps { field->canonicalDump() };
    const QList<QJsonObject> actions {
        object(R"({"action": "fire", "firers": [1], "target": 3, "range": 2, "die": 7})"),
        object(R"({"action": "edit", "unit": 3, "field": "ap", "value": 3})"),
        object(R"({"action": "end-segment"})"),
        object(R"({"action": "fire", "firers": [4], "target": 2, "range": 4, "die": 2})"),
    };
    for (const QJsonObject &action : actions) {
        QVERIFY(field->apply(action).ok());
        dumps.append(field->canonicalDump());
    }
    for (int i = actions.size() - 1; i >= 0; --i) {
        QVERIFY(field->apply(kUndo).ok());
        QCOMPARE(field->canonicalDump(), dumps.at(i));
    }
    for (int i = 1; i <= actions.size(); ++i) {
        QVERIFY(field->apply(kRedo).ok());
        QCOMPARE(field->canonicalDump(), dumps.at(i));
    }
    QVERIFY(!field->canRedo());
}

void tst_UndoRedo::survivesClosingTheFile()
{
    Field field;
    QVERIFY(field.isValid());
    const QString before = field->canonicalDump();
    QVERIFY(field
                ->apply(object(
                    R"({"action": "fire", "firers": [1], "target": 3, "range": 2, "die": 7})"))
                .ok());
    QVERIFY(field->apply(object(R"({"action": "discipline", "unit": 3, "roll": 2})")).ok());
    const QString after = field->canonicalDump();
    QVERIFY(field.reopen());
    QCOMPARE(field->undoText(),
             QStringLiteral("Undo Discipline: 1/42nd rolls 2 (in smoke): 4\" FF"));
    QVERIFY(field->apply(kUndo).ok());
    QVERIFY(field.reopen());
    QVERIFY(field->apply(kUndo).ok());
    QVERIFY(field.reopen());
    QCOMPARE(field->canonicalDump(), before);
    QVERIFY(field->redoText().startsWith(QStringLiteral("Redo Fire: 1/45e at 1/42nd")));
    QVERIFY(field->apply(kRedo).ok());
    QVERIFY(field.reopen());
    QVERIFY(field->apply(kRedo).ok());
    QVERIFY(field.reopen());
    QCOMPARE(field->canonicalDump(), after);
}

void tst_UndoRedo::newActionDropsTheRedoChain()
{
    Field field;
    QVERIFY(field.isValid());
    QVERIFY(
        field->apply(object(R"({"action": "edit", "unit": 1, "field": "ap", "value": 3})")).ok());
    QVERIFY(
        field->apply(object(R"({"action": "edit", "unit": 1, "field": "ap", "value": 2})")).ok());
    QVERIFY(field->apply(kUndo).ok());
    QVERIFY(field->canRedo());
    QVERIFY(
        field->apply(object(R"({"action": "edit", "unit": 2, "field": "ap", "value": 1})")).ok());
    QVERIFY(!field->canRedo());
    QVERIFY(field.reopen());
    QVERIFY(!field->canRedo());
    QVERIFY(field->apply(kRedo).is(Failure::Kind::Refused));
    // Undo goes back over the new action, then past the dropped one.
    QVERIFY(field->apply(kUndo).ok());
    QCOMPARE(field.unit(2).ap, 8);
    QCOMPARE(field.unit(1).ap, 3);
    QVERIFY(field->apply(kUndo).ok());
    QCOMPARE(field.unit(1).ap, 8);
}

void tst_UndoRedo::nothingToUndoOrRedo()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    QVERIFY(!battle->canUndo());
    QVERIFY(!battle->canRedo());
    QVERIFY(battle->undoText().isEmpty());
    const ActionOutcome undo = battle->apply(kUndo);
    QVERIFY(undo.is(Failure::Kind::Refused));
    QCOMPARE(answerOf(undo).value(QStringLiteral("reason")).toString(),
             QStringLiteral("there is nothing to undo"));
    QVERIFY(battle->apply(kRedo).is(Failure::Kind::Refused));
    QVERIFY(battle->log().isEmpty());
    QVERIFY(
        battle->apply(object(R"({"action": "undo", "steps": 2})")).is(Failure::Kind::Malformed));
    // Undo and redo hold no dice, so "rolled" can name none.
    for (const char *action : { "undo", "redo" }) {
        QJsonObject named = object(R"({"rolled": ["faces"]})");
        named.insert(QStringLiteral("action"), QString::fromLatin1(action));
        const ActionOutcome rolled = battle->apply(named);
        QVERIFY2(rolled.is(Failure::Kind::Malformed), qPrintable(rolled.error()));
        QVERIFY2(rolled.error().startsWith(QStringLiteral("rolled: ")), qPrintable(rolled.error()));
    }
    QVERIFY(battle->log().isEmpty());
}

void tst_UndoRedo::undoAndRedoAreLogged()
{
    Field field;
    QVERIFY(field.isValid());
    QVERIFY(
        field->apply(object(R"({"action": "edit", "unit": 1, "field": "ap", "value": 3})")).ok());
    const qint64 editId = field->log().last().id;
    const ActionOutcome undo = field->apply(kUndo);
    QCOMPARE(answerOf(undo).value(QStringLiteral("undid")).toInteger(), editId);
    QCOMPARE(answerOf(undo)
                 .value(QStringLiteral("units"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QStringLiteral("ap"))
                 .toInt(),
             8);
    QList<LogEntry> log = field->log();
    QCOMPARE(log.last().kind, QStringLiteral("undo"));
    QCOMPARE(log.last().id, answerOf(undo).value(QStringLiteral("log_id")).toInteger());
    for (const LogEntry &entry : log) {
        if (entry.id == editId)
            QVERIFY(entry.undone);
    }
    QVERIFY(field->apply(kRedo).ok());
    log = field->log();
    QCOMPARE(log.last().kind, QStringLiteral("redo"));
    for (const LogEntry &entry : log) {
        if (entry.id == editId)
            QVERIFY(!entry.undone);
    }
}

void tst_UndoRedo::signalsFollowTheRestoredRows()
{
    Field field;
    QVERIFY(field.isValid());
    QVERIFY(field->apply(object(R"({"action": "remove-unit", "unit": 2})")).ok());
    QSignalSpy added(field.battle.get(), &Battle::unitAdded);
    QSignalSpy removed(field.battle.get(), &Battle::unitRemoved);
    QVERIFY(field->apply(kUndo).ok());
    QCOMPARE(added.count(), 1);
    QCOMPARE(added.first().first().toLongLong(), 2);
    QCOMPARE(removed.count(), 0);
    QVERIFY(field->apply(kRedo).ok());
    QCOMPARE(removed.count(), 1);
}

void tst_UndoRedo::changedOutsideTheLogIsRefused()
{
    Field field;
    QVERIFY(field.isValid());
    QVERIFY(
        field->apply(object(R"({"action": "edit", "unit": 1, "field": "ap", "value": 3})")).ok());
    // Another program changes the battle behind the log's back.
    QVERIFY(field.changeOutside(QStringLiteral("UPDATE units SET ap = 5 WHERE id = 1")));
    const QString before = field->canonicalDump();
    const ActionOutcome undo = field->apply(kUndo);
    QVERIFY(undo.is(Failure::Kind::Failed));
    QVERIFY2(undo.error().contains(QStringLiteral("outside its log")), qPrintable(undo.error()));
    QCOMPARE(field->canonicalDump(), before);
}

void tst_UndoRedo::importUndoneAsOne()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    QList<UnitRecord> units;
    for (int i = 1; i <= 5; ++i)
        units.append(infantry(QStringLiteral("%1/45e").arg(i), QStringLiteral("France"),
                              QStringLiteral("Bachelu")));
    QString error;
    QVERIFY(Fixture::succeeded(battle->addUnits(units), &error));
    QCOMPARE(battle->units().size(), 5);
    QVERIFY(battle->apply(kUndo).ok());
    QVERIFY(battle->units().isEmpty());
    QVERIFY(battle->sides().isEmpty());
    QVERIFY(battle->clock().activeSide.isEmpty());
    QVERIFY(battle->apply(kRedo).ok());
    QCOMPARE(battle->units().size(), 5);
    QCOMPARE(battle->clock().activeSide, QStringLiteral("France"));
}

ADC_TEST_GUILESS_MAIN(tst_UndoRedo)
#include "tst_undoredo.moc"

void tst_UndoRedo::undoTakesBackWhatWasDoneLast()
{
    // A fire, then a discipline roll that changed nothing (a unit not in
    // smoke rolling "fire at 1\""): undo takes back the roll first, marked
    // undone, then the fire; undo entries are never themselves undone.
    Field field;
    QVERIFY(field.isValid());
    const QString before = field->canonicalDump();
    QVERIFY(
        field->apply(object(R"({"action": "edit", "unit": 1, "field": "ap", "value": 3})")).ok());
    QVERIFY(field->apply(object(R"({"action": "roll", "dice": "1d10", "faces": [4]})")).ok());
    const qint64 roll = field->log().last().id;
    QVERIFY(field->undoText().contains(QStringLiteral("1d10")));
    const ActionOutcome first = field->apply(kUndo);
    QVERIFY(first.ok());
    QCOMPARE(answerOf(first).value(QStringLiteral("undid")).toInteger(), roll);
    QVERIFY(field->logEntry(roll)->undone);
    QCOMPARE(field.unit(1).ap, 3);
    const ActionOutcome second = field->apply(kUndo);
    QCOMPARE(answerOf(second).value(QStringLiteral("undid")).toInteger(), roll - 1);
    QCOMPARE(field->canonicalDump(), before);
    // Redo gives back the edit, then the roll, in the order they were done.
    QCOMPARE(answerOf(field->apply(kRedo)).value(QStringLiteral("redid")).toInteger(), roll - 1);
    QCOMPARE(answerOf(field->apply(kRedo)).value(QStringLiteral("redid")).toInteger(), roll);
    QVERIFY(!field->logEntry(roll)->undone);
}

void tst_UndoRedo::undoOfANamedEntry()
{
    Field field;
    QVERIFY(field.isValid());
    QVERIFY(
        field->apply(object(R"({"action": "edit", "unit": 1, "field": "ap", "value": 3})")).ok());
    const qint64 edit = field->log().last().id;
    QVERIFY(field->apply(object(R"({"action": "roll", "dice": "2d6", "faces": [1, 2]})")).ok());
    QCOMPARE(field->undoTargetId(), edit + 1);
    // Another's roll came in after the edit: undo of the edit is refused.
    QJsonObject named = kUndo;
    named.insert(QStringLiteral("entry"), edit);
    const ActionOutcome refused = field->apply(named);
    QVERIFY(refused.is(Failure::Kind::Refused));
    QVERIFY(refused.error().contains(QStringLiteral("not the latest")));
    QCOMPARE(field.unit(1).ap, 3);
    named.insert(QStringLiteral("entry"), edit + 1);
    QCOMPARE(answerOf(field->apply(named)).value(QStringLiteral("undid")).toInteger(), edit + 1);
    named.insert(QStringLiteral("entry"), edit);
    QVERIFY(field->apply(named).ok());
    QCOMPARE(field.unit(1).ap, 8);
    named.insert(QStringLiteral("entry"), QStringLiteral("latest"));
    QVERIFY(field->apply(named).is(Failure::Kind::Malformed));
}
