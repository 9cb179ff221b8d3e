#pragma once

#include "battle/battle.h"

#include <QPointer>
#include <QWidget>

class QLabel;

namespace Adc {

// Where the battle stands: turn, segment (of the segments a turn has) and
// the side whose initiative it is. Read-only; it follows clockChanged.
class ClockBar : public QWidget
{
    Q_OBJECT

public:
    explicit ClockBar(QWidget *parent = nullptr);

    void setBattle(Battle *battle);
    // The whole line as shown, for the status bar and tests.
    QString text() const;

private:
    void refresh();

    QPointer<Battle> m_battle;
    QLabel *m_turn = nullptr;
    QLabel *m_segment = nullptr;
    QLabel *m_side = nullptr;
};

} // namespace Adc
