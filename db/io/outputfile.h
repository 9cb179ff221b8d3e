#pragma once

#include "core/common/result.h"

#include <QByteArray>
#include <QString>

class QSaveFile;

namespace Adc {

// Every file the program writes besides the battle (exports, PDFs, CSVs)
// goes through here: never over the battle it was made from, and written
// whole or not at all.
class OutputFile
{
public:
    // Why `output` may not be written while `battle` is open: it is the
    // battle file itself or one of SQLite's companions (-wal, -shm,
    // -journal), once symbolic links are followed, or another name (a hard
    // link) of one of them. Empty when it may.
    static QString battleClash(const QString &output, const QString &battle);
    // Whether two outputs land on the same file (links followed).
    static bool sameFile(const QString &first, const QString &second);
    // Why `output` is no place for a file: it exists and is a folder, a
    // device, a pipe or a socket, which a file written in its place would
    // replace. Empty when nothing is there or a regular file.
    static QString notAFile(const QString &output);
    // Why `output` may not be written at all (notAFile, then battleClash
    // when a battle is named), or nothing: asked before anything is written.
    static QString refusal(const QString &output, const QString &battle);

    // Writes the bytes through a QSaveFile, every write and the commit
    // checked: a full disk fails naming the file and what happened, and
    // leaves no file (an old one stays as it was). A path that is not a
    // file (notAFile) is refused before anything is written.
    static Result<void> write(const QString &path, const QByteArray &bytes);

    // Finishes a QSaveFile another writer (a PDF) has filled: flushes,
    // checks and commits it, or throws the half-written copy away (also
    // when its path is not a file).
    static Result<void> commit(QSaveFile &file, const QString &path);

    // "PATH: cannot be written (WHY)".
    static Failure cannotWrite(const QString &path, const QString &why);
};

} // namespace Adc
