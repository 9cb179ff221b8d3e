#include "ui/window/screenfit.h"

#include <QScreen>
#include <QWidget>

namespace Adc {

void fitToScreen(QWidget *window)
{
    const QScreen *screen = window->screen();
    if (!screen)
        return;
    // The frame is not known before the window shows: a title bar's height
    // and a border are left for it.
    const QSize room = screen->availableGeometry().size() - QSize(8, 40);
    if (window->width() <= room.width() && window->height() <= room.height())
        return;
    window->resize(window->size().boundedTo(room).expandedTo(window->minimumSizeHint()));
    window->move(screen->availableGeometry().topLeft());
}

} // namespace Adc
