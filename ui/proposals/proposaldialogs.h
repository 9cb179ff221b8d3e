#pragma once

#include "core/proposals/proposalrecord.h"

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace Adc {

class Battle;
class ChargeDialog;
class FireDialog;
class MoveDialog;
class ProcedureDialog;
struct ChargeOrder;
struct FireOrder;
struct MoveOrder;

// A side's proposal in the guided dialog of its action, filled in from it
// through the dialog's own fields: the fire dialog for a fire (its die
// typed in on the odds page when the side typed one, so Enter applies
// it), the charge dialog for a charge (the class dice the side typed
// offered at each inch, so Enter takes each), the move dialog for a move.
// The dialog previews it with its planner as usual and applies it as the
// proposal accepted, with what the umpire changed (ProposalOverrides).
class ProposalDialogs
{
    Q_DECLARE_TR_FUNCTIONS(Adc::ProposalDialogs)

public:
    // Why the proposal cannot be taken into a dialog; empty when it can.
    static QString refusal(const ProposalRecord &proposal);
    // The dialog, filled in and not yet shown; null when refusal() says why.
    static ProcedureDialog *create(Battle *battle, const ProposalRecord &proposal, QWidget *parent);
    // Why the filled dialog must be shown for the umpire before it can
    // apply (a charge's rolls and outcome, a ricochet's dice, a fire or
    // move the planner refuses, a field it could not hold as proposed);
    // empty when Enter may accept it as proposed.
    static QString needsUmpire(const ProcedureDialog *dialog);
    // Presses the filled dialog's Enter until it applies, as the umpire
    // would (the die typed or rolled, each firer's boxcars rolled); stops,
    // false, where a step waits for him or the battle refuses.
    static bool applyAtOnce(ProcedureDialog *dialog);
    // Takes a dialog past the steps its proposal settled (a charge's units,
    // when the planner allows them and the defender rolls) to the first
    // that is the umpire's: the rolls.
    static void goPastSettled(ProcedureDialog *dialog);
    // What a dialog that applyAtOnce stopped short waits for, in words (a
    // ball at a town block's edge: its ricochet, the die rolled).
    static QString waitingFor(const ProcedureDialog *dialog);

private:
    static FireDialog *filledFire(Battle *battle, const FireOrder &order, QWidget *parent);
    static ChargeDialog *filledCharge(Battle *battle, const ChargeOrder &order, QWidget *parent);
    static MoveDialog *filledMove(Battle *battle, const MoveOrder &order, QWidget *parent);
};

} // namespace Adc
