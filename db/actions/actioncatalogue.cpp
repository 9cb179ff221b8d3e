#include "db/actions/actioncatalogue.h"

#include "core/orders/order.h"
#include "db/actions/chargeaction.h"
#include "db/actions/chargeoutcomeaction.h"
#include "db/actions/disciplineaction.h"
#include "db/actions/editaction.h"
#include "db/actions/endsegmentaction.h"
#include "db/actions/endturnaction.h"
#include "db/actions/featureaction.h"
#include "db/actions/fireaction.h"
#include "db/actions/fleeaction.h"
#include "db/actions/moveaction.h"
#include "db/actions/organisationaction.h"
#include "db/actions/proposalaction.h"
#include "db/actions/reorderaction.h"
#include "db/actions/rollaction.h"
#include "db/actions/settingsaction.h"
#include "db/actions/tokenaction.h"
#include "db/actions/unitaction.h"

#include <QList>
#include <utility>

namespace Adc {

namespace {

// An action of one order type, called with that type.
template<typename T, ActionOutcome (*Function)(ActionContext &, const T &)>
ActionOutcome typed(ActionContext &context, const Order &order)
{
    return Function(context, *order.get<T>());
}

const QList<std::pair<QString, OrderFunction>> &actions()
{
    static const QList<std::pair<QString, OrderFunction>> list = {
        { QString::fromLatin1(FireOrder::kKind), &typed<FireOrder, &FireAction::apply> },
        { QString::fromLatin1(DisciplineOrder::kKind),
          &typed<DisciplineOrder, &DisciplineAction::apply> },
        { QString::fromLatin1(MoveOrder::kKind), &typed<MoveOrder, &MoveAction::apply> },
        { QString::fromLatin1(FleeOrder::kKind), &typed<FleeOrder, &FleeAction::apply> },
        { QString::fromLatin1(ChargeOrder::kKind), &typed<ChargeOrder, &ChargeAction::apply> },
        { QString::fromLatin1(ChargeOutcomeOrder::kKind),
          &typed<ChargeOutcomeOrder, &ChargeOutcomeAction::apply> },
        { QString::fromLatin1(EndSegmentOrder::kKind),
          &typed<EndSegmentOrder, &EndSegmentAction::apply> },
        { QString::fromLatin1(EndTurnOrder::kKind), &typed<EndTurnOrder, &EndTurnAction::apply> },
        { QString::fromLatin1(EditOrder::kKind), &typed<EditOrder, &EditAction::apply> },
        { QString::fromLatin1(AddUnitOrder::kKind), &typed<AddUnitOrder, &UnitAction::add> },
        { QString::fromLatin1(AddUnitsOrder::kKind), &typed<AddUnitsOrder, &UnitAction::addMany> },
        { QString::fromLatin1(RemoveUnitOrder::kKind),
          &typed<RemoveUnitOrder, &UnitAction::remove> },
        { QString::fromLatin1(AddBrigadeOrder::kKind),
          &typed<AddBrigadeOrder, &OrganisationAction::addBrigade> },
        { QString::fromLatin1(RemoveBrigadeOrder::kKind),
          &typed<RemoveBrigadeOrder, &OrganisationAction::removeBrigade> },
        { QString::fromLatin1(ReorderOrder::kKind),
          &typed<ReorderOrder, &OrganisationAction::reorder> },
        { QString::fromLatin1(MoveUnitsOrder::kKind),
          &typed<MoveUnitsOrder, &ReorderAction::apply> },
        { QString::fromLatin1(AddFeatureOrder::kKind),
          &typed<AddFeatureOrder, &FeatureAction::add> },
        { QString::fromLatin1(RemoveFeatureOrder::kKind),
          &typed<RemoveFeatureOrder, &FeatureAction::remove> },
        { QString::fromLatin1(PlaceOrder::kKind), &typed<PlaceOrder, &FeatureAction::place> },
        { QString::fromLatin1(SetRulingsOrder::kKind),
          &typed<SetRulingsOrder, &SettingsAction::setRulings> },
        { QString::fromLatin1(SetSettingOrder::kKind),
          &typed<SetSettingOrder, &SettingsAction::setSetting> },
        { QString::fromLatin1(RollOrder::kKind), &typed<RollOrder, &RollAction::apply> },
        { QString::fromLatin1(IssueTokensOrder::kKind),
          &typed<IssueTokensOrder, &TokenAction::issue> },
        { QString::fromLatin1(RenewTokenOrder::kKind),
          &typed<RenewTokenOrder, &TokenAction::renew> },
        { QString::fromLatin1(DeclineOrder::kKind),
          &typed<DeclineOrder, &ProposalAction::decline> },
    };
    return list;
}

} // namespace

OrderFunction ActionCatalogue::find(const QString &name)
{
    for (const auto &entry : actions()) {
        if (entry.first == name)
            return entry.second;
    }
    return nullptr;
}

} // namespace Adc
