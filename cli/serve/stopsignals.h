#pragma once

#include <QObject>

class QSocketNotifier;

namespace Adc {

// SIGTERM and SIGINT, turned into a signal of the event loop (through a
// pipe the handler writes one byte to), so a server closes its connections
// and exits cleanly.
class StopSignals : public QObject
{
    Q_OBJECT

public:
    explicit StopSignals(QObject *parent = nullptr);
    ~StopSignals() override;
    bool ok() const { return m_notifier != nullptr; }

Q_SIGNALS:
    void stopAsked();

private:
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace Adc
