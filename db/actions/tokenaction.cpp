#include "actions/tokenaction.h"

#include "actions/actioncontext.h"
#include "common/requestreader.h"
#include "model/playertokens.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

namespace {

PlayerTokens tokensOf(ActionContext &context)
{
    return PlayerTokens::fromJson(context.battle().setting(PlayerTokens::settingKey()));
}

} // namespace

ActionOutcome TokenAction::issue(ActionContext &context, RequestReader &reader)
{
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());
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
        return ActionOutcome::refused(QCoreApplication::translate(
            "Tokenaction", "every side and the table display already have their address"));
    context.battle().setSetting(PlayerTokens::settingKey(), tokens.toJson());
    context.setSummary(QStringLiteral("Players' view addresses issued"));
    return ActionOutcome::done(
        { { QStringLiteral("sides"), issued }, { QStringLiteral("table"), table } });
}

ActionOutcome TokenAction::renew(ActionContext &context, RequestReader &reader)
{
    const std::optional<QString> side = reader.string(QStringLiteral("side"), false);
    const std::optional<QString> page = reader.word(
        QStringLiteral("page"), { QStringLiteral("side"), QStringLiteral("table") }, false);
    const bool table = page == QLatin1String("table");
    if (table && side)
        reader.fail(
            QStringLiteral("side"),
            QCoreApplication::translate("Tokenaction", "the table display's page has no side"));
    else if (!table && !side)
        reader.fail(QStringLiteral("side"),
                    QCoreApplication::translate(
                        "Tokenaction", "name the side whose address to renew, or page \"table\""));
    qint64 sideId = 0;
    if (reader.ok() && side) {
        sideId = context.organisation().sideId(*side, false);
        if (sideId == 0)
            reader.fail(QStringLiteral("side"),
                        QCoreApplication::translate("Tokenaction", "no side named %1").arg(*side));
    }
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());
    PlayerTokens tokens = tokensOf(context);
    if (table)
        tokens.table = PlayerTokens::generate();
    else
        tokens.sides.insert(sideId, PlayerTokens::generate());
    context.battle().setSetting(PlayerTokens::settingKey(), tokens.toJson());
    context.setSummary(table ? QStringLiteral("Table display's address renewed")
                             : QStringLiteral("%1's players' address renewed").arg(*side));
    QJsonObject answer { { QStringLiteral("page"),
                           table ? QStringLiteral("table") : QStringLiteral("side") } };
    if (!table)
        answer.insert(QStringLiteral("side"), *side);
    return ActionOutcome::done(answer);
}

} // namespace Adc
