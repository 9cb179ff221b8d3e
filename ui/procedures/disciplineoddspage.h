#pragma once

#include "core/discipline/disciplineplan.h"
#include "core/discipline/disciplinetrigger.h"
#include "core/model/unitrecord.h"

#include <QWidget>

class QLabel;

namespace Adc {

class DicesEntry;
class OddsChart;

// The second page of fire discipline: the odds of each cell of the unit's
// column with its class dice, as the planner gives them, and the dice.
class DisciplineOddsPage : public QWidget
{
    Q_OBJECT

public:
    explicit DisciplineOddsPage(QWidget *parent = nullptr);

    void showPlan(const UnitRecord &unit, const DisciplinePlan &plan, DisciplineTrigger trigger);

    OddsChart *chart() const { return m_chart; }
    DicesEntry *dice() const { return m_dice; }
    QString text() const;

private:
    QLabel *m_headline = nullptr;
    QLabel *m_table = nullptr;
    OddsChart *m_chart = nullptr;
    DicesEntry *m_dice = nullptr;
};

} // namespace Adc
