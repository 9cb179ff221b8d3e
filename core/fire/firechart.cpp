#include "core/fire/firechart.h"

#include "core/common/rulings.h"
#include "core/common/tablereader.h"

#include <QCoreApplication>

namespace Adc {

namespace {
// A column bound: a whole number, or null for the open end of the chart.
std::optional<int> bound(TableReader &reader, const QJsonObject &column, const QString &key,
                         const QString &entry, bool *open)
{
    *open = false;
    if (column.value(key).isNull() && column.contains(key)) {
        *open = true;
        return std::nullopt;
    }
    const int value = reader.integer(column, key, entry);
    if (!reader.ok())
        return std::nullopt;
    return value;
}

QString entryAt(const QString &list, int index)
{
    return QStringLiteral("%1[%2]").arg(list).arg(index);
}
} // namespace

std::optional<FireChart> FireChart::fromJson(const QJsonObject &root, TableReader &reader)
{
    FireChart chart;
    chart.m_dieFaces = reader.integer(root, QStringLiteral("die_faces"), QString());
    if (reader.ok() && chart.m_dieFaces < 2)
        reader.fail(QStringLiteral("die_faces"), QStringLiteral("must be 2 or more"));
    chart.m_castingsPerStand
        = reader.integer(root, QStringLiteral("castings_per_stand"), QString());
    if (reader.ok() && chart.m_castingsPerStand < 1) {
        reader.fail(QStringLiteral("castings_per_stand"), QStringLiteral("must be 1 or more"));
    }
    if (!chart.readColumns(root, reader) || !chart.readRows(root, reader))
        return std::nullopt;

    const QJsonObject beyond = reader.object(root, QStringLiteral("beyond_chart"), QString());
    chart.m_stepsPerStand
        = reader.integer(beyond, QStringLiteral("steps_per_stand"), QStringLiteral("beyond_chart"));
    chart.m_tubesPerStep
        = reader.integer(beyond, QStringLiteral("tubes_per_step"), QStringLiteral("beyond_chart"));
    if (!reader.ok())
        return std::nullopt;
    if (chart.m_stepsPerStand < 0) {
        reader.fail(QStringLiteral("beyond_chart.steps_per_stand"),
                    QStringLiteral("cannot be negative"));
        return std::nullopt;
    }
    if (chart.m_tubesPerStep < 1) {
        reader.fail(QStringLiteral("beyond_chart.tubes_per_step"),
                    QStringLiteral("must be 1 or more"));
        return std::nullopt;
    }
    return chart;
}

bool FireChart::readColumns(const QJsonObject &root, TableReader &reader)
{
    // Columns, from the highest roll down; each covers the rolls just below
    // the previous one, the first open above and the last open below.
    const QJsonArray columns = reader.array(root, QStringLiteral("columns"), QString());
    if (!reader.ok())
        return false;
    if (columns.size() < 2)
        return reader.fail(QStringLiteral("columns"),
                           QStringLiteral("expected at least two columns"));
    QList<int> mins;
    QList<int> maxes;
    for (int i = 0; i < columns.size(); ++i) {
        const QString entry = entryAt(QStringLiteral("columns"), i);
        const QJsonObject column = reader.objectAt(columns, i, QStringLiteral("columns"));
        const QString label = reader.string(column, QStringLiteral("label"), entry);
        bool minOpen = false;
        bool maxOpen = false;
        const std::optional<int> min
            = bound(reader, column, QStringLiteral("min"), entry, &minOpen);
        const std::optional<int> max
            = bound(reader, column, QStringLiteral("max"), entry, &maxOpen);
        if (!reader.ok())
            return false;
        if (label.isEmpty() || m_columnLabels.contains(label))
            return reader.fail(entry + QStringLiteral(".label"),
                               QStringLiteral("empty or repeated"));
        const bool first = i == 0;
        const bool last = i == columns.size() - 1;
        if (maxOpen != first)
            return reader.fail(entry + QStringLiteral(".max"),
                               first ? QStringLiteral("the top column must be open (null)")
                                     : QStringLiteral("only the top column may be open"));
        if (minOpen != last)
            return reader.fail(entry + QStringLiteral(".min"),
                               last ? QStringLiteral("the bottom column must be open (null)")
                                    : QStringLiteral("only the bottom column may be open"));
        if (min && max && *min > *max)
            return reader.fail(entry, QStringLiteral("min is above max"));
        if (!first && max && *max != mins.last() - 1)
            return reader.fail(
                entry + QStringLiteral(".max"),
                QStringLiteral("must be %1, just below the column above").arg(mins.last() - 1));
        mins << (min ? *min : 0);
        maxes << (max ? *max : 0);
        m_columnLabels << label;
    }
    m_highestRoll = mins.first();
    m_lowestRoll = maxes.last();
    for (int roll = m_lowestRoll; roll <= m_highestRoll; ++roll) {
        int found = 0;
        for (int c = 0; c < columns.size(); ++c) {
            const bool aboveMin = c == columns.size() - 1 || roll >= mins.at(c);
            const bool belowMax = c == 0 || roll <= maxes.at(c);
            if (aboveMin && belowMax) {
                found = c;
                break;
            }
        }
        m_columnForRoll << found;
    }
    return true;
}

bool FireChart::readRows(const QJsonObject &root, TableReader &reader)
{
    // Rows: "half", then 1, 2, ... stands; tubes ascending, then none.
    const QJsonArray rows = reader.array(root, QStringLiteral("rows"), QString());
    if (!reader.ok())
        return false;
    if (rows.size() < 2)
        return reader.fail(QStringLiteral("rows"), QStringLiteral("expected at least two rows"));
    bool tubesEnded = false;
    for (int r = 0; r < rows.size(); ++r) {
        const QString entry = entryAt(QStringLiteral("rows"), r);
        const QJsonObject row = reader.objectAt(rows, r, QStringLiteral("rows"));
        if (!reader.ok() || !readRowStands(row, r, entry, reader)
            || !readRowTubes(row, r, entry, &tubesEnded, reader)
            || !readRowSteps(row, r, entry, reader))
            return false;
    }
    return true;
}

bool FireChart::readRowStands(const QJsonObject &row, int r, const QString &entry,
                              TableReader &reader)
{
    if (r == 0) {
        if (reader.string(row, QStringLiteral("stands"), entry) != QLatin1String("half")) {
            if (reader.ok())
                reader.fail(entry + QStringLiteral(".stands"),
                            QStringLiteral("the first row must be \"half\""));
            return false;
        }
        m_standsNames << QStringLiteral("half");
        m_stands << 0;
        return true;
    }
    const int stands = reader.integer(row, QStringLiteral("stands"), entry);
    if (!reader.ok())
        return false;
    if (stands != r)
        return reader.fail(entry + QStringLiteral(".stands"),
                           QStringLiteral("expected %1 (rows go half, 1, 2, ...)").arg(r));
    m_standsNames << QString::number(stands);
    m_stands << stands;
    return true;
}

bool FireChart::readRowTubes(const QJsonObject &row, int r, const QString &entry, bool *tubesEnded,
                             TableReader &reader)
{
    if (!row.contains(QStringLiteral("tubes")))
        return reader.fail(entry + QStringLiteral(".tubes"),
                           QStringLiteral("missing (null for none)"));
    if (row.value(QStringLiteral("tubes")).isNull()) {
        if (r == 0)
            return reader.fail(entry + QStringLiteral(".tubes"),
                               QStringLiteral("the first row must have tubes"));
        *tubesEnded = true;
        m_tubes << 0;
        m_tubesNames << QString();
        return true;
    }
    const int tubes = reader.integer(row, QStringLiteral("tubes"), entry);
    if (!reader.ok())
        return false;
    if (*tubesEnded || tubes < 1 || (r > 0 && tubes <= m_tubes.last()))
        return reader.fail(entry + QStringLiteral(".tubes"),
                           QStringLiteral("tubes must rise row by row, then stop (null)"));
    m_tubes << tubes;
    m_tubesNames << QString::number(tubes);
    return true;
}

bool FireChart::readRowSteps(const QJsonObject &row, int r, const QString &entry,
                             TableReader &reader)
{
    const int columns = int(m_columnLabels.size());
    const QJsonArray steps = reader.array(row, QStringLiteral("steps"), entry);
    if (!reader.ok())
        return false;
    if (steps.size() != columns)
        return reader.fail(entry + QStringLiteral(".steps"),
                           QStringLiteral("expected %1 cells, one per column, found %2")
                               .arg(columns)
                               .arg(steps.size()));
    for (int c = 0; c < steps.size(); ++c) {
        const QString cellEntry = entry + QStringLiteral(".steps");
        const int value = reader.integerAt(steps, c, cellEntry);
        if (!reader.ok())
            return false;
        const QString at = entryAt(cellEntry, c) + QStringLiteral(" (") + m_standsNames.last()
            + QStringLiteral(", ") + m_columnLabels.at(c) + QLatin1Char(')');
        if (value < 0)
            return reader.fail(at, QStringLiteral("casualty steps cannot be negative"));
        // A better roll never does less harm; a bigger row never less.
        if (c > 0 && value > m_cells.last())
            return reader.fail(
                at,
                QStringLiteral("a lower roll cannot read more steps than the column to its left"));
        if (r > 0 && value < m_cells.at((r - 1) * columns + c))
            return reader.fail(
                at, QStringLiteral("a bigger row cannot read fewer steps than the row above"));
        m_cells << value;
    }
    return true;
}

const FireChart &FireChart::standard()
{
    return standardTable<FireChart>(fileName());
}

std::optional<FireChart::Row> FireChart::rowForStands(double stands, const Rulings &rulings) const
{
    if (stands == 0.5)
        return Row { 0, 0, m_standsNames.first(), QString() };
    if (!readsStands(stands))
        return std::nullopt;
    const int whole = static_cast<int>(stands);
    const int top = m_stands.size() - 1;
    if (whole <= m_stands.last())
        return Row { whole, 0, m_standsNames.at(whole), QString() };
    const int extra = whole - m_stands.last();
    if (rulings.extendBeyondChart) {
        return Row { top, extra * m_stepsPerStand, QString::number(whole),
                     QCoreApplication::translate(
                         "Adc::FireChart",
                         "%1 stands: beyond the chart, the %2 row plus %3 step(s) in every "
                         "column (the ruling “Extend the fire chart” is on)")
                         .arg(whole)
                         .arg(m_standsNames.at(top))
                         .arg(extra * m_stepsPerStand) };
    }
    return Row { top, 0, m_standsNames.at(top),
                 QCoreApplication::translate("Adc::FireChart",
                                             "%1 stands: beyond the chart; the %2 row is read "
                                             "(the ruling “Extend the fire chart” is off)")
                     .arg(whole)
                     .arg(m_standsNames.at(top)) };
}

std::optional<FireChart::Row> FireChart::rowForTubes(int tubes, const Rulings &rulings) const
{
    if (tubes < m_tubes.first())
        return std::nullopt;
    int top = 0;
    for (int r = 0; r < m_tubes.size() && m_tubes.at(r) > 0; ++r) {
        if (m_tubes.at(r) <= tubes)
            top = r;
    }
    const bool lastTubesRow = top + 1 == m_tubes.size() || m_tubes.at(top + 1) == 0;
    const int extra = lastTubesRow ? (tubes - m_tubes.at(top)) / m_tubesPerStep : 0;
    if (extra == 0)
        return Row { top, 0, m_tubesNames.at(top), QString() };
    if (rulings.extendBeyondChart) {
        const int read = m_tubes.at(top) + extra * m_tubesPerStep;
        return Row { top, extra, QString::number(read),
                     QCoreApplication::translate(
                         "Adc::FireChart",
                         "%1 tubes: beyond the chart, the %2 row plus %3 step(s) in every "
                         "column (the ruling “Extend the fire chart” is on)")
                         .arg(tubes)
                         .arg(m_tubesNames.at(top))
                         .arg(extra) };
    }
    return Row { top, 0, m_tubesNames.at(top),
                 QCoreApplication::translate("Adc::FireChart",
                                             "%1 tubes: beyond the chart; the %2 row is read "
                                             "(the ruling “Extend the fire chart” is off)")
                     .arg(tubes)
                     .arg(m_tubesNames.at(top)) };
}

double FireChart::firingStands(int castings) const
{
    if (castings <= 0)
        return 0.0;
    if (castings < m_castingsPerStand)
        return 0.5;
    return castings / m_castingsPerStand;
}

} // namespace Adc
