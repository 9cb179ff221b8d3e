#include "core/model/addbrigadeorder.h"

#include "core/common/requestreader.h"

#include <QCoreApplication>

namespace Adc {

QJsonObject AddBrigadeOrder::toJson() const
{
    QJsonObject json { { QStringLiteral("side"), side }, { QStringLiteral("name"), name } };
    if (commander)
        json.insert(QStringLiteral("commander"), *commander);
    return json;
}

Result<AddBrigadeOrder> AddBrigadeOrder::fromJson(RequestReader &reader)
{
    AddBrigadeOrder order;
    const std::optional<QString> side = reader.string(QStringLiteral("side"), true);
    const std::optional<QString> name = reader.string(QStringLiteral("name"), true);
    order.commander = reader.string(QStringLiteral("commander"), false);
    if (side && side->trimmed().isEmpty())
        reader.fail(QStringLiteral("side"),
                    QCoreApplication::translate("Adc::AddBrigadeOrder", "must not be empty"));
    if (name && name->trimmed().isEmpty())
        reader.fail(QStringLiteral("name"),
                    QCoreApplication::translate("Adc::AddBrigadeOrder", "must not be empty"));
    if (!reader.ok())
        return reader.failure();
    order.side = *side;
    order.name = *name;
    return order;
}

} // namespace Adc
