#include "ui/panels/failurewords.h"

namespace Adc {

QString FailureWords::line(const Failure &failure)
{
    switch (failure.kind) {
    case Failure::Kind::Refused:
        return tr("Refused: %1").arg(failure.reason);
    case Failure::Kind::Malformed:
        return tr("Not accepted: %1").arg(failure.reason);
    case Failure::Kind::Failed:
        break;
    }
    return tr("Not done: %1").arg(failure.reason);
}

QString FailureWords::title(Failure::Kind kind, const QString &doing)
{
    return kind == Failure::Kind::Refused ? tr("%1: refused").arg(doing) : doing;
}

QMessageBox::Icon FailureWords::icon(Failure::Kind kind)
{
    return kind == Failure::Kind::Failed ? QMessageBox::Critical : QMessageBox::Warning;
}

} // namespace Adc
