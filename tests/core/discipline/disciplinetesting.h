#pragma once

// Shared by the discipline tests: the situation as a row's value, and dice
// expressions written as text.

#include "core/common/vocabulary.h"
#include "core/dice/diceexpression.h"
#include "testfailure.h"

#include <QMetaType>

Q_DECLARE_METATYPE(Adc::DisciplineSituation)

namespace AdcTest {

// The expression; an empty one, and the test failed, when it does not parse.
inline Adc::DiceExpression parsed(const QString &text)
{
    const Adc::Result<Adc::DiceExpression> result = Adc::DiceExpression::parse(text);
    if (!result.ok()) {
        ADC_FAIL(result.error());
        return Adc::DiceExpression();
    }
    return *result;
}

} // namespace AdcTest
