#pragma once

#include "core/orders/order.h"
#include "core/turn/endsegmentorder.h"
#include "core/turn/segmentsweepplan.h"
#include "ui/procedures/proceduredialog.h"

class QLabel;
class QTextBrowser;

namespace Adc {

class EndTurnDialog;
class SegmentSweepTable;

// The end of a segment (seed 002: In Smoke, Mechanics of Firing,
// Ammunition): the recovery sweep unit by unit, with what only the table
// knows (did the unit move, is an enemy within 12") as checkboxes and the
// sweep's preview following them live; applied as the battle's
// "end-segment" action, and the clock moves on to the next segment. The
// turn's last segment is ended by End Turn, which this dialog offers then.
class EndSegmentDialog : public ProcedureDialog
{
    Q_OBJECT

public:
    enum Step { SweepStep, ResultStep };

    explicit EndSegmentDialog(Battle *battle, QWidget *parent = nullptr);
    ~EndSegmentDialog() override;

    // Whether the segment is the turn's last (End Turn ends it).
    bool isLastSegment() const;
    // The end of the segment with the boxes as they are (SegmentSweepPlanner).
    SegmentSweepPlan plan() const;
    // The order as the boxes stand, and the order to apply.
    EndSegmentOrder order() const;
    Order action() const;

    SegmentSweepTable *sweepTable() const { return m_sweep; }
    QString resultText() const;

    // End Turn in this one's place (in the turn's last segment).
    EndTurnDialog *openEndTurn();

protected:
    void advance(int step) override;
    void stepShown(int step) override;

private:
    void fillResult();

    SegmentSweepTable *m_sweep = nullptr;
    QTextBrowser *m_result = nullptr;
};

} // namespace Adc
