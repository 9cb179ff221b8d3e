#pragma once

#include "core/common/vocabulary.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>

namespace Adc {

// What a fire discipline roll read on the chart (seed 002, Fire Discipline):
// the cell's result, its range, and the row and column it was read from.
struct DisciplineResult
{
    // free: the unit does as ordered. fire: it fires (during approach when
    // the enemy is within range). firefight: it enters firefight status.
    enum class Kind { Free, Fire, Firefight };

    Kind kind = Kind::Free;
    // Inches for "N\" fire" and "N\" FF"; none for free and for the
    // firefight column's cells. Range only matters during approach fire.
    std::optional<int> range;
    // The chart row read: "10+", "9" ... "3", "2-".
    QString row;
    // The roll as given, before rolls above 10 or below 2 were read as 10+ / 2-.
    int roll = 0;
    DisciplineSituation situation = DisciplineSituation::Normal;

    bool isFree() const { return kind == Kind::Free; }
    bool entersFirefight() const { return kind == Kind::Firefight; }

    // "free", "fire", "firefight" (docs/contract.md).
    static QString kindName(Kind kind);
    static std::optional<Kind> kindFromName(const QString &name);
    static QStringList kindNames();
    // The cell as the chart spells it: "free", "1\" fire", "fire", "4\" FF", "FF".
    static QString cellText(Kind kind, std::optional<int> range);
    QString cellText() const { return cellText(kind, range); }

    // The result as the discipline action answers it ({"roll", "row",
    // "result", "range", "situation"}, docs/contract.md), typed again.
    static DisciplineResult fromAnswer(const QJsonObject &answer);
};

} // namespace Adc
