#pragma once

#include "common/result.h"
#include "dice/diceexpression.h"
#include "dice/diceroll.h"
#include "discipline/chargeorder.h"
#include "discipline/chargeplan.h"
#include "model/unitrecord.h"
#include "procedures/proceduredialog.h"

#include <QJsonObject>
#include <QList>
#include <optional>

class QComboBox;
class QPushButton;

namespace Adc {

class ChargeResultPage;
class ChargeRollsPage;
class ChargeSetupPage;
class DicesEntry;
class FireDialog;
class OddsChart;

// Charge discipline of defending infantry, inch by inch (seed 002, Fire
// Discipline: "roll at each inch increment starting at 4\" until you
// fail"; RULES.md 2): the defender and the charger, the column (normal, or
// in smoke), the odds of where the defender will fire before anything is
// rolled; then one roll at a time, at 4", 3", 2", 1", each shown as it
// happens, until the defender fails or holds to close action; the whole
// charge is then applied as the battle's "charge" action. Every step is
// ChargePlanner's, the planner the battle applies. It ends at the range
// where the defender fires, and goes straight into that fire: the fire
// dialog with the defender as firer, the charger as target and the range set.
class ChargeDialog : public ProcedureDialog
{
    Q_OBJECT

public:
    enum Step { ChargeStep, RollsStep, ResultStep };

    explicit ChargeDialog(Battle *battle, QWidget *parent = nullptr);
    ~ChargeDialog() override;

    void setDefender(qint64 id);
    qint64 defender() const;
    // The charging unit (optional): the target of the defender's fire.
    void setCharger(qint64 id);
    qint64 charger() const;

    std::optional<UnitRecord> defenderRecord() const;
    // The order as it stands, and the planner's plan for it.
    ChargeOrder order() const;
    ChargePlan plan() const;
    DisciplineSituation situation() const;
    Result<DiceExpression> classDice() const;
    // The class-dice totals rolled so far, farthest first.
    const QList<int> &rolls() const { return m_rolls; }
    // The distance the next roll is made at, or 0 when the procedure is over.
    int nextDistance() const;
    // {"action": "charge", "defender": ..., "rolls": [...]}
    QJsonObject action() const;

    QComboBox *defenderBox() const;
    QComboBox *chargerBox() const;
    OddsChart *oddsChart() const;
    DicesEntry *diceEntry() const;
    // On the result step, the primary button goes into the defender's fire.
    QPushButton *fireButton() const { return primaryButton(); }
    // The line of the rolls step for one distance ("4\": 9, free: holds").
    QString rollLine(int index) const;
    QString oddsText() const;
    QString resultText() const;

    // The defender's fire at the range the charge ended, in the fire dialog;
    // this one closes.
    FireDialog *openFire();

protected:
    void advance(int step) override;
    void stepShown(int step) override;

private:
    // Where the defender fires, from the charge the battle wrote.
    int firesAt() const;
    void refreshCharge();
    void fillChargers();
    void startRolls();
    void rollOnce();
    void fillResult();
    void updateRollButton();

    QList<int> m_rolls;
    QList<std::optional<DiceRoll>> m_dice;

    ChargeSetupPage *m_setupPage = nullptr;
    ChargeRollsPage *m_rollsPage = nullptr;
    ChargeResultPage *m_resultPage = nullptr;
};

} // namespace Adc
