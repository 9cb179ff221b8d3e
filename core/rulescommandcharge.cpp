#include "rulescommand.h"

#include "requestreader.h"

namespace Adc {

// Placeholder until the charge handler lands.
RulesAnswer answerCharge(RequestReader &request, const Rulings &)
{
    request.take(QString());
    return { 1, QJsonObject(), QStringLiteral("rules charge: not available") };
}

} // namespace Adc
