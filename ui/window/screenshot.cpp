#include "ui/window/screenshot.h"

#include <QCoreApplication>
#include <QPixmap>
#include <QString>
#include <QTimer>
#include <QWidget>
#include <cstdio>

namespace Adc {

void grabWhenShownAndQuit(QWidget *window, const QString &path)
{
    // The docks and the roster settle over a few event-loop turns after
    // show(); a short wait lets the window paint as a user would see it.
    QTimer::singleShot(800, window, [window, path] {
        QCoreApplication::processEvents();
        const QPixmap picture = window->grab();
        const bool saved = !picture.isNull() && picture.save(path, "PNG");
        if (!saved)
            std::fprintf(stderr, "aide-de-camp: cannot write the screenshot %s\n",
                         qPrintable(path));
        QCoreApplication::exit(saved ? 0 : 1);
    });
}

} // namespace Adc
