#pragma once

#include "core/model/unitdraft.h"

#include <QSet>
#include <QStringList>
#include <optional>

namespace Adc {

// The fields of one unit as given, read one by one with their ranges and
// words; each problem is kept as "FIELD: what is wrong", once a field. A
// value not of its field's kind is named as UnitFields names it, where the
// field is read.
class UnitFieldReader
{
public:
    // `oneLine`: the text fields that must each be one line (NameText).
    // `unreadable`: the fields given a value no field takes (a list).
    explicit UnitFieldReader(const UnitDraft &draft, QStringList oneLine = {},
                             QStringList unreadable = {})
        : m_draft(draft)
        , m_oneLine(std::move(oneLine))
        , m_unreadable(std::move(unreadable))
    {
    }

    // Every problem found so far, "FIELD: what is wrong".
    const QStringList &problems() const { return m_problems; }

    bool has(const QString &field) const;
    bool failed(const QString &field) const { return m_failed.contains(field); }
    void fail(const QString &field, const QString &message);

    std::optional<int> integer(const QString &field, int low, int high);
    // Any number from low to high (inches).
    std::optional<double> number(const QString &field, double low, double high);
    std::optional<bool> boolean(const QString &field);
    std::optional<QString> text(const QString &field, bool required);
    // A name from `names`.
    std::optional<QString> word(const QString &field, const QStringList &names, bool required);

private:
    // The field's value when it is given and of its kind; else none, and
    // the problem kept when it is not of its kind.
    std::optional<UnitValue> given(const QString &field);

    const UnitDraft &m_draft;
    QStringList m_oneLine;
    QStringList m_unreadable;
    QStringList m_problems;
    QSet<QString> m_failed;
};

} // namespace Adc
