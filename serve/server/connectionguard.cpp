#include "server/connectionguard.h"

#include <QTcpSocket>

namespace Adc {

ConnectionGuard::ConnectionGuard(QTcpSocket *socket, const ServerLimits &limits)
    : QObject(socket)
    , m_socket(socket)
    , m_limits(limits)
{
    m_idle.setSingleShot(true);
    m_idle.setInterval(limits.idleMs);
    connect(&m_idle, &QTimer::timeout, socket, &QTcpSocket::abort);
    connect(socket, &QTcpSocket::bytesWritten, this, &ConnectionGuard::activity);
    m_idle.start();
}

void ConnectionGuard::activity()
{
    m_idle.start();
}

void ConnectionGuard::beforeServer()
{
    activity();
    if (m_refused) {
        m_socket->readAll();
        return;
    }
    const qint64 available = m_socket->bytesAvailable();
    const QByteArray fresh = m_socket->peek(available).mid(m_leftover);
    for (const char c : fresh) {
        if (c == '\r')
            continue;
        if (c != '\n') {
            ++m_lineBytes;
            ++m_headerBytes;
        } else if (m_lineBytes == 0) {
            m_headerBytes = 0; // an empty line ends the headers
        } else {
            m_lineBytes = 0;
            m_headerBytes += 2;
        }
        if (m_headerBytes > m_limits.maxHeaderBytes) {
            refuse();
            return;
        }
    }
}

void ConnectionGuard::afterServer()
{
    m_leftover = m_refused ? 0 : m_socket->bytesAvailable();
}

void ConnectionGuard::refuse()
{
    m_refused = true;
    m_socket->readAll();
    m_socket->write(QByteArrayLiteral("HTTP/1.1 431 Request Header Fields Too Large\r\n"
                                      "Content-Type: text/plain; charset=utf-8\r\n"
                                      "Content-Length: 33\r\n"
                                      "Connection: close\r\n\r\n"
                                      "Request header fields too large\r\n"));
    m_socket->disconnectFromHost();
}

} // namespace Adc
