#pragma once

#include "core/model/unitrecord.h"
#include "core/turn/endturnplan.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QWidget>
#include <functional>

class QCheckBox;
class QLabel;
class QTableWidget;

namespace Adc {

// The replenishment step of the end of a turn (seed 002, Ammunition): for
// each unit whether it stayed 10" or more from every enemy all turn, and
// what follows as the turn's plan has it ("2 of 4", "refills: ..."). Units
// with nothing to refill and no count running are left out unless the
// umpire asks for every unit. Its words are the End of Turn dialog's
// (translation context EndTurnDialog).
class ReplenishmentTable : public QWidget
{
    Q_OBJECT

public:
    enum Column {
        UnitColumn,
        ArmColumn,
        OutOfContactColumn,
        CountColumn,
        AmmunitionColumn,
        ColumnCount
    };

    explicit ReplenishmentTable(QWidget *parent = nullptr);

    QLabel *headline() const { return m_headline; }
    QTableWidget *table() const { return m_table; }

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
    // Every unit, or only those with AP to refill or a count running.
    void setShowEveryUnit(bool every);
    // Ticks (or unticks, when all are) out of contact for every unit of the
    // current unit's side.
    void tickSide();
    // Shows each unit's count and ammunition as the plan now has them.
    void refresh();

private:
    bool concerns(const UnitRecord &unit) const;
    void fill();
    // The unit after the sweep and the turn's replenishment, as applied.
    ReplenishedUnit previewOf(const UnitRecord &unit) const;
    int rowOf(qint64 id) const;

    QList<UnitRecord> m_units;
    QSet<qint64> m_away;
    // Units the log shows in contact this turn, and why.
    QHash<qint64, QString> m_contact;
    std::function<EndTurnPlan()> m_planner;
    bool m_every = false;
    bool m_filling = false;

    QLabel *m_headline = nullptr;
    QTableWidget *m_table = nullptr;
    QCheckBox *m_everyBox = nullptr;
};

} // namespace Adc
