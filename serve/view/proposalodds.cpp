#include "serve/view/proposalodds.h"

#include "core/fire/fireplanner.h"
#include "core/orders/order.h"
#include "core/proposals/proposalform.h"
#include "serve/view/rollodds.h"

namespace Adc {

QJsonArray ProposalOdds::fire(const QJsonObject &action, QList<UnitRecord> shown,
                              const QList<FeatureRecord> &features, const Rulings &rulings)
{
    const Result<Order> order = ProposalForm::read(action);
    const FireOrder *proposed = order ? order->get<FireOrder>() : nullptr;
    if (!proposed)
        return {};
    // The target's smoke and the cover of the feature it holds are the
    // umpire's to know (a unit that fired this segment would be in smoke
    // again); the player may claim either among the fire's conditions.
    for (UnitRecord &unit : shown) {
        if (unit.id == proposed->target) {
            unit.smoke = false;
            unit.firedThisSegment = false;
            unit.feature.clear();
        }
    }
    const FirePlan plan = FirePlanner::plan(*proposed, shown, features, rulings);
    if (!plan.ready() || !plan.odds.allowed)
        return {};
    return RollOdds::fireChances(plan.odds);
}

QString ProposalOdds::sentence(const QJsonArray &odds)
{
    if (odds.isEmpty())
        return QString();
    return tr("Odds as proposed (the target's smoke and cover left to the umpire): %1.")
        .arg(RollOdds::listed(odds));
}

} // namespace Adc
