#pragma once

#include "db/battle/loggedrolls.h"
#include "db/tables/logentry.h"

#include <QCoreApplication>
#include <QString>

namespace Adc {

// The rolls of the log in words, in the reader's language, as they fell:
// the log's list, the dice history and the after-action report show them so.
class RollText
{
    Q_DECLARE_TR_FUNCTIONS(Adc::RollText)

public:
    // A roll: "2d6: 3 + 5 = 8, rolled", "1d10: 7, typed", or "2d6: typed 7"
    // for a total typed without its dice; an old entry's roll, whose origin
    // is unknown, says neither.
    static QString rollText(const LoggedRolls::Roll &roll);
    // Its faces alone, as the report's column shows them: "3 + 5, typed",
    // "typed 7".
    static QString facesText(const LoggedRolls::Roll &roll);
    // What it was for: "fire die", "boxcars penalty", "discipline at 4\"",
    // a free roll's purpose.
    static QString rollFor(const LoggedRolls::Roll &roll);
    // Every roll of an entry, "fire die 1d10: 10, typed; boxcars penalty
    // 2d6: 3 + 5 = 8, typed"; empty for an entry without dice.
    static QString diceText(const LogEntry &entry);
};

} // namespace Adc
