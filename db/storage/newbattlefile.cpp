#include "db/storage/newbattlefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSet>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Adc {

namespace {

const QString kCompanions[]
    = { QStringLiteral("-journal"), QStringLiteral("-wal"), QStringLiteral("-shm") };

QString prefixOf(const QString &path)
{
    return QLatin1Char('.') + QFileInfo(path).fileName() + QStringLiteral(".new-");
}

QString systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

void removeWithCompanions(const QString &temporary)
{
    for (const QString &suffix : kCompanions)
        QFile::remove(temporary + suffix);
    QFile::remove(temporary);
}

// Whether the descriptor is the file now at `path` (not one removed and
// made again by another program meanwhile).
bool isFileAt(int descriptor, const QString &path)
{
    struct stat held
    {
    };
    struct stat named
    {
    };
    return ::fstat(descriptor, &held) == 0
        && ::stat(QFile::encodeName(path).constData(), &named) == 0 && held.st_dev == named.st_dev
        && held.st_ino == named.st_ino;
}

// The folder's new names written to the disk, as the file's contents were.
void syncFolder(const QString &path)
{
    const int folder = ::open(QFile::encodeName(QFileInfo(path).absolutePath()).constData(),
                              O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
}

// Links `from` at `to`, which must not exist; where the file system has no
// hard links, renames without replacing. 0, or the errno.
int placeWithoutReplacing(const QByteArray &from, const QByteArray &to, bool *moved)
{
    *moved = false;
    if (::link(from.constData(), to.constData()) == 0)
        return 0;
    const int linkError = errno;
    if (linkError != EPERM && linkError != EOPNOTSUPP && linkError != ENOSYS)
        return linkError;
    if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_NOREPLACE) == 0) {
        *moved = true;
        return 0;
    }
    return errno == EINVAL || errno == ENOSYS ? linkError : errno;
}

} // namespace

NewBattleFile::NewBattleFile(QString path, QString temporary, int lock)
    : m_path(std::move(path))
    , m_temporary(std::move(temporary))
    , m_lock(lock)
{
}

NewBattleFile::~NewBattleFile()
{
    if (!m_published)
        removeWithCompanions(m_temporary);
    if (m_lock >= 0)
        ::close(m_lock);
}

void NewBattleFile::removeLeftovers(const QString &path)
{
    const QDir folder = QFileInfo(path).absoluteDir();
    const QString prefix = prefixOf(path);
    QSet<QString> temporaries;
    for (QString name : folder.entryList(QDir::Files | QDir::Hidden | QDir::System)) {
        if (!name.startsWith(prefix))
            continue;
        for (const QString &suffix : kCompanions) {
            if (name.endsWith(suffix)) {
                name.chop(suffix.size());
                break;
            }
        }
        temporaries.insert(folder.filePath(name));
    }
    for (const QString &temporary : std::as_const(temporaries)) {
        // A program still making its battle holds the lock: its file stays.
        const int descriptor
            = ::open(QFile::encodeName(temporary).constData(), O_RDONLY | O_CLOEXEC);
        if (descriptor < 0 && errno != ENOENT)
            continue; // not this user's to judge
        if (descriptor >= 0 && ::flock(descriptor, LOCK_EX | LOCK_NB) != 0) {
            ::close(descriptor);
            continue;
        }
        removeWithCompanions(temporary);
        if (descriptor >= 0)
            ::close(descriptor);
    }
}

Result<std::unique_ptr<NewBattleFile>> NewBattleFile::claim(const QString &path)
{
    removeLeftovers(path);
    const QDir folder = QFileInfo(path).absoluteDir();
    int error = EEXIST;
    for (int attempt = 0; attempt < 16; ++attempt) {
        const QString temporary = folder.filePath(
            prefixOf(path)
            + QString::number(QRandomGenerator::global()->generate(), 16).rightJustified(8, u'0'));
        const int descriptor = ::open(QFile::encodeName(temporary).constData(),
                                      O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (descriptor < 0) {
            error = errno;
            if (error == EEXIST)
                continue;
            break;
        }
        // Locked and still there: another program clearing leftovers at
        // this moment may have taken it for one.
        if (::flock(descriptor, LOCK_EX | LOCK_NB) == 0 && isFileAt(descriptor, temporary))
            return std::unique_ptr<NewBattleFile>(new NewBattleFile(path, temporary, descriptor));
        ::close(descriptor);
    }
    return Failure { QCoreApplication::translate("Newbattlefile", "%1: cannot be created (%2)")
                         .arg(QDir::toNativeSeparators(path), systemError(error)) };
}

Result<void> NewBattleFile::publish()
{
    bool moved = false;
    const int error
        = placeWithoutReplacing(QFile::encodeName(m_temporary), QFile::encodeName(m_path), &moved);
    if (error == EEXIST)
        return Failure { QCoreApplication::translate(
                             "Newbattlefile",
                             "%1: already exists; a new battle never overwrites a file")
                             .arg(QDir::toNativeSeparators(m_path)) };
    if (error != 0)
        return Failure { QCoreApplication::translate("Newbattlefile", "%1: cannot be created (%2)")
                             .arg(QDir::toNativeSeparators(m_path), systemError(error)) };
    m_published = true;
    if (!moved)
        removeWithCompanions(m_temporary);
    syncFolder(m_path);
    return {};
}

} // namespace Adc
