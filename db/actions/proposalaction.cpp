#include "db/actions/proposalaction.h"

#include "core/proposals/declineorder.h"
#include "db/actions/actioncontext.h"

#include <QCoreApplication>

namespace Adc {

ActionOutcome ProposalAction::decline(ActionContext &context, const DeclineOrder &order)
{
    ProposalTable proposals = context.proposals();
    const std::optional<ProposalRecord> proposal = proposals.find(order.proposal);
    if (!proposal)
        return Failure::refused(
            QCoreApplication::translate("Adc::ProposalAction", "there is no proposal %1")
                .arg(order.proposal));
    const ProposalRecord::State state = proposal->state(context.battle().clock());
    if (state != ProposalRecord::State::Waiting)
        return Failure::refused(
            QCoreApplication::translate("Adc::ProposalAction",
                                        "proposal %1 is %2: only a waiting proposal can be "
                                        "declined")
                .arg(QString::number(order.proposal), ProposalRecord::stateText(state)));
    proposals.setStored(proposal->id, ProposalRecord::Stored::Declined, order.reason);
    // Stored in English and shown in words by the log's view (LogText);
    // the side's name and the reason are the umpire's text, joined, not
    // formatted.
    context.setSummary(QStringLiteral("Declined proposal No. ") + QString::number(proposal->number)
                       + QStringLiteral(" of ") + proposal->side + QStringLiteral(": ")
                       + order.reason);
    return ActionDone::of({ { QStringLiteral("proposal"), proposal->id },
                            { QStringLiteral("side"), proposal->side },
                            { QStringLiteral("number"), proposal->number },
                            { QStringLiteral("reason"), order.reason } });
}

} // namespace Adc
