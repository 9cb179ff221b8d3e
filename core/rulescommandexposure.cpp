#include "rulescommand.h"

#include "requestreader.h"

namespace Adc {

// Placeholder until the exposure handler lands.
RulesAnswer answerExposure(RequestReader &request, const Rulings &)
{
    request.take(QString());
    return { 1, QJsonObject(), QStringLiteral("rules exposure: not available") };
}

} // namespace Adc
