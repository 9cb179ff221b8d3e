#pragma once

#include "core/common/result.h"
#include "core/dice/diceexpression.h"
#include "core/dice/diceroll.h"

#include <QList>
#include <QWidget>
#include <optional>

class QHBoxLayout;
class QLabel;
class QLineEdit;

namespace Adc {

class RandomSource;

// The dice of one roll in a guided dialog: the umpire types the faces the
// table showed ("3 5", "3,5" or "35" for two dice of up to nine faces), or
// leaves the field empty and the dialog rolls them on screen. The dice
// rolled or taken are shown as faces, with the total.
class DicesEntry : public QWidget
{
    Q_OBJECT

public:
    explicit DicesEntry(QWidget *parent = nullptr);

    void setExpression(const DiceExpression &expression);
    const DiceExpression &expression() const { return m_expression; }
    // A short text before the field ("Die", "2d6 for 1/45e Ligne").
    void setLabel(const QString &text);

    QLineEdit *facesField() const { return m_faces; }
    // Whether faces have been typed (then take() uses them).
    bool hasTypedFaces() const;
    // The typed faces as a roll; fails, saying why, when they do not fit the
    // dice (too few, too many, a face a die cannot show).
    Result<DiceRoll> typedRoll() const;
    // The typed roll, or one rolled on the source; shows it. Fails only when
    // typed faces do not fit the dice.
    Result<DiceRoll> take(RandomSource &source);

    // Shows a roll's faces and total (or nothing for nullopt).
    void showRoll(const std::optional<DiceRoll> &roll);
    std::optional<DiceRoll> shownRoll() const { return m_shown; }
    // Clears the typed faces and the roll shown.
    void reset();

    // A row of the roll's dice drawn as they lie, with the total, for a
    // result page.
    static QWidget *rollWidget(const DiceRoll &roll, int edge, QWidget *parent);

    // Reads "3 5", "3,5", "3-5" or, for dice of at most nine faces, "35".
    static Result<QList<int>> readFaces(const QString &text, int dice, int largestFace);

Q_SIGNALS:
    // The typed faces changed (the dialog updates its primary button).
    void edited();

private:
    void updateHint();

    DiceExpression m_expression;
    QLabel *m_label = nullptr;
    QLineEdit *m_faces = nullptr;
    QLabel *m_hint = nullptr;
    QHBoxLayout *m_dice = nullptr;
    QLabel *m_total = nullptr;
    std::optional<DiceRoll> m_shown;
};

} // namespace Adc
