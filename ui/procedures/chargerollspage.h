#pragma once

#include "core/dice/diceroll.h"
#include "core/discipline/chargeplan.h"

#include <QList>
#include <QWidget>
#include <optional>

class QLabel;

namespace Adc {

class DicesEntry;

// The second page of a charge: one line a distance, 4" to 1", each roll
// shown as the planner reads it, and the dice for the next.
class ChargeRollsPage : public QWidget
{
    Q_OBJECT

public:
    explicit ChargeRollsPage(QWidget *parent = nullptr);

    void setHeadline(const QString &text);
    // The lines for the rolls so far (dice: those thrown on screen).
    void showPlan(const ChargePlan &plan, const QList<std::optional<DiceRoll>> &dice);
    QString line(int index) const;

    DicesEntry *dice() const { return m_dice; }

private:
    QLabel *m_headline = nullptr;
    QList<QLabel *> m_lines;
    DicesEntry *m_dice = nullptr;
};

} // namespace Adc
