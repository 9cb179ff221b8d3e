#pragma once

#include "core/model/unitrecord.h"
#include "core/orders/order.h"
#include "core/turn/endturnorder.h"
#include "core/turn/endturnplan.h"
#include "ui/procedures/proceduredialog.h"

#include <QHash>
#include <QList>
#include <QSet>

class QCheckBox;
class QLabel;
class QTableWidget;

namespace Adc {

class EndTurnResultPage;
class SegmentSweepTable;

// The end of a game turn: its last segment's sweep (as End Segment), then
// replenishment (seed 002, Ammunition): for each unit whether it stayed 10"
// or more from every enemy all turn, and what follows, previewed with
// EndTurnPlanner, the plan the battle applies: infantry refills
// after one such turn, artillery after four in a row (the count shown, "2 of
// 4"), a unit in contact starts again from 0. Applied as the battle's
// "end-turn" action; the clock goes to the next turn.
class EndTurnDialog : public ProcedureDialog
{
    Q_OBJECT

public:
    enum Step { SweepStep, ReplenishmentStep, ResultStep };
    enum Column {
        UnitColumn,
        ArmColumn,
        OutOfContactColumn,
        CountColumn,
        AmmunitionColumn,
        ColumnCount
    };

    explicit EndTurnDialog(Battle *battle, QWidget *parent = nullptr);
    ~EndTurnDialog() override;

    SegmentSweepTable *sweepTable() const { return m_sweep; }
    QTableWidget *replenishmentTable() const { return m_table; }

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

    // The order as the boxes stand, and the order to apply.
    EndTurnOrder order() const;
    Order action() const;
    QString resultText() const;

protected:
    void advance(int step) override;
    void stepShown(int step) override;

private:
    QWidget *createReplenishmentStep();
    bool concerns(const UnitRecord &unit) const;
    void fillReplenishment();
    void refreshReplenishment();
    // The unit after the sweep and the turn's replenishment, as applied.
    ReplenishedUnit previewOf(const UnitRecord &unit) const;
    // The turn's end with the boxes as they are (EndTurnPlanner).
    EndTurnPlan plan() const;
    int rowOf(qint64 id) const;
    void fillResult();

    QList<UnitRecord> m_units;
    QSet<qint64> m_away;
    // Units the log shows in contact this turn, and why.
    QHash<qint64, QString> m_contact;
    bool m_every = false;
    bool m_filling = false;

    SegmentSweepTable *m_sweep = nullptr;
    QLabel *m_replenishmentHeadline = nullptr;
    QTableWidget *m_table = nullptr;
    QCheckBox *m_everyBox = nullptr;
    EndTurnResultPage *m_resultPage = nullptr;
};

} // namespace Adc
