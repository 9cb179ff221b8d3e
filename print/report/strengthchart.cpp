#include "print/report/strengthchart.h"

#include "db/battle/loggedfires.h"
#include "print/page/pageboxes.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace Adc {

namespace {

struct Strength
{
    int side = 0;
    int castings = 0;
    int cw = 0;
};

// Sets a fire's target (or a ricochet line's) to what it was left with.
void applyHit(QHash<qint64, Strength> &units, const QJsonObject &fire)
{
    const QJsonObject target = fire.value(QStringLiteral("target")).toObject();
    const auto found = units.find(target.value(QStringLiteral("id")).toInteger());
    if (found == units.end() || !target.contains(QStringLiteral("castings")))
        return;
    found->castings = target.value(QStringLiteral("castings")).toInt();
    found->cw = target.value(QStringLiteral("cw")).toInt(found->cw);
}

} // namespace

StrengthChart::StrengthChart(const QList<UnitRecord> &units, const QList<LogEntry> &log,
                             const Clock &clock)
{
    QHash<qint64, Strength> state;
    for (const UnitRecord &unit : units) {
        auto side = std::find_if(m_series.begin(), m_series.end(), [&unit](const Series &series) {
            return series.side == unit.side;
        });
        if (side == m_series.end())
            side = m_series.insert(m_series.end(), Series { unit.side, {}, {} });
        state.insert(
            unit.id,
            Strength { int(side - m_series.begin()), unit.castingsInitial, unit.cwInitial });
    }
    m_turns = std::max(1, clock.turn);
    for (const LogEntry &entry : log)
        m_turns = std::max(m_turns, entry.turn);

    auto snapshot = [&] {
        for (Series &series : m_series) {
            series.castings.append(0);
            series.cw.append(0);
        }
        for (const Strength &unit : std::as_const(state)) {
            m_series[unit.side].castings.last() += unit.castings;
            m_series[unit.side].cw.last() += unit.cw;
        }
    };
    snapshot(); // the start
    int turn = 1;
    for (const LogEntry &entry : log) {
        for (; turn < entry.turn; ++turn)
            snapshot();
        if (entry.undone)
            continue;
        // A fire inside a charge hits as any fire does.
        for (const LoggedFires::Fire &fire : LoggedFires::of(entry)) {
            applyHit(state, fire.result);
            for (const QJsonValue &line : fire.result.value(QStringLiteral("ricochet")).toArray())
                applyHit(state, line.toObject());
        }
    }
    for (; turn <= m_turns; ++turn)
        snapshot();
}

void StrengthChart::paint(PageBoxes &boxes, const QRectF &mm) const
{
    QPainter *painter = boxes.painter();
    const QFont small = PageBoxes::font(7.5);
    int top = 1;
    for (const Series &series : m_series) {
        for (int value : series.castings + series.cw)
            top = std::max(top, value);
    }
    const QRectF plot(mm.left() + 12.0, mm.top() + 2.0, mm.width() - 14.0 - 45.0,
                      mm.height() - 10.0);
    auto at = [&](int index, int value) {
        const double x = plot.left() + plot.width() * index / std::max(1, m_turns);
        const double y = plot.bottom() - plot.height() * value / top;
        return QPointF(boxes.toDevice(x), boxes.toDevice(y));
    };
    // Axes, a few values up the side and every turn along the foot.
    boxes.line(plot.left(), plot.top(), plot.left(), plot.bottom(), 0.25);
    boxes.line(plot.left(), plot.bottom(), plot.right(), plot.bottom(), 0.25);
    for (int step = 0; step <= 4; ++step) {
        const int value = top * step / 4;
        const double y = plot.bottom() - plot.height() * value / top;
        boxes.textIn(QRectF(mm.left(), y - 2.0, 10.5, 4.0), QString::number(value), small,
                     Qt::AlignRight | Qt::AlignVCenter);
    }
    const int every = std::max(1, m_turns / 12);
    for (int t = 0; t <= m_turns; t += every) {
        const double x = plot.left() + plot.width() * t / std::max(1, m_turns);
        boxes.textIn(QRectF(x - 6.0, plot.bottom() + 0.8, 12.0, 4.0),
                     t == 0 ? QCoreApplication::translate("Adc::StrengthChart", "start")
                            : QString::number(t),
                     small, Qt::AlignHCenter | Qt::AlignTop);
    }
    boxes.textIn(QRectF(plot.left(), plot.bottom() + 4.5, plot.width(), 4.0),
                 QCoreApplication::translate("Adc::StrengthChart", "turn"), small,
                 Qt::AlignHCenter | Qt::AlignTop);

    // Castings solid, CW dashed; one grey per side, so it reads in black and white.
    const QList<QColor> inks { QColor(0, 0, 0), QColor(120, 120, 120), QColor(60, 60, 160) };
    double legend = plot.top();
    for (int s = 0; s < m_series.size(); ++s) {
        const Series &series = m_series.at(s);
        const QColor ink = inks.at(s % inks.size());
        for (const bool cw : { false, true }) {
            const QList<int> &values = cw ? series.cw : series.castings;
            QPainterPath path(at(0, values.value(0)));
            for (int t = 1; t < values.size(); ++t)
                path.lineTo(at(t, values.at(t)));
            painter->setBrush(Qt::NoBrush);
            painter->setPen(
                QPen(ink, boxes.toDevice(cw ? 0.35 : 0.6), cw ? Qt::DashLine : Qt::SolidLine));
            painter->drawPath(path);
            const double y = legend + 2.0;
            painter->drawLine(QPointF(boxes.toDevice(plot.right() + 3.0), boxes.toDevice(y)),
                              QPointF(boxes.toDevice(plot.right() + 9.0), boxes.toDevice(y)));
            boxes.textIn(
                QRectF(plot.right() + 10.0, legend, 35.0, 4.0),
                series.side
                    + (cw ? QCoreApplication::translate("Adc::StrengthChart", ", CW")
                          : QCoreApplication::translate("Adc::StrengthChart", ", castings")),
                small, Qt::AlignLeft | Qt::AlignVCenter);
            legend += 4.5;
        }
    }
}

} // namespace Adc
