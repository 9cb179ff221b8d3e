#include "core/common/tablereader.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <cmath>

namespace Adc {

namespace {
QString path(const QString &entry, const QString &key)
{
    return entry.isEmpty() ? key : entry + QLatin1Char('.') + key;
}
} // namespace

TableReader::TableReader(QString file, QString directory)
    : m_file(std::move(file))
    , m_directory(std::move(directory))
{
}

Failure TableReader::failure() const
{
    if (m_entry.isEmpty())
        return Failure::failed(m_file + QLatin1String(": ") + m_message);
    return Failure::failed(m_file + QLatin1String(": ") + m_entry + QLatin1String(": ")
                           + m_message);
}

std::optional<QJsonObject> TableReader::load()
{
    QFile file(m_directory + QLatin1Char('/') + m_file);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(QString(), QStringLiteral("cannot be read: %1").arg(file.errorString()));
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        fail(QStringLiteral("offset %1").arg(parseError.offset),
             QStringLiteral("not valid JSON: %1").arg(parseError.errorString()));
        return std::nullopt;
    }
    if (!document.isObject()) {
        fail(QString(), QStringLiteral("the top level must be a JSON object"));
        return std::nullopt;
    }
    return document.object();
}

bool TableReader::fail(const QString &entry, const QString &message)
{
    if (!m_failed) {
        m_failed = true;
        m_entry = entry;
        m_message = message;
    }
    return false;
}

bool TableReader::check(const QJsonObject &object, const QString &key, const QString &entry)
{
    if (!object.contains(key))
        return fail(path(entry, key), QStringLiteral("missing"));
    return true;
}

int TableReader::integer(const QJsonObject &object, const QString &key, const QString &entry)
{
    if (!check(object, key, entry))
        return 0;
    const QJsonValue value = object.value(key);
    const double d = value.toDouble(std::nan(""));
    if (!value.isDouble() || d != std::floor(d) || std::fabs(d) > 1e9) {
        fail(path(entry, key), QStringLiteral("expected a whole number"));
        return 0;
    }
    return static_cast<int>(d);
}

double TableReader::number(const QJsonObject &object, const QString &key, const QString &entry)
{
    if (!check(object, key, entry))
        return 0;
    const QJsonValue value = object.value(key);
    if (!value.isDouble()) {
        fail(path(entry, key), QStringLiteral("expected a number"));
        return 0;
    }
    return value.toDouble();
}

QString TableReader::string(const QJsonObject &object, const QString &key, const QString &entry)
{
    if (!check(object, key, entry))
        return QString();
    const QJsonValue value = object.value(key);
    if (!value.isString()) {
        fail(path(entry, key), QStringLiteral("expected a string"));
        return QString();
    }
    return value.toString();
}

bool TableReader::boolean(const QJsonObject &object, const QString &key, const QString &entry)
{
    if (!check(object, key, entry))
        return false;
    const QJsonValue value = object.value(key);
    if (!value.isBool()) {
        fail(path(entry, key), QStringLiteral("expected true or false"));
        return false;
    }
    return value.toBool();
}

QJsonArray TableReader::array(const QJsonObject &object, const QString &key, const QString &entry)
{
    if (!check(object, key, entry))
        return {};
    const QJsonValue value = object.value(key);
    if (!value.isArray()) {
        fail(path(entry, key), QStringLiteral("expected an array"));
        return {};
    }
    return value.toArray();
}

QJsonObject TableReader::object(const QJsonObject &object, const QString &key, const QString &entry)
{
    if (!check(object, key, entry))
        return {};
    const QJsonValue value = object.value(key);
    if (!value.isObject()) {
        fail(path(entry, key), QStringLiteral("expected an object"));
        return {};
    }
    return value.toObject();
}

QJsonObject TableReader::objectAt(const QJsonArray &array, int index, const QString &entry)
{
    const QString at = QStringLiteral("%1[%2]").arg(entry).arg(index);
    if (index < 0 || index >= array.size()) {
        fail(at, QStringLiteral("missing"));
        return {};
    }
    if (!array.at(index).isObject()) {
        fail(at, QStringLiteral("expected an object"));
        return {};
    }
    return array.at(index).toObject();
}

int TableReader::integerAt(const QJsonArray &array, int index, const QString &entry)
{
    const QString at = QStringLiteral("%1[%2]").arg(entry).arg(index);
    if (index < 0 || index >= array.size()) {
        fail(at, QStringLiteral("missing"));
        return 0;
    }
    const QJsonValue value = array.at(index);
    const double d = value.toDouble(std::nan(""));
    if (!value.isDouble() || d != std::floor(d) || std::fabs(d) > 1e9) {
        fail(at, QStringLiteral("expected a whole number"));
        return 0;
    }
    return static_cast<int>(d);
}

QString TableReader::join(const QString &entry, const QString &key)
{
    return entry.isEmpty() ? key : entry + QLatin1Char('.') + key;
}

QString TableReader::nonEmptyString(const QJsonObject &object, const QString &key,
                                    const QString &entry)
{
    const QString text = string(object, key, entry);
    if (ok() && text.trimmed().isEmpty())
        fail(join(entry, key), QStringLiteral("must not be empty"));
    return text;
}

} // namespace Adc
