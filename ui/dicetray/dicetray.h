#pragma once

#include "core/common/result.h"
#include "core/dice/diceexpression.h"
#include "core/dice/diceroll.h"
#include "core/dice/rollorder.h"
#include "core/dice/seededrandom.h"

#include <QList>
#include <QPointer>
#include <QWidget>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace Adc {

class Battle;
class DiceHistory;
class DicePresets;
class ExpressionMessage;
class OddsChart;
class RandomSource;
class RollView;

// The umpire's dice on screen. Type any dice expression (1d10, 2d6+1,
// d12-1, 3d6): before it is rolled the tray shows its odds and mean; Roll
// throws it and shows each die and the total, large. Dice rolled at the
// table are typed in instead and checked against the dice. Every roll goes
// into the battle's log (the "roll" action); the history below lists the
// rolls of the log, and the dice of every other action, newest first.
class DiceTray : public QWidget
{
    Q_OBJECT

public:
    DiceTray(QWidget *parent = nullptr);
    ~DiceTray() override;

    // The battle the rolls are logged in; null: rolls are shown but kept
    // nowhere.
    void setBattle(Battle *battle);
    Battle *battle() const { return m_battle; }

    // Where Roll takes its dice; null (the default): the battle's own
    // seeded dice, or the tray's when no battle is open. Not owned.
    void setRandomSource(RandomSource *source);

    void setExpression(const QString &text);
    QString expression() const;
    // The expression as typed, when it parses.
    std::optional<DiceExpression> parsedExpression() const;
    // The roll on show, if any.
    std::optional<DiceRoll> shownRoll() const { return m_shown; }

public Q_SLOTS:
    // Rolls the expression (the Roll button).
    void roll();
    // Records the faces typed in (the Record button).
    void recordFaces();

Q_SIGNALS:
    // A roll was made and shown (and logged when a battle is open).
    void rolled(const Adc::DiceRoll &roll);

private:
    void expressionEdited();
    void facesEdited();
    // The roll order of the tray's dice and purpose, with faces typed at
    // the table or none (the battle rolls them).
    RollOrder order(const std::optional<QList<int>> &faces) const;
    // A roll kept on screen only (no battle open), or logged in the battle.
    void keepLocal(const DiceRoll &roll);
    void logRoll(const RollOrder &order);
    void showRoll(const DiceRoll &roll);
    void showMessage(const QString &text, bool error);
    void refreshPresets();
    void refreshHistory();
    void addExpressionRows(QVBoxLayout *layout);
    void addFacesRows(QVBoxLayout *layout);
    // Reads "3 5", "3,5" or "3-5"; fails on anything else.
    static Result<QList<int>> readFaces(const QString &text);

    QPointer<Battle> m_battle;
    RandomSource *m_random = nullptr;
    SeededRandom m_ownRandom;
    std::optional<DiceExpression> m_expression;
    std::optional<DiceRoll> m_shown;
    QStringList m_localHistory;

    QLineEdit *m_expressionEdit = nullptr;
    QPushButton *m_rollButton = nullptr;
    DicePresets *m_presets = nullptr;
    ExpressionMessage *m_expressionMessage = nullptr;
    OddsChart *m_odds = nullptr;
    QLabel *m_mean = nullptr;
    QLineEdit *m_purposeEdit = nullptr;
    QLineEdit *m_facesEdit = nullptr;
    QPushButton *m_recordButton = nullptr;
    QLabel *m_message = nullptr;
    RollView *m_rollView = nullptr;
    DiceHistory *m_history = nullptr;
};

} // namespace Adc
