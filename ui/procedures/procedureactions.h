#pragma once

#include "ui/procedures/proceduredialog.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <functional>

class QAction;
class QWidget;

namespace Adc {

class Battle;
class ChargeDialog;
class DisciplineDialog;
class EndSegmentDialog;
class EndTurnDialog;
class FireDialog;
class MoveDialog;
class RandomSource;

// The procedures of the table as actions with their keys: Fire... (F), Fire
// Discipline... (D), Charge... (C), End Segment... (Ctrl+E) and End Turn...
// (Ctrl+Shift+E). Each opens its guided dialog (window-modal, not blocking)
// on the open battle, with the units selected in the roster preselected,
// or filled in from a side's proposal (the Proposals dock's Space).
// The window puts them in its Procedures menu and toolbar. A dialog on its
// last page (a result, only Close left) is closed by the next command key,
// which then does its command: F after a fire opens the next fire.
class ProcedureActions : public QObject
{
    Q_OBJECT

public:
    using BattleSource = std::function<Battle *()>;
    using UnitSelection = std::function<QList<qint64>()>;

    // The window's other keys a dialog's result page gives way to, as to the
    // procedures' own (the docks' Ctrl+1 to Ctrl+6: the proposals next).
    void passToo(const QList<QAction *> &actions);

    // battle: the open battle (null when none); selection: the ids of the
    // units selected in the roster, in its order. The dialogs open over
    // dialogParent.
    ProcedureActions(BattleSource battle, UnitSelection selection, QWidget *dialogParent);
    // For a battle that does not change.
    ProcedureActions(Battle *battle, UnitSelection selection, QWidget *dialogParent);

    // Dice for every dialog opened from here (a test's script); null: each
    // dialog rolls its own seeded dice. Not owned.
    void setRandomSource(RandomSource *source);

    QAction *fireAction() const { return m_fire; }
    QAction *disciplineAction() const { return m_discipline; }
    QAction *chargeAction() const { return m_charge; }
    QAction *moveAction() const { return m_move; }
    QAction *endSegmentAction() const { return m_endSegment; }
    QAction *endTurnAction() const { return m_endTurn; }
    QList<QAction *> actions() const;

    // The dialog the last action opened (or a follow-up it opened), while open.
    ProcedureDialog *openDialog() const { return m_open; }

public Q_SLOTS:
    // Enables the actions for the battle as it is (open, writable); the
    // window calls it when it opens or closes a battle.
    void refresh();
    FireDialog *openFire();
    DisciplineDialog *openDiscipline();
    ChargeDialog *openCharge();
    MoveDialog *openMove();
    EndSegmentDialog *openEndSegment();
    EndTurnDialog *openEndTurn();
    // A side's waiting proposal in the dialog of its action (fire, charge
    // or move), filled in from it (ProposalDialogs); null when it cannot be.
    ProcedureDialog *openProposal(qint64 id);
    // A side's waiting proposal accepted at once, as proposed, through its
    // dialog's own steps unseen (the Proposals dock's Enter): the dialog is
    // shown instead where a step needs the umpire (a charge, a ricochet, a
    // proposal the planner refuses). Says what it did: proposalRuled.
    void acceptProposal(qint64 id);

Q_SIGNALS:
    // A dialog was opened (by an action, or by another dialog to carry on).
    void dialogOpened(Adc::ProcedureDialog *dialog);
    // What acceptProposal() did, in words; refused: nothing was applied.
    void proposalRuled(const QString &text, bool refused);

private:
    void ruleOnceDone(ProcedureDialog *dialog, const QString &title);
    QAction *createAction(const QString &text, const QKeySequence &key, const QString &name,
                          const QString &tip);
    // Sets up and opens a dialog; gives it back.
    void show(ProcedureDialog *dialog);
    // A dialog (or its follow-up) is the one open: on its last page the
    // next command key closes it and does its command.
    void follow(ProcedureDialog *dialog);
    void passCommandKeys(ProcedureDialog *dialog);
    QList<QPointer<QAction>> m_passedToo;
    Battle *currentBattle() const;

    BattleSource m_battle;
    UnitSelection m_selection;
    QWidget *m_dialogParent = nullptr;
    RandomSource *m_random = nullptr;
    QPointer<ProcedureDialog> m_open;
    QAction *m_fire = nullptr;
    QAction *m_discipline = nullptr;
    QAction *m_charge = nullptr;
    QAction *m_move = nullptr;
    QAction *m_endSegment = nullptr;
    QAction *m_endTurn = nullptr;
};

} // namespace Adc
