#pragma once

#include "core/common/result.h"
#include "core/turn/endsegmentorder.h"

#include <QJsonObject>
#include <QList>
#include <optional>

namespace Adc {

class RequestReader;

// The end of a turn as the umpire orders it (docs/contract.md, end-turn): the last
// segment's sweep and the units out of contact all turn. A list left out
// is the log's to fill, as for end-segment (none is out of contact then).
struct EndTurnOrder
{
    static constexpr char kKind[] = "end-turn";

    EndSegmentOrder sweep;
    // Units 10" or more from every enemy all turn.
    std::optional<QList<qint64>> outOfContact;

    QJsonObject toJson() const;
    static Result<EndTurnOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
