#include "ui/procedures/firescene.h"

#include "core/fire/firepool.h"
#include "core/terrain/townsight.h"
#include "db/battle/battle.h"

namespace Adc {

FireScene::FireScene(const Battle &battle)
    : m_units(battle.units())
    , m_features(battle.features())
    , m_rulings(battle.rulings())
    , m_likely(battle.likelyUnits())
{
}

std::optional<UnitRecord> FireScene::unit(qint64 id) const
{
    for (const UnitRecord &unit : m_units) {
        if (unit.id == id)
            return unit;
    }
    return std::nullopt;
}

std::optional<FeatureRecord> FireScene::feature(qint64 id) const
{
    for (const FeatureRecord &feature : m_features) {
        if (id && feature.id == id)
            return feature;
    }
    return std::nullopt;
}

QList<UnitRecord> FireScene::brigadeOf(qint64 lead) const
{
    const std::optional<UnitRecord> first = unit(lead);
    return first ? FirePool::partners(*first, m_units) : QList<UnitRecord>();
}

QList<UnitRecord> FireScene::targetsFor(qint64 lead) const
{
    const std::optional<UnitRecord> firer = unit(lead);
    QList<UnitRecord> targets;
    for (const UnitRecord &other : m_units) {
        if (other.castings > 0 && (!firer || other.side != firer->side))
            targets.append(other);
    }
    return targets;
}

QList<FeatureRecord> FireScene::townBlocksFor(qint64 lead) const
{
    const std::optional<UnitRecord> firer = unit(lead);
    QList<FeatureRecord> blocks;
    for (const FeatureRecord &feature : m_features) {
        bool enemy = false;
        for (const UnitRecord &occupant : TownSight::occupants(feature, m_units))
            enemy = enemy || !firer || occupant.side != firer->side;
        if (!feature.block.isEmpty() && enemy)
            blocks.append(feature);
    }
    return blocks;
}

QList<UnitRecord> FireScene::occupantsOf(const FeatureRecord &feature) const
{
    return TownSight::occupants(feature, m_units);
}

} // namespace Adc
