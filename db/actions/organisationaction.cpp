#include "db/actions/organisationaction.h"

#include "core/model/addbrigadeorder.h"
#include "core/model/removebrigadeorder.h"
#include "core/model/reorderorder.h"
#include "db/actions/actioncontext.h"
#include "db/storage/nametext.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

ActionOutcome OrganisationAction::addBrigade(ActionContext &context, const AddBrigadeOrder &order)
{
    const QString side = order.side.trimmed();
    const QString name = order.name.trimmed();
    const QString commander = order.commander.value_or(QString()).trimmed();
    for (const auto &[field, text] :
         { std::pair { QStringLiteral("side"), order.side },
           std::pair { QStringLiteral("name"), order.name },
           std::pair { QStringLiteral("commander"), order.commander.value_or(QString()) } }) {
        if (const QString refusal = NameText::refusal(field, text); !refusal.isEmpty())
            return Failure::malformed(refusal);
    }

    OrganisationTable organisation = context.organisation();
    const qint64 sideId = organisation.sideId(side, true);
    if (organisation.brigadeId(sideId, name, false) != 0)
        return Failure::refused(
            QCoreApplication::translate("Adc::OrganisationAction", "%1 already has a brigade %2")
                .arg(side, name));
    const qint64 id = organisation.addBrigade(sideId, name, commander);
    context.setSummary(QStringLiteral("Add brigade %1 (%2)").arg(name, side));
    ActionDone done
        = ActionDone::of({ { QStringLiteral("id"), id },
                           { QStringLiteral("brigade"), organisation.brigade(id)->toJson() } });
    done.id = id;
    done.ids = { id };
    return done;
}

ActionOutcome OrganisationAction::removeBrigade(ActionContext &context,
                                                const RemoveBrigadeOrder &order)
{
    OrganisationTable organisation = context.organisation();
    const std::optional<BrigadeRecord> brigade = organisation.brigade(order.brigade);
    if (!brigade)
        return Failure::malformed(
            QStringLiteral("brigade: ")
            + QCoreApplication::translate("Adc::OrganisationAction", "no brigade with id %1")
                  .arg(order.brigade));
    const int units = organisation.unitCount(brigade->id);
    if (units > 0)
        return Failure::refused(QCoreApplication::translate("Adc::OrganisationAction",
                                                            "brigade %1 still has %2 unit(s)")
                                    .arg(brigade->name, QString::number(units)));
    organisation.removeBrigade(brigade->id);
    context.setSummary(QStringLiteral("Remove brigade %1").arg(brigade->name));
    return ActionDone::of({ { QStringLiteral("removed"), brigade->toJson() } });
}

ActionOutcome OrganisationAction::reorder(ActionContext &context, const ReorderOrder &order)
{
    const Result<QList<UnitRecord>> named
        = context.namedUnits(QStringLiteral("units"), order.units, true);
    if (!named)
        return named.failure();
    const QList<UnitRecord> &units = *named;

    // The listed units take, in the listed order, the places they held
    // between them.
    const QList<UnitTable::Place> all = context.units().places();
    QList<int> places;
    QSet<qint64> listed;
    for (const UnitRecord &unit : units)
        listed.insert(unit.id);
    for (int i = 0; i < all.size(); ++i) {
        if (listed.contains(all.at(i).id))
            places.append(i);
    }
    // Sort orders are renumbered 0..n-1 in the new order.
    QList<qint64> placed;
    for (const UnitTable::Place &place : all)
        placed.append(place.id);
    for (int i = 0; i < units.size(); ++i)
        placed[places.at(i)] = units.at(i).id;
    UnitTable table = context.units();
    QJsonArray ids;
    for (int i = 0; i < placed.size(); ++i) {
        table.setSortOrder(placed.at(i), i);
        ids.append(placed.at(i));
    }
    context.setSummary(QStringLiteral("Reorder %1 unit(s)").arg(units.size()));
    return ActionDone::of({ { QStringLiteral("order"), ids } });
}

} // namespace Adc
