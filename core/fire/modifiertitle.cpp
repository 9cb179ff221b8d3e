#include "core/fire/modifiertitle.h"

#include "core/common/ruletext.h"
#include "core/fire/firemodifiers.h"

namespace Adc {

QString ModifierTitle::text(const QString &id)
{
    if (id.startsWith(QLatin1String("range-")))
        return tr("Range: %1 band").arg(RuleText::text(id.mid(6)));
    if (id == QLatin1String("ap-2"))
        return tr("Additional ammo point (2 AP)");
    if (id.startsWith(QLatin1String("rate-of-fire-")))
        return tr("%1 AP rate of fire").arg(id.mid(13));
    const FireModifiers &modifiers = FireModifiers::standard();
    const int index = modifiers.indexOf(id);
    return index >= 0 ? RuleText::text(modifiers.rule(index).title) : RuleText::words(id);
}

} // namespace Adc
