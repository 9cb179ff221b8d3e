#pragma once

#include "core/common/result.h"
#include "core/dice/diceexpression.h"

#include <QLabel>

namespace Adc {

// Under the dice tray's expression: a hint while it is empty, and where it
// does not read, the text with the offending character marked and why.
class ExpressionMessage : public QLabel
{
    Q_OBJECT

public:
    explicit ExpressionMessage(QWidget *parent = nullptr);

    // What to say about text, as parsed; nothing once it reads.
    void showFor(const QString &text, const Result<DiceExpression> &parsed);
};

} // namespace Adc
