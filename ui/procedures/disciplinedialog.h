#pragma once

#include "dice/diceexpression.h"
#include "dice/diceroll.h"
#include "discipline/disciplinetrigger.h"
#include "procedures/proceduredialog.h"
#include "model/unitrecord.h"
#include "common/vocabulary.h"

#include <QJsonObject>
#include <optional>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTextBrowser;
class QVBoxLayout;

namespace Adc {

class DicesEntry;
class FireDialog;
class OddsChart;

// Fire discipline, step by step (seed 002, Fire Discipline): the unit and
// what calls for the roll (ordered forward within 4" of facing enemy
// infantry, taking fire it can return, acting in a firefight); the column
// follows from the unit's state (firefight, else in smoke, else normal);
// the odds of each result with the unit's class dice (the battle's
// rulings); the class dice rolled on screen or typed in; the result applied
// as the battle's "discipline" action (an FF result puts the unit in
// firefight status, free takes it out). A fire result offers the fire
// dialog with the unit as firer.
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

    // The column the unit's state gives, and its class dice.
    std::optional<UnitRecord> unitRecord() const;
    DisciplineSituation situation() const;
    std::optional<DiceExpression> classDice(QString *error = nullptr) const;
    // {"action": "discipline", "unit": ..., "trigger": ..., "roll": ...}
    QJsonObject action() const;

    QComboBox *unitBox() const { return m_unit; }
    QListWidget *triggerList() const { return m_triggers; }
    OddsChart *oddsChart() const { return m_chart; }
    DicesEntry *diceEntry() const { return m_dice; }
    QPushButton *fireButton() const { return m_fire; }
    QString oddsText() const;
    QString resultText() const;

    // The fire the result calls for, in the fire dialog; this one closes.
    FireDialog *openFire();

protected:
    void advance(int step) override;
    void stepShown(int step) override;

private:
    QWidget *createUnitStep();
    QWidget *createOddsStep();
    QWidget *createResultStep();
    void refreshUnit();
    void fillOdds();
    void fillResult();
    void updateRollButton();

    std::optional<int> m_roll;
    std::optional<DiceRoll> m_rolled;
    qint64 m_enemy = 0;
    double m_enemyRange = 0;

    QComboBox *m_unit = nullptr;
    QListWidget *m_triggers = nullptr;
    QLabel *m_column = nullptr;
    QLabel *m_oddsHeadline = nullptr;
    QLabel *m_oddsTable = nullptr;
    OddsChart *m_chart = nullptr;
    DicesEntry *m_dice = nullptr;
    QTextBrowser *m_result = nullptr;
    QVBoxLayout *m_resultSide = nullptr;
    QWidget *m_resultDice = nullptr;
    OddsChart *m_resultChart = nullptr;
    QPushButton *m_fire = nullptr;
};

} // namespace Adc
