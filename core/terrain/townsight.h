#pragma once

#include "core/common/tablereader.h"
#include "core/model/featurerecord.h"
#include "core/model/unitrecord.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace Adc {

// Fire at and in town (seed 002, resources/rules/towns.json): a town feature
// is a single-block farm or one block of a multi-block town. "In order to
// fire on troops in town, the firing unit must see them": a unit in a farm
// is seen within 1" of the edge, in a town block within 1/2"; a unit the
// umpire marked hidden is not seen. Ricochet fire at the block's edge runs
// through the whole block.
class TownSight
{
public:
    static std::optional<TownSight> fromJson(const QJsonObject &root, TableReader &reader);
    // The compiled-in table (":/rules/towns.json"), loaded once.
    static const TownSight &standard();

    // The blocks the table knows ("farm", "town"), in its order.
    QStringList blockNames() const;
    // How near the edge a unit of that block is seen, in inches; nullopt
    // for a block the table does not know.
    std::optional<double> seenWithin(const QString &block) const;
    // The seed's sentence for the block ("source").
    QString text(const QString &block) const;

    // Why the firers cannot see `target` in `feature` (hidden, or further
    // from the edge than the block lets them see), or an empty string when
    // they see it (also when the feature is no town block, or the umpire
    // has not measured the unit's distance from the edge).
    QString unseenReason(const UnitRecord &target, const FeatureRecord &feature) const;
    bool seen(const UnitRecord &target, const FeatureRecord &feature) const
    {
        return unseenReason(target, feature).isEmpty();
    }

    // Every unit of `units` occupying `feature`, seen or hidden: ricochet
    // at the block's edge "extends through the entire block".
    static QList<UnitRecord> occupants(const FeatureRecord &feature,
                                       const QList<UnitRecord> &units);

private:
    struct Block
    {
        QString id;
        double seenWithin = 0;
        QString text;
    };
    QList<Block> m_blocks;
};

} // namespace Adc
