#pragma once

// Shared by the fire tests: a fire request as a row's value, and the
// modifiers a result applied, written briefly.

#include "core/fire/firemodifier.h"
#include "core/fire/firemodifiers.h"
#include "core/fire/firerequest.h"

#include <QMetaType>
#include <QStringList>

Q_DECLARE_METATYPE(Adc::FireRequest)

namespace AdcTest {

// "id:value,id:value" for the modifiers in order.
inline QString modifiersText(const QList<Adc::FireModifier> &modifiers)
{
    QStringList parts;
    for (const Adc::FireModifier &modifier : modifiers)
        parts << QStringLiteral("%1:%2").arg(modifier.id).arg(modifier.value);
    return parts.join(QLatin1Char(','));
}

} // namespace AdcTest
