#pragma once

// Shared by the players' view tests: a battle of two sides with their
// addresses, a server on the loopback address, and a real HTTP client.

#include "core/model/playertokens.h"
#include "db/battlefixture.h"
#include "serve/server/playersserver.h"
#include "testfailure.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTcpSocket>

namespace Adc::Fixture {

struct HttpAnswer
{
    int status = 0;
    QByteArray body;
    QHash<QByteArray, QByteArray> headers; // names in lower case
};

inline HttpAnswer fetch(QNetworkAccessManager &client, const QUrl &url,
                        const QByteArray &verb = QByteArrayLiteral("GET"),
                        const QByteArray &language = QByteArray(),
                        const QByteArray &body = QByteArray())
{
    QNetworkRequest request(url);
    if (!language.isEmpty())
        request.setRawHeader("Accept-Language", language);
    QNetworkReply *reply = verb == "GET" ? client.get(request)
        : verb == "HEAD"                 ? client.head(request)
                                         : client.sendCustomRequest(request, verb, body);
    QSignalSpy finished(reply, &QNetworkReply::finished);
    if (!reply->isFinished())
        finished.wait(10000);
    HttpAnswer answer;
    answer.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    answer.body = reply->readAll();
    for (const auto &[name, value] : reply->rawHeaderPairs())
        answer.headers.insert(name.toLower(), value);
    reply->deleteLater();
    return answer;
}

// The sample of the tests: two French brigades and an Anglo-Allied one.
// When it cannot be made or served, the test has failed and isValid() is
// false.
struct ServedBattle
{
    TestBattle battle;
    qint64 legere = 0;
    qint64 ligne = 0;
    qint64 highlanders = 0;
    qint64 frenchSide = 0;
    qint64 alliedSide = 0;
    std::unique_ptr<PlayersServer> server;
    quint16 port = 0;

    explicit ServedBattle(const ServerLimits &limits = {})
    {
        if (!battle.isValid())
            return;
        legere = battle.add(infantry(QStringLiteral("2e Léger"), QStringLiteral("French"),
                                     QStringLiteral("Gauthier")));
        ligne = battle.add(infantry(QStringLiteral("<b>61e Ligne</b> %1"), QStringLiteral("French"),
                                    QStringLiteral("Bauduin")));
        highlanders = battle.add(infantry(QStringLiteral("1/42nd Highlanders"),
                                          QStringLiteral("Anglo-Allied"), QStringLiteral("Pack")));
        const ActionOutcome issued
            = battle->apply({ { QStringLiteral("action"), QStringLiteral("issue-tokens") } });
        if (!issued.ok())
            ADC_FAIL(QStringLiteral("cannot issue the tokens: ") + issued.error());
        for (const SideRecord &side : battle->sides())
            (side.name == QLatin1String("French") ? frenchSide : alliedSide) = side.id;
        server = std::make_unique<PlayersServer>(*battle.battle, limits);
        const Result<quint16> listening = server->start(QHostAddress::LocalHost);
        if (!listening) {
            ADC_FAIL(QStringLiteral("cannot listen: ") + listening.error());
            return;
        }
        port = *listening;
    }

    bool isValid() const { return battle.isValid() && port != 0; }

    PlayerTokens tokens() const
    {
        return PlayerTokens::fromJson(battle->settings().value(PlayerTokens::settingKey()));
    }
    QUrl url(const QString &path) const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(QString::number(port), path));
    }
    QUrl side(qint64 sideId, const QString &file = QString()) const
    {
        const QString token = tokens().sides.value(sideId);
        return url(QStringLiteral("/side/") + token
                   + (file.isEmpty() ? QString() : QStringLiteral("/") + file));
    }
    QUrl table(const QString &file = QString()) const
    {
        return url(QStringLiteral("/table/") + tokens().table
                   + (file.isEmpty() ? QString() : QStringLiteral("/") + file));
    }
};

// One request written on a raw connection (from `from`, any address of
// 127.0.0.0/8 on Linux, when given), and what comes back before the server
// closes it or a whole answer (by its Content-Length) has arrived.
class RawClient : public QObject
{
public:
    RawClient(quint16 port, QByteArray request, const QHostAddress &from = QHostAddress())
        : m_request(std::move(request))
    {
        connect(&socket, &QTcpSocket::connected, this, [this] {
            if (!m_request.isEmpty())
                socket.write(m_request);
        });
        connect(&socket, &QTcpSocket::readyRead, this, [this] { received += socket.readAll(); });
        connect(&socket, &QTcpSocket::disconnected, this, [this] { closed = true; });
        connect(&socket, &QTcpSocket::errorOccurred, this, [this] { closed = true; });
        if (!from.isNull() && !socket.bind(from)) {
            ADC_FAIL(QStringLiteral("cannot bind to ") + from.toString());
            closed = true;
            return;
        }
        socket.connectToHost(QHostAddress::LocalHost, port);
    }

    // The status lines of the whole answers received so far, in order
    // ("HTTP/1.1 200 OK"), each answer's end found by its Content-Length.
    QList<QByteArray> statusLines() const
    {
        QList<QByteArray> lines;
        qsizetype at = 0;
        while (at < received.size()) {
            const qsizetype end = received.indexOf("\r\n\r\n", at);
            if (end < 0)
                break;
            const QByteArray head = received.mid(at, end - at);
            const qsizetype length = head.toLower().indexOf("\r\ncontent-length: ");
            if (length < 0)
                break;
            const qsizetype stop = head.indexOf("\r\n", length + 2);
            const int size = head.mid(length + 18, stop < 0 ? -1 : stop - length - 18).toInt();
            if (received.size() < end + 4 + size)
                break;
            lines.append(head.left(head.indexOf("\r\n")));
            at = end + 4 + size;
        }
        return lines;
    }
    // The value of `name` (lower case) in the first answer's headers.
    QByteArray header(const QByteArray &name) const
    {
        const QByteArray head = received.left(received.indexOf("\r\n\r\n")).toLower();
        const qsizetype at = head.indexOf("\r\n" + name + ": ");
        if (at < 0)
            return QByteArray();
        const qsizetype from = at + name.size() + 4;
        const qsizetype stop = head.indexOf("\r\n", from);
        return head.mid(from, stop < 0 ? -1 : stop - from);
    }
    bool complete() const
    {
        const qsizetype end = received.indexOf("\r\n\r\n");
        if (end < 0)
            return false;
        const QByteArray head = received.left(end).toLower();
        const qsizetype at = head.indexOf("content-length: ");
        if (at < 0)
            return false;
        const qsizetype stop = head.indexOf("\r\n", at);
        const int length = head.mid(at + 16, stop < 0 ? -1 : stop - at - 16).trimmed().toInt();
        return received.size() - end - 4 >= length;
    }
    bool done() const { return closed || complete(); }
    int status() const { return received.mid(9, 3).toInt(); }

    QTcpSocket socket;
    QByteArray received;
    bool closed = false;

private:
    QByteArray m_request;
};

} // namespace Adc::Fixture
