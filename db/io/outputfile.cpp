#include "db/io/outputfile.h"

#include "core/platform/platform.h"
#include "db/io/fileidentity.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace Adc {

namespace {

// Where a write to `path` lands: symbolic links followed (even one whose
// target does not exist yet), relative to the folder's own real path.
QString landingPath(const QString &path)
{
    QString current = QFileInfo(path).absoluteFilePath();
    // A chain of links ends; a loop of them is cut after a few dozen.
    for (int hop = 0; hop < 40; ++hop) {
        const QFileInfo info(current);
        if (!info.isSymLink())
            break;
        current = QFileInfo(info.absoluteDir(), info.symLinkTarget()).absoluteFilePath();
    }
    const QFileInfo info(current);
    if (info.exists())
        return info.canonicalFilePath();
    const QString folder = info.absoluteDir().canonicalPath();
    return folder.isEmpty() ? QDir::cleanPath(current)
                            : folder + QLatin1Char('/') + info.fileName();
}

bool hasReason(const QSaveFile &file)
{
    const QString why = file.errorString();
    return !why.isEmpty() && why != QLatin1String("Unknown error");
}

QString errorOf(const QSaveFile &file)
{
    return hasReason(file) ? file.errorString()
                           : QCoreApplication::translate("Adc::OutputFile", "write failed");
}

// Flushes the file's buffer. A write the system cuts short (the disk fills
// part-way through) gives no reason; the next one, of what is left, fails
// with it ("No space left on device"), so a flush without one is tried again.
bool flushed(QSaveFile &file)
{
    for (int attempt = 0; attempt < 3; ++attempt) {
        if (file.flush())
            return true;
        if (hasReason(file))
            return false;
    }
    return false;
}

} // namespace

QString OutputFile::battleClash(const QString &output, const QString &battle)
{
    if (output.isEmpty() || battle.isEmpty())
        return QString();
    const QString target = landingPath(output);
    const QString battleFile = landingPath(battle);
    // A file that exists is known by its identity, whatever its name (a hard
    // link); one still to be made by where it would land.
    const std::optional<FileIdentity> written = FileIdentity::of(output);
    for (const QString &suffix : { QString(), QStringLiteral("-wal"), QStringLiteral("-shm"),
                                   QStringLiteral("-journal") }) {
        const std::optional<FileIdentity> companion
            = written ? FileIdentity::of(battle + suffix) : std::optional<FileIdentity>();
        if (target == battleFile + suffix || (written && companion && *written == *companion))
            return suffix.isEmpty()
                ? QCoreApplication::translate("Adc::OutputFile",
                                              "%1: is the battle file %2; choose another file")
                      .arg(QDir::toNativeSeparators(output), QDir::toNativeSeparators(battle))
                : QCoreApplication::translate(
                      "Adc::OutputFile", "%1: is the %2 file of the battle %3; choose another file")
                      .arg(QDir::toNativeSeparators(output), suffix,
                           QDir::toNativeSeparators(battle));
    }
    return QString();
}

bool OutputFile::sameFile(const QString &first, const QString &second)
{
    const std::optional<FileIdentity> one = FileIdentity::of(first);
    const std::optional<FileIdentity> other = FileIdentity::of(second);
    return landingPath(first) == landingPath(second) || (one && other && *one == *other);
}

QString OutputFile::notAFile(const QString &output)
{
    const QFileInfo info(output);
    const QString shown = QDir::toNativeSeparators(output);
    // Windows writes to its devices under names that look like files'
    // ("nul.pdf"), and to a file's hidden stream after a colon.
    if (!output.isEmpty() && Platform::isDeviceName(output))
        return QCoreApplication::translate("Adc::OutputFile",
                                           "%1: is a device or a pipe, not a file")
            .arg(shown);
    if (output.isEmpty() || !info.exists() || info.isFile())
        return QString();
    if (info.isDir())
        return QCoreApplication::translate("Adc::OutputFile", "%1: is a folder, not a file")
            .arg(shown);
    return QCoreApplication::translate("Adc::OutputFile", "%1: is a device or a pipe, not a file")
        .arg(shown);
}

QString OutputFile::refusal(const QString &output, const QString &battle)
{
    const QString notFile = notAFile(output);
    return notFile.isEmpty() ? battleClash(output, battle) : notFile;
}

Failure OutputFile::cannotWrite(const QString &path, const QString &why)
{
    return Failure::failed(
        QCoreApplication::translate("Adc::OutputFile", "%1: cannot be written (%2)")
            .arg(QDir::toNativeSeparators(path), why));
}

Result<void> OutputFile::write(const QString &path, const QByteArray &bytes)
{
    // A file renamed over a device or a pipe would replace it.
    if (const QString notFile = notAFile(path); !notFile.isEmpty())
        return Failure::failed(notFile);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return cannotWrite(path, errorOf(file));
    // A write cut short is written on from where it stopped, so that the
    // one that fails says why.
    qsizetype done = 0;
    while (done < bytes.size()) {
        const qint64 written = file.write(bytes.constData() + done, bytes.size() - done);
        if (written <= 0) {
            const Failure failure = cannotWrite(path, errorOf(file));
            file.cancelWriting();
            return failure;
        }
        done += written;
    }
    return commit(file, path);
}

Result<void> OutputFile::commit(QSaveFile &file, const QString &path)
{
    if (const QString notFile = notAFile(path); !notFile.isEmpty()) {
        file.cancelWriting();
        return Failure::failed(notFile);
    }
    // QSaveFile::commit() forgets a failure of the final flush of its
    // buffer: flush first, and keep what went wrong before it is cleared.
    const bool failed = file.error() != QFileDevice::NoError;
    if (failed || !flushed(file)) {
        // A write that failed inside the writer (a PDF's) may have lost its
        // reason; what is left in the buffer, written again, tells it.
        if (!hasReason(file))
            flushed(file);
        const Failure failure = cannotWrite(path, errorOf(file));
        file.cancelWriting();
        return failure;
    }
    if (!file.commit())
        return cannotWrite(path, errorOf(file));
    return {};
}

} // namespace Adc
