#include "rulescommand.h"

#include "requestreader.h"

namespace Adc {

// Placeholder until the morale handler lands.
RulesAnswer answerMorale(RequestReader &request, const Rulings &)
{
    request.take(QString());
    return { 1, QJsonObject(), QStringLiteral("rules morale: not available") };
}

} // namespace Adc
