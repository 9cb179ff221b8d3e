#pragma once

#include <QJsonObject>
#include <optional>

namespace Adc {

// What a log entry's action did, typed, as far as the views read it: the
// entry an undo took back or a redo applied again, the proposal an accept
// applied. Read once from the entry's stored result where the row is read.
struct LogOutcome
{
    std::optional<qint64> undid;
    std::optional<qint64> redid;
    std::optional<qint64> proposal;

    // The entry an undo or redo restored, whichever it is.
    std::optional<qint64> restored() const { return undid ? undid : redid; }

    static LogOutcome read(const QJsonObject &result);
};

} // namespace Adc
