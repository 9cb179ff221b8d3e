// The fire dialog's units chosen at the keyboard on the sample battle: the
// target list open on 2e Léger, "2e" typed, Enter, the range, Enter: the fire
// goes to 2e Léger (2e Ligne, further down, also starts with "2e"); the unit
// shown beside the list is the one fired at; Tab goes down the page, the
// units pooling included.

#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "testsuite.h"
#include "ui/choosers/unitchooser.h"
#include "ui/procedures/firedialog.h"

#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

class tst_FireChooser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void typedTargetIsTheOneFiredAt_data();
    void typedTargetIsTheOneFiredAt();
    void tabGoesDownThePage();
    void firerTypedFromNothing();
    void screenshot();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Battle> m_battle;
};

void tst_FireChooser::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_battle = sampleBattle(m_dir.filePath(QStringLiteral("quatre-bras.adc")));
    QVERIFY(m_battle);
    QVERIFY(unitNamed(*m_battle, QStringLiteral("2e Léger")));
    QVERIFY(unitNamed(*m_battle, QStringLiteral("2e Ligne")));
}

void tst_FireChooser::typedTargetIsTheOneFiredAt_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("target");

    QTest::newRow("2e keeps 2e Léger") << QStringLiteral("2e") << QStringLiteral("2e Léger");
    QTest::newRow("2e L keeps 2e Léger") << QStringLiteral("2e L") << QStringLiteral("2e Léger");
    QTest::newRow("2e li goes to 2e Ligne")
        << QStringLiteral("2e li") << QStringLiteral("2e Ligne");
    QTest::newRow("leger, no accent") << QStringLiteral("leger") << QStringLiteral("2e Léger");
}

void tst_FireChooser::typedTargetIsTheOneFiredAt()
{
    QFETCH(QString, typed);
    QFETCH(QString, target);
    const qint64 firer = unitNamed(*m_battle, QStringLiteral("1/42nd (Black Watch)"));
    const qint64 leger = unitNamed(*m_battle, QStringLiteral("2e Léger"));
    const qint64 wanted = unitNamed(*m_battle, target);
    QVERIFY(firer && leger && wanted);
    const int before = int(m_battle->log().size());
    ScriptedRandom dice({ 7 });
    FireDialog dialog(m_battle.get());
    dialog.setRandomSource(&dice);
    dialog.setFirers({ firer });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    // The list opens on the first enemy, 2e Léger, with the keyboard in it.
    UnitChooser *targets = dialog.targetChooser();
    QCOMPARE(QApplication::focusWidget(), targets->field());
    QCOMPARE(dialog.request().target(), leger);

    Keyboard keys;
    keys.type(typed);
    // The unit highlighted, shown beside the list and to be fired at: one.
    QCOMPARE(targets->unit(), wanted);
    QCOMPARE(dialog.request().target(), wanted);
    QVERIFY2(targets->detailsText().contains(target.toHtmlEscaped()),
             qPrintable(targets->detailsText()));
    const QModelIndex highlighted = targets->list()->currentIndex();
    QCOMPARE(highlighted.data(UnitChoiceModel::UnitIdRole).toLongLong(), wanted);
    QVERIFY(targets->list()->selectionModel()->isSelected(highlighted));
    keys.press(Qt::Key_Return); // takes it, on to the range
    QCOMPARE(QApplication::focusWidget(), dialog.rangeField());
    keys.type(QStringLiteral("3"));
    keys.press(Qt::Key_Return); // rolls and applies
    QCOMPARE(dialog.currentStep(), int(FireDialog::ResultStep));

    // The battle: one fire more, at the unit typed, and no other hit.
    QCOMPARE(int(m_battle->log().size()), before + 1);
    const LogEntry fire = m_battle->log().last();
    QCOMPARE(fire.kind, QStringLiteral("fire"));
    QCOMPARE(fire.inputs.value(QStringLiteral("target")).toInteger(), wanted);
    QVERIFY(m_battle->unit(wanted)->firedUponThisSegment);
    for (const QString &other : { QStringLiteral("2e Léger"), QStringLiteral("2e Ligne") }) {
        if (other != target)
            QVERIFY(!m_battle->unit(unitNamed(*m_battle, other))->firedUponThisSegment);
    }
    QVERIFY(m_battle->apply({ { QStringLiteral("action"), QStringLiteral("undo") } }).ok());
}

void tst_FireChooser::tabGoesDownThePage()
{
    // 2e Léger's brigade (Husson) has 61e Ligne to pool with.
    const qint64 firer = unitNamed(*m_battle, QStringLiteral("2e Léger"));
    const qint64 partner = unitNamed(*m_battle, QStringLiteral("61e Ligne"));
    FireDialog dialog(m_battle.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QCOMPARE(QApplication::focusWidget(), dialog.firerChooser()->field());
    QVERIFY(!dialog.poolChooser()->isVisible());
    Keyboard keys;
    keys.type(QStringLiteral("2e l"));
    QCOMPARE(dialog.request().firers(), QList<qint64> { firer });
    QVERIFY(dialog.poolChooser()->isVisible());
    keys.press(Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), dialog.poolChooser()->field());
    keys.press(Qt::Key_Return, Qt::ShiftModifier); // ticks the one highlighted, and stays
    QCOMPARE(QApplication::focusWidget(), dialog.poolChooser()->field());
    QCOMPARE(dialog.request().firers(), (QList<qint64> { firer, partner }));
    keys.press(Qt::Key_Return, Qt::ShiftModifier); // unticks it
    QCOMPARE(dialog.request().firers(), QList<qint64> { firer });
    keys.press(Qt::Key_Return); // ticks it, and on to the target
    QCOMPARE(QApplication::focusWidget(), dialog.targetChooser()->field());
    QCOMPARE(dialog.request().firers(), (QList<qint64> { firer, partner }));
    keys.press(Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), dialog.rangeField());
    keys.press(Qt::Key_Backtab);
    keys.press(Qt::Key_Backtab);
    QCOMPARE(QApplication::focusWidget(), dialog.poolChooser()->field());
    keys.press(Qt::Key_Return); // ticked already: it stays ticked, and on
    QCOMPARE(QApplication::focusWidget(), dialog.targetChooser()->field());
    QCOMPARE(dialog.request().firers(), (QList<qint64> { firer, partner }));
}

void tst_FireChooser::firerTypedFromNothing()
{
    FireDialog dialog(m_battle.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    UnitChooser *firer = dialog.firerChooser();
    // No firer until one is typed: nothing shown, nothing to fire with.
    QCOMPARE(firer->unit(), qint64(0));
    QVERIFY(dialog.request().firers().isEmpty());
    Keyboard keys;
    keys.type(QStringLiteral("zzz"));
    QCOMPARE(firer->matchCount(), 0);
    QCOMPARE(firer->unit(), qint64(0));
    QVERIFY2(firer->detailsText().contains(QStringLiteral("Nothing matches")),
             qPrintable(firer->detailsText()));
    keys.press(Qt::Key_Return); // nothing to take: the keyboard stays
    QCOMPARE(QApplication::focusWidget(), firer->field());
    QCOMPARE(dialog.currentStep(), int(FireDialog::SetupStep));
    // Several batteries: the one highlighted is the firer; Down and Up move
    // the highlight, and the firer with it.
    typeInto(firer->field(), QStringLiteral("battery"));
    QVERIFY(firer->matchCount() > 2);
    const auto highlighted = [firer] {
        return firer->list()->currentIndex().data(UnitChoiceModel::UnitIdRole).toLongLong();
    };
    const int at = firer->list()->currentIndex().row();
    QVERIFY(at >= 0 && at + 1 < firer->matchCount());
    QCOMPARE(highlighted(), firer->unit());
    QVERIFY(m_battle->unit(firer->unit())->name.endsWith(QStringLiteral("battery")));
    keys.press(Qt::Key_Down);
    QCOMPARE(firer->list()->currentIndex().row(), at + 1);
    QCOMPARE(highlighted(), firer->unit());
    QCOMPARE(dialog.request().firers(), QList<qint64> { firer->unit() });
    keys.press(Qt::Key_Up);
    QCOMPARE(firer->list()->currentIndex().row(), at);
    QCOMPARE(highlighted(), firer->unit());
    keys.press(Qt::Key_Return);
    QCOMPARE(QApplication::focusWidget(), dialog.targetChooser()->field());
}

void tst_FireChooser::screenshot()
{
    const qint64 firer = unitNamed(*m_battle, QStringLiteral("1/42nd (Black Watch)"));
    FireDialog dialog(m_battle.get());
    dialog.setFirers({ firer });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    Keyboard keys;
    keys.type(QStringLiteral("2e"));
    const qint64 leger = unitNamed(*m_battle, QStringLiteral("2e Léger"));
    QCOMPARE(dialog.request().target(), leger);
    QTRY_VERIFY(laidOut(&dialog));

    // The picture of docs/using.md: "2e" typed in the target's field, the
    // matches below it with 2e Léger highlighted in view, and 2e Léger in
    // full beside them.
    const QImage image = Testing::screenshot(&dialog, m_dir.path(), QStringLiteral("chooser.png"));
    QCOMPARE(pictureProblems(&dialog, image, smallScreen()), QString());
    UnitChooser *targets = dialog.targetChooser();
    QCOMPARE(QApplication::focusWidget(), targets->field());
    QCOMPARE(targets->field()->text(), QStringLiteral("2e"));
    QVERIFY(targets->list()->isVisible());
    QCOMPARE(targets->matchCount(), 4);
    const QModelIndex highlighted = targets->list()->currentIndex();
    QVERIFY2(highlighted.data().toString().startsWith(QStringLiteral("2e Léger")),
             qPrintable(highlighted.data().toString()));
    QVERIFY(targets->list()->viewport()->rect().contains(targets->list()->visualRect(highlighted)));
    QVERIFY(targets->detailsLabel()->isVisible());
    const QString details = readText(targets->detailsText(), targets->detailsLabel()->textFormat());
    QVERIFY2(details.startsWith(QStringLiteral("2e Léger")), qPrintable(details));
    QCOMPARE(unshown(&dialog,
                     { QStringLiteral("2e Ligne"), QStringLiteral("22 of 22 castings"),
                       QStringLiteral("Type the range in inches.") }),
             QString());
}

ADC_TEST_MAIN(tst_FireChooser)
#include "tst_firechooser.moc"
