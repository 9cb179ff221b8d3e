#pragma once

#include <QFrame>
#include <QPointer>

class QLabel;
class QPushButton;

namespace Adc {

class Battle;

// The window's hold on where the battle is kept. Another program writing to
// a battle file shows within a second: the bar looks a few times a second
// and the battle announces what was logged (a battle on a server hears of it
// by itself). When the connection to the server is lost (the action under
// way rolled back), the bar over the roster says so and offers to reconnect:
// the same battle opens again on a new connection, the views and their
// selection kept.
class ConnectionBar : public QFrame
{
    Q_OBJECT

public:
    explicit ConnectionBar(QWidget *parent = nullptr);

    void setBattle(Battle *battle);
    // A widget that shows this bar over `content`.
    QWidget *over(QWidget *content);
    QString text() const;
    QPushButton *reconnectButton() const { return m_reconnect; }

    void reconnect();

Q_SIGNALS:
    // The connection was lost or stands again: what may be done changed.
    void connectionChanged();

private:
    void showLost(const QString &message);

    QPointer<Battle> m_battle;
    QLabel *m_message = nullptr;
    QPushButton *m_reconnect = nullptr;
};

} // namespace Adc
