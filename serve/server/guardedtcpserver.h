#pragma once

#include "serve/server/connectionguard.h"
#include "serve/server/serverlimits.h"

#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QPointer>
#include <QTcpServer>

class QTcpSocket;

namespace Adc {

// The listening socket of the players' view: it accepts at most
// maxConnections at once, and maxConnectionsPerAddress from one client
// address (one more is answered 503 and closed), of which at most
// maxSlowConnections wait for their client: past those, an address waiting
// on fewer connections than another gets in by the closing of the other's
// oldest waiting one, so many slow connections from a few addresses leave
// room for the rest. It puts a ConnectionGuard on each connection it hands
// to the HTTP server.
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
    // The client's address, an IPv4 one as such even when it came mapped
    // into IPv6 (a server listening on every interface).
    static QHostAddress clientOf(const QHostAddress &peer);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    struct Counted
    {
        QHostAddress client;
        QPointer<ConnectionGuard> guard;
        quint64 serial = 0; // the order of arrival
    };

    void attachAfter();
    void release(QObject *socket);
    void refuse(QTcpSocket *socket);
    bool full() const;
    // Closes the oldest waiting connection of the address waiting on the
    // most, when `client` waits on fewer by two at least; false when none.
    bool makeRoomFor(const QHostAddress &client);

    ServerLimits m_limits;
    int m_open = 0;
    int m_refused = 0;
    quint64 m_arrivals = 0;
    QList<QPointer<ConnectionGuard>> m_fresh;
    QHash<QObject *, Counted> m_counted; // each open connection
    QHash<QHostAddress, int> m_perAddress;
};

} // namespace Adc
