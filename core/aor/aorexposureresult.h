#pragma once

#include "core/aor/aormodifier.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Adc {

// A target's Age of Rifles optical cross section: the factor the raw
// lethality of fire is multiplied by, with every line that made it.
struct AorExposureResult
{
    bool allowed = false;
    QString reason; // why no factor, when not allowed
    QString reasonId;
    double factor = 0; // the product of factors, not rounded
    QList<AorModifier> factors; // the formation factor first, then each modifier line
    QString size; // small or large, when the factor depended on it
    QStringList notes;
    // "FIELD: what is wrong" when the request lacks what a line needs
    // (fire for an attack column, troops for a line) or names a scale the
    // table does not know: exit 2.
    QString inputError;

    // The answer of `adc rules exposure` (docs/contract.md).
    QJsonObject toJson() const;
};

} // namespace Adc
