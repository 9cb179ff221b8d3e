#include "ui/players/playersactions.h"

#include "db/battle/battle.h"
#include "ui/players/playersdialog.h"

#include <QAction>
#include <QWidget>

namespace Adc {

PlayersActions::PlayersActions(QWidget *window)
    : QObject(window)
    , m_window(window)
    , m_action(new QAction(tr("&Players' View..."), this))
{
    m_action->setObjectName(QStringLiteral("playersViewAction"));
    m_action->setStatusTip(
        tr("Serve each side a read-only page of its units and rolls on the local network"));
    m_action->setEnabled(false);
    connect(m_action, &QAction::triggered, this, &PlayersActions::openDialog);
}

PlayersDialog *PlayersActions::dialog() const
{
    return m_dialog.data();
}

void PlayersActions::setBattle(Battle *battle)
{
    if (battle == m_battle)
        return;
    // The server stops with its dialog, before the battle it serves closes.
    delete m_dialog.data();
    m_battle = battle;
    m_action->setEnabled(battle != nullptr);
}

void PlayersActions::openDialog()
{
    if (!m_battle)
        return;
    if (!m_dialog)
        m_dialog = new PlayersDialog(m_battle, m_window);
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
}

} // namespace Adc
