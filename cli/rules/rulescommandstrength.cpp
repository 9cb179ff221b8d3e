#include "rules/rulescommand.h"

#include "aor/aorstrength.h"
#include "common/requestreader.h"

#include <QJsonArray>

namespace Adc {

// `adc rules strength`: the Age of Rifles fire strength penalties (seed
// 000, Notes on Fire Strength), multiplied.
RulesAnswer answerStrength(RequestReader &request, const Rulings &)
{
    const AorStrength &table = AorStrength::standard();
    const bool mounted = request.boolean(QStringLiteral("mounted"), false).value_or(false);
    const bool moved = request.boolean(QStringLiteral("moved"), false).value_or(false);
    const bool night = request.boolean(QStringLiteral("night"), false).value_or(false);
    const QString weather = request.word(QStringLiteral("weather"), table.weathers(), false)
                                .value_or(QStringLiteral("clear"));
    if (!request.ok())
        return RulesAnswer::malformed(request.error());

    const AorStrength::Result result = table.strength(mounted, moved, night, weather);
    QJsonArray factors;
    for (const AorModifier &factor : result.factors)
        factors.append(factor.toJson());
    return RulesAnswer::ok(
        { { QStringLiteral("factor"), result.factor }, { QStringLiteral("factors"), factors } });
}

} // namespace Adc
