#include "db/io/unitcsv.h"

#include "core/common/quote.h"
#include "core/model/unitfields.h"
#include "db/io/csvformula.h"

#include <QCoreApplication>
#include <QJsonValue>

namespace Adc {

namespace {

enum class CsvKind { Integer, Number, Boolean, Text };

CsvKind csvKindOf(const QString &field)
{
    const UnitFields::Field *known = UnitFields::find(field);
    switch (known ? known->kind : UnitFields::Kind::Text) {
    case UnitFields::Kind::Count:
        return CsvKind::Integer;
    case UnitFields::Kind::Inches:
        return CsvKind::Number;
    case UnitFields::Kind::Flag:
        return CsvKind::Boolean;
    default:
        return CsvKind::Text;
    }
}

} // namespace

UnitCsv::Row UnitCsv::objectFromRow(const QStringList &header, const QStringList &cells)
{
    Row row;
    QJsonObject &object = row.object;
    QStringList *problems = &row.unreadable;
    for (int i = 0; i < header.size() && i < cells.size(); ++i) {
        const QString &field = header.at(i);
        const QString &cell = cells.at(i);
        if (cell.isEmpty())
            continue;
        switch (csvKindOf(field)) {
        case CsvKind::Integer: {
            bool ok = false;
            const qlonglong value = cell.trimmed().toLongLong(&ok);
            if (!ok) {
                problems->append(QCoreApplication::translate("Adc::UnitCsv",
                                                             "%1: expected a whole number, not %2")
                                     .arg(field, Quote::value(cell)));
                continue;
            }
            object.insert(field, static_cast<double>(value));
            break;
        }
        case CsvKind::Number: {
            bool ok = false;
            const double value = cell.trimmed().toDouble(&ok);
            if (!ok) {
                problems->append(
                    QCoreApplication::translate("Adc::UnitCsv", "%1: expected a number, not %2")
                        .arg(field, Quote::value(cell)));
                continue;
            }
            object.insert(field, value);
            break;
        }
        case CsvKind::Boolean: {
            const QString word = cell.trimmed();
            if (word == QLatin1String("true")) {
                object.insert(field, true);
            } else if (word == QLatin1String("false")) {
                object.insert(field, false);
            } else {
                problems->append(QCoreApplication::translate("Adc::UnitCsv",
                                                             "%1: expected true or false, not %2")
                                     .arg(field, Quote::value(cell)));
                continue;
            }
            break;
        }
        case CsvKind::Text:
            object.insert(field, CsvFormula::unescape(cell));
            break;
        }
    }
    return row;
}

QStringList UnitCsv::cells(const UnitRecord &unit)
{
    const QJsonObject object = unit.toJson();
    QStringList cells;
    for (const QString &field : UnitRecord::fieldNames()) {
        const QJsonValue value = object.value(field);
        if (value.isBool())
            cells << QString::fromLatin1(value.toBool() ? "true" : "false");
        else if (value.isNull())
            cells << QString();
        else if (csvKindOf(field) == CsvKind::Number)
            cells << QString::number(value.toDouble(), 'g', 10);
        else if (value.isDouble())
            cells << QString::number(value.toInteger());
        else
            cells << CsvFormula::escape(value.toString());
    }
    return cells;
}

} // namespace Adc
