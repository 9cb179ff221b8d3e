#pragma once

#include "core/common/result.h"

#include <QString>
#include <memory>

namespace Adc {

// A new battle file is made whole under a temporary name beside its own
// (".NAME.new-XXXXXXXX") and put at its name only then, never over a file
// that appeared meanwhile: a program killed at any moment leaves at the
// name either nothing or the whole battle. The temporary file is held
// (Platform::createHeld) while it is made, so the one a killed program left (no longer held) is
// told from one still being made, and removed by the next program that
// makes a battle there.
class NewBattleFile
{
public:
    // A temporary file claimed beside `path` (leftovers removed first);
    // fails naming `path` when the folder cannot take one.
    static Result<std::unique_ptr<NewBattleFile>> claim(const QString &path);
    // Unless it was published, the temporary file goes, with any companion
    // SQLite left beside it.
    ~NewBattleFile();
    NewBattleFile(const NewBattleFile &) = delete;
    NewBattleFile &operator=(const NewBattleFile &) = delete;

    QString temporaryPath() const { return m_temporary; }
    // Puts the finished temporary file (closed by then) at the path, as
    // one step that never replaces a file: refused, naming the path, when
    // a file is there by now.
    Result<void> publish();

private:
    NewBattleFile(QString path, QString temporary, qintptr held);
    static void removeLeftovers(const QString &path);

    QString m_path;
    QString m_temporary;
    qintptr m_held = -1;
    bool m_published = false;
};

} // namespace Adc
