#include "serve/server/livestreams.h"

#include "core/model/playertokens.h"
#include "db/battle/battle.h"
#include "serve/server/battlereach.h"
#include "serve/server/connectionguard.h"
#include "serve/server/httpreply.h"

#include <QCryptographicHash>
#include <QTcpSocket>

namespace Adc {

namespace {

constexpr int kChangeDelayMs = 40;

} // namespace

LiveStreams::LiveStreams(Battle &battle, BattleReach &reach, int keepAliveMs, PageReader page,
                         QObject *parent)
    : QObject(parent)
    , m_battle(battle)
    , m_reach(reach)
    , m_page(std::move(page))
{
    m_change.setSingleShot(true);
    m_change.setInterval(kChangeDelayMs);
    connect(&m_change, &QTimer::timeout, this, &LiveStreams::pushChange);
    m_keepAlive.setInterval(keepAliveMs);
    connect(&m_keepAlive, &QTimer::timeout, this, &LiveStreams::keepAlive);
    connect(&battle, &Battle::unitsChanged, this, &LiveStreams::scheduleChange);
    connect(&battle, &Battle::unitAdded, this, &LiveStreams::scheduleChange);
    connect(&battle, &Battle::unitRemoved, this, &LiveStreams::scheduleChange);
    connect(&battle, &Battle::clockChanged, this, &LiveStreams::scheduleChange);
    connect(&battle, &Battle::battleChanged, this, &LiveStreams::scheduleChange);
    connect(&battle, &Battle::logAppended, this, &LiveStreams::scheduleChange);
    connect(&battle, &Battle::changedElsewhere, this, &LiveStreams::scheduleChange);
    // A proposal made, withdrawn or ruled on: its side's list and the
    // table's count of those waiting.
    connect(&battle, &Battle::proposalsChanged, this, &LiveStreams::scheduleChange);
}

void LiveStreams::open(QTcpSocket *socket, const QString &token, const QString &side,
                       const RequestFraming &framing)
{
    const QByteArray head = HttpReply::streamHead(framing) + "retry: 1000\n\n";
    if (ConnectionGuard *guard = ConnectionGuard::of(socket))
        guard->beginStream(head);
    else
        socket->write(head);
    m_streams.append({ socket, token, side.isEmpty(), side,
                       side.isEmpty() ? QByteArray() : shownTo(side, token) });
    connect(socket, &QObject::destroyed, this,
            [this] { m_streams.removeIf([](const Stream &stream) { return !stream.socket; }); });
}

void LiveStreams::closeAll()
{
    m_keepAlive.stop();
    for (const Stream &stream : std::as_const(m_streams)) {
        if (stream.socket)
            stream.socket->abort();
    }
    m_streams.clear();
}

void LiveStreams::tellAll()
{
    for (Stream &stream : m_streams)
        stream.shown.clear();
    scheduleChange();
}

void LiveStreams::scheduleChange()
{
    // What each side is shown may differ from now on.
    m_shown.clear();
    if (!m_streams.isEmpty() && !m_change.isActive())
        m_change.start();
}

bool LiveStreams::stillValid(const Stream &stream, const PlayerTokens &tokens)
{
    return stream.table ? tokens.opensTable(stream.token) : tokens.sideOf(stream.token) != 0;
}

void LiveStreams::pushChange()
{
    // A renewed token cuts its live pages off at once.
    const PlayerTokens tokens
        = PlayerTokens::fromJson(m_battle.settings().value(PlayerTokens::settingKey()));
    // Not read: the pages are kept, and told once the battle is back.
    if (!m_reach.confirm())
        return;
    for (Stream &stream : m_streams) {
        if (!stream.socket)
            continue;
        if (!stillValid(stream, tokens)) {
            stream.socket->abort();
            continue;
        }
        if (!stream.table) {
            const QByteArray now = shownTo(stream.side, stream.token);
            if (now == stream.shown)
                continue;
            stream.shown = now;
        }
        ConnectionGuard::sendOn(stream.socket, QByteArrayLiteral("data: change\n\n"));
    }
    m_streams.removeIf([](const Stream &stream) {
        return !stream.socket || stream.socket->state() != QAbstractSocket::ConnectedState;
    });
}

QByteArray LiveStreams::shownTo(const QString &side, const QString &token)
{
    // Once a token between two changes, however many of its pages open.
    if (const auto known = m_shown.constFind(token); known != m_shown.cend())
        return *known;
    QCryptographicHash digest(QCryptographicHash::Sha256);
    for (const char *file : { "", "units.json", "enemies.json", "rolls.json", "proposals.json" })
        digest.addData(m_page(side, token, QLatin1String(file)));
    return m_shown.insert(token, digest.result()).value();
}

void LiveStreams::keepAlive()
{
    for (const Stream &stream : std::as_const(m_streams)) {
        if (stream.socket)
            ConnectionGuard::sendOn(stream.socket, QByteArrayLiteral(": still here\n\n"));
    }
}

} // namespace Adc
