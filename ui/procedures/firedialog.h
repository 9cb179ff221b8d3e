#pragma once

#include "dice/diceroll.h"
#include "procedures/firerequestbuilder.h"
#include "procedures/proceduredialog.h"

#include <QList>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTextBrowser;
class QTreeWidget;
class QVBoxLayout;

namespace Adc {

class ConditionList;
class DicesEntry;
class DisciplineDialog;
class OddsChart;

// Fire, step by step (seed 002, Mechanics of Firing): the firer (or several
// units of one brigade pooling their fire), the target, the range, the AP
// and shot, and every condition the units' state gives, each one a checkbox
// the umpire may override; then the odds of each casualty result and the
// expected steps; then the die, rolled on screen or typed in (and on
// boxcars each firer's 2d6); for guns firing ball, the units in the line of
// fire beyond the target for ricochet; then the result with every modifier,
// the band, row and column. The fire, its ricochet included, is one action
// of the battle. Afterwards a target that can return the fire rolls fire
// discipline (the discipline dialog, trigger "taking fire").
//
// From the roster: F, the target (first in the list, or Down), Tab, the
// range, Enter for the odds, Enter to roll and apply.
class FireDialog : public ProcedureDialog
{
    Q_OBJECT

public:
    enum Step { SetupStep, OddsStep, BoxcarsStep, RicochetStep, ResultStep };

    explicit FireDialog(Battle *battle, QWidget *parent = nullptr);
    ~FireDialog() override;

    // The firers, the first leading; units of its brigade among the rest pool
    // their fire with it, others are left out.
    void setFirers(const QList<qint64> &ids);
    void setTarget(qint64 id);
    void setRange(double inches);

    // The fire as it stands (the value the dialog edits).
    const FireRequestBuilder &request() const { return m_builder; }

    QComboBox *firerBox() const { return m_firer; }
    QListWidget *poolList() const { return m_pool; }
    QListWidget *targetList() const { return m_targets; }
    QLineEdit *rangeField() const { return m_range; }
    QSpinBox *apBox() const { return m_ap; }
    QComboBox *shotBox() const { return m_shot; }
    QComboBox *standsBox() const { return m_stands; }
    ConditionList *conditionList() const { return m_conditions; }
    OddsChart *oddsChart() const { return m_chart; }
    DicesEntry *dieEntry() const { return m_die; }
    const QList<DicesEntry *> &boxcarsEntries() const { return m_boxcars; }
    QTreeWidget *ricochetList() const { return m_ricochetList; }
    QLineEdit *ricochetDiceField() const { return m_ricochetDice; }
    QPushButton *disciplineButton() const { return m_discipline; }
    QString oddsText() const;
    QString resultText() const;

    // The target's fire discipline roll (trigger "taking fire") in a dialog
    // of its own; this one closes.
    DisciplineDialog *openDiscipline();

protected:
    void advance(int step) override;
    void stepShown(int step) override;

private:
    QWidget *createSetupStep();
    QWidget *createOddsStep();
    QWidget *createBoxcarsStep();
    QWidget *createRicochetStep();
    QWidget *createResultStep();

    void fillFirers();
    void firerChosen();
    void fillPool(const QList<qint64> &checked);
    void fillTargets();
    // Reads the setup fields into the request and refreshes what follows.
    void readSetup();
    void refreshSetup();
    void fillOdds();
    void fillBoxcars();
    void fillRicochet();
    void fillResult();
    void updateDieButton();
    // What comes after the die (and the boxcars rolls): ricochet or applying.
    void afterDice();
    void apply();

    QString unitLabel(const UnitRecord &unit) const;
    QString modifierTitle(const QString &id) const;

    FireRequestBuilder m_builder;
    bool m_filling = false;
    bool m_dieTyped = false;
    QList<DiceRoll> m_boxcarsRolled;

    QComboBox *m_firer = nullptr;
    QListWidget *m_pool = nullptr;
    QLabel *m_poolLabel = nullptr;
    QListWidget *m_targets = nullptr;
    QLineEdit *m_range = nullptr;
    QSpinBox *m_ap = nullptr;
    QLabel *m_apNote = nullptr;
    QComboBox *m_shot = nullptr;
    QLabel *m_shotLabel = nullptr;
    QComboBox *m_stands = nullptr;
    QLabel *m_standsLabel = nullptr;
    ConditionList *m_conditions = nullptr;
    QLabel *m_setupSummary = nullptr;

    QLabel *m_oddsHeadline = nullptr;
    QLabel *m_oddsModifiers = nullptr;
    OddsChart *m_chart = nullptr;
    QLabel *m_oddsNotes = nullptr;
    DicesEntry *m_die = nullptr;

    QLabel *m_boxcarsHeadline = nullptr;
    QWidget *m_boxcarsBox = nullptr;
    QList<DicesEntry *> m_boxcars;

    QLabel *m_ricochetHeadline = nullptr;
    QTreeWidget *m_ricochetList = nullptr;
    QLineEdit *m_ricochetDice = nullptr;

    QTextBrowser *m_result = nullptr;
    QVBoxLayout *m_resultSide = nullptr;
    QWidget *m_resultDice = nullptr;
    OddsChart *m_resultChart = nullptr;
    std::optional<DiceRoll> m_dieRoll;
    QPushButton *m_discipline = nullptr;
    QLabel *m_disciplineNote = nullptr;
};

} // namespace Adc
