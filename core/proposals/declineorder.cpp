#include "core/proposals/declineorder.h"

#include "core/common/requestreader.h"

#include <QCoreApplication>
#include <limits>

namespace Adc {

QJsonObject DeclineOrder::toJson() const
{
    return { { QStringLiteral("proposal"), proposal }, { QStringLiteral("reason"), reason } };
}

Result<DeclineOrder> DeclineOrder::fromJson(RequestReader &reader)
{
    DeclineOrder order;
    order.proposal
        = reader.integer(QStringLiteral("proposal"), 1, std::numeric_limits<int>::max(), true)
              .value_or(0);
    order.reason = reader.string(QStringLiteral("reason"), true).value_or(QString()).trimmed();
    if (reader.ok() && order.reason.isEmpty())
        reader.fail(
            QStringLiteral("reason"),
            QCoreApplication::translate("Adc::DeclineOrder", "say why the proposal is declined"));
    else if (reader.ok() && order.reason.size() > kMaxReason)
        reader.fail(QStringLiteral("reason"),
                    QCoreApplication::translate("Adc::DeclineOrder", "at most %1 characters")
                        .arg(kMaxReason));
    if (!reader.ok())
        return reader.failure();
    return order;
}

} // namespace Adc
