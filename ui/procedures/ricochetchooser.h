#pragma once

#include <QList>
#include <QWidget>

class QLabel;

namespace Adc {

class FireRequestBuilder;
class UnitChooser;

// The units a ball fire ricochets on, named on the fire's first page with
// the target and range: the units in the line of fire within 5" beyond
// the target, typed and ticked (Enter ticks, Shift+Enter for more). None
// ticked, the fire has no ricochet and goes from its die to its result;
// some ticked, their distances and dice come after the die. Shown only
// for a fire that may ricochet.
class RicochetChooser : public QWidget
{
    Q_OBJECT

public:
    explicit RicochetChooser(QWidget *parent = nullptr);

    // Offers the order's candidates, keeping the units ticked that are
    // still among them; hidden when the fire may not ricochet.
    void offer(const FireRequestBuilder &builder);
    QList<qint64> checkedUnits() const;
    UnitChooser *chooser() const { return m_units; }

Q_SIGNALS:
    void checkedChanged();

private:
    QLabel *m_label = nullptr;
    UnitChooser *m_units = nullptr;
};

} // namespace Adc
