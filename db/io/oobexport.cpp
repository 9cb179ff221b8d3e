#include "db/io/oobexport.h"

#include "db/io/unitcsv.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Adc {

namespace {

// One JSON value as compact text (QJsonDocument writes only arrays and objects).
QByteArray valueText(const QJsonValue &value)
{
    const QByteArray array = QJsonDocument(QJsonArray { value }).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

} // namespace

QByteArray OobExport::toJson(const QList<UnitRecord> &units, const QJsonObject &battle)
{
    QByteArray text = "{\n    \"battle\": ";
    text += QJsonDocument(battle).toJson(QJsonDocument::Compact);
    text += ",\n    \"units\": [";
    const QStringList fields = UnitRecord::fieldNames();
    for (int i = 0; i < units.size(); ++i) {
        const QJsonObject object = units.at(i).toJson();
        text += i == 0 ? "\n        {" : ",\n        {";
        // The fields in their documented order, not QJsonDocument's sorted one.
        for (int f = 0; f < fields.size(); ++f) {
            if (f > 0)
                text += ", ";
            text += valueText(fields.at(f));
            text += ": ";
            text += valueText(object.value(fields.at(f)));
        }
        text += '}';
    }
    text += units.isEmpty() ? "]\n}\n" : "\n    ]\n}\n";
    return text;
}

QString OobExport::csvCell(const QString &text)
{
    const bool needsQuotes = text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"'))
        || text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'))
        || (!text.isEmpty() && (text.front().isSpace() || text.back().isSpace()));
    if (!needsQuotes)
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QByteArray OobExport::toCsv(const QList<UnitRecord> &units)
{
    QString text = UnitRecord::fieldNames().join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const UnitRecord &unit : units) {
        QStringList cells = UnitCsv::cells(unit);
        for (QString &cell : cells)
            cell = csvCell(cell);
        text += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return text.toUtf8();
}

} // namespace Adc
