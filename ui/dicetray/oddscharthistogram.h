#pragma once

#include "ui/dicetray/oddschart.h"

#include <QWidget>

namespace Adc {

// OddsChart's bars painted with QPainter, for builds without Qt Charts and
// for pages that paint: a bar per outcome, its label under it (thinned out
// when there are many), percentage gridlines, the marked bar in a stronger
// colour.
class OddsChartHistogram : public QWidget
{
    Q_OBJECT

public:
    explicit OddsChartHistogram(QWidget *parent = nullptr);

    void setBars(const QList<OddsChart::Bar> &bars);
    void setTitle(const QString &title);
    void setAxisTitle(const QString &title);
    void setHighlighted(int index);

    // Paints the chart into rect with the widget's palette and font.
    static void paint(QPainter &painter, const QRectF &rect, const QList<OddsChart::Bar> &bars,
                      const QString &title, const QString &axisTitle, int highlighted,
                      const QPalette &palette, const QFont &font);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    int barAt(const QPoint &point) const;

    QList<OddsChart::Bar> m_bars;
    QString m_title;
    QString m_axisTitle;
    int m_highlighted = -1;
};

} // namespace Adc
