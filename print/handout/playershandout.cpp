#include "print/handout/playershandout.h"

#include "db/io/outputfile.h"
#include "print/qr/qrmatrix.h"
#include "print/qr/qrpainter.h"

#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>

namespace Adc {

namespace {

constexpr double kCodeMm = 90.0;

} // namespace

PlayersHandout::PlayersHandout(QString battleName, QList<Page> pages)
    : m_battleName(std::move(battleName))
    , m_pages(std::move(pages))
{
}

int PlayersHandout::paint(QPagedPaintDevice *device) const
{
    QPainter painter(device);
    PageBoxes boxes(&painter, device);
    int painted = 0;
    for (const Page &page : m_pages) {
        if (painted > 0 && !device->newPage())
            break;
        paintPage(boxes, page);
        ++painted;
    }
    return painted;
}

void PlayersHandout::paintPage(PageBoxes &boxes, const Page &page) const
{
    const double width = boxes.pageWidth();
    const QString title = page.side.isEmpty() ? tr("Table display") : page.side;
    boxes.text(0, 6, m_battleName, PageBoxes::font(11));
    boxes.textIn(QRectF(0, 14, width, 16), title, PageBoxes::font(26, true), Qt::AlignCenter);
    boxes.textIn(QRectF(0, 32, width, 8),
                 page.side.isEmpty() ? tr("The clock and the latest roll, for everyone")
                                     : tr("Your side's units and rolls in the players' view"),
                 PageBoxes::font(12), Qt::AlignCenter);
    const QRectF code((width - kCodeMm) / 2, 44, kCodeMm, kCodeMm);
    if (const Result<QrMatrix> matrix = QrMatrix::encode(page.address.toUtf8()))
        QrPainter::draw(*boxes.painter(), *matrix, boxes.toDevice(code));
    double y = code.bottom() + 6;
    QFont address = PageBoxes::font(11);
    address.setFamily(QStringLiteral("DejaVu Sans Mono"));
    boxes.textIn(QRectF(0, y, width, 10), page.address, address,
                 Qt::AlignCenter | Qt::TextWrapAnywhere);
    y += 18;
    const QStringList steps {
        tr("1. Join the network the umpire names (the same as the umpire's computer)."),
        tr("2. Point your phone's camera at the code, or type the address in a web browser."),
        page.side.isEmpty() ? tr("3. The page shows the clock and the latest roll, large, and "
                                 "follows the game by itself.")
                            : tr("3. The page shows your units, brigade by brigade, and the latest "
                                 "rolls with their odds; it follows the game by itself."),
        page.side.isEmpty() ? tr("Anyone with this address sees the table display.")
                            : tr("Keep this address to your side: anyone with it sees your units. "
                                 "The umpire can renew it, and the old one then opens nothing."),
    };
    for (const QString &step : steps) {
        boxes.textIn(QRectF(10, y, width - 20, 14), step, PageBoxes::font(12),
                     Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap);
        y += 14;
    }
}

Result<int> PlayersHandout::writePdf(const QString &path, PageBoxes::Paper paper,
                                     const QString &battlePath) const
{
    if (const QString clash = OutputFile::battleClash(path, battlePath); !clash.isEmpty())
        return Failure::failed(clash);
    return PageBoxes::writePdf(path, paper, QPageLayout::Portrait, [this](QPdfWriter &writer) {
        writer.setTitle(m_battleName + tr(": players' view addresses"));
        return paint(&writer);
    });
}

} // namespace Adc
