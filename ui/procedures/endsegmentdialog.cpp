#include "ui/procedures/endsegmentdialog.h"

#include "core/turn/segmentsweepplanner.h"
#include "db/battle/battle.h"
#include "ui/procedures/endturndialog.h"
#include "ui/procedures/segmentsweeptable.h"
#include "ui/procedures/sweepwords.h"

#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Adc {

EndSegmentDialog::EndSegmentDialog(Battle *battle, QWidget *parent)
    : ProcedureDialog(battle, parent)
{
    setObjectName(QStringLiteral("endSegmentDialog"));
    setWindowTitle(tr("End of Segment"));

    m_sweep = new SegmentSweepTable(this);
    addStep(tr("Recovery sweep"), m_sweep);

    auto *resultPage = new QWidget(this);
    m_result = new QTextBrowser(resultPage);
    m_result->setObjectName(QStringLiteral("result"));
    auto *resultLayout = new QVBoxLayout(resultPage);
    resultLayout->setContentsMargins(0, 0, 0, 0);
    resultLayout->addWidget(m_result);
    addStep(tr("Result"), resultPage);

    if (battle) {
        m_sweep->setUnits(battle->units(), battle->clock().activeSide);
        m_sweep->setEvidence(battle->sweepEvidence());
    }
    // As wide as a 1024x768 screen leaves a dialog and its frame.
    resize(1000, 560);
    goToStep(SweepStep);
}

EndSegmentDialog::~EndSegmentDialog() = default;

SegmentSweepPlan EndSegmentDialog::plan() const
{
    if (!battle())
        return SegmentSweepPlan();
    return SegmentSweepPlanner::plan(order(), battle()->units(), battle()->clock(),
                                     battle()->segmentsPerTurn(), battle()->sides());
}

bool EndSegmentDialog::isLastSegment() const
{
    // The planner refuses the turn's last segment: end-turn ends it.
    return plan().isRefused();
}

EndSegmentOrder EndSegmentDialog::order() const
{
    // Both lists given, even empty: the boxes are what the umpire confirmed.
    return EndSegmentOrder { m_sweep->moved(), m_sweep->enemyWithin12() };
}

Order EndSegmentDialog::action() const
{
    return Order(order());
}

QString EndSegmentDialog::resultText() const
{
    return m_result->toPlainText();
}

EndTurnDialog *EndSegmentDialog::openEndTurn()
{
    auto *dialog = new EndTurnDialog(battle(), parentWidget());
    for (qint64 id : m_sweep->moved())
        dialog->sweepTable()->setMoved(id, true);
    for (qint64 id : m_sweep->enemyWithin12())
        dialog->sweepTable()->setEnemyWithin12(id, true);
    openFollowUp(dialog);
    return dialog;
}

void EndSegmentDialog::fillResult()
{
    // The plan the battle wrote.
    const SegmentSweepPlan &plan = *outcome()->procedure.segment;
    QString html
        = QStringLiteral("<h2>%1</h2>")
              .arg(tr("Segment %1 of turn %2 ended").arg(plan.ended.segment).arg(plan.ended.turn));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Now: turn %1, segment %2, %3's initiative.")
                         .arg(QString::number(plan.next.turn), QString::number(plan.next.segment),
                              escaped(plan.next.activeSide)));
    const QString lines = SweepWords::listed(plan.units);
    html += lines.isEmpty() ? QStringLiteral("<p>%1</p>").arg(tr("No unit changed."))
                            : QStringLiteral("<ul>%1</ul>").arg(lines);
    html += QStringLiteral("<p style=\"color:#555\">%1</p>").arg(tr("Logged as one action."));
    m_result->setHtml(html);
}

void EndSegmentDialog::stepShown(int step)
{
    switch (step) {
    case SweepStep: {
        const Clock clock = battle() ? battle()->clock() : Clock();
        QString text
            = tr("<b>End of turn %1, segment %2</b> (%3's initiative). Check what only the "
                 "table knows: each unit that moved, and each with an enemy within 12\". "
                 "Boxes marked \"from the log\" were ticked from what the log shows; "
                 "untick any that is wrong. The preview follows. Space toggles a box.")
                  .arg(QString::number(clock.turn), QString::number(clock.segment),
                       escaped(clock.activeSide.isEmpty() ? tr("no side") : clock.activeSide));
        if (isLastSegment()) {
            text += QStringLiteral("<br><b>%1</b>")
                        .arg(tr("This is the turn's last segment: End Turn ends it, with the "
                                "turn's replenishment."));
            setPrimary(tr("End &Turn..."));
        } else {
            setPrimary(tr("&Apply: on to segment %1").arg(clock.segment + 1));
        }
        m_sweep->headline()->setText(text);
        m_sweep->setFocus(Qt::OtherFocusReason);
        break;
    }
    case ResultStep:
        fillResult();
        showClosingButtons();
        break;
    default:
        break;
    }
}

void EndSegmentDialog::advance(int step)
{
    switch (step) {
    case SweepStep:
        if (isLastSegment()) {
            openEndTurn();
            return;
        }
        if (commit(action()))
            goToStep(ResultStep);
        break;
    case ResultStep:
        accept();
        break;
    default:
        break;
    }
}

} // namespace Adc
