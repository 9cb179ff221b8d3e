#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace Adc {

// One Age of Rifles move into a hex (docs/contract.md `adc rules move`). Words are
// those of resources/rules/aor_movement.json's vocabulary.
struct AorMoveRequest
{
    QString formation; // may be empty for a naval unit
    bool road = false; // moving along the road, road hex to road hex
    QString roadType; // road, improved or sunken; empty is the table's default
    QStringList hex; // what the hex holds
    bool elevationChange = false;
    bool mounted = false;
    bool heavyEquipment = false;
    bool crewedWeapons = false;
    bool unlimberedArtillery = false;
    bool naval = false;
    bool smallVessel = false;
    QStringList conditions;
    std::optional<double> movementAllowance; // needed only where a cost is a fraction of it

    // The flag words the tables test, as the command line spells the fields.
    static QStringList flagNames()
    {
        return { QStringLiteral("mounted"),
                 QStringLiteral("heavy_equipment"),
                 QStringLiteral("crewed_weapons"),
                 QStringLiteral("elevation_change"),
                 QStringLiteral("unlimbered_artillery"),
                 QStringLiteral("small_vessel") };
    }
    // The flag words that hold for this request.
    QStringList flags() const
    {
        QStringList held;
        const bool values[] = { mounted,         heavyEquipment,      crewedWeapons,
                                elevationChange, unlimberedArtillery, smallVessel };
        const QStringList names = flagNames();
        for (int i = 0; i < names.size(); ++i) {
            if (values[i])
                held << names.at(i);
        }
        return held;
    }
};

} // namespace Adc
