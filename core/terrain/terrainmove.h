#pragma once

#include "core/common/vocabulary.h"

#include <QStringList>

namespace Adc {

// A move over the terrain page's ground (seed 001, docs/contract.md `adc rules
// terrain`): the arm, the terrain it leaves and the one it enters, what it
// crosses on the way, whether it keeps to a road, and whether it is cavalry
// charging routed infantry.
struct TerrainMove
{
    Arm arm = Arm::Infantry;
    Terrain from = Terrain::Open;
    Terrain to = Terrain::Open;
    bool acrossLtf = false;
    bool acrossRiver = false;
    bool atFord = false;
    bool atBridge = false;
    bool road = false;
    bool chargingRoutedInfantry = false;

    // The words of "across": ltf river ford bridge.
    static QStringList crossingNames()
    {
        return { QStringLiteral("ltf"), QStringLiteral("river"), QStringLiteral("ford"),
                 QStringLiteral("bridge") };
    }
    void setAcross(const QStringList &crossings)
    {
        acrossLtf = crossings.contains(QLatin1String("ltf"));
        acrossRiver = crossings.contains(QLatin1String("river"));
        atFord = crossings.contains(QLatin1String("ford"));
        atBridge = crossings.contains(QLatin1String("bridge"));
    }
    QStringList across() const
    {
        QStringList list;
        if (acrossLtf)
            list << QStringLiteral("ltf");
        if (acrossRiver)
            list << QStringLiteral("river");
        if (atFord)
            list << QStringLiteral("ford");
        if (atBridge)
            list << QStringLiteral("bridge");
        return list;
    }
};

} // namespace Adc
