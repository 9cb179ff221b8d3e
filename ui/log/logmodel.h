#pragma once

#include "db/battle/battle.h"
#include "db/battle/logtext.h"
#include "db/tables/logentry.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QPointer>

namespace Adc {

// The battle's log, oldest first and newest last: every action and every
// roll with the turn and segment it was made in. A new entry is appended as
// a row (never a reset); an entry that undo or redo marks is updated in place.
class LogModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        IdColumn,
        TimeColumn,
        TurnColumn,
        KindColumn,
        StationColumn,
        SummaryColumn,
        ColumnCount
    };
    // KindRole: the action's own name ("end-segment"); the column shows it in words.
    enum Role { LogIdRole = Qt::UserRole + 1, UndoneRole, KindRole };

    explicit LogModel(QObject *parent = nullptr);

    void setBattle(Battle *battle);
    Battle *battle() const { return m_battle; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The entry of a row as the list shows it: its inputs, result and row
    // images are left out (Battle::logEntry reads them).
    const LogEntry &entryAt(int row) const { return m_entries.at(row); }
    int rowOf(qint64 logId) const { return m_rows.value(logId, -1); }

private:
    // A unit's name by id, as the battle now stands.
    LogText::Names names() const;
    void onLogAppended(qint64 id);
    void refresh(qint64 id);

    QPointer<Battle> m_battle;
    QList<LogEntry> m_entries;
    QHash<qint64, int> m_rows;
};

} // namespace Adc
