#pragma once

#include "core/common/vocabulary.h"
#include "core/discipline/disciplineresult.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace Adc {

// How the reference card writes numbers, names and values, and the lists
// of arms, weapons and terrains its tables run over.
class CardText
{
    Q_DECLARE_TR_FUNCTIONS(Adc::CardText)

public:
    // "+2", "0", "-3": a modifier as the charts print it.
    static QString signedText(int value);
    // "1", "1.5": a range in inches.
    static QString inchesText(double inches);
    // "small-arms" -> "Small arms": a rule table's id in words, translated.
    static QString wordsOf(const QString &id);
    // "closed column" -> "Closed column".
    static QString capitalised(const QString &words);
    // "ltf" -> "defending an LTF": a morale bonus in words.
    static QString bonusWords(const QString &id);
    // A ruling's value: "yes", "no", a number without its sign, or the text.
    static QString shownValue(const QJsonValue &value);
    // "infantry and cavalry", or "all arms" when the rule concerns every arm.
    static QString armsText(unsigned arms);
    // A fire discipline chart cell in words: "free", "2\" fire", "FF".
    static QString disciplineCell(DisciplineResult::Kind kind, std::optional<int> range);
    // A fire chart row: "half", "1", "2" ...
    static QString standsText(const QString &name);
    // "changed by the umpire", or nothing.
    static QString changedMark(bool changed);

    static QList<Weapon> allWeapons();
    static QList<Arm> allArms();
    static QList<Terrain> allTerrains();
};

} // namespace Adc
