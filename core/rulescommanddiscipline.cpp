#include "rulescommand.h"

#include "requestreader.h"

namespace Adc {

// Placeholder until the discipline handler lands.
RulesAnswer answerDiscipline(RequestReader &request, const Rulings &)
{
    request.take(QString());
    return { 1, QJsonObject(), QStringLiteral("rules discipline: not available") };
}

} // namespace Adc
