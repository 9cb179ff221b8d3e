#pragma once

#include <QList>
#include <QString>

namespace Adc {

// How well what was typed in a unit chooser names each unit of its list, and
// which unit the highlight goes to. Names are ranked as NameRanking ranks
// them (the roster search's rule: typed in full, starts, a word starts,
// holds); then a brigade or side that starts with the text, then one that
// holds it; last, several words each found in the name, brigade or side.
// Among equals the list's order stands: the chooser's own preferences.
class UnitMatcher
{
public:
    enum Rank {
        NameWhole,
        NameStarts,
        NameWordStarts,
        NameHolds,
        GroupStarts,
        GroupHolds,
        AllWords,
        NoMatch,
    };

    // What is matched of one entry of the list.
    struct Candidate
    {
        QString name;
        QString brigade;
        QString side;
    };

    void setCandidates(const QList<Candidate> &candidates);
    int count() const { return int(m_keys.size()); }

    // The rank of each entry for the text, in the list's order (all
    // NameWhole for an empty text).
    QList<Rank> ranks(const QString &typed) const;
    Rank rank(int row, const QString &typed) const;
    // The entries that match, best first, equals in the list's order.
    QList<int> matches(const QString &typed) const;
    // The entry the highlight goes to: the one it is on while that matches as
    // well as the best (typing never moves it to a lesser match, nor away
    // from an equal one), else the best one first in the list; -1 when none
    // matches.
    int highlight(const QString &typed, int current) const;

private:
    struct Key
    {
        QString name;
        QString brigade;
        QString side;
    };
    static Rank rankOf(const Key &key, const QString &text, const QStringList &words);

    QList<Key> m_keys;
};

} // namespace Adc
