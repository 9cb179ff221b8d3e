#pragma once

// What many tests write their rows with, in one place for every layer.

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace AdcTest {

// "a b c" as { "a", "b", "c" }: a row's ids or words.
inline QStringList words(const char *spaced)
{
    return QString::fromLatin1(spaced).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// A JSON object written as text in a row.
inline QJsonObject object(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

} // namespace AdcTest
