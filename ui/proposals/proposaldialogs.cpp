#include "ui/proposals/proposaldialogs.h"

#include "ui/dicetray/dicesentry.h"
#include "ui/procedures/chargedialog.h"
#include "ui/procedures/chargerollspage.h"
#include "ui/procedures/conditionlist.h"
#include "ui/procedures/firedialog.h"
#include "ui/procedures/movedialog.h"
#include "ui/proposals/proposaloverrides.h"
#include "ui/proposals/proposaltext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace Adc {

QString ProposalDialogs::refusal(const ProposalRecord &proposal)
{
    const std::optional<Order> &order = proposal.order;
    if (!order)
        return proposal.unread;
    if (!order->get<FireOrder>() && !order->get<ChargeOrder>() && !order->get<MoveOrder>())
        return tr("a side proposes a fire, a charge or a move");
    return QString();
}

ProcedureDialog *ProposalDialogs::create(Battle *battle, const ProposalRecord &proposal,
                                         QWidget *parent)
{
    const std::optional<Order> &order = proposal.order;
    if (!battle || !order)
        return nullptr;
    // What the dialog holds once filled in is what the umpire's changes
    // are measured against.
    ProcedureDialog *dialog = nullptr;
    if (const FireOrder *fire = order->get<FireOrder>()) {
        FireDialog *filled = filledFire(battle, *fire, parent);
        filled->acceptProposal(
            ProposalOverrides(proposal.id, *order, Order(filled->request().order())));
        // The die the side typed, on the odds page: Enter applies it.
        if (fire->die) {
            filled->setSideDie(*fire->die);
            filled->showOdds();
        }
        dialog = filled;
    } else if (const ChargeOrder *charge = order->get<ChargeOrder>()) {
        ChargeDialog *filled = filledCharge(battle, *charge, parent);
        filled->acceptProposal(ProposalOverrides(proposal.id, *order, filled->action()));
        dialog = filled;
    } else if (const MoveOrder *move = order->get<MoveOrder>()) {
        MoveDialog *filled = filledMove(battle, *move, parent);
        filled->acceptProposal(ProposalOverrides(proposal.id, *order, filled->action()));
        dialog = filled;
    }
    if (dialog)
        dialog->setWindowTitle(dialog->windowTitle() + QStringLiteral(" \u2014 ")
                               + ProposalText::title(proposal));
    return dialog;
}

QString ProposalDialogs::needsUmpire(const ProcedureDialog *dialog)
{
    if (qobject_cast<const ChargeDialog *>(dialog))
        return tr("a charge is rolled inch by inch in its dialog, and its outcome is the "
                  "umpire's.");
    if (const auto *fire = qobject_cast<const FireDialog *>(dialog)) {
        if (!fire->request().problem().isEmpty() || !fire->request().odds().allowed)
            return tr("the fire cannot be made as proposed; see its dialog.");
    }
    if (const auto *move = qobject_cast<const MoveDialog *>(dialog);
        move && move->plan().isRefused())
        return move->plan().refusal;
    if (dialog->acceptedProposal() && !dialog->acceptedProposal()->unheld().isEmpty())
        return tr("the dialog could not take all it proposes; choose there.");
    return QString();
}

QString ProposalDialogs::waitingFor(const ProcedureDialog *dialog)
{
    if (const auto *fire = qobject_cast<const FireDialog *>(dialog);
        fire && fire->currentStep() == FireDialog::RicochetStep)
        return tr("the ricochet through the block takes its dice in the dialog.");
    return dialog->message();
}

void ProposalDialogs::goPastSettled(ProcedureDialog *dialog)
{
    // Only to the rolls: a charge that applies at once (on a battery or
    // cavalry) waits for the umpire's Enter where its odds are shown.
    auto *charge = qobject_cast<ChargeDialog *>(dialog);
    if (!charge || charge->currentStep() != ChargeDialog::ChargeStep || !charge->defender()
        || !charge->charger())
        return;
    const ChargePlan plan = charge->plan();
    if (!plan.isRefused() && plan.rolls)
        charge->showRolls();
}

bool ProposalDialogs::applyAtOnce(ProcedureDialog *dialog)
{
    // Bounded: a pooled fire's boxcars take an Enter a firer.
    for (int press = 0; press < 16 && !dialog->isApplied(); ++press) {
        const int step = dialog->currentStep();
        if (!dialog->primaryButton()->isEnabled()
            || (qobject_cast<FireDialog *>(dialog) && step == FireDialog::RicochetStep))
            return false;
        dialog->next();
        if (!dialog->isApplied() && dialog->messageIsError())
            return false;
    }
    return dialog->isApplied();
}

FireDialog *ProposalDialogs::filledFire(Battle *battle, const FireOrder &order, QWidget *parent)
{
    auto *dialog = new FireDialog(battle, parent);
    dialog->setFirers(order.firers);
    dialog->setTarget(order.target);
    dialog->setRange(order.range);
    // The shot before the AP: the AP allowed depends on it.
    if (order.shot) {
        const int index = dialog->shotBox()->findData(toName(*order.shot));
        if (index >= 0)
            dialog->shotBox()->setCurrentIndex(index);
    }
    if (order.ap)
        dialog->apBox()->setValue(*order.ap);
    // The conditions the side claims, ticked as the umpire would tick them.
    for (const QString &id : order.added) {
        if (dialog->conditionList()->contains(id))
            dialog->conditionList()->setChecked(id, true);
    }
    return dialog;
}

ChargeDialog *ProposalDialogs::filledCharge(Battle *battle, const ChargeOrder &order,
                                            QWidget *parent)
{
    auto *dialog = new ChargeDialog(battle, parent);
    dialog->setDefender(order.defender);
    dialog->setCharger(order.charger);
    // The class dice the side typed, offered at each inch: Enter takes them.
    dialog->rollsPage()->setSideRolls(order.rolls, order.faces);
    return dialog;
}

MoveDialog *ProposalDialogs::filledMove(Battle *battle, const MoveOrder &order, QWidget *parent)
{
    auto *dialog = new MoveDialog(battle, parent);
    dialog->setUnit(order.unit);
    // The feature first: choosing one sets its terrain, which the order
    // may name otherwise.
    if (order.feature) {
        const int index = dialog->featureBox()->findData(*order.feature);
        if (index >= 0)
            dialog->featureBox()->setCurrentIndex(index);
    } else if (order.leaveFeature) {
        dialog->featureBox()->setCurrentIndex(0);
    }
    if (order.to) {
        const int index = dialog->terrainBox()->findData(toName(*order.to));
        if (index >= 0)
            dialog->terrainBox()->setCurrentIndex(index);
    }
    for (const QString &name : order.across.value_or(QStringList())) {
        if (QCheckBox *box = dialog->crossingBox(name))
            box->setChecked(true);
    }
    dialog->roadBox()->setChecked(order.road.value_or(false));
    return dialog;
}

} // namespace Adc
