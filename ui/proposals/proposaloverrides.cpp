#include "ui/proposals/proposaloverrides.h"

#include "core/proposals/proposalamendment.h"
#include "core/proposals/proposalfields.h"

namespace Adc {

ProposalOverrides::ProposalOverrides(qint64 proposal, const Order &proposed, const Order &filled)
    : m_proposal(proposal)
    , m_proposed(proposed)
    , m_filled(filled)
{
}

ProposalAmendment ProposalOverrides::overrides(const Order &applied) const
{
    return ProposalAmendment::between(m_proposed, m_filled, applied);
}

QStringList ProposalOverrides::unheld() const
{
    static const QStringList dice { QStringLiteral("die"), QStringLiteral("rolls"),
                                    QStringLiteral("faces") };
    QStringList missing;
    for (const QString &field : ProposalFields::names(m_proposed.kind())) {
        if (!dice.contains(field) && ProposalFields::given(field, m_proposed)
            && !ProposalFields::same(field, m_filled, m_proposed))
            missing.append(field);
    }
    return missing;
}

Order ProposalOverrides::accept(const Order &applied) const
{
    return Order(AcceptOrder { m_proposal, overrides(applied) }, applied.rolled());
}

} // namespace Adc
