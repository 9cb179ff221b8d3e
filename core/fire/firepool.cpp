#include "core/fire/firepool.h"

#include <QCoreApplication>

namespace Adc {

QString FirePool::refusal(const UnitRecord &lead, const UnitRecord &firer)
{
    // The planner's words, and its translations.
    if (firer.castings <= 0)
        return QCoreApplication::translate("Adc::FirePool", "%1 has no castings left")
            .arg(firer.name);
    if (firer.side != lead.side || firer.brigade != lead.brigade)
        return QCoreApplication::translate("Adc::FirePool",
                                           "pooled fire is for units of one brigade: "
                                           "%1 is of %2, %3 of %4")
            .arg(lead.name, lead.brigade, firer.name, firer.brigade);
    return QString();
}

QList<FirePool::Candidate> FirePool::candidates(const UnitRecord &lead,
                                                const QList<UnitRecord> &units)
{
    QList<Candidate> answers { { lead, refusal(lead, lead) } };
    for (const UnitRecord &other : units) {
        if (other.id != lead.id)
            answers.append({ other, refusal(lead, other) });
    }
    return answers;
}

QList<UnitRecord> FirePool::partners(const UnitRecord &lead, const QList<UnitRecord> &units)
{
    QList<UnitRecord> allowed { lead };
    for (const Candidate &candidate : candidates(lead, units)) {
        if (candidate.unit.id != lead.id && candidate.allowed())
            allowed.append(candidate.unit);
    }
    return allowed;
}

} // namespace Adc
