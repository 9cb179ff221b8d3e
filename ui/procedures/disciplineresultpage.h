#pragma once

#include "core/dice/diceroll.h"
#include "core/discipline/disciplineresult.h"
#include "core/discipline/disciplinetrigger.h"
#include "ui/dicetray/oddschart.h"

#include <QList>
#include <QWidget>
#include <optional>

class QPushButton;
class QTextBrowser;
class QVBoxLayout;

namespace Adc {

// The last page of fire discipline: the cell the battle read, what it
// means, the dice thrown and the odds with the cell marked; a fire result
// offers the fire dialog.
class DisciplineResultPage : public QWidget
{
    Q_OBJECT

public:
    // What the battle answered, typed.
    struct Shown
    {
        QString unitName;
        DisciplineResult result;
        bool firefight = false;
        bool firefightEnded = false;
        std::optional<DiceRoll> rolled;
        DisciplineTrigger trigger = DisciplineTrigger::MovingForward;
    };

    explicit DisciplineResultPage(QWidget *parent = nullptr);

    void show(const Shown &shown, const QList<OddsChart::Bar> &bars);

    QPushButton *fireButton() const { return m_fire; }
    QString text() const;

Q_SIGNALS:
    void fireRequested();

private:
    QTextBrowser *m_result = nullptr;
    QVBoxLayout *m_side = nullptr;
    QWidget *m_dice = nullptr;
    OddsChart *m_chart = nullptr;
    QPushButton *m_fire = nullptr;
};

} // namespace Adc
