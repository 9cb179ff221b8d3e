#include "ui/window/panelscroll.h"

#include <QScrollBar>
#include <algorithm>

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
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

QSize PanelScroll::minimumSizeHint() const
{
    // The panel's natural width, up to some fifty letters: a wide panel
    // leaves the roster its room.
    const int natural
        = std::min(widget()->sizeHint().width(), fontMetrics().averageCharWidth() * 50);
    const int width = std::max(natural, widget()->minimumSizeHint().width())
        + verticalScrollBar()->sizeHint().width() + 2 * frameWidth();
    return { width, QScrollArea::minimumSizeHint().height() };
}

} // namespace Adc
