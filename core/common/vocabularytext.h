#pragma once

#include "core/common/vocabulary.h"

#include <QCoreApplication>
#include <QString>

namespace Adc {

// The words of the rules as a person reads them, in the reader's language
// ("closed column", "colonne serrée"); toName() gives the ids programs read.
class VocabularyText
{
    Q_DECLARE_TR_FUNCTIONS(Adc::VocabularyText)

public:
    static QString text(Arm value);
    static QString text(TroopClass value);
    // The troops of a class as a sentence names them ("line troops",
    // "troupes de ligne"): the class's word alone reads wrong in French.
    static QString troops(TroopClass value);
    static QString text(Morale value);
    static QString text(Formation value);
    static QString text(Terrain value);
    static QString text(Weapon value);
    static QString text(Shot value);
    static QString text(DisciplineSituation value);
    // A unit field's word by its id ("formation", "closed-column" -> "closed
    // column"); the id itself for another field or an id it does not know.
    static QString fieldText(const QString &field, const QString &id);
    // A distance in inches in the reader's number format: 3.5" or 3,5".
    static QString inches(double value);
    // A number in the reader's format, up to six significant digits.
    static QString number(double value);
};

} // namespace Adc
