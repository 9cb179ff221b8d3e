#include "core/common/setrulingsorder.h"

#include "core/common/requestreader.h"

namespace Adc {

SetRulingsOrder SetRulingsOrder::between(const Rulings &from, const Rulings &to)
{
    SetRulingsOrder order;
    for (const RulingInfo &info : Rulings::catalogue()) {
        if (to.value(info.key) != from.value(info.key))
            order.names.append(info.key);
    }
    order.names.sort();
    order.values = to;
    return order;
}

Rulings SetRulingsOrder::appliedTo(Rulings rulings) const
{
    // Each value was checked as it was read: setting it again cannot fail.
    for (const QString &name : names)
        static_cast<void>(rulings.setValue(name, values.value(name)));
    return rulings;
}

QJsonObject SetRulingsOrder::toJson() const
{
    QJsonObject rulings;
    for (const QString &name : names)
        rulings.insert(name, values.value(name));
    return { { QStringLiteral("rulings"), rulings } };
}

Result<SetRulingsOrder> SetRulingsOrder::fromJson(RequestReader &reader)
{
    const std::optional<QJsonObject> rulings = reader.object(QStringLiteral("rulings"), true);
    if (!reader.ok())
        return reader.failure();
    // Whether a value fits its ruling does not hang on the others.
    SetRulingsOrder order;
    for (auto it = rulings->begin(); it != rulings->end(); ++it) {
        if (const Result<void> set = order.values.setValue(it.key(), it.value()); !set)
            return set.failure().prefixed(QStringLiteral("rulings: "));
        order.names.append(it.key());
    }
    return order;
}

} // namespace Adc
