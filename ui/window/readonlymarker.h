#pragma once

#include <QLabel>

namespace Adc {

// The status bar's READ-ONLY marker, shown while the battle file cannot be
// written.
class ReadOnlyMarker : public QLabel
{
    Q_OBJECT

public:
    explicit ReadOnlyMarker(QWidget *parent = nullptr);
};

} // namespace Adc
