#include "core/platform/platform.h"

#include "core/platform/windowsdevicename.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMetaObject>
#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QStringList>
#include <cstdio>
#include <fcntl.h>
#include <io.h>
#include <iterator>
#include <string>
#include <windows.h>
// After windows.h, which it needs.
#include <shellapi.h>

namespace Adc {

namespace {

// The stop listener: Windows calls the console handler on a thread of its
// own, which hands the request to the listener's event loop.
QPointer<QObject> g_stopContext;
std::function<void()> g_stop;

BOOL WINAPI onConsoleControl(DWORD kind)
{
    switch (kind) {
    case CTRL_C_EVENT:
    case CTRL_BREAK_EVENT:
    case CTRL_CLOSE_EVENT:
    case CTRL_LOGOFF_EVENT:
    case CTRL_SHUTDOWN_EVENT:
        if (QObject *context = g_stopContext.data()) {
            QMetaObject::invokeMethod(
                context,
                [] {
                    if (g_stop)
                        g_stop();
                },
                Qt::QueuedConnection);
            return TRUE;
        }
        return FALSE;
    default:
        return FALSE;
    }
}

std::wstring native(const QString &path)
{
    return QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()).toStdWString();
}

QString systemError(DWORD error)
{
    return qt_error_string(int(error));
}

} // namespace

void Platform::keepFreedMemory()
{
    // The Windows heap has no such setting, and none is needed: it keeps
    // freed blocks for the process.
}

void Platform::reportRefusedWrites()
{
    // A write to a closed pipe or a full disk fails with an error already.
}

void Platform::binaryStandardStreams()
{
    _setmode(_fileno(stdin), _O_BINARY);
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY);
}

int Platform::nextByte(std::FILE *stream)
{
    return std::getc(stream);
}

bool Platform::hasDisplay()
{
    return true;
}

QString Platform::executableName(const QString &name)
{
    return name + QStringLiteral(".exe");
}

QString Platform::programFile(const char *argv0)
{
    wchar_t path[MAX_PATH * 4];
    const DWORD length = GetModuleFileNameW(nullptr, path, DWORD(std::size(path)));
    if (length > 0 && length < std::size(path))
        return QDir::fromNativeSeparators(QString::fromWCharArray(path, int(length)));
    return QFileInfo(QString::fromLocal8Bit(argv0)).absoluteFilePath();
}

QString Platform::runInstead(const QString &program, char *argv[])
{
    // No exec on Windows: the child gets this process's streams and its
    // exit code becomes this one's.
    // The arguments as typed, from the wide command line: argv holds them in
    // the code page, which loses a battle's name in other letters.
    QStringList arguments;
    int count = 0;
    if (LPWSTR *wide = CommandLineToArgvW(GetCommandLineW(), &count)) {
        for (int i = 1; i < count; ++i)
            arguments.append(QString::fromWCharArray(wide[i]));
        LocalFree(wide);
    } else {
        for (int i = 1; argv[i]; ++i)
            arguments.append(QString::fromLocal8Bit(argv[i]));
    }
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedChannels);
    child.setInputChannelMode(QProcess::ForwardedInputChannel);
    child.start(program, arguments);
    if (!child.waitForStarted(-1))
        return child.errorString();
    child.waitForFinished(-1);
    if (child.exitStatus() != QProcess::NormalExit)
        ExitProcess(1);
    ExitProcess(UINT(child.exitCode()));
}

std::optional<std::pair<quint64, quint64>> Platform::fileIdentity(const QString &path)
{
    if (path.isEmpty())
        return std::nullopt;
    const std::wstring native = QDir::toNativeSeparators(path).toStdWString();
    // Opened for no access at all: only its identity is read.
    HANDLE file
        = CreateFileW(native.c_str(), 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                      nullptr, OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, nullptr);
    if (file == INVALID_HANDLE_VALUE)
        return std::nullopt;
    BY_HANDLE_FILE_INFORMATION information {};
    const bool read = GetFileInformationByHandle(file, &information);
    CloseHandle(file);
    if (!read)
        return std::nullopt;
    const quint64 index
        = (quint64(information.nFileIndexHigh) << 32) | quint64(information.nFileIndexLow);
    return std::make_pair(quint64(information.dwVolumeSerialNumber), index);
}

bool Platform::listenForStop(QObject *context, std::function<void()> stop)
{
    stopListening();
    g_stopContext = context;
    g_stop = std::move(stop);
    return SetConsoleCtrlHandler(onConsoleControl, TRUE);
}

void Platform::stopListening()
{
    if (g_stopContext)
        SetConsoleCtrlHandler(onConsoleControl, FALSE);
    g_stopContext = nullptr;
    g_stop = nullptr;
}

Result<qintptr> Platform::createHeld(const QString &path)
{
    // Shared for reading and writing (SQLite opens it too), not for
    // deleting: no other program can remove or rename it while it is held.
    HANDLE file = CreateFileW(native(path).c_str(), GENERIC_READ | GENERIC_WRITE,
                              FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr, CREATE_NEW,
                              FILE_ATTRIBUTE_NORMAL, nullptr);
    if (file == INVALID_HANDLE_VALUE) {
        const DWORD error = GetLastError();
        return error == ERROR_FILE_EXISTS || error == ERROR_ALREADY_EXISTS
            ? Failure::refused(systemError(error))
            : Failure::failed(systemError(error));
    }
    return qintptr(file);
}

void Platform::release(qintptr held)
{
    if (held != -1 && held != 0)
        CloseHandle(HANDLE(held));
}

bool Platform::removeUnlessHeld(const QString &path)
{
    // A held file refuses to be deleted (a sharing violation).
    if (DeleteFileW(native(path).c_str()))
        return true;
    const DWORD error = GetLastError();
    return error == ERROR_FILE_NOT_FOUND || error == ERROR_PATH_NOT_FOUND;
}

Result<bool> Platform::placeWithoutReplacing(const QString &from, const QString &to)
{
    const std::wstring source = native(from);
    const std::wstring target = native(to);
    if (CreateHardLinkW(target.c_str(), source.c_str(), nullptr))
        return true;
    DWORD error = GetLastError();
    if (error != ERROR_ALREADY_EXISTS && error != ERROR_FILE_EXISTS) {
        // No hard links here (FAT, some shared folders): a move that never
        // replaces, as MoveFileEx does without MOVEFILE_REPLACE_EXISTING.
        if (MoveFileExW(source.c_str(), target.c_str(), MOVEFILE_WRITE_THROUGH))
            return false;
        error = GetLastError();
    }
    return error == ERROR_ALREADY_EXISTS || error == ERROR_FILE_EXISTS
        ? Result<bool>(Failure::refused(systemError(error)))
        : Result<bool>(Failure::failed(systemError(error)));
}

void Platform::syncFolder(const QString &)
{
    // NTFS writes its folders' names with its own journal; a folder cannot
    // be flushed as a POSIX one can.
}

bool Platform::isDeviceName(const QString &path)
{
    return WindowsDeviceName::matches(path);
}

} // namespace Adc
