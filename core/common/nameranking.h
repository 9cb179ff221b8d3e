#pragma once

#include <QString>

namespace Adc {

// How well a name answers what was typed to find it: the one rule the
// roster search and every unit chooser rank names by. A name typed in full
// comes first, then a name that starts with the text, then one with a word
// that starts with it, then one that holds it anywhere. Case, accents and
// runs of spaces do not count ("2e leger" is "2e Léger" typed in full).
class NameRanking
{
public:
    enum Rank {
        Whole,
        Starts,
        WordStarts,
        Holds,
        NoMatch,
    };

    // The rank of `name` for `typed`; every name is Whole for an empty text.
    static Rank rank(const QString &name, const QString &typed);
    // The same for texts already folded (a list ranked again at each key).
    static Rank rankFolded(const QString &foldedName, const QString &foldedText);
    // Lower case, accents dropped, spaces simplified, the typographic
    // apostrophe made plain.
    static QString folded(const QString &text);
};

} // namespace Adc
