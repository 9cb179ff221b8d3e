#include "core/proposals/proposalamendment.h"

#include "core/common/quote.h"
#include "core/common/requestreader.h"
#include "core/orders/order.h"
#include "core/proposals/proposalfields.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <type_traits>

namespace Adc {

namespace {

QString kindWords(const QString &kind)
{
    if (kind == QLatin1String(FireOrder::kKind))
        return QCoreApplication::translate("Adc::ProposalAmendment", "a fire");
    if (kind == QLatin1String(ChargeOrder::kKind))
        return QCoreApplication::translate("Adc::ProposalAmendment", "a charge");
    return QCoreApplication::translate("Adc::ProposalAmendment", "a move");
}

Failure notAField(const QString &field, const QString &kind)
{
    return Failure::malformed(
        Quote::shortened(field) + QStringLiteral(": ")
        + QCoreApplication::translate("Adc::ProposalAmendment", "not a field of %1")
              .arg(kindWords(kind)));
}

// Reads `given` as the kind's order; the fields the order always names
// and the accept left alone stand in, so only those given are checked.
template<typename T> Result<Order> readAs(QJsonObject given)
{
    for (const QString &field : ProposalFields::names(QLatin1String(T::kKind))) {
        if (ProposalFields::isRequired(field) && !given.contains(field))
            given.insert(field,
                         field == QLatin1String("firers") ? QJsonValue(QJsonArray { 1 })
                                                          : QJsonValue(1));
    }
    if (std::is_same_v<T, FireOrder> && !given.contains(QStringLiteral("target_feature"))
        && !given.contains(QStringLiteral("target")))
        given.insert(QStringLiteral("target"), 1);
    RequestReader reader(given);
    Result<T> read = T::fromJson(reader);
    if (!read)
        return read.failure();
    if (!reader.finish())
        return reader.failure();
    return Order(std::move(*read));
}

} // namespace

Result<ProposalAmendment> ProposalAmendment::read(const QJsonObject &fields)
{
    ProposalAmendment amendment;
    QString kind;
    QJsonObject given;
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        const QString of = ProposalFields::kindOf(it.key());
        if (of.isEmpty())
            return Failure::malformed(
                Quote::shortened(it.key()) + QStringLiteral(": ")
                + QCoreApplication::translate("Adc::ProposalAmendment",
                                              "not a field of a fire, a charge or a move"));
        if (!kind.isEmpty() && of != kind)
            return notAField(it.key(), kind);
        kind = of;
        amendment.m_fields.append(it.key());
        if (it->isNull())
            amendment.m_dropped.append(it.key());
        else
            given.insert(it.key(), *it);
    }
    if (kind.isEmpty())
        return amendment;
    const Result<Order> values = kind == QLatin1String(FireOrder::kKind) ? readAs<FireOrder>(given)
        : kind == QLatin1String(ChargeOrder::kKind) ? readAs<ChargeOrder>(given)
                                                    : readAs<MoveOrder>(given);
    if (!values)
        return values.failure();
    amendment.m_values = std::make_shared<const Order>(*values);
    return amendment;
}

ProposalAmendment ProposalAmendment::between(const Order &proposed, const Order &filled,
                                             const Order &applied)
{
    ProposalAmendment amendment;
    for (const QString &field : ProposalFields::names(applied.kind())) {
        if (ProposalFields::same(field, applied, filled)
            || ProposalFields::same(field, applied, proposed))
            continue;
        amendment.m_fields.append(field);
        if (!ProposalFields::given(field, applied))
            amendment.m_dropped.append(field);
    }
    amendment.m_fields.sort();
    amendment.m_values = std::make_shared<const Order>(applied);
    return amendment;
}

QJsonObject ProposalAmendment::toJson() const
{
    QJsonObject json;
    if (!m_values)
        return json;
    const QJsonObject values
        = std::visit([](const auto &value) { return value.toJson(); }, m_values->value());
    for (const QString &field : m_fields)
        json.insert(field,
                    m_dropped.contains(field) ? QJsonValue(QJsonValue::Null) : values.value(field));
    return json;
}

Result<Order> ProposalAmendment::applied(const Order &proposed) const
{
    if (m_fields.isEmpty())
        return proposed;
    if (!m_values || m_values->kind() != proposed.kind())
        return notAField(m_fields.constFirst(), proposed.kind());
    Order order = proposed;
    for (const QString &field : m_fields) {
        if (!m_dropped.contains(field))
            ProposalFields::copy(field, order, *m_values);
        else if (ProposalFields::isRequired(field))
            return Failure::malformed(field + QStringLiteral(": missing"));
        else
            ProposalFields::clear(field, order);
    }
    if (const FireOrder *fire = order.get<FireOrder>()) {
        if (fire->target != 0 && fire->targetFeature != 0)
            return Failure::malformed(
                QStringLiteral("target: ")
                + QCoreApplication::translate("Adc::ProposalAmendment",
                                              "give a target or a target_feature, not both"));
        if (fire->target == 0 && fire->targetFeature == 0)
            return Failure::malformed(QStringLiteral("target: missing"));
    }
    return order;
}

QStringList ProposalAmendment::changed(const Order &proposed) const
{
    const Result<Order> now = applied(proposed);
    if (!now)
        return m_fields;
    QStringList changed;
    for (const QString &field : m_fields) {
        const bool differs = ProposalFields::isDice(field)
            ? ProposalFields::diceReplaced(field, proposed, *now)
            : !ProposalFields::same(field, proposed, *now);
        if (differs)
            changed.append(field);
    }
    return changed;
}

QStringList ProposalAmendment::typedDice(const Order &proposed)
{
    QStringList typed;
    const QStringList names = ProposalFields::names(proposed.kind());
    for (const char *field : { "die", "boxcars_roll", "boxcars_faces", "rolls", "faces" }) {
        const QString name = QString::fromLatin1(field);
        if (names.contains(name) && ProposalFields::given(name, proposed))
            typed.append(name);
    }
    return typed;
}

} // namespace Adc
