#pragma once

#include "core/common/result.h"
#include "core/dice/diceexpression.h"
#include "core/dice/diceroll.h"
#include "core/discipline/disciplineorder.h"
#include "core/discipline/disciplineplan.h"
#include "core/discipline/disciplinetrigger.h"
#include "core/model/unitrecord.h"
#include "core/orders/order.h"
#include "ui/dicetray/rolleddice.h"
#include "ui/procedures/proceduredialog.h"

#include <QJsonObject>
#include <optional>

class QListWidget;
class QPushButton;

namespace Adc {

class DicesEntry;
class DisciplineOddsPage;
class DisciplineResultPage;
class DisciplineUnitPage;
class FireDialog;
class OddsChart;
class UnitChooser;

// Fire discipline, step by step (seed 002, Fire Discipline): the unit and
// what calls for the roll (ordered forward within 4" of facing enemy
// infantry, taking fire it can return, acting in a firefight); the column,
// the class dice (the battle's rulings) and the odds of each result, as
// DisciplinePlanner gives them, the planner the battle applies; the class
// dice rolled on screen or typed in; the result applied as the battle's
// "discipline" action (an FF result puts the unit in firefight status, free
// takes it out). A fire result offers the fire dialog with the unit as
// firer.
class DisciplineDialog : public ProcedureDialog
{
    Q_OBJECT

public:
    enum Step { UnitStep, OddsStep, ResultStep };

    explicit DisciplineDialog(Battle *battle, QWidget *parent = nullptr);
    ~DisciplineDialog() override;

    void setUnit(qint64 id);
    qint64 unit() const;
    void setTrigger(DisciplineTrigger trigger);
    DisciplineTrigger trigger() const;
    // The enemy the unit would fire at and how far (the firer it takes fire
    // from): the fire dialog a fire result opens starts there.
    void setEnemy(qint64 id, double range);

    std::optional<UnitRecord> unitRecord() const;
    // The order as it stands, and the planner's plan for it.
    DisciplineOrder order() const;
    DisciplinePlan plan() const;
    // The column the unit's state gives, and its class dice (the plan's).
    DisciplineSituation situation() const;
    Result<DiceExpression> classDice() const;
    // The order to apply, with the dice as they fell.
    Order action() const;

    UnitChooser *unitChooser() const;
    QListWidget *triggerList() const;
    OddsChart *oddsChart() const;
    DicesEntry *diceEntry() const;
    QPushButton *fireButton() const;
    QString oddsText() const;
    QString resultText() const;

    // The fire the result calls for, in the fire dialog; this one closes.
    FireDialog *openFire();

protected:
    UnitChooser *actingUnitChooser() const override { return unitChooser(); }
    void advance(int step) override;
    void stepShown(int step) override;

private:
    void refreshUnit();
    void fillResult();
    void updateRollButton();
    void rollAndApply();

    std::optional<int> m_roll;
    std::optional<DiceRoll> m_rolled;
    // Its faces, and whether the window rolled them, for the log.
    RolledDice m_dice;
    qint64 m_enemy = 0;
    double m_enemyRange = 0;

    DisciplineUnitPage *m_unitPage = nullptr;
    DisciplineOddsPage *m_oddsPage = nullptr;
    DisciplineResultPage *m_resultPage = nullptr;
};

} // namespace Adc
