#include "ui/dicetray/oddschart.h"

#include "core/dice/dicedistribution.h"
#include "ui/dicetray/oddscharthistogram.h"

#include <QLocale>
#include <QVBoxLayout>
#include <cmath>

#ifdef ADC_HAVE_CHARTS
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#endif

namespace Adc {

namespace {

#ifdef ADC_HAVE_CHARTS
// Beyond this many outcomes bars would be slivers: the chart draws an area.
constexpr int kMostBars = 40;
const QColor kMarked(0xc0, 0x39, 0x2b);

// The top of the probability axis, in percent: a round number over the
// tallest bar, and the tick count that divides it evenly.
std::pair<double, int> axisTop(const QList<OddsChart::Bar> &bars)
{
    double maximum = 1;
    for (const OddsChart::Bar &bar : bars)
        maximum = std::max(maximum, bar.probability * 100.0);
    const double steps[] = { 1, 2, 2.5, 5, 10, 20, 25 };
    double step = 25;
    for (double candidate : steps) {
        if (maximum / candidate <= 5.0) {
            step = candidate;
            break;
        }
    }
    const int ticks = int(std::ceil(maximum / step - 1e-9));
    return { ticks * step, ticks + 1 };
}

// Too many outcomes for bars: an area over the outcomes, numbered by their
// labels when those are numbers, the highlighted one marked.
void addArea(QChart *chart, QValueAxis *y, const QList<OddsChart::Bar> &bars,
             const QString &axisTitle, int highlighted, const QColor &fill)
{
    bool numeric = true;
    for (const OddsChart::Bar &bar : bars) {
        bool ok = false;
        bar.label.toDouble(&ok);
        numeric = numeric && ok;
    }
    auto *upper = new QLineSeries;
    for (int i = 0; i < bars.size(); ++i) {
        const double at = numeric ? bars.at(i).label.toDouble() : i;
        upper->append(at, bars.at(i).probability * 100.0);
    }
    auto *area = new QAreaSeries(upper);
    area->setColor(fill);
    area->setBorderColor(fill.darker(130));
    chart->addSeries(area);
    auto *x = new QValueAxis;
    x->setRange(upper->at(0).x(), upper->at(upper->count() - 1).x());
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setTitleText(axisTitle);
    chart->addAxis(x, Qt::AlignBottom);
    area->attachAxis(x);
    area->attachAxis(y);
    if (highlighted >= 0) {
        auto *mark = new QScatterSeries;
        mark->setColor(kMarked);
        mark->setBorderColor(kMarked);
        mark->setMarkerSize(10);
        mark->append(upper->at(highlighted));
        chart->addSeries(mark);
        mark->attachAxis(x);
        mark->attachAxis(y);
    }
}

#endif

} // namespace

struct OddsChart::View
{
#ifdef ADC_HAVE_CHARTS
    QChartView *chartView = nullptr;
    QChart *chart = nullptr;
#else
    OddsChartHistogram *histogram = nullptr;
#endif
};

OddsChart::OddsChart(QWidget *parent)
    : QWidget(parent)
    , m_view(std::make_unique<View>())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
#ifdef ADC_HAVE_CHARTS
    m_view->chart = new QChart;
    m_view->chart->legend()->hide();
    m_view->chart->setMargins(QMargins(2, 2, 2, 2));
    m_view->chart->setBackgroundRoundness(0);
    m_view->chart->setAnimationOptions(QChart::NoAnimation);
    m_view->chartView = new QChartView(m_view->chart, this);
    m_view->chartView->setRenderHint(QPainter::Antialiasing);
    m_view->chartView->setObjectName(QStringLiteral("chartView"));
    layout->addWidget(m_view->chartView);
#else
    m_view->histogram = new OddsChartHistogram(this);
    m_view->histogram->setObjectName(QStringLiteral("histogram"));
    layout->addWidget(m_view->histogram);
#endif
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    rebuild();
}

OddsChart::~OddsChart() = default;

bool OddsChart::usesQtCharts()
{
#ifdef ADC_HAVE_CHARTS
    return true;
#else
    return false;
#endif
}

void OddsChart::setBars(const QList<Bar> &bars)
{
    m_bars = bars;
    if (m_highlighted >= m_bars.size())
        m_highlighted = -1;
    rebuild();
}

void OddsChart::setDistribution(const DiceDistribution &distribution)
{
    QList<Bar> bars;
    for (const DiceDistribution::Entry &entry : distribution.entries())
        bars.append({ QString::number(entry.total), entry.probability });
    m_highlighted = -1;
    setBars(bars);
}

void OddsChart::clear()
{
    m_highlighted = -1;
    m_title.clear();
    setBars({});
}

double OddsChart::totalProbability() const
{
    double sum = 0;
    for (const Bar &bar : m_bars)
        sum += bar.probability;
    return sum;
}

void OddsChart::setTitle(const QString &title)
{
    m_title = title;
    rebuild();
}

void OddsChart::setAxisTitle(const QString &title)
{
    m_axisTitle = title;
    rebuild();
}

void OddsChart::setHighlighted(int index)
{
    m_highlighted = index >= 0 && index < m_bars.size() ? index : -1;
    rebuild();
}

void OddsChart::highlightLabel(const QString &label)
{
    int index = -1;
    for (int i = 0; i < m_bars.size(); ++i) {
        if (m_bars.at(i).label == label)
            index = i;
    }
    setHighlighted(index);
}

QSize OddsChart::sizeHint() const
{
    return { 320, 180 };
}

QSize OddsChart::minimumSizeHint() const
{
    return { 180, 130 };
}

void OddsChart::rebuild()
{
#ifdef ADC_HAVE_CHARTS
    QChart *chart = m_view->chart;
    chart->removeAllSeries();
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        chart->removeAxis(axis);
        delete axis;
    }
    chart->setTitle(m_title);
    const QColor fill = palette().color(QPalette::Highlight).lighter(140);

    auto *y = new QValueAxis;
    const auto [top, ticks] = axisTop(m_bars);
    y->setRange(0, top);
    y->setTickCount(ticks);
    y->setLabelFormat(QStringLiteral("%.3g%%"));
    chart->addAxis(y, Qt::AlignLeft);

    if (m_bars.size() <= kMostBars) {
        auto *set = new QBarSet(m_axisTitle.isEmpty() ? QStringLiteral("odds") : m_axisTitle);
        QStringList labels;
        for (const Bar &bar : std::as_const(m_bars)) {
            set->append(bar.probability * 100.0);
            labels << bar.label;
        }
        set->setColor(fill);
        set->setBorderColor(fill.darker(130));
        set->setSelectedColor(kMarked);
        if (m_highlighted >= 0)
            set->selectBar(m_highlighted);
        auto *series = new QBarSeries;
        series->setBarWidth(0.85);
        series->append(set);
        chart->addSeries(series);
        auto *x = new QBarCategoryAxis;
        x->append(labels);
        x->setTitleText(m_axisTitle);
        if (m_bars.size() > 20)
            x->setLabelsAngle(-90);
        chart->addAxis(x, Qt::AlignBottom);
        series->attachAxis(x);
        series->attachAxis(y);
        const QList<Bar> bars = m_bars;
        connect(set, &QBarSet::hovered, this, [this, bars](bool status, int index) {
            if (status && index >= 0 && index < bars.size()) {
                QToolTip::showText(
                    QCursor::pos(),
                    QStringLiteral("%1: %2%")
                        .arg(bars.at(index).label)
                        .arg(QLocale().toString(bars.at(index).probability * 100.0, 'f', 2)),
                    this);
            } else {
                QToolTip::hideText();
            }
        });
    } else {
        addArea(chart, y, m_bars, m_axisTitle, m_highlighted, fill);
    }
#else
    m_view->histogram->setBars(m_bars);
    m_view->histogram->setTitle(m_title);
    m_view->histogram->setAxisTitle(m_axisTitle);
    m_view->histogram->setHighlighted(m_highlighted);
#endif
}

} // namespace Adc
