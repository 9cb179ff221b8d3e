#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

namespace Adc {

class Battle;

// Whether the players' view can read its battle now. A battle on a
// PostgreSQL server can be lost (the server restarted, the network fell);
// its reads then give empty values, which the pages must not take for a
// wrong token. Asked after each answer is made (one round trip to the
// server); once the battle does not answer it is away, and every request is
// answered 503, until it is reconnected: by the umpire's window, or by this
// watch on its own when asked to (adc serve).
class BattleReach : public QObject
{
    Q_OBJECT

public:
    explicit BattleReach(Battle &battle, QObject *parent = nullptr);

    // While the battle is away, tries to reconnect it every `ms`.
    void reconnectEvery(int ms);
    // Known away: no round trip asked.
    bool away() const { return m_away; }
    // Asks the battle now; false, and away from now on, when it does not
    // answer.
    bool confirm();
    // What the last try to reconnect said, in words; empty before one.
    QString lastFailure() const { return m_lastFailure; }

Q_SIGNALS:
    void lost();
    void back();

private:
    void tryAgain();
    void cameBack();

    Battle &m_battle;
    QTimer m_retry;
    bool m_reconnects = false;
    bool m_away = false;
    QString m_lastFailure;
};

} // namespace Adc
