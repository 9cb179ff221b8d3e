#include "print/page/pageboxes.h"

#include "db/io/outputfile.h"
#include "print/page/sheetfonts.h"

#include <QCoreApplication>
#include <QDir>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

namespace Adc {

namespace {

constexpr double kMillimetresPerInch = 25.4;

Failure cannotWrite(const QString &path, const QSaveFile &file)
{
    return OutputFile::cannotWrite(path, file.errorString());
}

} // namespace

QStringList PageBoxes::paperNames()
{
    return { QStringLiteral("a4"), QStringLiteral("letter") };
}

QString PageBoxes::paperName(Paper paper)
{
    return paper == Paper::Letter ? QStringLiteral("letter") : QStringLiteral("a4");
}

std::optional<PageBoxes::Paper> PageBoxes::paperFromName(const QString &name)
{
    const QString lower = name.toLower();
    if (lower == QLatin1String("a4"))
        return Paper::A4;
    if (lower == QLatin1String("letter"))
        return Paper::Letter;
    return std::nullopt;
}

QPageSize PageBoxes::pageSize(Paper paper)
{
    return QPageSize(paper == Paper::Letter ? QPageSize::Letter : QPageSize::A4);
}

PageBoxes::PageBoxes(QPainter *painter, const QPaintDevice *device)
    : m_painter(painter)
    , m_dotsPerMm(device->logicalDpiX() / kMillimetresPerInch)
    , m_widthMm(device->width() / m_dotsPerMm)
    , m_heightMm(device->height() / m_dotsPerMm)
{
}

QRectF PageBoxes::toDevice(const QRectF &millimetres) const
{
    return { toDevice(millimetres.x()), toDevice(millimetres.y()), toDevice(millimetres.width()),
             toDevice(millimetres.height()) };
}

double PageBoxes::text(double x, double baseline, const QString &text, const QFont &font) const
{
    m_painter->setFont(font);
    m_painter->setPen(Qt::black);
    m_painter->drawText(QPointF(toDevice(x), toDevice(baseline)), text);
    return QFontMetricsF(font, m_painter->device()).horizontalAdvance(text) / m_dotsPerMm;
}

void PageBoxes::textIn(const QRectF &millimetres, const QString &text, const QFont &font,
                       int flags) const
{
    m_painter->setFont(font);
    m_painter->setPen(Qt::black);
    m_painter->drawText(toDevice(millimetres), flags, text);
}

void PageBoxes::line(double x1, double y1, double x2, double y2, double widthMm) const
{
    m_painter->save();
    m_painter->setPen(QPen(Qt::black, toDevice(widthMm)));
    m_painter->drawLine(QPointF(toDevice(x1), toDevice(y1)), QPointF(toDevice(x2), toDevice(y2)));
    m_painter->restore();
}

void PageBoxes::cross(QList<QLineF> &lines, const QRectF &box)
{
    const double inset = box.width() * 0.14;
    const QRectF in = box.adjusted(inset, inset, -inset, -inset);
    lines << QLineF(in.topLeft(), in.bottomRight()) << QLineF(in.bottomLeft(), in.topRight());
}

void PageBoxes::tick(QPainterPath &path, const QRectF &box)
{
    path.moveTo(box.left() + box.width() * 0.18, box.top() + box.height() * 0.55);
    path.lineTo(box.left() + box.width() * 0.42, box.top() + box.height() * 0.80);
    path.lineTo(box.left() + box.width() * 0.84, box.top() + box.height() * 0.20);
}

QFont PageBoxes::font(double points, bool bold)
{
    SheetFonts::ensureLoaded();
    QFont font;
    font.setFamilies({ QStringLiteral("DejaVu Sans"), QStringLiteral("Liberation Sans"),
                       QStringLiteral("Arial") });
    font.setStyleHint(QFont::SansSerif);
    font.setPointSizeF(points);
    font.setBold(bold);
    // An explicit letter spacing, even the normal 100%, turns ligatures off,
    // so "fire" stays four letters when the PDF's text is searched or copied.
    font.setLetterSpacing(QFont::PercentageSpacing, 100.0);
    return font;
}

void PageBoxes::setUp(QPdfWriter &writer, Paper paper, QPageLayout::Orientation orientation)
{
    writer.setResolution(600);
    writer.setCreator(QStringLiteral("Aide-de-Camp"));
    writer.setPageLayout(QPageLayout(pageSize(paper), orientation,
                                     QMarginsF(marginMillimetres(), marginMillimetres(),
                                               marginMillimetres(), marginMillimetres()),
                                     QPageLayout::Millimeter));
}

Result<int> PageBoxes::writePdf(const QString &path, Paper paper,
                                QPageLayout::Orientation orientation,
                                const std::function<int(QPdfWriter &writer)> &paint)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return cannotWrite(path, file);
    int pages = 0;
    {
        QPdfWriter writer(&file);
        setUp(writer, paper, orientation);
        pages = paint(writer);
    }
    if (pages < 0) {
        file.cancelWriting();
        return Failure::failed(QCoreApplication::translate("Adc::PageBoxes", "cancelled"));
    }
    const Result<void> committed = OutputFile::commit(file, path);
    if (!committed)
        return committed.failure();
    return pages;
}

Result<void> PageBoxes::writeFile(const QString &path, const QByteArray &bytes)
{
    return OutputFile::write(path, bytes);
}

} // namespace Adc
