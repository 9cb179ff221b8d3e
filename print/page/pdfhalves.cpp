#include "page/pdfhalves.h"

#include "io/outputfile.h"
#include "page/pdfjoin.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPdfWriter>
#include <atomic>
#include <thread>

namespace Adc {

Result<int> PdfHalves::write(const QString &path, PageBoxes::Paper paper,
                             QPageLayout::Orientation orientation, const QString &title, int pages,
                             const Paint &paint, const Progress &progress)
{
    std::atomic<bool> cancelled { false };
    std::atomic<int> secondDone { 0 };
    const int middle = pages >= apartFrom ? pages / 2 : pages;
    const Going first = [&](int page) {
        if (cancelled)
            return false;
        if (progress && !progress(page + secondDone, pages))
            cancelled = true;
        return !cancelled;
    };
    const auto whole = [&] {
        return PageBoxes::writePdf(path, paper, orientation, [&](QPdfWriter &writer) {
            writer.setTitle(title);
            return paint(writer, 0, pages, first) ? pages : -1;
        });
    };
    if (middle == pages)
        return whole();

    const Going second = [&](int page) {
        secondDone = page - middle;
        return !cancelled;
    };
    QByteArray parts[2];
    bool painted[2] = { false, false }; // each written by its own thread
    const auto paintPart = [&](int part) {
        try {
            QBuffer buffer(&parts[part]);
            buffer.open(QIODevice::WriteOnly);
            QPdfWriter writer(&buffer);
            PageBoxes::setUp(writer, paper, orientation);
            writer.setTitle(title);
            painted[part] = part == 0 ? paint(writer, 0, middle, first)
                                      : paint(writer, middle, pages, second);
        } catch (...) {
            // Painted again on one writer below, where a failure is reported.
            painted[part] = false;
        }
    };
    std::thread other([&] { paintPart(1); });
    paintPart(0);
    other.join();
    if (cancelled)
        return Failure { QCoreApplication::translate("PageBoxes", "cancelled") };
    // Both halves or neither: a document the joiner cannot read (another Qt
    // writing otherwise) is painted again on one writer.
    const Result<QByteArray> joined = painted[0] && painted[1]
        ? PdfJoin::join({ parts[0], parts[1] })
        : Result<QByteArray>(Failure { QString() });
    if (!joined) {
        secondDone = 0;
        return whole();
    }
    const Result<void> written = OutputFile::write(path, *joined);
    if (!written)
        return Failure { written.error() };
    return pages;
}

} // namespace Adc
