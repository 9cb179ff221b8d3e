#pragma once

#include <QList>
#include <QWidget>

class QLabel;

namespace Adc {

class UnitChooser;

// Units ticked in a list under a label that says what they are for (the
// units pooling with a firer, the units a ball ricochets on): a chooser
// of ticks, Enter ticking the unit shown and going on, Shift+Enter ticking
// it and staying for another. What it offers is its owner's to say.
class TickedUnits : public QWidget
{
    Q_OBJECT

public:
    TickedUnits(const QString &label, const QString &objectName, QWidget *parent = nullptr);

    QList<qint64> checkedUnits() const;
    UnitChooser *chooser() const { return m_units; }

Q_SIGNALS:
    void checkedChanged();

private:
    QLabel *m_label = nullptr;
    UnitChooser *m_units = nullptr;
};

} // namespace Adc
