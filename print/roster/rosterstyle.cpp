#include "print/roster/rosterstyle.h"

#include "print/page/pageboxes.h"
#include "print/roster/rostersheet.h"

#include <QPaintDevice>

namespace Adc {

RosterStyle::RosterStyle(const QPaintDevice *paintDevice)
    : device(paintDevice)
    , dotsPerMm(paintDevice->logicalDpiX() / 25.4)
    , body(PageBoxes::font(RosterSheet::bodyPoints))
    , bold(PageBoxes::font(RosterSheet::bodyPoints, true))
    , name(PageBoxes::font(RosterSheet::namePoints, true))
    , heading(PageBoxes::font(RosterSheet::namePoints, true))
    , title(PageBoxes::font(11.0, true))
    , bodyMetrics(body, paintDevice)
    , nameMetrics(name, paintDevice)
    , bodyGlyphs(body, paintDevice)
    , nameGlyphs(name, paintDevice)
{
}

double RosterStyle::width(const QString &text) const
{
    auto found = widths.constFind(text);
    if (found != widths.constEnd())
        return *found;
    const double measured = bodyGlyphs.width(text) / dotsPerMm;
    widths.insert(text, measured);
    return measured;
}

double RosterStyle::nameWidth(const QString &name) const
{
    auto found = nameWidths.constFind(name);
    if (found != nameWidths.constEnd())
        return *found;
    const double measured = nameGlyphs.width(name) / dotsPerMm;
    nameWidths.insert(name, measured);
    return measured;
}

} // namespace Adc
