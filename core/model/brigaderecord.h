#pragma once

#include <QJsonObject>
#include <QString>

namespace Adc {

// One brigade: its side, commander and place in the order of battle. Units
// of one brigade may pool their fire.
struct BrigadeRecord
{
    qint64 id = 0;
    QString side;
    QString name;
    QString commander;
    int sortOrder = 0;

    QJsonObject toJson() const
    {
        return { { QStringLiteral("id"), id },
                 { QStringLiteral("side"), side },
                 { QStringLiteral("name"), name },
                 { QStringLiteral("commander"), commander },
                 { QStringLiteral("sort_order"), sortOrder } };
    }
    bool operator==(const BrigadeRecord &other) const
    {
        return id == other.id && side == other.side && name == other.name
            && commander == other.commander && sortOrder == other.sortOrder;
    }
};

} // namespace Adc
