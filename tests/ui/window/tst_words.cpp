// Words a person reads: every dialog (each page as the procedure reaches
// it), every panel and every printed document of the sample battle, after a
// fire, a charge and the sweeps, is searched for internal ids, file names
// and source tags ("(seed 002, Fire Discipline)", "docs/rules.md rulings",
// "did-not-fire", "fired-upon", "ltf +1", "redoubt-hill +1"). The JSON
// keeps its ids; what is shown is in words.

#include "print/pdftext.h"
#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "core/fire/firemodifiers.h"
#include "print/card/referencecard.h"
#include "print/report/afteractionreport.h"
#include "print/roster/rostersheet.h"
#include "testsuite.h"
#include "ui/procedures/chargedialog.h"
#include "ui/procedures/disciplinedialog.h"
#include "ui/procedures/endsegmentdialog.h"
#include "ui/procedures/endturndialog.h"
#include "ui/procedures/firedialog.h"
#include "ui/procedures/procedureactions.h"
#include "ui/procedures/segmentsweeptable.h"
#include "ui/rosterview/rosterpane.h"
#include "ui/window/mainwindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QRegularExpression>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

namespace {

// Every text a widget and its children show: labels, buttons, text views,
// every cell of every item view (and its tooltip), combo boxes, tooltips.
QStringList textsOf(const QWidget *root)
{
    QStringList texts;
    QList<const QWidget *> widgets { root };
    for (QWidget *child : root->findChildren<QWidget *>())
        widgets.append(child);
    for (const QWidget *widget : std::as_const(widgets)) {
        texts << widget->toolTip() << widget->windowTitle();
        if (const auto *label = qobject_cast<const QLabel *>(widget))
            texts << QTextDocumentFragment::fromHtml(label->text()).toPlainText();
        if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            texts << button->text();
        if (const auto *edit = qobject_cast<const QTextEdit *>(widget))
            texts << edit->toPlainText();
        if (const auto *combo = qobject_cast<const QComboBox *>(widget)) {
            for (int i = 0; i < combo->count(); ++i)
                texts << combo->itemText(i);
        }
        const auto *view = qobject_cast<const QAbstractItemView *>(widget);
        if (!view || !view->model())
            continue;
        const QAbstractItemModel *model = view->model();
        std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
            for (int row = 0; row < model->rowCount(parent) && row < 400; ++row) {
                for (int column = 0; column < model->columnCount(parent); ++column) {
                    const QModelIndex index = model->index(row, column, parent);
                    texts << index.data().toString() << index.data(Qt::ToolTipRole).toString();
                }
                walk(model->index(row, 0, parent));
            }
        };
        walk(QModelIndex());
        for (int column = 0; column < model->columnCount(); ++column)
            texts << model->headerData(column, Qt::Horizontal).toString();
    }
    texts.removeAll(QString());
    return texts;
}

// The tags a person must not read.
QStringList tagsIn(const QString &text)
{
    static const QRegularExpression patterns(
        QStringLiteral("seed \\d{3}|RULES\\.md|\\b[\\w-]+\\.(json|md)\\b|"
                       "\\b(ltf|[a-z]+(-[a-z]+)+) [+\\x{2212}-]\\d"));
    static const QStringList ids = [] {
        QStringList list { QStringLiteral("did-not-fire"),    QStringLiteral("fired-upon"),
                           QStringLiteral("enemy-within-12"), QStringLiteral("redoubt-hill"),
                           QStringLiteral("redoubt-ltf"),     QStringLiteral("in-smoke") };
        for (const QString &id : FireModifiers::standard().ids()) {
            if (id.contains(QLatin1Char('-')))
                list << id;
        }
        return list;
    }();
    QStringList found;
    QRegularExpressionMatchIterator it = patterns.globalMatch(text);
    while (it.hasNext())
        found << it.next().captured(0);
    for (const QString &id : ids) {
        static const QString wordEdge = QStringLiteral("(^|[^\\w-])%1($|[^\\w-])");
        if (QRegularExpression(wordEdge.arg(QRegularExpression::escape(id))).match(text).hasMatch())
            found << id;
    }
    return found;
}

void checkWords(const QString &where, const QStringList &texts)
{
    QStringList problems;
    for (const QString &text : texts) {
        for (const QString &tag : tagsIn(text))
            problems << QStringLiteral("\"%1\" in: %2").arg(tag, text.left(160));
    }
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(),
             qPrintable(where + QStringLiteral(": ") + problems.join(QStringLiteral("\n"))));
}

} // namespace

class tst_Words : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theCheckFindsTags();
    void dialogsAndPanels();
    void printedDocuments();

private:
    QTemporaryDir m_dir;
};

void tst_Words::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_words"));
}

void tst_Words::theCheckFindsTags()
{
    // What the issue names, found; plain words pass.
    for (const char *tagged :
         { "(seed 002, Fire Discipline)", "docs/rules.md rulings", "clears (did-not-fire)",
           "no recovery (fired-upon)", "ltf +1", "redoubt-hill +1", "from ranges.json" })
        QVERIFY2(!tagsIn(QLatin1String(tagged)).isEmpty(), tagged);
    for (const char *plain : { "clears (did not fire)", "Anglo-Allied", "Morale +1 behind a wall",
                               "fired upon at 1\" in segment 1", "1/2nd Nassau" })
        QVERIFY2(tagsIn(QString::fromUtf8(plain)).isEmpty(), plain);
}

void tst_Words::dialogsAndPanels()
{
    const QString path = m_dir.filePath(QStringLiteral("words.adc"));
    QVERIFY(writeSampleBattle(path));
    MainWindow window;
    QVERIFY(window.openBattle(path));
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    Battle *battle = window.battle();
    auto *procedures = window.findChild<ProcedureActions *>();
    ScriptedRandom dice(QList<int>(24, 3));
    procedures->setRandomSource(&dice);
    const qint64 firer = unitNamed(*battle, QStringLiteral("61e Ligne"));
    const qint64 target = unitNamed(*battle, QStringLiteral("2/2nd Nassau"));

    // Fire: the setup, the odds, the result.
    window.roster()->selectUnit(firer);
    FireDialog *fire = procedures->openFire();
    fire->setTarget(target);
    fire->setRange(3);
    checkWords(QStringLiteral("fire, setup"), textsOf(fire));
    fire->findChild<QAbstractButton *>(QStringLiteral("oddsButton"))->click();
    checkWords(QStringLiteral("fire, odds"), textsOf(fire));
    fire->next();
    QCOMPARE(fire->currentStep(), int(FireDialog::ResultStep));
    checkWords(QStringLiteral("fire, result"), textsOf(fire));
    fire->close();

    // Discipline, charge to its outcome, the sweeps.
    window.roster()->selectUnit(target);
    DisciplineDialog *discipline = procedures->openDiscipline();
    checkWords(QStringLiteral("discipline"), textsOf(discipline));
    discipline->close();
    ChargeDialog *charge = procedures->openCharge();
    charge->setCharger(firer);
    checkWords(QStringLiteral("charge, setup"), textsOf(charge));
    for (int i = 0; i < 6 && charge->currentStep() != ChargeDialog::ResultStep; ++i)
        charge->next();
    checkWords(QStringLiteral("charge, result"), textsOf(charge));
    charge->next();
    checkWords(QStringLiteral("charge, outcome"), textsOf(charge));
    charge->close();
    EndSegmentDialog *segment = procedures->openEndSegment();
    segment->sweepTable()->setShowEveryUnit(true);
    checkWords(QStringLiteral("end of segment"), textsOf(segment));
    segment->next();
    checkWords(QStringLiteral("end of segment, result"), textsOf(segment));
    segment->close();
    EndTurnDialog *turn = procedures->openEndTurn();
    checkWords(QStringLiteral("end of turn"), textsOf(turn));
    turn->close();

    // The window: roster, docks (unit, dice, terrain, reference), log.
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        dock->show();
        dock->raise();
        QCoreApplication::processEvents();
        checkWords(dock->windowTitle(), textsOf(dock));
    }
    checkWords(QStringLiteral("window"), textsOf(&window));
}

void tst_Words::printedDocuments()
{
    const QString path = m_dir.filePath(QStringLiteral("printed.adc"));
    std::unique_ptr<Battle> battle = sampleBattle(path);
    QVERIFY(battle);
    const qint64 firer = unitNamed(*battle, QStringLiteral("61e Ligne"));
    const qint64 target = unitNamed(*battle, QStringLiteral("2/2nd Nassau"));
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("fire") },
                          { QStringLiteral("firers"), QJsonArray { firer } },
                          { QStringLiteral("target"), target },
                          { QStringLiteral("range"), 3 },
                          { QStringLiteral("die"), 6 } })
                .ok());
    QVERIFY(battle->apply({ { QStringLiteral("action"), QStringLiteral("end-segment") } }).ok());
    const QString roster = m_dir.filePath(QStringLiteral("roster.pdf"));
    QVERIFY(RosterSheet(RosterSheet::sourceOf(*battle), RosterSheet::Options()).writePdf(roster));
    const QString card = m_dir.filePath(QStringLiteral("card.pdf"));
    QVERIFY(ReferenceCard(battle->rulings()).writePdf(card, PageBoxes::Paper::A4));
    const QString report = m_dir.filePath(QStringLiteral("report.pdf"));
    QVERIFY(AfterActionReport::fromBattle(*battle).writePdf(report, PageBoxes::Paper::A4));
    for (const QString &pdf : { roster, card, report }) {
        const QString text = pdfText(pdf);
        QVERIFY2(!text.isEmpty(), qPrintable(pdf));
        checkWords(QFileInfo(pdf).fileName(), text.split(QLatin1Char('\n')));
    }
}

ADC_TEST_MAIN(tst_Words)
#include "tst_words.moc"
