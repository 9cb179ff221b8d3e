#pragma once

#include <QList>
#include <QString>
#include <QWidget>
#include <memory>

namespace Adc {

class DiceDistribution;

// The odds of a roll as a bar chart: one bar per outcome (a dice total, a
// number of casualty steps, a discipline result) with its probability, and
// the outcome just rolled marked. Drawn with Qt Charts where the build has
// them (ADC_HAVE_CHARTS), else painted by OddsChartHistogram; the dice tray
// and the fire dialog share it.
class OddsChart : public QWidget
{
    Q_OBJECT

public:
    struct Bar
    {
        QString label;
        double probability = 0.0;
    };

    explicit OddsChart(QWidget *parent = nullptr);
    ~OddsChart() override;

    // The outcomes in the order they are drawn, left to right.
    void setBars(const QList<Bar> &bars);
    // One bar per total the dice can roll, lowest first.
    void setDistribution(const DiceDistribution &distribution);
    void clear();
    const QList<Bar> &bars() const { return m_bars; }
    // The sum of the probabilities shown: 1 for a whole distribution.
    double totalProbability() const;

    // A line over the bars, e.g. "2d6+1: mean 8.00".
    void setTitle(const QString &title);
    QString title() const { return m_title; }
    // What the bars count, under them: "total", "casualty steps".
    void setAxisTitle(const QString &title);
    QString axisTitle() const { return m_axisTitle; }

    // Marks one bar (the outcome just rolled); -1 marks none.
    void setHighlighted(int index);
    int highlighted() const { return m_highlighted; }
    // Marks the bar of that label; none when no bar has it.
    void highlightLabel(const QString &label);

    // Whether this build draws with Qt Charts.
    static bool usesQtCharts();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    struct View;

    void rebuild();

    QList<Bar> m_bars;
    QString m_title;
    QString m_axisTitle;
    int m_highlighted = -1;
    std::unique_ptr<View> m_view;
};

} // namespace Adc
