#include "ui/proposals/proposaloverrides.h"

#include "core/orders/order.h"
#include "core/orders/ordercodec.h"

namespace Adc {

ProposalOverrides::ProposalOverrides(qint64 proposal, const QJsonObject &action,
                                     const Order &filled)
    : m_proposal(proposal)
    , m_action(action)
    , m_filled(OrderCodec::toJson(filled))
    , m_kind(filled.kind())
{
}

QJsonObject ProposalOverrides::overrides(const Order &applied) const
{
    const QJsonObject now = OrderCodec::toJson(applied);
    QStringList keys = now.keys() + m_filled.keys();
    keys.removeDuplicates();
    QJsonObject changed;
    for (const QString &key : std::as_const(keys)) {
        // The dice rolled on screen go with the accept itself; the kind is
        // the same on both sides (only a proposal's own kind is accepted).
        if (key == QLatin1String("rolled"))
            continue;
        // A missing field reads as undefined on both sides of ==.
        const QJsonValue value = now.value(key);
        if (value == m_filled.value(key) || value == m_action.value(key))
            continue;
        changed.insert(key, now.contains(key) ? value : QJsonValue(QJsonValue::Null));
    }
    return changed;
}

QStringList ProposalOverrides::unheld() const
{
    static const QStringList dice { QStringLiteral("die"), QStringLiteral("rolls"),
                                    QStringLiteral("faces"), QStringLiteral("rolled") };
    QStringList missing;
    for (auto it = m_action.begin(); it != m_action.end(); ++it) {
        if (!dice.contains(it.key()) && m_filled.value(it.key()) != it.value())
            missing.append(it.key());
    }
    return missing;
}

Order ProposalOverrides::accept(const Order &applied) const
{
    return Order(AcceptOrder { m_proposal, overrides(applied) }, applied.rolled());
}

} // namespace Adc
