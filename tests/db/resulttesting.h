#pragma once

// Results in tests: the value, or the reason in a string the test then
// checks (QVERIFY2(battle, qPrintable(error))).

#include "core/common/result.h"

#include <QString>
#include <utility>

namespace Adc::Fixture {

// The value, or an empty one with the reason in *reason.
template<typename T> T valueOf(Result<T> result, QString *reason)
{
    if (!result) {
        *reason = result.error();
        return T();
    }
    return std::move(*result);
}

// Whether it succeeded; the reason in *reason when not.
template<typename T> bool succeeded(const Result<T> &result, QString *reason)
{
    if (!result)
        *reason = result.error();
    return result.ok();
}

} // namespace Adc::Fixture
