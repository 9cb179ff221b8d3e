#pragma once

#include "core/common/result.h"

#include <QString>
#include <QtGlobal>
#include <cstdio>
#include <functional>
#include <optional>
#include <utility>

class QObject;

namespace Adc {

// What differs between the systems the programs run on, behind one small
// interface: platformposix.cpp implements it for Linux (POSIX and glibc),
// platformwindows.cpp for Windows, and the build compiles the one for its
// target.
class Platform
{
public:
    // The C library's allocator keeps freed memory for the next use. By
    // default glibc gives it back past 128 KiB and maps each large block
    // afresh, so an import's megabyte texts and each action's statement
    // buffers were faulted in again every time (an action cost 4.5 ms
    // instead of 3.0 ms). Nothing where the allocator has no such setting.
    static void keepFreedMemory();

    // A write the system refuses (a reader that went away, a file over the
    // size limit) fails and is reported in words, instead of ending the
    // program without one (SIGPIPE, SIGXFSZ). Windows writes fail so already.
    static void reportRefusedWrites();

    // Standard input, output and error carry bytes as they are: Windows's C
    // library would otherwise write each "\n" as "\r\n" and stop reading
    // at a Ctrl+Z, so that the same command answered differently there.
    static void binaryStandardStreams();

    // The next byte of a stream, or EOF, without taking the stream's lock
    // for each byte where the C library allows it (POSIX); Windows's takes it.
    static int nextByte(std::FILE *stream);

    // Whether a GUI application can reach a display: DISPLAY or
    // WAYLAND_DISPLAY (POSIX); always on Windows, whose desktop platform
    // draws into a PDF with the system's fonts even with no screen to show.
    static bool hasDisplay();

    // A program's file name from its name: "adc" is "adc.exe" on Windows.
    static QString executableName(const QString &name);

    // The running program's own file, known before QCoreApplication is made;
    // `argv0` when the system will not say.
    static QString programFile(const char *argv0);

    // Runs `program` in this program's place, with the same arguments
    // (argv[1] on), standard streams and exit code: POSIX replaces this
    // process; Windows runs it as a child and exits with its code. Returns
    // only when it could not be started, with the reason.
    static QString runInstead(const QString &program, char *argv[]);

    // Which file `path` names, symbolic links followed: device and inode
    // (POSIX), volume serial number and file index (Windows); two names of
    // one file (a hard link) give the same. Nothing when there is no file.
    static std::optional<std::pair<quint64, quint64>> fileIdentity(const QString &path);

    // Calls `stop` in `context`'s thread, through its event loop, each time
    // the program is asked to stop: SIGINT or SIGTERM (POSIX); Ctrl+C,
    // Ctrl+Break or the console closing (Windows). False when it cannot
    // listen. One listener at a time; stopListening() lets the system's
    // default act again.
    static bool listenForStop(QObject *context, std::function<void()> stop);
    static void stopListening();

    // A file made for this program alone while it writes it: created only
    // where there is no file (refused, in words, when there is one), and
    // held, so that another program's removeUnlessHeld passes it by. The
    // hold is a lock (POSIX) or the open file, shared for reading and
    // writing but not for deleting (Windows); release() lets it go.
    static Result<qintptr> createHeld(const QString &path);
    static void release(qintptr held);
    // Removes the file unless a program holds it; false when it stays.
    static bool removeUnlessHeld(const QString &path);
    // Puts the file `from` at `to`, never replacing a file there (refused
    // when there is one): as a second name where the file system has hard
    // links (true: `from` is still there), else by renaming it (false).
    static Result<bool> placeWithoutReplacing(const QString &from, const QString &to);
    // The folder's names written to the disk, as a file's contents are.
    static void syncFolder(const QString &folder);

    // Whether `path` names one of the system's devices by a name that looks
    // like a file's: on Windows NUL, CON, COM1 and the others (whatever the
    // extension: "nul.pdf"), a "\\.\" or "\\?\" path, or a file's
    // alternate stream ("b.adc:x"); never on POSIX, where devices are found
    // as files that are not regular.
    static bool isDeviceName(const QString &path);
};

} // namespace Adc
