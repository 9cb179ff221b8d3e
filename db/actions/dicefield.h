#pragma once

#include "core/common/result.h"
#include "core/dice/diceexpression.h"
#include "core/dice/diceroll.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <optional>

namespace Adc {

// Dice faces in a request: the faces the umpire threw at the table, or the
// ones the program rolled and wrote into the log, so that applying the
// logged action again gives the same answer, faces included.
class DiceField
{
public:
    static QJsonArray toJson(const QList<int> &faces);
    // An order's faces as one roll of the dice, or "FIELD: what is wrong";
    // none given gives nullopt.
    static Result<std::optional<DiceRoll>>
    check(const QString &field, const std::optional<QList<int>> &faces, const DiceExpression &dice);
};

} // namespace Adc
