#pragma once

#include <QByteArray>
#include <QList>

namespace Adc {

// How one request wants its answer framed: the HTTP version to answer in,
// and whether the connection stays open after it.
struct RequestFraming
{
    bool http10 = false;
    bool keepAlive = true;
};

// Follows the bytes of one connection's requests as they arrive, ahead of
// the HTTP server, which keeps them to itself: where each request begins
// and ends, the size of its line and headers, its HTTP version and its
// Connection header. A request with a body must give its length (no
// chunked bodies) and keep it small. Its length is plain digits, said once
// (repeated only with the same value): anything else (a sign, a list, two
// values that differ) is refused, for a server and a proxy in front of it
// could read the body's end differently.
class RequestScanner
{
public:
    // Why a request is refused before the HTTP server sees it whole.
    enum class Refusal { None, HeadersTooLarge, BodyTooLarge, LengthRequired, BadLength };

    RequestScanner(qint64 maxHeaderBytes, qint64 maxBodyBytes);

    void feed(const QByteArray &bytes);
    Refusal refusal() const { return m_refusal; }
    // Part of a request has arrived, not all of it yet.
    bool inRequest() const { return m_state != State::Awaiting; }
    int requestsSeen() const { return m_seen; }
    int requestsStarted() const { return m_started; }
    // The framing of the oldest request not yet taken, in the order they came.
    bool hasRequest() const { return !m_framings.isEmpty(); }
    RequestFraming takeRequest();

private:
    enum class State { Awaiting, RequestLine, Headers, Body };

    void endOfLine();
    void requestLine(const QByteArray &line);
    void header(const QByteArray &line);
    void endOfHeaders();
    void refuse(Refusal refusal);

    qint64 m_maxHeaderBytes;
    qint64 m_maxBodyBytes;
    State m_state = State::Awaiting;
    Refusal m_refusal = Refusal::None;
    QByteArray m_line; // the line arriving, kept only as far as it matters
    qint64 m_headerBytes = 0;
    qint64 m_bodyLeft = 0;
    bool m_chunked = false;
    bool m_sawLength = false;
    QByteArray m_length; // the Content-Length given, as sent
    bool m_close = false; // Connection: close
    bool m_keepAlive = false; // Connection: keep-alive
    RequestFraming m_current;
    QList<RequestFraming> m_framings;
    int m_seen = 0;
    int m_started = 0;
};

} // namespace Adc
