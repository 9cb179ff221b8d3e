#pragma once

#include "core/common/result.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace Adc {

class RequestReader;

// One battle setting (docs/contract.md, set-setting): "segments-per-turn"
// or "start-time", the clock's time of day. Which keys there are and what
// each takes is the battle's to say (BattleTable::checkSetting).
struct SetSettingOrder
{
    static constexpr char kKind[] = "set-setting";

    QString key;
    QJsonValue value;

    QJsonObject toJson() const;
    static Result<SetSettingOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
