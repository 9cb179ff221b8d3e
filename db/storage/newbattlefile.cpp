#include "db/storage/newbattlefile.h"

#include "core/platform/platform.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSet>

namespace Adc {

namespace {

const QString kCompanions[]
    = { QStringLiteral("-journal"), QStringLiteral("-wal"), QStringLiteral("-shm") };

QString prefixOf(const QString &path)
{
    return QLatin1Char('.') + QFileInfo(path).fileName() + QStringLiteral(".new-");
}

void removeWithCompanions(const QString &temporary)
{
    for (const QString &suffix : kCompanions)
        QFile::remove(temporary + suffix);
    QFile::remove(temporary);
}

} // namespace

NewBattleFile::NewBattleFile(QString path, QString temporary, qintptr held)
    : m_path(std::move(path))
    , m_temporary(std::move(temporary))
    , m_held(held)
{
}

NewBattleFile::~NewBattleFile()
{
    // Let go first: Windows deletes no file that is held open, even by the
    // program holding it.
    Platform::release(m_held);
    if (!m_published)
        removeWithCompanions(m_temporary);
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
        // A program still making its battle holds it: its file stays.
        if (!Platform::removeUnlessHeld(temporary))
            continue;
        for (const QString &suffix : kCompanions)
            QFile::remove(temporary + suffix);
    }
}

Result<std::unique_ptr<NewBattleFile>> NewBattleFile::claim(const QString &path)
{
    if (Platform::isDeviceName(path))
        return Failure::failed(
            QCoreApplication::translate("Adc::NewBattleFile",
                                        "%1: names a device, not a file; choose another name")
                .arg(QDir::toNativeSeparators(path)));
    removeLeftovers(path);
    const QDir folder = QFileInfo(path).absoluteDir();
    QString why;
    for (int attempt = 0; attempt < 16; ++attempt) {
        const QString temporary = folder.filePath(
            prefixOf(path)
            + QString::number(QRandomGenerator::global()->generate(), 16).rightJustified(8, u'0'));
        Result<qintptr> held = Platform::createHeld(temporary);
        if (held)
            return std::unique_ptr<NewBattleFile>(new NewBattleFile(path, temporary, *held));
        why = held.error();
        // Refused: a file of that name is there (or was taken meanwhile).
        if (!held.is(Failure::Kind::Refused))
            break;
    }
    return Failure::failed(
        QCoreApplication::translate("Adc::NewBattleFile", "%1: cannot be created (%2)")
            .arg(QDir::toNativeSeparators(path), why));
}

Result<void> NewBattleFile::publish()
{
    // Let go first: Windows renames no file that is held open.
    Platform::release(m_held);
    m_held = -1;
    const Result<bool> linked = Platform::placeWithoutReplacing(m_temporary, m_path);
    if (linked.is(Failure::Kind::Refused))
        return Failure::failed(
            QCoreApplication::translate("Adc::NewBattleFile",
                                        "%1: already exists; a new battle never overwrites a file")
                .arg(QDir::toNativeSeparators(m_path)));
    if (!linked)
        return Failure::failed(
            QCoreApplication::translate("Adc::NewBattleFile", "%1: cannot be created (%2)")
                .arg(QDir::toNativeSeparators(m_path), linked.error()));
    m_published = true;
    if (*linked)
        removeWithCompanions(m_temporary);
    Platform::syncFolder(QFileInfo(m_path).absolutePath());
    return {};
}

} // namespace Adc
