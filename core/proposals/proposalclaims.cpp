#include "core/proposals/proposalclaims.h"

#include "core/common/quote.h"
#include "core/common/ruletext.h"
#include "core/fire/fireconditions.h"
#include "core/fire/firemodifiers.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

namespace {

// Not the target's smoke: whether a unit is in smoke is the page's to show
// of the side's own units only. Not what follows from the units' state
// (initial volley, morale, smoke): the battle knows it, and the umpire's
// fire derives it.
const char *const kClaims[]
    = { "target-flank", "target-square", "target-closed-column", "cover-sparse",
        "cover-light",  "cover-medium",  "cover-heavy",          "firer-moved-over-half" };

} // namespace

QStringList ProposalClaims::all()
{
    const FireModifiers &modifiers = FireModifiers::standard();
    QStringList ids;
    for (const char *id : kClaims) {
        if (modifiers.indexOf(QLatin1String(id)) >= 0)
            ids.append(QLatin1String(id));
    }
    return ids;
}

QStringList ProposalClaims::offered(const UnitRecord &firer)
{
    const QStringList concerning = FireConditions::offered(firer, std::nullopt);
    QStringList ids;
    for (const QString &id : all()) {
        if (concerning.contains(id))
            ids.append(id);
    }
    return ids;
}

QString ProposalClaims::refusal(const Order &order, const UnitRecord &lead)
{
    const FireOrder *fire = order.get<FireOrder>();
    return fire ? refusal(fire->added, offered(lead)) : QString();
}

QString ProposalClaims::refusal(const QJsonObject &action)
{
    QStringList claims;
    for (const QJsonValue &claim : action.value(QStringLiteral("conditions")).toArray()) {
        if (claim.isString())
            claims.append(claim.toString());
    }
    return refusal(claims, all());
}

QString ProposalClaims::refusal(const QStringList &claims, const QStringList &offers)
{
    const FireModifiers &modifiers = FireModifiers::standard();
    for (const QString &id : claims) {
        if (offers.contains(id))
            continue;
        const int index = modifiers.indexOf(id);
        const QString claim
            = index >= 0 ? RuleText::text(modifiers.rule(index).title) : Quote::value(id);
        // Concatenated: a rule's words may hold a "%1".
        return QStringLiteral("conditions: ") + claim
            + QCoreApplication::translate("Adc::ProposalClaims",
                                          " is not a claim your page offers for this unit");
    }
    return QString();
}

} // namespace Adc
