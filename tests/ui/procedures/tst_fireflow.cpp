// The quality bar of the fire dialog: a routine fire by one unit, from the
// firer selected in the roster to the result on the roster, takes at most
// five keys (six with a die typed in), the keyboard alone.

#include "db/resulttesting.h"
#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "testsuite.h"
#include "ui/choosers/unitchooser.h"
#include "ui/procedures/chargedialog.h"
#include "ui/procedures/disciplinedialog.h"
#include "ui/procedures/endsegmentdialog.h"
#include "ui/procedures/endturndialog.h"
#include "ui/procedures/firedialog.h"
#include "ui/procedures/procedureactions.h"
#include "ui/rosterview/rosterpane.h"
#include "ui/window/mainwindow.h"

#include <QLineEdit>
#include <QListWidget>
#include <QTreeView>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;
using namespace Adc::Testing;

class tst_FireFlow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void routineFire_data();
    void routineFire();
    void procedureKeys_data();
    void procedureKeys();

private:
    QTemporaryDir m_dir;
    QString m_path;
    qint64 m_firer = 0;
    qint64 m_decoy = 0;
    qint64 m_target = 0;
    int m_battles = 0;
};

void tst_FireFlow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_fireflow"));
}

void tst_FireFlow::init()
{
    // A French line battalion (12 castings, 4 stands, 8 AP, not yet fired)
    // and two British battalions; the second is the target.
    m_path = m_dir.filePath(QStringLiteral("flow-%1.adc").arg(++m_battles));
    QString error;
    std::unique_ptr<Battle> battle
        = Fixture::valueOf(Battle::create(m_path, QStringLiteral("Quatre Bras")), &error);
    QVERIFY2(battle, qPrintable(error));
    // A unit's id, or 0 with the reason in error.
    auto add
        = [&](const UnitRecord &unit) { return Fixture::valueOf(battle->addUnit(unit), &error); };
    m_firer = add(infantry(QStringLiteral("1/45e Ligne"), QStringLiteral("France"),
                           QStringLiteral("Bachelu")));
    m_decoy = add(infantry(QStringLiteral("1/28th North Gloucestershire"),
                           QStringLiteral("Britain"), QStringLiteral("Pack")));
    m_target = add(infantry(QStringLiteral("1/42nd Highlanders"), QStringLiteral("Britain"),
                            QStringLiteral("Pack")));
    QVERIFY2(m_firer && m_decoy && m_target, qPrintable(error));
}

void tst_FireFlow::cleanup()
{
    const QList<QWidget *> windows = QApplication::topLevelWidgets();
    for (QWidget *window : windows) {
        if (qobject_cast<QDialog *>(window))
            window->close();
    }
}

void tst_FireFlow::routineFire_data()
{
    QTest::addColumn<bool>("secondTarget");
    QTest::addColumn<QString>("die");
    QTest::addColumn<int>("castings");
    QTest::addColumn<int>("steps");

    // Musket at 3": medium band -3, initial volley +2. Die 7: modified 6,
    // column 4-6, row 4 stands: 4 steps, one permanent loss and a step.
    QTest::newRow("second enemy, die rolled on screen") << true << QString() << 11 << 1;
    // Die 8 typed: modified 7, column 7-9, row 4: 5 steps.
    QTest::newRow("first enemy, die typed") << false << QStringLiteral("8") << 11 << 2;
}

void tst_FireFlow::routineFire()
{
    QFETCH(bool, secondTarget);
    QFETCH(QString, die);
    QFETCH(int, castings);
    QFETCH(int, steps);

    MainWindow window;
    QVERIFY(window.openBattle(m_path));
    Battle *battle = window.battle();
    QVERIFY(battle);
    auto *procedures = window.findChild<ProcedureActions *>();
    QVERIFY2(procedures, "the window has no procedures");
    ScriptedRandom dice({ 7 });
    procedures->setRandomSource(&dice);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.roster()->selectUnit(m_firer);
    window.roster()->view()->setFocus();
    QCOMPARE(window.roster()->selectedUnitIds(), QList<qint64> { m_firer });
    const qint64 target = secondTarget ? m_target : m_decoy;
    const int logBefore = int(battle->log().size());

    Keyboard keys;
    keys.press(Qt::Key_F); // opens the fire dialog, the firer preselected
    auto *dialog = findDialog<FireDialog>();
    QVERIFY2(dialog, "F did not open the fire dialog");
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    QCOMPARE(dialog->request().firers(), QList<qint64> { m_firer });
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    // The keyboard in the firer's field, on the roster's unit: Tab keeps it.
    QCOMPARE(QApplication::focusWidget(), dialog->firerChooser()->field());
    QCOMPARE(dialog->firerChooser()->field()->selectedText(), QStringLiteral("1/45e Ligne"));
    keys.press(Qt::Key_Tab); // alone in its brigade: no pool, on to the target
    QCOMPARE(QApplication::focusWidget(), dialog->targetChooser()->field());
    if (secondTarget)
        keys.press(Qt::Key_Down); // the second enemy in the list
    keys.press(Qt::Key_Tab); // to the range
    QCOMPARE(QApplication::focusWidget(), dialog->rangeField());
    keys.type(QStringLiteral("3"));
    QCOMPARE(dialog->request().target(), target);
    if (!die.isEmpty()) {
        keys.press(Qt::Key_I, Qt::AltModifier); // Odds and die..., clicked animated
        QTRY_COMPARE(dialog->currentStep(), int(FireDialog::OddsStep));
        keys.type(die);
    }
    keys.press(Qt::Key_Return); // roll (or take the die) and apply
    QCOMPARE(dialog->currentStep(), int(FireDialog::ResultStep));
    QVERIFY2(keys.inputs <= (die.isEmpty() ? 6 : 7),
             qPrintable(QStringLiteral("%1 inputs").arg(keys.inputs)));

    // The battle: one fire in the log with its die, the target hit, the
    // firer's AP spent and in smoke.
    const QList<LogEntry> log = battle->log();
    QCOMPARE(int(log.size()), logBefore + 1);
    QCOMPARE(log.last().kind, QStringLiteral("fire"));
    QCOMPARE(log.last().inputs.value(QStringLiteral("die")).toInt(),
             die.isEmpty() ? 7 : die.toInt());
    QCOMPARE(log.last().inputs.value(QStringLiteral("target")).toInteger(), target);
    QCOMPARE(log.last().inputs.value(QStringLiteral("range")).toDouble(), 3.0);
    const UnitRecord hit = *battle->unit(target);
    QCOMPARE(hit.castings, castings);
    QCOMPARE(hit.steps, steps);
    QVERIFY(hit.firedUponThisSegment);
    const UnitRecord firer = *battle->unit(m_firer);
    QCOMPARE(firer.ap, 7);
    QVERIFY(firer.smoke);
    QVERIFY(firer.hasFired);
    QCOMPARE(dice.used(), die.isEmpty() ? 1 : 0);

    // The roster shows it.
    RosterModel *model = window.roster()->model();
    QCOMPARE(
        model->data(model->indexOfUnit(target, RosterModel::CastingsColumn), RosterModel::SortRole)
            .toInt(),
        castings);
    QCOMPARE(model->data(model->indexOfUnit(m_firer, RosterModel::ApColumn), RosterModel::SortRole)
                 .toInt(),
             7);

    // Enter closes the dialog on its result.
    keys.press(Qt::Key_Return);
    QTRY_VERIFY(!findDialog<FireDialog>());
}

void tst_FireFlow::procedureKeys_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<QString>("dialogClass");

    QTest::newRow("F: fire") << int(Qt::Key_F) << int(Qt::NoModifier)
                             << QStringLiteral("Adc::FireDialog");
    QTest::newRow("D: fire discipline")
        << int(Qt::Key_D) << int(Qt::NoModifier) << QStringLiteral("Adc::DisciplineDialog");
    QTest::newRow("C: charge") << int(Qt::Key_C) << int(Qt::NoModifier)
                               << QStringLiteral("Adc::ChargeDialog");
    QTest::newRow("Ctrl+E: end of segment")
        << int(Qt::Key_E) << int(Qt::ControlModifier) << QStringLiteral("Adc::EndSegmentDialog");
    QTest::newRow("Ctrl+Shift+E: end of turn")
        << int(Qt::Key_E) << int(Qt::ControlModifier | Qt::ShiftModifier)
        << QStringLiteral("Adc::EndTurnDialog");
}

void tst_FireFlow::procedureKeys()
{
    QFETCH(int, key);
    QFETCH(int, modifiers);
    QFETCH(QString, dialogClass);

    MainWindow window;
    QVERIFY(window.openBattle(m_path));
    auto *procedures = window.findChild<ProcedureActions *>();
    QVERIFY(procedures);
    QVERIFY(procedures->fireAction()->isEnabled());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.roster()->selectUnit(m_target);
    window.roster()->view()->setFocus();
    QTest::keyClick(window.roster()->view(), Qt::Key(key), Qt::KeyboardModifiers(modifiers));
    ProcedureDialog *dialog = procedures->openDialog();
    QVERIFY2(dialog, "the key opened no dialog");
    QCOMPARE(QString::fromLatin1(dialog->metaObject()->className()), dialogClass);
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    if (auto *fire = qobject_cast<FireDialog *>(dialog))
        QCOMPARE(fire->request().firers(), QList<qint64> { m_target });
    if (auto *discipline = qobject_cast<DisciplineDialog *>(dialog))
        QCOMPARE(discipline->unit(), m_target);
    if (auto *charge = qobject_cast<ChargeDialog *>(dialog))
        QCOMPARE(charge->defender(), m_target);
    // Escape closes it and changes nothing.
    const int entries = int(window.battle()->log().size());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QTRY_VERIFY(!procedures->openDialog());
    QCOMPARE(int(window.battle()->log().size()), entries);
}

ADC_TEST_MAIN(tst_FireFlow)
#include "tst_fireflow.moc"
