#pragma once

#include <QObject>

namespace Adc {

// A request to stop the program (SIGTERM, SIGINT; Ctrl+C or the console
// closing on Windows: Platform::listenForStop), turned into a signal of the
// event loop, so a server closes its connections and exits cleanly.
class StopSignals : public QObject
{
    Q_OBJECT

public:
    explicit StopSignals(QObject *parent = nullptr);
    ~StopSignals() override;
    bool ok() const { return m_ok; }

Q_SIGNALS:
    void stopAsked();

private:
    bool m_ok = false;
};

} // namespace Adc
