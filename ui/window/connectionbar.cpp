#include "ui/window/connectionbar.h"

#include "db/battle/battle.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace Adc {

ConnectionBar::ConnectionBar(QWidget *parent)
    : QFrame(parent)
    , m_message(new QLabel(this))
    , m_reconnect(new QPushButton(tr("&Reconnect"), this))
{
    setObjectName(QStringLiteral("connectionBar"));
    setFrameShape(QFrame::StyledPanel);
    setStyleSheet(QStringLiteral("#connectionBar { background: #fff3cd; }"));
    m_message->setObjectName(QStringLiteral("connectionMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_reconnect->setObjectName(QStringLiteral("reconnectButton"));
    m_reconnect->setToolTip(tr("Open the same battle on the server again"));
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_message, 1);
    layout->addWidget(m_reconnect);
    connect(m_reconnect, &QPushButton::clicked, this, &ConnectionBar::reconnect);
    hide();
    auto *poll = new QTimer(this);
    poll->setObjectName(QStringLiteral("changesPoll"));
    poll->setInterval(400);
    connect(poll, &QTimer::timeout, this, [this] {
        if (m_battle && !m_battle->isLive() && m_battle->isConnected())
            m_battle->checkForChanges();
    });
    poll->start();
}

QWidget *ConnectionBar::over(QWidget *content)
{
    auto *holder = new QWidget(parentWidget());
    auto *layout = new QVBoxLayout(holder);
    layout->setContentsMargins(0, 0, 0, 0);
    setParent(holder);
    layout->addWidget(this);
    layout->addWidget(content, 1);
    return holder;
}

void ConnectionBar::setBattle(Battle *battle)
{
    if (m_battle)
        disconnect(m_battle, nullptr, this, nullptr);
    m_battle = battle;
    hide();
    if (!battle)
        return;
    connect(battle, &Battle::connectionLost, this, &ConnectionBar::showLost);
    connect(battle, &Battle::reconnected, this, [this] {
        hide();
        Q_EMIT connectionChanged();
    });
}

QString ConnectionBar::text() const
{
    return m_message->text();
}

void ConnectionBar::showLost(const QString &message)
{
    m_message->setText(
        tr("Nothing can be changed until the battle is reconnected. %1").arg(message));
    show();
    Q_EMIT connectionChanged();
}

void ConnectionBar::reconnect()
{
    if (!m_battle)
        return;
    if (const Result<void> done = m_battle->reconnect(); !done)
        m_message->setText(tr("Cannot reconnect: %1").arg(done.error()));
}

} // namespace Adc
