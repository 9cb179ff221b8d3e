#include "ui/log/logpane.h"

#include "ui/log/loglegend.h"
#include "ui/log/logview.h"

#include <QHeaderView>
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
    // Room for eight entries under the header and over the legend, where
    // the dock is new.
    const int row = m_view->fontMetrics().height() + 6;
    const int frame = 2 * m_view->frameWidth() + 4;
    return { QWidget::sizeHint().width(),
             row * 8 + m_view->header()->sizeHint().height() + frame
                 + m_legend->sizeHint().height() };
}

} // namespace Adc
