#pragma once

namespace Adc {

// The sheets are laid out in DejaVu Sans, so that a card fits its sheet and
// a roster its pages wherever they print. Where the system lacks it
// (Windows), the copy the program carries (share/aide-de-camp/fonts) is
// loaded, once, before the first sheet asks for a font.
class SheetFonts
{
public:
    static void ensureLoaded();
};

} // namespace Adc
