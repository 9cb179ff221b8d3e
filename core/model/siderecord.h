#pragma once

#include <QJsonObject>
#include <QString>

namespace Adc {

// One side of the battle (a belligerent), in the order sides take their
// initiative.
struct SideRecord
{
    qint64 id = 0;
    QString name;
    int sortOrder = 0;

    QJsonObject toJson() const
    {
        return { { QStringLiteral("id"), id },
                 { QStringLiteral("name"), name },
                 { QStringLiteral("sort_order"), sortOrder } };
    }
    bool operator==(const SideRecord &other) const
    {
        return id == other.id && name == other.name && sortOrder == other.sortOrder;
    }
};

} // namespace Adc
