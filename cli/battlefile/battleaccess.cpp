#include "cli/battlefile/battleaccess.h"

#include "db/battle/station.h"
#include "db/storage/nametext.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace Adc {

namespace {

using BattlePointer = std::unique_ptr<Battle>;

} // namespace

Result<BattlePointer> BattleAccess::open(const CommandArguments &arguments)
{
    const Result<QString> named = path(arguments);
    if (!named)
        return named.failure();
    return open(*named);
}

Result<QString> BattleAccess::path(const CommandArguments &arguments)
{
    const QString path = arguments.value(QStringLiteral("--db"));
    if (path.isEmpty())
        return Failure::malformed(QCoreApplication::translate(
            "Adc::BattleAccess", "--db: a battle file is needed (--db FILE)"));
    // Every battle command reads --db here first: the station it names is
    // the one its log entries will name.
    const QString station = arguments.value(QStringLiteral("--station"));
    if (arguments.has(QStringLiteral("--station")) && station.trimmed().isEmpty())
        return Failure::malformed(
            QCoreApplication::translate("Adc::BattleAccess", "--station: a station needs a name"));
    // A station is named in every log entry it writes: one line.
    const bool given = arguments.has(QStringLiteral("--station"));
    if (const QString refusal
        = NameText::refusal(given ? QStringLiteral("--station") : QStringLiteral("ADC_STATION"),
                            given ? station : qEnvironmentVariable("ADC_STATION"));
        !refusal.isEmpty())
        return Failure::malformed(refusal);
    Station::set(station);
    return path;
}

Result<BattlePointer> BattleAccess::open(const QString &path)
{
    return Battle::open(path);
}

Result<BattlePointer> BattleAccess::openReadOnly(const QString &path)
{
    return Battle::open(path, Battle::OpenMode::ReadOnly);
}

Result<BattlePointer> BattleAccess::create(const QString &path, const QString &name,
                                           const NewBattle::Filler &fill)
{
    const QFileInfo info(path);
    if (!Battle::isServerAddress(path) && (info.exists() || info.isSymLink()))
        return Failure::failed(
            QCoreApplication::translate("Adc::BattleAccess",
                                        "%1: already exists; a new battle never overwrites a file")
                .arg(path));
    return fill ? NewBattle::create(path, name, fill) : Battle::create(path, name);
}

QString BattleAccess::placementRefusal(const Battle &battle, const UnitRecord &unit)
{
    return battle.placementRefusal(unit);
}

ActionOutcome BattleAccess::addUnits(Battle &battle, const QList<UnitRecord> &units)
{
    return battle.importUnits(units);
}

} // namespace Adc
