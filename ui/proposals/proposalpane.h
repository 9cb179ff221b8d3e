#pragma once

#include "core/proposals/proposalrecord.h"

#include <QPointer>
#include <QWidget>
#include <optional>

class QLabel;

namespace Adc {

class Battle;
class ProposalModel;
class ProposalView;

// The Proposals dock's content: the fires, charges and moves the sides
// proposed from their players' pages, waiting for the umpire, oldest first,
// and their count for the status bar. Enter takes the one highlighted (the
// first unless another is) into its guided dialog, filled in from it, where
// Enter again applies it (the window opens the dialog: acceptRequested);
// Delete declines it, with a reason its side reads (DeclineDialog; the
// last reason used comes first, so Delete, Enter declines again). What
// the battle refuses (a proposal withdrawn meanwhile) goes to the status
// bar. The keyboard's focus given to the pane goes to the list.
class ProposalPane : public QWidget
{
    Q_OBJECT

public:
    explicit ProposalPane(QWidget *parent = nullptr);

    void setBattle(Battle *battle);
    ProposalModel *model() const { return m_model; }
    ProposalView *view() const { return m_view; }
    // "3 proposals waiting", for the status bar; empty when none is.
    QLabel *waitingLabel() const { return m_waiting; }

public Q_SLOTS:
    // What Enter and Delete do on the list.
    void acceptChosen();
    void openChosen();
    void declineChosen();
    // What the window did with an accept, in words, under the list and in
    // the status bar; refused: nothing was applied.
    void showRuled(const QString &text, bool refused);

Q_SIGNALS:
    // The umpire accepts this waiting proposal as proposed.
    void acceptRequested(qint64 proposal);
    // The umpire takes this waiting proposal into its dialog.
    void openRequested(qint64 proposal);
    // What was done, or refused and why, for the status bar.
    void message(const QString &text, bool refused);

private:
    // The proposal the keys act on, while it is still waiting; else says why.
    std::optional<ProposalRecord> chosenWaiting();
    // Its id, when a dialog can take it; else says why.
    std::optional<qint64> chosenTakeable();
    void decline(qint64 id, const QString &title, const QString &reason);
    void updateCount(int count);

    QPointer<Battle> m_battle;
    ProposalModel *m_model = nullptr;
    ProposalView *m_view = nullptr;
    QLabel *m_hint = nullptr;
    QLabel *m_done = nullptr;
    QLabel *m_waiting = nullptr;
    // The reason of the last decline, highlighted in the next.
    QString m_lastReason;
};

} // namespace Adc
