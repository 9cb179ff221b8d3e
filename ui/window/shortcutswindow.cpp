#include "ui/window/shortcutswindow.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Adc {

namespace {

// A menu text without its '&' marks and trailing dots.
QString plain(QString text)
{
    text.replace(QLatin1String("&&"), QLatin1String("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    while (text.endsWith(QLatin1Char('.')) || text.endsWith(QChar(0x2026)))
        text.chop(1);
    return text;
}

} // namespace

ShortcutsWindow::ShortcutsWindow(const QList<QAction *> &actions, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("shortcutsWindow"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("shortcuts"));
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({ tr("Keys"), tr("What they do") });
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);

    QList<std::pair<QString, QString>> rows;
    QSet<QString> seen;
    for (const QAction *action : actions) {
        const QString keys = action->shortcut().toString(QKeySequence::NativeText);
        if (keys.isEmpty() || seen.contains(keys))
            continue;
        seen.insert(keys);
        const QString tip = action->statusTip();
        rows.append({ keys,
                      tip.isEmpty() ? plain(action->text())
                                    : plain(action->text()) + QStringLiteral(": ") + tip });
    }
    // Inside the dialogs and the roster.
    rows.append({ tr("Type a name"),
                  tr("In a list of units: goes to the first whose name starts "
                     "so (the firer, the target)") });
    rows.append({ tr("Enter"),
                  tr("In a dialog: the highlighted button (in the fire dialog, "
                     "rolls and applies)") });
    rows.append({ tr("Space"), tr("Ticks or unticks the box in focus") });
    rows.append({ tr("Down, Enter"), tr("In the search box: to the first unit found") });
    rows.append({ tr("1 to 4"), tr("On a charge's last page: how the charge ended") });
    m_table->setRowCount(int(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        m_table->setItem(row, 0, new QTableWidgetItem(rows.at(row).first));
        m_table->setItem(row, 1, new QTableWidgetItem(rows.at(row).second));
    }
    m_table->resizeColumnToContents(0);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(640, 520);
}

} // namespace Adc
