#pragma once

#include "core/dice/diceroll.h"
#include "core/discipline/chargediscipline.h"
#include "core/discipline/chargeplan.h"
#include "core/fire/fireoutcome.h"
#include "ui/dicetray/oddschart.h"

#include <QList>
#include <QWidget>
#include <optional>

class QTextBrowser;
class QVBoxLayout;

namespace Adc {

// The last page of a charge: where the defender fires, each roll read, the
// last dice and the odds with the outcome marked.
class ChargeResultPage : public QWidget
{
    Q_OBJECT

public:
    // What the battle answered, typed.
    struct Shown
    {
        QString defenderName;
        ChargeDiscipline::Outcome outcome;
        QString dice;
        std::optional<DiceRoll> lastDice;
        // Whether the defender rolled discipline (infantry) or not.
        bool rolled = true;
        // The defender's fire as the charge resolved it, in words; or why
        // it did not fire.
        QString fire;
    };

    explicit ChargeResultPage(QWidget *parent = nullptr);

    // What to show of the charge the battle wrote (`written`, with every
    // roll it read, and the defender's `fire` it resolved): the outcome as
    // applied, before that fire put the defender in smoke; `lastDice`, the
    // last roll's dice when they were thrown or typed here.
    static Shown written(const QString &defenderName, const ChargePlan &written,
                         const std::optional<FireOutcome> &fire,
                         const std::optional<DiceRoll> &lastDice);

    void show(const Shown &shown, const QList<OddsChart::Bar> &bars);
    QString text() const;
    // The defender's fire as the charge resolved it, in words, or why it
    // did not fire.
    static QString fireText(const ChargePlan &plan, const std::optional<FireOutcome> &fire);

private:
    QTextBrowser *m_result = nullptr;
    QVBoxLayout *m_side = nullptr;
    QWidget *m_dice = nullptr;
    OddsChart *m_chart = nullptr;
};

} // namespace Adc
