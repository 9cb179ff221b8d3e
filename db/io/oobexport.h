#pragma once

#include "core/model/unitrecord.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>

namespace Adc {

// Writes a whole order of battle in the forms OobImport reads back unchanged:
// JSON {"battle": {...}, "units": [...]} with one unit object a line, or CSV
// with a header row of UnitRecord::fieldNames().
class OobExport
{
public:
    static QByteArray toJson(const QList<UnitRecord> &units, const QJsonObject &battle = {});
    static QByteArray toCsv(const QList<UnitRecord> &units);
    // One CSV cell, quoted when it holds a comma, a quote, a line break or
    // leading or trailing spaces (quotes doubled).
    static QString csvCell(const QString &text);
};

} // namespace Adc
