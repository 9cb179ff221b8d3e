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

namespace {

// Why a unit could not recover, ", "-separated: "moved, fired upon".
QString sweepBlockReasons(const QStringList &reasons)
{
    QStringList words;
    for (const QString &reason : reasons) {
        if (reason == QLatin1String("moved"))
            words << SweepWords::tr("moved");
        else if (reason == QLatin1String("fired-upon"))
            words << SweepWords::tr("fired upon");
        else if (reason.startsWith(QLatin1String("enemy-within")))
            words << SweepWords::tr("enemy within %1\"")
                         .arg(Recovery::standard().enemyDistanceInches());
    }
    return words.join(QLatin1String(", "));
}

} // namespace

QString SweepWords::blocked(const QStringList &reasons)
{
    return tr("none: %1").arg(sweepBlockReasons(reasons));
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
        // Said whole, not "recovers" and "none" put together: French says
        // "ne récupère rien".
        parts << tr("recovers none: %1").arg(sweepBlockReasons(swept.recoveryBlockedBy));
    if (swept.scrounged > 0)
        parts << tr("scrounges %1 AP").arg(swept.scrounged);
    return parts.join(QLatin1String("; "));
}

QString SweepWords::listed(const QList<SweptUnit> &units)
{
    QString lines;
    for (const SweptUnit &swept : units) {
        if (swept.change.changes() && swept.reported())
            lines += QStringLiteral("<li><b>%1</b>: %2</li>")
                         .arg(swept.change.after.name.toHtmlEscaped(),
                              describe(swept).toHtmlEscaped());
    }
    return lines;
}

} // namespace Adc
