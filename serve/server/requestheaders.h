#pragma once

#include <QByteArray>

class QHttpServerRequest;

namespace Adc {

// What the players' view reads of a request's headers: a header by name,
// the type of its body, and whether the page that sent it is the server's
// own.
class RequestHeaders
{
public:
    // The first header of that name, whatever its case; empty when none.
    static QByteArray value(const QHttpServerRequest &request, const QByteArray &name);
    // The media type of its Content-Type, in lower case and without its
    // parameters ("application/json"); empty when none.
    static QByteArray mediaType(const QHttpServerRequest &request);
    // Whether its Origin, when it has one, names the host and port the
    // request was sent to (its Host header): a page of another site, or of
    // none ("null"), may not write through a player's browser.
    static bool sameOrigin(const QHttpServerRequest &request);
};

} // namespace Adc
