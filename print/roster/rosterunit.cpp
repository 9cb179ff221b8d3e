#include "roster/rosterunit.h"

#include "ammunition/ammunition.h"
#include "casualties/casualties.h"
#include "roster/rostersheet.h"
#include "roster/rosterstyle.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace Adc {

// One thing placed on a unit's rows.
struct RosterUnit::Placed
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

namespace {

constexpr double kBoxSize = RosterSheet::boxSize;
constexpr double kBoxPitch = RosterSheet::boxPitch;
constexpr double kRowHeight = RosterSheet::rowHeight;
constexpr double kNameRowHeight = RosterSheet::nameRowHeight;
constexpr double kUnitPadding = RosterSheet::unitPadding;
constexpr double kLabelGap = 1.6; // between a group's label and its first box
constexpr double kGroupGap = 5.0; // between groups
constexpr double kWordGap = 1.2; // between a morale box and its word
constexpr double kWordAfter = 2.6; // after a morale word

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

// The top of the box on `row` of a unit whose rows start at `y`, mm.
double boxTopOf(double y, int row)
{
    return y + kNameRowHeight + row * kRowHeight + (kRowHeight - kBoxSize) / 2.0 - 0.6;
}

} // namespace

RosterUnit::RosterUnit(const UnitRecord &unit, const Rulings &rulings)
    : m_unit(unit)
    , m_groups(groupsOf(unit, rulings))
{
}

QList<RosterUnit::Group> RosterUnit::groupsOf(const UnitRecord &unit, const Rulings &rulings)
{
    QList<Group> groups;

    Group castings;
    castings.label = fraction(QStringLiteral("Castings"), unit.castings, unit.castingsInitial);
    const int castingBoxes = std::max(unit.castingsInitial, unit.castings);
    castings.marks
        = struckBoxes(castingBoxes, castingBoxes - unit.castings, PageBoxes::Mark::Struck);
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

    const AmmunitionLoad full = Ammunition::standard().startingAp(unit.arm, rulings);
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

int RosterUnit::flow(const RosterStyle &style, double width, QList<Placed> *placed) const
{
    int row = 0;
    double x = 0;
    auto place = [&](Placed item) {
        if (placed)
            placed->append(std::move(item));
    };
    for (const Group &group : m_groups) {
        const double labelWidth = style.width(group.label);
        QList<double> atoms;
        if (group.kind == Group::Kind::Labelled) {
            for (const QString &word : group.words)
                atoms.append(kBoxSize + kWordGap + style.width(word) + kWordAfter);
        } else {
            const int count
                = group.kind == Group::Kind::Track ? group.numbers.size() : group.marks.size();
            for (int i = 0; i < count; ++i)
                atoms.append(kBoxPitch);
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
                word.x = x + kBoxSize + kWordGap;
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

double RosterUnit::height(const RosterStyle &style, double width) const
{
    const int rows = flow(style, width, nullptr);
    return kUnitPadding + kNameRowHeight + rows * kRowHeight + kUnitPadding;
}

double RosterUnit::paint(PageBoxes &boxes, const RosterStyle &style, double top, double width) const
{
    QPainter *painter = boxes.painter();
    const double y = top + kUnitPadding;
    const double mm = boxes.dotsPerMillimetre();
    paintName(boxes, style, y, width);

    QList<Placed> placed;
    const int rows = flow(style, width, &placed);
    paintBoxes(boxes, placed, y);
    paintNumbers(boxes, style, placed, y);

    const double bottom = y + kNameRowHeight + rows * kRowHeight + kUnitPadding;
    painter->setPen(QPen(QColor(150, 150, 150), 0.2 * mm));
    painter->drawLine(QPointF(0, bottom * mm), QPointF(width * mm, bottom * mm));
    return bottom;
}

void RosterUnit::paintName(PageBoxes &boxes, const RosterStyle &style, double y, double width) const
{
    QPainter *painter = boxes.painter();
    const double mm = boxes.dotsPerMillimetre();
    // Name (bold) and what the unit is, elided only when they would not fit.
    const QString text = RosterSheet::description(m_unit);
    const double nameRoom = std::max(width * 0.55, width - style.width(text) - 4.0);
    const QString name = style.nameMetrics.elidedText(m_unit.name, Qt::ElideRight, nameRoom * mm);
    painter->setPen(Qt::black);
    painter->setFont(style.name);
    painter->drawText(QPointF(0, (y + 5.0) * mm), name);
    const double nameWidth = style.nameMetrics.horizontalAdvance(name) / mm;
    const QString shown
        = style.bodyMetrics.elidedText(text, Qt::ElideRight, (width - nameWidth - 4.0) * mm);
    painter->setFont(style.body);
    painter->drawText(QPointF((nameWidth + 4.0) * mm, (y + 5.0) * mm), shown);
}

void RosterUnit::paintBoxes(PageBoxes &boxes, const QList<Placed> &placed, double y) const
{
    // Everything of one kind is drawn at once: thousands of units make a
    // long PDF, and each change of pen or brush is written into it.
    QPainter *painter = boxes.painter();
    const double mm = boxes.dotsPerMillimetre();
    QList<QRectF> plain, filled, current;
    QList<QLineF> crosses;
    QPainterPath ticks;
    const double inset = 0.6 * mm;
    for (const Placed &item : placed) {
        const double boxTop = boxTopOf(y, item.row);
        const double baseline = boxTop + kBoxSize - 0.8;
        const QRectF r(item.x * mm, boxTop * mm, kBoxSize * mm, kBoxSize * mm);
        switch (item.kind) {
        case Placed::Kind::Label:
        case Placed::Kind::Word:
            painter->drawText(QPointF(item.x * mm, baseline * mm), item.text);
            break;
        case Placed::Kind::Box:
            (item.mark == PageBoxes::Mark::Filled ? filled : plain).append(r);
            if (item.mark == PageBoxes::Mark::Struck) {
                const QRectF in = r.adjusted(inset, inset, -inset, -inset);
                crosses << QLineF(in.topLeft(), in.bottomRight())
                        << QLineF(in.bottomLeft(), in.topRight());
            } else if (item.mark == PageBoxes::Mark::Ticked) {
                ticks.moveTo(r.left() + r.width() * 0.18, r.top() + r.height() * 0.55);
                ticks.lineTo(r.left() + r.width() * 0.42, r.top() + r.height() * 0.80);
                ticks.lineTo(r.left() + r.width() * 0.84, r.top() + r.height() * 0.20);
            }
            break;
        case Placed::Kind::Number:
            (item.current ? current : plain).append(r);
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
}

void RosterUnit::paintNumbers(PageBoxes &boxes, const RosterStyle &style,
                              const QList<Placed> &placed, double y) const
{
    // The CW track's numbers, on top of their boxes; the lost ones struck through.
    QPainter *painter = boxes.painter();
    const double mm = boxes.dotsPerMillimetre();
    QList<QLineF> slashes;
    painter->setPen(Qt::black);
    for (const Placed &item : placed) {
        if (item.kind != Placed::Kind::Number)
            continue;
        const QRectF r(item.x * mm, boxTopOf(y, item.row) * mm, kBoxSize * mm, kBoxSize * mm);
        if (item.struck) {
            const double in = 0.5 * mm;
            slashes << QLineF(r.left() + in, r.bottom() - in, r.right() - in, r.top() + in);
        }
        painter->setFont(item.current
                             ? (item.number >= 10 ? style.numberCurrentSmall : style.numberCurrent)
                             : (item.number >= 10 ? style.numberSmall : style.number));
        painter->drawText(r, Qt::AlignCenter, QString::number(item.number));
    }
    painter->setPen(QPen(Qt::black, 0.3 * mm));
    painter->drawLines(slashes);
}

} // namespace Adc
