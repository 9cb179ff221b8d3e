#pragma once

#include <QScrollArea>

namespace Adc {

// A dock's panel that scrolls when the dock is smaller than the panel, so
// that no panel makes the window taller or wider than a small screen. The
// keyboard's focus given to it goes to the panel.
class PanelScroll : public QScrollArea
{
    Q_OBJECT

public:
    PanelScroll(QWidget *panel, QWidget *parent = nullptr);
};

} // namespace Adc
