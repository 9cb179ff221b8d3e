#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace Adc {

class Battle;
class PlayersDialog;

// View > Players' view...: opens the one Players' view dialog of the
// window on the battle on show. When the battle closes or another opens,
// the dialog goes, and the server it runs stops with it.
class PlayersActions : public QObject
{
    Q_OBJECT

public:
    explicit PlayersActions(QWidget *window);

    QAction *action() const { return m_action; }
    PlayersDialog *dialog() const;
    void setBattle(Battle *battle);
    void openDialog();

private:
    QPointer<QWidget> m_window;
    QPointer<Battle> m_battle;
    QPointer<PlayersDialog> m_dialog;
    QAction *m_action;
};

} // namespace Adc
