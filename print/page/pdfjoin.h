#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QList>

namespace Adc {

// Joins PDF documents written by QPdfWriter into one, their pages in order:
// the parts of a long roster painted at once on two threads. The first
// document keeps its objects, catalogue and information; each later one's
// objects are numbered on after them, its catalogue, information and page
// tree are dropped, and its pages hang from the first document's page tree.
// Font subsets get tags of their own (two parts each have "a subset of
// DejaVu Sans", with different glyphs).
//
// Only what QPdfWriter writes is read: one cross-reference table from object
// 0, every object in use, one page tree under the catalogue. Anything else
// is refused with what was wrong, and nothing is joined.
class PdfJoin
{
public:
    static Result<QByteArray> join(const QList<QByteArray> &documents);
};

} // namespace Adc
