#include "core/common/nameranking.h"

namespace Adc {

QString NameRanking::folded(const QString &text)
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

NameRanking::Rank NameRanking::rankFolded(const QString &foldedName, const QString &foldedText)
{
    if (foldedText.isEmpty() || foldedName == foldedText)
        return Whole;
    if (foldedName.startsWith(foldedText))
        return Starts;
    qsizetype at = foldedName.indexOf(foldedText, 1);
    if (at < 0)
        return NoMatch;
    // A word starts where a letter or digit follows anything else ("2/2nd
    // Nassau": "2nd" and "nassau").
    for (; at > 0; at = foldedName.indexOf(foldedText, at + 1)) {
        if (!foldedName.at(at - 1).isLetterOrNumber())
            return WordStarts;
    }
    return Holds;
}

NameRanking::Rank NameRanking::rank(const QString &name, const QString &typed)
{
    return rankFolded(folded(name), folded(typed));
}

} // namespace Adc
