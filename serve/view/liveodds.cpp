#include "serve/view/liveodds.h"

#include "core/orders/order.h"
#include "core/proposals/proposalform.h"
#include "db/battle/battle.h"
#include "serve/view/proposalodds.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
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
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return {};
    const QJsonObject action = document.object();
    const Result<Order> order = ProposalForm::read(action);
    if (!order || !order->get<FireOrder>())
        return {};
    const QList<UnitRecord> shown = battle.unitsShownTo(side);
    QHash<qint64, QString> sideOf;
    for (const UnitRecord &unit : shown)
        sideOf.insert(unit.id, unit.side);
    for (const qint64 id : ProposalForm::actors(*order)) {
        if (sideOf.value(id) != side)
            return {};
    }
    for (const qint64 id : ProposalForm::targets(*order)) {
        if (!sideOf.contains(id) || sideOf.value(id) == side)
            return {};
    }
    return ProposalOdds::fire(action, shown, battle.features(), battle.rulings());
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
