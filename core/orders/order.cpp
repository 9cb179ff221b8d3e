#include "core/orders/order.h"

namespace Adc {

QString Order::kind() const
{
    return std::visit(
        [](const auto &order) { return QString::fromLatin1(std::decay_t<decltype(order)>::kKind); },
        m_value);
}

} // namespace Adc
