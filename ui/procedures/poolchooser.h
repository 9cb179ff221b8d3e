#pragma once

#include "ui/choosers/tickedunits.h"

namespace Adc {

class FireScene;

// The units of the firer's brigade that pool their fire with it, ticked
// under the firer. Shown only where the brigade has others.
class PoolChooser : public TickedUnits
{
    Q_OBJECT

public:
    explicit PoolChooser(QWidget *parent = nullptr);

    // The lead firer's brigade but the lead, `checked` ticked.
    void offer(const FireScene &scene, qint64 lead, const QList<qint64> &checked);
};

} // namespace Adc
