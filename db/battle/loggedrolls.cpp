#include "db/battle/loggedrolls.h"

#include "core/ammunition/ammunition.h"
#include "core/fire/firechart.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace Adc {

namespace {

const QString kRolled = QStringLiteral("rolled");

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

// The dice fields of each kind of action, as its request gives them: each
// group holds one roll (a total, its faces) or a list of them.
QList<QStringList> diceGroups(const QString &kind)
{
    if (kind == QLatin1String("fire"))
        return { { QStringLiteral("die") },
                 { QStringLiteral("boxcars_roll"), QStringLiteral("boxcars_faces") },
                 { QStringLiteral("ricochet_dice") } };
    if (kind == QLatin1String("discipline"))
        return { { QStringLiteral("roll"), QStringLiteral("faces") } };
    if (kind == QLatin1String("charge"))
        return { { QStringLiteral("rolls"), QStringLiteral("faces") },
                 { QStringLiteral("fire_die") },
                 { QStringLiteral("fire_boxcars_faces") } };
    if (kind == QLatin1String("roll"))
        return { { QStringLiteral("faces") } };
    return {};
}

QStringList diceFields(const QString &kind)
{
    QStringList fields;
    for (const QStringList &group : diceGroups(kind))
        fields += group;
    return fields;
}

// How each die of an action came: given in the request, it was typed from
// the table unless the request's "rolled" names it (the window rolled it on
// screen) or the proposal accepted gave it as it stands (its side proposed
// it); left out, the program rolled it. Unknown for an old entry.
class Origins
{
public:
    Origins() = default;
    Origins(const QJsonObject &request, const QJsonObject &proposal)
        : m_known(true)
        , m_request(request)
        , m_proposal(proposal)
    {
        for (const QJsonValue &name : request.value(kRolled).toArray())
            m_rolled.insert(name.toString());
    }

    // A roll held whole by any of `fields` ("roll" and its "faces"): rolled
    // when a field is named, or one of its dice ("faces[0]").
    LoggedRolls::Origin of(const QStringList &fields) const
    {
        if (!m_known)
            return LoggedRolls::Origin::Unknown;
        bool given = false;
        bool rolled = false;
        bool proposed = true;
        for (const QString &field : fields) {
            const QJsonValue value = m_request.value(field);
            if (value.isUndefined() || value.isNull())
                continue;
            given = true;
            proposed = proposed && m_proposal.value(field) == value;
            rolled = rolled || m_rolled.contains(field)
                || std::any_of(m_rolled.cbegin(), m_rolled.cend(), [&](const QString &name) {
                         return name.startsWith(field + QLatin1Char('['));
                     });
        }
        return origin(given, rolled, proposed);
    }

    // The roll at `index` of list fields ("rolls" and their "faces").
    LoggedRolls::Origin at(const QStringList &fields, int index) const
    {
        if (!m_known)
            return LoggedRolls::Origin::Unknown;
        bool given = false;
        bool rolled = false;
        bool proposed = true;
        for (const QString &field : fields) {
            const QJsonValue item = itemOf(m_request.value(field), index);
            if (item.isUndefined() || item.isNull())
                continue;
            given = true;
            proposed = proposed && itemOf(m_proposal.value(field), index) == item;
            rolled = rolled || m_rolled.contains(field)
                || m_rolled.contains(QStringLiteral("%1[%2]").arg(field).arg(index));
        }
        return origin(given, rolled, proposed);
    }

private:
    static QJsonValue itemOf(const QJsonValue &value, int index)
    {
        return value.isArray() ? value.toArray().at(index) : (index == 0 ? value : QJsonValue());
    }

    static LoggedRolls::Origin origin(bool given, bool rolled, bool proposed)
    {
        if (!given || rolled)
            return LoggedRolls::Origin::Rolled;
        return proposed ? LoggedRolls::Origin::Proposed : LoggedRolls::Origin::Typed;
    }

    bool m_known = false;
    QJsonObject m_request;
    // The action a side proposed, for a proposal accepted; else empty.
    QJsonObject m_proposal;
    QSet<QString> m_rolled;
};

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
              const Origins &origins, QList<LoggedRolls::Roll> &rolls)
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
                                const QJsonObject &result, const Origins &origins)
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
        return derive(entry.kind, entry.inputs, entry.result, Origins());
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
    for (const Roll &roll : derive(kind, inputs, result, Origins(request, proposal)))
        array.append(roll.toJson());
    return array;
}

QString LoggedRolls::checkRolled(const QString &kind, const QJsonObject &action)
{
    const QJsonValue value = action.value(kRolled);
    if (value.isUndefined())
        return QString();
    if (!value.isArray())
        return QCoreApplication::translate("Adc::LoggedRolls", "expected a list of dice fields");
    static const QRegularExpression item(QStringLiteral("^([a-z_]+)(?:\\[(\\d+)\\])?$"));
    const QStringList fields = diceFields(kind);
    for (const QJsonValue &name : value.toArray()) {
        const QRegularExpressionMatch match = item.match(name.toString());
        const QString field = match.captured(1);
        const QJsonValue given = action.value(field);
        bool fits
            = match.hasMatch() && fields.contains(field) && !given.isUndefined() && !given.isNull();
        if (fits && !match.captured(2).isEmpty())
            fits = given.isArray() && match.captured(2).toInt() < given.toArray().size();
        if (!fits)
            return QCoreApplication::translate("Adc::LoggedRolls",
                                               "\"%1\" names no dice given in this action")
                .arg(name.isString() ? name.toString() : QStringLiteral("?"));
    }
    return QString();
}

QJsonObject LoggedRolls::withRolled(const QString &kind, const QJsonObject &request,
                                    const QJsonObject &inputs)
{
    QJsonArray rolled = request.value(kRolled).toArray();
    const auto given = [](const QJsonObject &object, const QString &field, int index) {
        const QJsonValue value = object.value(field);
        const QJsonValue item
            = value.isArray() ? value.toArray().at(index) : (index == 0 ? value : QJsonValue());
        return !item.isUndefined() && !item.isNull();
    };
    // A roll the inputs hold and the request did not give (neither its total
    // nor its faces): the program rolled it.
    for (const QStringList &group : diceGroups(kind)) {
        const auto held = std::find_if(group.begin(), group.end(), [&](const QString &field) {
            const QJsonValue value = inputs.value(field);
            return !value.isUndefined() && !value.isNull();
        });
        if (held == group.end())
            continue;
        const QString &first = *held;
        const QJsonValue filled = inputs.value(first);
        const int count = filled.isArray() ? int(filled.toArray().size()) : 1;
        for (int i = 0; i < count; ++i) {
            if (!given(inputs, first, i)
                || std::any_of(group.begin(), group.end(),
                               [&](const QString &field) { return given(request, field, i); }))
                continue;
            rolled.append(filled.isArray() ? QStringLiteral("%1[%2]").arg(first).arg(i) : first);
        }
    }
    QJsonObject kept = inputs;
    if (!rolled.isEmpty())
        kept.insert(kRolled, rolled);
    return kept;
}

} // namespace Adc
