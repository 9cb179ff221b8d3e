#include "ui/choosers/unitmatcher.h"

#include <QStringList>

namespace Adc {

namespace {

// Words of a name: "2/2nd Nassau" is "2", "2nd", "nassau".
QStringList wordsOf(const QString &folded)
{
    QStringList words;
    QString word;
    for (const QChar c : folded) {
        if (c.isLetterOrNumber()) {
            word += c;
        } else if (!word.isEmpty()) {
            words.append(word);
            word.clear();
        }
    }
    if (!word.isEmpty())
        words.append(word);
    return words;
}

} // namespace

QString UnitMatcher::folded(const QString &text)
{
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size());
    bool space = false;
    for (const QChar c : decomposed) {
        if (c.category() == QChar::Mark_NonSpacing || c.category() == QChar::Mark_Enclosing)
            continue;
        if (c.isSpace()) {
            space = !out.isEmpty();
            continue;
        }
        if (space)
            out += QLatin1Char(' ');
        space = false;
        // The typographic apostrophe is typed as the plain one.
        out += c == QChar(0x2019) ? QLatin1Char('\'') : c;
    }
    return out.toCaseFolded();
}

void UnitMatcher::setCandidates(const QList<Candidate> &candidates)
{
    m_keys.clear();
    m_keys.reserve(candidates.size());
    for (const Candidate &candidate : candidates) {
        Key key { folded(candidate.name), {}, folded(candidate.brigade), folded(candidate.side) };
        key.nameWords = wordsOf(key.name);
        m_keys.append(key);
    }
}

UnitMatcher::Rank UnitMatcher::rankOf(const Key &key, const QString &text, const QStringList &words)
{
    if (text.isEmpty() || key.name.startsWith(text))
        return NameStarts;
    for (const QString &word : key.nameWords) {
        if (word.startsWith(text))
            return NameWordStarts;
    }
    if (key.name.contains(text))
        return NameHolds;
    if (key.brigade.startsWith(text) || key.side.startsWith(text))
        return GroupStarts;
    if (key.brigade.contains(text) || key.side.contains(text))
        return GroupHolds;
    if (words.size() < 2)
        return NoMatch;
    for (const QString &word : words) {
        if (!key.name.contains(word) && !key.brigade.contains(word) && !key.side.contains(word))
            return NoMatch;
    }
    return AllWords;
}

QList<UnitMatcher::Rank> UnitMatcher::ranks(const QString &typed) const
{
    const QString text = folded(typed);
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QList<Rank> out;
    out.reserve(m_keys.size());
    for (const Key &key : m_keys)
        out.append(rankOf(key, text, words));
    return out;
}

UnitMatcher::Rank UnitMatcher::rank(int row, const QString &typed) const
{
    if (row < 0 || row >= m_keys.size())
        return NoMatch;
    const QString text = folded(typed);
    return rankOf(m_keys.at(row), text, text.split(QLatin1Char(' '), Qt::SkipEmptyParts));
}

QList<int> UnitMatcher::matches(const QString &typed) const
{
    const QList<Rank> all = ranks(typed);
    QList<int> rows;
    for (int rank = NameStarts; rank < NoMatch; ++rank) {
        for (int row = 0; row < all.size(); ++row) {
            if (all.at(row) == rank)
                rows.append(row);
        }
    }
    return rows;
}

int UnitMatcher::highlight(const QString &typed, int current) const
{
    const QList<Rank> all = ranks(typed);
    int best = -1;
    for (int row = 0; row < all.size(); ++row) {
        if (all.at(row) != NoMatch && (best < 0 || all.at(row) < all.at(best)))
            best = row;
    }
    if (best >= 0 && current >= 0 && current < all.size() && all.at(current) == all.at(best))
        return current;
    return best;
}

} // namespace Adc
