#include "core/orders/ordercodec.h"

#include "core/common/quote.h"
#include "core/common/requestreader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <array>
#include <optional>
#include <utility>

namespace Adc {

namespace {

// Reads the request as the I-th kind of order; every field must be read.
template<std::size_t I> Result<Order> readAs(RequestReader &reader, const QStringList &rolled)
{
    using Type = std::variant_alternative_t<I, Order::Value>;
    Result<Type> read = Type::fromJson(reader);
    if (!read)
        return Failure::malformed(read.error());
    if (!reader.finish())
        return Failure::malformed(reader.error());
    return Order(std::move(*read), rolled);
}

struct Reader
{
    const char *kind;
    Result<Order> (*read)(RequestReader &reader, const QStringList &rolled);
};

template<std::size_t... I> std::array<Reader, sizeof...(I)> readers(std::index_sequence<I...>)
{
    return { { { std::variant_alternative_t<I, Order::Value>::kKind, &readAs<I> }... } };
}

constexpr auto kIndices = std::make_index_sequence<std::variant_size_v<Order::Value>>();

} // namespace

QStringList OrderCodec::kinds()
{
    QStringList kinds;
    for (const Reader &reader : readers(kIndices))
        kinds.append(QString::fromLatin1(reader.kind));
    return kinds;
}

Result<Order> OrderCodec::fromJson(const QJsonObject &request)
{
    RequestReader reader(request);
    const std::optional<QString> name = reader.string(QStringLiteral("action"), true);
    if (!name)
        return Failure::malformed(reader.error());
    QStringList rolled;
    const QJsonValue rolledValue = reader.take(QStringLiteral("rolled"));
    if (!rolledValue.isUndefined() && !rolledValue.isNull()) {
        bool words = rolledValue.isArray();
        for (const QJsonValue &item : rolledValue.toArray()) {
            words = words && item.isString();
            rolled.append(item.toString());
        }
        if (!words)
            return Failure::malformed(
                QStringLiteral("rolled: ")
                + QCoreApplication::translate("Adc::OrderCodec", "expected a list of dice fields"));
    }
    for (const Reader &kind : readers(kIndices)) {
        if (*name == QLatin1String(kind.kind))
            return kind.read(reader, rolled);
    }
    return Failure::malformed(
        QStringLiteral("action: ")
        + QCoreApplication::translate("Adc::OrderCodec", "%1 is not one of %2")
              .arg(Quote::value(*name), kinds().join(QLatin1String(", "))));
}

QJsonObject OrderCodec::toJson(const Order &order)
{
    QJsonObject json = std::visit([](const auto &value) { return value.toJson(); }, order.value());
    json.insert(QStringLiteral("action"), order.kind());
    if (!order.rolled().isEmpty())
        json.insert(QStringLiteral("rolled"), QJsonArray::fromStringList(order.rolled()));
    return json;
}

QStringList OrderCodec::heldDice(const Order &order)
{
    const QJsonObject json
        = std::visit([](const auto &value) { return value.toJson(); }, order.value());
    QStringList held;
    for (const QString &item : order.rolled()) {
        const QJsonValue given = json.value(item.section(QLatin1Char('['), 0, 0));
        if (given.isUndefined() || given.isNull())
            continue;
        const qsizetype open = item.indexOf(QLatin1Char('['));
        if (open >= 0 && item.mid(open + 1).chopped(1).toInt() >= given.toArray().size())
            continue;
        if (!held.contains(item))
            held.append(item);
    }
    return held;
}

QList<qint64> OrderCodec::unitsNamed(const Order &order)
{
    const QJsonObject json = toJson(order);
    QList<qint64> ids;
    const auto add = [&ids](qint64 id) {
        if (id > 0 && !ids.contains(id))
            ids.append(id);
    };
    for (const char *field :
         { "firers", "target", "ricochet", "unit", "defender", "charger", "also", "units" }) {
        const QJsonValue value = json.value(QLatin1String(field));
        if (value.isDouble())
            add(value.toInteger());
        for (const QJsonValue &id : value.toArray())
            add(id.isObject() ? id.toObject().value(QStringLiteral("unit")).toInteger()
                              : id.toInteger());
    }
    return ids;
}

} // namespace Adc
