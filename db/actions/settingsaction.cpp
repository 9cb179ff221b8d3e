#include "db/actions/settingsaction.h"

#include "core/common/setrulingsorder.h"
#include "core/model/playertokens.h"
#include "core/model/setsettingorder.h"
#include "db/actions/actioncontext.h"

#include <QCoreApplication>

namespace Adc {

ActionOutcome SettingsAction::setRulings(ActionContext &context, const SetRulingsOrder &order)
{
    const Rulings rulings = order.appliedTo(context.rulings());
    context.battle().setRulings(rulings);
    context.setSummary(QStringLiteral("Rulings: %1").arg(order.names.join(QLatin1String(", "))));
    return ActionDone::of({ { QStringLiteral("rulings"), rulings.toJson() } });
}

ActionOutcome SettingsAction::setSetting(ActionContext &context, const SetSettingOrder &order)
{
    const QString key = order.key();
    BattleTable battle = context.battle();
    const Clock clock = battle.clock();
    if (const int *segments = std::get_if<int>(&order.value); segments && clock.segment > *segments)
        return Failure::refused(
            QCoreApplication::translate("Adc::SettingsAction",
                                        "the battle is in segment %1; end the turn "
                                        "before making it %2 segments long")
                .arg(clock.segment)
                .arg(*segments));
    battle.setSetting(key, order.valueJson());
    context.setSummary(QStringLiteral("Setting %1").arg(key));
    // The answer is logged: the players' addresses, which open their pages,
    // stay out of it.
    QJsonObject settings = battle.settings();
    settings.remove(PlayerTokens::settingKey());
    return ActionDone::of({ { QStringLiteral("settings"), settings } });
}

} // namespace Adc
