#pragma once

#include "serve/server/requestscanner.h"

#include <QByteArray>
#include <QList>
#include <utility>

namespace Adc {

// One HTTP response as bytes, in the request's version (1.0 or 1.1) and
// saying whether the connection stays open, with the headers every answer of the
// players' view carries: a strict content security policy (nothing but the
// page's own style and script, no inline script), no sniffing, no referrer
// (the address holds the token), no caching, no framing.
class HttpReply
{
public:
    HttpReply(int status, QByteArray contentType, QByteArray body);

    static HttpReply notFound();
    static HttpReply methodNotAllowed();

    void addHeader(const QByteArray &name, const QByteArray &value);
    int status() const { return m_status; }
    const QByteArray &body() const { return m_body; }
    // The whole response; for HEAD the same headers without the body.
    QByteArray bytes(bool withBody, const RequestFraming &framing = {}) const;
    // The status line and headers of an open-ended stream (server-sent
    // events): no length, the connection kept until either side closes it.
    static QByteArray streamHead(const RequestFraming &framing = {});

private:
    static QByteArray reason(int status);
    static QByteArray statusLine(int status, const RequestFraming &framing);
    static QList<std::pair<QByteArray, QByteArray>> securityHeaders();

    int m_status;
    QByteArray m_contentType;
    QByteArray m_body;
    QList<std::pair<QByteArray, QByteArray>> m_headers;
};

} // namespace Adc
