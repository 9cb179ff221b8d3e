#pragma once

#include "core/common/result.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>
#include <optional>

namespace Adc {

// Reads a command-line request strictly: every field read is checked for its
// type and range, and finish() rejects any field nobody read. Only the first
// problem is kept, as "FIELD: what is wrong" (docs/contract.md, exit 2).
class RequestReader
{
public:
    explicit RequestReader(QJsonObject request);

    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    // The first problem, as the malformed request it is.
    Failure failure() const { return Failure::malformed(m_error); }
    // Records a problem with a field (only the first is kept); returns false.
    bool fail(const QString &field, const QString &message);

    bool has(const QString &field) const { return m_request.contains(field); }
    const QJsonObject &request() const { return m_request; }
    // Marks a field as read without checking it (the caller checks it).
    QJsonValue take(const QString &field);

    // Whole numbers and numbers within [low, high]; a missing required field
    // is an error, a missing optional one gives std::nullopt.
    std::optional<int> integer(const QString &field, int low, int high, bool required);
    std::optional<double> number(const QString &field, double low, double high, bool required);
    std::optional<bool> boolean(const QString &field, bool required);
    std::optional<QString> string(const QString &field, bool required);
    // A string that must be one of names.
    std::optional<QString> word(const QString &field, const QStringList &names, bool required);
    // A list of strings each of which must be one of names (default: empty).
    QStringList words(const QString &field, const QStringList &names);
    // A list of whole numbers within [low, high] (default: empty).
    QList<int> integers(const QString &field, int low, int high);
    std::optional<QJsonObject> object(const QString &field, bool required);
    // Dice faces thrown at the table: a list of whole numbers, or nullopt
    // when the field is missing or null. Whether they fit the dice is the
    // action's to say (it knows the dice).
    std::optional<QList<int>> faces(const QString &field);
    // One such list per roll, null where none was thrown.
    QList<std::optional<QList<int>>> faceLists(const QString &field);
    // The same lists written back.
    static QJsonValue facesJson(const std::optional<QList<int>> &faces);
    static QJsonArray faceListsJson(const QList<std::optional<QList<int>>> &lists);
    // A list of numbers (ids, totals) written back as a JSON array.
    template<typename T> static QJsonArray listJson(const QList<T> &values)
    {
        QJsonArray array;
        for (const T &value : values)
            array.append(value);
        return array;
    }

    // Rejects every field that was never read. Call it last.
    bool finish();

private:
    QJsonObject m_request;
    QSet<QString> m_read;
    QString m_error;
};

} // namespace Adc
