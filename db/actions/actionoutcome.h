#pragma once

#include "actions/procedureoutcome.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace Adc {

// What Battle::apply() did with an action.
// - Done: committed durably; answer has "ok": true, "log_id", the result and
//   "units", the affected units as they now stand.
// - Refused: the rules forbid it; answer is {"ok": false, "reason": ...} and
//   nothing changed (exit 0 on the command line).
// - Malformed: the request itself is wrong; error is "FIELD: what is wrong"
//   and nothing changed (exit 2).
// - Failed: the file could not be written (full disk, read-only file...);
//   error says what, nothing of the action was written (exit 1).
struct ActionOutcome
{
    enum class Status { Done, Refused, Malformed, Failed };

    Status status = Status::Failed;
    QJsonObject answer;
    QString error;
    // Done: the log entry written, its one-line summary, and what the
    // procedure did, typed.
    qint64 logId = 0;
    QString summary;
    ProcedureOutcome procedure;
    // Done: what the action added (units, a brigade, a feature), by id; `id`
    // is the first.
    QList<qint64> ids;
    qint64 id = 0;

    bool isDone() const { return status == Status::Done; }
    // The command line's exit code: 0 done or refused, 2 malformed, 1 failed.
    int exitCode() const;

    static ActionOutcome done(QJsonObject answer, ProcedureOutcome procedure = {});
    static ActionOutcome refused(const QString &reason);
    static ActionOutcome malformed(const QString &error);
    static ActionOutcome failed(const QString &error);
};

} // namespace Adc
