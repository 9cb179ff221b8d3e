#include "ui/dicetray/oddscharthistogram.h"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QToolTip>
#include <cmath>

namespace Adc {

namespace {

struct Layout
{
    QRectF plot;
    double step = 0; // gridline spacing, as a probability
    double top = 0; // probability at the top of the plot
};

// A gridline spacing that gives three to six lines up to the tallest bar.
double niceStep(double maximum)
{
    const double steps[] = { 0.01, 0.02, 0.025, 0.05, 0.1, 0.2, 0.25 };
    for (double step : steps) {
        if (maximum / step <= 5.0)
            return step;
    }
    return 0.25;
}

QString percent(double probability)
{
    const double value = probability * 100.0;
    return std::abs(value - std::round(value)) < 1e-6
        ? QStringLiteral("%1%").arg(QLocale().toString(value, 'f', 0))
        : QStringLiteral("%1%").arg(QLocale().toString(value, 'f', 1));
}

Layout layoutFor(const QRectF &rect, const QList<OddsChart::Bar> &bars, const QString &title,
                 const QString &axisTitle, const QFontMetricsF &metrics)
{
    Layout layout;
    double maximum = 0;
    for (const OddsChart::Bar &bar : bars)
        maximum = std::max(maximum, bar.probability);
    layout.step = niceStep(std::max(maximum, 0.01));
    layout.top = std::ceil(std::max(maximum, 0.01) / layout.step - 1e-9) * layout.step;
    const double left = metrics.horizontalAdvance(QStringLiteral("100%")) + 6;
    // Room for the title, and for the top gridline's label under it.
    const double titleHeight
        = (title.isEmpty() ? 0 : metrics.height() + 4) + metrics.height() / 2 + 2;
    const double bottom = metrics.height() + 4 + (axisTitle.isEmpty() ? 0 : metrics.height() + 2);
    layout.plot = rect.adjusted(left, titleHeight, -6, -bottom);
    return layout;
}

} // namespace

OddsChartHistogram::OddsChartHistogram(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void OddsChartHistogram::setBars(const QList<OddsChart::Bar> &bars)
{
    m_bars = bars;
    update();
}

void OddsChartHistogram::setTitle(const QString &title)
{
    m_title = title;
    update();
}

void OddsChartHistogram::setAxisTitle(const QString &title)
{
    m_axisTitle = title;
    update();
}

void OddsChartHistogram::setHighlighted(int index)
{
    m_highlighted = index;
    update();
}

QSize OddsChartHistogram::sizeHint() const
{
    return { 320, 170 };
}

QSize OddsChartHistogram::minimumSizeHint() const
{
    return { 160, 110 };
}

void OddsChartHistogram::paint(QPainter &painter, const QRectF &rect,
                               const QList<OddsChart::Bar> &bars, const QString &title,
                               const QString &axisTitle, int highlighted, const QPalette &palette,
                               const QFont &font)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const Layout layout = layoutFor(rect, bars, title, axisTitle, metrics);
    const QRectF &plot = layout.plot;
    const QColor text = palette.color(QPalette::WindowText);
    QColor grid = text;
    grid.setAlpha(50);

    if (!title.isEmpty()) {
        painter.setPen(text);
        painter.drawText(QRectF(rect.left(), rect.top(), rect.width(), metrics.height() + 4),
                         Qt::AlignHCenter | Qt::AlignVCenter, title);
    }

    // Gridlines with their percentages.
    const int lines = int(std::lround(layout.top / layout.step));
    for (int line = 0; line <= lines; ++line) {
        const double value = line * layout.step;
        const double y = plot.bottom() - value / layout.top * plot.height();
        painter.setPen(QPen(grid, 1));
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setPen(text);
        painter.drawText(QRectF(rect.left(), y - metrics.height() / 2,
                                plot.left() - rect.left() - 4, metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, percent(value));
    }

    if (bars.isEmpty()) {
        painter.restore();
        return;
    }
    const double slot = plot.width() / bars.size();
    const double gap = slot > 6 ? std::min(slot * 0.2, 6.0) : 0.0;
    // Labels wide enough not to touch: show every n-th.
    double widest = 0;
    for (const OddsChart::Bar &bar : bars)
        widest = std::max(widest, metrics.horizontalAdvance(bar.label));
    const int every = std::max(1, int(std::ceil((widest + 6) / slot)));

    const QColor fill = palette.color(QPalette::Highlight).lighter(140);
    const QColor marked = QColor(0xc0, 0x39, 0x2b);
    for (int i = 0; i < bars.size(); ++i) {
        const OddsChart::Bar &bar = bars.at(i);
        const double height = bar.probability / layout.top * plot.height();
        const QRectF box(plot.left() + i * slot + gap / 2, plot.bottom() - height, slot - gap,
                         height);
        painter.setPen(Qt::NoPen);
        painter.setBrush(i == highlighted ? marked : fill);
        painter.drawRect(box);
        if (i % every == 0 || i == highlighted) {
            painter.setPen(i == highlighted ? marked : text);
            painter.drawText(QRectF(box.center().x() - slot * every / 2.0, plot.bottom() + 2,
                                    slot * every, metrics.height()),
                             Qt::AlignHCenter | Qt::AlignTop, bar.label);
        }
    }
    painter.setPen(QPen(text, 1));
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    if (!axisTitle.isEmpty()) {
        painter.setPen(text);
        painter.drawText(QRectF(plot.left(), plot.bottom() + metrics.height() + 4, plot.width(),
                                metrics.height()),
                         Qt::AlignHCenter | Qt::AlignTop, axisTitle);
    }
    painter.restore();
}

void OddsChartHistogram::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paint(painter, QRectF(rect()), m_bars, m_title, m_axisTitle, m_highlighted, palette(), font());
}

int OddsChartHistogram::barAt(const QPoint &point) const
{
    if (m_bars.isEmpty())
        return -1;
    const Layout layout
        = layoutFor(QRectF(rect()), m_bars, m_title, m_axisTitle, QFontMetricsF(font()));
    if (!layout.plot.contains(point))
        return -1;
    const int index = int((point.x() - layout.plot.left()) / (layout.plot.width() / m_bars.size()));
    return index >= 0 && index < m_bars.size() ? index : -1;
}

bool OddsChartHistogram::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int index = barAt(help->pos());
        if (index >= 0) {
            const OddsChart::Bar &bar = m_bars.at(index);
            QToolTip::showText(
                help->globalPos(),
                QStringLiteral("%1: %2").arg(bar.label).arg(
                    QString::number(bar.probability * 100.0, 'f', 2) + QLatin1Char('%')),
                this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace Adc
