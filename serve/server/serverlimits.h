#pragma once

namespace Adc {

// What the players' view server allows, whatever a client sends: Qt's HTTP
// server of Qt 6.4 has no limits of its own.
struct ServerLimits
{
    // Connections open at once; one more is answered 503 and closed.
    int maxConnections = 256;
    // The request line and headers of one request; more is answered 431
    // and the connection closed.
    int maxHeaderBytes = 8192;
    // A connection that neither sends nor receives for this long is closed
    // (live pages get a comment every keepAliveMs).
    int idleMs = 30000;
    int keepAliveMs = 15000;
};

} // namespace Adc
