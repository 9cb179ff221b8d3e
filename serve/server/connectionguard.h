#pragma once

#include "serve/server/requestscanner.h"
#include "serve/server/serverlimits.h"

#include <QDeadlineTimer>
#include <QList>
#include <QObject>
#include <QTimer>

class QTcpSocket;

namespace Adc {

// Keeps one connection within the limits: it follows each request's bytes
// as they arrive, before the HTTP server reads them (RequestScanner), and
// answers 431, 413 or 411 and closes when a request is too large, 400 when
// its length is not one plain number; 408 when
// a request does not arrive whole in time; it closes a connection idle for
// too long. Every answer on the connection goes through it, in order, some
// of them after a delay. A child of its socket.
class ConnectionGuard : public QObject
{
    Q_OBJECT

public:
    ConnectionGuard(QTcpSocket *socket, const ServerLimits &limits);

    // The guard GuardedTcpServer put on `socket`, or null.
    static ConnectionGuard *of(QTcpSocket *socket);
    // Writes `bytes` on `socket` through its guard, or straight when it has
    // none.
    static void sendOn(QTcpSocket *socket, const QByteArray &bytes);

    // Connected to readyRead before the HTTP server's own slot, and after it.
    void beforeServer();
    void afterServer();
    bool refused() const { return m_refused; }
    // Waits for the client: no request yet, one not whole yet, or idle
    // between requests; nothing of ours on its way to the client.
    bool waitingForClient() const;
    // The framing of the request the HTTP server hands over now.
    RequestFraming takeRequest() { return m_scanner.takeRequest(); }
    // False once an answer that closes the connection is written or
    // waiting, or an open-ended stream began: nothing more is answered on it.
    bool answering() const { return !m_closing && !m_streaming; }
    // Writes the head of an open-ended stream; what follows is the stream's.
    void beginStream(const QByteArray &head);
    // Writes `bytes` once every answer waiting before it is written and
    // `delayMs` more have passed; then closes the connection when `close`.
    void send(const QByteArray &bytes, int delayMs = 0, bool close = false);

private:
    struct Waiting
    {
        QByteArray bytes;
        QDeadlineTimer due;
        bool close = false;
    };

    void refuse(int status);
    void activity();
    void timedOut();
    void sendDue();
    void write(const QByteArray &bytes, bool close);

    QTcpSocket *m_socket;
    ServerLimits m_limits;
    RequestScanner m_scanner;
    QTimer m_idle;
    QTimer m_deadline;
    QTimer m_wait;
    QList<Waiting> m_waiting;
    qint64 m_leftover = 0; // bytes the HTTP server left unread last time
    int m_started = 0; // requests begun, as the deadline last saw them
    bool m_refused = false;
    bool m_closing = false;
    bool m_streaming = false;
};

} // namespace Adc
