#pragma once

#include "print/page/pageboxes.h"

#include <QBuffer>
#include <QPageLayout>
#include <QPdfWriter>

namespace Adc::Testing {

// A paged device with the sheets' page layout, for measuring without a file.
struct MeasuringWriter
{
    QBuffer buffer;
    QPdfWriter writer { &buffer };

    explicit MeasuringWriter(PageBoxes::Paper paper,
                             QPageLayout::Orientation orientation = QPageLayout::Portrait)
    {
        buffer.open(QIODevice::WriteOnly);
        writer.setResolution(600);
        writer.setPageLayout(
            QPageLayout(PageBoxes::pageSize(paper), orientation,
                        QMarginsF(PageBoxes::marginMillimetres(), PageBoxes::marginMillimetres(),
                                  PageBoxes::marginMillimetres(), PageBoxes::marginMillimetres()),
                        QPageLayout::Millimeter));
    }
};

} // namespace Adc::Testing
