#pragma once

#include "core/common/tablereader.h"

#include <QHash>
#include <QJsonValue>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>
#include <optional>

namespace Adc {

// What holds for one Age of Rifles request: for each namespace (hex,
// conditions, flags, fire, arc...) the words that hold. A namespace left
// out is unknown (the request did not say), which is not the same as empty.
using AorFacts = QHash<QString, QSet<QString>>;

// Words a table may use, by namespace.
using AorVocabulary = QMap<QString, QStringList>;

// The "when" test of one line of an Age of Rifles table (resources/rules/aor_*.json):
// for each namespace it names, "any" (at least one word holds), "all"
// (every word holds) and "none" (no word holds). Keeping the test in the
// table keeps every seed line, and every "not allowed", out of the code.
class AorPredicate
{
public:
    enum class Match { No, Yes, Unknown };

    // Reads {"hex": {"any": [...]}, "flags": {"none": [...]}}; every
    // namespace and word must be in the vocabulary.
    static std::optional<AorPredicate> fromJson(const QJsonValue &when,
                                                const AorVocabulary &vocabulary,
                                                TableReader &reader, const QString &entry);

    // A list of strings, each one of allowed (when allowed is not empty);
    // empty lists are refused.
    static QStringList wordList(const QJsonValue &value, const QStringList &allowed,
                                TableReader &reader, const QString &entry);

    // No when a known namespace fails; Unknown when every known namespace
    // passes but a tested one is unknown; Yes otherwise.
    Match match(const AorFacts &facts) const;
    // The first namespace this test looks at that the facts do not hold
    // (empty when they hold all).
    QString unknownNamespace(const AorFacts &facts) const;

    // The namespaces this test looks at.
    QStringList namespaces() const { return m_tests.keys(); }
    bool tests(const QString &name) const { return m_tests.contains(name); }
    // The words of a namespace this test looks for ("any" and "all") that hold.
    QStringList wordsHeld(const QString &name, const AorFacts &facts) const;

private:
    struct Test
    {
        QSet<QString> any;
        QSet<QString> all;
        QSet<QString> none;
    };
    QMap<QString, Test> m_tests;
};

} // namespace Adc
