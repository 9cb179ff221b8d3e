#include "print/page/tablegeometry.h"

#include "print/page/pageboxes.h"
#include "print/page/textmeasure.h"

#include <algorithm>

namespace Adc {

TableGeometry::Needs TableGeometry::needsOf(const PageBoxesDocument::Table &table,
                                            const TextMeasure &measure, double points)
{
    const QFont body = PageBoxes::font(points);
    const QFont bold = PageBoxes::font(points, true);
    const int columns = table.header.size();
    Needs needs { QList<double>(columns, 0.0), QList<double>(columns, 0.0) };
    QList<double> &natural = needs.natural;
    QList<double> &minimum = needs.minimum;
    for (int c = 0; c < columns; ++c) {
        // A header may wrap: only its longest word sets a minimum.
        const double headerWord = measure.longestWord(table.header.at(c), bold);
        natural[c] = std::max(natural[c], headerWord);
        minimum[c] = std::max(minimum[c], headerWord);
    }
    for (int r = 0; r < table.rows.size(); ++r) {
        const QStringList &row = table.rows.at(r);
        for (int c = 0; c < columns && c < row.size(); ++c) {
            const bool isBold = table.boldRows.contains(r) || (c == 0 && table.boldFirstColumn);
            const QFont &font = isBold ? bold : body;
            natural[c] = std::max(natural[c], measure.width(row.at(c), font));
            minimum[c]
                = std::max(minimum[c],
                           table.wrapColumns.contains(c) ? measure.longestWord(row.at(c), font)
                                                         : measure.width(row.at(c), font));
        }
    }
    for (int c = 0; c < columns; ++c) {
        // A little slack, so a text measured to fit is not wrapped by rounding.
        natural[c] += 2 * cellPadding + 0.4;
        minimum[c] += 2 * cellPadding + 0.4;
    }
    return needs;
}

QList<double> TableGeometry::fit(const PageBoxesDocument::Table &table, const Needs &needs,
                                 double available)
{
    const QList<double> &natural = needs.natural;
    const int columns = natural.size();
    double total = 0;
    for (int c = 0; c < columns; ++c)
        total += natural[c];

    QList<double> widths = natural;
    if (total > available) {
        double fixed = 0;
        for (int c = 0; c < columns; ++c)
            fixed += table.wrapColumns.contains(c) ? 0 : natural[c];
        // Wrapping columns that fit in an equal share keep their width; the
        // others share what is left.
        double room = available - fixed;
        QList<int> sharing;
        for (int c = 0; c < columns; ++c) {
            if (table.wrapColumns.contains(c))
                sharing.append(c);
        }
        bool settled = false;
        while (!settled && !sharing.isEmpty()) {
            settled = true;
            const double share = room / sharing.size();
            for (int i = 0; i < sharing.size(); ++i) {
                if (natural[sharing.at(i)] <= share) {
                    room -= natural[sharing.at(i)];
                    sharing.removeAt(i);
                    settled = false;
                    break;
                }
            }
        }
        for (int c : std::as_const(sharing))
            widths[c] = std::max(needs.minimum[c], room / sharing.size());
        double now = 0;
        for (double w : std::as_const(widths))
            now += w;
        // Still too wide: every column gives up its share.
        if (now > available) {
            for (double &w : widths)
                w *= available / now;
        }
    } else if (table.fullWidth && columns > 0) {
        const double extra = (available - total) / columns;
        for (double &w : widths)
            w += extra;
    }
    return widths;
}

TableGeometry TableGeometry::measure(const PageBoxesDocument::Table &table,
                                     const TextMeasure &measure, double available, double points)
{
    const QFont body = PageBoxes::font(points);
    const QFont bold = PageBoxes::font(points, true);
    const int columns = table.header.size();
    TableGeometry geometry;
    geometry.widths = fit(table, needsOf(table, measure, points), available);
    const QList<double> &widths = geometry.widths;
    auto rowHeight = [&](const QStringList &cells, bool boldRow) {
        double height = 0;
        for (int c = 0; c < columns && c < cells.size(); ++c) {
            const bool isBold = boldRow || (c == 0 && table.boldFirstColumn);
            height = std::max(
                height,
                measure.height(cells.at(c), isBold ? bold : body, widths.at(c) - 2 * cellPadding));
        }
        return height + 2 * cellPaddingTop;
    };
    geometry.headerHeight = rowHeight(table.header, true);
    for (int r = 0; r < table.rows.size(); ++r)
        geometry.rowHeights.append(rowHeight(table.rows.at(r), table.boldRows.contains(r)));
    return geometry;
}

} // namespace Adc
