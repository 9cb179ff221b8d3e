// The full check (`adc check`, File → Check battle): a battle after many
// actions, undos and redos is sound; an entry of its log edited or removed
// behind its back, a flag set by hand, anything the log sets (a unit, the
// battle's name, scale and rulings, a feature, the clock, a setting, a side,
// a brigade) changed by hand, or bytes of the file scrambled are each found
// and named.

#include "db/battlefixture.h"
#include "db/rawsqlite.h"
#include "db/resulttesting.h"
#include "testsuite.h"

#include <QFile>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

void applyAll(Battle &battle, const QList<const char *> &actions)
{
    for (const char *json : actions) {
        const ActionOutcome outcome = battle.apply(object(json));
        QVERIFY2(outcome.ok() || outcome.is(Failure::Kind::Refused),
                 qPrintable(QString::fromLatin1(json) + QLatin1Char(' ') + outcome.error()));
    }
}

// Two sides, a woods, fires, discipline, undos and redos, segments and a
// turn ended (the sweeps of the end of a segment), an undo dropped by a new
// action, and one left to redo.
void playBattle(Battle &battle)
{
    QList<UnitRecord> units;
    for (int i = 1; i <= 6; ++i)
        units.append(infantry(QStringLiteral("%1e Ligne").arg(i), QStringLiteral("France"),
                              QStringLiteral("Girard")));
    units.append(battery(QStringLiteral("Foot Battery 7"), QStringLiteral("Prussia"),
                         QStringLiteral("Jagow")));
    units.append(infantry(QStringLiteral("II/6th Landwehr"), QStringLiteral("Prussia"),
                          QStringLiteral("Jagow")));
    QVERIFY(battle.addUnits(units));
    applyAll(battle,
             { R"({"action": "add-feature", "name": "Ligny church", "kind": "bua",)"
               R"( "cover": "medium"})",
               R"({"action": "fire", "firers": [7], "target": 1, "range": 9, "die": 8})",
               R"({"action": "discipline", "unit": 1, "roll": 7})", R"({"action": "undo"})",
               R"({"action": "redo"})",
               R"({"action": "fire", "firers": [2], "target": 8, "range": 3, "die": 5})",
               R"({"action": "end-segment", "moved": [3]})",
               R"({"action": "fire", "firers": [8], "target": 2, "range": 4, "die": 9})",
               R"({"action": "undo"})", R"({"action": "undo"})",
               R"({"action": "edit", "unit": 4, "field": "ap", "value": 5})",
               R"({"action": "end-segment"})", R"({"action": "end-turn"})",
               R"({"action": "edit", "unit": 5, "field": "name", "value": "5e Léger"})",
               R"({"action": "remove-unit", "unit": 6})", R"({"action": "undo"})",
               R"({"action": "undo"})", R"({"action": "redo"})" });
}

QString problemsOf(const CheckReport &report)
{
    return report.problems.join(QLatin1Char('\n'));
}

bool anyContains(const QStringList &lines, const QString &text)
{
    for (const QString &line : lines) {
        if (line.contains(text))
            return true;
    }
    return false;
}

} // namespace

class tst_BattleCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanBattleIsSound();
    void editedInputsNamed();
    void editedResultNamed();
    void removedEntryFound();
    void removedLastEntryFound();
    void undoneFlagSetByHandFound();
    void unitChangedByHandFound();
    void changedByHandNamed_data();
    void changedByHandNamed();
    void newBattleComparedWithANewOne();
    void firstEntryUndoneAndRedone();
    void scrambledBytesCaught_data();
    void scrambledBytesCaught();
};

void tst_BattleCheck::cleanBattleIsSound()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    playBattle(*battle.battle);
    const CheckReport report = battle->check();
    QVERIFY2(report.ok(), qPrintable(problemsOf(report)));
    QVERIFY(anyContains(report.checks, QStringLiteral("hash chain")));
    QVERIFY(anyContains(report.checks, QStringLiteral("replaying")));
    // A file's own checks, or the server named.
    QVERIFY(anyContains(report.checks,
                        TestServer::enabled() ? QStringLiteral("PostgreSQL")
                                              : QStringLiteral("integrity")));
    QCOMPARE(report.toJson().value(QStringLiteral("ok")).toBool(), true);
    // Closed and opened again, it is as sound.
    QVERIFY(battle.reopen());
    QVERIFY2(battle->check().ok(), qPrintable(problemsOf(battle->check())));
}

void tst_BattleCheck::editedInputsNamed()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    playBattle(*battle.battle);
    QVERIFY(battle.changeOutside(QStringLiteral(
        "UPDATE log SET inputs = replace(inputs, '\"die\":8', '\"die\":2') WHERE id = 3")));
    const CheckReport report = battle->check();
    QVERIFY(!report.ok());
    QVERIFY2(anyContains(report.problems, QStringLiteral("log entry 3 does not match its hash")),
             qPrintable(problemsOf(report)));
    QCOMPARE(report.toJson().value(QStringLiteral("ok")).toBool(), false);
}

void tst_BattleCheck::editedResultNamed()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    playBattle(*battle.battle);
    QVERIFY(battle.changeOutside(
        QStringLiteral("UPDATE log SET summary = 'Nothing happened' WHERE id = 5")));
    const CheckReport report = battle->check();
    QVERIFY2(anyContains(report.problems, QStringLiteral("log entry 5 ")),
             qPrintable(problemsOf(report)));
}

void tst_BattleCheck::removedEntryFound()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    playBattle(*battle.battle);
    QVERIFY(battle.changeOutside(QStringLiteral("DELETE FROM log WHERE id = 4")));
    const CheckReport report = battle->check();
    QVERIFY2(anyContains(report.problems, QStringLiteral("log entry 5 follows entry 3")),
             qPrintable(problemsOf(report)));
}

void tst_BattleCheck::removedLastEntryFound()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    playBattle(*battle.battle);
    const qint64 last = battle->logHeaders().last().id;
    QVERIFY(battle.changeOutside(QStringLiteral("DELETE FROM log WHERE id = %1").arg(last)));
    // No later entry names it: the replay no longer leads to the battle as
    // it stands.
    const CheckReport report = battle->check();
    QVERIFY(!report.ok());
    QVERIFY2(anyContains(report.problems, QStringLiteral("does not stand as its log")),
             qPrintable(problemsOf(report)));
}

void tst_BattleCheck::undoneFlagSetByHandFound()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    playBattle(*battle.battle);
    QVERIFY(battle.changeOutside(QStringLiteral("UPDATE log SET undone = 1 WHERE id = 2")));
    const CheckReport report = battle->check();
    QVERIFY2(anyContains(report.problems, QStringLiteral("log entry 2 is marked undone yes")),
             qPrintable(problemsOf(report)));
    // The chain itself still holds: the flags are not hashed.
    QVERIFY(anyContains(report.checks, QStringLiteral("hash chain holds")));
}

void tst_BattleCheck::unitChangedByHandFound()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    playBattle(*battle.battle);
    QVERIFY(battle.changeOutside(QStringLiteral("UPDATE units SET castings = 3 WHERE id = 1")));
    const CheckReport report = battle->check();
    QVERIFY2(anyContains(report.problems,
                         QStringLiteral("unit 1 \"1e Ligne\" does not stand as its log")),
             qPrintable(problemsOf(report)));
}

// The rulings as they stand with one key set to a value, as SQL text.
QString rulingsWith(const Battle &battle, const QString &key, const QJsonValue &value)
{
    QJsonObject rulings = battle.rulings().toJson();
    rulings.insert(key, value);
    return QStringLiteral("UPDATE battle SET rulings = '")
        + QString::fromUtf8(QJsonDocument(rulings).toJson(QJsonDocument::Compact))
        + QStringLiteral("' WHERE id = 1");
}

// Everything the log sets, changed by hand, each named in words.
void tst_BattleCheck::changedByHandNamed_data()
{
    QTest::addColumn<QString>("statement");
    QTest::addColumn<QString>("named");
    QTest::newRow("a ruling") << QStringLiteral("class-dice-elite=2d6+9")
                              << QStringLiteral("the battle's rulings do not stand as its log "
                                                "entries leave them (class-dice-elite)");
    QTest::newRow("an unknown ruling") << QStringLiteral("no-such-ruling=1")
                                       << QStringLiteral("the battle's rulings do not stand as "
                                                         "its log entries leave them "
                                                         "(no-such-ruling)");
    QTest::newRow("the name") << QStringLiteral("UPDATE battle SET name = 'Waterloo'")
                              << QStringLiteral("the battle's name does not stand as its log");
    QTest::newRow("the scale") << QStringLiteral("UPDATE battle SET scale = '1\" = 25 yards'")
                               << QStringLiteral("the battle's scale does not stand as its log");
    QTest::newRow("the date") << QStringLiteral("UPDATE battle SET date = '1815-06-16'")
                              << QStringLiteral("the battle's date does not stand as its log");
    QTest::newRow("a feature") << QStringLiteral("UPDATE features SET cover = 'heavy'")
                               << QStringLiteral("feature 1 \"Ligny church\" does not stand");
    QTest::newRow("the clock") << QStringLiteral("UPDATE clock SET turn = 7")
                               << QStringLiteral("the clock does not stand as its log");
    QTest::newRow("a setting") << QStringLiteral("INSERT INTO settings (key, value)"
                                                 " VALUES ('segments-per-turn', '[3]')")
                               << QStringLiteral("setting \"segments-per-turn\" is in the "
                                                 "battle, but no log entry made it");
    QTest::newRow("a side") << QStringLiteral("UPDATE sides SET name = 'Francia' WHERE id = 1")
                            << QStringLiteral("side 1 \"Francia\" does not stand");
    QTest::newRow("a brigade") << QStringLiteral("UPDATE brigades SET commander = 'Ney'")
                               << QStringLiteral("brigade 1 \"Girard\" does not stand");
}

void tst_BattleCheck::changedByHandNamed()
{
    QFETCH(QString, statement);
    QFETCH(QString, named);
    TestBattle battle;
    QVERIFY(battle.isValid());
    playBattle(*battle.battle);
    QVERIFY2(battle->check().ok(), qPrintable(problemsOf(battle->check())));
    if (!statement.startsWith(QLatin1String("UPDATE"))
        && !statement.startsWith(QLatin1String("INSERT"))) {
        const QString key = statement.section(QLatin1Char('='), 0, 0);
        const QString value = statement.section(QLatin1Char('='), 1);
        statement
            = rulingsWith(*battle.battle, key, value == QLatin1String("1") ? QJsonValue(1) : value);
    }
    QVERIFY(battle.changeOutside(statement));
    const CheckReport report = battle->check();
    QVERIFY(!report.ok());
    QVERIFY2(anyContains(report.problems, named), qPrintable(problemsOf(report)));
}

// A battle whose log is still empty stands as a new battle: its scale and
// rulings are compared with a new battle's, its name cannot be.
void tst_BattleCheck::newBattleComparedWithANewOne()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    CheckReport report = battle->check();
    QVERIFY2(report.ok(), qPrintable(problemsOf(report)));
    QVERIFY(anyContains(report.checks, QStringLiteral("the battle's name was given before")));
    QVERIFY(battle.changeOutside(rulingsWith(*battle.battle, QStringLiteral("boxcars-face"), 9)));
    QVERIFY(battle.changeOutside(QStringLiteral("UPDATE battle SET scale = '1 inch'")));
    report = battle->check();
    QVERIFY2(anyContains(report.problems,
                         QStringLiteral("the battle's rulings are not a new battle's, but no log "
                                        "entry changed them (boxcars-face)")),
             qPrintable(problemsOf(report)));
    QVERIFY2(anyContains(report.problems, QStringLiteral("the battle's scale is not a new")),
             qPrintable(problemsOf(report)));
}

// The first entry holds the battle's row as it began: undone and redone, it
// writes it back unchanged, and the check still holds, the name compared.
void tst_BattleCheck::firstEntryUndoneAndRedone()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    applyAll(*battle.battle,
             { R"({"action": "add-feature", "name": "Brye", "kind": "bua"})",
               R"({"action": "undo"})", R"({"action": "redo"})", R"({"action": "undo"})" });
    const CheckReport report = battle->check();
    QVERIFY2(report.ok(), qPrintable(problemsOf(report)));
    QVERIFY(!anyContains(report.checks, QStringLiteral("the battle's name was given before")));
    QCOMPARE(battle->name(), QStringLiteral("Quatre Bras"));
    QVERIFY(battle.changeOutside(QStringLiteral("UPDATE battle SET name = 'Ligny'")));
    QVERIFY2(anyContains(battle->check().problems, QStringLiteral("the battle's name does not")),
             qPrintable(problemsOf(battle->check())));
}

void tst_BattleCheck::scrambledBytesCaught_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("in a unit's row") << QByteArray("3e Ligne");
    QTest::newRow("in a log entry's inputs") << QByteArray("\"firers\":[8]");
    QTest::newRow("in a log entry's images") << QByteArray("II/6th Landwehr");
    QTest::newRow("in the file header") << QByteArray("SQLite format 3");
}

void tst_BattleCheck::scrambledBytesCaught()
{
    QFETCH(QByteArray, text);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ligny.adc"));
    {
        QString error;
        std::unique_ptr<Battle> battle
            = Fixture::valueOf(Battle::create(path, QStringLiteral("Ligny")), &error);
        QVERIFY2(battle, qPrintable(error));
        playBattle(*battle);
    }
    {
        // Packed, so every copy of the text is in a page the battle uses
        // (a free page or a row's old bytes would be damage nobody reads).
        RawSqlite raw(path);
        QVERIFY(raw.exec(QStringLiteral("VACUUM")));
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QByteArray bytes = file.readAll();
    const qsizetype at = bytes.indexOf(text);
    QVERIFY2(at >= 0, text.constData());
    // 64 bytes XORed from there, as a failing disk or another program might.
    for (qsizetype i = at; i < std::min(at + 64, bytes.size()); ++i)
        bytes[i] = char(bytes.at(i) ^ 0x5a);
    QVERIFY(file.seek(0));
    QCOMPARE(file.write(bytes), bytes.size());
    file.close();

    QString error;
    std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(path), &error);
    if (!battle) {
        QVERIFY2(!error.isEmpty(), "refused without a message");
        return;
    }
    const CheckReport report = battle->check();
    QVERIFY2(!report.ok(), "64 scrambled bytes went unnoticed");
}

ADC_TEST_GUILESS_MAIN(tst_BattleCheck)
#include "tst_battlecheck.moc"
