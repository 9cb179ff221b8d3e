#pragma once

#include "core/common/result.h"
#include "core/dice/diceroll.h"

#include <QList>
#include <QWidget>

class QLabel;

namespace Adc {

class DicesEntry;
class FireRequestBuilder;
class RandomSource;

// The fire dialog's boxcars step: each firer's 2d6 for the ammunition it
// loses beyond the fire, rolled or typed. Enter takes the faces typed and
// rolls one firer's dice at most: those of the firer whose field has the
// keyboard (the first waiting when no field has it); the others wait,
// shown, to be typed or rolled in turn.
class FireBoxcarsPage : public QWidget
{
    Q_OBJECT

public:
    explicit FireBoxcarsPage(QWidget *parent = nullptr);

    // One entry a firer of the order, after the die `die`.
    void fill(const FireRequestBuilder &builder, int die);
    const QList<DicesEntry *> &entries() const { return m_boxcars; }

    // What Enter takes (see above); fails, saying why, on faces that do not
    // fit the dice.
    Result<void> takeNext(RandomSource &random);
    // How many firers still wait for their dice; the first gets the keyboard.
    int focusWaiting();
    // Each firer's dice, once every firer has them, and whether the window
    // rolled them.
    QList<DiceRoll> rolls() const;
    bool rolledOnScreen(int index) const;

private:
    QLabel *m_boxcarsHeadline = nullptr;
    QWidget *m_boxcarsBox = nullptr;
    QList<DicesEntry *> m_boxcars;
};

} // namespace Adc
