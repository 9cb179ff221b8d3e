#include "db/battle/loggedrolls.h"

#include "db/battle/diceorigins.h"

#include "core/ammunition/ammunition.h"
#include "core/fire/firechart.h"

namespace Adc {

namespace {

QList<int> intsOf(const QJsonValue &value)
{
    QList<int> numbers;
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            numbers.append(item.toInt());
    } else if (value.isDouble()) {
        numbers.append(value.toInt());
    }
    return numbers;
}

QJsonArray intsJson(const QList<int> &numbers)
{
    QJsonArray array;
    for (int number : numbers)
        array.append(number);
    return array;
}

// The dice fields of a fire, as a fire action or a charge names them.
struct FireFields
{
    QString die;
    QStringList boxcars;
    QString ricochet;
};

// A fire's die, each firer's boxcars penalty and its ricochet dice, from
// the fire's result (the fire action's, or a charge's "fire").
void readFire(const QJsonObject &fire, const QJsonObject &inputs, const FireFields &fields,
              const DiceOrigins &origins, QList<LoggedRolls::Roll> &rolls)
{
    const QJsonArray firers = fire.value(QStringLiteral("firers")).toArray();
    const qint64 lead = firers.isEmpty()
        ? inputs.value(QStringLiteral("firers")).toArray().at(0).toInteger()
        : firers.first().toObject().value(QStringLiteral("id")).toInteger();
    const QJsonValue die = inputs.value(fields.die).isDouble() ? inputs.value(fields.die)
                                                               : fire.value(QStringLiteral("die"));
    if (!die.isDouble())
        return;
    LoggedRolls::Roll roll;
    roll.role = QStringLiteral("fire");
    roll.unit = lead;
    roll.dice = QStringLiteral("1d%1").arg(FireChart::standard().dieFaces());
    roll.total = die.toInt();
    roll.faces = { roll.total };
    roll.origin = origins.of({ fields.die });
    rolls.append(roll);
    for (int i = 0; i < firers.size(); ++i) {
        const QJsonObject firer = firers.at(i).toObject();
        if (!firer.contains(QStringLiteral("boxcars_roll")))
            continue;
        LoggedRolls::Roll penalty;
        penalty.role = QStringLiteral("boxcars");
        penalty.unit = firer.value(QStringLiteral("id")).toInteger();
        penalty.dice = Ammunition::standard().boxcarsDice();
        penalty.total = firer.value(QStringLiteral("boxcars_roll")).toInt();
        penalty.faces = intsOf(firer.value(QStringLiteral("boxcars_faces")));
        penalty.origin = origins.at(fields.boxcars, i);
        rolls.append(penalty);
    }
    if (fields.ricochet.isEmpty())
        return;
    const QList<int> dice = intsOf(inputs.value(fields.ricochet));
    const QJsonArray lines = fire.value(QStringLiteral("ricochet")).toArray();
    for (int i = 0; i < dice.size(); ++i) {
        LoggedRolls::Roll again = roll;
        again.role = QStringLiteral("ricochet");
        again.target = lines.at(i)
                           .toObject()
                           .value(QStringLiteral("target"))
                           .toObject()
                           .value(QStringLiteral("id"))
                           .toInteger();
        again.total = dice.at(i);
        again.faces = { again.total };
        again.origin = origins.at({ fields.ricochet }, i);
        rolls.append(again);
    }
}

QList<LoggedRolls::Roll> derive(const QString &kind, const QJsonObject &inputs,
                                const QJsonObject &result, const DiceOrigins &origins)
{
    QList<LoggedRolls::Roll> rolls;
    if (kind == QLatin1String("fire")) {
        readFire(result, inputs,
                 { QStringLiteral("die"),
                   { QStringLiteral("boxcars_roll"), QStringLiteral("boxcars_faces") },
                   QStringLiteral("ricochet_dice") },
                 origins, rolls);
    } else if (kind == QLatin1String("discipline")) {
        if (!result.value(QStringLiteral("roll")).isDouble())
            return rolls;
        LoggedRolls::Roll roll;
        roll.role = QStringLiteral("discipline");
        roll.unit = result.value(QStringLiteral("unit")).toInteger();
        roll.dice = result.value(QStringLiteral("dice")).toString();
        roll.faces = intsOf(result.value(QStringLiteral("faces")));
        roll.total = result.value(QStringLiteral("roll")).toInt();
        roll.origin = origins.of({ QStringLiteral("roll"), QStringLiteral("faces") });
        rolls.append(roll);
    } else if (kind == QLatin1String("charge")) {
        const qint64 defender = inputs.value(QStringLiteral("defender")).toInteger();
        const QJsonArray steps = result.value(QStringLiteral("steps")).toArray();
        for (int i = 0; i < steps.size(); ++i) {
            const QJsonObject step = steps.at(i).toObject();
            LoggedRolls::Roll roll;
            roll.role = QStringLiteral("discipline");
            roll.unit = defender;
            roll.distance = step.value(QStringLiteral("distance")).toInt();
            roll.dice = result.value(QStringLiteral("dice")).toString();
            roll.faces = intsOf(step.value(QStringLiteral("faces")));
            roll.total = step.value(QStringLiteral("roll")).toInt();
            roll.origin = origins.at({ QStringLiteral("rolls"), QStringLiteral("faces") }, i);
            rolls.append(roll);
        }
        const QJsonObject fire = result.value(QStringLiteral("fire")).toObject();
        if (!fire.isEmpty())
            readFire(fire, inputs,
                     { QStringLiteral("fire_die"), { QStringLiteral("fire_boxcars_faces") }, {} },
                     origins, rolls);
    } else if (kind == QLatin1String("roll")) {
        LoggedRolls::Roll roll;
        roll.role = QStringLiteral("roll");
        roll.purpose = result.value(QStringLiteral("purpose")).toString();
        roll.dice = result.value(QStringLiteral("dice")).toString();
        roll.faces = intsOf(inputs.value(QStringLiteral("faces")));
        roll.total = result.value(QStringLiteral("total")).toInt();
        roll.origin = origins.of({ QStringLiteral("faces") });
        rolls.append(roll);
    }
    return rolls;
}

} // namespace

QString LoggedRolls::originName(Origin origin)
{
    switch (origin) {
    case Origin::Rolled:
        return QStringLiteral("rolled");
    case Origin::Typed:
        return QStringLiteral("typed");
    case Origin::Proposed:
        return QStringLiteral("proposed");
    case Origin::Unknown:
        break;
    }
    return QString();
}

QJsonObject LoggedRolls::Roll::toJson() const
{
    QJsonObject object { { QStringLiteral("for"), role } };
    if (unit != 0)
        object.insert(QStringLiteral("unit"), unit);
    if (target != 0)
        object.insert(QStringLiteral("target"), target);
    if (distance != 0)
        object.insert(QStringLiteral("distance"), distance);
    if (!purpose.isEmpty())
        object.insert(QStringLiteral("purpose"), purpose);
    object.insert(QStringLiteral("dice"), dice);
    object.insert(QStringLiteral("faces"), intsJson(faces));
    object.insert(QStringLiteral("total"), total);
    if (origin != Origin::Unknown)
        object.insert(QStringLiteral("origin"), originName(origin));
    return object;
}

LoggedRolls::Roll LoggedRolls::Roll::fromJson(const QJsonObject &object)
{
    Roll roll;
    roll.role = object.value(QStringLiteral("for")).toString();
    roll.unit = object.value(QStringLiteral("unit")).toInteger();
    roll.target = object.value(QStringLiteral("target")).toInteger();
    roll.distance = object.value(QStringLiteral("distance")).toInt();
    roll.purpose = object.value(QStringLiteral("purpose")).toString();
    roll.dice = object.value(QStringLiteral("dice")).toString();
    roll.faces = intsOf(object.value(QStringLiteral("faces")));
    roll.total = object.value(QStringLiteral("total")).toInt();
    const QString origin = object.value(QStringLiteral("origin")).toString();
    roll.origin = origin == QLatin1String("rolled") ? Origin::Rolled
        : origin == QLatin1String("typed")          ? Origin::Typed
        : origin == QLatin1String("proposed")       ? Origin::Proposed
                                                    : Origin::Unknown;
    return roll;
}

QList<LoggedRolls::Roll> LoggedRolls::of(const LogEntry &entry)
{
    const QJsonValue kept = entry.result.value(QStringLiteral("dice_rolls"));
    if (!kept.isArray())
        return derive(entry.kind, entry.inputs, entry.result, DiceOrigins());
    QList<Roll> rolls;
    for (const QJsonValue &value : kept.toArray())
        rolls.append(Roll::fromJson(value.toObject()));
    return rolls;
}

QJsonArray LoggedRolls::record(const QString &kind, const QJsonObject &request,
                               const QJsonObject &inputs, const QJsonObject &result,
                               const QJsonObject &proposal)
{
    QJsonArray array;
    for (const Roll &roll : derive(kind, inputs, result, DiceOrigins(request, proposal)))
        array.append(roll.toJson());
    return array;
}

QString LoggedRolls::checkRolled(const QString &kind, const QJsonObject &action)
{
    return DiceOrigins::check(kind, action);
}

QJsonObject LoggedRolls::withRolled(const QString &kind, const QJsonObject &request,
                                    const QJsonObject &inputs)
{
    return DiceOrigins::withRolled(kind, request, inputs);
}

} // namespace Adc
