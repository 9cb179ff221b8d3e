#pragma once

#include <QList>
#include <QWidget>

class QLabel;

namespace Adc {

class FireScene;
class UnitChooser;

// The units of the firer's brigade that pool their fire with it, ticked
// under the firer (Enter ticks and goes on to the target, Shift+Enter
// ticks and stays for another). Shown only where the brigade has others.
class PoolChooser : public QWidget
{
    Q_OBJECT

public:
    explicit PoolChooser(QWidget *parent = nullptr);

    // The lead firer's brigade but the lead, `checked` ticked.
    void offer(const FireScene &scene, qint64 lead, const QList<qint64> &checked);
    QList<qint64> checkedUnits() const;
    UnitChooser *chooser() const { return m_units; }

Q_SIGNALS:
    void checkedChanged();

private:
    QLabel *m_label = nullptr;
    UnitChooser *m_units = nullptr;
};

} // namespace Adc
