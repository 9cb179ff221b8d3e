#pragma once

#include "core/common/result.h"

#include <QByteArray>
#include <QFont>
#include <QLineF>
#include <QList>
#include <QPageLayout>
#include <QPageSize>
#include <QPainterPath>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

class QPagedPaintDevice;
class QPaintDevice;
class QPainter;
class QPdfWriter;

namespace Adc {

// What the printed sheets share: the papers they come on, text and lines
// placed in millimetres on a paint device, the marks of the boxes a player
// strikes out or fills in, and files written whole or not at all.
class PageBoxes
{
public:
    enum class Paper { A4, Letter };

    // How a box is marked: empty, struck out with a cross (a casting lost, an
    // AP spent), filled (a casualty step taken) or ticked (the current morale,
    // in smoke). The roster sheet draws them.
    enum class Mark { Empty, Struck, Filled, Ticked };

    // "a4", "letter".
    static QStringList paperNames();
    static QString paperName(Paper paper);
    static std::optional<Paper> paperFromName(const QString &name);
    static QPageSize pageSize(Paper paper);
    // Margins of every printed sheet, in millimetres.
    static double marginMillimetres() { return 12.0; }

    // Paints on a paint device in millimetres: positions and sizes are given
    // in millimetres from the top left of the printable area; fonts in points.
    PageBoxes(QPainter *painter, const QPaintDevice *device);

    QPainter *painter() const { return m_painter; }
    double dotsPerMillimetre() const { return m_dotsPerMm; }
    double toDevice(double millimetres) const { return millimetres * m_dotsPerMm; }
    QRectF toDevice(const QRectF &millimetres) const;
    // The printable area in millimetres.
    double pageWidth() const { return m_widthMm; }
    double pageHeight() const { return m_heightMm; }

    // Text whose baseline sits `baseline` millimetres down; returns its width in mm.
    double text(double x, double baseline, const QString &text, const QFont &font) const;
    // Text in a rectangle given in millimetres, placed by the alignment flags.
    void textIn(const QRectF &millimetres, const QString &text, const QFont &font, int flags) const;
    void line(double x1, double y1, double x2, double y2, double widthMm = 0.3) const;

    // The marks of a box in device units, gathered to be drawn at once: a
    // cross over a struck box, a tick in a ticked one.
    static void cross(QList<QLineF> &lines, const QRectF &box);
    static void tick(QPainterPath &path, const QRectF &box);

    // A font of `points` points (bold when asked) in the sheets' family.
    static QFont font(double points, bool bold = false);

    // Sets a writer to the paper, portrait or landscape, with the sheets'
    // margins, at the sheets' resolution.
    static void setUp(QPdfWriter &writer, Paper paper, QPageLayout::Orientation orientation);

    // Writes a PDF page by page through `paint`, which gets the writer set
    // to the paper, portrait or landscape, with the sheets' margins, and
    // returns the pages it painted, or -1 when it was cancelled (then no file
    // is left and the reason is "cancelled"). The file is written to a temporary file
    // in the same folder and renamed into place only when complete: on
    // failure nothing is left and the reason says what and where.
    static Result<int> writePdf(const QString &path, Paper paper,
                                QPageLayout::Orientation orientation,
                                const std::function<int(QPdfWriter &writer)> &paint);
    // Writes bytes the same way: whole or not at all.
    static Result<void> writeFile(const QString &path, const QByteArray &bytes);

private:
    QPainter *m_painter = nullptr;
    double m_dotsPerMm = 1.0;
    double m_widthMm = 0;
    double m_heightMm = 0;
};

} // namespace Adc
