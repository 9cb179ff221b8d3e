#include "db/battle/rolltext.h"

#include "core/common/vocabularytext.h"
#include "core/dice/diceexpression.h"
#include "core/dice/diceroll.h"

#include <QLocale>
#include <QStringList>

namespace Adc {

namespace {

// The faces with their signs and the constant: "3 + 5 + 1", "6 - 2".
QString facesWithSigns(const LoggedRolls::Roll &roll)
{
    const Result<DiceExpression> dice = DiceExpression::parse(roll.dice);
    const Result<DiceRoll> rolled = dice ? DiceRoll::fromFaces(*dice, roll.faces) : dice.failure();
    QString text;
    auto add = [&text](int value, bool negative) {
        if (negative)
            text += text.isEmpty() ? QStringLiteral("-") : QStringLiteral(" - ");
        else if (!text.isEmpty())
            text += QStringLiteral(" + ");
        text += QLocale().toString(value);
    };
    if (!rolled) {
        for (int face : roll.faces)
            add(face, false);
        return text;
    }
    const QList<DiceExpression::Term> &terms = dice->terms();
    for (int t = 0; t < terms.size(); ++t) {
        const DiceExpression::Term &term = terms.at(t);
        if (term.isConstant()) {
            add(term.count, term.negative);
            continue;
        }
        for (int face : rolled->facesByTerm().value(t))
            add(face, term.negative);
    }
    return text;
}

QString withOrigin(const QString &text, LoggedRolls::Origin origin)
{
    switch (origin) {
    case LoggedRolls::Origin::Rolled:
        return RollText::tr("%1, rolled", "dice the program or the window rolled").arg(text);
    case LoggedRolls::Origin::Typed:
        return RollText::tr("%1, typed", "dice the umpire typed from the table").arg(text);
    case LoggedRolls::Origin::Proposed:
        return RollText::tr("%1, proposed", "dice a side typed in its proposal").arg(text);
    case LoggedRolls::Origin::Unknown:
        break;
    }
    return text;
}

} // namespace

QString RollText::facesText(const LoggedRolls::Roll &roll)
{
    if (roll.faces.isEmpty() && roll.origin == LoggedRolls::Origin::Proposed)
        return tr("proposed %1", "a total a side proposed without its dice")
            .arg(QLocale().toString(roll.total));
    if (roll.faces.isEmpty())
        return tr("typed %1", "a total typed without its dice").arg(QLocale().toString(roll.total));
    return withOrigin(facesWithSigns(roll), roll.origin);
}

QString RollText::rollText(const LoggedRolls::Roll &roll)
{
    if (roll.faces.isEmpty())
        return roll.dice + QStringLiteral(": ") + facesText(roll);
    // One die and nothing added: its face is the total.
    const bool single
        = roll.faces.size() == 1 && facesWithSigns(roll) == QLocale().toString(roll.total);
    const QString faces = single
        ? facesWithSigns(roll)
        : facesWithSigns(roll) + QStringLiteral(" = ") + QLocale().toString(roll.total);
    return withOrigin(roll.dice + QStringLiteral(": ") + faces, roll.origin);
}

QString RollText::rollFor(const LoggedRolls::Roll &roll)
{
    if (roll.role == QLatin1String("fire"))
        return tr("fire die");
    if (roll.role == QLatin1String("boxcars"))
        return tr("boxcars penalty");
    if (roll.role == QLatin1String("ricochet"))
        return tr("ricochet die");
    if (roll.role == QLatin1String("discipline"))
        return roll.distance > 0 ? tr("discipline at %1").arg(VocabularyText::inches(roll.distance))
                                 : tr("discipline");
    return roll.purpose.isEmpty() ? tr("roll") : roll.purpose;
}

QString RollText::diceText(const LogEntry &entry)
{
    QStringList parts;
    for (const LoggedRolls::Roll &roll : LoggedRolls::of(entry))
        parts.append(rollFor(roll) + QLatin1Char(' ') + rollText(roll));
    return parts.join(QStringLiteral("; "));
}

} // namespace Adc
