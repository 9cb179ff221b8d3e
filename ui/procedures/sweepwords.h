#pragma once

#include <QJsonArray>
#include <QString>

namespace Adc {

// The sweep's reasons in words: the answer keeps its ids ("did-not-fire",
// "fired-upon"), a person reads "clears (did not fire)", "fired upon".
class SweepWords
{
public:
    // The smoke reason of a sweep line: "in smoke (fired)", "clears (moved)"...
    static QString smoke(const QString &reason);
    // Why recovery is blocked: "none: moved, fired upon".
    static QString blocked(const QJsonArray &reasons);
};

} // namespace Adc
