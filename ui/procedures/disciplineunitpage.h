#pragma once

#include "core/discipline/disciplineplan.h"
#include "core/discipline/disciplinetrigger.h"
#include "core/model/unitrecord.h"

#include <QList>
#include <QWidget>

class QLabel;
class QListWidget;

namespace Adc {

class UnitChooser;

// The first page of fire discipline: the unit, what calls for the roll, and
// the column and class dice the planner gives the unit.
class DisciplineUnitPage : public QWidget
{
    Q_OBJECT

public:
    explicit DisciplineUnitPage(QWidget *parent = nullptr);

    qint64 unit() const;
    void setUnit(qint64 id);
    DisciplineTrigger trigger() const;
    void setTrigger(DisciplineTrigger trigger);

    // The column line for the unit (nullptr: none chosen yet).
    void showPlan(const UnitRecord *unit, const DisciplinePlan &plan);
    void focusFirstEmpty();

    UnitChooser *unitChooser() const { return m_unit; }
    QListWidget *triggerList() const { return m_triggers; }

    // "NORMAL", "IN SMOKE", "FIREFIGHT".
    static QString columnTitle(DisciplineSituation situation);

Q_SIGNALS:
    void unitChanged();

private:
    UnitChooser *m_unit = nullptr;
    QListWidget *m_triggers = nullptr;
    QLabel *m_column = nullptr;
};

} // namespace Adc
