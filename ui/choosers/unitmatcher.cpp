#include "ui/choosers/unitmatcher.h"

#include "core/common/nameranking.h"

#include <QStringList>
#include <algorithm>

namespace Adc {

void UnitMatcher::setCandidates(const QList<Candidate> &candidates)
{
    m_keys.clear();
    m_keys.reserve(candidates.size());
    for (const Candidate &candidate : candidates) {
        m_keys.append({ NameRanking::folded(candidate.name), NameRanking::folded(candidate.brigade),
                        NameRanking::folded(candidate.side) });
    }
}

UnitMatcher::Rank UnitMatcher::rankOf(const Key &key, const QString &text, const QStringList &words)
{
    switch (NameRanking::rankFolded(key.name, text)) {
    case NameRanking::Whole:
        return NameWhole;
    case NameRanking::Starts:
        return NameStarts;
    case NameRanking::WordStarts:
        return NameWordStarts;
    case NameRanking::Holds:
        return NameHolds;
    case NameRanking::NoMatch:
        break;
    }
    const NameRanking::Rank group = std::min(NameRanking::rankFolded(key.brigade, text),
                                             NameRanking::rankFolded(key.side, text));
    if (group <= NameRanking::Starts)
        return GroupStarts;
    if (group != NameRanking::NoMatch)
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
    const QString text = NameRanking::folded(typed);
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
    const QString text = NameRanking::folded(typed);
    return rankOf(m_keys.at(row), text, text.split(QLatin1Char(' '), Qt::SkipEmptyParts));
}

QList<int> UnitMatcher::matches(const QString &typed) const
{
    const QList<Rank> all = ranks(typed);
    QList<int> rows;
    for (int rank = NameWhole; rank < NoMatch; ++rank) {
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
