#include "core/fire/firemodifiers.h"

#include "core/common/rulings.h"
#include "core/common/tablereader.h"
#include "core/common/vocabularytext.h"
#include "core/fire/namebits.h"

#include <QCoreApplication>
#include <QSet>

namespace Adc {

namespace {
const QStringList &groups()
{
    static const QStringList names { QStringLiteral("small-arms"),   QStringLiteral("artillery"),
                                     QStringLiteral("firer-moving"), QStringLiteral("firer-morale"),
                                     QStringLiteral("firer-smoke"),  QStringLiteral("target-cover"),
                                     QStringLiteral("target"),       QStringLiteral("sight") };
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
        QStringLiteral("ruling_arms"),
        QStringLiteral("other_arms"),
        QStringLiteral("other_arms_reason"),
        QStringLiteral("shots"),
        QStringLiteral("other_shots_reason"),
        QStringLiteral("forbids"),
        QStringLiteral("reason"),
        QStringLiteral("unless"),
        QStringLiteral("exclusive"),
        QStringLiteral("ap_limit"),
        QStringLiteral("suspends_boxcars"),
        QStringLiteral("reach"),
        QStringLiteral("spends_ap"),
    };
    return keys;
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

bool FireModifiers::Rule::concerns(Arm arm, const Rulings &rulings) const
{
    if (concerns(arm))
        return true;
    return (rulingArms & (1u << static_cast<unsigned>(arm))) && rulings.value(armsRuling).toBool();
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
    return QCoreApplication::translate("Adc::FireModifiers", "%1 and %2")
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
    if (object.contains(QStringLiteral("ruling_arms"))) {
        const QString at = entry + QStringLiteral(".ruling_arms");
        const QJsonObject byRuling = reader.object(object, QStringLiteral("ruling_arms"), entry);
        rule->armsRuling = reader.string(byRuling, QStringLiteral("ruling"), at);
        rule->rulingArms
            = nameBits<Arm>(reader, byRuling, QStringLiteral("arms"), at, armFromName, armNames());
        if (reader.ok() && !Rulings().value(rule->armsRuling).isBool())
            return reader.fail(
                at + QStringLiteral(".ruling"),
                QStringLiteral("\"%1\" is not a true-or-false ruling").arg(rule->armsRuling));
        if (!reader.ok())
            return false;
    }
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
    if (reader.ok() && object.contains(QStringLiteral("unless"))) {
        const QJsonArray lists = reader.array(object, QStringLiteral("unless"), entry);
        for (int i = 0; reader.ok() && i < lists.size(); ++i) {
            QStringList ids;
            for (const QJsonValue &id : lists.at(i).toArray())
                ids << id.toString();
            if (!rule->forbids || !lists.at(i).isArray() || ids.isEmpty()
                || ids.contains(QString()))
                return reader.fail(QStringLiteral("%1.unless[%2]").arg(entry).arg(i),
                                   QStringLiteral("expected a list of condition ids, on a rule "
                                                  "that forbids"));
            rule->unless << ids;
        }
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
            = QCoreApplication::translate("Adc::FireModifiers", "%1 ignored: it concerns %2 only")
                  .arg(rule->id, armsText(rule->arms));
        if (rule->rulingArms)
            rule->ignoredNote += QCoreApplication::translate("Adc::FireModifiers",
                                                             " (%1 too when the ruling %2 is on)")
                                     .arg(armsText(rule->rulingArms), rule->armsRuling);
        table.m_index.insert(rule->id, table.m_rules.size());
        table.m_ids << rule->id;
        table.m_rules << *rule;
    }
    for (Rule &rule : table.m_rules) {
        for (const QStringList &ids : std::as_const(rule.unless)) {
            quint32 mask = 0;
            for (const QString &id : ids) {
                if (!table.m_index.contains(id) || table.m_index.value(id) >= 32) {
                    reader.fail(QStringLiteral("modifiers (%1).unless").arg(rule.id),
                                QStringLiteral("\"%1\" is not a condition").arg(id));
                    return std::nullopt;
                }
                mask |= 1u << table.m_index.value(id);
            }
            rule.unlessMasks << mask;
        }
    }
    if (table.m_rules.size() > 32) {
        reader.fail(QStringLiteral("modifiers"), QStringLiteral("at most 32 conditions"));
        return std::nullopt;
    }
    if (!table.m_ap.read(root, table.m_index, reader))
        return std::nullopt;
    return table;
}

const FireModifiers &FireModifiers::standard()
{
    return standardTable<FireModifiers>(fileName());
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

int FireModifiers::apLimitRule(Arm arm, const QStringList &conditions) const
{
    int found = -1;
    int limit = apLimit(arm);
    for (const QString &id : conditions) {
        const int index = indexOf(id);
        if (index < 0)
            continue;
        const Rule &rule = m_rules.at(index);
        if (rule.concerns(arm) && rule.apLimit > 0 && rule.apLimit < limit) {
            limit = rule.apLimit;
            found = index;
        }
    }
    return found;
}

} // namespace Adc
