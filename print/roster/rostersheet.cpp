#include "roster/rostersheet.h"

#include "battle/battle.h"
#include "roster/rosterstyle.h"
#include "roster/rosterunit.h"
#include "casualties/casualties.h"

#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSet>
#include <algorithm>

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

QString RosterSheet::description(const UnitRecord &unit)
{
    QStringList parts { toName(unit.arm), toName(unit.troopClass) + QStringLiteral(" class"),
                        toName(unit.formation), toName(unit.weapon) };
    if (firesByTubes(unit.arm))
        parts.append(unit.tubes == 1 ? QStringLiteral("1 tube")
                                     : QStringLiteral("%1 tubes").arg(unit.tubes));
    // At the table the sheet speaks the rules' words, not the file's ids.
    switch (unit.terrain) {
    case Terrain::Open:
        break;
    case Terrain::Woods:
        parts.append(QStringLiteral("in woods"));
        break;
    case Terrain::Bua:
        parts.append(QStringLiteral("in a built-up area"));
        break;
    case Terrain::Hill:
        parts.append(QStringLiteral("on a hill"));
        break;
    case Terrain::WoodedHill:
        parts.append(QStringLiteral("on a wooded hill"));
        break;
    case Terrain::Redoubt:
        parts.append(QStringLiteral("in a redoubt"));
        break;
    }
    if (unit.firefight)
        parts.append(QStringLiteral("in firefight"));
    return parts.join(QLatin1String(", "));
}

QString RosterSheet::headerLine(int page, int pages) const
{
    QStringList parts;
    parts.append(
        QStringLiteral("Turn %1, segment %2").arg(m_source.clock.turn).arg(m_source.clock.segment));
    if (!m_source.battleDate.isEmpty())
        parts.append(QStringLiteral("battle of %1").arg(m_source.battleDate));
    parts.append(QStringLiteral("printed %1").arg(m_options.printed.toString(Qt::ISODate)));
    parts.append(QStringLiteral("page %1 of %2").arg(page).arg(pages));
    return parts.join(QStringLiteral(" \u00b7 "));
}

double RosterSheet::unitHeight(const UnitRecord &unit, const QPaintDevice *device,
                               double width) const
{
    return RosterUnit(unit, m_source.rulings).height(RosterStyle(device), width);
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
    Layout layout;
    const RosterStyle style(device);
    const double dotsPerMm = style.dotsPerMm;
    layout.pageWidth = device->width() / dotsPerMm;
    layout.pageHeight = device->height() / dotsPerMm;
    const double bodyHeight = layout.pageHeight - pageHeaderHeight;

    QStringList sides = sideNames(m_source);
    if (!m_options.side.isEmpty())
        sides = QStringList { m_options.side };

    for (const QString &side : std::as_const(sides)) {
        Page page;
        page.side = side;
        double y = pageHeaderHeight;
        auto newPage = [&] {
            layout.pages.append(page);
            page.blocks.clear();
            y = pageHeaderHeight;
        };
        for (const auto &[brigade, units] : brigadesOf(side)) {
            QList<double> heights;
            double total = brigadeHeaderHeight;
            for (int unit : units) {
                heights.append(RosterUnit(m_source.units.at(unit), m_source.rulings)
                                   .height(style, layout.pageWidth));
                total += heights.last();
            }
            const double room = pageHeaderHeight + bodyHeight - y;
            // A brigade that fits on a page is never split: it starts a new
            // page when it does not fit on what is left of this one.
            if (total > room && !page.blocks.isEmpty()
                && (total <= bodyHeight || room < brigadeHeaderHeight + heights.first()))
                newPage();

            Block block;
            block.side = side;
            block.brigade = brigade.name;
            block.commander = brigade.commander;
            block.top = y;
            block.height = brigadeHeaderHeight;
            for (int i = 0; i < units.size(); ++i) {
                // Only a brigade taller than a page goes on to the next one.
                if (block.top + block.height + heights.at(i) > layout.pageHeight + 0.01
                    && !block.units.isEmpty()) {
                    page.blocks.append(block);
                    newPage();
                    block.units.clear();
                    block.top = y;
                    block.height = brigadeHeaderHeight;
                    block.continued = true;
                }
                block.units.append(units.at(i));
                block.height += heights.at(i);
            }
            page.blocks.append(block);
            y = block.top + block.height;
        }
        newPage();
    }
    if (layout.pages.isEmpty())
        layout.pages.append(Page());
    return layout;
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

void RosterSheet::paintHeader(PageBoxes &boxes, const RosterStyle &style, const Page &page,
                              int index, int count) const
{
    const double width = boxes.pageWidth();
    QString heading
        = m_source.battleName.isEmpty() ? QStringLiteral("Battle") : m_source.battleName;
    heading += QStringLiteral(": roster sheet");
    if (!page.side.isEmpty())
        heading += QStringLiteral(", ") + page.side;
    boxes.textIn(QRectF(0, 0, width, 7.5), heading, style.title, Qt::AlignLeft | Qt::AlignVCenter);
    boxes.textIn(QRectF(0, 7.5, width, 5.5), headerLine(index + 1, count), style.body,
                 Qt::AlignLeft | Qt::AlignVCenter);
    boxes.line(0, 13.8, width, 13.8, 0.5);
}

void RosterSheet::paintBlock(PageBoxes &boxes, const RosterStyle &style, const Block &block,
                             double width) const
{
    QPainter *painter = boxes.painter();
    const QRectF band(0, block.top + 0.5, width, brigadeHeaderHeight - 1.5);
    painter->fillRect(boxes.toDevice(band), QColor(225, 225, 225));
    const QString title = block.brigade.isEmpty() ? QStringLiteral("(no brigade)") : block.brigade;
    const double baseline = band.top() + 5.2;
    double x = 1.5 + boxes.text(1.5, baseline, title, style.heading);
    QStringList details;
    if (!block.commander.isEmpty())
        details.append(QStringLiteral("commander %1").arg(block.commander));
    details.append(block.units.size() == 1 ? QStringLiteral("1 unit")
                                           : QStringLiteral("%1 units").arg(block.units.size()));
    if (block.continued)
        details.append(QStringLiteral("continued"));
    boxes.text(x + 3.0, baseline, details.join(QStringLiteral(" \u00b7 ")), style.body);

    double y = block.top + brigadeHeaderHeight;
    for (int unit : block.units)
        y = RosterUnit(m_source.units.at(unit), m_source.rulings).paint(boxes, style, y, width);
}

int RosterSheet::paint(QPagedPaintDevice *device) const
{
    const Layout pages = layout(device);
    const RosterStyle style(device);
    QPainter painter(device);
    painter.setRenderHint(QPainter::Antialiasing);
    PageBoxes boxes(&painter, device);
    for (int p = 0; p < pages.pages.size(); ++p) {
        if (p > 0)
            device->newPage();
        const Page &page = pages.pages.at(p);
        paintHeader(boxes, style, page, p, pages.pages.size());
        if (page.blocks.isEmpty()) {
            boxes.textIn(QRectF(0, pageHeaderHeight, boxes.pageWidth(), 10),
                         QStringLiteral("No units."), style.body, Qt::AlignLeft | Qt::AlignVCenter);
        }
        for (const Block &block : page.blocks)
            paintBlock(boxes, style, block, pages.pageWidth);
    }
    painter.end();
    return pages.pages.size();
}

Result<int> RosterSheet::writePdf(const QString &path) const
{
    return PageBoxes::writePdf(
        path, m_options.paper, QPageLayout::Portrait, [this](QPdfWriter &writer) {
            writer.setTitle(QStringLiteral("%1: roster sheets").arg(m_source.battleName));
            return paint(&writer);
        });
}

} // namespace Adc
