#include "core/aor/aorexposureresult.h"

#include <QJsonArray>

namespace Adc {

QJsonObject AorExposureResult::toJson() const
{
    if (!allowed) {
        return { { QStringLiteral("allowed"), false },
                 { QStringLiteral("reason"), reason },
                 { QStringLiteral("reason_id"), reasonId } };
    }
    QJsonArray factorList;
    for (const AorModifier &line : factors)
        factorList.append(line.toJson());
    QJsonObject answer { { QStringLiteral("allowed"), true },
                         { QStringLiteral("factor"), factor },
                         { QStringLiteral("factors"), factorList },
                         { QStringLiteral("notes"), QJsonArray::fromStringList(notes) } };
    if (!size.isEmpty())
        answer.insert(QStringLiteral("size"), size);
    return answer;
}

} // namespace Adc
