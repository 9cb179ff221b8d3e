#pragma once

#include "core/common/result.h"

#include <QJsonObject>
#include <QList>
#include <optional>

namespace Adc {

class RequestReader;

// The end of a segment as the umpire orders it (docs/contract.md, end-segment): what
// only the table knows, by unit id. A list left out is the log's to fill
// (SweepFacts); one given, even empty, is taken as given. The planners
// take a list left out as none.
struct EndSegmentOrder
{
    static constexpr char kKind[] = "end-segment";

    // Units that moved this segment, besides those already marked.
    std::optional<QList<qint64>> moved;
    // Units with an enemy closer than the recovery distance (12").
    std::optional<QList<qint64>> enemyWithin12;

    QJsonObject toJson() const;
    static Result<EndSegmentOrder> fromJson(RequestReader &reader);

    // The unit ids of a list field ("moved": [3, 7]): whole numbers from 1,
    // or nullopt when the field is left out; the problem goes to the reader.
    static std::optional<QList<qint64>> readIds(RequestReader &reader, const QString &field);
    static void writeIds(QJsonObject &json, const QString &field,
                         const std::optional<QList<qint64>> &ids);
};

} // namespace Adc
