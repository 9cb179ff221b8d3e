#include "db/actions/sweepfacts.h"

#include "core/turn/sweepderivation.h"
#include "db/tables/logtable.h"
#include "db/tables/unittable.h"

#include <QHash>
#include <QJsonArray>

namespace Adc {

namespace {

SweepFact fireFact(const QJsonObject &inputs, const QJsonObject &result)
{
    SweepFact fact;
    fact.kind = SweepFact::Kind::Fire;
    for (const QJsonValue &firer : inputs.value(QStringLiteral("firers")).toArray())
        fact.actors.append(firer.toInteger());
    fact.target = inputs.value(QStringLiteral("target")).toInteger();
    const QJsonValue range = inputs.value(QStringLiteral("range"));
    if (range.isDouble())
        fact.range = range.toDouble();
    // Ricochet as a list of ids (no distance: counted at the target's range)
    // or of {"unit", "distance"}.
    for (const QJsonValue &value : inputs.value(QStringLiteral("ricochet")).toArray()) {
        if (value.isObject())
            fact.ricochet.append({ value.toObject().value(QStringLiteral("unit")).toInteger(),
                                   value.toObject().value(QStringLiteral("distance")).toDouble() });
        else
            fact.ricochet.append({ value.toInteger(), 0.0 });
    }
    // At a town block's edge the occupants were found when it was fired:
    // the result names each, fired upon at the edge's range.
    if (inputs.contains(QStringLiteral("target_feature"))) {
        for (const QJsonValue &line : result.value(QStringLiteral("ricochet")).toArray()) {
            const qint64 id = line.toObject()
                                  .value(QStringLiteral("target"))
                                  .toObject()
                                  .value(QStringLiteral("id"))
                                  .toInteger();
            if (id != 0)
                fact.ricochet.append({ id, 0.0 });
        }
    }
    return fact;
}

// A charge repulsed sends the charger back, one retiring the defender:
// their contact ends there. 0 when neither goes back.
qint64 movedBack(const SweepFact &charge, const QJsonObject &inputs)
{
    const QString outcome = inputs.value(QStringLiteral("outcome")).toString();
    if (outcome == QLatin1String("repulsed"))
        return charge.actors.value(0);
    if (outcome == QLatin1String("retires"))
        return charge.target;
    return 0;
}

} // namespace

QList<SweepFact> SweepFacts::read(const QSqlDatabase &database)
{
    QList<SweepFact> facts;
    const QList<LogEntry> entries = LogTable(database).ofKinds(
        { QStringLiteral("fire"), QStringLiteral("move"), QStringLiteral("flee"),
          QStringLiteral("charge"), QStringLiteral("charge-outcome") });
    QHash<qint64, SweepFact> charges;
    for (const LogEntry &entry : entries) {
        SweepFact fact;
        if (entry.kind == QLatin1String("charge-outcome")) {
            // The outcome of an earlier charge: the unit it sends back moves.
            const SweepFact charge
                = charges.value(entry.inputs.value(QStringLiteral("charge")).toInteger());
            fact.kind = SweepFact::Kind::Move;
            fact.actors.append(movedBack(charge, entry.inputs));
        } else if (entry.kind == QLatin1String("fire")) {
            fact = fireFact(entry.inputs, entry.result);
        } else if (entry.kind == QLatin1String("move") || entry.kind == QLatin1String("flee")) {
            fact.kind = SweepFact::Kind::Move;
            fact.actors.append(entry.inputs.value(QStringLiteral("unit")).toInteger());
        } else {
            fact.kind = SweepFact::Kind::Charge;
            const qint64 charger = entry.inputs.value(QStringLiteral("charger")).toInteger();
            if (charger != 0)
                fact.actors.append(charger);
            fact.target = entry.inputs.value(QStringLiteral("defender")).toInteger();
            fact.movedAfter = movedBack(fact, entry.inputs);
            charges.insert(entry.id, fact);
        }
        fact.entry = entry.id;
        fact.turn = entry.turn;
        fact.segment = entry.segment;
        facts.append(fact);
    }
    return facts;
}

SweepEvidence SweepFacts::evidence(const QSqlDatabase &database, const Clock &clock)
{
    return SweepDerivation::derive(read(database), UnitTable(database).all(), clock);
}

} // namespace Adc
