#include "ui/proposals/proposaltext.h"

#include "core/common/vocabularytext.h"
#include "core/discipline/firedisciplinechart.h"
#include "core/fire/modifiertitle.h"
#include "core/proposals/proposalform.h"

namespace Adc {

QString ProposalText::title(const ProposalRecord &proposal)
{
    return proposal.side + tr(" No. %1").arg(proposal.number);
}

QString ProposalText::unitName(const Names &units, qint64 id)
{
    const QString name = units ? units(id) : QString();
    return name.isEmpty() ? tr("unit %1").arg(id) : name;
}

QString ProposalText::unitNames(const Names &units, const QList<qint64> &ids)
{
    QStringList names;
    for (const qint64 id : ids)
        names.append(unitName(units, id));
    return names.join(QStringLiteral(", "));
}

QString ProposalText::crossingText(const QString &name)
{
    if (name == QLatin1String("ltf"))
        return tr("an LTF");
    if (name == QLatin1String("river"))
        return tr("a river");
    if (name == QLatin1String("ford"))
        return tr("a ford");
    if (name == QLatin1String("bridge"))
        return tr("a bridge");
    return name;
}

QString ProposalText::action(const std::optional<Order> &order, const Names &units,
                             const Names &features)
{
    if (!order)
        return tr("an action this program cannot read");
    if (const FireOrder *fire = order->get<FireOrder>()) {
        QString text = tr("Fire: ") + unitNames(units, fire->firers) + tr(" at ")
            + unitName(units, fire->target) + QStringLiteral(", ")
            + VocabularyText::inches(fire->range);
        if (fire->ap)
            text += tr(", %1 AP").arg(*fire->ap);
        if (fire->shot)
            text += QStringLiteral(", ") + VocabularyText::text(*fire->shot);
        // The conditions the side claims, by their titles.
        QStringList claims;
        for (const QString &id : fire->added)
            claims.append(ModifierTitle::text(id));
        if (!claims.isEmpty())
            text += tr("; claims: ") + claims.join(QStringLiteral(", "));
        return text;
    }
    if (const ChargeOrder *charge = order->get<ChargeOrder>()) {
        QString text = tr("Charge: ") + unitName(units, charge->charger);
        if (!charge->also.isEmpty())
            text += tr(" with ") + unitNames(units, charge->also);
        return text + tr(" on ") + unitName(units, charge->defender);
    }
    if (const MoveOrder *move = order->get<MoveOrder>()) {
        QString text = tr("Move: ") + unitName(units, move->unit);
        if (move->to)
            text += tr(" to ") + VocabularyText::text(*move->to);
        if (move->feature) {
            const QString name = features ? features(*move->feature) : QString();
            text += tr(", into ") + (name.isEmpty() ? tr("feature %1").arg(*move->feature) : name);
        } else if (move->leaveFeature) {
            text += tr(", leaving its feature");
        }
        if (move->across && !move->across->isEmpty()) {
            QStringList crossings;
            for (const QString &name : *move->across)
                crossings.append(crossingText(name));
            text += tr(", across ") + crossings.join(QStringLiteral(", "));
        }
        if (move->road.value_or(false))
            text += tr(", along a road");
        return text;
    }
    return order->kind();
}

QString ProposalText::facesText(const QList<int> &faces)
{
    QStringList items;
    for (int face : faces)
        items.append(QString::number(face));
    return items.join(QLatin1Char('-'));
}

QString ProposalText::numbersText(const QList<int> &numbers)
{
    QStringList items;
    for (int number : numbers)
        items.append(QString::number(number));
    return items.join(QStringLiteral(", "));
}

QString ProposalText::faceListsText(const QList<std::optional<QList<int>>> &lists)
{
    QStringList items;
    for (const std::optional<QList<int>> &faces : lists)
        items.append(faces ? facesText(*faces) : QString());
    return items.join(QStringLiteral(", "));
}

QString ProposalText::chargeRolls(const ChargeOrder &charge)
{
    // Farthest first: the first roll is made at 4".
    const QList<int> &distances = FireDisciplineChart::standard().chargeDistances();
    QStringList items;
    for (qsizetype i = 0; i < charge.rolls.size(); ++i) {
        const QString roll = QString::number(charge.rolls.at(i));
        QString item = i < distances.size()
            ? tr("%1 at %2\"").arg(roll, QString::number(distances.at(i)))
            : roll;
        if (i < charge.faces.size() && charge.faces.at(i))
            item += QStringLiteral(" (") + facesText(*charge.faces.at(i)) + QLatin1Char(')');
        items.append(item);
    }
    return items.join(QStringLiteral(", "));
}

QString ProposalText::dice(const std::optional<Order> &order)
{
    QStringList parts;
    if (!order)
        return QString();
    if (const FireOrder *fire = order->get<FireOrder>()) {
        if (fire->die)
            parts.append(tr("die %1").arg(*fire->die));
        if (!fire->boxcarsRolls.isEmpty())
            parts.append(tr("boxcars %1").arg(numbersText(fire->boxcarsRolls)));
        if (!fire->boxcarsFaces.isEmpty())
            parts.append(tr("boxcars faces %1").arg(faceListsText(fire->boxcarsFaces)));
    } else if (const ChargeOrder *charge = order->get<ChargeOrder>()) {
        if (!charge->rolls.isEmpty())
            parts.append(tr("class dice %1").arg(chargeRolls(*charge)));
        // A charge's faces are shown beside their rolls.
        else if (!charge->faces.isEmpty())
            parts.append(tr("faces %1").arg(faceListsText(charge->faces)));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace Adc
