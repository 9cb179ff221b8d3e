#pragma once

#include "core/model/unitrecord.h"
#include "core/turn/endturnplan.h"
#include "ui/procedures/unitboxtable.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <functional>

namespace Adc {

// The replenishment step of the end of a turn (seed 002, Ammunition): for
// each unit whether it stayed 10" or more from every enemy all turn, and
// what follows as the turn's plan has it ("2 of 4", "refills: ..."). Units
// with nothing to refill and no count running are left out unless the
// umpire asks for every unit.
class ReplenishmentTable : public UnitBoxTable
{
    Q_OBJECT

public:
    enum Column {
        ArmColumn = UnitColumn + 1,
        OutOfContactColumn,
        CountColumn,
        AmmunitionColumn,
        ColumnCount
    };

    explicit ReplenishmentTable(QWidget *parent = nullptr);

    // The units, and those the log shows in contact this turn with why.
    void setUnits(const QList<UnitRecord> &units, const QHash<qint64, QString> &contact);
    // The turn's end with the boxes as they stand (EndTurnPlanner), read
    // for each unit's preview.
    void setPlanner(std::function<EndTurnPlan()> planner) { m_planner = std::move(planner); }

    // Whether a unit stayed 10" or more from every enemy all turn.
    void setOutOfContact(qint64 id, bool away);
    QList<qint64> outOfContact() const;
    // The count and ammunition columns of a unit ("2 of 4", "refills: ...").
    QString countText(qint64 id) const;
    QString ammunitionText(qint64 id) const;
    // Ticks (or unticks, when all are) out of contact for every unit of the
    // current unit's side.
    void tickSide();
    // Shows each unit's count and ammunition as the plan now has them.
    void refresh();

protected:
    // Units with AP to refill or a count running, and those ticked.
    bool concerns(const UnitRecord &unit) const override;
    void fillRow(int row, const UnitRecord &unit) override;
    void filled() override;

private:
    // The unit after the sweep and the turn's replenishment, as applied.
    ReplenishedUnit previewOf(const UnitRecord &unit) const;

    QSet<qint64> m_away;
    // Units the log shows in contact this turn, and why.
    QHash<qint64, QString> m_contact;
    std::function<EndTurnPlan()> m_planner;
};

} // namespace Adc
