#include "serve/server/requestscanner.h"

#include <algorithm>

namespace Adc {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v';
}

// One or more digits and nothing else: no sign, no blank inside, no list.
bool plainDigits(const QByteArray &value)
{
    return !value.isEmpty()
        && std::all_of(value.cbegin(), value.cend(), [](char c) { return c >= '0' && c <= '9'; });
}

} // namespace

RequestScanner::RequestScanner(qint64 maxHeaderBytes, qint64 maxBodyBytes)
    : m_maxHeaderBytes(maxHeaderBytes)
    , m_maxBodyBytes(maxBodyBytes)
{
}

RequestFraming RequestScanner::takeRequest()
{
    // None known (the HTTP server read something this scanner did not):
    // answer plainly and close rather than guess.
    if (m_framings.isEmpty())
        return { false, false };
    return m_framings.takeFirst();
}

void RequestScanner::feed(const QByteArray &bytes)
{
    qsizetype at = 0;
    while (at < bytes.size() && m_refusal == Refusal::None) {
        if (m_state == State::Body) {
            const qint64 taken = qMin<qint64>(m_bodyLeft, bytes.size() - at);
            m_bodyLeft -= taken;
            at += taken;
            if (m_bodyLeft == 0)
                m_state = State::Awaiting;
            continue;
        }
        const char c = bytes.at(at++);
        if (m_state == State::Awaiting) {
            m_state = State::RequestLine; // even blanks start the clock
            ++m_started;
        }
        // Blank lines and spaces before a request line are skipped, as the
        // HTTP server skips them.
        if (m_state == State::RequestLine && m_line.isEmpty() && isBlank(c))
            continue;
        if (++m_headerBytes > m_maxHeaderBytes) {
            refuse(Refusal::HeadersTooLarge);
            break;
        }
        if (c == '\n')
            endOfLine();
        else if (c != '\r')
            m_line.append(c);
    }
}

void RequestScanner::endOfLine()
{
    const QByteArray line = m_line;
    m_line.clear();
    if (m_state == State::RequestLine) {
        requestLine(line);
        m_state = State::Headers;
    } else if (line.isEmpty()) {
        endOfHeaders();
    } else {
        header(line);
    }
}

void RequestScanner::requestLine(const QByteArray &line)
{
    m_current = { false, true };
    m_bodyLeft = 0;
    m_chunked = false;
    m_sawLength = false;
    m_length.clear();
    m_close = false;
    m_keepAlive = false;
    const QList<QByteArray> words = line.simplified().split(' ');
    const QByteArray protocol = words.value(2);
    if (words.size() < 3 || protocol.size() != 8 || !protocol.startsWith("HTTP")) {
        m_current.keepAlive = false; // the HTTP server closes it anyway
        return;
    }
    const int major = protocol.at(5) - '0';
    const int minor = protocol.at(7) - '0';
    m_current.http10 = major < 1 || (major == 1 && minor == 0);
}

void RequestScanner::header(const QByteArray &line)
{
    const qsizetype colon = line.indexOf(':');
    if (colon < 0)
        return;
    const QByteArray name = line.left(colon).trimmed().toLower();
    const QByteArray value = line.mid(colon + 1).trimmed().toLower();
    if (name == "content-length") {
        // A second one counts as the first only when it says the same.
        if (!plainDigits(value) || (m_sawLength && value != m_length)) {
            refuse(Refusal::BadLength);
            return;
        }
        m_sawLength = true;
        m_length = value;
        bool number = false;
        const qulonglong length = value.toULongLong(&number);
        // Past 19 digits the number overflows: as large as need be.
        m_bodyLeft
            = number ? qint64(qMin<qulonglong>(length, qulonglong(1) << 62)) : qint64(1) << 62;
    } else if (name == "transfer-encoding" && value.contains("chunked")) {
        m_chunked = true;
    } else if (name == "connection") {
        for (const QByteArray &option : value.split(',')) {
            m_close = m_close || option.trimmed() == "close";
            m_keepAlive = m_keepAlive || option.trimmed() == "keep-alive";
        }
    }
}

void RequestScanner::endOfHeaders()
{
    if (m_chunked) {
        refuse(Refusal::LengthRequired);
        return;
    }
    if (m_bodyLeft > m_maxBodyBytes) {
        refuse(Refusal::BodyTooLarge);
        return;
    }
    // HTTP/1.1 keeps the connection unless told to close; HTTP/1.0 closes
    // it unless asked to keep it.
    if (m_current.keepAlive)
        m_current.keepAlive = !m_close && (!m_current.http10 || m_keepAlive);
    m_framings.append(m_current);
    ++m_seen;
    m_headerBytes = 0;
    m_state = m_bodyLeft > 0 ? State::Body : State::Awaiting;
}

void RequestScanner::refuse(Refusal refusal)
{
    m_refusal = refusal;
    m_line.clear();
}

} // namespace Adc
