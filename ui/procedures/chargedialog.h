#pragma once

#include "dice/diceexpression.h"
#include "dice/diceroll.h"
#include "procedures/proceduredialog.h"
#include "model/unitrecord.h"
#include "common/vocabulary.h"

#include <QJsonObject>
#include <QList>
#include <optional>

class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QTextBrowser;
class QVBoxLayout;

namespace Adc {

class DicesEntry;
class FireDialog;
class OddsChart;

// Charge discipline of defending infantry, inch by inch (seed 002, Fire
// Discipline: "roll at each inch increment starting at 4\" until you
// fail"; RULES.md 2): the defender and the charger, the column (normal, or
// in smoke), the odds of where the defender will fire before anything is
// rolled; then one roll at a time, at 4", 3", 2", 1", each shown as it
// happens, until the defender fails or holds to close action; the whole
// charge is then applied as the battle's "charge" action. It ends at the
// range where the defender fires, and goes straight into that fire: the
// fire dialog with the defender as firer, the charger as target and the
// range set.
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
    DisciplineSituation situation() const;
    std::optional<DiceExpression> classDice(QString *error = nullptr) const;
    // The class-dice totals rolled so far, farthest first.
    const QList<int> &rolls() const { return m_rolls; }
    // The distance the next roll is made at, or 0 when the procedure is over.
    int nextDistance() const;
    // {"action": "charge", "defender": ..., "rolls": [...]}
    QJsonObject action() const;

    QComboBox *defenderBox() const { return m_defender; }
    QComboBox *chargerBox() const { return m_chargers; }
    OddsChart *oddsChart() const { return m_chart; }
    DicesEntry *diceEntry() const { return m_diceEntry; }
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
    QWidget *createChargeStep();
    QWidget *createRollsStep();
    QWidget *createResultStep();
    void refreshCharge();
    void fillChargers();
    void showRolls();
    void fillResult();
    void updateRollButton();

    QList<int> m_rolls;
    QList<std::optional<DiceRoll>> m_dice;

    QComboBox *m_defender = nullptr;
    QComboBox *m_chargers = nullptr;
    QLabel *m_column = nullptr;
    OddsChart *m_chart = nullptr;
    QLabel *m_oddsTable = nullptr;
    QLabel *m_rollsHeadline = nullptr;
    QList<QLabel *> m_rollLines;
    DicesEntry *m_diceEntry = nullptr;
    QTextBrowser *m_result = nullptr;
    QVBoxLayout *m_resultSide = nullptr;
    QWidget *m_resultDice = nullptr;
    OddsChart *m_resultChart = nullptr;
};

} // namespace Adc
