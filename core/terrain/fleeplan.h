#pragma once

#include "core/model/unitchange.h"

#include <QJsonObject>
#include <QString>

namespace Adc {

// What a shaken unit called on to flee does (seed 001): the refusal, or the
// result ("routed-in-place", "abandons-ltf", "flees"), the rule in words and
// the unit before and after.
struct FleePlan
{
    enum class Result { RoutedInPlace, AbandonsLtf, Flees };

    QString refusal;
    Result result = Result::Flees;
    QString words;
    UnitChange change;

    bool isRefused() const { return !refusal.isEmpty(); }
    static QString resultName(Result result)
    {
        switch (result) {
        case Result::RoutedInPlace:
            return QStringLiteral("routed-in-place");
        case Result::AbandonsLtf:
            return QStringLiteral("abandons-ltf");
        case Result::Flees:
            break;
        }
        return QStringLiteral("flees");
    }
    // {"refusal"} or {"result", "words"}.
    QJsonObject toJson() const
    {
        if (isRefused())
            return { { QStringLiteral("refusal"), refusal } };
        return { { QStringLiteral("result"), resultName(result) },
                 { QStringLiteral("words"), words } };
    }
};

} // namespace Adc
