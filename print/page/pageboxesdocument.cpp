#include "page/pageboxesdocument.h"

#include "page/pageboxes.h"

#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QRegularExpression>
#include <algorithm>
#include <optional>

namespace Adc {

namespace {

constexpr double kCellPadding = 1.2;    // mm, left and right in a cell
constexpr double kCellPaddingTop = 0.6; // mm, above and below
constexpr double kFooterHeight = 7.0;
constexpr double kHeadingSpace = 3.0;   // above a heading
constexpr double kBlockSpace = 1.2;     // below a paragraph or a table

// Measures text on the device in millimetres.
struct Measure
{
    const QPaintDevice *device = nullptr;
    double dotsPerMm = 1;

    double width(const QString &text, const QFont &font) const
    {
        return QFontMetricsF(font, device).horizontalAdvance(text) / dotsPerMm;
    }
    double height(const QString &text, const QFont &font, double widthMm) const
    {
        const QFontMetricsF metrics(font, device);
        if (text.isEmpty())
            return metrics.height() / dotsPerMm;
        return metrics.boundingRect(QRectF(0, 0, widthMm * dotsPerMm, 1e9),
                                    Qt::TextWordWrap | Qt::AlignLeft, text)
                       .height()
                / dotsPerMm;
    }
    double longestWord(const QString &text, const QFont &font) const
    {
        double longest = 0;
        static const QRegularExpression space(QStringLiteral("\\s+"));
        for (const QString &word : text.split(space, Qt::SkipEmptyParts))
            longest = std::max(longest, width(word, font));
        return longest;
    }
};

struct TableGeometry
{
    QList<double> widths;
    double headerHeight = 0;
    QList<double> rowHeights;
};

TableGeometry measureTable(const PageBoxesDocument::Table &table, const Measure &measure,
                           double available, double points)
{
    const QFont body = PageBoxes::font(points);
    const QFont bold = PageBoxes::font(points, true);
    const int columns = table.header.size();
    QList<double> natural(columns, 0.0);
    QList<double> minimum(columns, 0.0);
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
            minimum[c] = std::max(minimum[c], table.wrapColumns.contains(c)
                                          ? measure.longestWord(row.at(c), font)
                                          : measure.width(row.at(c), font));
        }
    }
    double total = 0;
    for (int c = 0; c < columns; ++c) {
        // A little slack, so a text measured to fit is not wrapped by rounding.
        natural[c] += 2 * kCellPadding + 0.4;
        minimum[c] += 2 * kCellPadding + 0.4;
        total += natural[c];
    }

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
            widths[c] = std::max(minimum[c], room / sharing.size());
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

    TableGeometry geometry;
    geometry.widths = widths;
    auto rowHeight = [&](const QStringList &cells, bool boldRow) {
        double height = 0;
        for (int c = 0; c < columns && c < cells.size(); ++c) {
            const bool isBold = boldRow || (c == 0 && table.boldFirstColumn);
            height = std::max(height, measure.height(cells.at(c), isBold ? bold : body,
                                                     widths.at(c) - 2 * kCellPadding));
        }
        return height + 2 * kCellPaddingTop;
    };
    geometry.headerHeight = rowHeight(table.header, true);
    for (int r = 0; r < table.rows.size(); ++r)
        geometry.rowHeights.append(rowHeight(table.rows.at(r), table.boldRows.contains(r)));
    return geometry;
}

} // namespace

PageBoxesDocument::PageBoxesDocument(double bodyPoints) : m_bodyPoints(bodyPoints) { }

void PageBoxesDocument::addTitle(const QString &text)
{
    m_blocks.append({ Kind::Title, text, QString(), m_bodyPoints + 6.0, -1 });
}

void PageBoxesDocument::addHeading(const QString &text, const QString &aside)
{
    m_blocks.append({ Kind::Heading, text, aside, m_bodyPoints + 2.5, -1 });
}

void PageBoxesDocument::addParagraph(const QString &text, double points)
{
    m_blocks.append({ Kind::Paragraph, text, QString(), points > 0 ? points : m_bodyPoints, -1 });
}

void PageBoxesDocument::addTable(const Table &table)
{
    m_tables.append(table);
    m_blocks.append({ Kind::Table, QString(), QString(), m_bodyPoints, int(m_tables.size() - 1) });
}

int PageBoxesDocument::pageCount(QPagedPaintDevice *device) const
{
    return run(device, nullptr, 0);
}

int PageBoxesDocument::paint(QPagedPaintDevice *device) const
{
    const int pages = run(device, nullptr, 0);
    QPainter painter(device);
    painter.setRenderHint(QPainter::Antialiasing);
    const int painted = run(device, &painter, pages);
    painter.end();
    return painted;
}

int PageBoxesDocument::run(QPagedPaintDevice *device, QPainter *painter, int pageTotal) const
{
    Measure measure { device, device->logicalDpiX() / 25.4 };
    const double width = device->width() / measure.dotsPerMm;
    const double bottom = device->height() / measure.dotsPerMm - kFooterHeight;
    std::optional<PageBoxes> boxes;
    if (painter)
        boxes.emplace(painter, device);

    int page = 0;
    double y = 0;
    auto footer = [&] {
        if (!boxes)
            return;
        QString text = QStringLiteral("page %1 of %2").arg(page + 1).arg(pageTotal);
        if (!m_footer.isEmpty())
            text = m_footer + QStringLiteral(" \u00b7 ") + text;
        boxes->line(0, bottom + 2.0, width, bottom + 2.0, 0.2);
        boxes->textIn(QRectF(0, bottom + 2.5, width, kFooterHeight - 2.5), text,
                      PageBoxes::font(8.0), Qt::AlignRight | Qt::AlignVCenter);
    };
    auto newPage = [&] {
        footer();
        if (painter)
            device->newPage();
        ++page;
        y = 0;
    };

    QList<TableGeometry> geometries;
    for (const Table &table : m_tables)
        geometries.append(measureTable(table, measure, width, m_bodyPoints));

    auto blockHeight = [&](const Block &block) {
        switch (block.kind) {
        case Kind::Title:
            return measure.height(block.text, PageBoxes::font(block.points, true), width) + 1.0;
        case Kind::Heading:
            return kHeadingSpace
                    + measure.height(block.text, PageBoxes::font(block.points, true), width) + 0.8;
        case Kind::Paragraph:
            return measure.height(block.text, PageBoxes::font(block.points), width) + kBlockSpace;
        case Kind::Table:
            break;
        }
        return 0.0;
    };

    for (int b = 0; b < m_blocks.size(); ++b) {
        const Block &block = m_blocks.at(b);
        if (block.kind != Kind::Table) {
            double need = blockHeight(block);
            // A heading stays with the start of what follows it.
            if (block.kind == Kind::Heading && b + 1 < m_blocks.size()) {
                const Block &next = m_blocks.at(b + 1);
                if (next.kind == Kind::Table) {
                    const TableGeometry &g = geometries.at(next.table);
                    need += g.headerHeight;
                    for (int r = 0; r < std::min<qsizetype>(2, g.rowHeights.size()); ++r)
                        need += g.rowHeights.at(r);
                } else {
                    need += blockHeight(next);
                }
            }
            if (y > 0 && y + need > bottom)
                newPage();
            const double height = blockHeight(block);
            if (boxes) {
                if (block.kind == Kind::Heading) {
                    const QFont font = PageBoxes::font(block.points, true);
                    const double top = y + kHeadingSpace;
                    const double baseline = top + QFontMetricsF(font, device).ascent() / measure.dotsPerMm;
                    const double used = boxes->text(0, baseline, block.text, font);
                    if (!block.aside.isEmpty())
                        boxes->text(used + 2.0, baseline, block.aside, PageBoxes::font(m_bodyPoints - 1.0));
                } else {
                    const QFont font = PageBoxes::font(block.points, block.kind == Kind::Title);
                    boxes->textIn(QRectF(0, y, width, height), block.text, font,
                                  Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap);
                }
            }
            y += height;
            continue;
        }

        const Table &table = m_tables.at(block.table);
        const TableGeometry &g = geometries.at(block.table);
        const QFont body = PageBoxes::font(m_bodyPoints);
        const QFont bold = PageBoxes::font(m_bodyPoints, true);
        auto paintRow = [&](const QStringList &cells, double height, bool header, bool boldRow) {
            if (!boxes)
                return;
            double x = 0;
            for (int c = 0; c < g.widths.size(); ++c) {
                const QRectF cell(x, y, g.widths.at(c), height);
                if (header)
                    painter->fillRect(boxes->toDevice(cell), QColor(222, 222, 222));
                painter->save();
                painter->setPen(QPen(QColor(110, 110, 110), boxes->toDevice(0.2)));
                painter->setBrush(Qt::NoBrush);
                painter->drawRect(boxes->toDevice(cell));
                painter->restore();
                const bool isBold = header || boldRow || (c == 0 && table.boldFirstColumn);
                const Qt::Alignment align = c == 0 || table.leftColumns.contains(c)
                        ? Qt::AlignLeft
                        : Qt::AlignHCenter;
                if (c < cells.size())
                    boxes->textIn(cell.adjusted(kCellPadding, kCellPaddingTop, -kCellPadding,
                                                -kCellPaddingTop),
                                  cells.at(c), isBold ? bold : body,
                                  int(align) | Qt::AlignTop | Qt::TextWordWrap);
                x += g.widths.at(c);
            }
        };
        if (y > 0 && y + g.headerHeight + (g.rowHeights.isEmpty() ? 0 : g.rowHeights.first()) > bottom)
            newPage();
        paintRow(table.header, g.headerHeight, true, true);
        y += g.headerHeight;
        for (int r = 0; r < table.rows.size(); ++r) {
            if (y + g.rowHeights.at(r) > bottom) {
                newPage();
                paintRow(table.header, g.headerHeight, true, true);
                y += g.headerHeight;
            }
            paintRow(table.rows.at(r), g.rowHeights.at(r), false, table.boldRows.contains(r));
            y += g.rowHeights.at(r);
        }
        y += kBlockSpace;
    }
    footer();
    return page + 1;
}

} // namespace Adc
