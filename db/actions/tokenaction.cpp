#include "db/actions/tokenaction.h"

#include "core/model/issuetokensorder.h"
#include "core/model/playertokens.h"
#include "core/model/renewtokenorder.h"
#include "db/actions/actioncontext.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

namespace {

PlayerTokens tokensOf(ActionContext &context)
{
    return PlayerTokens::fromJson(context.battle().setting(PlayerTokens::settingKey()));
}

} // namespace

ActionOutcome TokenAction::issue(ActionContext &context, const IssueTokensOrder &)
{
    PlayerTokens tokens = tokensOf(context);
    QJsonArray issued;
    for (const SideRecord &side : context.organisation().sides()) {
        if (tokens.sides.contains(side.id))
            continue;
        tokens.sides.insert(side.id, PlayerTokens::generate());
        issued.append(side.name);
    }
    const bool table = tokens.table.isEmpty();
    if (table)
        tokens.table = PlayerTokens::generate();
    if (issued.isEmpty() && !table)
        return Failure::refused(QCoreApplication::translate(
            "Adc::TokenAction", "every side and the table display already have their address"));
    context.battle().setSetting(PlayerTokens::settingKey(), tokens.toJson());
    context.setSummary(QStringLiteral("Players' view addresses issued"));
    return ActionDone::of(
        { { QStringLiteral("sides"), issued }, { QStringLiteral("table"), table } });
}

ActionOutcome TokenAction::renew(ActionContext &context, const RenewTokenOrder &order)
{
    const bool table = order.isTable();
    const QString side = order.side.value_or(QString());
    const qint64 sideId = table ? 0 : context.organisation().sideId(side, false);
    if (!table && sideId == 0)
        return Failure::malformed(
            QStringLiteral("side: ")
            + QCoreApplication::translate("Adc::TokenAction", "no side named %1").arg(side));
    PlayerTokens tokens = tokensOf(context);
    if (table)
        tokens.table = PlayerTokens::generate();
    else
        tokens.sides.insert(sideId, PlayerTokens::generate());
    context.battle().setSetting(PlayerTokens::settingKey(), tokens.toJson());
    context.setSummary(table ? QStringLiteral("Table display's address renewed")
                             : QStringLiteral("%1's players' address renewed").arg(side));
    QJsonObject answer { { QStringLiteral("page"),
                           table ? QStringLiteral("table") : QStringLiteral("side") } };
    if (!table)
        answer.insert(QStringLiteral("side"), side);
    return ActionDone::of(answer);
}

} // namespace Adc
