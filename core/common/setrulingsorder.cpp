#include "core/common/setrulingsorder.h"

#include "core/common/requestreader.h"
#include "core/common/rulings.h"

namespace Adc {

QJsonObject SetRulingsOrder::toJson() const
{
    return { { QStringLiteral("rulings"), rulings } };
}

Result<SetRulingsOrder> SetRulingsOrder::fromJson(RequestReader &reader)
{
    const std::optional<QJsonObject> rulings = reader.object(QStringLiteral("rulings"), true);
    if (!reader.ok())
        return reader.failure();
    // Whether a value fits its ruling does not hang on the others.
    Rulings checked;
    for (auto it = rulings->begin(); it != rulings->end(); ++it) {
        if (const Result<void> set = checked.setValue(it.key(), it.value()); !set)
            return set.failure().prefixed(QStringLiteral("rulings: "));
    }
    return SetRulingsOrder { *rulings };
}

} // namespace Adc
