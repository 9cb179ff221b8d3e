#include "rulescommand.h"

#include "requestreader.h"

namespace Adc {

// Placeholder until the boxcars handler lands.
RulesAnswer answerBoxcars(RequestReader &request, const Rulings &)
{
    request.take(QString());
    return { 1, QJsonObject(), QStringLiteral("rules boxcars: not available") };
}

} // namespace Adc
