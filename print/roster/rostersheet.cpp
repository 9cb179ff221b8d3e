#include "roster/rostersheet.h"

#include "ammunition/ammunition.h"
#include "battle/battle.h"
#include "casualties/casualties.h"

#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QSet>
#include <algorithm>

namespace Adc {

// One labelled run of boxes on a unit's rows: "Castings 11/12" and a box per
// casting, the CW track, or the morale states each with its own word.
struct RosterSheet::Group
{
    enum class Kind { Boxes, Track, Labelled };
    Kind kind = Kind::Boxes;
    QString label;
    QList<PageBoxes::Mark> marks; // Boxes, Labelled: one per box
    QList<int> numbers;           // Track: from the top value down
    int current = -1;             // Track: the value marked as current
    QStringList words;            // Labelled: the word after each box
};

// One thing placed on a unit's rows.
struct RosterSheet::Placed
{
    enum class Kind { Label, Box, Number, Word };
    Kind kind = Kind::Label;
    double x = 0;
    int row = 0;
    PageBoxes::Mark mark = PageBoxes::Mark::Empty;
    int number = 0;
    bool current = false;
    bool struck = false;
    QString text;
};

// The sheet's fonts on one device, and the widths of the texts measured so
// far: the same labels and words come back on every unit.
struct RosterSheet::Style
{
    explicit Style(const QPaintDevice *paintDevice)
        : device(paintDevice)
        , dotsPerMm(paintDevice->logicalDpiX() / 25.4)
        , body(PageBoxes::font(bodyPoints))
        , name(PageBoxes::font(namePoints, true))
        , heading(PageBoxes::font(12.0, true))
        , title(PageBoxes::font(14.0, true))
        , number(PageBoxes::font(9.0))
        , numberSmall(PageBoxes::font(8.0))
        , numberCurrent(PageBoxes::font(9.0, true))
        , numberCurrentSmall(PageBoxes::font(8.0, true))
        , bodyMetrics(body, paintDevice)
        , nameMetrics(name, paintDevice)
    {
    }

    // Width of a text in the body font, millimetres.
    double width(const QString &text) const
    {
        auto found = widths.constFind(text);
        if (found != widths.constEnd())
            return *found;
        const double measured = bodyMetrics.horizontalAdvance(text) / dotsPerMm;
        widths.insert(text, measured);
        return measured;
    }

    const QPaintDevice *device;
    double dotsPerMm;
    QFont body, name, heading, title, number, numberSmall, numberCurrent, numberCurrentSmall;
    QFontMetricsF bodyMetrics;
    QFontMetricsF nameMetrics;
    mutable QHash<QString, double> widths;
};

namespace {

constexpr double kLabelGap = 1.6;   // between a group's label and its first box
constexpr double kGroupGap = 5.0;   // between groups
constexpr double kWordGap = 1.2;    // between a morale box and its word
constexpr double kWordAfter = 2.6;  // after a morale word

// Boxes for `total` with the first `struck` marked (lost castings, spent AP):
// the player goes on striking left to right.
QList<PageBoxes::Mark> struckBoxes(int total, int struck, PageBoxes::Mark mark)
{
    QList<PageBoxes::Mark> marks;
    for (int i = 0; i < total; ++i)
        marks.append(i < struck ? mark : PageBoxes::Mark::Empty);
    return marks;
}

QString fraction(const QString &label, int current, int full)
{
    return QStringLiteral("%1 %2/%3").arg(label).arg(current).arg(full);
}

} // namespace

RosterSheet::RosterSheet(Source source, Options options)
    : m_source(std::move(source)), m_options(std::move(options))
{
}

RosterSheet::Source RosterSheet::sourceOf(const Battle &battle)
{
    Source source;
    source.battleName = battle.name();
    // A battle without a date prints without one.
    source.battleDate = battle.info().value(QStringLiteral("date")).toString();
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
    parts.append(QStringLiteral("Turn %1, segment %2").arg(m_source.clock.turn).arg(m_source.clock.segment));
    if (!m_source.battleDate.isEmpty())
        parts.append(QStringLiteral("battle of %1").arg(m_source.battleDate));
    parts.append(QStringLiteral("printed %1").arg(m_options.printed.toString(Qt::ISODate)));
    parts.append(QStringLiteral("page %1 of %2").arg(page).arg(pages));
    return parts.join(QStringLiteral(" \u00b7 "));
}

QList<RosterSheet::Group> RosterSheet::groupsOf(const UnitRecord &unit) const
{
    QList<Group> groups;

    Group castings;
    castings.label = fraction(QStringLiteral("Castings"), unit.castings, unit.castingsInitial);
    const int castingBoxes = std::max(unit.castingsInitial, unit.castings);
    castings.marks = struckBoxes(castingBoxes, castingBoxes - unit.castings, PageBoxes::Mark::Struck);
    groups.append(castings);

    Group steps;
    const int maxSteps = Casualties::standard().maxStepsHeld();
    steps.label = fraction(QStringLiteral("Steps"), unit.steps, maxSteps);
    steps.marks = struckBoxes(std::max(maxSteps, unit.steps), unit.steps, PageBoxes::Mark::Filled);
    groups.append(steps);

    Group cw;
    cw.kind = Group::Kind::Track;
    cw.label = fraction(QStringLiteral("CW"), unit.cw, unit.cwInitial);
    for (int value = std::max(unit.cwInitial, unit.cw); value >= 0; --value)
        cw.numbers.append(value);
    cw.current = unit.cw;
    groups.append(cw);

    const AmmunitionLoad full = Ammunition::standard().startingAp(unit.arm, m_source.rulings);
    auto apGroup = [&](const QString &label, int current, int start) {
        Group ap;
        ap.label = fraction(label, current, start);
        const int boxes = std::max(start, current);
        ap.marks = struckBoxes(boxes, boxes - current, PageBoxes::Mark::Struck);
        groups.append(ap);
    };
    if (Ammunition::standard().kind(unit.arm) == Ammunition::Kind::Guns) {
        apGroup(QStringLiteral("Ball AP"), unit.apBall, full.ball);
        apGroup(QStringLiteral("Canister AP"), unit.apCanister, full.canister);
    } else {
        apGroup(QStringLiteral("AP"), unit.ap, full.smallArms);
    }

    Group smoke;
    smoke.label = QStringLiteral("Smoke");
    smoke.marks = { unit.smoke ? PageBoxes::Mark::Ticked : PageBoxes::Mark::Empty };
    groups.append(smoke);

    Group morale;
    morale.kind = Group::Kind::Labelled;
    morale.label = QStringLiteral("Morale");
    morale.words = moraleNames();
    for (const QString &word : std::as_const(morale.words))
        morale.marks.append(word == toName(unit.morale) ? PageBoxes::Mark::Ticked
                                                        : PageBoxes::Mark::Empty);
    groups.append(morale);
    return groups;
}

int RosterSheet::flow(const QList<Group> &groups, const Style &style, double width,
                      QList<Placed> *placed) const
{
    int row = 0;
    double x = 0;
    auto place = [&](Placed item) {
        if (placed)
            placed->append(std::move(item));
    };
    for (const Group &group : groups) {
        const double labelWidth = style.width(group.label);
        QList<double> atoms;
        if (group.kind == Group::Kind::Labelled) {
            for (const QString &word : group.words)
                atoms.append(boxSize + kWordGap + style.width(word) + kWordAfter);
        } else {
            const int count = group.kind == Group::Kind::Track ? group.numbers.size()
                                                                : group.marks.size();
            for (int i = 0; i < count; ++i)
                atoms.append(boxPitch);
        }
        double groupWidth = labelWidth + kLabelGap;
        for (double atom : std::as_const(atoms))
            groupWidth += atom;
        if (x > 0 && x + groupWidth > width) {
            ++row;
            x = 0;
        }
        Placed label;
        label.x = x;
        label.row = row;
        label.text = group.label;
        place(label);
        const double indent = labelWidth + kLabelGap;
        x += indent;
        for (int i = 0; i < atoms.size(); ++i) {
            // A run too long for the row goes on under itself.
            if (x + atoms.at(i) > width + 0.01 && x > indent) {
                ++row;
                x = indent;
            }
            Placed item;
            item.x = x;
            item.row = row;
            if (group.kind == Group::Kind::Track) {
                item.kind = Placed::Kind::Number;
                item.number = group.numbers.at(i);
                item.current = group.numbers.at(i) == group.current;
                item.struck = group.numbers.at(i) > group.current;
            } else {
                item.kind = Placed::Kind::Box;
                item.mark = group.marks.at(i);
            }
            place(item);
            if (group.kind == Group::Kind::Labelled) {
                Placed word;
                word.kind = Placed::Kind::Word;
                word.x = x + boxSize + kWordGap;
                word.row = row;
                word.text = group.words.at(i);
                place(word);
            }
            x += atoms.at(i);
        }
        x += kGroupGap;
    }
    return row + 1;
}

double RosterSheet::unitHeight(const UnitRecord &unit, const QPaintDevice *device,
                               double width) const
{
    return unitHeight(unit, Style(device), width);
}

double RosterSheet::unitHeight(const UnitRecord &unit, const Style &style, double width) const
{
    const int rows = flow(groupsOf(unit), style, width, nullptr);
    return unitPadding + nameRowHeight + rows * rowHeight + unitPadding;
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
    const Style style(device);
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
                heights.append(unitHeight(m_source.units.at(unit), style, layout.pageWidth));
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

void RosterSheet::paintHeader(PageBoxes &boxes, const Style &style, const Page &page, int index,
                              int count) const
{
    const double width = boxes.pageWidth();
    QString heading = m_source.battleName.isEmpty() ? QStringLiteral("Battle") : m_source.battleName;
    heading += QStringLiteral(": roster sheet");
    if (!page.side.isEmpty())
        heading += QStringLiteral(", ") + page.side;
    boxes.textIn(QRectF(0, 0, width, 7.5), heading, style.title, Qt::AlignLeft | Qt::AlignVCenter);
    boxes.textIn(QRectF(0, 7.5, width, 5.5), headerLine(index + 1, count), style.body,
                 Qt::AlignLeft | Qt::AlignVCenter);
    boxes.line(0, 13.8, width, 13.8, 0.5);
}

double RosterSheet::paintUnit(PageBoxes &boxes, const Style &style, const UnitRecord &unit,
                              double top, double width) const
{
    QPainter *painter = boxes.painter();
    const double y = top + unitPadding;
    const double mm = boxes.dotsPerMillimetre();

    // Name (bold) and what the unit is, elided only when they would not fit.
    const QString text = description(unit);
    const double nameRoom = std::max(width * 0.55, width - style.width(text) - 4.0);
    const QString name = style.nameMetrics.elidedText(unit.name, Qt::ElideRight, nameRoom * mm);
    painter->setPen(Qt::black);
    painter->setFont(style.name);
    painter->drawText(QPointF(0, (y + 5.0) * mm), name);
    const double nameWidth = style.nameMetrics.horizontalAdvance(name) / mm;
    const QString shown =
            style.bodyMetrics.elidedText(text, Qt::ElideRight, (width - nameWidth - 4.0) * mm);
    painter->setFont(style.body);
    painter->drawText(QPointF((nameWidth + 4.0) * mm, (y + 5.0) * mm), shown);

    // Everything of one kind is drawn at once: thousands of units make a
    // long PDF, and each change of pen or brush is written into it.
    QList<Placed> placed;
    const int rows = flow(groupsOf(unit), style, width, &placed);
    QList<QRectF> plain, filled, current;
    QList<QLineF> crosses, slashes;
    QPainterPath ticks;
    const double inset = 0.6 * mm;
    for (const Placed &item : std::as_const(placed)) {
        const double rowTop = y + nameRowHeight + item.row * rowHeight;
        const double boxTop = rowTop + (rowHeight - boxSize) / 2.0 - 0.6;
        const double baseline = boxTop + boxSize - 0.8;
        const QRectF r(item.x * mm, boxTop * mm, boxSize * mm, boxSize * mm);
        switch (item.kind) {
        case Placed::Kind::Label:
        case Placed::Kind::Word:
            painter->drawText(QPointF(item.x * mm, baseline * mm), item.text);
            break;
        case Placed::Kind::Box:
            (item.mark == PageBoxes::Mark::Filled ? filled : plain).append(r);
            if (item.mark == PageBoxes::Mark::Struck) {
                const QRectF in = r.adjusted(inset, inset, -inset, -inset);
                crosses << QLineF(in.topLeft(), in.bottomRight()) << QLineF(in.bottomLeft(), in.topRight());
            } else if (item.mark == PageBoxes::Mark::Ticked) {
                ticks.moveTo(r.left() + r.width() * 0.18, r.top() + r.height() * 0.55);
                ticks.lineTo(r.left() + r.width() * 0.42, r.top() + r.height() * 0.80);
                ticks.lineTo(r.left() + r.width() * 0.84, r.top() + r.height() * 0.20);
            }
            break;
        case Placed::Kind::Number:
            (item.current ? current : plain).append(r);
            if (item.struck) {
                const double in = 0.5 * mm;
                slashes << QLineF(r.left() + in, r.bottom() - in, r.right() - in, r.top() + in);
            }
            break;
        }
    }
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(Qt::black, 0.3 * mm));
    painter->drawRects(plain);
    painter->setBrush(QColor(90, 90, 90));
    painter->drawRects(filled);
    painter->setBrush(QColor(215, 215, 215));
    painter->setPen(QPen(Qt::black, 0.7 * mm));
    painter->drawRects(current);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(Qt::black, 0.45 * mm));
    painter->drawLines(crosses);
    painter->setPen(QPen(Qt::black, 0.6 * mm, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPath(ticks);

    // The CW track's numbers, on top of their boxes; the lost ones struck through.
    painter->setPen(Qt::black);
    for (const Placed &item : std::as_const(placed)) {
        if (item.kind != Placed::Kind::Number)
            continue;
        const double boxTop = y + nameRowHeight + item.row * rowHeight + (rowHeight - boxSize) / 2.0 - 0.6;
        const QRectF r(item.x * mm, boxTop * mm, boxSize * mm, boxSize * mm);
        painter->setFont(item.current ? (item.number >= 10 ? style.numberCurrentSmall : style.numberCurrent)
                                      : (item.number >= 10 ? style.numberSmall : style.number));
        painter->drawText(r, Qt::AlignCenter, QString::number(item.number));
    }
    painter->setPen(QPen(Qt::black, 0.3 * mm));
    painter->drawLines(slashes);

    const double bottom = y + nameRowHeight + rows * rowHeight + unitPadding;
    painter->setPen(QPen(QColor(150, 150, 150), 0.2 * mm));
    painter->drawLine(QPointF(0, bottom * mm), QPointF(width * mm, bottom * mm));
    return bottom;
}

void RosterSheet::paintBlock(PageBoxes &boxes, const Style &style, const Block &block,
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
        y = paintUnit(boxes, style, m_source.units.at(unit), y, width);
}

int RosterSheet::paint(QPagedPaintDevice *device) const
{
    const Layout pages = layout(device);
    const Style style(device);
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
                         QStringLiteral("No units."), style.body,
                         Qt::AlignLeft | Qt::AlignVCenter);
        }
        for (const Block &block : page.blocks)
            paintBlock(boxes, style, block, pages.pageWidth);
    }
    painter.end();
    return pages.pages.size();
}

bool RosterSheet::writePdf(const QString &path, QString *error, int *pages) const
{
    return PageBoxes::writePdf(
            path, m_options.paper, QPageLayout::Portrait,
            [this, pages](QPdfWriter &writer) {
                writer.setTitle(QStringLiteral("%1: roster sheets").arg(m_source.battleName));
                const int painted = paint(&writer);
                if (pages)
                    *pages = painted;
            },
            error);
}

} // namespace Adc
