#pragma once

#include <QMenu>

namespace Adc {

class LogModel;

// Edit > Undo To: the latest entries undo can still take back, newest
// first; choosing one takes back it and every entry after it, one logged
// undo each, as the log's Undo to Here does.
class UndoToMenu : public QMenu
{
    Q_OBJECT

public:
    // How many entries the menu lists at most.
    static constexpr int kEntries = 15;

    UndoToMenu(LogModel *log, QWidget *parent = nullptr);

    // Lists the entries as the log now has them.
    void refill();

Q_SIGNALS:
    void undoToRequested(qint64 logId);

private:
    void updateEnabled();

    LogModel *m_log = nullptr;
};

} // namespace Adc
