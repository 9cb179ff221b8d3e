#pragma once

#include <QWidget>

namespace Adc {

class LogView;

// The log dock's content: the log with the legend of its colours under it.
// The keyboard's focus given to the pane goes to the list.
class LogPane : public QWidget
{
    Q_OBJECT

public:
    LogPane(LogView *view, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    LogView *view() const { return m_view; }

private:
    LogView *m_view = nullptr;
    QWidget *m_legend = nullptr;
};

} // namespace Adc
