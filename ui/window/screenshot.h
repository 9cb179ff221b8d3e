#pragma once

class QString;
class QWidget;

namespace Adc {

// `aide-de-camp --screenshot OUT.png`: once the window is shown and laid out,
// grabs it into a PNG and ends the program (exit 0, or 1 when the file could
// not be written). For the documentation's pictures.
void grabWhenShownAndQuit(QWidget *window, const QString &path);

} // namespace Adc
