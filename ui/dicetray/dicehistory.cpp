#include "ui/dicetray/dicehistory.h"

#include "db/battle/logtext.h"
#include "db/battle/rolltext.h"
#include "db/tables/logentry.h"

namespace Adc {

namespace {

// Rolls kept in the history list.
constexpr int kMostHistory = 300;

} // namespace

DiceHistory::DiceHistory(QWidget *parent)
    : QListWidget(parent)
{
    setAlternatingRowColors(true);
    setWordWrap(true);
}

void DiceHistory::showLines(const QStringList &lines)
{
    clear();
    for (const QString &line : lines)
        addItem(line);
}

void DiceHistory::showLog(const QList<LogEntry> &log)
{
    clear();
    for (auto it = log.crbegin(); it != log.crend() && count() < kMostHistory; ++it) {
        const LogEntry &entry = *it;
        if (entry.kind == QLatin1String("undo") || entry.kind == QLatin1String("redo"))
            continue;
        const QString text = entryText(entry);
        if (text.isEmpty())
            continue;
        auto *item = new QListWidgetItem(text, this);
        item->setData(Qt::UserRole, entry.id);
        const QString sentence = LogText::render(entry);
        item->setToolTip(entry.undone ? tr("%1 (undone)").arg(sentence) : sentence);
        if (entry.undone) {
            QFont struck = item->font();
            struck.setStrikeOut(true);
            item->setFont(struck);
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        }
    }
}

QString DiceHistory::entryText(const LogEntry &entry)
{
    const QString when = QStringLiteral("T%1.%2").arg(entry.turn).arg(entry.segment);
    if (entry.kind == QLatin1String("roll"))
        return QStringLiteral("%1  %2").arg(when, LogText::render(entry));
    // The dice of other actions as they fell, rolled or typed.
    const QString dice = RollText::diceText(entry);
    if (dice.isEmpty())
        return QString();
    return QStringLiteral("%1  %2 (%3)").arg(when, LogText::render(entry), dice);
}

} // namespace Adc
