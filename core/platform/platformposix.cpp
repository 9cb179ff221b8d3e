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
#include <sys/file.h>
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

QString systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

// Whether the descriptor is the file now at `path` (not one removed and
// made again by another program meanwhile).
bool isFileAt(int descriptor, const QByteArray &path)
{
    struct stat held
    {
    };
    struct stat named
    {
    };
    return ::fstat(descriptor, &held) == 0 && ::stat(path.constData(), &named) == 0
        && held.st_dev == named.st_dev && held.st_ino == named.st_ino;
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

void Platform::binaryStandardStreams()
{
    // POSIX streams carry bytes as they are already.
}

int Platform::nextByte(std::FILE *stream)
{
    return getc_unlocked(stream);
}

bool Platform::hasDisplay()
{
    return !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

QString Platform::executableName(const QString &name)
{
    return name;
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

Result<qintptr> Platform::createHeld(const QString &path)
{
    const QByteArray name = QFile::encodeName(path);
    const int descriptor = ::open(name.constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (descriptor < 0)
        return errno == EEXIST ? Failure::refused(systemError(errno))
                               : Failure::failed(systemError(errno));
    // Locked and still there: another program clearing leftovers at this
    // moment may have taken it for one.
    if (::flock(descriptor, LOCK_EX | LOCK_NB) == 0 && isFileAt(descriptor, name))
        return qintptr(descriptor);
    ::close(descriptor);
    return Failure::refused(systemError(EEXIST));
}

void Platform::release(qintptr held)
{
    if (held >= 0)
        ::close(int(held));
}

bool Platform::removeUnlessHeld(const QString &path)
{
    const int descriptor = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (descriptor < 0)
        return errno == ENOENT; // gone already, or not this user's to judge
    const bool free = ::flock(descriptor, LOCK_EX | LOCK_NB) == 0;
    if (free)
        QFile::remove(path);
    ::close(descriptor);
    return free;
}

Result<bool> Platform::placeWithoutReplacing(const QString &from, const QString &to)
{
    const QByteArray source = QFile::encodeName(from);
    const QByteArray target = QFile::encodeName(to);
    if (::link(source.constData(), target.constData()) == 0)
        return true;
    const int linkError = errno;
    if (linkError == EEXIST)
        return Failure::refused(systemError(linkError));
    if (linkError != EPERM && linkError != EOPNOTSUPP && linkError != ENOSYS)
        return Failure::failed(systemError(linkError));
    // No hard links here (some shared folders): a rename that never replaces.
    if (::renameat2(AT_FDCWD, source.constData(), AT_FDCWD, target.constData(), RENAME_NOREPLACE)
        == 0)
        return false;
    const int error = errno == EINVAL || errno == ENOSYS ? linkError : errno;
    return error == EEXIST ? Failure::refused(systemError(error))
                           : Failure::failed(systemError(error));
}

void Platform::syncFolder(const QString &folder)
{
    const int descriptor
        = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (descriptor >= 0) {
        ::fsync(descriptor);
        ::close(descriptor);
    }
}

bool Platform::isDeviceName(const QString &)
{
    return false;
}

} // namespace Adc
