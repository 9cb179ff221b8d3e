#include "procedures/sweepwords.h"

#include "casualties/recovery.h"

#include <QCoreApplication>
#include <QStringList>

namespace Adc {

namespace {

QString translated(const char *text)
{
    return QCoreApplication::translate("Adc::SweepWords", text);
}

} // namespace

QString SweepWords::smoke(const QString &reason)
{
    if (reason == QLatin1String("fired"))
        return translated("in smoke (fired)");
    if (reason == QLatin1String("moved"))
        return translated("clears (moved)");
    if (reason == QLatin1String("did-not-fire"))
        return translated("clears (did not fire)");
    return translated("changes");
}

QString SweepWords::blocked(const QJsonArray &reasons)
{
    QStringList words;
    for (const QJsonValue &value : reasons) {
        const QString reason = value.toString();
        if (reason == QLatin1String("moved"))
            words << translated("moved");
        else if (reason == QLatin1String("fired-upon"))
            words << translated("fired upon");
        else if (reason.startsWith(QLatin1String("enemy-within")))
            words
                << translated("enemy within %1\"").arg(Recovery::standard().enemyDistanceInches());
        else
            words << translated("blocked");
    }
    return translated("none: %1").arg(words.join(QLatin1String(", ")));
}

} // namespace Adc
