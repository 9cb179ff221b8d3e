#include "core/aor/aormoveresult.h"

#include <QJsonArray>

namespace Adc {

QJsonObject AorMoveResult::toJson() const
{
    if (!allowed) {
        return { { QStringLiteral("allowed"), false },
                 { QStringLiteral("reason"), reason },
                 { QStringLiteral("reason_id"), reasonId } };
    }
    QJsonArray modifierList;
    for (const AorModifier &modifier : modifiers)
        modifierList.append(modifier.toJson());
    return { { QStringLiteral("allowed"), true },
             { QStringLiteral("cost"), cost },
             { QStringLiteral("road"), road },
             { QStringLiteral("base"), AorModifier { baseId, base }.toJson() },
             { QStringLiteral("modifiers"), modifierList },
             { QStringLiteral("notes"), QJsonArray::fromStringList(notes) },
             { QStringLiteral("one_hex_always"), oneHexAlways } };
}

} // namespace Adc
