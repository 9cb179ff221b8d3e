#include "window/panelscroll.h"

namespace Adc {

PanelScroll::PanelScroll(QWidget *panel, QWidget *parent)
    : QScrollArea(parent)
{
    setObjectName(panel->objectName().isEmpty() ? QStringLiteral("panelScroll")
                                                : panel->objectName() + QStringLiteral("Scroll"));
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setWidget(panel);
    setFocusProxy(panel);
}

} // namespace Adc
