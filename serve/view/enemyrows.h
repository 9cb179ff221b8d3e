#pragma once

#include "core/model/unitrecord.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Adc {

// The enemy units a side sees (EnemySight), as its page lists them: each
// unit's name, arm and formation, about how many castings it has, and a
// mark when it is routed or broken; nothing else of it.
class EnemyRows
{
    // Its words are the pages' own (and translated with them).
    Q_DECLARE_TR_FUNCTIONS(Adc::EnemyRows)

public:
    static QString html(const QList<UnitRecord> &seen);
    // "about 20 castings", "a few castings".
    static QString strength(int castings);
};

} // namespace Adc
