#pragma once

#include "core/common/vocabulary.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>

namespace Adc {

// A named terrain feature on the table: a wood, a BUA, a hill, a wooded hill,
// a redoubt or an LTF (stone wall, thick hedge, steep-banked stream), with the
// cover it gives a target (the scenario decides, seed 002: "The cover provided
// by the town is up to whoever sets up the scenario") and how many units it
// holds.
struct FeatureRecord
{
    qint64 id = 0;
    QString name;
    QString kind = QStringLiteral("woods");
    QString cover = QStringLiteral("none"); // none sparse light medium heavy
    std::optional<int> capacity; // no value: no limit
    int sortOrder = 0;
    // A BUA that is a town feature (seed 002, Fire At And In Town): "farm"
    // (a single-block farm) or "town" (one block of a multi-block town);
    // empty for any other feature.
    QString block;

    // woods bua hill wooded-hill redoubt ltf.
    static QStringList kindNames();
    // none sparse light medium heavy.
    static QStringList coverNames();
    // farm town (TownSight).
    static QStringList blockNames();
    // The terrain a unit in a feature of this kind stands in (an LTF is
    // defended from the open: no terrain of its own).
    static std::optional<Terrain> terrainOf(const QString &kind);
    // What the terrain rules let one area of the kind hold: one unit in a
    // small wood, a BUA area, a wooded hill or a redoubt (seed 001); no
    // limit on a hill or along an LTF.
    static std::optional<int> defaultCapacity(const QString &kind);

    QJsonObject toJson() const;
    bool operator==(const FeatureRecord &other) const
    {
        return id == other.id && name == other.name && kind == other.kind && cover == other.cover
            && capacity == other.capacity && sortOrder == other.sortOrder && block == other.block;
    }
};

} // namespace Adc
