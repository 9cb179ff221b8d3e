#pragma once

#include "core/dice/diceroll.h"
#include "ui/dicetray/rolleddice.h"
#include "ui/procedures/firerequestbuilder.h"
#include "ui/procedures/firesetuppage.h"
#include "ui/procedures/proceduredialog.h"

#include <QList>

class QComboBox;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace Adc {

class ConditionList;
class DicesEntry;
class DisciplineDialog;
class FireBoxcarsPage;
class FireOddsPage;
class FireResultPage;
class FireRicochetPage;
class OddsChart;
class UnitChooser;

// Fire, step by step (seed 002, Mechanics of Firing): the firer (or several
// units of one brigade pooling their fire), the target, the range, the AP
// and shot, for guns firing ball the units in the line of fire beyond the
// target for ricochet, and every condition the units' state gives, each one
// a checkbox the umpire may override; then the odds of each casualty result
// and the expected steps; then the die, rolled on screen or typed in (and
// on boxcars each firer's 2d6, one firer an Enter); then, with units named
// for ricochet, their distances and dice; then the result with every
// modifier, the band, row and column. The fire, its ricochet included, is one action
// of the battle. Afterwards a target that can return the fire rolls fire
// discipline (the discipline dialog, trigger "taking fire"). Each step is a
// page of its own; the dialog holds the order and goes from one to the next.
//
// From the roster: F, the target (typed: the list keeps what matches, the
// unit highlighted is the one shown beside it and fired at), Tab, the range,
// and Enter rolls and applies (the odds show as the range is typed). From
// anywhere else: F, the firer typed, Tab (twice when its brigade may pool),
// then the same. "Odds and die..." takes a die thrown at the table. Alt+F
// goes to the firer's field from any page until the fire is applied.
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
    // The odds and die page, once the setup is ready, to type a die thrown
    // at the table (or the die a side typed in its proposal).
    void showOdds();
    // The die a side typed in its proposal: typed in the die's field each
    // time the odds are shown, and taken when Enter rolls from the first
    // page (after the umpire changed the range, say), until he types another.
    void setSideDie(int die);

    // The fire as it stands (the value the dialog edits).
    const FireRequestBuilder &request() const { return m_builder; }

    UnitChooser *firerChooser() const { return m_setup->firerChooser(); }
    UnitChooser *poolChooser() const { return m_setup->poolChooser(); }
    UnitChooser *ricochetChooser() const { return m_setup->ricochetChooser(); }
    UnitChooser *targetChooser() const { return m_setup->targetChooser(); }
    QLineEdit *rangeField() const { return m_setup->rangeField(); }
    QSpinBox *apBox() const { return m_setup->apBox(); }
    QComboBox *shotBox() const { return m_setup->shotBox(); }
    QComboBox *standsBox() const { return m_setup->standsBox(); }
    ConditionList *conditionList() const { return m_setup->conditionList(); }
    OddsChart *oddsChart() const;
    DicesEntry *dieEntry() const;
    const QList<DicesEntry *> &boxcarsEntries() const;
    QTreeWidget *ricochetList() const;
    QLineEdit *ricochetDiceField() const;
    QPushButton *disciplineButton() const;
    QString oddsText() const;
    QString resultText() const;

    // Back to the first page, while nothing is applied, with the keyboard in
    // the firer's field (Alt+F from any page).
    void focusFirer();

    // The target's fire discipline roll (trigger "taking fire") in a dialog
    // of its own; this one closes.
    DisciplineDialog *openDiscipline();

protected:
    UnitChooser *actingUnitChooser() const override { return firerChooser(); }
    void advance(int step) override;
    void stepShown(int step) override;

private:
    // Whether the setup gives a fire the rules allow (else says why).
    bool setupReady();
    void advanceFromSetup();
    void advanceFromOdds();
    void advanceFromBoxcars();
    // The primary button and the focus for the firers still without boxcars
    // dice; false when every firer has them.
    bool updateBoxcarsButton();
    void advanceFromRicochet();
    // Whether the ricochet step comes after the die: guns firing ball with
    // units named beyond the target, or at a town block.
    bool ricochetAsked() const;
    void updateDieButton();
    // What comes after the die (and the boxcars rolls): ricochet or applying.
    void afterDice();
    void apply();

    FireRequestBuilder m_builder;
    bool m_dieTyped = false;
    std::optional<DiceRoll> m_dieRoll;
    QList<DiceRoll> m_boxcarsRolled;
    // Which boxcars faces the window rolled, for the log.
    RolledDice m_boxcarsTaken;
    // The scrounging offer shown, taken by the next Enter while it stands.
    QString m_scroungeOffered;
    std::optional<int> m_sideDie;

    FireSetupPage *m_setup = nullptr;
    FireOddsPage *m_odds = nullptr;
    FireBoxcarsPage *m_boxcars = nullptr;
    FireRicochetPage *m_ricochet = nullptr;
    FireResultPage *m_result = nullptr;
};

} // namespace Adc
