#pragma once

// The casualties table as compiled in, and edited a value at a time, for the
// tests that load it broken or changed.

#include "core/common/tablereader.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace AdcTest {

inline QString casualtiesFile()
{
    return QStringLiteral("casualties.json");
}

inline QJsonObject compiledCasualties()
{
    Adc::TableReader reader(casualtiesFile());
    return reader.load().value_or(QJsonObject());
}

// Sets (or, for an empty text, removes) the value at a dotted path.
inline QJsonObject patched(QJsonObject object, const QStringList &path, const QByteArray &json)
{
    const QString key = path.first();
    if (path.size() > 1) {
        object.insert(key, patched(object.value(key).toObject(), path.mid(1), json));
    } else if (json.isEmpty()) {
        object.remove(key);
    } else {
        object.insert(key, QJsonDocument::fromJson("[" + json + "]").array().at(0));
    }
    return object;
}

} // namespace AdcTest
