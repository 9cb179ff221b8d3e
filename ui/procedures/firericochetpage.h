#pragma once

#include "core/common/result.h"

#include <QList>
#include <QWidget>
#include <optional>

class QLabel;
class QLineEdit;
class QTreeWidget;

namespace Adc {

class FireRequestBuilder;

// The fire dialog's ricochet step (guns firing ball, with units named beyond
// the target on the first page, or at a town block): the units fired on,
// each with the conditions it brings as a target and its distance, and
// their dice, typed or left to be rolled.
class FireRicochetPage : public QWidget
{
    Q_OBJECT

public:
    explicit FireRicochetPage(QWidget *parent = nullptr);

    // The block's occupants and the units the order names, after the die `die`.
    void fill(const FireRequestBuilder &builder, int die);
    // The units checked besides a town block's occupants (fired on anyway).
    QList<qint64> checkedUnits() const;
    // Every unit fired on: the block's occupants and the units checked.
    int firedOn() const;
    // Each checked unit's typed distance from the target, in checkedUnits()
    // order (none where left empty), or what is wrong with one.
    Result<QList<std::optional<double>>> distances() const;
    // The typed dice, one a checked unit (none: the battle rolls them).
    Result<QList<int>> dice() const;

    QTreeWidget *list() const { return m_ricochetList; }
    QLineEdit *diceField() const { return m_ricochetDice; }

Q_SIGNALS:
    void checkedChanged(int checked);

private:
    QLabel *m_ricochetHeadline = nullptr;
    QTreeWidget *m_ricochetList = nullptr;
    QLineEdit *m_ricochetDice = nullptr;
};

} // namespace Adc
