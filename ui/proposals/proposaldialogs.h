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
    Q_DECLARE_TR_FUNCTIONS(ProposalDialogs)

public:
    // Why the proposal cannot be taken into a dialog; empty when it can.
    static QString refusal(const ProposalRecord &proposal);
    // The dialog, filled in and not yet shown; null when refusal() says why.
    static ProcedureDialog *create(Battle *battle, const ProposalRecord &proposal, QWidget *parent);

private:
    static FireDialog *filledFire(Battle *battle, const FireOrder &order, QWidget *parent);
    static ChargeDialog *filledCharge(Battle *battle, const ChargeOrder &order, QWidget *parent);
    static MoveDialog *filledMove(Battle *battle, const MoveOrder &order, QWidget *parent);
};

} // namespace Adc
