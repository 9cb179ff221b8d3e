#pragma once

// A row's list of sweep facts, as the turn tests give them.

#include "core/turn/sweepfact.h"

#include <QList>
#include <QMetaType>

Q_DECLARE_METATYPE(QList<Adc::SweepFact>)
