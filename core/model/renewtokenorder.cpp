#include "core/model/renewtokenorder.h"

#include "core/common/requestreader.h"

#include <QCoreApplication>

namespace Adc {

QJsonObject RenewTokenOrder::toJson() const
{
    QJsonObject json;
    if (side)
        json.insert(QStringLiteral("side"), *side);
    if (page)
        json.insert(QStringLiteral("page"), *page);
    return json;
}

Result<RenewTokenOrder> RenewTokenOrder::fromJson(RequestReader &reader)
{
    RenewTokenOrder order;
    order.side = reader.string(QStringLiteral("side"), false);
    order.page = reader.word(QStringLiteral("page"),
                             { QStringLiteral("side"), QStringLiteral("table") }, false);
    if (order.isTable() && order.side)
        reader.fail(QStringLiteral("side"),
                    QCoreApplication::translate("Adc::RenewTokenOrder",
                                                "the table display's page has no side"));
    else if (!order.isTable() && !order.side)
        reader.fail(
            QStringLiteral("side"),
            QCoreApplication::translate("Adc::RenewTokenOrder",
                                        "name the side whose address to renew, or page \"table\""));
    if (!reader.ok())
        return reader.failure();
    return order;
}

} // namespace Adc
