#pragma once

#include <QLabel>

namespace Adc {

class Battle;

// The status bar's READ-ONLY marker, shown while the battle file cannot be
// written.
class ReadOnlyMarker : public QLabel
{
    Q_OBJECT

public:
    explicit ReadOnlyMarker(QWidget *parent = nullptr);

    // Shown, with the reason, while `battle` is read-only (an observer's
    // role, a file that cannot be written, a lost connection).
    void showFor(const Battle *battle);
};

} // namespace Adc
