#pragma once

#include "core/model/unitvalue.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Adc {

struct UnitRecord;

// A unit's fields, listed once (docs/contract.md, the unit object): each
// with its kind and how to read it, typed, from a record. `adc units`' JSON, the
// edit order's fields, the CSV export and import and the battle file's
// units table all take their fields from here.
class UnitFields
{
public:
    enum class Kind {
        Count, // a whole number from 0
        Inches, // a distance, or none
        Flag, // true or false (0 or 1 in the battle file)
        Text, // the unit's name, side, brigade or feature
        Word, // a vocabulary word (arm, class, weapon...)
    };

    struct Field
    {
        QString name;
        Kind kind;
        UnitValue (*value)(const UnitRecord &unit);
    };

    // Every field in the fixed order of CSV export and import.
    static const QList<Field> &all();
    // Their names, in that order.
    static const QStringList &names();
    // The names of the fields of one kind, in that order.
    static QStringList namesOf(Kind kind);
    // The kind of the field `name`, or none when no field has that name.
    static const Field *find(const QString &name);

    // Whether a value is of a kind ("castings": a whole number), and what
    // is wrong when it is not ("expected a whole number"): the one check of
    // a value given, where a unit object enters and where the battle reads
    // the unit. Null is no value of any kind, and no problem here: a field
    // given as null is left out.
    static bool fits(Kind kind, const UnitValue &value);
    static QString expected(Kind kind);
    // The problem of `value` given for the field `name`; empty when there
    // is none or no field has that name.
    static QString problem(const QString &name, const UnitValue &value);
};

} // namespace Adc
