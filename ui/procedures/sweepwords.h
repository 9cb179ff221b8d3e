#pragma once

#include "core/turn/sweptunit.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace Adc {

// The end-of-segment sweep of a unit in words, the same in the preview and
// in the result: why its smoke changed, why it could not recover.
class SweepWords
{
    Q_DECLARE_TR_FUNCTIONS(Adc::SweepWords)

public:
    // "in smoke (fired)", "clears (moved)", "clears (did not fire)".
    static QString smoke(const QString &reason);
    // "none: moved, fired upon".
    static QString blocked(const QStringList &reasons);
    // Everything the sweep does to the unit, "; "-separated; empty when
    // nothing shows.
    static QString describe(const SweptUnit &swept);
    // The units the sweep visibly changed, one HTML list item each ("<li>
    // <b>name</b>: what it did</li>"), as both ends (segment, turn) report
    // them; empty when none.
    static QString listed(const QList<SweptUnit> &units);
};

} // namespace Adc
