#pragma once

#include "core/model/unitrecord.h"
#include "core/orders/order.h"
#include "core/turn/endturnorder.h"
#include "core/turn/endturnplan.h"
#include "ui/procedures/proceduredialog.h"

#include <QList>

class QTableWidget;

namespace Adc {

class EndTurnResultPage;
class ReplenishmentTable;
class SegmentSweepTable;

// The end of a game turn: its last segment's sweep (as End Segment), then
// replenishment (seed 002, Ammunition): for each unit whether it stayed 10"
// or more from every enemy all turn, and what follows, previewed with
// EndTurnPlanner, the plan the battle applies: infantry refills
// after one such turn, artillery after four in a row (the count shown, "2 of
// 4"), a unit in contact starts again from 0. Applied as the battle's
// "end-turn" action; the clock goes to the next turn. The replenishment
// step is a ReplenishmentTable, as the sweep is a SegmentSweepTable.
class EndTurnDialog : public ProcedureDialog
{
    Q_OBJECT

public:
    enum Step { SweepStep, ReplenishmentStep, ResultStep };

    explicit EndTurnDialog(Battle *battle, QWidget *parent = nullptr);
    ~EndTurnDialog() override;

    SegmentSweepTable *sweepTable() const { return m_sweep; }
    QTableWidget *replenishmentTable() const;

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
    // The turn's end with the boxes as they are (EndTurnPlanner).
    EndTurnPlan plan() const;
    void fillResult();

    QList<UnitRecord> m_units;
    SegmentSweepTable *m_sweep = nullptr;
    ReplenishmentTable *m_replenishment = nullptr;
    EndTurnResultPage *m_resultPage = nullptr;
};

} // namespace Adc
