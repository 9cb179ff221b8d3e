#include "core/common/requestreader.h"

#include "core/common/quote.h"

#include <QCoreApplication>
#include <cmath>

namespace Adc {

namespace {
QString quotedList(const QStringList &names)
{
    return names.join(QLatin1String(", "));
}

QString numberText(double value)
{
    return QString::number(value, 'g', 10);
}
} // namespace

RequestReader::RequestReader(QJsonObject request)
    : m_request(std::move(request))
{
}

bool RequestReader::fail(const QString &field, const QString &message)
{
    if (m_error.isEmpty())
        m_error = field + QLatin1String(": ") + message;
    return false;
}

QJsonValue RequestReader::take(const QString &field)
{
    m_read.insert(field);
    return m_request.value(field);
}

std::optional<int> RequestReader::integer(const QString &field, int low, int high, bool required)
{
    const QJsonValue value = take(field);
    if (value.isUndefined() || value.isNull()) {
        if (required)
            fail(field, QStringLiteral("missing"));
        return std::nullopt;
    }
    const double d = value.toDouble(std::nan(""));
    if (!value.isDouble() || !std::isfinite(d) || d != std::floor(d)) {
        fail(field, QCoreApplication::translate("Adc::RequestReader", "expected a whole number"));
        return std::nullopt;
    }
    if (d < low || d > high) {
        fail(field,
             QCoreApplication::translate("Adc::RequestReader", "%1 is out of range (%2 to %3)")
                 .arg(numberText(d))
                 .arg(low)
                 .arg(high));
        return std::nullopt;
    }
    return static_cast<int>(d);
}

std::optional<double> RequestReader::number(const QString &field, double low, double high,
                                            bool required)
{
    const QJsonValue value = take(field);
    if (value.isUndefined() || value.isNull()) {
        if (required)
            fail(field, QStringLiteral("missing"));
        return std::nullopt;
    }
    const double d = value.toDouble(std::nan(""));
    if (!value.isDouble() || !std::isfinite(d)) {
        fail(field, QCoreApplication::translate("Adc::RequestReader", "expected a number"));
        return std::nullopt;
    }
    if (d < low || d > high) {
        fail(field,
             QCoreApplication::translate("Adc::RequestReader", "%1 is out of range (%2 to %3)")
                 .arg(numberText(d), numberText(low), numberText(high)));
        return std::nullopt;
    }
    return d;
}

std::optional<bool> RequestReader::boolean(const QString &field, bool required)
{
    const QJsonValue value = take(field);
    if (value.isUndefined() || value.isNull()) {
        if (required)
            fail(field, QStringLiteral("missing"));
        return std::nullopt;
    }
    if (!value.isBool()) {
        fail(field, QCoreApplication::translate("Adc::RequestReader", "expected true or false"));
        return std::nullopt;
    }
    return value.toBool();
}

std::optional<QString> RequestReader::string(const QString &field, bool required)
{
    const QJsonValue value = take(field);
    if (value.isUndefined() || value.isNull()) {
        if (required)
            fail(field, QStringLiteral("missing"));
        return std::nullopt;
    }
    if (!value.isString()) {
        fail(field, QCoreApplication::translate("Adc::RequestReader", "expected a string"));
        return std::nullopt;
    }
    return value.toString();
}

std::optional<QString> RequestReader::word(const QString &field, const QStringList &names,
                                           bool required)
{
    const std::optional<QString> text = string(field, required);
    if (!text)
        return std::nullopt;
    if (!names.contains(*text)) {
        fail(field,
             QCoreApplication::translate("Adc::RequestReader", "%1 is not one of %2")
                 .arg(Quote::value(*text), quotedList(names)));
        return std::nullopt;
    }
    return text;
}

QStringList RequestReader::words(const QString &field, const QStringList &names)
{
    const QJsonValue value = take(field);
    if (value.isUndefined() || value.isNull())
        return {};
    if (!value.isArray()) {
        fail(field, QCoreApplication::translate("Adc::RequestReader", "expected a list of names"));
        return {};
    }
    QStringList list;
    const QJsonArray array = value.toArray();
    for (const QJsonValue &item : array) {
        if (!item.isString()) {
            fail(field,
                 QCoreApplication::translate("Adc::RequestReader", "expected a list of names"));
            return {};
        }
        if (!names.contains(item.toString())) {
            fail(field,
                 QCoreApplication::translate("Adc::RequestReader", "%1 is not one of %2")
                     .arg(Quote::value(item.toString()), quotedList(names)));
            return {};
        }
        list << item.toString();
    }
    return list;
}

QList<int> RequestReader::integers(const QString &field, int low, int high)
{
    const QJsonValue value = take(field);
    if (value.isUndefined() || value.isNull())
        return {};
    if (!value.isArray()) {
        fail(field,
             QCoreApplication::translate("Adc::RequestReader", "expected a list of whole numbers"));
        return {};
    }
    QList<int> list;
    const QJsonArray array = value.toArray();
    for (const QJsonValue &item : array) {
        const double d = item.toDouble(std::nan(""));
        if (!item.isDouble() || !std::isfinite(d) || d != std::floor(d)) {
            fail(field,
                 QCoreApplication::translate("Adc::RequestReader",
                                             "expected a list of whole numbers"));
            return {};
        }
        if (d < low || d > high) {
            fail(field,
                 QCoreApplication::translate("Adc::RequestReader", "%1 is out of range (%2 to %3)")
                     .arg(numberText(d))
                     .arg(low)
                     .arg(high));
            return {};
        }
        list << static_cast<int>(d);
    }
    return list;
}

std::optional<QJsonObject> RequestReader::object(const QString &field, bool required)
{
    const QJsonValue value = take(field);
    if (value.isUndefined() || value.isNull()) {
        if (required)
            fail(field, QStringLiteral("missing"));
        return std::nullopt;
    }
    if (!value.isObject()) {
        fail(field, QCoreApplication::translate("Adc::RequestReader", "expected an object"));
        return std::nullopt;
    }
    return value.toObject();
}

bool RequestReader::finish()
{
    if (!ok())
        return false;
    for (auto it = m_request.begin(); it != m_request.end(); ++it) {
        if (!m_read.contains(it.key()))
            return fail(Quote::shortened(it.key()),
                        QCoreApplication::translate("Adc::RequestReader", "unknown field"));
    }
    return true;
}

namespace {

// Faces are small whole numbers; anything else is not a die.
std::optional<QList<int>> facesOf(const QJsonValue &value)
{
    if (!value.isArray())
        return std::nullopt;
    QList<int> faces;
    for (const QJsonValue &item : value.toArray()) {
        const double d = item.toDouble(std::nan(""));
        if (!item.isDouble() || d != std::floor(d) || std::abs(d) >= 1e6)
            return std::nullopt;
        faces.append(static_cast<int>(d));
    }
    return faces;
}

} // namespace

std::optional<QList<int>> RequestReader::faces(const QString &field)
{
    const QJsonValue value = take(field);
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    std::optional<QList<int>> faces = facesOf(value);
    if (!faces)
        fail(field,
             QCoreApplication::translate("Adc::RequestReader", "expected a list of die faces"));
    return faces;
}

QList<std::optional<QList<int>>> RequestReader::faceLists(const QString &field)
{
    const QJsonValue value = take(field);
    QList<std::optional<QList<int>>> lists;
    if (value.isUndefined() || value.isNull())
        return lists;
    if (!value.isArray()) {
        fail(
            field,
            QCoreApplication::translate("Adc::RequestReader", "expected a list of die-face lists"));
        return lists;
    }
    for (const QJsonValue &item : value.toArray()) {
        if (item.isNull()) {
            lists.append(std::nullopt);
            continue;
        }
        const std::optional<QList<int>> faces = facesOf(item);
        if (!faces) {
            fail(field,
                 QCoreApplication::translate("Adc::RequestReader", "expected a list of die faces"));
            return {};
        }
        lists.append(faces);
    }
    return lists;
}

QJsonValue RequestReader::facesJson(const std::optional<QList<int>> &faces)
{
    if (!faces)
        return QJsonValue(QJsonValue::Null);
    QJsonArray array;
    for (int face : *faces)
        array.append(face);
    return array;
}

QJsonArray RequestReader::faceListsJson(const QList<std::optional<QList<int>>> &lists)
{
    QJsonArray array;
    for (const std::optional<QList<int>> &faces : lists)
        array.append(facesJson(faces));
    return array;
}

} // namespace Adc
