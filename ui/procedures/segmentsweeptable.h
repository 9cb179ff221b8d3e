#pragma once

#include "core/model/unitrecord.h"
#include "core/turn/sweepevidence.h"
#include "core/turn/sweptunit.h"

#include <QList>
#include <QSet>
#include <QWidget>
#include <functional>
#include <optional>

class QCheckBox;
class QLabel;
class QTableWidget;
class QTableWidgetItem;

namespace Adc {

// The end of a segment, unit by unit, before it is applied (the page both
// the end-of-segment and the end-of-turn dialogs show): for each unit
// the sweep concerns, what only the table knows (did it move, is an enemy
// within 12") as checkboxes, and what the sweep will do with them (smoke
// clearing, steps recovered, AP scrounged), computed by SegmentSweepPlanner,
// the code the battle applies. The preview follows every checkbox at once.
class SegmentSweepTable : public QWidget
{
    Q_OBJECT

public:
    enum Column {
        UnitColumn,
        SideColumn,
        MovedColumn,
        EnemyColumn,
        SmokeColumn,
        StepsColumn,
        ApColumn,
        LogColumn,
        ColumnCount
    };

    explicit SegmentSweepTable(QWidget *parent = nullptr);

    // The line above the table, which says what to check (each dialog's own).
    QLabel *headline() const { return m_headline; }

    // The units as they stand and the side whose initiative ends.
    void setUnits(const QList<UnitRecord> &units, const QString &activeSide);
    // What the log shows (Battle::sweepEvidence): its boxes are ticked,
    // marked "from the log", and each unit says why; the umpire confirms
    // or unticks.
    void setEvidence(const SweepEvidence &evidence);
    // Ticks (or, when all are ticked, unticks) the current column's box for
    // every unit of the current unit's brigade, or of its side.
    void tickBrigade();
    void tickSide();

    // Units the umpire marked as moved / with an enemy within 12", in the
    // order of battle.
    QList<qint64> moved() const;
    QList<qint64> enemyWithin12() const;
    void setMoved(qint64 id, bool moved);
    void setEnemyWithin12(qint64 id, bool near);

    // What the sweep does to one unit with the boxes as they are
    // (SegmentSweepPlanner): the unit before and after it, and why.
    SweptUnit preview(qint64 id) const;
    // The preview of one unit as the table shows it ("smoke clears (did not
    // fire); recovers 2 steps").
    QString previewText(qint64 id) const;
    // How many units the sweep changes visibly (smoke, steps, AP).
    int affectedCount() const;

    // Every unit, or only those the sweep concerns (the default).
    void setShowEveryUnit(bool every);
    QTableWidget *table() const { return m_table; }
    int rowOf(qint64 id) const;

Q_SIGNALS:
    void changed();

private:
    bool concerns(const UnitRecord &unit) const;
    std::optional<UnitRecord> currentUnit() const;
    void tickWhere(const std::function<bool(const UnitRecord &)> &same);
    void fill();
    void refreshPreview();

    QList<UnitRecord> m_units;
    QString m_activeSide;
    QSet<qint64> m_moved;
    QSet<qint64> m_near;
    SweepEvidence m_evidence;
    bool m_every = false;
    bool m_filling = false;
    QLabel *m_headline = nullptr;
    QTableWidget *m_table = nullptr;
    QCheckBox *m_everyBox = nullptr;
    QLabel *m_count = nullptr;
};

} // namespace Adc
