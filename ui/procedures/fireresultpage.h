#pragma once

#include "core/dice/diceroll.h"
#include "core/fire/fireoutcome.h"
#include "ui/dicetray/oddschart.h"

#include <QList>
#include <QWidget>
#include <optional>

class QLabel;
class QPushButton;
class QTextBrowser;
class QVBoxLayout;

namespace Adc {

class FireRequestBuilder;

// The fire dialog's last step: the fire as the battle decided it (every
// modifier, band, row and column, the target's state, each firer's AP and
// boxcars, the ricochets), the die among the odds, and fire discipline
// for a target that can return the fire.
class FireResultPage : public QWidget
{
    Q_OBJECT

public:
    explicit FireResultPage(QWidget *parent = nullptr);

    // How the dice were thrown, for the text: the die typed or rolled, its
    // faces, each firer's boxcars roll, and the odds it fell among.
    struct Dice
    {
        bool typed = false;
        std::optional<DiceRoll> die;
        QList<DiceRoll> boxcars;
        QList<OddsChart::Bar> odds;
    };
    void fill(const FireOutcome &outcome, const FireRequestBuilder &builder, const Dice &dice);
    QString resultText() const;
    QPushButton *disciplineButton() const { return m_discipline; }

Q_SIGNALS:
    void disciplineRequested();

private:
    QString rollHtml(const FireOutcome &outcome, bool typed) const;
    QString unitsHtml(const FireOutcome &outcome, const Dice &dice) const;
    QString ricochetHtml(const FireOutcome &outcome) const;
    void fillSide(int die, int steps, const Dice &dice);
    void fillDiscipline(const FireRequestBuilder &builder);

    QTextBrowser *m_result = nullptr;
    QVBoxLayout *m_resultSide = nullptr;
    QWidget *m_resultDice = nullptr;
    OddsChart *m_resultChart = nullptr;
    QPushButton *m_discipline = nullptr;
    QLabel *m_disciplineNote = nullptr;
};

} // namespace Adc
