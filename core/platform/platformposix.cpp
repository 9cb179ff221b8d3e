#include "core/platform/platform.h"

#include <QFile>
#include <QFileInfo>
#include <QObject>
#include <QSocketNotifier>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace Adc {

namespace {

// The stop listener: the handler writes one byte to a pipe whose reading
// end the event loop watches (a handler may call nothing else safely).
int g_stopPipe[2] = { -1, -1 };
QSocketNotifier *g_stopNotifier = nullptr;

void onStopSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(g_stopPipe[1], &byte, 1);
}

} // namespace

void Platform::keepFreedMemory()
{
#if defined(__GLIBC__)
    // Up to 256 MiB kept at the top of the heap, and blocks up to 32 MiB
    // (the most glibc allows) taken from it rather than mapped one by one.
    mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024);
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
#endif
}

void Platform::reportRefusedWrites()
{
    // The write then fails with EPIPE or EFBIG, which the writers report.
    std::signal(SIGPIPE, SIG_IGN);
    std::signal(SIGXFSZ, SIG_IGN);
}

QString Platform::programFile(const char *argv0)
{
    char self[4096];
    const ssize_t length = ::readlink("/proc/self/exe", self, sizeof self - 1);
    if (length > 0)
        return QString::fromLocal8Bit(self, static_cast<int>(length));
    return QFileInfo(QString::fromLocal8Bit(argv0)).absoluteFilePath();
}

QString Platform::runInstead(const QString &program, char *argv[])
{
    const QByteArray path = QFile::encodeName(program);
    ::execv(path.constData(), argv);
    return QString::fromLocal8Bit(std::strerror(errno));
}

std::optional<std::pair<quint64, quint64>> Platform::fileIdentity(const QString &path)
{
    struct stat status
    {
    };
    if (path.isEmpty() || ::stat(QFile::encodeName(path).constData(), &status) != 0)
        return std::nullopt;
    return std::make_pair(static_cast<quint64>(status.st_dev), static_cast<quint64>(status.st_ino));
}

bool Platform::listenForStop(QObject *context, std::function<void()> stop)
{
    stopListening();
    if (::pipe2(g_stopPipe, O_CLOEXEC | O_NONBLOCK) != 0)
        return false;
    g_stopNotifier = new QSocketNotifier(g_stopPipe[0], QSocketNotifier::Read, context);
    QObject::connect(g_stopNotifier, &QSocketNotifier::activated, context,
                     [stop = std::move(stop)] {
                         char byte = 0;
                         while (::read(g_stopPipe[0], &byte, 1) > 0) { }
                         stop();
                     });
    struct sigaction action = {};
    action.sa_handler = onStopSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGTERM, &action, nullptr);
    sigaction(SIGINT, &action, nullptr);
    return true;
}

void Platform::stopListening()
{
    std::signal(SIGTERM, SIG_DFL);
    std::signal(SIGINT, SIG_DFL);
    delete g_stopNotifier;
    g_stopNotifier = nullptr;
    for (int &end : g_stopPipe) {
        if (end >= 0)
            ::close(end);
        end = -1;
    }
}

} // namespace Adc
