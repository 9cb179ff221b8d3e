#include "rulescommand.h"

#include "requestreader.h"

namespace Adc {

// Placeholder until the casualties handler lands.
RulesAnswer answerCasualties(RequestReader &request, const Rulings &)
{
    request.take(QString());
    return { 1, QJsonObject(), QStringLiteral("rules casualties: not available") };
}

} // namespace Adc
