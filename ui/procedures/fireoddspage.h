#pragma once

#include "core/fire/fireodds.h"

#include <QWidget>

class QLabel;

namespace Adc {

class DicesEntry;
class FireRequestBuilder;
class OddsChart;

// The fire dialog's second step: the plan's modifiers, band and row, the
// odds of each casualty result, and the die, rolled or typed.
class FireOddsPage : public QWidget
{
    Q_OBJECT

public:
    explicit FireOddsPage(QWidget *parent = nullptr);

    // Shows the odds of the order as the planner reads it.
    void fill(const FireRequestBuilder &builder);
    QString oddsText() const;
    // The odds in one line for the setup page, as the range is typed.
    static QString summary(const FireOdds &odds);
    OddsChart *chart() const { return m_chart; }
    DicesEntry *die() const { return m_die; }

Q_SIGNALS:
    void dieEdited();

private:
    void fillModifiers(const FireRequestBuilder &builder);
    void fillNotes(const FireRequestBuilder &builder);

    QLabel *m_oddsHeadline = nullptr;
    QLabel *m_oddsModifiers = nullptr;
    OddsChart *m_chart = nullptr;
    QLabel *m_oddsNotes = nullptr;
    DicesEntry *m_die = nullptr;
};

} // namespace Adc
