#include "core/discipline/firedisciplinechart.h"

#include "core/common/tablereader.h"
#include "core/dice/dicedistribution.h"

#include <QtGlobal>

namespace Adc {

namespace {

constexpr DisciplineSituation kSituations[] = {
    DisciplineSituation::Normal,
    DisciplineSituation::InSmoke,
    DisciplineSituation::Firefight,
};

int columnIndex(DisciplineSituation situation)
{
    return static_cast<int>(situation);
}

// A range in the chart: a positive number of inches, or null for none.
bool readRange(const QJsonObject &object, const QString &entry, TableReader &reader,
               std::optional<int> *range)
{
    if (!object.contains(QStringLiteral("range")))
        return reader.fail(entry + QStringLiteral(".range"),
                           QStringLiteral("missing (null for none)"));
    const QJsonValue value = object.value(QStringLiteral("range"));
    if (value.isNull()) {
        range->reset();
        return true;
    }
    const int inches = reader.integer(object, QStringLiteral("range"), entry);
    if (!reader.ok())
        return false;
    if (inches < 1 || inches > 100) {
        return reader.fail(
            entry + QStringLiteral(".range"),
            QStringLiteral("%1 is not a range in inches (1 to 100, or null)").arg(inches));
    }
    *range = inches;
    return true;
}

// The columns must be the situations, in their order.
bool checkColumns(const QJsonObject &root, TableReader &reader)
{
    const QJsonArray columns = reader.array(root, QStringLiteral("columns"), QString());
    if (!reader.ok())
        return false;
    const QStringList situationNames = disciplineSituationNames();
    if (columns.size() != situationNames.size())
        return reader.fail(
            QStringLiteral("columns"),
            QStringLiteral("expected %1").arg(situationNames.join(QLatin1String(", "))));
    for (int i = 0; i < columns.size(); ++i) {
        if (columns.at(i).toString() != situationNames.at(i))
            return reader.fail(QStringLiteral("columns[%1]").arg(i),
                               QStringLiteral("expected \"%1\"").arg(situationNames.at(i)));
    }
    return true;
}

// One row's cells, a situation each.
std::optional<QList<FireDisciplineChart::Cell>> readCells(const QJsonObject &row,
                                                          const QString &entry, TableReader &reader)
{
    QList<FireDisciplineChart::Cell> cells;
    for (DisciplineSituation situation : kSituations) {
        const QString column = toName(situation);
        const QString cellEntry = entry + QLatin1Char('.') + column;
        const QJsonObject object = reader.object(row, column, entry);
        const QString result = reader.string(object, QStringLiteral("result"), cellEntry);
        if (!reader.ok())
            return std::nullopt;
        const std::optional<DisciplineResult::Kind> kind = DisciplineResult::kindFromName(result);
        if (!kind) {
            reader.fail(cellEntry + QStringLiteral(".result"),
                        QStringLiteral("\"%1\" is not one of %2")
                            .arg(result, DisciplineResult::kindNames().join(QLatin1String(", "))));
            return std::nullopt;
        }
        FireDisciplineChart::Cell cell;
        cell.kind = *kind;
        if (!readRange(object, cellEntry, reader, &cell.range))
            return std::nullopt;
        if (cell.kind == DisciplineResult::Kind::Free && cell.range) {
            reader.fail(cellEntry + QStringLiteral(".range"),
                        QStringLiteral("a free result has no range (null)"));
            return std::nullopt;
        }
        cells << cell;
    }
    return cells;
}

// The distances a charge rolls at: inches, each closer than the one before.
std::optional<QList<int>> readChargeDistances(const QJsonArray &distances, TableReader &reader)
{
    if (distances.isEmpty()) {
        reader.fail(QStringLiteral("charge.distances"), QStringLiteral("no distance to roll at"));
        return std::nullopt;
    }
    QList<int> list;
    for (int i = 0; i < distances.size(); ++i) {
        const int distance = reader.integerAt(distances, i, QStringLiteral("charge.distances"));
        if (!reader.ok())
            return std::nullopt;
        if (distance < 1 || distance > 100 || (!list.isEmpty() && distance >= list.last())) {
            reader.fail(
                QStringLiteral("charge.distances[%1]").arg(i),
                QStringLiteral(
                    "%1: distances are inches from 1 to 100, each closer than the one before")
                    .arg(distance));
            return std::nullopt;
        }
        list << distance;
    }
    return list;
}

std::optional<QList<DisciplineSituation>> readChargeColumns(const QJsonArray &columns,
                                                            TableReader &reader)
{
    QList<DisciplineSituation> situations;
    for (int i = 0; i < columns.size(); ++i) {
        const std::optional<DisciplineSituation> situation
            = disciplineSituationFromName(columns.at(i).toString());
        if (!columns.at(i).isString() || !situation) {
            reader.fail(QStringLiteral("charge.columns[%1]").arg(i),
                        QStringLiteral("expected one of %1")
                            .arg(disciplineSituationNames().join(QLatin1String(", "))));
            return std::nullopt;
        }
        situations << *situation;
    }
    if (situations.isEmpty()) {
        reader.fail(QStringLiteral("charge.columns"), QStringLiteral("no column for a charge"));
        return std::nullopt;
    }
    return situations;
}

} // namespace

std::optional<FireDisciplineChart> FireDisciplineChart::fromJson(const QJsonObject &root,
                                                                 TableReader &reader)
{
    FireDisciplineChart chart;
    chart.m_highestRow = reader.integer(root, QStringLiteral("highest_row"), QString());
    chart.m_lowestRow = reader.integer(root, QStringLiteral("lowest_row"), QString());
    if (!reader.ok())
        return std::nullopt;
    if (chart.m_lowestRow < -100 || chart.m_highestRow > 100
        || chart.m_highestRow <= chart.m_lowestRow) {
        reader.fail(QStringLiteral("highest_row"),
                    QStringLiteral("%1 must be above lowest_row %2 (both within -100 to 100)")
                        .arg(chart.m_highestRow)
                        .arg(chart.m_lowestRow));
        return std::nullopt;
    }

    if (!checkColumns(root, reader))
        return std::nullopt;

    const QJsonArray rows = reader.array(root, QStringLiteral("rows"), QString());
    if (!reader.ok())
        return std::nullopt;
    const QStringList names = chart.rowNames();
    if (rows.size() != names.size()) {
        reader.fail(QStringLiteral("rows"),
                    QStringLiteral("%1 rows, expected %2 (%3)")
                        .arg(rows.size())
                        .arg(names.size())
                        .arg(names.join(QLatin1String(", "))));
        return std::nullopt;
    }
    for (int i = 0; i < rows.size(); ++i) {
        const QString entry = QStringLiteral("rows[%1]").arg(i);
        const QJsonObject row = reader.objectAt(rows, i, QStringLiteral("rows"));
        const QString name = reader.string(row, QStringLiteral("row"), entry);
        if (!reader.ok())
            return std::nullopt;
        if (name != names.at(i)) {
            reader.fail(entry + QStringLiteral(".row"),
                        QStringLiteral("\"%1\", expected \"%2\"").arg(name, names.at(i)));
            return std::nullopt;
        }
        const std::optional<QList<Cell>> cells = readCells(row, entry, reader);
        if (!cells)
            return std::nullopt;
        chart.m_cells << *cells;
    }

    const QJsonObject charge = reader.object(root, QStringLiteral("charge"), QString());
    const QJsonArray distances
        = reader.array(charge, QStringLiteral("distances"), QStringLiteral("charge"));
    chart.m_closeAction
        = reader.integer(charge, QStringLiteral("close_action"), QStringLiteral("charge"));
    const QJsonArray chargeColumns
        = reader.array(charge, QStringLiteral("columns"), QStringLiteral("charge"));
    if (!reader.ok())
        return std::nullopt;
    const std::optional<QList<int>> chargeDistances = readChargeDistances(distances, reader);
    if (!chargeDistances)
        return std::nullopt;
    chart.m_chargeDistances = *chargeDistances;
    if (chart.m_closeAction < 1 || chart.m_closeAction > chart.m_chargeDistances.last()) {
        reader.fail(QStringLiteral("charge.close_action"),
                    QStringLiteral("%1 must be from 1 to the last distance (%2)")
                        .arg(chart.m_closeAction)
                        .arg(chart.m_chargeDistances.last()));
        return std::nullopt;
    }
    const std::optional<QList<DisciplineSituation>> situations
        = readChargeColumns(chargeColumns, reader);
    if (!situations)
        return std::nullopt;
    chart.m_chargeSituations = *situations;
    return chart;
}

const FireDisciplineChart &FireDisciplineChart::standard()
{
    return standardTable<FireDisciplineChart>(fileName());
}

DisciplineSituation FireDisciplineChart::situationFor(bool inFirefight, bool inSmoke)
{
    if (inFirefight)
        return DisciplineSituation::Firefight;
    if (inSmoke)
        return DisciplineSituation::InSmoke;
    return DisciplineSituation::Normal;
}

int FireDisciplineChart::rowFor(int roll) const
{
    return qBound(m_lowestRow, roll, m_highestRow);
}

QString FireDisciplineChart::rowName(int row) const
{
    const int clamped = rowFor(row);
    if (clamped == m_highestRow)
        return QString::number(clamped) + QLatin1Char('+');
    if (clamped == m_lowestRow)
        return QString::number(clamped) + QLatin1Char('-');
    return QString::number(clamped);
}

QStringList FireDisciplineChart::rowNames() const
{
    QStringList names;
    for (int row = m_highestRow; row >= m_lowestRow; --row)
        names << rowName(row);
    return names;
}

FireDisciplineChart::Cell FireDisciplineChart::cell(int row, DisciplineSituation situation) const
{
    const int index = m_highestRow - rowFor(row);
    if (index < 0 || index >= m_cells.size())
        return Cell();
    return m_cells.at(index).at(columnIndex(situation));
}

DisciplineResult FireDisciplineChart::lookup(int roll, DisciplineSituation situation) const
{
    const Cell found = cell(roll, situation);
    DisciplineResult result;
    result.kind = found.kind;
    result.range = found.range;
    result.row = rowName(roll);
    result.roll = roll;
    result.situation = situation;
    return result;
}

QList<FireDisciplineChart::CellOdds> FireDisciplineChart::odds(const DiceExpression &dice,
                                                               DisciplineSituation situation) const
{
    const DiceDistribution distribution(dice);
    QList<CellOdds> list;
    for (int row = m_highestRow; row >= m_lowestRow; --row) {
        double probability = 0.0;
        if (row == m_highestRow)
            probability = distribution.atLeast(row);
        else if (row == m_lowestRow)
            probability = distribution.atMost(row);
        else
            probability = distribution.probability(row);
        if (probability <= 0.0)
            continue;
        const Cell found = cell(row, situation);
        list << CellOdds { rowName(row), found.kind, found.range, probability };
    }
    return list;
}

} // namespace Adc
