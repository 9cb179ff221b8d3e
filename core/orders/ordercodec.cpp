#include "core/orders/ordercodec.h"

#include "core/common/quote.h"
#include "core/common/requestreader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <array>
#include <atomic>
#include <optional>
#include <type_traits>
#include <utility>

namespace Adc {

namespace {

// Reads the request as the I-th kind of order; every field must be read.
template<std::size_t I> Result<Order> readAs(RequestReader &reader, const QStringList &rolled)
{
    using Type = std::variant_alternative_t<I, Order::Value>;
    Result<Type> read = Type::fromJson(reader);
    if (!read)
        return read.failure();
    if (!reader.finish())
        return reader.failure();
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

std::atomic<int> g_conversions { 0 };

void addUnit(qint64 id, QList<qint64> *ids)
{
    if (id > 0 && !ids->contains(id))
        ids->append(id);
}

// A member that names units: one id or a list of them (a unit object to
// add names none yet).
void addUnit(const QList<qint64> &list, QList<qint64> *ids)
{
    for (qint64 id : list)
        addUnit(id, ids);
}

template<typename Member> void addUnit(const Member &, QList<qint64> *)
{
}

// The order's members that name units, whichever of them it has, in this
// order: firers, target, ricochet, unit, defender, charger, also, units.
template<typename T> void addUnitsNamed(const T &order, QList<qint64> *ids)
{
    const auto firers = [](const auto &o) -> decltype(o.firers) { return o.firers; };
    const auto target = [](const auto &o) -> decltype(o.target) { return o.target; };
    const auto ricochet = [](const auto &o) -> decltype(o.ricochet) { return o.ricochet; };
    const auto unit = [](const auto &o) -> decltype(o.unit) { return o.unit; };
    const auto defender = [](const auto &o) -> decltype(o.defender) { return o.defender; };
    const auto charger = [](const auto &o) -> decltype(o.charger) { return o.charger; };
    const auto also = [](const auto &o) -> decltype(o.also) { return o.also; };
    const auto units = [](const auto &o) -> decltype(o.units) { return o.units; };
    const auto add = [&](const auto &member) {
        if constexpr (std::is_invocable_v<decltype(member), const T &>)
            addUnit(member(order), ids);
    };
    add(firers);
    add(target);
    add(ricochet);
    add(unit);
    add(defender);
    add(charger);
    add(also);
    add(units);
}

} // namespace

QStringList OrderCodec::kinds()
{
    QStringList kinds;
    for (const Reader &reader : readers(kIndices))
        kinds.append(QString::fromLatin1(reader.kind));
    return kinds;
}

int OrderCodec::conversions()
{
    return g_conversions.load();
}

Result<Order> OrderCodec::fromJson(const QJsonObject &request)
{
    ++g_conversions;
    RequestReader reader(request);
    const std::optional<QString> name = reader.string(QStringLiteral("action"), true);
    if (!name)
        return reader.failure();
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
    ++g_conversions;
    QJsonObject json = std::visit([](const auto &value) { return value.toJson(); }, order.value());
    json.insert(QStringLiteral("action"), order.kind());
    if (!order.rolled().isEmpty())
        json.insert(QStringLiteral("rolled"), QJsonArray::fromStringList(order.rolled()));
    return json;
}

QStringList OrderCodec::heldDice(const Order &order)
{
    const QJsonObject json = toJson(order);
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
    QList<qint64> ids;
    std::visit([&ids](const auto &value) { addUnitsNamed(value, &ids); }, order.value());
    return ids;
}

} // namespace Adc
