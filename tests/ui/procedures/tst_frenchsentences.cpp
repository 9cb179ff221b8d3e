// The sentences a French reader found wrong, each read where it shows with
// the French translation loaded: a charge (its attacker, its steps, its
// column and class dice, the dice to throw, the defender's fire and range),
// a fire with a die typed in (its band, the typed die), the end of a turn
// (the moved column, a recovery refused), the window's reference tab and the
// fire's odds button key. The pictures of the fire, the charge and the end
// of the turn in French for the documentation (*-fr.png).

#include "testpaths.h"
#include "ui/proceduretesting.h"

#include "core/common/translations.h"
#include "core/dice/scriptedrandom.h"
#include "testsuite.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/procedures/chargedialog.h"
#include "ui/procedures/chargeoutcomepage.h"
#include "ui/procedures/endturndialog.h"
#include "ui/procedures/firedialog.h"
#include "ui/procedures/segmentsweeptable.h"
#include "ui/window/mainwindow.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QKeySequence>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTranslator>
#include <QtTest>
#include <optional>

using namespace Adc;
using namespace Adc::Testing;

namespace {

// What a French reader must not see: the words the issue found, English
// band names, a class word without its "de", the charger as a gun's
// magazine.
const char *const kWrongWords[] = { "[Cc]hargeur",
                                    "Résultat › Résultat",
                                    "tranche (close|short|medium|long|extreme)\\b",
                                    "[Cc]olonne NORMAL\\b",
                                    "des troupes (ligne|élite|conscrit)",
                                    "\\bjet(er|te|tent|é|és|ée|ées)\\b",
                                    "\\btapée?s?\\b",
                                    "portée (close|bout portant)",
                                    "récupère aucune",
                                    "A bougé" };

QString wrongWordsIn(const QString &text)
{
    QStringList found;
    for (const char *word : kWrongWords) {
        const QRegularExpression pattern(QString::fromUtf8(word),
                                         QRegularExpression::UseUnicodePropertiesOption);
        if (const QRegularExpressionMatch match = pattern.match(text); match.hasMatch())
            found.append(match.captured());
    }
    if (!found.isEmpty())
        qWarning("in:\n%s", qPrintable(text));
    return found.join(QStringLiteral(" | "));
}

qint64 editUnit(Battle &battle, qint64 unit, const QString &field, const QJsonValue &value)
{
    const ActionOutcome outcome
        = battle.apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                         { QStringLiteral("unit"), unit },
                         { QStringLiteral("field"), field },
                         { QStringLiteral("value"), value } });
    return outcome.ok() ? unit : 0;
}

} // namespace

class tst_FrenchSentences : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void charge();
    void fireWithATypedDie();
    void endOfTurn();
    void windowTabAndOddsKey();

private:
    QTemporaryDir m_dir;
    // What the French takes the place of, given back for the classes run
    // after this one in the same program.
    QLocale m_locale;
    std::optional<QByteArray> m_dataDir;
    QList<QTranslator *> m_translators;
    int m_battles = 0;
};

void tst_FrenchSentences::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_locale = QLocale();
    if (qEnvironmentVariableIsSet("ADC_DATA_DIR"))
        m_dataDir = qgetenv("ADC_DATA_DIR");
    const QList<QTranslator *> before = QCoreApplication::instance()->findChildren<QTranslator *>();
    qputenv("ADC_DATA_DIR",
            QFile::encodeName(AdcTest::binDir() + QStringLiteral("/../share/aide-de-camp")));
    const bool installed = Translations::install(QStringLiteral("fr"));
    for (QTranslator *translator : QCoreApplication::instance()->findChildren<QTranslator *>()) {
        if (!before.contains(translator))
            m_translators.append(translator);
    }
    QVERIFY(installed);
}

void tst_FrenchSentences::cleanupTestCase()
{
    // A translator leaves the application as it is deleted.
    qDeleteAll(m_translators);
    m_translators.clear();
    QLocale::setDefault(m_locale);
    if (m_dataDir)
        qputenv("ADC_DATA_DIR", *m_dataDir);
    else
        qunsetenv("ADC_DATA_DIR");
}

void tst_FrenchSentences::charge()
{
    std::unique_ptr<Battle> battle
        = sampleBattle(m_dir.filePath(QStringLiteral("charge-%1.adc").arg(++m_battles)));
    QVERIFY(battle);
    const qint64 defender = unitNamed(*battle, QStringLiteral("3/1st (Royal Scots)"));
    const qint64 charger = unitNamed(*battle, QStringLiteral("6e Lanciers"));
    QVERIFY2(defender && charger, "the sample battle's units moved");
    // Line 2d6 on the normal column: 5+4 holds at 4", 4+4 holds at 3", 3+3
    // fails at 2" and fires there; then its fire's die, 6.
    ScriptedRandom dice({ 5, 4, 4, 4, 3, 3, 6 });
    ChargeDialog dialog(battle.get());
    dialog.setRandomSource(&dice);
    dialog.setDefender(defender);
    dialog.setCharger(charger);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QTRY_VERIFY(laidOut(&dialog));
    // The column, feminine, and the class dice of line troops.
    QCOMPARE(unshown(&dialog,
                     { QStringLiteral("Colonne NORMALE"),
                       QStringLiteral("Dés de classe des troupes de ligne") }),
             QString());
    // The last step is the charge's outcome, not a second result.
    const auto *steps = dialog.findChild<QLabel *>(QStringLiteral("steps"));
    QVERIFY(steps);
    QCOMPARE(readText(steps->text(), Qt::RichText),
             QStringLiteral("Défenseur et probabilités › Pouce par pouce › Résultat › Issue"));
    QCOMPARE(wrongWordsIn(shownText(&dialog)), QString());

    pressEnter(&dialog);
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(ChargeDialog::RollsStep));
    QTRY_VERIFY(laidOut(&dialog));
    // The dice yet to throw are "à lancer".
    QCOMPARE(unshown(&dialog, { QStringLiteral("à lancer") }), QString());
    QCOMPARE(wrongWordsIn(shownText(&dialog)), QString());

    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(ChargeDialog::ResultStep));
    // The defender's fire at the range it fired, in a French phrase, on the
    // attacker.
    const QString result = dialog.resultText();
    QVERIFY2(result.contains(QStringLiteral("Son tir, résolu comme un tir : dé 6, à "))
                 && result.contains(QStringLiteral("sur l'assaillant")),
             qPrintable(result));
    QCOMPARE(wrongWordsIn(result), QString());
    QCOMPARE(
        pictureOf(&dialog, m_dir.path(), QStringLiteral("charge-result-fr.png"), smallScreen()),
        QString());
    // The chart's cells in French: held rolls are "libre", the failed one
    // "tir 2"".
    QVERIFY2(result.contains(QStringLiteral("libre")) && result.contains(QStringLiteral("tir 2\""))
                 && !result.contains(QStringLiteral("free")),
             qPrintable(result));
    QCOMPARE(wrongWordsIn(shownText(&dialog)), QString());

    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(ChargeDialog::OutcomeStep));
    dialog.outcomePage()->setOutcome(ChargeOutcome::Repulsed);
    QTRY_VERIFY(laidOut(&dialog));
    QCOMPARE(unshown(&dialog, { QStringLiteral("L'assaillant est repoussé") }), QString());
    QCOMPARE(wrongWordsIn(shownText(&dialog)), QString());
}

void tst_FrenchSentences::fireWithATypedDie()
{
    std::unique_ptr<Battle> battle
        = sampleBattle(m_dir.filePath(QStringLiteral("fire-%1.adc").arg(++m_battles)));
    QVERIFY(battle);
    const qint64 firer = unitNamed(*battle, QStringLiteral("2e Léger"));
    const qint64 target = unitNamed(*battle, QStringLiteral("1/42nd (Black Watch)"));
    QVERIFY2(firer && target, "the sample battle's units moved");
    ScriptedRandom dice({ 3 });
    FireDialog dialog(battle.get());
    dialog.setRandomSource(&dice);
    dialog.setFirers({ firer });
    dialog.setTarget(target);
    dialog.setRange(5);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    dialog.showOdds();
    QCOMPARE(dialog.currentStep(), int(FireDialog::OddsStep));
    typeInto(dialog.dieEntry()->facesField(), QStringLiteral("6"));
    pressEnter(&dialog);
    QTRY_COMPARE(dialog.currentStep(), int(FireDialog::ResultStep));
    // The die the umpire typed is "saisi"; the band is named in French.
    const QString result = dialog.resultText();
    QVERIFY2(result.contains(QStringLiteral("Dé 6 (saisi)")), qPrintable(result));
    QVERIFY2(result.contains(QStringLiteral("tranche courte"))
                 || result.contains(QStringLiteral("tranche moyenne"))
                 || result.contains(QStringLiteral("tranche longue")),
             qPrintable(result));
    // The range modifier's title (ModifierTitle, shared with the players' pages).
    QVERIFY2(result.contains(QStringLiteral("Portée : tranche")), qPrintable(result));
    QCOMPARE(wrongWordsIn(result), QString());
    QCOMPARE(pictureOf(&dialog, m_dir.path(), QStringLiteral("fire-result-fr.png"), smallScreen()),
             QString());
    QCOMPARE(wrongWordsIn(shownText(&dialog)), QString());
}

void tst_FrenchSentences::endOfTurn()
{
    std::unique_ptr<Battle> battle
        = sampleBattle(m_dir.filePath(QStringLiteral("turn-%1.adc").arg(++m_battles)));
    QVERIFY(battle);
    // A unit of the side whose initiative ends, with steps to recover, that
    // moved: its recovery refused.
    const qint64 moved = unitNamed(*battle, QStringLiteral("1/28th (North Gloucestershire)"));
    QVERIFY(editUnit(*battle, moved, QStringLiteral("steps"), 2));
    QVERIFY(editUnit(*battle, moved, QStringLiteral("smoke"), true));
    EndTurnDialog dialog(battle.get());
    dialog.sweepTable()->setMoved(moved, true);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QTRY_VERIFY(laidOut(&dialog));
    const auto *table = dialog.sweepTable()->findChild<QTableWidget *>(QStringLiteral("sweep"));
    QVERIFY(table);
    QStringList headers;
    for (int column = 0; column < table->columnCount(); ++column)
        headers.append(table->horizontalHeaderItem(column)->text());
    QVERIFY2(headers.contains(QStringLiteral("Déplacée")), qPrintable(headers.join(u'|')));
    QCOMPARE(wrongWordsIn(headers.join(u'\n')), QString());
    QCOMPARE(unshown(&dialog, { QStringLiteral("2 : ne récupère rien (a bougé)") }), QString());
    QCOMPARE(wrongWordsIn(shownText(&dialog)), QString());
    QCOMPARE(pictureOf(&dialog, m_dir.path(), QStringLiteral("end-turn-fr.png"), smallScreen()),
             QString());

    pressEnter(&dialog);
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(EndTurnDialog::ResultStep));
    QTRY_VERIFY(laidOut(&dialog));
    const QString result = shownText(&dialog);
    QVERIFY2(result.contains(QStringLiteral("ne récupère rien : a bougé")), qPrintable(result));
    QCOMPARE(wrongWordsIn(result), QString());
}

void tst_FrenchSentences::windowTabAndOddsKey()
{
    const QString path = m_dir.filePath(QStringLiteral("window-%1.adc").arg(++m_battles));
    QVERIFY(writeSampleBattle(path));
    MainWindow window;
    QVERIFY(window.openBattle(path));
    // The reference panel's tab in French.
    const auto *reference = window.findChild<QDockWidget *>(QStringLiteral("referenceDock"));
    QVERIFY(reference);
    QCOMPARE(reference->windowTitle(), QStringLiteral("Tables de référence"));

    // The fire's odds button answers the letter its French label marks.
    FireDialog dialog(window.battle());
    dialog.setFirers({ unitNamed(*window.battle(), QStringLiteral("2e Léger")) });
    dialog.setTarget(unitNamed(*window.battle(), QStringLiteral("1/42nd (Black Watch)")));
    dialog.setRange(3.5);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    auto *odds = dialog.findChild<QAbstractButton *>(QStringLiteral("oddsButton"));
    QVERIFY(odds);
    QCOMPARE(odds->text(), QStringLiteral("Probabilités et &dé..."));
    const QKeySequence key = QKeySequence::mnemonic(odds->text());
    QCOMPARE(key, QKeySequence(Qt::ALT | Qt::Key_D));
    // No other button or field of the page answers that letter.
    QStringList others;
    const QList<QWidget *> widgets = dialog.findChildren<QWidget *>();
    for (const QWidget *widget : widgets) {
        if (widget == odds || !widget->isVisible())
            continue;
        QString text;
        if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            text = button->text();
        else if (const auto *label = qobject_cast<const QLabel *>(widget); label && label->buddy())
            text = label->text();
        if (!text.isEmpty() && QKeySequence::mnemonic(text) == key)
            others.append(text);
    }
    QCOMPARE(others, QStringList());
    // Alt+D opens the odds.
    QTest::keyClick(&dialog, Qt::Key_D, Qt::AltModifier);
    QTRY_COMPARE(dialog.currentStep(), int(FireDialog::OddsStep));
}

ADC_TEST_MAIN(tst_FrenchSentences)
#include "tst_frenchsentences.moc"
