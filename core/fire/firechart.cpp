#include "fire/firechart.h"

#include "common/rulings.h"
#include "common/tablereader.h"

#include <QSet>

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

    // Columns, from the highest roll down; each covers the rolls just below
    // the previous one, the first open above and the last open below.
    const QJsonArray columns = reader.array(root, QStringLiteral("columns"), QString());
    if (!reader.ok())
        return std::nullopt;
    if (columns.size() < 2) {
        reader.fail(QStringLiteral("columns"), QStringLiteral("expected at least two columns"));
        return std::nullopt;
    }
    QList<int> mins;
    QList<int> maxes;
    QSet<QString> labels;
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
            return std::nullopt;
        if (label.isEmpty() || labels.contains(label)) {
            reader.fail(entry + QStringLiteral(".label"), QStringLiteral("empty or repeated"));
            return std::nullopt;
        }
        labels.insert(label);
        const bool first = i == 0;
        const bool last = i == columns.size() - 1;
        if (maxOpen != first) {
            reader.fail(entry + QStringLiteral(".max"),
                        first ? QStringLiteral("the top column must be open (null)")
                              : QStringLiteral("only the top column may be open"));
            return std::nullopt;
        }
        if (minOpen != last) {
            reader.fail(entry + QStringLiteral(".min"),
                        last ? QStringLiteral("the bottom column must be open (null)")
                             : QStringLiteral("only the bottom column may be open"));
            return std::nullopt;
        }
        if (min && max && *min > *max) {
            reader.fail(entry, QStringLiteral("min is above max"));
            return std::nullopt;
        }
        if (!first && max && *max != mins.last() - 1) {
            reader.fail(
                entry + QStringLiteral(".max"),
                QStringLiteral("must be %1, just below the column above").arg(mins.last() - 1));
            return std::nullopt;
        }
        mins << (min ? *min : 0);
        maxes << (max ? *max : 0);
        chart.m_columnLabels << label;
    }
    chart.m_highestRoll = mins.first();
    chart.m_lowestRoll = maxes.last();
    for (int roll = chart.m_lowestRoll; roll <= chart.m_highestRoll; ++roll) {
        int found = 0;
        for (int c = 0; c < columns.size(); ++c) {
            const bool aboveMin = c == columns.size() - 1 || roll >= mins.at(c);
            const bool belowMax = c == 0 || roll <= maxes.at(c);
            if (aboveMin && belowMax) {
                found = c;
                break;
            }
        }
        chart.m_columnForRoll << found;
    }

    // Rows: "half", then 1, 2, ... stands; tubes ascending, then none.
    const QJsonArray rows = reader.array(root, QStringLiteral("rows"), QString());
    if (!reader.ok())
        return std::nullopt;
    if (rows.size() < 2) {
        reader.fail(QStringLiteral("rows"), QStringLiteral("expected at least two rows"));
        return std::nullopt;
    }
    bool tubesEnded = false;
    for (int r = 0; r < rows.size(); ++r) {
        const QString entry = entryAt(QStringLiteral("rows"), r);
        const QJsonObject row = reader.objectAt(rows, r, QStringLiteral("rows"));
        if (!reader.ok())
            return std::nullopt;
        if (r == 0) {
            if (reader.string(row, QStringLiteral("stands"), entry) != QLatin1String("half")) {
                if (reader.ok())
                    reader.fail(entry + QStringLiteral(".stands"),
                                QStringLiteral("the first row must be \"half\""));
                return std::nullopt;
            }
            chart.m_standsNames << QStringLiteral("half");
            chart.m_stands << 0;
        } else {
            const int stands = reader.integer(row, QStringLiteral("stands"), entry);
            if (!reader.ok())
                return std::nullopt;
            if (stands != r) {
                reader.fail(entry + QStringLiteral(".stands"),
                            QStringLiteral("expected %1 (rows go half, 1, 2, ...)").arg(r));
                return std::nullopt;
            }
            chart.m_standsNames << QString::number(stands);
            chart.m_stands << stands;
        }

        if (!row.contains(QStringLiteral("tubes"))) {
            reader.fail(entry + QStringLiteral(".tubes"),
                        QStringLiteral("missing (null for none)"));
            return std::nullopt;
        }
        if (row.value(QStringLiteral("tubes")).isNull()) {
            if (r == 0) {
                reader.fail(entry + QStringLiteral(".tubes"),
                            QStringLiteral("the first row must have tubes"));
                return std::nullopt;
            }
            tubesEnded = true;
            chart.m_tubes << 0;
            chart.m_tubesNames << QString();
        } else {
            const int tubes = reader.integer(row, QStringLiteral("tubes"), entry);
            if (!reader.ok())
                return std::nullopt;
            if (tubesEnded || tubes < 1 || (r > 0 && tubes <= chart.m_tubes.last())) {
                reader.fail(entry + QStringLiteral(".tubes"),
                            QStringLiteral("tubes must rise row by row, then stop (null)"));
                return std::nullopt;
            }
            chart.m_tubes << tubes;
            chart.m_tubesNames << QString::number(tubes);
        }

        const QJsonArray steps = reader.array(row, QStringLiteral("steps"), entry);
        if (!reader.ok())
            return std::nullopt;
        if (steps.size() != columns.size()) {
            reader.fail(entry + QStringLiteral(".steps"),
                        QStringLiteral("expected %1 cells, one per column, found %2")
                            .arg(columns.size())
                            .arg(steps.size()));
            return std::nullopt;
        }
        for (int c = 0; c < steps.size(); ++c) {
            const QString cellEntry = entry + QStringLiteral(".steps");
            const int value = reader.integerAt(steps, c, cellEntry);
            if (!reader.ok())
                return std::nullopt;
            const QString at = entryAt(cellEntry, c) + QStringLiteral(" (")
                + chart.m_standsNames.last() + QStringLiteral(", ") + chart.m_columnLabels.at(c)
                + QLatin1Char(')');
            if (value < 0) {
                reader.fail(at, QStringLiteral("casualty steps cannot be negative"));
                return std::nullopt;
            }
            // A better roll never does less harm; a bigger row never less.
            if (c > 0 && value > chart.m_cells.last()) {
                reader.fail(at,
                            QStringLiteral(
                                "a lower roll cannot read more steps than the column to its left"));
                return std::nullopt;
            }
            if (r > 0 && value < chart.m_cells.at((r - 1) * columns.size() + c)) {
                reader.fail(
                    at, QStringLiteral("a bigger row cannot read fewer steps than the row above"));
                return std::nullopt;
            }
            chart.m_cells << value;
        }
    }

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

const FireChart &FireChart::standard()
{
    static const FireChart chart = [] {
        TableReader reader(fileName());
        std::optional<FireChart> loaded;
        if (const std::optional<QJsonObject> root = reader.load())
            loaded = fromJson(*root, reader);
        if (!loaded)
            qFatal("%s", qPrintable(reader.error().toString()));
        return *loaded;
    }();
    return chart;
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
                     QStringLiteral(
                         "%1 stands: beyond the chart, the %2 row plus %3 step(s) in every "
                         "column (RULES.md 3)")
                         .arg(whole)
                         .arg(m_standsNames.at(top))
                         .arg(extra * m_stepsPerStand) };
    }
    return Row { top, 0, m_standsNames.at(top),
                 QStringLiteral("%1 stands: beyond the chart; the %2 row is read "
                                "(extend-beyond-chart is off)")
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
                     QStringLiteral(
                         "%1 tubes: beyond the chart, the %2 row plus %3 step(s) in every "
                         "column (RULES.md 3)")
                         .arg(tubes)
                         .arg(m_tubesNames.at(top))
                         .arg(extra) };
    }
    return Row { top, 0, m_tubesNames.at(top),
                 QStringLiteral("%1 tubes: beyond the chart; the %2 row is read "
                                "(extend-beyond-chart is off)")
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
