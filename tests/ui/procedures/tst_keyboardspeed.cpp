// A routine fire at the keyboard on the sample battle: a French line
// battalion firing its muskets, 1 AP, at an Anglo-Allied battalion 3" away.
// From anywhere in the window it takes at most 9 keys (F, the firer's name
// typed over the field's first suggestion, Tab past the units it may pool
// with, the target's typed, Tab, the range, Enter); with the firer selected
// in the roster at most 7 (Tab keeps the firer instead of its name typed).
// The counts are printed.

#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "testsuite.h"
#include "ui/choosers/unitchooser.h"
#include "ui/procedures/firedialog.h"
#include "ui/procedures/procedureactions.h"
#include "ui/rosterview/rosterpane.h"
#include "ui/window/mainwindow.h"

#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QTreeView>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

class tst_KeyboardSpeed : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fire_data();
    void fire();

private:
    QTemporaryDir m_dir;
    int m_battles = 0;
};

void tst_KeyboardSpeed::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_keyboardspeed"));
}

void tst_KeyboardSpeed::fire_data()
{
    QTest::addColumn<bool>("selected");
    QTest::addColumn<int>("most");
    QTest::newRow("from anywhere") << false << 9;
    QTest::newRow("the firer selected in the roster") << true << 7;
}

void tst_KeyboardSpeed::fire()
{
    QFETCH(bool, selected);
    QFETCH(int, most);
    const QString path = m_dir.filePath(QStringLiteral("speed-%1.adc").arg(++m_battles));
    QVERIFY(writeSampleBattle(path));
    MainWindow window;
    QVERIFY(window.openBattle(path));
    Battle *battle = window.battle();
    const qint64 firer = unitNamed(*battle, QStringLiteral("61e Ligne"));
    const qint64 target = unitNamed(*battle, QStringLiteral("3/2nd Nassau"));
    QVERIFY(firer && target);
    QCOMPARE(battle->unit(firer)->side, QStringLiteral("French"));
    QCOMPARE(battle->unit(target)->side, QStringLiteral("Anglo-Allied"));
    auto *procedures = window.findChild<ProcedureActions *>();
    ScriptedRandom dice({ 7 });
    procedures->setRandomSource(&dice);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    if (selected) {
        window.roster()->selectUnit(firer);
        window.roster()->view()->setFocus();
    } else {
        // Anywhere: nothing selected, the keyboard in the log.
        window.roster()->view()->clearSelection();
        window.roster()->view()->setCurrentIndex(QModelIndex());
        window.findChild<QTreeView *>(QStringLiteral("logView"))->setFocus();
    }

    Keyboard keys;
    keys.press(Qt::Key_F);
    auto *dialog = findDialog<FireDialog>();
    QVERIFY2(dialog, "F did not open the fire dialog");
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    // The keyboard in the firer's field, its text selected: the roster's
    // unit, kept with Tab, or the field's first suggestion, typed over.
    QCOMPARE(QApplication::focusWidget(), dialog->firerChooser()->field());
    QVERIFY(!dialog->firerChooser()->field()->selectedText().isEmpty());
    if (!selected)
        keys.type(QStringLiteral("61")); // "61e Ligne"
    QCOMPARE(dialog->request().firers(), QList<qint64> { firer });
    keys.press(Qt::Key_Tab);
    // 2e Léger of its brigade may pool with it: the pool comes first.
    QCOMPARE(QApplication::focusWidget(), dialog->poolChooser()->field());
    keys.press(Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), dialog->targetChooser()->field());
    keys.type(QStringLiteral("3")); // "3/2nd Nassau", the first enemy so named
    QCOMPARE(dialog->request().target(), target);
    keys.press(Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), dialog->rangeField());
    keys.type(QStringLiteral("3"));
    keys.press(Qt::Key_Return); // rolls and applies
    QCOMPARE(dialog->currentStep(), int(FireDialog::ResultStep));
    qInfo("%s: %d keys", QTest::currentDataTag(), keys.inputs);
    QVERIFY2(keys.inputs <= most, qPrintable(QStringLiteral("%1 keys").arg(keys.inputs)));

    // The fire as asked: muskets, 1 AP, at 3", the die from the dice.
    const LogEntry fire = battle->log().last();
    QCOMPARE(fire.kind, QStringLiteral("fire"));
    QCOMPARE(fire.inputs.value(QStringLiteral("firers")).toArray().first().toInteger(), firer);
    QCOMPARE(fire.inputs.value(QStringLiteral("target")).toInteger(), target);
    QCOMPARE(fire.inputs.value(QStringLiteral("range")).toDouble(), 3.0);
    QCOMPARE(fire.inputs.value(QStringLiteral("die")).toInt(), 7);
    QCOMPARE(fire.result.value(QStringLiteral("ap_spent")).toInt(), 1);
    QCOMPARE(battle->unit(firer)->weapon, Weapon::Musket);
    QVERIFY(battle->unit(target)->firedUponThisSegment);
    keys.press(Qt::Key_Return);
    QTRY_VERIFY(!findDialog<FireDialog>());
}

ADC_TEST_MAIN(tst_KeyboardSpeed)
#include "tst_keyboardspeed.moc"
