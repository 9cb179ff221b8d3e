#pragma once

#include "core/common/result.h"

#include <QSqlDatabase>

namespace Adc {

// Copies every row of a battle (its state, its log with the row images,
// the undone and redo flags and the hash chain) from one connection to
// another, whichever engines they are: the target is a battle just made,
// at the same schema version, whose first rows are replaced. One
// transaction on the target; nothing of it is written on failure.
class BattleCopy
{
public:
    static Result<void> rows(const QSqlDatabase &from, const QSqlDatabase &to);
};

} // namespace Adc
