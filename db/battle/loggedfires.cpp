#include "db/battle/loggedfires.h"

#include <QJsonArray>

namespace Adc {

namespace {

int stepsOn(const QJsonObject &fire)
{
    return fire.value(QStringLiteral("target"))
        .toObject()
        .value(QStringLiteral("casualty_steps"))
        .toInt(fire.value(QStringLiteral("casualty_steps")).toInt());
}

QList<qint64> firersOf(const QJsonObject &fire)
{
    QList<qint64> ids;
    for (const QJsonValue &firer : fire.value(QStringLiteral("firers")).toArray())
        ids.append(firer.toObject().value(QStringLiteral("id")).toInteger());
    return ids;
}

} // namespace

int LoggedFires::Fire::stepsInflicted() const
{
    int steps = stepsOn(result);
    for (const QJsonValue &line : result.value(QStringLiteral("ricochet")).toArray())
        steps += stepsOn(line.toObject());
    return steps;
}

QList<LoggedFires::Fire> LoggedFires::of(const LogEntry &entry)
{
    QList<Fire> fires;
    if (entry.kind == QLatin1String("fire")) {
        Fire fire;
        fire.result = entry.result;
        fire.firers = firersOf(entry.result);
        if (fire.firers.isEmpty()) {
            for (const QJsonValue &id : entry.inputs.value(QStringLiteral("firers")).toArray())
                fire.firers.append(id.toInteger());
        }
        fire.target = entry.inputs.value(QStringLiteral("target")).toInteger();
        const QJsonValue range = entry.inputs.value(QStringLiteral("range"));
        if (range.isDouble())
            fire.range = range.toDouble();
        fire.shot = shotFromName(entry.inputs.value(QStringLiteral("shot")).toString())
                        .value_or(Shot::Ball);
        fires.append(fire);
    } else if (entry.kind == QLatin1String("charge")) {
        // The defender fires at the charger, with ball, in the same entry.
        const QJsonObject result = entry.result.value(QStringLiteral("fire")).toObject();
        if (result.isEmpty())
            return fires;
        Fire fire;
        fire.result = result;
        fire.firers = firersOf(result);
        if (fire.firers.isEmpty())
            fire.firers.append(entry.inputs.value(QStringLiteral("defender")).toInteger());
        fire.target = result.value(QStringLiteral("target"))
                          .toObject()
                          .value(QStringLiteral("id"))
                          .toInteger(entry.inputs.value(QStringLiteral("charger")).toInteger());
        const QJsonValue range = result.value(QStringLiteral("range"));
        if (range.isDouble())
            fire.range = range.toDouble();
        else if (entry.result.value(QStringLiteral("fires_at")).isDouble())
            fire.range = entry.result.value(QStringLiteral("fires_at")).toDouble();
        fire.inCharge = true;
        fires.append(fire);
    }
    return fires;
}

} // namespace Adc
