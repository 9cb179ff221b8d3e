#pragma once

#include <QListWidget>
#include <QStringList>

namespace Adc {

struct LogEntry;

// The dice tray's history: the rolls of the battle's log, and the dice of
// every other action, newest first; or, with no battle open, the rolls made
// in the tray.
class DiceHistory : public QListWidget
{
    Q_OBJECT

public:
    explicit DiceHistory(QWidget *parent = nullptr);

    // The log, newest entry first, undone entries struck through.
    void showLog(const QList<LogEntry> &log);
    // Lines kept by the tray itself, as given.
    void showLines(const QStringList &lines);

    // One line for an entry: a roll's summary, or another action's dice as
    // the log keeps them; empty when the entry rolled nothing.
    static QString entryText(const LogEntry &entry);
};

} // namespace Adc
