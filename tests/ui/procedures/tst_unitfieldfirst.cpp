// Every dialog that acts on a unit opens with the keyboard in that unit's
// field, the unit's name in it selected: the roster's selected unit where it
// may act so now, else the field's first suggestion. A name typed at once
// replaces it and names the unit acted on; Tab keeps it. No other field
// (the Move dialog's "To") takes a name meant for the unit.

#include "ui/proceduretesting.h"

#include "testsuite.h"
#include "ui/choosers/unitchooser.h"
#include "ui/procedures/chargedialog.h"
#include "ui/procedures/disciplinedialog.h"
#include "ui/procedures/movedialog.h"
#include "ui/procedures/procedureactions.h"

#include <QLineEdit>
#include <QListView>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;
using namespace Adc::Testing;

class tst_UnitFieldFirst : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void moveTakesTheNameTyped();
    void tabKeepsTheUnit();
    void everyDialogOpensOnItsUnit_data();
    void everyDialogOpensOnItsUnit();
    void aUnitThatMayNotActIsNotOffered();

private:
    // Opens the dialog as its menu entry or key does, with the roster's
    // selection; the dialog, active, or none (and the test failed).
    ProcedureDialog *open(const QString &which, const QList<qint64> &selected);
    // Checks the keyboard is in the dialog's unit field, on `name`, selected.
    void checkStartsOn(ProcedureDialog *dialog, const QString &name);

    std::unique_ptr<TestBattle> m_battle;
    std::unique_ptr<QWidget> m_window;
    std::unique_ptr<ProcedureActions> m_actions;
    QList<qint64> m_selected;
    qint64 m_french = 0;
    qint64 m_british = 0;
    qint64 m_guns = 0;
};

void tst_UnitFieldFirst::init()
{
    m_battle = std::make_unique<TestBattle>();
    QVERIFY(m_battle->isValid());
    m_french = m_battle->add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    m_british = m_battle->add(
        infantry(QStringLiteral("2/95th"), QStringLiteral("Allies"), QStringLiteral("Kempt")));
    m_guns = m_battle->add(battery(QStringLiteral("Rogers' battery"), QStringLiteral("Allies"),
                                   QStringLiteral("Picton")));
    m_window = std::make_unique<QWidget>();
    m_actions = std::make_unique<ProcedureActions>(
        m_battle->battle.get(), [this] { return m_selected; }, m_window.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void tst_UnitFieldFirst::cleanup()
{
    const QList<QWidget *> windows = QApplication::topLevelWidgets();
    for (QWidget *window : windows) {
        if (qobject_cast<QDialog *>(window) && window->isVisible())
            window->close();
    }
    m_actions.reset();
    m_window.reset();
    m_battle.reset();
}

ProcedureDialog *tst_UnitFieldFirst::open(const QString &which, const QList<qint64> &selected)
{
    m_selected = selected;
    ProcedureDialog *dialog = nullptr;
    if (which == QLatin1String("fire"))
        dialog = m_actions->openFire();
    else if (which == QLatin1String("discipline"))
        dialog = m_actions->openDiscipline();
    else if (which == QLatin1String("charge"))
        dialog = m_actions->openCharge();
    else if (which == QLatin1String("move"))
        dialog = m_actions->openMove();
    if (!dialog || !QTest::qWaitFor([dialog] { return QApplication::activeWindow() == dialog; })) {
        ADC_FAIL(QStringLiteral("the %1 dialog did not open").arg(which));
        return nullptr;
    }
    return dialog;
}

void tst_UnitFieldFirst::checkStartsOn(ProcedureDialog *dialog, const QString &name)
{
    UnitChooser *field = dialog->actingUnitChooser();
    QVERIFY2(field, "the dialog names no unit field");
    QWidget *focus = QApplication::focusWidget();
    QVERIFY2(focus == field->field(),
             qPrintable(QStringLiteral("the keyboard is in %1, not the unit's field")
                            .arg(focus ? focus->objectName() : QStringLiteral("nothing"))));
    QCOMPARE(field->field()->text(), name);
    QCOMPARE(field->field()->selectedText(), name);
}

void tst_UnitFieldFirst::moveTakesTheNameTyped()
{
    // The French battalion selected in the roster; the umpire types the
    // British one's name at once and presses Enter.
    auto *dialog = qobject_cast<MoveDialog *>(open(QStringLiteral("move"), { m_french }));
    QVERIFY(dialog);
    const int entries = int(m_battle->battle->log().size());
    Keyboard keys;
    keys.type(QStringLiteral("2/95th"));
    keys.press(Qt::Key_Return);
    QVERIFY2(dialog->isApplied(), qPrintable(dialog->message()));
    QCOMPARE(int(m_battle->battle->log().size()), entries + 1);
    const LogEntry entry = m_battle->battle->log().last();
    QCOMPARE(entry.kind, QStringLiteral("move"));
    QCOMPARE(entry.inputs.value(QStringLiteral("unit")).toInteger(), m_british);
}

void tst_UnitFieldFirst::tabKeepsTheUnit()
{
    auto *dialog = qobject_cast<MoveDialog *>(open(QStringLiteral("move"), { m_french }));
    QVERIFY(dialog);
    checkStartsOn(dialog, QStringLiteral("1/45e"));
    Keyboard keys;
    keys.press(Qt::Key_Tab);
    QCOMPARE(dialog->unit(), m_french);
    QCOMPARE(QApplication::focusWidget(), dialog->terrainBox());
}

void tst_UnitFieldFirst::everyDialogOpensOnItsUnit_data()
{
    QTest::addColumn<QString>("which");
    QTest::addColumn<bool>("selected");
    for (const char *which : { "fire", "discipline", "charge", "move" }) {
        QTest::addRow("%s, the roster's unit", which) << QString::fromLatin1(which) << true;
        QTest::addRow("%s, nothing selected", which) << QString::fromLatin1(which) << false;
    }
}

void tst_UnitFieldFirst::everyDialogOpensOnItsUnit()
{
    QFETCH(QString, which);
    QFETCH(bool, selected);
    ProcedureDialog *dialog = open(which, selected ? QList<qint64> { m_british } : QList<qint64>());
    QVERIFY(dialog);
    UnitChooser *field = dialog->actingUnitChooser();
    QVERIFY(field);
    QVERIFY(field->unit() != 0);
    if (selected) {
        QCOMPARE(field->unit(), m_british);
    } else {
        // Nothing selected: the field's first suggestion, whatever it ranks first.
        QCOMPARE(field->list()->currentIndex().row(), 0);
    }
    checkStartsOn(dialog, m_battle->unit(field->unit()).name);
    // A name typed replaces the selected one, and chooses that unit.
    Keyboard keys;
    keys.type(QStringLiteral("1/45e"));
    QCOMPARE(field->field()->text(), QStringLiteral("1/45e"));
    QCOMPARE(field->unit(), m_french);
}

void tst_UnitFieldFirst::aUnitThatMayNotActIsNotOffered()
{
    // A battery rolls no fire discipline: the field does not take it.
    ProcedureDialog *dialog = open(QStringLiteral("discipline"), { m_guns });
    QVERIFY(dialog);
    UnitChooser *field = dialog->actingUnitChooser();
    QVERIFY(field->unit() != 0);
    QVERIFY(field->unit() != m_guns);
    checkStartsOn(dialog, field->field()->text());
    QVERIFY(!field->field()->text().isEmpty());
}

ADC_TEST_MAIN(tst_UnitFieldFirst)
#include "tst_unitfieldfirst.moc"
