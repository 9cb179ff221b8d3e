#include "core/discipline/disciplineplan.h"

#include <QJsonArray>

namespace Adc {

QJsonObject DisciplinePlan::toJson() const
{
    if (isRefused())
        return { { QStringLiteral("refusal"), refusal } };
    QJsonArray cells;
    for (const FireDisciplineChart::CellOdds &cell : odds)
        cells.append(QJsonObject {
            { QStringLiteral("row"), cell.row },
            { QStringLiteral("cell"), DisciplineResult::cellText(cell.kind, cell.range) },
            { QStringLiteral("probability"), cell.probability } });
    QJsonObject object { { QStringLiteral("situation"), toName(situation) },
                         { QStringLiteral("dice"), dice.toString() },
                         { QStringLiteral("odds"), cells } };
    if (!result)
        return object;
    object.insert(QStringLiteral("roll"), result->roll);
    object.insert(QStringLiteral("row"), result->row);
    object.insert(QStringLiteral("result"), DisciplineResult::kindName(result->kind));
    object.insert(QStringLiteral("range"),
                  result->range ? QJsonValue(*result->range) : QJsonValue(QJsonValue::Null));
    object.insert(QStringLiteral("cell"), result->cellText());
    object.insert(QStringLiteral("firefight"), change.after.firefight);
    object.insert(QStringLiteral("units"), changesToJson({ change }));
    return object;
}

} // namespace Adc
