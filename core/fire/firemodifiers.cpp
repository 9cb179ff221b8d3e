#include "fire/firemodifiers.h"

#include "common/rulings.h"
#include "common/tablereader.h"
#include "common/vocabularytext.h"

#include <QCoreApplication>
#include <QSet>

namespace Adc {

namespace {
const QStringList &groups()
{
    static const QStringList names { QStringLiteral("small-arms"),   QStringLiteral("artillery"),
                                     QStringLiteral("firer-moving"), QStringLiteral("firer-morale"),
                                     QStringLiteral("firer-smoke"),  QStringLiteral("target-cover"),
                                     QStringLiteral("target") };
    return names;
}

const QSet<QString> &ruleKeys()
{
    static const QSet<QString> keys {
        QStringLiteral("id"),
        QStringLiteral("group"),
        QStringLiteral("about"),
        QStringLiteral("title"),
        QStringLiteral("source"),
        QStringLiteral("value"),
        QStringLiteral("values_by_shot"),
        QStringLiteral("ruling"),
        QStringLiteral("arms"),
        QStringLiteral("other_arms"),
        QStringLiteral("other_arms_reason"),
        QStringLiteral("shots"),
        QStringLiteral("other_shots_reason"),
        QStringLiteral("forbids"),
        QStringLiteral("reason"),
        QStringLiteral("exclusive"),
        QStringLiteral("ap_limit"),
        QStringLiteral("suspends_boxcars"),
        QStringLiteral("reach"),
        QStringLiteral("spends_ap"),
    };
    return keys;
}

// A list of vocabulary names as a bit set; an empty, unknown or repeated
// name is an error.
template<typename Enum>
unsigned nameBits(TableReader &reader, const QJsonObject &object, const QString &key,
                  const QString &entry, std::optional<Enum> (*fromName)(const QString &),
                  const QStringList &names)
{
    const QJsonArray list = reader.array(object, key, entry);
    if (!reader.ok())
        return 0;
    if (list.isEmpty()) {
        reader.fail(entry + QLatin1Char('.') + key, QStringLiteral("expected at least one name"));
        return 0;
    }
    unsigned bits = 0;
    for (int i = 0; i < list.size(); ++i) {
        const QString at = QStringLiteral("%1.%2[%3]").arg(entry, key).arg(i);
        const std::optional<Enum> value
            = list.at(i).isString() ? fromName(list.at(i).toString()) : std::nullopt;
        if (!value) {
            reader.fail(at,
                        QStringLiteral("expected one of %1").arg(names.join(QLatin1String(", "))));
            return 0;
        }
        const unsigned bit = 1u << static_cast<unsigned>(*value);
        if (bits & bit) {
            reader.fail(at, QStringLiteral("\"%1\" is listed twice").arg(list.at(i).toString()));
            return 0;
        }
        bits |= bit;
    }
    return bits;
}

QString optionalString(TableReader &reader, const QJsonObject &object, const QString &key,
                       const QString &entry)
{
    return object.contains(key) ? reader.string(object, key, entry) : QString();
}
} // namespace

int FireModifiers::Rule::valueFor(Shot shot, const Rulings &rulings) const
{
    switch (valueKind) {
    case ValueKind::Fixed:
        return value;
    case ValueKind::ByShot:
        return shot == Shot::Canister ? canisterValue : ballValue;
    case ValueKind::Ruling:
        return rulings.value(ruling).toInt();
    }
    return value;
}

QString FireModifiers::armsText(unsigned arms)
{
    QStringList names;
    for (const QString &name : armNames()) {
        const Arm arm = *armFromName(name);
        if (arms & (1u << static_cast<unsigned>(arm)))
            names << VocabularyText::text(arm);
    }
    if (names.size() < 2)
        return names.join(QString());
    const QString last = names.takeLast();
    return QCoreApplication::translate("FireModifiers", "%1 and %2")
        .arg(names.join(QLatin1String(", ")), last);
}

namespace {

using Rule = FireModifiers::Rule;

// The value: a number, one per shot, or an umpire's ruling.
bool readValue(Rule *rule, const QJsonObject &object, TableReader &reader, const QString &entry)
{
    const int kinds = int(object.contains(QStringLiteral("value")))
        + int(object.contains(QStringLiteral("values_by_shot")))
        + int(object.contains(QStringLiteral("ruling")));
    if (kinds != 1)
        return reader.fail(entry + QStringLiteral(".value"),
                           QStringLiteral("give exactly one of value, values_by_shot, ruling"));
    if (object.contains(QStringLiteral("value"))) {
        rule->valueKind = Rule::ValueKind::Fixed;
        rule->value = reader.integer(object, QStringLiteral("value"), entry);
    } else if (object.contains(QStringLiteral("values_by_shot"))) {
        rule->valueKind = Rule::ValueKind::ByShot;
        const QString at = entry + QStringLiteral(".values_by_shot");
        const QJsonObject values = reader.object(object, QStringLiteral("values_by_shot"), entry);
        rule->ballValue = reader.integer(values, QStringLiteral("ball"), at);
        rule->canisterValue = reader.integer(values, QStringLiteral("canister"), at);
        if (reader.ok() && values.size() != 2)
            return reader.fail(at, QStringLiteral("expected exactly ball and canister"));
    } else {
        rule->valueKind = Rule::ValueKind::Ruling;
        rule->ruling = reader.string(object, QStringLiteral("ruling"), entry);
        if (reader.ok() && !Rulings().value(rule->ruling).isDouble())
            return reader.fail(entry + QStringLiteral(".ruling"),
                               QStringLiteral("\"%1\" is not a numeric ruling").arg(rule->ruling));
    }
    return reader.ok();
}

// The arms and shots it concerns, and whether it forbids fire.
bool readScope(Rule *rule, const QJsonObject &object, TableReader &reader, const QString &entry)
{
    rule->arms
        = nameBits<Arm>(reader, object, QStringLiteral("arms"), entry, armFromName, armNames());
    if (!reader.ok())
        return false;
    const QString otherArms = object.contains(QStringLiteral("other_arms"))
        ? reader.string(object, QStringLiteral("other_arms"), entry)
        : QStringLiteral("ignore");
    if (!reader.ok())
        return false;
    if (otherArms != QLatin1String("ignore") && otherArms != QLatin1String("forbid"))
        return reader.fail(entry + QStringLiteral(".other_arms"),
                           QStringLiteral("expected ignore or forbid"));
    rule->forbidsOtherArms = otherArms == QLatin1String("forbid");
    if (rule->forbidsOtherArms) {
        rule->otherArmsReason = reader.string(object, QStringLiteral("other_arms_reason"), entry);
        if (!reader.ok())
            return false;
    }
    if (object.contains(QStringLiteral("shots"))) {
        rule->shots = nameBits<Shot>(reader, object, QStringLiteral("shots"), entry, shotFromName,
                                     shotNames());
        if (reader.ok() && rule->shots != 3u)
            rule->otherShotsReason
                = reader.string(object, QStringLiteral("other_shots_reason"), entry);
        if (!reader.ok())
            return false;
    }
    if (object.contains(QStringLiteral("forbids"))) {
        rule->forbids = reader.boolean(object, QStringLiteral("forbids"), entry);
        if (reader.ok() && rule->forbids)
            rule->reason = reader.string(object, QStringLiteral("reason"), entry);
    }
    return reader.ok();
}

// Its exclusive group, AP limit, boxcars, AP spent and reach.
bool readExtras(Rule *rule, const QJsonObject &object, TableReader &reader, const QString &entry)
{
    rule->exclusive = optionalString(reader, object, QStringLiteral("exclusive"), entry);
    if (object.contains(QStringLiteral("ap_limit"))) {
        rule->apLimit = reader.integer(object, QStringLiteral("ap_limit"), entry);
        if (reader.ok() && rule->apLimit < 1)
            return reader.fail(entry + QStringLiteral(".ap_limit"),
                               QStringLiteral("must be 1 or more"));
    }
    if (object.contains(QStringLiteral("suspends_boxcars")))
        rule->suspendsBoxcars = reader.boolean(object, QStringLiteral("suspends_boxcars"), entry);
    if (object.contains(QStringLiteral("spends_ap")))
        rule->spendsAp = reader.boolean(object, QStringLiteral("spends_ap"), entry);
    if (object.contains(QStringLiteral("reach"))) {
        rule->reach = reader.number(object, QStringLiteral("reach"), entry);
        if (reader.ok() && !(rule->reach > 0))
            return reader.fail(entry + QStringLiteral(".reach"), QStringLiteral("must be above 0"));
    }
    return reader.ok();
}

// One condition, modifiers[index]; known: the ids read before it.
std::optional<Rule> readRule(const QJsonArray &modifiers, int index,
                             const QHash<QString, int> &known, TableReader &reader)
{
    QString entry = QStringLiteral("modifiers[%1]").arg(index);
    const QJsonObject object = reader.objectAt(modifiers, index, QStringLiteral("modifiers"));
    Rule rule;
    rule.id = reader.string(object, QStringLiteral("id"), entry);
    if (!reader.ok())
        return std::nullopt;
    if (rule.id.isEmpty() || known.contains(rule.id)) {
        reader.fail(entry + QStringLiteral(".id"),
                    QStringLiteral("\"%1\" is empty or listed twice").arg(rule.id));
        return std::nullopt;
    }
    entry = QStringLiteral("modifiers[%1] (%2)").arg(index).arg(rule.id);
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!ruleKeys().contains(it.key())) {
            reader.fail(entry + QLatin1Char('.') + it.key(), QStringLiteral("unknown key"));
            return std::nullopt;
        }
    }
    rule.group = reader.string(object, QStringLiteral("group"), entry);
    const QString about = reader.string(object, QStringLiteral("about"), entry);
    rule.title = reader.string(object, QStringLiteral("title"), entry);
    rule.source = optionalString(reader, object, QStringLiteral("source"), entry);
    if (!reader.ok())
        return std::nullopt;
    if (!groups().contains(rule.group)) {
        reader.fail(entry + QStringLiteral(".group"),
                    QStringLiteral("\"%1\" is not one of %2")
                        .arg(rule.group, groups().join(QLatin1String(", "))));
        return std::nullopt;
    }
    if (about != QLatin1String("firer") && about != QLatin1String("target")) {
        reader.fail(entry + QStringLiteral(".about"), QStringLiteral("expected firer or target"));
        return std::nullopt;
    }
    rule.aboutTarget = about == QLatin1String("target");
    if (!readValue(&rule, object, reader, entry) || !readScope(&rule, object, reader, entry)
        || !readExtras(&rule, object, reader, entry))
        return std::nullopt;
    return rule;
}

// The rates of one AP entry: one for each count 1 to limit.
std::optional<QList<FireModifiers::ApRate>> readRates(const QJsonArray &rates, const QString &entry,
                                                      const QHash<QString, int> &conditions,
                                                      TableReader &reader)
{
    QList<FireModifiers::ApRate> list;
    for (int r = 0; r < rates.size(); ++r) {
        const QString at = QStringLiteral("%1.rates[%2]").arg(entry).arg(r);
        const QJsonObject rate = reader.objectAt(rates, r, entry + QStringLiteral(".rates"));
        FireModifiers::ApRate item;
        item.ap = reader.integer(rate, QStringLiteral("ap"), at);
        item.id = reader.string(rate, QStringLiteral("id"), at);
        item.value = reader.integer(rate, QStringLiteral("value"), at);
        if (!reader.ok())
            return std::nullopt;
        if (item.ap != r + 1) {
            reader.fail(at + QStringLiteral(".ap"), QStringLiteral("expected %1").arg(r + 1));
            return std::nullopt;
        }
        if (item.id.isEmpty() || conditions.contains(item.id)) {
            reader.fail(at + QStringLiteral(".id"),
                        QStringLiteral("empty, or the id of a condition"));
            return std::nullopt;
        }
        list << item;
    }
    return list;
}

} // namespace

std::optional<FireModifiers> FireModifiers::fromJson(const QJsonObject &root, TableReader &reader)
{
    FireModifiers table;
    const QJsonArray modifiers = reader.array(root, QStringLiteral("modifiers"), QString());
    if (!reader.ok())
        return std::nullopt;
    QStringList exclusiveGroups;
    for (int i = 0; i < modifiers.size(); ++i) {
        std::optional<Rule> rule = readRule(modifiers, i, table.m_index, reader);
        if (!rule)
            return std::nullopt;
        if (!rule->exclusive.isEmpty()) {
            if (!exclusiveGroups.contains(rule->exclusive))
                exclusiveGroups << rule->exclusive;
            rule->exclusiveIndex = exclusiveGroups.indexOf(rule->exclusive);
        }
        rule->ignoredNote
            = QCoreApplication::translate("FireModifiers", "%1 ignored: it concerns %2 only")
                  .arg(rule->id, armsText(rule->arms));
        table.m_index.insert(rule->id, table.m_rules.size());
        table.m_ids << rule->id;
        table.m_rules << *rule;
    }
    if (table.m_rules.size() > 32) {
        reader.fail(QStringLiteral("modifiers"), QStringLiteral("at most 32 conditions"));
        return std::nullopt;
    }
    if (!table.readAp(root, reader))
        return std::nullopt;
    return table;
}

bool FireModifiers::readAp(const QJsonObject &root, TableReader &reader)
{
    // AP: each arm once, with a modifier for every count from 1 to its limit.
    const QJsonArray ap = reader.array(root, QStringLiteral("ap"), QString());
    if (!reader.ok())
        return false;
    unsigned covered = 0;
    for (int i = 0; i < ap.size(); ++i) {
        const QString entry = QStringLiteral("ap[%1]").arg(i);
        const QJsonObject object = reader.objectAt(ap, i, QStringLiteral("ap"));
        const unsigned arms
            = nameBits<Arm>(reader, object, QStringLiteral("arms"), entry, armFromName, armNames());
        const int limit = reader.integer(object, QStringLiteral("limit"), entry);
        const QJsonArray rates = reader.array(object, QStringLiteral("rates"), entry);
        if (!reader.ok())
            return false;
        if (arms & covered)
            return reader.fail(entry + QStringLiteral(".arms"),
                               QStringLiteral("an arm is listed in two entries"));
        covered |= arms;
        if (limit < 1)
            return reader.fail(entry + QStringLiteral(".limit"),
                               QStringLiteral("must be 1 or more"));
        if (rates.size() != limit)
            return reader.fail(
                entry + QStringLiteral(".rates"),
                QStringLiteral("expected one rate for each AP count 1 to %1").arg(limit));
        const std::optional<QList<ApRate>> list = readRates(rates, entry, m_index, reader);
        if (!list)
            return false;
        for (std::size_t a = 0; a < m_apLimit.size(); ++a) {
            if (arms & (1u << a)) {
                m_apLimit[a] = limit;
                m_apRates[a] = *list;
            }
        }
    }
    for (std::size_t a = 0; a < m_apLimit.size(); ++a) {
        if (!(covered & (1u << a)))
            return reader.fail(
                QStringLiteral("ap"),
                QStringLiteral("%1 has no AP entry").arg(toName(static_cast<Arm>(a))));
    }
    return true;
}

const FireModifiers &FireModifiers::standard()
{
    static const FireModifiers table = [] {
        TableReader reader(fileName());
        std::optional<FireModifiers> loaded;
        if (const std::optional<QJsonObject> root = reader.load())
            loaded = fromJson(*root, reader);
        if (!loaded)
            qFatal("%s", qPrintable(reader.error().toString()));
        return *loaded;
    }();
    return table;
}

QStringList FireModifiers::idsOfGroup(const QString &group) const
{
    QStringList ids;
    for (const Rule &rule : m_rules) {
        if (rule.group == group)
            ids << rule.id;
    }
    return ids;
}

const FireModifiers::ApRate *FireModifiers::apRate(Arm arm, int ap) const
{
    const QList<ApRate> &rates = m_apRates[static_cast<std::size_t>(arm)];
    if (ap < 1 || ap > rates.size())
        return nullptr;
    return &rates.at(ap - 1);
}

} // namespace Adc
