#pragma once

#include "core/common/result.h"
#include "db/actions/procedureoutcome.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace Adc {

// What an action that was done did: committed durably, logged, announced.
struct ActionDone
{
    // "ok": true, "log_id", the result and "units", the affected units as
    // they now stand: the answer `adc apply` prints.
    QJsonObject answer;
    // The log entry written and its one-line summary.
    qint64 logId = 0;
    QString summary;
    // What the procedure did, typed.
    ProcedureOutcome procedure;
    // What the action added (units, a brigade, a feature), by id; `id` is
    // the first.
    QList<qint64> ids;
    qint64 id = 0;

    static ActionDone of(QJsonObject answer, ProcedureOutcome procedure = {});
};

// What Battle::apply() did with an action: done, or a Failure whose kind
// says why nothing changed: refused by the rules (exit 0 on the command
// line), a malformed request ("FIELD: what is wrong", exit 2), or a file or
// server that could not be written (exit 1).
using ActionOutcome = Result<ActionDone>;

// The answer `adc apply` prints and the server sends: the done answer, or
// {"ok": false, "reason": ...} for a refusal; a malformed or failed action
// has none (the face reports its error instead).
QJsonObject answerOf(const ActionOutcome &outcome);

} // namespace Adc
