#pragma once

#include <QString>

namespace Adc::MessageStyle {

// A message's colour by what it says, the same in every panel.
inline QString error()
{
    return QStringLiteral("color: #b0241b;");
}

inline QString done()
{
    return QStringLiteral("color: #1e6b30;");
}

} // namespace Adc::MessageStyle
