#include "core/model/featurerecord.h"

#include "core/terrain/terrainrules.h"
#include "core/terrain/townsight.h"

#include <QJsonValue>

namespace Adc {

QStringList FeatureRecord::kindNames()
{
    return { QStringLiteral("woods"),       QStringLiteral("bua"),     QStringLiteral("hill"),
             QStringLiteral("wooded-hill"), QStringLiteral("redoubt"), QStringLiteral("ltf") };
}

QStringList FeatureRecord::coverNames()
{
    return { QStringLiteral("none"), QStringLiteral("sparse"), QStringLiteral("light"),
             QStringLiteral("medium"), QStringLiteral("heavy") };
}

QStringList FeatureRecord::blockNames()
{
    return TownSight::standard().blockNames();
}

std::optional<Terrain> FeatureRecord::terrainOf(const QString &kind)
{
    if (kind == QLatin1String("ltf"))
        return std::nullopt;
    return terrainFromName(kind);
}

std::optional<int> FeatureRecord::defaultCapacity(const QString &kind)
{
    const std::optional<Terrain> terrain = terrainOf(kind);
    if (!terrain)
        return std::nullopt;
    return TerrainRules::standard().capacity(*terrain);
}

QJsonObject FeatureRecord::toJson() const
{
    return { { QStringLiteral("id"), id },
             { QStringLiteral("name"), name },
             { QStringLiteral("kind"), kind },
             { QStringLiteral("cover"), cover },
             { QStringLiteral("capacity"), capacity ? QJsonValue(*capacity) : QJsonValue() },
             { QStringLiteral("sort_order"), sortOrder },
             { QStringLiteral("block"), block.isEmpty() ? QJsonValue() : QJsonValue(block) } };
}

} // namespace Adc
