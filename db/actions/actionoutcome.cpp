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

ActionOutcome ActionOutcome::done(QJsonObject answer)
{
    answer.insert(QStringLiteral("ok"), true);
    return { Status::Done, std::move(answer), QString() };
}

ActionOutcome ActionOutcome::refused(const QString &reason)
{
    return { Status::Refused,
             QJsonObject { { QStringLiteral("ok"), false }, { QStringLiteral("reason"), reason } },
             reason };
}

ActionOutcome ActionOutcome::malformed(const QString &error)
{
    return { Status::Malformed, QJsonObject(), error };
}

ActionOutcome ActionOutcome::failed(const QString &error)
{
    return { Status::Failed, QJsonObject(), error };
}

} // namespace Adc
