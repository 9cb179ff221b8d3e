#include "core/aor/aorpredicate.h"

#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>

namespace Adc {

namespace {
QSet<QString> toSet(const QStringList &list)
{
    return QSet<QString>(list.begin(), list.end());
}
} // namespace

QStringList AorPredicate::wordList(const QJsonValue &value, const QStringList &allowed,
                                   TableReader &reader, const QString &entry)
{
    if (!value.isArray()) {
        reader.fail(entry,
                    value.isUndefined() ? QStringLiteral("missing")
                                        : QStringLiteral("expected a list of names"));
        return {};
    }
    const QJsonArray array = value.toArray();
    if (array.isEmpty()) {
        reader.fail(entry, QStringLiteral("must not be empty"));
        return {};
    }
    QStringList words;
    for (int i = 0; i < array.size(); ++i) {
        const QString at = QStringLiteral("%1[%2]").arg(entry).arg(i);
        if (!array.at(i).isString()) {
            reader.fail(at, QStringLiteral("expected a name"));
            return {};
        }
        const QString word = array.at(i).toString();
        if (!allowed.isEmpty() && !allowed.contains(word)) {
            reader.fail(at,
                        QStringLiteral("\"%1\" is not one of %2")
                            .arg(word, allowed.join(QLatin1String(", "))));
            return {};
        }
        if (words.contains(word)) {
            reader.fail(at, QStringLiteral("\"%1\" is listed twice").arg(word));
            return {};
        }
        words << word;
    }
    return words;
}

std::optional<AorPredicate> AorPredicate::fromJson(const QJsonValue &when,
                                                   const AorVocabulary &vocabulary,
                                                   TableReader &reader, const QString &entry)
{
    if (!when.isObject()) {
        reader.fail(entry,
                    when.isUndefined() ? QStringLiteral("missing")
                                       : QStringLiteral("expected an object"));
        return std::nullopt;
    }
    AorPredicate predicate;
    const QJsonObject object = when.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString at = entry + QLatin1Char('.') + it.key();
        if (!vocabulary.contains(it.key())) {
            reader.fail(at,
                        QStringLiteral("not a namespace: use one of %1")
                            .arg(vocabulary.keys().join(QLatin1String(", "))));
            return std::nullopt;
        }
        if (!it.value().isObject() || it.value().toObject().isEmpty()) {
            reader.fail(at, QStringLiteral("expected an object with any, all or none"));
            return std::nullopt;
        }
        const QStringList &allowed = vocabulary.value(it.key());
        const QJsonObject testObject = it.value().toObject();
        Test test;
        for (auto t = testObject.begin(); t != testObject.end(); ++t) {
            const QString testAt = at + QLatin1Char('.') + t.key();
            const QSet<QString> words = toSet(wordList(t.value(), allowed, reader, testAt));
            if (!reader.ok())
                return std::nullopt;
            if (t.key() == QLatin1String("any"))
                test.any = words;
            else if (t.key() == QLatin1String("all"))
                test.all = words;
            else if (t.key() == QLatin1String("none"))
                test.none = words;
            else {
                reader.fail(testAt, QStringLiteral("expected any, all or none"));
                return std::nullopt;
            }
        }
        if (test.none.intersects(test.any) || test.none.intersects(test.all)) {
            // Such a test could never hold: a typo, not a rule.
            reader.fail(at, QStringLiteral("a word is both required and excluded"));
            return std::nullopt;
        }
        predicate.m_tests.insert(it.key(), test);
    }
    return predicate;
}

AorPredicate::Match AorPredicate::match(const AorFacts &facts) const
{
    bool unknown = false;
    for (auto it = m_tests.begin(); it != m_tests.end(); ++it) {
        const auto held = facts.constFind(it.key());
        if (held == facts.constEnd()) {
            unknown = true;
            continue;
        }
        const Test &test = it.value();
        if (!test.any.isEmpty() && !test.any.intersects(*held))
            return Match::No;
        if (!held->contains(test.all))
            return Match::No;
        if (test.none.intersects(*held))
            return Match::No;
    }
    return unknown ? Match::Unknown : Match::Yes;
}

QString AorPredicate::unknownNamespace(const AorFacts &facts) const
{
    for (auto it = m_tests.begin(); it != m_tests.end(); ++it) {
        if (!facts.contains(it.key()))
            return it.key();
    }
    return QString();
}

QStringList AorPredicate::wordsHeld(const QString &name, const AorFacts &facts) const
{
    const auto test = m_tests.constFind(name);
    const auto held = facts.constFind(name);
    if (test == m_tests.constEnd() || held == facts.constEnd())
        return {};
    QStringList words;
    for (const QString &word : *held) {
        if (test->any.contains(word) || test->all.contains(word))
            words << word;
    }
    std::sort(words.begin(), words.end());
    return words;
}

} // namespace Adc
