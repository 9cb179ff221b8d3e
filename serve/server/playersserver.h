#pragma once

#include "core/common/result.h"
#include "serve/server/requestscanner.h"
#include "serve/server/serverlimits.h"
#include "serve/server/tokenthrottle.h"

#include <QAbstractHttpServer>
#include <QHostAddress>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <memory>

class QTcpSocket;

namespace Adc {

class Battle;
class BattleReach;
class GuardedTcpServer;
class HttpReply;
class LiveStreams;
class ProposalRoutes;
class RequestLanguage;

// The players' view, served on the local network while it is on: a page
// per side at /side/TOKEN (with units.json, enemies.json, rolls.json,
// proposals.json, odds.json and the live events beside it) and the table
// display at /table/TOKEN, the tokens as the battle keeps them
// (PlayerTokens). It answers GET and HEAD, and besides them only a side's
// proposals (POST /side/TOKEN/proposals, DELETE /side/TOKEN/proposals/N:
// ProposalRoutes, its one way to write to the battle); any other method
// 405, whatever the path; a plain 404 without a valid token. It serves only
// what the program holds in memory. While the battle's database does not
// answer (BattleReach), every request is answered 503 with a reason in
// words: no token can be checked then, and no client is blamed for it.
// Built on Qt's HTTP server, over a GuardedTcpServer that holds the limits;
// every answer goes out through the connection's ConnectionGuard, in the
// request's HTTP version, closing the connection when the request asks to,
// and later for an address that keeps trying wrong tokens (TokenThrottle).
class PlayersServer : public QAbstractHttpServer
{
    Q_OBJECT

public:
    explicit PlayersServer(Battle &battle, const ServerLimits &limits = {},
                           QObject *parent = nullptr);
    ~PlayersServer() override;

    // The port the players' view tries first.
    static quint16 defaultPort() { return 8315; }
    // Listens on `address`; `port` 0 is the default port, then any free
    // one when it is taken. Gives the port listened on.
    Result<quint16> start(const QHostAddress &address, quint16 port = 0);
    void stop();
    bool isListening() const;
    quint16 port() const;
    int openConnections() const;
    int refusedConnections() const;
    int liveStreams() const;
    // Asks the battle every `ms` whether another program changed it (for a
    // server whose battle no window watches, as in `adc serve`).
    void pollForChanges(int ms);
    // While the battle's database does not answer, tries to reconnect it
    // every `ms` (without it, the umpire reconnects).
    void reconnectWhenLost(int ms);
    bool battleAway() const;

Q_SIGNALS:
    // The battle's database stopped answering; it answers again.
    void battleLost();
    void battleBack();

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    // What answers `request`; `streamed` when it opened a live stream
    // instead, `wrongToken` when its path names a page with a wrong token.
    HttpReply answer(const QHttpServerRequest &request, QTcpSocket *socket,
                     const RequestFraming &framing, bool *streamed, bool *wrongToken);
    // `query` is the request's, percent-encoded (odds.json reads it).
    HttpReply sideAnswer(const QString &side, const QString &token, const QString &file,
                         const QString &language, const QString &query);
    HttpReply tableAnswer(const QString &token, const QString &file, const QString &language);
    HttpReply proposalAnswer(const QString &side, const QHttpServerRequest &request,
                             const QStringList &parts, const QString &language);

    Battle &m_battle;
    ServerLimits m_limits;
    TokenThrottle m_throttle;
    std::unique_ptr<ProposalRoutes> m_proposals;
    QPointer<GuardedTcpServer> m_tcp;
    RequestLanguage *m_language;
    BattleReach *m_reach;
    LiveStreams *m_streams;
    QTimer m_poll;
};

} // namespace Adc
