#pragma once

#include "core/common/result.h"

#include <QDialog>
#include <QList>
#include <QPointer>
#include <functional>
#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QVBoxLayout;

namespace Adc {

class Battle;
class PlayerPageCard;
class PlayersServer;

// View > Players' view: the umpire turns the players' view server on and
// off (the address and port it listens on), sees each side's address and
// the table display's as text and as a QR code, renews one (the old one
// then opens nothing), and prints the handouts. The server runs in the
// window's event loop on the window's battle and stops when the switch is
// turned off or the dialog goes with the battle. It writes to the battle
// only to issue or renew addresses, through the battle's actions.
class PlayersDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PlayersDialog(Battle *battle, QWidget *parent = nullptr);
    ~PlayersDialog() override;

    // Asked before an address is renewed; the default asks in a message box.
    using Confirm = std::function<bool(const QString &question)>;
    void setConfirm(Confirm confirm) { m_confirm = std::move(confirm); }

    QCheckBox *serveSwitch() const { return m_switch; }
    QLineEdit *bindEdit() const { return m_bind; }
    QSpinBox *portBox() const { return m_port; }
    QLabel *statusLabel() const { return m_status; }
    QPushButton *handoutButton() const { return m_handout; }
    QList<PlayerPageCard *> cards() const { return m_cards; }
    PlayersServer *server() const { return m_server.get(); }

    // Turns the server on or off as the switch does; answers why not.
    Result<void> setServing(bool on);
    bool isServing() const;
    // Writes the handouts' PDF, a page per side and one for the table.
    Result<int> saveHandouts(const QString &path) const;

private:
    void switchToggled(bool on);
    void stopServing();
    void renew(PlayerPageCard *card);
    void chooseHandouts();
    void showPages();
    void clearPages();
    void showStatus(const QString &text);

    QPointer<Battle> m_battle;
    std::unique_ptr<PlayersServer> m_server;
    QString m_host;
    Confirm m_confirm;
    QCheckBox *m_switch;
    QLineEdit *m_bind;
    QSpinBox *m_port;
    QLabel *m_status;
    QPushButton *m_handout;
    QVBoxLayout *m_pagesLayout;
    QList<PlayerPageCard *> m_cards;
};

} // namespace Adc
