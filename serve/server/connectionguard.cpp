#include "serve/server/connectionguard.h"

#include "serve/server/httpreply.h"

#include <QTcpSocket>

namespace Adc {

namespace {

// Answers waiting on one connection (slowed wrong tokens, pipelined behind
// them) before the connection is dropped: a client that piles up more is
// not waiting for them.
constexpr int kMaxWaiting = 16;

} // namespace

ConnectionGuard::ConnectionGuard(QTcpSocket *socket, const ServerLimits &limits)
    : QObject(socket)
    , m_socket(socket)
    , m_limits(limits)
    , m_scanner(limits.maxHeaderBytes, limits.maxBodyBytes)
{
    m_idle.setSingleShot(true);
    m_idle.setInterval(limits.idleMs);
    connect(&m_idle, &QTimer::timeout, socket, &QTcpSocket::abort);
    connect(socket, &QTcpSocket::bytesWritten, this, &ConnectionGuard::activity);
    m_idle.start();
    // The first request's clock runs from the connection's opening.
    m_deadline.setSingleShot(true);
    m_deadline.setTimerType(Qt::PreciseTimer);
    m_deadline.setInterval(limits.requestTimeoutMs);
    connect(&m_deadline, &QTimer::timeout, this, &ConnectionGuard::timedOut);
    m_deadline.start();
    m_wait.setSingleShot(true);
    m_wait.setTimerType(Qt::PreciseTimer);
    connect(&m_wait, &QTimer::timeout, this, &ConnectionGuard::sendDue);
}

ConnectionGuard *ConnectionGuard::of(QTcpSocket *socket)
{
    return socket ? socket->findChild<ConnectionGuard *>(QString(), Qt::FindDirectChildrenOnly)
                  : nullptr;
}

void ConnectionGuard::sendOn(QTcpSocket *socket, const QByteArray &bytes)
{
    if (ConnectionGuard *guard = of(socket))
        guard->send(bytes);
    else
        socket->write(bytes);
}

bool ConnectionGuard::waitingForClient() const
{
    return answering() && m_waiting.isEmpty() && m_socket->bytesToWrite() == 0
        && !m_scanner.hasRequest();
}

void ConnectionGuard::activity()
{
    if (m_waiting.isEmpty())
        m_idle.start();
}

void ConnectionGuard::beforeServer()
{
    activity();
    if (m_refused || !answering()) {
        m_socket->readAll();
        return;
    }
    const qint64 available = m_socket->bytesAvailable();
    m_scanner.feed(m_socket->peek(available).mid(m_leftover));
    switch (m_scanner.refusal()) {
    case RequestScanner::Refusal::None:
        break;
    case RequestScanner::Refusal::HeadersTooLarge:
        refuse(431);
        return;
    case RequestScanner::Refusal::BodyTooLarge:
        refuse(413);
        return;
    case RequestScanner::Refusal::LengthRequired:
        refuse(411);
        return;
    case RequestScanner::Refusal::BadLength:
        refuse(400);
        return;
    }
    // The first request's clock runs from the opening, each later one's
    // from its first byte; between requests a kept connection is subject
    // only to the idle limit.
    if (m_scanner.inRequest()) {
        if (m_scanner.requestsStarted() != m_started && m_scanner.requestsSeen() > 0)
            m_deadline.start();
    } else if (m_scanner.requestsSeen() > 0) {
        m_deadline.stop();
    }
    m_started = m_scanner.requestsStarted();
}

void ConnectionGuard::afterServer()
{
    m_leftover = m_refused || !answering() ? 0 : m_socket->bytesAvailable();
}

void ConnectionGuard::timedOut()
{
    if (m_closing)
        return;
    m_refused = true;
    m_socket->readAll();
    // Nothing of a request arrived: nobody to answer.
    if (!m_scanner.inRequest()) {
        m_closing = true;
        m_socket->abort();
        return;
    }
    send(HttpReply(408, QByteArrayLiteral("text/plain; charset=utf-8"),
                   QByteArrayLiteral("Request timeout\n"))
             .bytes(true, { false, false }),
         0, true);
}

void ConnectionGuard::refuse(int status)
{
    m_refused = true;
    m_deadline.stop();
    m_socket->readAll();
    const QByteArray text = status == 431 ? QByteArrayLiteral("Request header fields too large\n")
        : status == 413                   ? QByteArrayLiteral("Request body too large\n")
        : status == 400
        ? QByteArrayLiteral("The request's Content-Length is not one plain number\n")
        : QByteArrayLiteral("A request body needs a length\n");
    send(HttpReply(status, QByteArrayLiteral("text/plain; charset=utf-8"), text)
             .bytes(true, { false, false }),
         0, true);
}

void ConnectionGuard::send(const QByteArray &bytes, int delayMs, bool close)
{
    if (m_closing)
        return;
    m_closing = close;
    if (m_waiting.isEmpty() && delayMs <= 0) {
        write(bytes, close);
        return;
    }
    if (m_waiting.size() >= kMaxWaiting) {
        m_closing = true;
        m_waiting.clear();
        m_wait.stop();
        m_socket->abort();
        return;
    }
    m_idle.stop();
    // Each waits its own delay after the one before it is sent, so that
    // guesses piled up on one connection are no faster than one at a time.
    const QDeadlineTimer due = m_waiting.isEmpty()
        ? QDeadlineTimer(qMax(0, delayMs), Qt::PreciseTimer)
        : m_waiting.constLast().due + qMax(0, delayMs);
    m_waiting.append({ bytes, due, close });
    if (!m_wait.isActive())
        m_wait.start(static_cast<int>(m_waiting.constFirst().due.remainingTime()));
}

void ConnectionGuard::beginStream(const QByteArray &head)
{
    m_streaming = true;
    send(head);
}

void ConnectionGuard::sendDue()
{
    while (!m_waiting.isEmpty() && m_waiting.constFirst().due.hasExpired()) {
        const Waiting next = m_waiting.takeFirst();
        write(next.bytes, next.close);
        if (next.close)
            return;
    }
    if (m_waiting.isEmpty())
        m_idle.start();
    else
        m_wait.start(static_cast<int>(m_waiting.constFirst().due.remainingTime()));
}

void ConnectionGuard::write(const QByteArray &bytes, bool close)
{
    m_socket->write(bytes);
    if (close) {
        m_waiting.clear();
        m_deadline.stop();
        m_socket->disconnectFromHost();
    }
}

} // namespace Adc
