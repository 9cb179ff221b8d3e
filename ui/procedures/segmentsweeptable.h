#pragma once

#include "core/model/unitrecord.h"
#include "core/turn/sweepevidence.h"
#include "core/turn/sweptunit.h"
#include "ui/procedures/unitboxtable.h"

#include <QList>
#include <QSet>
#include <functional>

class QLabel;

namespace Adc {

// The end of a segment, unit by unit, before it is applied (the page both
// the end-of-segment and the end-of-turn dialogs show): for each unit
// the sweep concerns, what only the table knows (did it move, is an enemy
// within 12") as checkboxes, and what the sweep will do with them (smoke
// clearing, steps recovered, AP scrounged), computed by SegmentSweepPlanner,
// the code the battle applies. The preview follows every checkbox at once.
class SegmentSweepTable : public UnitBoxTable
{
    Q_OBJECT

public:
    enum Column {
        SideColumn = UnitColumn + 1,
        MovedColumn,
        EnemyColumn,
        SmokeColumn,
        StepsColumn,
        ApColumn,
        LogColumn,
        ColumnCount
    };

    explicit SegmentSweepTable(QWidget *parent = nullptr);

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

Q_SIGNALS:
    void changed();

protected:
    // The units the sweep concerns: in smoke, fired, scrounging, with steps
    // to recover, or named by the log.
    bool concerns(const UnitRecord &unit) const override;
    void fillRow(int row, const UnitRecord &unit) override;
    void filled() override;

private:
    void tickWhere(const std::function<bool(const UnitRecord &)> &same);
    void refreshPreview();

    QString m_activeSide;
    QSet<qint64> m_moved;
    QSet<qint64> m_near;
    SweepEvidence m_evidence;
    QLabel *m_count = nullptr;
};

} // namespace Adc
