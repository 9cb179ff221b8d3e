#pragma once

#include <QDialog>
#include <QList>

class QAction;
class QTableWidget;

namespace Adc {

// Help > Keyboard Shortcuts: every shortcut of the window's actions with
// what it does, and the keys that work inside the dialogs.
class ShortcutsWindow : public QDialog
{
    Q_OBJECT

public:
    ShortcutsWindow(const QList<QAction *> &actions, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table = nullptr;
};

} // namespace Adc
