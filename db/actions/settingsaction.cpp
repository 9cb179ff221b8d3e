#include "actions/settingsaction.h"

#include "actions/actioncontext.h"
#include "common/requestreader.h"

#include <QCoreApplication>

namespace Adc {

ActionOutcome SettingsAction::setRulings(ActionContext &context, RequestReader &reader)
{
    const std::optional<QJsonObject> changes = reader.object(QStringLiteral("rulings"), true);
    Rulings rulings = context.rulings();
    if (changes) {
        for (auto it = changes->begin(); it != changes->end(); ++it) {
            const Result<void> set = rulings.setValue(it.key(), it.value());
            if (!set) {
                reader.fail(QStringLiteral("rulings"), set.error());
                break;
            }
        }
    }
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());
    context.battle().setRulings(rulings);
    context.setSummary(
        QStringLiteral("Rulings: %1").arg(changes->keys().join(QLatin1String(", "))));
    return ActionOutcome::done({ { QStringLiteral("rulings"), rulings.toJson() } });
}

ActionOutcome SettingsAction::setSetting(ActionContext &context, RequestReader &reader)
{
    const std::optional<QString> key = reader.string(QStringLiteral("key"), true);
    const QJsonValue value = reader.take(QStringLiteral("value"));
    if (key) {
        if (const Result<void> checked = BattleTable::checkSetting(*key, value); !checked)
            reader.fail(BattleTable::settingNames().contains(*key) ? QStringLiteral("value")
                                                                   : QStringLiteral("key"),
                        checked.error());
    }
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());
    BattleTable battle = context.battle();
    const Clock clock = battle.clock();
    if (*key == BattleTable::segmentsPerTurnKey() && clock.segment > value.toInt())
        return ActionOutcome::refused(
            QCoreApplication::translate("Settingsaction",
                                        "the battle is in segment %1; end the turn "
                                        "before making it %2 segments long")
                .arg(clock.segment)
                .arg(value.toInt()));
    battle.setSetting(*key, value);
    context.setSummary(QStringLiteral("Setting %1").arg(*key));
    return ActionOutcome::done({ { QStringLiteral("settings"), battle.settings() } });
}

} // namespace Adc
