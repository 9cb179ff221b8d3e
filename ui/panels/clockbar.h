#pragma once

#include "db/battle/battle.h"

#include <QPointer>
#include <QWidget>

class QLabel;

namespace Adc {

// Where the battle stands: the time of day (the battle's start time, 30
// minutes a turn), turn, segment (of the segments a turn has) and the side
// whose initiative it is. Read-only; it follows clockChanged.
class ClockBar : public QWidget
{
    Q_OBJECT

public:
    explicit ClockBar(QWidget *parent = nullptr);

    void setBattle(Battle *battle);
    // The whole line as shown, for the status bar and tests.
    QString text() const;
    // The time of day the turn starts ("14:30").
    QString timeText() const;

private:
    void refresh();

    QPointer<Battle> m_battle;
    QLabel *m_turn = nullptr;
    QLabel *m_segment = nullptr;
    QLabel *m_side = nullptr;
    QLabel *m_time = nullptr;
};

} // namespace Adc
