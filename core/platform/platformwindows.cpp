#include "core/platform/platform.h"

#include <QDir>
#include <QFileInfo>
#include <QMetaObject>
#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QStringList>
#include <iterator>
#include <string>
#include <windows.h>

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
    QStringList arguments;
    for (int i = 1; argv[i]; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
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

} // namespace Adc
