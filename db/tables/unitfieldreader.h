#pragma once

#include <QJsonObject>
#include <QSet>
#include <QStringList>
#include <optional>

namespace Adc {

// The fields of one unit object, read one by one; each problem is kept
// as "FIELD: what is wrong", once a field.
class UnitFieldReader
{
public:
    // `oneLine`: the text fields that must each be one line (NameText).
    explicit UnitFieldReader(const QJsonObject &object, QStringList oneLine = {})
        : m_object(object)
        , m_oneLine(std::move(oneLine))
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
    const QJsonObject &m_object;
    QStringList m_oneLine;
    QStringList m_problems;
    QSet<QString> m_failed;
};

} // namespace Adc
