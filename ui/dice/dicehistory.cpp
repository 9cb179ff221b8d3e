#include "dice/dicehistory.h"

#include "battle/logentry.h"
#include "battle/logtext.h"

#include <QJsonArray>

namespace Adc {

namespace {

// Rolls kept in the history list.
constexpr int kMostHistory = 300;

// A logged die field as text: 7; rolls "9, 6"; faces "3+5"; one list of
// faces a roll "3+5, 2+6" (null where none was thrown).
QString numberList(const QJsonValue &value, const QString &separator)
{
    if (!value.isArray())
        return value.isNull() ? QStringLiteral("-") : QString::number(value.toInteger());
    QStringList parts;
    bool nested = false;
    const QJsonArray array = value.toArray();
    for (const QJsonValue &item : array) {
        nested = nested || item.isArray();
        parts << (item.isArray() ? numberList(item, QStringLiteral("+"))
                                 : numberList(item, separator));
    }
    return parts.join(nested ? QStringLiteral(", ") : separator);
}

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
    // The dice of other actions: what they rolled, as the log keeps it.
    QStringList dice;
    const QList<std::pair<QString, QString>> fields = {
        { QStringLiteral("die"), tr("die") },
        { QStringLiteral("roll"), tr("roll") },
        { QStringLiteral("rolls"), tr("rolls") },
        { QStringLiteral("faces"), tr("faces") },
        { QStringLiteral("boxcars_roll"), tr("boxcars") },
        { QStringLiteral("boxcars_faces"), tr("boxcars faces") },
        { QStringLiteral("ricochet_dice"), tr("ricochet") },
    };
    for (const auto &field : fields) {
        const QJsonValue value = entry.inputs.value(field.first);
        const bool faces = field.first.endsWith(QLatin1String("faces"));
        if (value.isDouble() || value.isArray())
            dice << QStringLiteral("%1 %2").arg(
                field.second,
                numberList(value, faces ? QStringLiteral("+") : QStringLiteral(", ")));
    }
    if (dice.isEmpty())
        return QString();
    return QStringLiteral("%1  %2 (%3)")
        .arg(when, LogText::render(entry), dice.join(QLatin1String("; ")));
}

} // namespace Adc
