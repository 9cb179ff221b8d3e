#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Adc {

// The unit panel's editors: each field of a unit (UnitRecord::toJson), its
// label and its kind of editor, in groups.
class UnitFieldSpecs
{
public:
    struct Field
    {
        const char *field;
        const char *label;
        // Inches: a distance the umpire may leave unmeasured (null).
        enum Type { Text, Number, Flag, Word, Side, Brigade, Feature, Inches } type;
        int high = 0;
    };

    struct Group
    {
        const char *title;
        QList<Field> fields;
    };

    static QList<Group> groups();
    // The vocabulary a word field offers (arm, class, weapon...).
    static QStringList wordsOf(const QString &field);
};

} // namespace Adc
