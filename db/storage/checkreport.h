#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace Adc {

// What `adc check` and File → Check battle found: each check that passed and
// each problem, in words.
struct CheckReport
{
    QStringList checks;
    QStringList problems;

    bool ok() const { return problems.isEmpty(); }
    // {"ok": true, "checks": [...]} or {"ok": false, "problems": [...]}.
    QJsonObject toJson() const
    {
        if (ok())
            return { { QStringLiteral("ok"), true },
                     { QStringLiteral("checks"), QJsonArray::fromStringList(checks) } };
        return { { QStringLiteral("ok"), false },
                 { QStringLiteral("problems"), QJsonArray::fromStringList(problems) } };
    }
};

} // namespace Adc
