#pragma once

#include "db/actions/actionoutcome.h"

namespace Adc {

class ActionContext;
struct SetRulingsOrder;
struct SetSettingOrder;

// The umpire's rulings and the battle's settings, changed as actions so the
// log shows when and undo takes them back.
// - {"action": "set-rulings", "rulings": {"class-dice-elite": "2d6+2"}}: the
//   rulings named change (Rulings::catalogue() lists them), the rest keep
//   their value.
// - {"action": "set-setting", "key": "segments-per-turn", "value": 3}.
class SettingsAction
{
public:
    static ActionOutcome setRulings(ActionContext &context, const SetRulingsOrder &order);
    static ActionOutcome setSetting(ActionContext &context, const SetSettingOrder &order);
};

} // namespace Adc
