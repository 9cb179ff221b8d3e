#pragma once

#include "core/common/result.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QTime>
#include <variant>

namespace Adc {

class RequestReader;

// One battle setting (docs/contract.md, set-setting), typed by its key:
// "segments-per-turn", the segments in one game turn (a whole number), or
// "start-time", the clock's time of day at the first turn. The settings
// there are, and what each takes, are said here once, for a request and a
// stored row alike.
struct SetSettingOrder
{
    static constexpr char kKind[] = "set-setting";
    static QString segmentsPerTurnKey() { return QStringLiteral("segments-per-turn"); }
    static QString startTimeKey() { return QStringLiteral("start-time"); }
    static QStringList keys() { return { segmentsPerTurnKey(), startTimeKey() }; }

    // Segments per turn (1 to 99), or the start time.
    std::variant<int, QTime> value;

    QString key() const;
    // The value as the settings row keeps it ("14:00" for a time).
    QJsonValue valueJson() const;

    QJsonObject toJson() const;
    static Result<SetSettingOrder> fromJson(RequestReader &reader);
    // The setting `key` at `value`, or what is wrong with them, named
    // "key: ..." or "value: ...".
    static Result<SetSettingOrder> read(const QString &key, const QJsonValue &value);
};

} // namespace Adc
