#pragma once

#include "common/result.h"
#include "page/pageboxes.h"

#include <QString>
#include <functional>

class QPdfWriter;

namespace Adc {

// A long PDF painted in two halves at once: the second half's pages on
// another thread into a document of their own, joined after the first's
// (PdfJoin) and written whole or not at all. Qt's PDF writer shapes,
// compresses and writes each page on the thread that paints it, so a roster
// of 20,000 units printed on one thread kept one core busy for two seconds.
// Shorter documents are painted on one writer, as PageBoxes::writePdf does.
class PdfHalves
{
public:
    // Whether to go on to `page`; false cancels.
    using Going = std::function<bool(int page)>;
    // Paints pages `from` to `to` - 1 on the writer (its first page is page
    // `from`), asking `going` before each; false when cancelled.
    using Paint = std::function<bool(QPdfWriter &writer, int from, int to, const Going &going)>;
    // Called on this thread before each page of the first half with the
    // pages painted so far in both; false cancels.
    using Progress = std::function<bool(int done, int pages)>;

    // From this many pages, the halves are painted at once: a second
    // writer loads, subsets and embeds its fonts again (some 120 ms), which
    // a shorter document does not win back.
    static constexpr int apartFrom = 200;

    // The pages written, or why none were ("cancelled" when the progress
    // said so; then no file is left).
    static Result<int> write(const QString &path, PageBoxes::Paper paper,
                             QPageLayout::Orientation orientation, const QString &title, int pages,
                             const Paint &paint, const Progress &progress = {});
};

} // namespace Adc
