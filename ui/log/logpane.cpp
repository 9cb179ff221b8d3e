#include "log/logpane.h"

#include "log/loglegend.h"
#include "log/logview.h"

#include <QVBoxLayout>

namespace Adc {

LogPane::LogPane(LogView *view, QWidget *parent)
    : QWidget(parent)
    , m_view(view)
{
    setObjectName(QStringLiteral("logPane"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view, 1);
    m_legend = new LogLegend(this);
    layout->addWidget(m_legend);
    setFocusProxy(view);
}

QSize LogPane::sizeHint() const
{
    // Room for about eight entries over the legend, where the dock is new.
    const int rows = m_view->fontMetrics().height() + 6;
    return { QWidget::sizeHint().width(), rows * 9 + m_legend->sizeHint().height() };
}

} // namespace Adc
