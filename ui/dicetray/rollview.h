#pragma once

#include <QWidget>

class QGridLayout;
class QLabel;

namespace Adc {

class DiceRoll;

// The dice tray's roll on show: each die as it lies, the total large, and
// the roll spelled out below with its odds.
class RollView : public QWidget
{
    Q_OBJECT

public:
    explicit RollView(QWidget *parent = nullptr);

    // Shows the roll; odds (may be empty) follows its spelling.
    void showRoll(const DiceRoll &roll, const QString &odds);

private:
    void clearDice();

    QWidget *m_diceArea = nullptr;
    QGridLayout *m_diceLayout = nullptr;
    QLabel *m_total = nullptr;
    QLabel *m_breakdown = nullptr;
};

} // namespace Adc
