#pragma once

#include <QObject>

class QMainWindow;
class QMenu;

namespace Adc {

// The Help menu: the user's document, every keyboard shortcut, and
// About.
class HelpActions : public QObject
{
    Q_OBJECT

public:
    static void addTo(QMenu *help, QMainWindow *window);
};

} // namespace Adc
