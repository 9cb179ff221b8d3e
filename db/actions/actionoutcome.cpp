#include "db/actions/actionoutcome.h"

namespace Adc {

ActionDone ActionDone::of(QJsonObject answer, ProcedureOutcome procedure)
{
    answer.insert(QStringLiteral("ok"), true);
    ActionDone done;
    done.answer = std::move(answer);
    done.procedure = std::move(procedure);
    return done;
}

QJsonObject answerOf(const ActionOutcome &outcome)
{
    if (outcome)
        return outcome->answer;
    if (outcome.is(Failure::Kind::Refused))
        return { { QStringLiteral("ok"), false }, { QStringLiteral("reason"), outcome.error() } };
    return {};
}

} // namespace Adc
