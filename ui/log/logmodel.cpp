#include "ui/log/logmodel.h"

#include "db/battle/logtext.h"
#include "db/battle/rolltext.h"
#include "ui/log/logkind.h"

#include <QBrush>
#include <QFont>
#include <QPalette>

namespace Adc {

namespace {

// The list shows what each entry was; its dice and row images (an import's
// are the whole order of battle) are read only for a tooltip.
// The entry as the list keeps it: its sentence in the reader's language
// (an undo or redo names the sentence of the entry it took back), without
// its JSON.
LogEntry headerOf(LogEntry entry, const LogText::Names &names, const QList<LogEntry> &shown,
                  const QHash<qint64, int> &rows)
{
    const bool undo = entry.kind == QLatin1String("undo");
    if (undo || entry.kind == QLatin1String("redo")) {
        const int row = rows.value(entry.outcome.restored().value_or(0), -1);
        if (row >= 0 && row < shown.size())
            entry.summary = LogText::undoRedo(undo, shown.at(row).caption());
    } else {
        entry.summary = LogText::render(entry, names);
        // Every die as it fell (a free roll's sentence already shows its own).
        const QString dice
            = entry.kind == QLatin1String("roll") ? QString() : RollText::diceText(entry);
        if (!dice.isEmpty())
            entry.summary += QStringLiteral(" \u00b7 ") + dice;
    }
    entry.inputs = QJsonObject();
    entry.result = QJsonObject();
    entry.changes = QJsonArray();
    return entry;
}

} // namespace

LogModel::LogModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void LogModel::setBattle(Battle *battle)
{
    if (m_battle)
        disconnect(m_battle, nullptr, this, nullptr);
    beginResetModel();
    m_battle = battle;
    m_entries.clear();
    m_rows.clear();
    if (battle) {
        QHash<qint64, QString> names;
        for (const UnitRecord &unit : battle->units())
            names.insert(unit.id, unit.name);
        const LogText::Names byId = [&names](qint64 id) { return names.value(id); };
        const QList<LogEntry> headers = battle->logHeaders();
        m_entries.reserve(headers.size());
        for (const LogEntry &entry : headers) {
            m_entries.append(headerOf(entry, byId, m_entries, m_rows));
            m_rows.insert(entry.id, int(m_entries.size()) - 1);
        }
    }
    endResetModel();
    if (!battle)
        return;
    connect(battle, &Battle::logAppended, this, &LogModel::onLogAppended);
    connect(battle, &QObject::destroyed, this, [this] {
        beginResetModel();
        m_entries.clear();
        m_rows.clear();
        endResetModel();
    });
}

void LogModel::onLogAppended(qint64 id)
{
    if (!m_battle || m_rows.contains(id))
        return;
    const std::optional<LogEntry> entry = m_battle->logEntry(id);
    if (!entry)
        return;
    const int row = int(m_entries.size());
    beginInsertRows(QModelIndex(), row, row);
    m_rows.insert(id, row);
    m_entries.append(headerOf(*entry, names(), m_entries, m_rows));
    endInsertRows();

    // Undo and redo mark the entry they took back or applied again; a new
    // action drops the redo of every undone entry.
    const qint64 marked = entry->outcome.restored().value_or(0);
    if (!entry->isUndoable()) {
        if (marked != 0)
            refresh(marked);
        return;
    }
    for (const LogEntry &other : std::as_const(m_entries)) {
        if (other.undone && !other.redoDropped)
            refresh(other.id);
    }
}

void LogModel::refresh(qint64 id)
{
    const int row = m_rows.value(id, -1);
    if (row < 0 || !m_battle)
        return;
    const std::optional<LogEntry> entry = m_battle->logEntry(id);
    if (!entry)
        return;
    m_entries[row] = headerOf(*entry, names(), m_entries, m_rows);
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

LogText::Names LogModel::names() const
{
    return [battle = m_battle](qint64 id) {
        const std::optional<UnitRecord> unit = battle ? battle->unit(id) : std::nullopt;
        return unit ? unit->name : QString();
    };
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int LogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return QVariant();
    const LogEntry &entry = m_entries.at(index.row());
    switch (role) {
    case LogIdRole:
        return entry.id;
    case UndoneRole:
        return entry.undone;
    case KindRole:
        return entry.kind;
    case Qt::DecorationRole:
        if (index.column() == KindColumn)
            return LogKind::icon(LogKind::groupOf(entry.kind));
        return QVariant();
    case Qt::DisplayRole:
        switch (index.column()) {
        case IdColumn:
            return entry.id;
        case TimeColumn:
            return entry.time.toLocalTime().toString(QStringLiteral("HH:mm:ss"));
        case TurnColumn:
            return tr("T%1 S%2").arg(entry.turn).arg(entry.segment);
        case KindColumn:
            return LogKind::title(entry.kind);
        case StationColumn:
            return entry.station;
        case SummaryColumn:
            return entry.summary.isEmpty() ? LogKind::title(entry.kind) : entry.summary;
        default:
            return QVariant();
        }
    case Qt::FontRole:
        if (entry.undone) {
            QFont font;
            font.setStrikeOut(true);
            return font;
        }
        return QVariant();
    case Qt::ForegroundRole:
        // Only what was taken back is greyed: the newest entry, an undo
        // among them, reads as plainly as any other.
        if (entry.undone)
            return QBrush(QPalette().color(QPalette::Disabled, QPalette::Text));
        return QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == IdColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                          : QVariant();
    case Qt::ToolTipRole: {
        QString text = tr("%1, turn %2 segment %3: ")
                           .arg(entry.time.toLocalTime().toString(Qt::ISODate),
                                QString::number(entry.turn), QString::number(entry.segment))
            + (entry.summary.isEmpty() ? LogKind::title(entry.kind) : entry.summary);
        if (entry.undone)
            text += entry.redoDropped ? tr("\nUndone; a later action dropped its redo.")
                                      : tr("\nUndone; it can be redone.");
        return text;
    }
    default:
        return QVariant();
    }
}

QVariant LogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QVariant();
    switch (section) {
    case IdColumn:
        return tr("#");
    case TimeColumn:
        return tr("Time");
    case TurnColumn:
        return tr("Turn");
    case KindColumn:
        return tr("Action");
    case StationColumn:
        return tr("Station");
    case SummaryColumn:
        return tr("What happened");
    default:
        return QVariant();
    }
}

} // namespace Adc
