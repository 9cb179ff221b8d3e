#pragma once

#include "core/common/result.h"

#include <QJsonObject>
#include <QString>

namespace Adc {

class RequestReader;

// Declines a side's waiting proposal (docs/contract.md, decline), with the
// reason its side reads.
struct DeclineOrder
{
    static constexpr char kKind[] = "decline";
    // A reason is a sentence, not a letter.
    static constexpr int kMaxReason = 200;

    qint64 proposal = 0;
    QString reason;

    QJsonObject toJson() const;
    static Result<DeclineOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
