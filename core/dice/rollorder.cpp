#include "core/dice/rollorder.h"

#include "core/common/requestreader.h"

namespace Adc {

QJsonObject RollOrder::toJson() const
{
    QJsonObject json { { QStringLiteral("dice"), dice.toString() } };
    if (faces)
        json.insert(QStringLiteral("faces"), RequestReader::facesJson(faces));
    if (purpose)
        json.insert(QStringLiteral("purpose"), *purpose);
    return json;
}

Result<RollOrder> RollOrder::fromJson(RequestReader &reader)
{
    RollOrder order;
    if (const std::optional<QString> text = reader.string(QStringLiteral("dice"), true)) {
        const Result<DiceExpression> parsed = DiceExpression::parse(*text);
        if (parsed)
            order.dice = *parsed;
        else
            reader.fail(QStringLiteral("dice"), parsed.error());
    }
    order.faces = reader.faces(QStringLiteral("faces"));
    order.purpose = reader.string(QStringLiteral("purpose"), false);
    if (!reader.ok())
        return reader.failure();
    return order;
}

} // namespace Adc
