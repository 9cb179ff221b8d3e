#pragma once

#include <QWidget>

class QHBoxLayout;

namespace Adc {

struct Rulings;

// A row of buttons for the dice an umpire rolls most: the fire die, the
// boxcars dice and the class dice of the rulings.
class DicePresets : public QWidget
{
    Q_OBJECT

public:
    explicit DicePresets(QWidget *parent = nullptr);

    // Rebuilds the buttons for these rulings' class dice.
    void setRulings(const Rulings &rulings);

Q_SIGNALS:
    // A button was clicked: its dice expression.
    void chosen(const QString &dice);

private:
    QHBoxLayout *m_layout = nullptr;
};

} // namespace Adc
