#include "ui/window/windowshortcuts.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <QWidget>

namespace Adc {

namespace {

// The property askFirst() sets.
constexpr char kAskedFirst[] = "adcAskedFirst";

bool isTextField(const QWidget *widget)
{
    if (qobject_cast<const QLineEdit *>(widget) || qobject_cast<const QAbstractSpinBox *>(widget))
        return true;
    if (const auto *combo = qobject_cast<const QComboBox *>(widget))
        return combo->isEditable();
    if (const auto *edit = qobject_cast<const QTextEdit *>(widget))
        return !edit->isReadOnly();
    if (const auto *edit = qobject_cast<const QPlainTextEdit *>(widget))
        return !edit->isReadOnly();
    return false;
}

// The keys a text field keeps even when an action is bound to them.
bool editsText(const QKeyEvent *key)
{
    for (const QKeySequence::StandardKey standard :
         { QKeySequence::Undo, QKeySequence::Redo, QKeySequence::Cut, QKeySequence::Copy,
           QKeySequence::Paste, QKeySequence::SelectAll }) {
        if (key->matches(standard))
            return true;
    }
    return false;
}

bool boundInWindow(const QWidget *window, const QKeySequence &keys)
{
    const QList<QAction *> actions = window->findChildren<QAction *>();
    for (const QAction *action : actions) {
        if (!action->isEnabled() || action->shortcutContext() == Qt::WidgetShortcut)
            continue;
        const QList<QKeySequence> shortcuts = action->shortcuts();
        for (const QKeySequence &shortcut : shortcuts) {
            if (shortcut == keys)
                return true;
        }
    }
    return false;
}

} // namespace

WindowShortcuts::WindowShortcuts(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    qApp->installEventFilter(this);
}

WindowShortcuts::~WindowShortcuts()
{
    qApp->removeEventFilter(this);
}

bool WindowShortcuts::reachesWindow(const QWidget *focus, const QKeyEvent *key)
{
    const Qt::KeyboardModifiers modifiers = key->modifiers() & ~Qt::KeypadModifier;
    const bool chord = modifiers & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier);
    const bool text = isTextField(focus);
    // A letter alone is typed into a text field; elsewhere it is the action's.
    if (!chord && text)
        return false;
    if (chord && text && editsText(key))
        return false;
    return boundInWindow(focus->window(), QKeySequence(key->keyCombination()));
}

void WindowShortcuts::askFirst(QWidget *widget)
{
    widget->setProperty(kAskedFirst, true);
}

bool WindowShortcuts::eventFilter(QObject *watched, QEvent *event)
{
    // Refusing the override here, before the focus widget accepts it, lets
    // the shortcut map try the window's actions.
    if (event->type() == QEvent::ShortcutOverride && watched->isWidgetType()) {
        auto *widget = static_cast<QWidget *>(watched);
        if (widget->window() == m_window && !widget->property(kAskedFirst).toBool()
            && reachesWindow(widget, static_cast<QKeyEvent *>(event)))
            return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace Adc
