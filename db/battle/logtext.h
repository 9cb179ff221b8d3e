#pragma once

#include "db/tables/logentry.h"

#include <QCoreApplication>
#include <QString>
#include <functional>
#include <optional>

namespace Adc {

// A log entry in words, in the reader's language: built when it is shown or
// printed from what the entry keeps (its kind, inputs and result), so a
// battle logged in English reads in French in French. Unit names come from
// the entry's row images, or from `names` (a unit's name by id, as the
// battle now stands). A kind it does not know, or an entry that lacks what
// its sentence needs, reads as the summary stored with it.
class LogText
{
    Q_DECLARE_TR_FUNCTIONS(Adc::LogText)

public:
    using Names = std::function<QString(qint64)>;

    static QString render(const LogEntry &entry, const Names &names = {});
    // The kind of action in words ("end-segment" -> "end of segment").
    static QString kind(const QString &kind);
    // The sentence of the entry an undo or redo names, for the undo and
    // redo entries themselves: "Undo Fire: ...".
    static QString undoRedo(bool undo, const QString &target);
    // What undoing or redoing `target` does, as the menus and the command
    // line offer it; empty without a target. An entry of another station
    // than `ownStation` says whose it is.
    static QString undoLabel(const std::optional<LogEntry> &target, const QString &ownStation);
    static QString redoLabel(const std::optional<LogEntry> &target);
};

} // namespace Adc
