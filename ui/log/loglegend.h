#pragma once

#include <QWidget>

namespace Adc {

// Under the log: what each colour and icon of the log means, and that a
// greyed, struck-out entry was undone.
class LogLegend : public QWidget
{
    Q_OBJECT

public:
    explicit LogLegend(QWidget *parent = nullptr);
};

} // namespace Adc
