#pragma once

// An umpire at the keyboard, watching the screen: each procedure is driven
// only with keys, pressed where the window puts the keyboard, and a name is
// typed letter by letter only until the unit wanted is the one shown. What
// the keys set is checked before the key that applies it, so a step that
// would record what was not meant fails the test instead. Every key is
// counted, in all and per procedure.

#include "ui/proceduretesting.h"
#include "ui/turn/turnscript.h"

#include "ui/choosers/unitchooser.h"
#include "ui/procedures/chargedialog.h"
#include "ui/procedures/chargeoutcomepage.h"
#include "ui/procedures/endsegmentdialog.h"
#include "ui/procedures/endturndialog.h"
#include "ui/procedures/firedialog.h"
#include "ui/procedures/movedialog.h"
#include "ui/procedures/proceduredialog.h"

#include <QComboBox>
#include <QLineEdit>
#include <QMap>
#include <QRadioButton>

namespace Adc::Testing {

class TurnAtTheKeyboard
{
public:
    explicit TurnAtTheKeyboard(Battle *battle)
        : m_battle(battle)
    {
    }

    Keyboard keys;
    // Keys per procedure ("fire", "charge", "move", "end of segment"...).
    QMap<QString, int> perProcedure;
    QMap<QString, int> counted;
    QList<int> perStep;

    qint64 id(const QString &name) const
    {
        const qint64 found = unitNamed(*m_battle, name);
        if (!found)
            ADC_FAIL(QStringLiteral("no unit of the sample is named ") + name);
        return found;
    }

    // Opens a procedure with its key, as from wherever the keyboard is: a
    // result page still open is closed by the key itself where the window
    // does so, else by Escape first (counted).
    template<typename Dialog> Dialog *open(Qt::Key key, Qt::KeyboardModifiers modifiers = {})
    {
        ProcedureDialog *left = openProcedure();
        keys.press(key, modifiers);
        // A dialog left open on its result page that did not give way to the key.
        if (left && !QTest::qWaitFor([] { return opened<Dialog>() != nullptr; }, 300)
            && left->isVisible()) {
            keys.press(Qt::Key_Escape);
            if (!QTest::qWaitFor([left] { return !left->isVisible(); }, 2000)) {
                ADC_FAIL(QStringLiteral("Escape did not close the dialog left open"));
                return nullptr;
            }
            giveBackKeyboard(left);
            keys.press(key, modifiers);
        }
        if (!QTest::qWaitFor([] { return opened<Dialog>() != nullptr; }, 2000)) {
            ADC_FAIL(QStringLiteral("its key did not open the dialog with the keyboard in it"));
            return nullptr;
        }
        return opened<Dialog>();
    }

    // Shows the unit in the chooser: nothing typed when it is shown already,
    // else its name letter by letter until it is (the field's text replaced:
    // Ctrl+A first when the text is there and not selected).
    bool show(UnitChooser *chooser, qint64 unit)
    {
        if (chooser->unit() == unit)
            return true;
        QLineEdit *field = chooser->field();
        if (!field->text().isEmpty() && field->selectedText() != field->text())
            keys.press(Qt::Key_A, Qt::ControlModifier);
        const QString name = m_battle->unit(unit)->name;
        for (const QChar letter : name) {
            QTest::keyClicks(field, QString(letter));
            ++keys.inputs;
            if (chooser->unit() == unit)
                return true;
        }
        ADC_FAIL(QStringLiteral("typing its whole name did not show ") + name);
        return false;
    }

    bool focusIn(UnitChooser *chooser) const
    {
        return chooser && chooser->isVisible() && QApplication::focusWidget() == chooser->field();
    }

    // Types the value into a line edit where the keyboard is, replacing what
    // is there; nothing when it holds it already.
    void typeOver(QLineEdit *field, const QString &value)
    {
        if (field->text() == value)
            return;
        if (!field->text().isEmpty() && field->selectedText() != field->text())
            keys.press(Qt::Key_A, Qt::ControlModifier);
        keys.type(value);
    }

    bool fire(const TurnStep &step);
    bool charge(const TurnStep &step);
    bool move(const TurnStep &step);
    bool endSegment();
    bool endTurn();

    // Each procedure's keys, counted from the last call.
    void count(const QString &procedure)
    {
        perProcedure[procedure] += keys.inputs - m_mark;
        perStep.append(keys.inputs - m_mark);
        counted[procedure] += 1;
        m_mark = keys.inputs;
    }

private:
    // The window under a dialog that closed gets the keyboard back, as the
    // desktop gives it (the offscreen platform does not).
    static void giveBackKeyboard(QWidget *closed)
    {
        if (QApplication::activeWindow() || !closed->parentWidget())
            return;
        QWidget *window = closed->parentWidget()->window();
        window->activateWindow();
        (void)QTest::qWaitForWindowActive(window);
    }

    // The dialog just opened by its key, at its first step, with the keyboard.
    template<typename Dialog> static Dialog *opened()
    {
        auto *dialog = findDialog<Dialog>();
        return dialog && dialog->currentStep() == 0 && QApplication::activeWindow() == dialog
            ? dialog
            : nullptr;
    }

    static ProcedureDialog *openProcedure()
    {
        for (QWidget *window : QApplication::topLevelWidgets()) {
            if (auto *dialog = qobject_cast<ProcedureDialog *>(window);
                dialog && dialog->isVisible())
                return dialog;
        }
        return nullptr;
    }

    Battle *m_battle;
    int m_mark = 0;
};

// Where the keyboard is, for a failure's message.
inline QString keyboardIsIn()
{
    QWidget *focus = QApplication::focusWidget();
    if (!focus)
        return QStringLiteral("nowhere");
    QString where = QString::fromLatin1(focus->metaObject()->className());
    if (!focus->objectName().isEmpty())
        where += QStringLiteral(" ") + focus->objectName();
    return where;
}

// F, the firer, the units pooling, the target, the range, and on to the
// result, the window rolling.
inline bool TurnAtTheKeyboard::fire(const TurnStep &step)
{
    auto *dialog = open<FireDialog>(Qt::Key_F);
    if (!dialog)
        return false;
    QList<qint64> firers;
    for (const QString &name : step.firers)
        firers.append(id(name));
    const qint64 target = id(step.target);
    const QString range = QString::number(step.range);
    const auto setUp = [&] {
        return dialog->request().firers() == firers && dialog->request().target() == target
            && dialog->request().range() == step.range;
    };
    for (int guard = 0; guard < 20; ++guard) {
        if (dialog->currentStep() == FireDialog::ResultStep)
            return dialog->isApplied();
        if (focusIn(dialog->firerChooser())) {
            if (!show(dialog->firerChooser(), firers.first()))
                return false;
            // Enter goes on to the target; Tab to the units that may pool.
            keys.press(firers.size() > 1 ? Qt::Key_Tab : Qt::Key_Return);
        } else if (focusIn(dialog->poolChooser())) {
            // Shift+Enter ticks each but the last, which Enter ticks and goes on.
            UnitChooser *pool = dialog->poolChooser();
            QList<qint64> toTick;
            for (qint64 firer : firers.mid(1)) {
                if (!pool->checkedUnits().contains(firer))
                    toTick.append(firer);
            }
            if (toTick.isEmpty())
                keys.press(Qt::Key_Tab);
            for (qsizetype i = 0; i < toTick.size(); ++i) {
                if (!show(pool, toTick.at(i)))
                    return false;
                keys.press(Qt::Key_Return,
                           i + 1 < toTick.size() ? Qt::ShiftModifier : Qt::NoModifier);
            }
        } else if (focusIn(dialog->targetChooser())) {
            if (!show(dialog->targetChooser(), target))
                return false;
            keys.press(Qt::Key_Return);
        } else if (QApplication::focusWidget() == dialog->rangeField()) {
            typeOver(dialog->rangeField(), range);
            if (!setUp()) {
                ADC_FAIL(QStringLiteral("the fire is not set as wanted when the range is typed"));
                return false;
            }
            keys.press(Qt::Key_Return);
        } else {
            if (dialog->currentStep() == FireDialog::SetupStep && !setUp()) {
                ADC_FAIL(QStringLiteral("the fire is not set as wanted, and the keyboard is in ")
                         + keyboardIsIn());
                return false;
            }
            keys.press(Qt::Key_Return);
        }
    }
    ADC_FAIL(QStringLiteral("the fire did not reach its result; the keyboard is in ")
             + keyboardIsIn() + QStringLiteral(": ") + dialog->message());
    return false;
}

// C, the defender, the charger, the dice rolled inch by inch, and how it ended.
inline bool TurnAtTheKeyboard::charge(const TurnStep &step)
{
    auto *dialog = open<ChargeDialog>(Qt::Key_C);
    if (!dialog)
        return false;
    const qint64 defender = id(step.defender);
    const qint64 charger = id(step.charger);
    const int entries = int(m_battle->log().size());
    for (int guard = 0; guard < 30; ++guard) {
        const QList<LogEntry> log = m_battle->log();
        if (log.size() > entries && log.last().kind == QLatin1String("charge-outcome"))
            return true;
        if (focusIn(dialog->defenderChooser())) {
            if (!show(dialog->defenderChooser(), defender))
                return false;
            keys.press(Qt::Key_Return);
        } else if (focusIn(dialog->chargerChooser())) {
            if (!show(dialog->chargerChooser(), charger))
                return false;
            keys.press(Qt::Key_Return);
        } else if ((dialog->currentStep() == ChargeDialog::ResultStep
                    || dialog->currentStep() == ChargeDialog::OutcomeStep)
                   && !dialog->outcomePage()->outcome()) {
            // The result page takes the digit of how it ended, as the outcome page does.
            auto *choice = dialog->outcomePage()->findChild<QRadioButton *>(step.outcome);
            if (!choice) {
                ADC_FAIL(QStringLiteral("no such end of a charge: ") + step.outcome);
                return false;
            }
            // "&2  The charger is repulsed": its digit picks it.
            keys.press(Qt::Key(Qt::Key_0 + choice->text().mid(1, 1).toInt()));
        } else {
            if (dialog->currentStep() == ChargeDialog::ChargeStep
                && (dialog->defender() != defender || dialog->charger() != charger)) {
                ADC_FAIL(QStringLiteral("the charge is not set as wanted, and the keyboard is in ")
                         + keyboardIsIn());
                return false;
            }
            keys.press(Qt::Key_Return);
        }
        if (!dialog->isVisible())
            return m_battle->log().last().kind == QLatin1String("charge-outcome");
    }
    ADC_FAIL(QStringLiteral("the charge did not reach its end; the keyboard is in ")
             + keyboardIsIn() + QStringLiteral(": ") + dialog->message());
    return false;
}

// M, the unit, where it goes, Enter.
inline bool TurnAtTheKeyboard::move(const TurnStep &step)
{
    auto *dialog = open<MoveDialog>(Qt::Key_M);
    if (!dialog)
        return false;
    const qint64 unit = id(step.unit);
    QComboBox *to = dialog->terrainBox();
    const auto wanted = [&] {
        return dialog->unit() == unit
            && (step.to.isEmpty() || to->currentData().toString() == step.to);
    };
    for (int guard = 0; guard < 12; ++guard) {
        if (dialog->currentStep() == MoveDialog::ResultStep)
            return dialog->isApplied();
        if (focusIn(dialog->unitChooser())) {
            if (!show(dialog->unitChooser(), unit))
                return false;
            // Enter moves it where it stands; Tab goes on to where it goes.
            keys.press(wanted() ? Qt::Key_Return : Qt::Key_Tab);
            continue;
        }
        if (QApplication::focusWidget() == to && !step.to.isEmpty()
            && to->currentData().toString() != step.to) {
            // The first letter of where it goes ("Woods": W), as a list box takes it.
            const int row = to->findData(step.to);
            if (row < 0) {
                ADC_FAIL(QStringLiteral("the move dialog offers no terrain ") + step.to);
                return false;
            }
            keys.type(to->itemText(row).left(1));
            continue;
        }
        if (!wanted()) {
            ADC_FAIL(QStringLiteral("the move is not set as wanted, and the keyboard is in ")
                     + keyboardIsIn());
            return false;
        }
        keys.press(Qt::Key_Return);
    }
    ADC_FAIL(QStringLiteral("the move did not reach its result: ") + dialog->message());
    return false;
}

// Ctrl+E, the boxes as the log fills them, Enter.
inline bool TurnAtTheKeyboard::endSegment()
{
    auto *dialog = open<EndSegmentDialog>(Qt::Key_E, Qt::ControlModifier);
    if (!dialog)
        return false;
    for (int guard = 0; guard < 5 && !dialog->isApplied(); ++guard)
        keys.press(Qt::Key_Return);
    return dialog->isApplied();
}

// Ctrl+Shift+E, the boxes as the log fills them, Enter through its pages.
inline bool TurnAtTheKeyboard::endTurn()
{
    auto *dialog = open<EndTurnDialog>(Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
    if (!dialog)
        return false;
    for (int guard = 0; guard < 6 && !dialog->isApplied(); ++guard)
        keys.press(Qt::Key_Return);
    return dialog->isApplied();
}

} // namespace Adc::Testing
