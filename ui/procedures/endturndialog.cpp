#include "ui/procedures/endturndialog.h"

#include "core/ammunition/ammunition.h"
#include "core/turn/endturnplanner.h"
#include "db/battle/battle.h"
#include "ui/procedures/endturnresultpage.h"
#include "ui/procedures/replenishmenttable.h"
#include "ui/procedures/segmentsweeptable.h"

#include <QLabel>
#include <QTableWidget>

namespace Adc {

EndTurnDialog::EndTurnDialog(Battle *battle, QWidget *parent)
    : ProcedureDialog(battle, parent)
{
    setObjectName(QStringLiteral("endTurnDialog"));
    setWindowTitle(tr("End of Turn"));

    m_sweep = new SegmentSweepTable(this);
    addStep(tr("Last segment's sweep"), m_sweep);
    m_replenishment = new ReplenishmentTable(this);
    m_replenishment->setPlanner([this] { return plan(); });
    addStep(tr("Replenishment"), m_replenishment);

    m_resultPage = new EndTurnResultPage(this);
    addStep(tr("Result"), m_resultPage);

    QHash<qint64, QString> contact;
    if (battle) {
        m_units = battle->units();
        m_sweep->setUnits(m_units, battle->clock().activeSide);
        // What the log shows: the sweep's boxes ticked, and the units in
        // contact this turn left out of replenishment, each saying why.
        const SweepEvidence evidence = battle->sweepEvidence();
        m_sweep->setEvidence(evidence);
        contact = evidence.inContactReason;
    }
    connect(m_sweep, &SegmentSweepTable::changed, m_replenishment, &ReplenishmentTable::refresh);
    m_replenishment->setUnits(m_units, contact);
    // As wide as a 1024x768 screen leaves a dialog and its frame.
    resize(1000, 580);
    goToStep(SweepStep);
}

EndTurnDialog::~EndTurnDialog() = default;

QTableWidget *EndTurnDialog::replenishmentTable() const
{
    return m_replenishment->table();
}

void EndTurnDialog::setOutOfContact(qint64 id, bool away)
{
    m_replenishment->setOutOfContact(id, away);
}

QList<qint64> EndTurnDialog::outOfContact() const
{
    return m_replenishment->outOfContact();
}

QString EndTurnDialog::countText(qint64 id) const
{
    return m_replenishment->countText(id);
}

QString EndTurnDialog::ammunitionText(qint64 id) const
{
    return m_replenishment->ammunitionText(id);
}

void EndTurnDialog::setShowEveryUnit(bool every)
{
    m_replenishment->setShowEveryUnit(every);
}

void EndTurnDialog::tickSide()
{
    m_replenishment->tickSide();
}

EndTurnPlan EndTurnDialog::plan() const
{
    if (!battle())
        return EndTurnPlanner::plan(order(), m_units, Clock(), {}, Rulings());
    return EndTurnPlanner::plan(order(), m_units, battle()->clock(), battle()->sides(),
                                battle()->rulings());
}

EndTurnOrder EndTurnDialog::order() const
{
    // Every list given, even empty: the boxes are what the umpire confirmed.
    return EndTurnOrder { EndSegmentOrder { m_sweep->moved(), m_sweep->enemyWithin12() },
                          outOfContact() };
}

Order EndTurnDialog::action() const
{
    return Order(order());
}

QString EndTurnDialog::resultText() const
{
    return m_resultPage->text();
}

void EndTurnDialog::fillResult()
{
    m_resultPage->show(*outcome()->procedure.turn);
}

void EndTurnDialog::stepShown(int step)
{
    const Clock clock = battle() ? battle()->clock() : Clock();
    switch (step) {
    case SweepStep:
        m_sweep->headline()->setText(
            tr("<b>End of turn %1</b>: segment %2 (%3's initiative) ends first. Check each unit "
               "that moved and each with an enemy within 12\"; Space toggles a box.")
                .arg(QString::number(clock.turn), QString::number(clock.segment),
                     escaped(clock.activeSide)));
        setPrimary(tr("&Replenishment"));
        m_sweep->setFocus(Qt::OtherFocusReason);
        break;
    case ReplenishmentStep:
        m_replenishment->headline()->setText(
            tr("<b>Replenishment.</b> Check each unit that stayed %1\" or more from every enemy "
               "for the whole turn: infantry refills after %2 such turn, artillery after %3 in "
               "a row. A unit left unchecked starts counting again from 0.")
                .arg(Ammunition::standard().replenishmentDistanceInches())
                .arg(Ammunition::standard().replenishmentTurns(Arm::Infantry))
                .arg(Ammunition::standard().replenishmentTurns(Arm::Artillery)));
        setPrimary(tr("&Apply: on to turn %1").arg(clock.turn + 1));
        m_replenishment->refresh();
        m_replenishment->table()->setFocus(Qt::OtherFocusReason);
        break;
    case ResultStep:
        fillResult();
        showClosingButtons();
        break;
    default:
        break;
    }
}

void EndTurnDialog::advance(int step)
{
    switch (step) {
    case SweepStep:
        goToStep(ReplenishmentStep);
        break;
    case ReplenishmentStep:
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
