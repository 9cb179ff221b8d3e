#pragma once

#include <QObject>

class QKeyEvent;
class QWidget;

namespace Adc {

// The window's shortcuts work wherever its focus is. A text field asks to
// keep some keys for itself (a line edit takes Ctrl+E to the end of the
// line); it keeps only the keys that edit text (undo its typing, cut, copy,
// paste, select all) and letters typed in it. Every other key one of the
// window's actions is bound to goes to that action.
class WindowShortcuts : public QObject
{
    Q_OBJECT

public:
    // Watches the keys of `window` and of what it holds.
    explicit WindowShortcuts(QWidget *window);
    ~WindowShortcuts() override;

    // Whether a key pressed in `focus` goes to an action of its window.
    static bool reachesWindow(const QWidget *focus, const QKeyEvent *key);
    // A widget with keys of its own that an action of the window is bound
    // to as well (the proposals list's Delete, also Remove Unit): it is
    // asked first, as Qt asks any widget, and keeps the keys it accepts.
    static void askFirst(QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window = nullptr;
};

} // namespace Adc
