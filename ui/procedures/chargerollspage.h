#pragma once

#include "core/common/result.h"
#include "core/dice/diceroll.h"
#include "core/discipline/chargeplan.h"

#include <QList>
#include <QWidget>
#include <optional>

class QLabel;

namespace Adc {

class DicesEntry;
class RandomSource;

// The second page of a charge: one line a distance, 4" to 1", each roll
// shown as the planner reads it, and the dice for the next: the faces the
// umpire types, else the roll the side typed at the table (a proposal's),
// else dice rolled on screen.
class ChargeRollsPage : public QWidget
{
    Q_OBJECT

public:
    // One roll taken: its total, its faces when known, and whether the
    // window rolled them.
    struct Taken
    {
        int total = 0;
        std::optional<DiceRoll> dice;
        bool onScreen = false;
    };

    explicit ChargeRollsPage(QWidget *parent = nullptr);

    // A chart cell in the reader's words: "free", "2\" fire", "1\" FF"
    // ("libre", "tir 2\"" in French).
    static QString cellWords(const DisciplineResult &result);

    void setHeadline(const QString &text);
    // The page as the rolls begin for `planned` (no roll yet): the class
    // dice to type, the headline naming the defender and its column, the
    // side's first roll offered.
    void start(const ChargePlan &planned, const QString &defenderName);
    // The lines for the rolls so far (dice: those thrown on screen).
    void showPlan(const ChargePlan &plan, const QList<std::optional<DiceRoll>> &dice);
    QString line(int index) const;

    DicesEntry *dice() const { return m_dice; }

    // The class-dice totals the side typed at the table, farthest first,
    // with their faces where it gave them (a proposal's "rolls", "faces").
    void setSideRolls(const QList<int> &rolls, const QList<std::optional<QList<int>>> &faces);
    // Types the side's faces for the index-th roll into the dice, when it
    // gave them, so Enter takes them.
    void offerSideRoll(int index);
    // The side's total for the index-th roll when it gave no faces for it:
    // taken as it is unless the umpire types faces.
    std::optional<int> sideTotal(int index) const;
    // The index-th roll, then the dice cleared and the roll shown; fails
    // when the typed faces do not fit the dice.
    Result<Taken> take(int index, RandomSource &random);

private:
    QLabel *m_headline = nullptr;
    QList<QLabel *> m_lines;
    DicesEntry *m_dice = nullptr;
    QList<int> m_sideRolls;
    QList<std::optional<QList<int>>> m_sideFaces;
};

} // namespace Adc
