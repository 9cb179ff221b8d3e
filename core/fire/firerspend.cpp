#include "core/fire/firerspend.h"

#include <QJsonArray>

namespace Adc {

QJsonObject FirerSpend::toJson() const
{
    QJsonObject line { { QStringLiteral("id"), id },
                       { QStringLiteral("ap_spent"), apSpent },
                       { QStringLiteral("ap_left"), apLeft } };
    if (boxcarsRoll) {
        if (!boxcarsFaces.isEmpty()) {
            QJsonArray faces;
            for (int face : boxcarsFaces)
                faces.append(face);
            line.insert(QStringLiteral("boxcars_faces"), faces);
        }
        line.insert(QStringLiteral("boxcars_roll"), *boxcarsRoll);
        line.insert(QStringLiteral("extra_ap"), extraAp);
    }
    return line;
}

} // namespace Adc
