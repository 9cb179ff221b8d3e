#pragma once

#include "core/common/tablereader.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>

namespace Adc {

// A list of vocabulary names as a bit set; an empty, unknown or repeated
// name is an error.
template<typename Enum>
inline unsigned nameBits(TableReader &reader, const QJsonObject &object, const QString &key,
                         const QString &entry, std::optional<Enum> (*fromName)(const QString &),
                         const QStringList &names)
{
    const QJsonArray list = reader.array(object, key, entry);
    if (!reader.ok())
        return 0;
    if (list.isEmpty()) {
        reader.fail(entry + QLatin1Char('.') + key, QStringLiteral("expected at least one name"));
        return 0;
    }
    unsigned bits = 0;
    for (int i = 0; i < list.size(); ++i) {
        const QString at = QStringLiteral("%1.%2[%3]").arg(entry, key).arg(i);
        const std::optional<Enum> value
            = list.at(i).isString() ? fromName(list.at(i).toString()) : std::nullopt;
        if (!value) {
            reader.fail(at,
                        QStringLiteral("expected one of %1").arg(names.join(QLatin1String(", "))));
            return 0;
        }
        const unsigned bit = 1u << static_cast<unsigned>(*value);
        if (bits & bit) {
            reader.fail(at, QStringLiteral("\"%1\" is listed twice").arg(list.at(i).toString()));
            return 0;
        }
        bits |= bit;
    }
    return bits;
}

} // namespace Adc
