#include "rulescommand.h"

#include "requestreader.h"

namespace Adc {

// Placeholder until the recovery handler lands.
RulesAnswer answerRecovery(RequestReader &request, const Rulings &)
{
    request.take(QString());
    return { 1, QJsonObject(), QStringLiteral("rules recovery: not available") };
}

} // namespace Adc
