#include "serve/server/playersserver.h"

#include "core/model/playertokens.h"
#include "core/turn/enemysight.h"
#include "db/battle/battle.h"
#include "serve/server/battlereach.h"
#include "serve/server/connectionguard.h"
#include "serve/server/guardedtcpserver.h"
#include "serve/server/httpreply.h"
#include "serve/server/livestreams.h"
#include "serve/server/proposalroutes.h"
#include "serve/server/requestheaders.h"
#include "serve/view/liveodds.h"
#include "serve/view/playerpages.h"
#include "serve/view/proposalrows.h"
#include "serve/view/requestlanguage.h"
#include "serve/view/sideview.h"

#include <QCoreApplication>
#include <QFile>
#include <QHttpServerRequest>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>

namespace Adc {

namespace {

constexpr int kRollsListed = 20;

HttpReply json(const QJsonDocument &document, int status = 200)
{
    return HttpReply(status, QByteArrayLiteral("application/json; charset=utf-8"),
                     document.toJson(QJsonDocument::Compact) + '\n');
}

// The page's own style and script, from the program's resources.
std::optional<HttpReply> asset(const QString &file)
{
    const QByteArray type
        = file == QLatin1String("players.js") || file == QLatin1String("proposals.js")
        ? QByteArrayLiteral("text/javascript; charset=utf-8")
        : file == QLatin1String("players.css") ? QByteArrayLiteral("text/css; charset=utf-8")
                                               : QByteArray();
    if (type.isEmpty())
        return std::nullopt;
    QFile resource(QStringLiteral(":/players/") + file);
    if (!resource.open(QIODevice::ReadOnly))
        return std::nullopt;
    return HttpReply(200, type, resource.readAll());
}

// The battle's database does not answer: nothing can be read, no token
// checked. In the language of the request's scope.
HttpReply unavailable()
{
    HttpReply reply(503, QByteArrayLiteral("text/plain; charset=utf-8"),
                    QCoreApplication::translate("Adc::PlayersServer",
                                                "The battle is unavailable for now: its "
                                                "database does not answer. Try again in a moment.")
                            .toUtf8()
                        + '\n');
    reply.addHeader(QByteArrayLiteral("Retry-After"), QByteArrayLiteral("2"));
    return reply;
}

HttpReply html(const QByteArray &page)
{
    return HttpReply(200, QByteArrayLiteral("text/html; charset=utf-8"), page);
}

} // namespace

PlayersServer::PlayersServer(Battle &battle, const ServerLimits &limits, QObject *parent)
    : QAbstractHttpServer(parent)
    , m_battle(battle)
    , m_limits(limits)
    , m_throttle(limits)
    , m_proposals(std::make_unique<ProposalRoutes>(battle, limits))
    , m_language(new RequestLanguage(this))
    , m_reach(new BattleReach(battle, this))
    , m_streams(new LiveStreams(
          battle, *m_reach, limits.keepAliveMs,
          [this](const QString &side, const QString &token, const QString &file) {
              return sideAnswer(side, token, file, QStringLiteral("en"), QString()).body();
          },
          this))
{
    QCoreApplication::installTranslator(m_language);
    connect(&m_poll, &QTimer::timeout, this, [this] {
        if (m_reach->confirm())
            m_battle.checkForChanges();
    });
    connect(m_reach, &BattleReach::lost, this, &PlayersServer::battleLost);
    // The live pages read again what changed meanwhile.
    connect(m_reach, &BattleReach::back, this, [this] {
        // Every page may have met the outage: each is told, the same to all.
        m_streams->tellAll();
        Q_EMIT battleBack();
    });
}

PlayersServer::~PlayersServer()
{
    stop();
    QCoreApplication::removeTranslator(m_language);
}

Result<quint16> PlayersServer::start(const QHostAddress &address, quint16 port)
{
    stop();
    auto *tcp = new GuardedTcpServer(m_limits, this);
    // A burst of connections (a crowd of slow ones among them) waits in the
    // kernel's queue rather than be dropped and retried seconds later.
    tcp->setListenBacklogSize(1024);
    bool listening = tcp->listen(address, port == 0 ? defaultPort() : port);
    if (!listening && port == 0)
        listening = tcp->listen(address, 0);
    if (!listening) {
        const QString why = tcp->errorString();
        delete tcp;
        return Failure::failed(
            QCoreApplication::translate("Adc::PlayersServer", "cannot listen on %1 port %2 (%3)")
                .arg(address.toString(), QString::number(port), why));
    }
    bind(tcp);
    tcp->guardAfterHttpServer();
    m_tcp = tcp;
    m_streams->start();
    return tcp->serverPort();
}

void PlayersServer::stop()
{
    m_streams->closeAll();
    delete m_tcp.data();
}

bool PlayersServer::isListening() const
{
    return m_tcp && m_tcp->isListening();
}

quint16 PlayersServer::port() const
{
    return m_tcp ? m_tcp->serverPort() : 0;
}

int PlayersServer::openConnections() const
{
    return m_tcp ? m_tcp->openConnections() : 0;
}

int PlayersServer::refusedConnections() const
{
    return m_tcp ? m_tcp->refusedConnections() : 0;
}

int PlayersServer::liveStreams() const
{
    return m_streams->count();
}

void PlayersServer::pollForChanges(int ms)
{
    m_poll.start(ms);
}

void PlayersServer::reconnectWhenLost(int ms)
{
    m_reach->reconnectEvery(ms);
}

bool PlayersServer::battleAway() const
{
    return m_reach->away();
}

bool PlayersServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    ConnectionGuard *guard = ConnectionGuard::of(socket);
    if (!guard)
        return true;
    // Taken first, whatever follows, so the next request gets its own.
    const RequestFraming framing = guard->takeRequest();
    if (!guard->answering())
        return true;
    const bool head = request.method() == QHttpServerRequest::Method::Head;
    bool streamed = false;
    bool wrongToken = false;
    HttpReply reply = m_reach->away() ? HttpReply::notFound()
                                      : answer(request, socket, framing, &streamed, &wrongToken);
    if (streamed)
        return true;
    // An answer read while the battle was away is no answer: its token went
    // unchecked, and the client is not to blame.
    if (!m_reach->confirm()) {
        const RequestLanguage::Scope scope(*m_language,
                                           RequestLanguage::choose(RequestHeaders::value(
                                               request, QByteArrayLiteral("accept-language"))));
        reply = unavailable();
        wrongToken = false;
    }
    const int delayMs
        = wrongToken ? m_throttle.failed(GuardedTcpServer::clientOf(request.remoteAddress())) : 0;
    guard->send(reply.bytes(!head, framing), delayMs, !framing.keepAlive);
    return true;
}

void PlayersServer::missingHandler(const QHttpServerRequest &, QTcpSocket *socket)
{
    ConnectionGuard::sendOn(socket, HttpReply::notFound().bytes(true, { false, false }));
}

HttpReply PlayersServer::answer(const QHttpServerRequest &request, QTcpSocket *socket,
                                const RequestFraming &framing, bool *streamed, bool *wrongToken)
{
    const QHttpServerRequest::Method method = request.method();
    const QStringList parts = request.url().path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    // A side's proposals are the one write; every other method is refused
    // before its path is looked at.
    const bool proposal = ProposalRoutes::isWrite(method, parts);
    if (!proposal && method != QHttpServerRequest::Method::Get
        && method != QHttpServerRequest::Method::Head)
        return HttpReply::methodNotAllowed();
    // Any token tried at a page counts against the address when wrong.
    *wrongToken = proposal
        || (parts.size() >= 2 && parts.size() <= 3
            && (parts.first() == QLatin1String("side") || parts.first() == QLatin1String("table")));
    if ((!proposal && (parts.size() < 2 || parts.size() > 3))
        || !PlayerTokens::isWellFormed(parts.value(1)))
        return HttpReply::notFound();
    const QString token = parts.at(1);
    const QString file = parts.value(2);
    const QString language = RequestLanguage::choose(
        RequestHeaders::value(request, QByteArrayLiteral("accept-language")));
    const PlayerTokens tokens
        = PlayerTokens::fromJson(m_battle.settings().value(PlayerTokens::settingKey()));
    const bool head = method == QHttpServerRequest::Method::Head;
    if (parts.first() == QLatin1String("table") && tokens.opensTable(token)) {
        *wrongToken = false;
        if (file == QLatin1String("events") && !head) {
            m_streams->open(socket, token, QString(), framing);
            *streamed = true;
        }
        return tableAnswer(token, file, language);
    }
    const qint64 sideId = parts.first() == QLatin1String("side") ? tokens.sideOf(token) : 0;
    QString side;
    for (const SideRecord &record : m_battle.sides()) {
        if (record.id == sideId)
            side = record.name;
    }
    if (side.isEmpty())
        return HttpReply::notFound();
    *wrongToken = false;
    if (proposal)
        return proposalAnswer(side, request, parts, language);
    if (file == QLatin1String("events") && !head) {
        m_streams->open(socket, token, side, framing);
        *streamed = true;
    }
    return sideAnswer(side, token, file, language, request.url().query(QUrl::FullyEncoded));
}

HttpReply PlayersServer::sideAnswer(const QString &side, const QString &token, const QString &file,
                                    const QString &language, const QString &query)
{
    const RequestLanguage::Scope scope(*m_language, language);
    if (file.isEmpty())
        return html(PlayerPages::sidePage(m_battle, side, QStringLiteral("/side/%1/").arg(token),
                                          language));
    if (file == QLatin1String("units.json"))
        return json(QJsonDocument(SideView::unitsJson(SideView::ownUnits(m_battle.units(), side))));
    if (file == QLatin1String("enemies.json")) {
        QJsonArray seen;
        for (const UnitRecord &unit :
             EnemySight::seenBy(side, m_battle.units(), m_battle.sweepEvidence().standing))
            seen.append(EnemySight::json(unit));
        return json(QJsonDocument(seen));
    }
    if (file == QLatin1String("proposals.json"))
        return json(QJsonDocument(ProposalRows(m_battle, side).json()));
    if (file == QLatin1String("odds.json")) {
        if (query.size() > LiveOdds::kMaxQueryBytes)
            return json(
                QJsonDocument(QJsonObject { { QStringLiteral("reason"), LiveOdds::tooLong() } }),
                400);
        return json(QJsonDocument(LiveOdds::json(m_battle, side, query)));
    }
    if (file == QLatin1String("rolls.json")) {
        const QList<UnitRecord> all = m_battle.units();
        const Rulings rulings = m_battle.rulings();
        QJsonArray rolls;
        for (const LogEntry &entry : SideView::rollsOf(m_battle.log(), all, side, kRollsListed))
            rolls.append(SideView::rollJson(entry, all, side, rulings));
        return json(QJsonDocument(rolls));
    }
    if (file == QLatin1String("events"))
        return HttpReply(200, QByteArrayLiteral("text/event-stream; charset=utf-8"), QByteArray());
    return asset(file).value_or(HttpReply::notFound());
}

HttpReply PlayersServer::tableAnswer(const QString &token, const QString &file,
                                     const QString &language)
{
    const RequestLanguage::Scope scope(*m_language, language);
    if (file.isEmpty())
        return html(
            PlayerPages::tablePage(m_battle, QStringLiteral("/table/%1/").arg(token), language));
    if (file == QLatin1String("events"))
        return HttpReply(200, QByteArrayLiteral("text/event-stream; charset=utf-8"), QByteArray());
    return asset(file).value_or(HttpReply::notFound());
}

HttpReply PlayersServer::proposalAnswer(const QString &side, const QHttpServerRequest &request,
                                        const QStringList &parts, const QString &language)
{
    const RequestLanguage::Scope scope(*m_language, language);
    return m_proposals->write(side, request, parts);
}

} // namespace Adc
