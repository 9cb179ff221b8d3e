// The log speaks the reader's language: an entry's sentence is built from
// what the entry keeps when it is shown, so a battle logged in English reads
// in French once the French translation is loaded, with French numbers.

#include "core/common/translations.h"
#include "db/battle/logtext.h"
#include "db/battlefixture.h"
#include "testfailure.h"
#include "testpaths.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QLocale>
#include <QTest>
#include <QTranslator>

using namespace Adc;
using namespace Adc::Fixture;

class tst_LogText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void englishThenFrench();
    void chargeAndMoveInFrench();
    void chargeOutcomeNamesEachRole();
    void kindsInWords();
    void everyEditedFieldInWords();
    void unknownKindKeepsItsSummary();
};

namespace {

// A battle with one fire at 3.5" and a discipline roll, logged in English.
struct Logged : TestBattle
{
    qint64 firer = 0;
    qint64 target = 0;
    Logged()
    {
        if (!isValid())
            return;
        firer = add(infantry(QStringLiteral("1/45e Ligne"), QStringLiteral("France"),
                             QStringLiteral("Bachelu")));
        // A name holding %1 is shown as it is.
        target = add(infantry(QStringLiteral("1/42nd %1 Highlanders"), QStringLiteral("Britain"),
                              QStringLiteral("Pack")));
        const ActionOutcome fired
            = battle->apply({ { QStringLiteral("action"), QStringLiteral("fire") },
                              { QStringLiteral("firers"), ids({ firer }) },
                              { QStringLiteral("target"), target },
                              { QStringLiteral("range"), 3.5 },
                              { QStringLiteral("ap"), 1 },
                              { QStringLiteral("die"), 7 } });
        if (!fired.ok())
            ADC_FAIL(QStringLiteral("the test fire was not done: ") + fired.error());
    }
};

} // namespace

void tst_LogText::initTestCase()
{
    qputenv("ADC_DATA_DIR",
            QFile::encodeName(AdcTest::binDir() + QStringLiteral("/../share/aide-de-camp")));
}

void tst_LogText::englishThenFrench()
{
    Logged logged;
    QVERIFY(logged.isValid());
    const LogEntry fire = logged->log().last();
    QCOMPARE(fire.kind, QStringLiteral("fire"));
    // Stored as it was applied, in English.
    QVERIFY2(fire.summary.startsWith(QStringLiteral("Fire: 1/45e Ligne at 1/42nd %1 Highlanders")),
             qPrintable(fire.summary));
    const QString english = LogText::render(fire);
    QVERIFY2(
        english.startsWith(QStringLiteral("Fire: 1/45e Ligne at 1/42nd %1 Highlanders, 3.5\"")),
        qPrintable(english));

    // Opened again and read in French.
    QVERIFY(logged.reopen());
    QVERIFY(Translations::install(QStringLiteral("fr")));
    const LogEntry again = logged->log().last();
    const QString french = LogText::render(again);
    QVERIFY2(french.startsWith(
                 QStringLiteral("Tir : 1/45e Ligne sur 1/42nd %1 Highlanders, 3,5\" (dé 7)")),
             qPrintable(french));
    QVERIFY2(french.endsWith(QStringLiteral(" : 4 paliers")), qPrintable(french));
    // The headers the log view reads (without row images) render the same
    // sentence with the battle's names; without names, the stored summary.
    const QList<LogEntry> headers = logged->logHeaders();
    const LogText::Names names = [&logged](qint64 id) { return logged.unit(id).name; };
    QCOMPARE(LogText::render(headers.last(), names), french);
    QCOMPARE(LogText::render(headers.last()), again.summary);
    // An undo names the sentence of the entry it takes back.
    QCOMPARE(LogText::undoRedo(true, french), QStringLiteral("Annuler ") + french);
}

void tst_LogText::chargeAndMoveInFrench()
{
    // Read in French (as englishThenFrench leaves it).
    QVERIFY(Translations::install(QStringLiteral("fr")));
    Logged logged;
    QVERIFY(logged.isValid());
    // The firer charges the target, which rolls its discipline; the charge
    // goes home. Then the firer moves into woods.
    const ActionOutcome charged
        = logged->apply({ { QStringLiteral("action"), QStringLiteral("charge") },
                          { QStringLiteral("charger"), logged.firer },
                          { QStringLiteral("defender"), logged.target },
                          { QStringLiteral("rolls"), QJsonArray { 2 } },
                          { QStringLiteral("outcome"), QStringLiteral("home") } });
    QVERIFY2(charged.ok(), qPrintable(charged.error()));
    const ActionOutcome moved
        = logged->apply({ { QStringLiteral("action"), QStringLiteral("move") },
                          { QStringLiteral("unit"), logged.firer },
                          { QStringLiteral("to"), QStringLiteral("woods") } });
    QVERIFY2(moved.ok(), qPrintable(moved.error()));
    QVERIFY(logged.reopen());
    const QList<LogEntry> log = logged->log();
    QCOMPARE(log.at(log.size() - 2).kind, QStringLiteral("charge"));
    QCOMPARE(log.last().kind, QStringLiteral("move"));
    const QString french = LogText::render(log.at(log.size() - 2));
    QVERIFY2(french.startsWith(
                 QStringLiteral("Charge : 1/45e Ligne charge 1/42nd %1 Highlanders, tire à ")),
             qPrintable(french));
    QVERIFY2(french.endsWith(QStringLiteral(" : la charge porte")), qPrintable(french));
    const QString move = LogText::render(log.last());
    QVERIFY2(move.startsWith(QStringLiteral("Mouvement : 1/45e Ligne vers bois")),
             qPrintable(move));
    QVERIFY(!move.contains(QStringLiteral("Move")));
}

// Every unit field an edit names is in words, never its id.
void tst_LogText::everyEditedFieldInWords()
{
    QVERIFY(Translations::install(QStringLiteral("fr")));
    Logged logged;
    QVERIFY(logged.isValid());
    const UnitRecord unit = logged.unit(logged.target);
    const QList<std::pair<QString, QJsonValue>> edits {
        { QStringLiteral("firefight"), !unit.firefight },
        { QStringLiteral("has_fired"), !unit.hasFired },
        { QStringLiteral("fired_this_segment"), !unit.firedThisSegment },
        { QStringLiteral("moved_this_segment"), !unit.movedThisSegment },
        { QStringLiteral("fired_upon_this_segment"), !unit.firedUponThisSegment },
        { QStringLiteral("replenishment_turns"), unit.replenishmentTurns + 1 },
        { QStringLiteral("hidden"), !unit.hidden },
        { QStringLiteral("edge_distance"), 2.5 },
        { QStringLiteral("seen"), !unit.seen },
    };
    for (const auto &[field, value] : edits) {
        const ActionOutcome edited
            = logged->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                              { QStringLiteral("unit"), logged.target },
                              { QStringLiteral("field"), field },
                              { QStringLiteral("value"), value } });
        QVERIFY2(edited.ok(), qPrintable(field + QStringLiteral(": ") + edited.error()));
        const QString sentence = LogText::render(logged->log().last());
        QVERIFY2(!sentence.contains(field), qPrintable(sentence));
        QVERIFY2(!sentence.contains(QLatin1Char('_')), qPrintable(sentence));
    }
    const QString french = LogText::render(logged->log().last());
    QVERIFY2(french.contains(QStringLiteral(" : en vue non devient oui")), qPrintable(french));
}

void tst_LogText::chargeOutcomeNamesEachRole()
{
    QVERIFY(Translations::install(QStringLiteral("fr")));
    Logged logged;
    QVERIFY(logged.isValid());
    // A defender whose name ends in brackets, as many battalions' do.
    const ActionOutcome renamed
        = logged->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                          { QStringLiteral("unit"), logged.target },
                          { QStringLiteral("field"), QStringLiteral("name") },
                          { QStringLiteral("value"), QStringLiteral("1/42nd (Black Watch)") } });
    QVERIFY2(renamed.ok(), qPrintable(renamed.error()));
    const ActionOutcome charged
        = logged->apply({ { QStringLiteral("action"), QStringLiteral("charge") },
                          { QStringLiteral("charger"), logged.firer },
                          { QStringLiteral("defender"), logged.target },
                          { QStringLiteral("rolls"), QJsonArray { 2 } } });
    QVERIFY2(charged.ok(), qPrintable(charged.error()));
    const ActionOutcome ended
        = logged->apply({ { QStringLiteral("action"), QStringLiteral("charge-outcome") },
                          { QStringLiteral("outcome"), QStringLiteral("repulsed") } });
    QVERIFY2(ended.ok(), qPrintable(ended.error()));
    const LogEntry entry = logged->log().last();
    QCOMPARE(entry.result.value(QStringLiteral("defender")).toInteger(), logged.target);
    QCOMPARE(entry.result.value(QStringLiteral("charger")).toInteger(), logged.firer);
    // The charger is the one repulsed, by the defender.
    const QString french = LogText::render(entry);
    QCOMPARE(
        french,
        QStringLiteral("Résultat de charge : 1/45e Ligne est repoussé par 1/42nd (Black Watch)"));
    // Headers carry no row images: the name comes from the battle.
    const LogText::Names names = [&logged](qint64 id) { return logged.unit(id).name; };
    QCOMPARE(LogText::render(logged->logHeaders().last(), names), french);
}

void tst_LogText::kindsInWords()
{
    QCOMPARE(LogText::kind(QStringLiteral("end-segment")), QStringLiteral("fin de segment"));
    QCOMPARE(LogText::kind(QStringLiteral("fire")), QStringLiteral("tir"));
}

void tst_LogText::unknownKindKeepsItsSummary()
{
    LogEntry entry;
    entry.kind = QStringLiteral("something-new");
    entry.summary = QStringLiteral("Something new happened");
    QCOMPARE(LogText::render(entry), entry.summary);
    entry.summary.clear();
    QCOMPARE(LogText::render(entry), entry.kind);
}

ADC_TEST_GUILESS_MAIN(tst_LogText)
#include "tst_logtext.moc"
