#include "actions/actionoutcome.h"

namespace Adc {

int ActionOutcome::exitCode() const
{
    switch (status) {
    case Status::Done:
    case Status::Refused:
        return 0;
    case Status::Malformed:
        return 2;
    case Status::Failed:
        return 1;
    }
    return 1;
}

namespace {

ActionOutcome make(ActionOutcome::Status status, QJsonObject answer, const QString &error)
{
    ActionOutcome outcome;
    outcome.status = status;
    outcome.answer = std::move(answer);
    outcome.error = error;
    return outcome;
}

} // namespace

ActionOutcome ActionOutcome::done(QJsonObject answer, ProcedureOutcome procedure)
{
    answer.insert(QStringLiteral("ok"), true);
    ActionOutcome outcome = make(Status::Done, std::move(answer), QString());
    outcome.procedure = std::move(procedure);
    return outcome;
}

ActionOutcome ActionOutcome::refused(const QString &reason)
{
    return make(
        Status::Refused,
        QJsonObject { { QStringLiteral("ok"), false }, { QStringLiteral("reason"), reason } },
        reason);
}

ActionOutcome ActionOutcome::malformed(const QString &error)
{
    return make(Status::Malformed, QJsonObject(), error);
}

ActionOutcome ActionOutcome::failed(const QString &error)
{
    return make(Status::Failed, QJsonObject(), error);
}

} // namespace Adc
