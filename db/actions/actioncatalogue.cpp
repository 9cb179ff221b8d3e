#include "actions/actioncatalogue.h"

#include "actions/chargeaction.h"
#include "actions/chargeoutcomeaction.h"
#include "actions/disciplineaction.h"
#include "actions/editaction.h"
#include "actions/endsegmentaction.h"
#include "actions/endturnaction.h"
#include "actions/featureaction.h"
#include "actions/fireaction.h"
#include "actions/fleeaction.h"
#include "actions/moveaction.h"
#include "actions/organisationaction.h"
#include "actions/reorderaction.h"
#include "actions/rollaction.h"
#include "actions/settingsaction.h"
#include "actions/tokenaction.h"
#include "actions/unitaction.h"
#include "orders/order.h"

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

const QList<std::pair<QString, OrderFunction>> &typedActions()
{
    static const QList<std::pair<QString, OrderFunction>> list = {
        { QString::fromLatin1(DisciplineOrder::kKind),
          &typed<DisciplineOrder, &DisciplineAction::apply> },
        { QString::fromLatin1(FireOrder::kKind), &typed<FireOrder, &FireAction::apply> },
        { QString::fromLatin1(ChargeOrder::kKind), &typed<ChargeOrder, &ChargeAction::apply> },
        { QString::fromLatin1(ChargeOutcomeOrder::kKind),
          &typed<ChargeOutcomeOrder, &ChargeOutcomeAction::apply> },
        { QString::fromLatin1(MoveOrder::kKind), &typed<MoveOrder, &MoveAction::apply> },
        { QString::fromLatin1(FleeOrder::kKind), &typed<FleeOrder, &FleeAction::apply> },
        { QString::fromLatin1(EndSegmentOrder::kKind),
          &typed<EndSegmentOrder, &EndSegmentAction::apply> },
        { QString::fromLatin1(EndTurnOrder::kKind), &typed<EndTurnOrder, &EndTurnAction::apply> },
        { QString::fromLatin1(RollOrder::kKind), &typed<RollOrder, &RollAction::apply> },
    };
    return list;
}

const QList<std::pair<QString, ActionFunction>> &actions()
{
    static const QList<std::pair<QString, ActionFunction>> list = {
        { QStringLiteral("edit"), &EditAction::apply },
        { QStringLiteral("add-unit"), &UnitAction::add },
        { QStringLiteral("add-units"), &UnitAction::addMany },
        { QStringLiteral("remove-unit"), &UnitAction::remove },
        { QStringLiteral("add-brigade"), &OrganisationAction::addBrigade },
        { QStringLiteral("remove-brigade"), &OrganisationAction::removeBrigade },
        { QStringLiteral("reorder"), &OrganisationAction::reorder },
        { QStringLiteral("move-units"), &ReorderAction::apply },
        { QStringLiteral("add-feature"), &FeatureAction::add },
        { QStringLiteral("remove-feature"), &FeatureAction::remove },
        { QStringLiteral("place"), &FeatureAction::place },
        { QStringLiteral("set-rulings"), &SettingsAction::setRulings },
        { QStringLiteral("set-setting"), &SettingsAction::setSetting },
        { QStringLiteral("issue-tokens"), &TokenAction::issue },
        { QStringLiteral("renew-token"), &TokenAction::renew },
    };
    return list;
}

} // namespace

ActionFunction ActionCatalogue::find(const QString &name)
{
    for (const auto &entry : actions()) {
        if (entry.first == name)
            return entry.second;
    }
    return nullptr;
}

OrderFunction ActionCatalogue::findTyped(const QString &name)
{
    for (const auto &entry : typedActions()) {
        if (entry.first == name)
            return entry.second;
    }
    return nullptr;
}

QStringList ActionCatalogue::names()
{
    QStringList names;
    for (const auto &entry : typedActions())
        names.append(entry.first);
    for (const auto &entry : actions())
        names.append(entry.first);
    names.append(QStringLiteral("undo"));
    names.append(QStringLiteral("redo"));
    return names;
}

} // namespace Adc
