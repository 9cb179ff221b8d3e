#pragma once

#include <QScrollArea>

namespace Adc {

// A dock's panel that scrolls up and down when the dock is shorter than the
// panel, so that no panel makes the window taller than a small screen; it
// keeps the panel's width, so no field is cut. The keyboard's focus given to
// it goes to the panel.
class PanelScroll : public QScrollArea
{
    Q_OBJECT

public:
    PanelScroll(QWidget *panel, QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;
};

} // namespace Adc
