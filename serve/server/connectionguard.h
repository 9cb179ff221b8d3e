#pragma once

#include "server/serverlimits.h"

#include <QObject>
#include <QTimer>

class QTcpSocket;

namespace Adc {

// Keeps one connection within the limits: it counts the bytes of each
// request's line and headers as they arrive, before the HTTP server reads
// them, and answers 431 and closes when there are too many; it closes a
// connection idle for too long. A child of its socket.
class ConnectionGuard : public QObject
{
    Q_OBJECT

public:
    ConnectionGuard(QTcpSocket *socket, const ServerLimits &limits);

    // Connected to readyRead before the HTTP server's own slot, and after it.
    void beforeServer();
    void afterServer();
    bool refused() const { return m_refused; }

private:
    void refuse();
    void activity();

    QTcpSocket *m_socket;
    ServerLimits m_limits;
    QTimer m_idle;
    qint64 m_leftover = 0; // bytes the HTTP server left unread last time
    qint64 m_headerBytes = 0; // of the request whose headers are arriving
    qint64 m_lineBytes = 0;
    bool m_refused = false;
};

} // namespace Adc
