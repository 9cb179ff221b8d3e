#pragma once

#include "core/common/result.h"
#include "core/dice/diceexpression.h"
#include "core/dice/diceroll.h"
#include "core/discipline/chargeorder.h"
#include "core/discipline/chargeplan.h"
#include "core/model/unitrecord.h"
#include "core/orders/order.h"
#include "ui/dicetray/rolleddice.h"
#include "ui/procedures/chargefiredie.h"
#include "ui/procedures/proceduredialog.h"

#include <QList>
#include <optional>

class QPushButton;
class QShortcut;

namespace Adc {

class ChargeOutcomePage;
class ChargeResultPage;
class ChargeRollsPage;
class ChargeSetupPage;
class DicesEntry;
class FireDialog;
class OddsChart;
class UnitChooser;

// A charge through to its end (ChargePlanner, the planner the battle
// applies): the defender and the charger (infantry or cavalry), the column
// (normal, or in smoke) and the odds of where defending infantry will fire
// before anything is rolled; then one roll at a time, at 4", 3", 2", 1"
// (faces typed, the roll a side's proposal typed, or dice rolled on screen;
// the defender's fire die too),
// each shown as it happens, until the defender fails or holds to close
// action (a battery or cavalry does not roll). The charge is applied as the
// battle's "charge" action, the defender's fire on a named charger resolved
// in it; the last page records how the charge ended ("charge-outcome").
// Without a charger named it ends at the range where the defender fires,
// and goes on into that fire in the fire dialog.
class ChargeDialog : public ProcedureDialog
{
    Q_OBJECT

public:
    enum Step { ChargeStep, RollsStep, ResultStep, OutcomeStep };

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
    DisciplineSituation situation() const { return plan().situation; }
    Result<DiceExpression> classDice() const;
    // The class-dice totals rolled so far, farthest first.
    const QList<int> &rolls() const { return m_rolls; }
    // The distance the next roll is made at, or 0 when the procedure is over.
    int nextDistance() const { return plan().nextDistance; }
    // The order to apply, with the dice as they fell.
    Order action() const;

    UnitChooser *defenderChooser() const;
    UnitChooser *chargerChooser() const;
    OddsChart *oddsChart() const;
    DicesEntry *diceEntry() const;
    // The d10 of the defender's fire on a named charger: typed from the
    // table, else rolled as the charge is applied. Under the rolls (on the
    // first page for a battery, which does not roll).
    ChargeFireDie *fireDieEntry() const { return m_fireDieEntry; }
    // On the result step, the primary button goes into the defender's fire.
    QPushButton *fireButton() const { return primaryButton(); }
    // The line of the rolls step for one distance ("4\": 9, free: holds").
    QString rollLine(int index) const;
    QString oddsText() const;
    QString resultText() const;
    ChargeOutcomePage *outcomePage() const { return m_outcomePage; }
    // Takes the rolls a side typed at the table (ChargeRollsPage::setSideRolls).
    ChargeRollsPage *rollsPage() const { return m_rollsPage; }

    // The defender's fire at the range the charge ended, in the fire dialog;
    // this one closes.
    FireDialog *openFire();
    // The rolls page with nothing rolled yet, for dice typed from the table
    // (Enter on the first page rolls at 4" at once); false, with the
    // reason shown, when the defender does not roll.
    bool showRolls();

protected:
    UnitChooser *actingUnitChooser() const override { return defenderChooser(); }
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
    void applyCharge();
    void applyOutcome();

    QList<int> m_rolls;
    QList<std::optional<DiceRoll>> m_dice;
    // Their faces and the fire's die, and which the window rolled, for the log.
    RolledDice m_taken;
    // The d10 of the defender's fire, rolled on this dialog's dice as the
    // charge is applied.
    std::optional<int> m_fireDie;
    // The plan the charge was applied with.
    ChargePlan m_appliedPlan;

    ChargeFireDie *m_fireDieEntry = nullptr;
    ChargeSetupPage *m_setupPage = nullptr;
    ChargeRollsPage *m_rollsPage = nullptr;
    ChargeResultPage *m_resultPage = nullptr;
    ChargeOutcomePage *m_outcomePage = nullptr;
    // The result page's keys 1 to 4 (how the charge ended).
    QList<QShortcut *> m_resultDigits;
};

} // namespace Adc
