#pragma once

#include "core/common/tablereader.h"

#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace Adc {

// A formation's cost of moving into a hex, on a road or off it
// (resources/rules/aor_movement.json).
struct AorMovementCost
{
    QString id;
    QString formation;
    double value = 0;

    // Reads the array object[key]: one cost a formation of formations, each
    // above 0, ids unique among ids (which gains them).
    static QList<AorMovementCost> listFromJson(const QJsonObject &object, const QString &key,
                                               const QStringList &formations, QSet<QString> *ids,
                                               TableReader &reader, const QString &entry);
};

} // namespace Adc
