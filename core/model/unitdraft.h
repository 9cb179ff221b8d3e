#pragma once

#include "core/common/result.h"
#include "core/model/unitvalue.h"

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

namespace Adc {

struct UnitRecord;

// A unit as given (docs/contract.md, the unit object), typed: the fields
// given, each a value of its field's kind (UnitFields). Those left out take
// the battle's defaults when the battle reads the draft (UnitReader): only
// it knows the rulings.
class UnitDraft
{
public:
    // Every field of the record but its id, which the battle gives.
    static UnitDraft of(const UnitRecord &unit);
    // Read strictly where a unit object enters: the problems, "FIELD: what
    // is wrong", of each key that is no unit field and each value not of its
    // field's kind, all of them. A field given as null is left out.
    static Result<UnitDraft> fromJson(const QJsonObject &object);
    // A unit object read as given, for a reader that names every problem
    // of a unit in its own order (an order of battle, a CSV row): each
    // value kept whatever its kind; the keys that are no unit field,
    // shortened (unknown); the fields given a list or an object, which no
    // field takes (unreadable).
    struct Reading;
    static Reading read(const QJsonObject &object);
    // What is wrong with a key that is no unit field.
    static QString unknownField();
    QJsonObject toJson() const;

    // Whether the field was given (null is not).
    bool has(const QString &field) const { return m_values.contains(field); }
    // Its value; none when it was not given.
    UnitValue value(const QString &field) const { return m_values.value(field); }
    // Gives the field; none leaves it out.
    void set(const QString &field, const UnitValue &value);
    // The fields given, by name.
    QStringList fields() const { return m_values.keys(); }

    bool operator==(const UnitDraft &other) const { return m_values == other.m_values; }
    bool operator!=(const UnitDraft &other) const { return !(*this == other); }

private:
    QMap<QString, UnitValue> m_values;
};

struct UnitDraft::Reading
{
    UnitDraft draft;
    QStringList unknown;
    QStringList unreadable;
};

} // namespace Adc
