#include "battle/battleaccess.h"

#include "actions/placement.h"
#include "storage/battlefile.h"

#include <QFileInfo>
#include <QJsonArray>

namespace Adc {

namespace {

using BattlePointer = std::unique_ptr<Battle>;

Result<BattlePointer> opened(BattlePointer battle, const QString &error)
{
    if (!battle)
        return Failure { error };
    return battle;
}

QJsonArray unitObjects(const QList<UnitRecord> &units)
{
    QJsonArray objects;
    for (const UnitRecord &unit : units) {
        QJsonObject object = unit.toJson();
        object.remove(QStringLiteral("id"));
        objects.append(object);
    }
    return objects;
}

} // namespace

Result<QString> BattleAccess::path(const CommandArguments &arguments)
{
    const QString path = arguments.value(QStringLiteral("--db"));
    if (path.isEmpty())
        return Failure { QStringLiteral("--db: a battle file is needed (--db FILE)") };
    return path;
}

Result<BattlePointer> BattleAccess::open(const QString &path)
{
    QString error;
    BattlePointer battle = Battle::open(path, &error);
    return opened(std::move(battle), error);
}

Result<BattlePointer> BattleAccess::openReadOnly(const QString &path)
{
    QString error;
    BattlePointer battle = Battle::open(path, Battle::OpenMode::ReadOnly, &error);
    return opened(std::move(battle), error);
}

Result<BattlePointer> BattleAccess::create(const QString &path, const QString &name)
{
    const QFileInfo info(path);
    if (info.exists() || info.isSymLink())
        return Failure {
            QStringLiteral("%1: already exists; a new battle never overwrites a file").arg(path)
        };
    QString error;
    BattlePointer battle = Battle::create(path, name, &error);
    return opened(std::move(battle), error);
}

void BattleAccess::remove(BattlePointer battle, const QString &path)
{
    battle.reset();
    BattleFile::removeAll(path);
}

QString BattleAccess::placementRefusal(const Battle &battle, const UnitRecord &unit)
{
    return Placement::refusal(battle.database(), unit);
}

ActionOutcome BattleAccess::addUnits(Battle &battle, const QList<UnitRecord> &units)
{
    return battle.apply(QJsonObject { { QStringLiteral("action"), QStringLiteral("add-units") },
                                      { QStringLiteral("units"), unitObjects(units) } });
}

} // namespace Adc
