#include "print/page/pageboxesdocument.h"

#include "print/page/pageboxes.h"
#include "print/page/tablegeometry.h"
#include "print/page/textmeasure.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <algorithm>
#include <optional>

namespace Adc {

namespace {

constexpr double kFooterHeight = 7.0;
constexpr double kCellPadding = TableGeometry::cellPadding;
constexpr double kCellPaddingTop = TableGeometry::cellPaddingTop;

} // namespace

struct PageBoxesDocument::Pass
{
    QPagedPaintDevice *device = nullptr;
    QPainter *painter = nullptr;
    int pageTotal = 0;
    TextMeasure measure;
    double width = 0;
    double bottom = 0;
    std::optional<PageBoxes> boxes;
    QList<TableGeometry> geometries;
    const TableGeometry *geometry = nullptr; // of the table being placed
    int page = 0;
    double y = 0;
    const Progress *progress = nullptr;
    bool stopped = false;
};

PageBoxesDocument::PageBoxesDocument(double bodyPoints)
    : m_bodyPoints(bodyPoints)
{
}

void PageBoxesDocument::setSpacing(double headingSpace, double blockSpace, double headingStep)
{
    m_headingSpace = headingSpace;
    m_blockSpace = blockSpace;
    m_headingStep = headingStep;
}

void PageBoxesDocument::addTitle(const QString &text)
{
    m_blocks.append({ Kind::Title, text, QString(), m_bodyPoints + 6.0, -1 });
}

void PageBoxesDocument::addHeading(const QString &text, const QString &aside)
{
    m_blocks.append({ Kind::Heading, text, aside, m_bodyPoints + m_headingStep, -1 });
}

void PageBoxesDocument::addPicture(double height, const Picture &paint)
{
    // A picture's height rides in `points`, its painter's index in `table`.
    m_blocks.append({ Kind::Picture, QString(), QString(), height, int(m_pictures.size()) });
    m_pictures.append(paint);
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

int PageBoxesDocument::paint(QPagedPaintDevice *device, const Progress &progress) const
{
    const int pages = run(device, nullptr, 0);
    if (progress && !progress(0, pages))
        return -1;
    QPainter painter(device);
    painter.setRenderHint(QPainter::Antialiasing);
    const int painted = run(device, &painter, pages, progress);
    painter.end();
    return painted;
}

int PageBoxesDocument::run(QPagedPaintDevice *device, QPainter *painter, int pageTotal,
                           const Progress &progress) const
{
    Pass pass;
    pass.device = device;
    pass.painter = painter;
    pass.pageTotal = pageTotal;
    pass.progress = &progress;
    pass.measure = TextMeasure { device, device->logicalDpiX() / 25.4 };
    pass.width = device->width() / pass.measure.dotsPerMm;
    pass.bottom = device->height() / pass.measure.dotsPerMm - kFooterHeight;
    if (painter)
        pass.boxes.emplace(painter, device);
    for (const Table &table : m_tables)
        pass.geometries.append(
            TableGeometry::measure(table, pass.measure, pass.width, m_bodyPoints));

    for (int b = 0; b < m_blocks.size() && !pass.stopped; ++b) {
        if (m_blocks.at(b).kind == Kind::Table)
            placeTable(pass, m_blocks.at(b));
        else
            placeText(pass, b);
    }
    if (pass.stopped)
        return -1;
    footer(pass);
    return pass.page + 1;
}

void PageBoxesDocument::footer(const Pass &pass) const
{
    if (!pass.boxes)
        return;
    QString text = QCoreApplication::translate("Adc::PageBoxesDocument", "page %1 of %2")
                       .arg(pass.page + 1)
                       .arg(pass.pageTotal);
    if (!m_footer.isEmpty())
        text = m_footer + QStringLiteral(" \u00b7 ") + text;
    pass.boxes->line(0, pass.bottom + 2.0, pass.width, pass.bottom + 2.0, 0.2);
    pass.boxes->textIn(QRectF(0, pass.bottom + 2.5, pass.width, kFooterHeight - 2.5), text,
                       PageBoxes::font(8.0), Qt::AlignRight | Qt::AlignVCenter);
}

void PageBoxesDocument::newPage(Pass &pass) const
{
    footer(pass);
    if (pass.painter)
        pass.device->newPage();
    ++pass.page;
    pass.y = 0;
    // Told each page as it starts; a stopped print paints nothing more.
    if (pass.painter && *pass.progress && !(*pass.progress)(pass.page, pass.pageTotal))
        pass.stopped = true;
}

double PageBoxesDocument::blockHeight(const Pass &pass, const Block &block) const
{
    const TextMeasure &measure = pass.measure;
    switch (block.kind) {
    case Kind::Title:
        return measure.height(block.text, PageBoxes::font(block.points, true), pass.width) + 1.0;
    case Kind::Heading:
        return m_headingSpace
            + measure.height(block.text, PageBoxes::font(block.points, true), pass.width) + 0.8;
    case Kind::Paragraph:
        return measure.height(block.text, PageBoxes::font(block.points), pass.width) + m_blockSpace;
    case Kind::Picture:
        return block.points + m_blockSpace;
    case Kind::Table:
        break;
    }
    return 0.0;
}

void PageBoxesDocument::placeText(Pass &pass, int index) const
{
    const Block &block = m_blocks.at(index);
    double need = blockHeight(pass, block);
    // A heading stays with the start of what follows it.
    if (block.kind == Kind::Heading && index + 1 < m_blocks.size()) {
        const Block &next = m_blocks.at(index + 1);
        if (next.kind == Kind::Table) {
            const TableGeometry &g = pass.geometries.at(next.table);
            need += g.headerHeight;
            for (int r = 0; r < std::min<qsizetype>(2, g.rowHeights.size()); ++r)
                need += g.rowHeights.at(r);
        } else {
            need += blockHeight(pass, next);
        }
    }
    if (pass.y > 0 && pass.y + need > pass.bottom)
        newPage(pass);
    const double height = blockHeight(pass, block);
    if (pass.boxes) {
        if (block.kind == Kind::Heading) {
            const QFont font = PageBoxes::font(block.points, true);
            const double top = pass.y + m_headingSpace;
            const double baseline
                = top + QFontMetricsF(font, pass.device).ascent() / pass.measure.dotsPerMm;
            const double used = pass.boxes->text(0, baseline, block.text, font);
            if (!block.aside.isEmpty())
                pass.boxes->text(used + 2.0, baseline, block.aside,
                                 PageBoxes::font(m_bodyPoints - 1.0));
        } else {
            const QFont font = PageBoxes::font(block.points, block.kind == Kind::Title);
            if (block.kind == Kind::Picture)
                m_pictures.at(block.table)(*pass.boxes,
                                           QRectF(0, pass.y, pass.width, block.points));
            else
                pass.boxes->textIn(QRectF(0, pass.y, pass.width, height), block.text, font,
                                   Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap);
        }
    }
    pass.y += height;
}

void PageBoxesDocument::placeTable(Pass &pass, const Block &block) const
{
    const Table &table = m_tables.at(block.table);
    const TableGeometry &g = pass.geometries.at(block.table);
    pass.geometry = &g;
    if (pass.y > 0
        && pass.y + g.headerHeight + (g.rowHeights.isEmpty() ? 0 : g.rowHeights.first())
            > pass.bottom)
        newPage(pass);
    paintRow(pass, table, table.header, g.headerHeight, true, true);
    pass.y += g.headerHeight;
    for (int r = 0; r < table.rows.size(); ++r) {
        if (pass.y + g.rowHeights.at(r) > pass.bottom) {
            newPage(pass);
            if (pass.stopped)
                return;
            paintRow(pass, table, table.header, g.headerHeight, true, true);
            pass.y += g.headerHeight;
        }
        paintRow(pass, table, table.rows.at(r), g.rowHeights.at(r), false,
                 table.boldRows.contains(r));
        pass.y += g.rowHeights.at(r);
    }
    pass.y += m_blockSpace;
}

void PageBoxesDocument::paintRow(const Pass &pass, const Table &table, const QStringList &cells,
                                 double height, bool header, bool boldRow) const
{
    if (!pass.boxes)
        return;
    const QFont body = PageBoxes::font(m_bodyPoints);
    const QFont bold = PageBoxes::font(m_bodyPoints, true);
    const QList<double> &widths = pass.geometry->widths;
    QPainter *painter = pass.painter;
    double x = 0;
    for (int c = 0; c < widths.size(); ++c) {
        const QRectF cell(x, pass.y, widths.at(c), height);
        if (header)
            painter->fillRect(pass.boxes->toDevice(cell), QColor(222, 222, 222));
        painter->save();
        painter->setPen(QPen(QColor(110, 110, 110), pass.boxes->toDevice(0.2)));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(pass.boxes->toDevice(cell));
        painter->restore();
        const bool isBold = header || boldRow || (c == 0 && table.boldFirstColumn);
        const Qt::Alignment align
            = c == 0 || table.leftColumns.contains(c) ? Qt::AlignLeft : Qt::AlignHCenter;
        if (c < cells.size())
            pass.boxes->textIn(
                cell.adjusted(kCellPadding, kCellPaddingTop, -kCellPadding, -kCellPaddingTop),
                cells.at(c), isBold ? bold : body, int(align) | Qt::AlignTop | Qt::TextWordWrap);
        x += widths.at(c);
    }
}

} // namespace Adc
