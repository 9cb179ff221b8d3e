#pragma once

#include "print/page/pageboxesdocument.h"

#include <QList>

namespace Adc {

struct TextMeasure;

// The columns and rows of a document's table on one device, millimetres:
// each column as wide as its longest text when the table fits, the wrapping
// columns sharing what is left when it does not.
struct TableGeometry
{
    static constexpr double cellPadding = 1.2; // left and right in a cell
    static constexpr double cellPaddingTop = 0.35; // above and below

    QList<double> widths;
    double headerHeight = 0;
    QList<double> rowHeights;

    static TableGeometry measure(const PageBoxesDocument::Table &table, const TextMeasure &measure,
                                 double available, double points);

private:
    struct Needs
    {
        QList<double> natural;
        QList<double> minimum;
    };

    static Needs needsOf(const PageBoxesDocument::Table &table, const TextMeasure &measure,
                         double points);
    static QList<double> fit(const PageBoxesDocument::Table &table, const Needs &needs,
                             double available);
};

} // namespace Adc
