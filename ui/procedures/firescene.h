#pragma once

#include "core/common/rulings.h"
#include "core/model/featurerecord.h"
#include "core/model/unitrecord.h"
#include "core/turn/likelyunits.h"

#include <QList>
#include <optional>

namespace Adc {

class Battle;

// The battle as the fire dialog reads it: the units, terrain features and
// rulings a fire is judged by, the units the umpire most likely means, and
// who may fire with whom and at what. Read once and again after an action
// (FireRequestBuilder::refresh); the order built against it is the
// builder's.
class FireScene
{
public:
    FireScene() = default;
    explicit FireScene(const Battle &battle);

    const QList<UnitRecord> &units() const { return m_units; }
    const QList<FeatureRecord> &features() const { return m_features; }
    const Rulings &rulings() const { return m_rulings; }
    // The firers and targets the umpire most likely means, and the last range.
    const LikelyUnits &likely() const { return m_likely; }

    std::optional<UnitRecord> unit(qint64 id) const;
    std::optional<FeatureRecord> feature(qint64 id) const;
    // Units that may pool their fire with the lead (its side and brigade,
    // castings left), the lead first.
    QList<UnitRecord> brigadeOf(qint64 lead) const;
    // Units the lead may fire at (another side, castings left).
    QList<UnitRecord> targetsFor(qint64 lead) const;
    // Town blocks the lead may fire at: a farm or town block holding a unit
    // of another side.
    QList<FeatureRecord> townBlocksFor(qint64 lead) const;
    // Every unit in the feature, seen or hidden.
    QList<UnitRecord> occupantsOf(const FeatureRecord &feature) const;

private:
    QList<UnitRecord> m_units;
    QList<FeatureRecord> m_features;
    Rulings m_rulings;
    LikelyUnits m_likely;
};

} // namespace Adc
