#pragma once

#include "serve/server/requestscanner.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <functional>

class QTcpSocket;

namespace Adc {

class Battle;
class BattleReach;
struct PlayerTokens;

// The players' live pages: each open events stream, told "change" when the
// battle changed in what its page shows (a side's), or at all (the
// table's), and a comment every keepAliveMs so that nothing between cuts it
// off. A stream whose token was renewed is cut off at the next change.
// While the battle does not answer, nothing is told; once it is back,
// every page is told (tellAll).
class LiveStreams : public QObject
{
    Q_OBJECT

public:
    // The body of `side`'s page `file` ("" for the page itself) as `token`
    // would be served it.
    using PageReader
        = std::function<QByteArray(const QString &side, const QString &token, const QString &file)>;

    LiveStreams(Battle &battle, BattleReach &reach, int keepAliveMs, PageReader page,
                QObject *parent = nullptr);

    // Opens the stream of `token`'s page on `socket`; `side` empty for the
    // table's.
    void open(QTcpSocket *socket, const QString &token, const QString &side,
              const RequestFraming &framing);
    // The keep-alive comments begin (the server listens).
    void start() { m_keepAlive.start(); }
    // Every stream closed, and the comments stopped.
    void closeAll();
    int count() const { return static_cast<int>(m_streams.size()); }
    // Every page told of a change, whatever it shows now.
    void tellAll();

private:
    struct Stream
    {
        QPointer<QTcpSocket> socket;
        QString token;
        bool table = false;
        // A side's: its name, and what its page showed when last told.
        QString side;
        QByteArray shown;
    };

    void scheduleChange();
    void pushChange();
    void keepAlive();
    static bool stillValid(const Stream &stream, const PlayerTokens &tokens);
    // A digest of all that `side`'s page and its JSON show now (the
    // proposals' odds aside, which follow from them): its stream tells of
    // a change only when this differs, so a side hears nothing of what it
    // may not see.
    QByteArray shownTo(const QString &side, const QString &token);

    Battle &m_battle;
    BattleReach &m_reach;
    PageReader m_page;
    QList<Stream> m_streams;
    // shownTo's digests by token, until the battle next changes.
    QHash<QString, QByteArray> m_shown;
    QTimer m_change;
    QTimer m_keepAlive;
};

} // namespace Adc
