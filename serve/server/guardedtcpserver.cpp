#include "serve/server/guardedtcpserver.h"

#include "serve/server/connectionguard.h"

#include <QTcpSocket>
#include <algorithm>

namespace Adc {

GuardedTcpServer::GuardedTcpServer(const ServerLimits &limits, QObject *parent)
    : QTcpServer(parent)
    , m_limits(limits)
{
    setMaxPendingConnections(limits.maxConnections);
}

void GuardedTcpServer::guardAfterHttpServer()
{
    // Slots run in the order they were connected: the HTTP server's slot
    // for newConnection (which connects its reader) runs before this one.
    connect(this, &QTcpServer::newConnection, this, &GuardedTcpServer::attachAfter);
}

QHostAddress GuardedTcpServer::clientOf(const QHostAddress &peer)
{
    bool mapped = false;
    const quint32 ipv4 = peer.toIPv4Address(&mapped);
    return mapped ? QHostAddress(ipv4) : peer;
}

void GuardedTcpServer::incomingConnection(qintptr descriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    const QHostAddress client = clientOf(socket->peerAddress());
    if (m_perAddress.value(client) >= m_limits.maxConnectionsPerAddress
        || (full() && !makeRoomFor(client))) {
        refuse(socket);
        return;
    }
    auto *guard = new ConnectionGuard(socket, m_limits);
    m_counted.insert(socket, { client, guard, ++m_arrivals });
    ++m_perAddress[client];
    m_open = static_cast<int>(m_counted.size());
    // A connection counts until it is closed or gone, whichever comes first.
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] { release(socket); });
    connect(socket, &QObject::destroyed, this, [this, socket] { release(socket); });
    connect(socket, &QTcpSocket::readyRead, guard, &ConnectionGuard::beforeServer);
    m_fresh.append(guard);
    addPendingConnection(socket);
}

void GuardedTcpServer::refuse(QTcpSocket *socket)
{
    ++m_refused;
    socket->write(QByteArrayLiteral("HTTP/1.1 503 Service Unavailable\r\n"
                                    "Content-Type: text/plain; charset=utf-8\r\n"
                                    "Content-Length: 21\r\n"
                                    "Retry-After: 5\r\n"
                                    "Connection: close\r\n\r\n"
                                    "Too many connections\n"));
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    // Sent at once: the connection closes as soon as its answer is out.
    socket->flush();
    socket->disconnectFromHost();
}

bool GuardedTcpServer::full() const
{
    if (m_open >= m_limits.maxConnections)
        return true;
    if (m_open < m_limits.maxSlowConnections)
        return false;
    const auto waiting = std::count_if(m_counted.cbegin(), m_counted.cend(), [](const Counted &c) {
        return c.guard && c.guard->waitingForClient();
    });
    return waiting >= m_limits.maxSlowConnections;
}

bool GuardedTcpServer::makeRoomFor(const QHostAddress &client)
{
    struct Waiting
    {
        int count = 0;
        const Counted *oldest = nullptr;
        QObject *socket = nullptr;
    };
    QHash<QHostAddress, Waiting> waiting;
    for (auto it = m_counted.cbegin(); it != m_counted.cend(); ++it) {
        if (!it->guard || !it->guard->waitingForClient())
            continue;
        Waiting &of = waiting[it->client];
        ++of.count;
        if (!of.oldest || it->serial < of.oldest->serial) {
            of.oldest = &it.value();
            of.socket = it.key();
        }
    }
    const Waiting *most = nullptr;
    for (const Waiting &of : std::as_const(waiting)) {
        if (!most || of.count > most->count)
            most = &of;
    }
    // Two apart at least: addresses that wait on as many do not take turns
    // closing each other's connections.
    if (!most || waiting.value(client).count + 1 >= most->count)
        return false;
    QObject *socket = most->socket;
    auto *tcp = qobject_cast<QTcpSocket *>(socket);
    release(socket);
    if (tcp)
        tcp->abort();
    return true;
}

void GuardedTcpServer::release(QObject *socket)
{
    const auto found = m_counted.find(socket);
    if (found == m_counted.end())
        return;
    const QHostAddress client = found->client;
    m_counted.erase(found);
    if (--m_perAddress[client] <= 0)
        m_perAddress.remove(client);
    m_open = static_cast<int>(m_counted.size());
}

void GuardedTcpServer::attachAfter()
{
    for (const QPointer<ConnectionGuard> &guard : std::as_const(m_fresh)) {
        if (guard)
            connect(qobject_cast<QTcpSocket *>(guard->parent()), &QTcpSocket::readyRead, guard,
                    &ConnectionGuard::afterServer);
    }
    m_fresh.clear();
}

} // namespace Adc
