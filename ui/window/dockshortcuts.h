#pragma once

#include <QList>
#include <QObject>

class QDockWidget;
class QMenu;

namespace Adc {

// Ctrl+1, Ctrl+2, ... bring the docks to the front (shown if closed), as
// View menu actions.
class DockShortcuts : public QObject
{
    Q_OBJECT

public:
    static void addTo(QMenu *view, const QList<QDockWidget *> &docks);
};

} // namespace Adc
