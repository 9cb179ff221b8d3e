#include "db/battle/diceorigins.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

namespace Adc {

namespace {

const QString kRolled = QStringLiteral("rolled");

QStringList diceFields(const QString &kind)
{
    QStringList fields;
    for (const QStringList &group : DiceOrigins::groups(kind))
        fields += group;
    return fields;
}

} // namespace

DiceOrigins::DiceOrigins(const QJsonObject &request, const QJsonObject &proposal)
    : m_known(true)
    , m_request(request)
    , m_proposal(proposal)
{
    for (const QJsonValue &name : request.value(kRolled).toArray())
        m_rolled.insert(name.toString());
}

LoggedRolls::Origin DiceOrigins::of(const QStringList &fields) const
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

LoggedRolls::Origin DiceOrigins::at(const QStringList &fields, int index) const
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

QJsonValue DiceOrigins::itemOf(const QJsonValue &value, int index)
{
    return value.isArray() ? value.toArray().at(index) : (index == 0 ? value : QJsonValue());
}

LoggedRolls::Origin DiceOrigins::origin(bool given, bool rolled, bool proposed)
{
    if (!given || rolled)
        return LoggedRolls::Origin::Rolled;
    return proposed ? LoggedRolls::Origin::Proposed : LoggedRolls::Origin::Typed;
}

QList<QStringList> DiceOrigins::groups(const QString &kind)
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

QString DiceOrigins::check(const QString &kind, const QJsonObject &action)
{
    const QJsonValue value = action.value(kRolled);
    if (value.isUndefined())
        return QString();
    if (!value.isArray())
        return QCoreApplication::translate("Adc::DiceOrigins", "expected a list of dice fields");
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
            return QCoreApplication::translate("Adc::DiceOrigins",
                                               "\"%1\" names no dice given in this action")
                .arg(name.isString() ? name.toString() : QStringLiteral("?"));
    }
    return QString();
}

QJsonObject DiceOrigins::withRolled(const QString &kind, const QJsonObject &request,
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
    for (const QStringList &group : DiceOrigins::groups(kind)) {
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
