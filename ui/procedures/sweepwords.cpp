#include "ui/procedures/sweepwords.h"

#include "core/casualties/recovery.h"
#include "ui/procedures/proceduredialog.h"

namespace Adc {

QString SweepWords::smoke(const QString &reason)
{
    if (reason == QLatin1String("fired"))
        return tr("in smoke (fired)");
    if (reason == QLatin1String("moved"))
        return tr("clears (moved)");
    if (reason == QLatin1String("did-not-fire"))
        return tr("clears (did not fire)");
    return tr("changes");
}

QString SweepWords::blocked(const QStringList &reasons)
{
    QStringList words;
    for (const QString &reason : reasons) {
        if (reason == QLatin1String("moved"))
            words << tr("moved");
        else if (reason == QLatin1String("fired-upon"))
            words << tr("fired upon");
        else if (reason.startsWith(QLatin1String("enemy-within")))
            words << tr("enemy within %1\"").arg(Recovery::standard().enemyDistanceInches());
    }
    return tr("none: %1").arg(words.join(QLatin1String(", ")));
}

QString SweepWords::describe(const SweptUnit &swept)
{
    QStringList parts;
    if (!swept.smoke.isEmpty())
        parts << tr("smoke %1").arg(smoke(swept.smoke));
    if (swept.recovered > 0)
        parts << tr("recovers %1")
                     .arg(ProcedureDialog::counted(swept.recovered, tr("step"), tr("steps")));
    else if (!swept.recoveryBlockedBy.isEmpty())
        parts << tr("recovers %1").arg(blocked(swept.recoveryBlockedBy));
    if (swept.scrounged > 0)
        parts << tr("scrounges %1 AP").arg(swept.scrounged);
    return parts.join(QLatin1String("; "));
}

} // namespace Adc
