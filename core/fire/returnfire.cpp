#include "core/fire/returnfire.h"

#include "core/common/vocabularytext.h"
#include "core/fire/fireplanner.h"

#include <QCoreApplication>

namespace Adc {

QString ReturnFire::refusal(const UnitRecord &target, const UnitRecord &lead, double range,
                            const QList<FeatureRecord> &features, const Rulings &rulings)
{
    if (target.arm != Arm::Infantry)
        return QCoreApplication::translate("Adc::ReturnFire",
                                           "%1 is %2: fire discipline is rolled by infantry.")
            .arg(target.name, VocabularyText::text(target.arm));
    if (target.castings <= 0)
        return QCoreApplication::translate("Adc::ReturnFire", "%1 has no castings left.")
            .arg(target.name);
    if (target.ap < 1)
        return QCoreApplication::translate("Adc::ReturnFire",
                                           "%1 has no AP left to return the fire.")
            .arg(target.name);

    // The target's own fire at the lead firer, as the rules would read it.
    FireOrder back;
    back.firers = { target.id };
    back.target = lead.id;
    back.range = range;
    const FirePlan returned = FirePlanner::plan(back, { target, lead }, features, rulings);
    if (returned.ready())
        return QString();
    // One arg() call, so a name holding "%1" stays as it is.
    return QCoreApplication::translate("Adc::ReturnFire", "%1 cannot return the fire: %2")
        .arg(target.name, returned.reason);
}

} // namespace Adc
