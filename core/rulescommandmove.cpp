#include "rulescommand.h"

#include "requestreader.h"

namespace Adc {

// Placeholder until the move handler lands.
RulesAnswer answerMove(RequestReader &request, const Rulings &)
{
    request.take(QString());
    return { 1, QJsonObject(), QStringLiteral("rules move: not available") };
}

} // namespace Adc
