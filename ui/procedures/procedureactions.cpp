#include "ui/procedures/procedureactions.h"

#include "db/battle/battle.h"
#include "db/battle/proposaldesk.h"
#include "ui/procedures/chargedialog.h"
#include "ui/procedures/disciplinedialog.h"
#include "ui/procedures/endsegmentdialog.h"
#include "ui/procedures/endturndialog.h"
#include "ui/procedures/firedialog.h"
#include "ui/procedures/movedialog.h"
#include "ui/proposals/proposaldialogs.h"
#include "ui/proposals/proposaltext.h"

#include <QAction>
#include <QKeySequence>
#include <QShortcut>
#include <QWidget>

namespace Adc {

ProcedureActions::ProcedureActions(BattleSource battle, UnitSelection selection,
                                   QWidget *dialogParent)
    : QObject(dialogParent)
    , m_battle(std::move(battle))
    , m_selection(std::move(selection))
    , m_dialogParent(dialogParent)
{
    m_fire = createAction(tr("&Fire..."), QKeySequence(Qt::Key_F), QStringLiteral("fireAction"),
                          tr("Fire with the selected unit (several of one brigade: pooled fire)"));
    m_discipline = createAction(tr("Fire &Discipline..."), QKeySequence(Qt::Key_D),
                                QStringLiteral("disciplineAction"),
                                tr("Roll fire discipline for the selected unit"));
    m_charge
        = createAction(tr("&Charge..."), QKeySequence(Qt::Key_C), QStringLiteral("chargeAction"),
                       tr("Charge discipline of the selected defending infantry, inch by inch"));
    m_move = createAction(tr("&Move..."), QKeySequence(Qt::Key_M), QStringLiteral("moveAction"),
                          tr("Move the selected unit: the terrain page's half movement and "
                             "refusals, smoke and recovery"));
    m_endSegment = createAction(tr("End &Segment..."), QKeySequence(Qt::CTRL | Qt::Key_E),
                                QStringLiteral("endSegmentAction"),
                                tr("The recovery sweep, then the clock moves to the next segment"));
    m_endTurn = createAction(tr("End &Turn..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
                             QStringLiteral("endTurnAction"),
                             tr("The last segment's sweep and the turn's replenishment"));
    connect(m_fire, &QAction::triggered, this, &ProcedureActions::openFire);
    connect(m_discipline, &QAction::triggered, this, &ProcedureActions::openDiscipline);
    connect(m_charge, &QAction::triggered, this, &ProcedureActions::openCharge);
    connect(m_move, &QAction::triggered, this, &ProcedureActions::openMove);
    connect(m_endSegment, &QAction::triggered, this, &ProcedureActions::openEndSegment);
    connect(m_endTurn, &QAction::triggered, this, &ProcedureActions::openEndTurn);
    refresh();
}

ProcedureActions::ProcedureActions(Battle *battle, UnitSelection selection, QWidget *dialogParent)
    : ProcedureActions(
        BattleSource([pointer = QPointer<Battle>(battle)] { return pointer.data(); }),
        std::move(selection), dialogParent)
{
}

QAction *ProcedureActions::createAction(const QString &text, const QKeySequence &key,
                                        const QString &name, const QString &tip)
{
    auto *action = new QAction(text, this);
    action->setObjectName(name);
    action->setShortcut(key);
    action->setShortcutContext(Qt::WindowShortcut);
    action->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    action->setStatusTip(tip);
    return action;
}

void ProcedureActions::setRandomSource(RandomSource *source)
{
    m_random = source;
}

QList<QAction *> ProcedureActions::actions() const
{
    return { m_fire, m_discipline, m_charge, m_move, m_endSegment, m_endTurn };
}

Battle *ProcedureActions::currentBattle() const
{
    return m_battle ? m_battle() : nullptr;
}

void ProcedureActions::refresh()
{
    Battle *battle = currentBattle();
    const bool writable = battle && !battle->isReadOnly();
    for (QAction *action : actions())
        action->setEnabled(writable);
}

void ProcedureActions::show(ProcedureDialog *dialog)
{
    dialog->setRandomSource(m_random);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    follow(dialog);
    dialog->open();
    // The keyboard goes to the dialog at once: its first field has the focus.
    dialog->raise();
    dialog->activateWindow();
    Q_EMIT dialogOpened(dialog);
}

void ProcedureActions::follow(ProcedureDialog *dialog)
{
    m_open = dialog;
    passCommandKeys(dialog);
    connect(dialog, &ProcedureDialog::followUpOpened, this, [this](ProcedureDialog *next) {
        follow(next);
        Q_EMIT dialogOpened(next);
    });
}

void ProcedureActions::passToo(const QList<QAction *> &actions)
{
    for (QAction *action : actions)
        m_passedToo.append(action);
}

void ProcedureActions::passCommandKeys(ProcedureDialog *dialog)
{
    // The window's keys do not reach it while a dialog is open; on the
    // dialog's last page they close it and go on, so a result costs no key.
    QList<QAction *> keys = actions();
    for (const QPointer<QAction> &action : std::as_const(m_passedToo)) {
        if (action && !action->shortcut().isEmpty())
            keys.append(action);
    }
    for (QAction *action : std::as_const(keys)) {
        auto *key = new QShortcut(action->shortcut(), dialog);
        key->setEnabled(dialog->isClosing());
        connect(dialog, &ProcedureDialog::closing, key, [key] { key->setEnabled(true); });
        connect(key, &QShortcut::activated, this,
                [dialog = QPointer<ProcedureDialog>(dialog), action] {
                    if (!dialog || !dialog->isClosing())
                        return;
                    dialog->accept();
                    if (action->isEnabled())
                        action->trigger();
                });
    }
}

FireDialog *ProcedureActions::openFire()
{
    Battle *battle = currentBattle();
    refresh();
    if (!battle || battle->isReadOnly())
        return nullptr;
    auto *dialog = new FireDialog(battle, m_dialogParent);
    const QList<qint64> selected = m_selection ? m_selection() : QList<qint64>();
    if (!selected.isEmpty())
        dialog->setFirers(selected);
    dialog->startOnActingUnit();
    show(dialog);
    return dialog;
}

DisciplineDialog *ProcedureActions::openDiscipline()
{
    Battle *battle = currentBattle();
    refresh();
    if (!battle || battle->isReadOnly())
        return nullptr;
    auto *dialog = new DisciplineDialog(battle, m_dialogParent);
    const QList<qint64> selected = m_selection ? m_selection() : QList<qint64>();
    if (!selected.isEmpty())
        dialog->setUnit(selected.first());
    dialog->startOnActingUnit();
    show(dialog);
    return dialog;
}

ChargeDialog *ProcedureActions::openCharge()
{
    Battle *battle = currentBattle();
    refresh();
    if (!battle || battle->isReadOnly())
        return nullptr;
    auto *dialog = new ChargeDialog(battle, m_dialogParent);
    const QList<qint64> selected = m_selection ? m_selection() : QList<qint64>();
    if (!selected.isEmpty())
        dialog->setDefender(selected.first());
    if (selected.size() > 1)
        dialog->setCharger(selected.at(1));
    dialog->startOnActingUnit();
    show(dialog);
    return dialog;
}

MoveDialog *ProcedureActions::openMove()
{
    Battle *battle = currentBattle();
    refresh();
    if (!battle || battle->isReadOnly())
        return nullptr;
    auto *dialog = new MoveDialog(battle, m_dialogParent);
    const QList<qint64> selected = m_selection ? m_selection() : QList<qint64>();
    if (!selected.isEmpty())
        dialog->setUnit(selected.first());
    dialog->startOnActingUnit();
    show(dialog);
    return dialog;
}

EndSegmentDialog *ProcedureActions::openEndSegment()
{
    Battle *battle = currentBattle();
    refresh();
    if (!battle || battle->isReadOnly())
        return nullptr;
    auto *dialog = new EndSegmentDialog(battle, m_dialogParent);
    show(dialog);
    return dialog;
}

EndTurnDialog *ProcedureActions::openEndTurn()
{
    Battle *battle = currentBattle();
    refresh();
    if (!battle || battle->isReadOnly())
        return nullptr;
    auto *dialog = new EndTurnDialog(battle, m_dialogParent);
    show(dialog);
    return dialog;
}

ProcedureDialog *ProcedureActions::openProposal(qint64 id)
{
    Battle *battle = currentBattle();
    refresh();
    if (!battle || battle->isReadOnly())
        return nullptr;
    const std::optional<ProposalRecord> proposal = battle->proposals().find(id);
    ProcedureDialog *dialog
        = proposal ? ProposalDialogs::create(battle, *proposal, m_dialogParent) : nullptr;
    if (dialog)
        show(dialog);
    return dialog;
}

void ProcedureActions::acceptProposal(qint64 id)
{
    Battle *battle = currentBattle();
    refresh();
    if (!battle || battle->isReadOnly())
        return;
    const std::optional<ProposalRecord> proposal = battle->proposals().find(id);
    ProcedureDialog *dialog
        = proposal ? ProposalDialogs::create(battle, *proposal, m_dialogParent) : nullptr;
    if (!dialog)
        return;
    const QString title = ProposalText::title(*proposal) + QStringLiteral(": ");
    if (const QString why = ProposalDialogs::needsUmpire(dialog); !why.isEmpty()) {
        dialog->setRandomSource(m_random);
        ProposalDialogs::goPastSettled(dialog);
        show(dialog);
        Q_EMIT proposalRuled(title + why, false);
        ruleOnceDone(dialog, title);
        return;
    }
    // The same dice as a dialog opened from here, the same steps and the
    // same commit: only unseen.
    dialog->setRandomSource(m_random);
    if (ProposalDialogs::applyAtOnce(dialog)) {
        Q_EMIT proposalRuled(title + tr("accepted. ") + dialog->outcome()->summary, false);
        dialog->deleteLater();
        return;
    }
    if (!dialog->refusal().isEmpty()) {
        Q_EMIT proposalRuled(title + dialog->refusal(), true);
        dialog->deleteLater();
        return;
    }
    // Stopped on a step that waits for the umpire: his, in view, past what
    // the proposal settled already (a charge's units).
    ProposalDialogs::goPastSettled(dialog);
    show(dialog);
    Q_EMIT proposalRuled(title + ProposalDialogs::waitingFor(dialog), false);
    ruleOnceDone(dialog, title);
}

void ProcedureActions::ruleOnceDone(ProcedureDialog *dialog, const QString &title)
{
    // Accepted from the list, it is ruled like one accepted at once: its
    // last page, with nothing left to choose, gives the keyboard back to
    // the list at the next proposal, and the list says what was done.
    connect(dialog, &ProcedureDialog::closing, this, [this, dialog, title] {
        Q_EMIT proposalRuled(title + tr("accepted. ") + dialog->outcome()->summary, false);
        dialog->close();
    });
    connect(dialog, &ProcedureDialog::followUpOpened, this,
            [this, title](ProcedureDialog *next) { ruleOnceDone(next, title); });
}

} // namespace Adc
