#pragma once

namespace Adc {

// What the players' view server allows, whatever a client sends: Qt's HTTP
// server of Qt 6.4 has no limits of its own. The pages are open to anyone
// on the network the server listens on, token or not, so these hold
// without one.
struct ServerLimits
{
    // Connections open at once; one more is answered 503 and closed.
    int maxConnections = 256;
    // Connections waiting for a request at once (none sent yet, one not
    // whole yet, or idle between requests): the rest of maxConnections is
    // kept for those being answered. Past it, or past maxConnections, a new
    // connection is let in only when its address waits on fewer connections
    // than the address waiting on the most, whose oldest waiting one is
    // closed to make room: else it is answered 503 and closed.
    int maxSlowConnections = 128;
    // Connections open at once from one client address; one more is
    // answered 503 and closed, so one machine cannot crowd out the rest.
    int maxConnectionsPerAddress = 32;
    // The request line and headers of one request; more is answered 431
    // and the connection closed.
    int maxHeaderBytes = 8192;
    // The body of one request; more is answered 413 and the connection closed.
    int maxBodyBytes = 65536;
    // A request must arrive whole (line, headers, any body) within this
    // long of its first byte, and a new connection's first request within
    // this long of its opening; else 408 and the connection is closed.
    int requestTimeoutMs = 10000;
    // A connection that neither sends nor receives for this long is closed
    // (live pages get a comment every keepAliveMs).
    int idleMs = 30000;
    int keepAliveMs = 15000;
    // Wrong tokens from one address: beyond wrongTokensFree of them within
    // wrongTokenMemoryMs, each further wrong answer (still a 404) waits
    // wrongTokenDelayMs, doubled with each further one up to 16 times that.
    int wrongTokensFree = 5;
    int wrongTokenDelayMs = 500;
    int wrongTokenMemoryMs = 60000;
    // The body of one proposal from a players' page; more is answered 413
    // (the connection kept: the body was read whole).
    int maxProposalBytes = 4096;
    // Proposals one page address (its token, from one client address) may
    // send within a second; more are answered 429.
    int proposalsPerSecond = 2;
};

} // namespace Adc
