#pragma once

#include "common/vocabulary.h"

#include <QJsonValue>
#include <QList>
#include <QString>

namespace Adc {

// How the reference card writes numbers, names and values, and the lists
// of arms, weapons and terrains its tables run over.
class CardText
{
public:
    // "+2", "0", "-3": a modifier as the charts print it.
    static QString signedText(int value);
    // "1", "1.5": a range in inches.
    static QString inchesText(double inches);
    // "small-arms" -> "Small arms", "in-smoke" -> "In smoke".
    static QString wordsOf(const QString &id);
    // "ltf" -> "defending an LTF": a morale bonus in words.
    static QString bonusWords(const QString &id);
    // A ruling's value: "yes", "no", a number without its sign, or the text.
    static QString shownValue(const QJsonValue &value);
    // "infantry and cavalry", or "all arms" when the rule concerns every arm.
    static QString armsText(unsigned arms);
    // "changed by the umpire", or nothing.
    static QString changedMark(bool changed);

    static QList<Weapon> allWeapons();
    static QList<Arm> allArms();
    static QList<Terrain> allTerrains();
};

} // namespace Adc
