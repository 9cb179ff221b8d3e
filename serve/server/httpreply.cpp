#include "serve/server/httpreply.h"

namespace Adc {

HttpReply::HttpReply(int status, QByteArray contentType, QByteArray body)
    : m_status(status)
    , m_contentType(std::move(contentType))
    , m_body(std::move(body))
{
}

HttpReply HttpReply::notFound()
{
    return HttpReply(404, QByteArrayLiteral("text/plain; charset=utf-8"),
                     QByteArrayLiteral("Not found\n"));
}

HttpReply HttpReply::methodNotAllowed()
{
    HttpReply reply(405, QByteArrayLiteral("text/plain; charset=utf-8"),
                    QByteArrayLiteral("Method not allowed\n"));
    reply.addHeader(QByteArrayLiteral("Allow"), QByteArrayLiteral("GET, HEAD"));
    return reply;
}

void HttpReply::addHeader(const QByteArray &name, const QByteArray &value)
{
    m_headers.append({ name, value });
}

QByteArray HttpReply::reason(int status)
{
    static const std::pair<int, const char *> phrases[] = {
        { 200, "OK" },
        { 201, "Created" },
        { 400, "Bad Request" },
        { 403, "Forbidden" },
        { 404, "Not Found" },
        { 405, "Method Not Allowed" },
        { 408, "Request Timeout" },
        { 411, "Length Required" },
        { 413, "Content Too Large" },
        { 415, "Unsupported Media Type" },
        { 422, "Unprocessable Content" },
        { 429, "Too Many Requests" },
        { 431, "Request Header Fields Too Large" },
        { 500, "Internal Server Error" },
        { 503, "Service Unavailable" },
    };
    for (const auto &[code, phrase] : phrases) {
        if (code == status)
            return QByteArray(phrase);
    }
    return QByteArrayLiteral("Error");
}

QList<std::pair<QByteArray, QByteArray>> HttpReply::securityHeaders()
{
    return {
        { QByteArrayLiteral("Content-Security-Policy"),
          QByteArrayLiteral("default-src 'self'; script-src 'self'; style-src 'self'; "
                            "img-src 'self' data:; connect-src 'self'; base-uri 'none'; "
                            "form-action 'none'; frame-ancestors 'none'") },
        { QByteArrayLiteral("X-Content-Type-Options"), QByteArrayLiteral("nosniff") },
        { QByteArrayLiteral("Referrer-Policy"), QByteArrayLiteral("no-referrer") },
        { QByteArrayLiteral("X-Frame-Options"), QByteArrayLiteral("DENY") },
        { QByteArrayLiteral("Cache-Control"), QByteArrayLiteral("no-store") },
    };
}

QByteArray HttpReply::statusLine(int status, const RequestFraming &framing)
{
    QByteArray out = (framing.http10 ? "HTTP/1.0 " : "HTTP/1.1 ") + QByteArray::number(status) + ' '
        + reason(status) + "\r\n";
    // Said only where it differs from the version's own default.
    if (!framing.keepAlive)
        out += "Connection: close\r\n";
    else if (framing.http10)
        out += "Connection: keep-alive\r\n";
    return out;
}

QByteArray HttpReply::bytes(bool withBody, const RequestFraming &framing) const
{
    QByteArray out = statusLine(m_status, framing);
    out += "Content-Type: " + m_contentType + "\r\n";
    out += "Content-Length: " + QByteArray::number(m_body.size()) + "\r\n";
    for (const auto &[name, value] : securityHeaders())
        out += name + ": " + value + "\r\n";
    for (const auto &[name, value] : m_headers)
        out += name + ": " + value + "\r\n";
    out += "\r\n";
    if (withBody)
        out += m_body;
    return out;
}

QByteArray HttpReply::streamHead(const RequestFraming &framing)
{
    // No length: the stream ends when the connection does.
    QByteArray out = statusLine(200, { framing.http10, false })
        + "Content-Type: text/event-stream; charset=utf-8\r\n";
    for (const auto &[name, value] : securityHeaders())
        out += name + ": " + value + "\r\n";
    out += "\r\n";
    return out;
}

} // namespace Adc
