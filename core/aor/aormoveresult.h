#pragma once

#include "core/aor/aormodifier.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Adc {

// The cost of one Age of Rifles move, with every line that made it.
struct AorMoveResult
{
    bool allowed = false;
    QString reason; // why not, when not allowed
    QString reasonId; // the table line that forbids it
    double cost = 0; // base plus every modifier; may be fractional
    QString baseId; // the standard, road or naval cost read
    double base = 0;
    bool road = false; // road movement was used
    QList<AorModifier> modifiers;
    QStringList notes;
    bool oneHexAlways = false;
    // "FIELD: what is wrong" when the request lacks what a line needs
    // (a mounted unit over a fence without movement_allowance): exit 2.
    QString inputError;

    // The answer of `adc rules move` (docs/contract.md).
    QJsonObject toJson() const;
};

} // namespace Adc
