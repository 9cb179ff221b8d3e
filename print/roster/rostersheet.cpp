#include "print/roster/rostersheet.h"

#include "core/common/vocabularytext.h"
#include "db/battle/battle.h"
#include "print/roster/rostergrid.h"
#include "print/roster/rosterink.h"
#include "print/roster/rosterrow.h"
#include "print/roster/rosterstyle.h"

#include <QCoreApplication>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSet>
#include <algorithm>
#include <optional>

namespace Adc {

RosterSheet::RosterSheet(Source source, Options options)
    : m_source(std::move(source))
    , m_options(std::move(options))
{
}

RosterSheet::Source RosterSheet::sourceOf(const Battle &battle)
{
    Source source;
    source.battleName = battle.name();
    source.battleDate = battle.date();
    source.clock = battle.clock();
    source.sides = battle.sides();
    source.brigades = battle.brigades();
    source.units = battle.units();
    source.rulings = battle.rulings();
    return source;
}

QStringList RosterSheet::sideNames(const Source &source)
{
    QStringList names;
    for (const SideRecord &side : source.sides)
        names.append(side.name);
    for (const UnitRecord &unit : source.units) {
        if (!names.contains(unit.side))
            names.append(unit.side);
    }
    return names;
}

namespace {

// Where the unit stands and what it is doing, in the rules' words, not the
// file's ids.
QStringList placeOf(const UnitRecord &unit)
{
    QStringList parts;
    switch (unit.terrain) {
    case Terrain::Open:
        break;
    case Terrain::Woods:
        parts.append(QCoreApplication::translate("Adc::RosterSheet", "in woods"));
        break;
    case Terrain::Bua:
        parts.append(QCoreApplication::translate("Adc::RosterSheet", "in a built-up area"));
        break;
    case Terrain::Hill:
        parts.append(QCoreApplication::translate("Adc::RosterSheet", "on a hill"));
        break;
    case Terrain::WoodedHill:
        parts.append(QCoreApplication::translate("Adc::RosterSheet", "on a wooded hill"));
        break;
    case Terrain::Redoubt:
        parts.append(QCoreApplication::translate("Adc::RosterSheet", "in a redoubt"));
        break;
    }
    if (unit.firefight)
        parts.append(QCoreApplication::translate("Adc::RosterSheet", "in firefight"));
    return parts;
}

QStringList tubesOf(const UnitRecord &unit)
{
    if (!firesByTubes(unit.arm))
        return {};
    return { unit.tubes == 1
                 ? QCoreApplication::translate("Adc::RosterSheet", "1 tube")
                 : QCoreApplication::translate("Adc::RosterSheet", "%1 tubes").arg(unit.tubes) };
}

} // namespace

QString RosterSheet::description(const UnitRecord &unit)
{
    QStringList parts { VocabularyText::text(unit.arm),
                        QCoreApplication::translate("Adc::RosterSheet", "%1 class")
                            .arg(VocabularyText::text(unit.troopClass)),
                        VocabularyText::text(unit.formation), VocabularyText::text(unit.weapon) };
    parts += tubesOf(unit);
    parts += placeOf(unit);
    return parts.join(QLatin1String(", "));
}

QString RosterSheet::what(const UnitRecord &unit)
{
    QStringList parts { VocabularyText::text(unit.arm), VocabularyText::text(unit.weapon) };
    parts += tubesOf(unit);
    parts += placeOf(unit);
    // The umpire's roster marks a unit hidden in a town (seed 002, Fire At
    // And In Town); a side's roster leaves the other side's out altogether.
    if (unit.hidden)
        parts.append(QCoreApplication::translate("Adc::RosterSheet", "HIDDEN"));
    else if (unit.seen)
        parts.append(QCoreApplication::translate("Adc::RosterSheet", "in sight"));
    return parts.join(QLatin1String(", "));
}

QString RosterSheet::headerLine(int page, int pages) const
{
    QStringList parts;
    parts.append(QCoreApplication::translate("Adc::RosterSheet", "Turn %1, segment %2")
                     .arg(m_source.clock.turn)
                     .arg(m_source.clock.segment));
    if (!m_source.battleDate.isEmpty())
        parts.append(QCoreApplication::translate("Adc::RosterSheet", "battle of %1")
                         .arg(m_source.battleDate));
    parts.append(QCoreApplication::translate("Adc::RosterSheet", "printed %1")
                     .arg(m_options.printed.toString(Qt::ISODate)));
    parts.append(
        QCoreApplication::translate("Adc::RosterSheet", "page %1 of %2").arg(page).arg(pages));
    return parts.join(QStringLiteral(" \u00b7 "));
}

struct RosterSheet::Grid
{
    QList<RosterRow> rows;
    QList<int> rowOf; // by index in Source::units; -1 for a unit not printed
    QList<double> heights; // by row, millimetres
    std::optional<RosterGrid> columns;
};

bool RosterSheet::printed(const UnitRecord &unit) const
{
    return (m_options.side.isEmpty() || unit.side == m_options.side)
        && (m_options.brigade.isEmpty() || unit.brigade == m_options.brigade);
}

RosterSheet::Grid RosterSheet::gridOn(const QPaintDevice *device, const RosterStyle &style) const
{
    Grid grid;
    grid.rowOf.fill(-1, m_source.units.size());
    for (int i = 0; i < m_source.units.size(); ++i) {
        const UnitRecord &unit = m_source.units.at(i);
        if (!printed(unit))
            continue;
        grid.rowOf[i] = grid.rows.size();
        grid.rows.append(RosterRow(unit, m_options.blankTracks));
    }
    grid.columns.emplace(grid.rows, style, device->width() / style.dotsPerMm);
    grid.heights.reserve(grid.rows.size());
    for (const RosterRow &row : std::as_const(grid.rows))
        grid.heights.append(grid.columns->rowHeight(row, style));
    return grid;
}

QList<double> RosterSheet::unitHeights(const QPaintDevice *device) const
{
    const Grid grid = gridOn(device, RosterStyle(device));
    QList<double> heights(m_source.units.size(), 0.0);
    for (int i = 0; i < heights.size(); ++i) {
        if (grid.rowOf.at(i) >= 0)
            heights[i] = grid.heights.at(grid.rowOf.at(i));
    }
    return heights;
}

QList<QPair<BrigadeRecord, QList<int>>> RosterSheet::brigadesOf(const QString &side) const
{
    QList<QPair<BrigadeRecord, QList<int>>> result;
    QHash<QString, int> index;
    for (const BrigadeRecord &brigade : m_source.brigades) {
        if (brigade.side != side || index.contains(brigade.name))
            continue;
        index.insert(brigade.name, result.size());
        result.append({ brigade, {} });
    }
    for (int i = 0; i < m_source.units.size(); ++i) {
        const UnitRecord &unit = m_source.units.at(i);
        if (unit.side != side)
            continue;
        auto found = index.constFind(unit.brigade);
        if (found == index.constEnd()) {
            BrigadeRecord brigade;
            brigade.side = side;
            brigade.name = unit.brigade;
            found = index.insert(unit.brigade, result.size());
            result.append({ brigade, {} });
        }
        result[*found].second.append(i);
    }
    result.erase(std::remove_if(result.begin(), result.end(),
                                [](const QPair<BrigadeRecord, QList<int>> &brigade) {
                                    return brigade.second.isEmpty();
                                }),
                 result.end());
    return result;
}

RosterSheet::Layout RosterSheet::layout(const QPaintDevice *device) const
{
    const RosterStyle style(device);
    return layoutOf(gridOn(device, style), style, device);
}

RosterSheet::Layout RosterSheet::layoutOf(const Grid &grid, const RosterStyle &style,
                                          const QPaintDevice *device) const
{
    Layout layout;
    layout.pageWidth = device->width() / style.dotsPerMm;
    layout.pageHeight = device->height() / style.dotsPerMm;
    layout.bodyTop = pageHeaderHeight + grid.columns->headerHeight();

    QStringList sides = sideNames(m_source);
    if (!m_options.side.isEmpty())
        sides = QStringList { m_options.side };
    // Each side starts a page of its own (each player gets theirs); the
    // brigades run on from page to page, a brigade's head never left alone
    // at the foot of a page.
    for (const QString &side : std::as_const(sides)) {
        Page page;
        page.side = side;
        double y = layout.bodyTop;
        auto newPage = [&] {
            layout.pages.append(page);
            page.blocks.clear();
            y = layout.bodyTop;
        };
        for (const auto &[brigade, units] : brigadesOf(side)) {
            if (!m_options.brigade.isEmpty() && brigade.name != m_options.brigade)
                continue;
            auto heightOf = [&](int unit) { return grid.heights.at(grid.rowOf.at(unit)); };
            if (!page.blocks.isEmpty()
                && y + brigadeHeaderHeight + heightOf(units.first()) > layout.pageHeight + 0.01)
                newPage();
            Block block;
            block.side = side;
            block.brigade = brigade.name;
            block.commander = brigade.commander;
            block.top = y;
            block.height = brigadeHeaderHeight;
            for (int unit : units) {
                if (block.top + block.height + heightOf(unit) > layout.pageHeight + 0.01
                    && !block.units.isEmpty()) {
                    page.blocks.append(block);
                    newPage();
                    block.units.clear();
                    block.top = y;
                    block.height = brigadeHeaderHeight;
                    block.continued = true;
                }
                block.units.append(unit);
                block.height += heightOf(unit);
            }
            page.blocks.append(block);
            y = block.top + block.height;
        }
        if (!page.blocks.isEmpty())
            newPage();
    }
    if (layout.pages.isEmpty())
        layout.pages.append(Page());
    return layout;
}

void RosterSheet::paintHeader(PageBoxes &boxes, const RosterStyle &style, const Page &page,
                              int index, int count) const
{
    const double width = boxes.pageWidth();
    QString heading = m_source.battleName.isEmpty()
        ? QCoreApplication::translate("Adc::RosterSheet", "Battle")
        : m_source.battleName;
    heading += QCoreApplication::translate("Adc::RosterSheet", ": roster sheet");
    if (!page.side.isEmpty())
        heading += QStringLiteral(", ") + page.side;
    boxes.textIn(QRectF(0, 0, width, 6.0), heading, style.title, Qt::AlignLeft | Qt::AlignVCenter);
    boxes.textIn(QRectF(0, 6.0, width, 4.0), headerLine(index + 1, count), style.body,
                 Qt::AlignLeft | Qt::AlignVCenter);
}

void RosterSheet::paintBlock(PageBoxes &boxes, const RosterStyle &style, const Grid &grid,
                             const RosterGrid &columns, const Block &block, RosterInk &ink) const
{
    QPainter *painter = boxes.painter();
    const QRectF band(0, block.top, columns.pageWidth(), brigadeHeaderHeight);
    painter->fillRect(boxes.toDevice(band), QColor(215, 215, 215));
    const QString title = block.brigade.isEmpty()
        ? QCoreApplication::translate("Adc::RosterSheet", "(no brigade)")
        : block.brigade;
    const double baseline = band.top() + 3.5;
    const double x = 1.0 + boxes.text(1.0, baseline, title, style.heading);
    QStringList details;
    if (!block.commander.isEmpty())
        details.append(QCoreApplication::translate("Adc::RosterSheet", "commander ")
                       + block.commander);
    if (block.continued)
        details.append(QCoreApplication::translate("Adc::RosterSheet", "continued"));
    if (!details.isEmpty())
        boxes.text(x + 2.5, baseline, details.join(QStringLiteral(" \u00b7 ")), style.body);

    double y = block.top + brigadeHeaderHeight;
    for (int unit : block.units) {
        const int row = grid.rowOf.at(unit);
        grid.rows.at(row).paint(boxes, style, columns, y, grid.heights.at(row), ink);
        y += grid.heights.at(row);
    }
}

bool RosterSheet::paintPages(QPagedPaintDevice *device, const RosterStyle &style, const Grid &grid,
                             const Layout &layout, const std::function<bool(int page)> &going) const
{
    const RosterGrid columns = *grid.columns;
    QPainter painter(device);
    painter.setRenderHint(QPainter::Antialiasing);
    PageBoxes boxes(&painter, device);
    RosterInk ink;
    for (int p = 0; p < layout.pages.size(); ++p) {
        if (going && !going(p))
            return false;
        if (p > 0)
            device->newPage();
        const Page &page = layout.pages.at(p);
        paintHeader(boxes, style, page, p, layout.pages.size());
        columns.paintHeader(boxes, style, pageHeaderHeight, ink);
        if (page.blocks.isEmpty()) {
            boxes.textIn(QRectF(0, layout.bodyTop, boxes.pageWidth(), 10),
                         QCoreApplication::translate("Adc::RosterSheet", "No units."), style.body,
                         Qt::AlignLeft | Qt::AlignVCenter);
        }
        for (const Block &block : page.blocks)
            paintBlock(boxes, style, grid, columns, block, ink);
        ink.flush(&painter, style.dotsPerMm);
        painter.setPen(Qt::black);
        style.bodyGlyphs.flush(&painter);
        style.nameGlyphs.flush(&painter);
    }
    painter.end();
    return true;
}

int RosterSheet::paint(QPagedPaintDevice *device, const Progress &progress) const
{
    const RosterStyle style(device);
    const Grid grid = gridOn(device, style);
    const Layout pages = layoutOf(grid, style, device);
    const int count = int(pages.pages.size());
    const bool painted = paintPages(device, style, grid, pages,
                                    [&](int page) { return !progress || progress(page, count); });
    return painted ? count : -1;
}

Result<int> RosterSheet::writePdf(const QString &path, const Progress &progress) const
{
    // One writer: a 20,000-unit roster takes it about two seconds.
    const QString title = QCoreApplication::translate("Adc::RosterSheet", "%1: roster sheets")
                              .arg(m_source.battleName);
    return PageBoxes::writePdf(path, m_options.paper, m_options.orientation,
                               [&](QPdfWriter &writer) {
                                   writer.setTitle(title);
                                   return paint(&writer, progress);
                               });
}

int RosterSheet::Layout::pageOfUnit(qint64 unitId, const Source &source) const
{
    for (int p = 0; p < pages.size(); ++p) {
        for (const Block &block : pages.at(p).blocks) {
            for (int unit : block.units) {
                if (source.units.at(unit).id == unitId)
                    return p;
            }
        }
    }
    return -1;
}

QList<int> RosterSheet::Layout::pagesOfBrigade(const QString &side, const QString &brigade) const
{
    QList<int> result;
    for (int p = 0; p < pages.size(); ++p) {
        for (const Block &block : pages.at(p).blocks) {
            if (block.side == side && block.brigade == brigade && !result.contains(p))
                result.append(p);
        }
    }
    return result;
}

} // namespace Adc
