#pragma once

#include "server/connectionguard.h"
#include "server/serverlimits.h"

#include <QList>
#include <QPointer>
#include <QSet>
#include <QTcpServer>

class QTcpSocket;

namespace Adc {

// The listening socket of the players' view: it accepts at most
// maxConnections at once (one more is answered 503 and closed) and puts a
// ConnectionGuard on each connection it hands to the HTTP server.
class GuardedTcpServer : public QTcpServer
{
    Q_OBJECT

public:
    explicit GuardedTcpServer(const ServerLimits &limits, QObject *parent = nullptr);

    // Call once the HTTP server is bound to this server, so the guards'
    // second look at each read comes after the HTTP server's.
    void guardAfterHttpServer();
    int openConnections() const { return m_open; }
    int refusedConnections() const { return m_refused; }

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    void attachAfter();
    void release(QObject *socket);

    ServerLimits m_limits;
    int m_open = 0;
    int m_refused = 0;
    QList<QPointer<ConnectionGuard>> m_fresh;
    QSet<QObject *> m_counted;
};

} // namespace Adc
