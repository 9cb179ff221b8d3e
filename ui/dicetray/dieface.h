#pragma once

#include <QWidget>

class QPainter;

namespace Adc {

// One die as it lies on the table, drawn large enough to read across it:
// pips on a d6, the number on any other die (shaped as that die where it
// has a usual shape), red with a minus sign when the die is subtracted.
class DieFace : public QWidget
{
    Q_OBJECT

public:
    explicit DieFace(QWidget *parent = nullptr);
    DieFace(int sides, int face, QWidget *parent = nullptr);

    void setDie(int sides, int face);
    int sides() const { return m_sides; }
    int face() const { return m_face; }
    // A die taken off the total (the 1d4 of 2d6-1d4).
    void setSubtracted(bool subtracted);
    bool isSubtracted() const { return m_subtracted; }
    // The side of the square the die is drawn in (default 64 pixels).
    void setEdge(int pixels);
    int edge() const { return m_edge; }

    // Paints a die into rect, for any widget or page that shows dice.
    static void paint(QPainter &painter, const QRectF &rect, int sides, int face, bool subtracted);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void describe();

    int m_sides = 6;
    int m_face = 1;
    bool m_subtracted = false;
    int m_edge = 64;
};

} // namespace Adc
