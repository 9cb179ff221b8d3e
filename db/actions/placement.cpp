#include "db/actions/placement.h"

#include "core/common/quote.h"

#include "core/terrain/terrainrules.h"
#include "db/tables/featuretable.h"

#include <QCoreApplication>

namespace Adc {

QString Placement::refusal(const QSqlDatabase &database, const UnitRecord &unit)
{
    const TerrainEntry entry = TerrainRules::standard().mayEnter(unit.arm, unit.terrain);
    if (!entry.allowed || !entry.occupies)
        return entry.reason.isEmpty()
            ? QCoreApplication::translate("Adc::Placement", "%1 may not be in %2")
                  .arg(toName(unit.arm), toName(unit.terrain))
            : entry.reason;
    if (unit.feature.isEmpty())
        return QString();

    FeatureTable features(database);
    const std::optional<FeatureRecord> feature = features.find(unit.feature);
    if (!feature)
        return QCoreApplication::translate("Adc::Placement", "there is no feature named %1")
            .arg(Quote::value(unit.feature));
    const std::optional<Terrain> terrain = FeatureRecord::terrainOf(feature->kind);
    if (terrain && *terrain != unit.terrain)
        return QCoreApplication::translate("Adc::Placement",
                                           "%1 is %2: a unit in it stands in %2, not %3")
            .arg(feature->name, feature->kind, toName(unit.terrain));
    if (feature->capacity) {
        QList<qint64> occupants = features.occupants(feature->id);
        occupants.removeAll(unit.id);
        if (occupants.size() >= *feature->capacity)
            return QCoreApplication::translate("Adc::Placement",
                                               "%1 holds %2 unit(s) and is full (unit %3 is in it)")
                .arg(feature->name, QString::number(*feature->capacity),
                     QString::number(occupants.first()));
    }
    return QString();
}

} // namespace Adc
