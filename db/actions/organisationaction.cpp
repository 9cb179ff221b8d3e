#include "actions/organisationaction.h"

#include "actions/actioncontext.h"
#include "common/requestreader.h"
#include "tables/nametext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <limits>

namespace Adc {

ActionOutcome OrganisationAction::addBrigade(ActionContext &context, RequestReader &reader)
{
    const std::optional<QString> side = reader.string(QStringLiteral("side"), true);
    const std::optional<QString> name = reader.string(QStringLiteral("name"), true);
    const QString commander = reader.string(QStringLiteral("commander"), false).value_or(QString());
    if (side && side->trimmed().isEmpty())
        reader.fail(QStringLiteral("side"),
                    QCoreApplication::translate("Organisationaction", "must not be empty"));
    if (name && name->trimmed().isEmpty())
        reader.fail(QStringLiteral("name"),
                    QCoreApplication::translate("Organisationaction", "must not be empty"));
    for (const auto &[field, text] :
         { std::pair { QStringLiteral("side"), side.value_or(QString()) },
           std::pair { QStringLiteral("name"), name.value_or(QString()) },
           std::pair { QStringLiteral("commander"), commander } }) {
        if (!NameText::isOneLine(text))
            reader.fail(field, NameText::problem());
    }
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());

    OrganisationTable organisation = context.organisation();
    const qint64 sideId = organisation.sideId(side->trimmed(), true);
    if (organisation.brigadeId(sideId, name->trimmed(), false) != 0)
        return ActionOutcome::refused(
            QCoreApplication::translate("Organisationaction", "%1 already has a brigade %2")
                .arg(side->trimmed(), name->trimmed()));
    const qint64 id = organisation.addBrigade(sideId, name->trimmed(), commander.trimmed());
    context.setSummary(QStringLiteral("Add brigade %1 (%2)").arg(name->trimmed(), side->trimmed()));
    return ActionOutcome::done(
        { { QStringLiteral("id"), id },
          { QStringLiteral("brigade"), organisation.brigade(id)->toJson() } });
}

ActionOutcome OrganisationAction::removeBrigade(ActionContext &context, RequestReader &reader)
{
    const std::optional<int> id
        = reader.integer(QStringLiteral("brigade"), 1, std::numeric_limits<int>::max(), true);
    OrganisationTable organisation = context.organisation();
    std::optional<BrigadeRecord> brigade;
    if (id) {
        brigade = organisation.brigade(*id);
        if (!brigade)
            reader.fail(QStringLiteral("brigade"),
                        QCoreApplication::translate("Organisationaction", "no brigade with id %1")
                            .arg(*id));
    }
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());
    const int units = organisation.unitCount(brigade->id);
    if (units > 0)
        return ActionOutcome::refused(
            QCoreApplication::translate("Organisationaction", "brigade %1 still has %2 unit(s)")
                .arg(brigade->name, QString::number(units)));
    organisation.removeBrigade(brigade->id);
    context.setSummary(QStringLiteral("Remove brigade %1").arg(brigade->name));
    return ActionOutcome::done({ { QStringLiteral("removed"), brigade->toJson() } });
}

ActionOutcome OrganisationAction::reorder(ActionContext &context, RequestReader &reader)
{
    const QList<UnitRecord> units = context.unitList(reader, QStringLiteral("units"), true);
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());

    // The listed units take, in the listed order, the places they held
    // between them.
    QList<UnitRecord> all = context.units().all();
    QList<int> places;
    QSet<qint64> listed;
    for (const UnitRecord &unit : units)
        listed.insert(unit.id);
    for (int i = 0; i < all.size(); ++i) {
        if (listed.contains(all.at(i).id))
            places.append(i);
    }
    // Sort orders are renumbered 0..n-1 in the new order.
    QList<qint64> order;
    for (const UnitRecord &unit : std::as_const(all))
        order.append(unit.id);
    for (int i = 0; i < units.size(); ++i)
        order[places.at(i)] = units.at(i).id;
    UnitTable table = context.units();
    QJsonArray ids;
    for (int i = 0; i < order.size(); ++i) {
        table.setSortOrder(order.at(i), i);
        ids.append(order.at(i));
    }
    context.setSummary(QStringLiteral("Reorder %1 unit(s)").arg(units.size()));
    return ActionOutcome::done({ { QStringLiteral("order"), ids } });
}

} // namespace Adc
