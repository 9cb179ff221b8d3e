#include "serve/view/liveodds.h"

#include "core/orders/order.h"
#include "core/proposals/proposalclaims.h"
#include "core/proposals/proposalform.h"
#include "db/battle/battle.h"
#include "serve/view/proposalodds.h"

#include <QHash>
#include <QJsonArray>
#include <QLocale>
#include <QUrl>
#include <QUrlQuery>

namespace Adc {

namespace {

// The odds of `text` as a proposed fire, or none. The units are checked
// as the proposal desk checks them, but every failure is the same silence:
// the desk's words for a target not seen are given only to a proposal.
QJsonArray fireOdds(const Battle &battle, const QString &side, const QString &text)
{
    const Result<QJsonObject> action = ProposalForm::body(text.toUtf8());
    if (!action)
        return {};
    const Result<Order> order = ProposalForm::read(*action);
    if (!order || !order->get<FireOrder>())
        return {};
    const QList<UnitRecord> shown = battle.unitsShownTo(side);
    QHash<qint64, UnitRecord> byId;
    for (const UnitRecord &unit : shown)
        byId.insert(unit.id, unit);
    for (const qint64 id : ProposalForm::actors(*order)) {
        if (byId.value(id).side != side)
            return {};
    }
    for (const qint64 id : ProposalForm::targets(*order)) {
        if (!byId.contains(id) || byId.value(id).side == side)
            return {};
    }
    // Nor a claim the page does not offer: the desk would refuse it.
    if (!ProposalClaims::refusal(*order, byId.value(ProposalForm::actors(*order).value(0)))
             .isEmpty())
        return {};
    return ProposalOdds::fire(*action, shown, battle.features(), battle.rulings());
}

} // namespace

QJsonObject LiveOdds::json(const Battle &battle, const QString &side, const QString &query)
{
    const QString fire
        = QUrlQuery(query).queryItemValue(QStringLiteral("fire"), QUrl::FullyDecoded);
    const QJsonArray odds = fireOdds(battle, side, fire);
    return { { QStringLiteral("odds"), odds },
             { QStringLiteral("text"), ProposalOdds::sentence(odds) } };
}

QString LiveOdds::tooLong()
{
    return tr("a question for the odds is at most %1 bytes")
        .arg(QLocale().toString(kMaxQueryBytes));
}

} // namespace Adc
