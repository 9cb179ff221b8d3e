#include "cli/serve/stopsignals.h"

#include "core/platform/platform.h"

namespace Adc {

StopSignals::StopSignals(QObject *parent)
    : QObject(parent)
{
    m_ok = Platform::listenForStop(this, [this] { Q_EMIT stopAsked(); });
}

StopSignals::~StopSignals()
{
    Platform::stopListening();
}

} // namespace Adc
