#include "rulescommand.h"

#include "requestreader.h"

namespace Adc {

// Placeholder until the fire handler lands.
RulesAnswer answerFire(RequestReader &request, const Rulings &)
{
    request.take(QString());
    return { 1, QJsonObject(), QStringLiteral("rules fire: not available") };
}

} // namespace Adc
