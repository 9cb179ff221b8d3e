#include "ui/proposals/proposalpane.h"

#include "core/orders/order.h"
#include "db/battle/battle.h"
#include "db/battle/proposaldesk.h"
#include "ui/proposals/declinedialog.h"
#include "ui/proposals/proposaldialogs.h"
#include "ui/proposals/proposalmodel.h"
#include "ui/proposals/proposaltext.h"
#include "ui/proposals/proposalview.h"

#include <QLabel>
#include <QVBoxLayout>

namespace Adc {

ProposalPane::ProposalPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new ProposalModel(this))
    , m_view(new ProposalView(this))
{
    setObjectName(QStringLiteral("proposalPane"));
    m_view->setModel(m_model);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("proposalHint"));
    m_hint->setWordWrap(true);
    m_hint->setStyleSheet(QStringLiteral("QLabel { color: #555; }"));
    // What the last Enter did, until the next.
    m_done = new QLabel(this);
    m_done->setObjectName(QStringLiteral("proposalDone"));
    m_done->setWordWrap(true);
    m_done->hide();
    // Shown in the window's status bar, where the window puts it.
    m_waiting = new QLabel(this);
    m_waiting->setObjectName(QStringLiteral("proposalsWaiting"));
    m_waiting->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_done);
    layout->addWidget(m_hint);
    setFocusProxy(m_view);
    m_view->setToolTip(tr("Enter: accept as proposed; Space: open in its dialog to change it; "
                          "Delete: decline"));
    connect(m_view, &ProposalView::acceptRequested, this, &ProposalPane::acceptChosen);
    connect(m_view, &ProposalView::openRequested, this, &ProposalPane::openChosen);
    connect(m_view, &ProposalView::declineRequested, this, &ProposalPane::declineChosen);
    connect(m_model, &ProposalModel::waitingChanged, this, &ProposalPane::updateCount);
    updateCount(0);
}

void ProposalPane::setBattle(Battle *battle)
{
    m_battle = battle;
    m_model->setBattle(battle);
}

void ProposalPane::updateCount(int count)
{
    m_waiting->setText(count > 0 ? tr("%n proposal(s) waiting", nullptr, count) : QString());
    m_waiting->setVisible(count > 0);
    m_hint->setText(count > 0 ? tr("Enter accepts the highlighted proposal as proposed (a charge, "
                                   "or what needs the umpire, opens its dialog); Space opens it "
                                   "in its dialog to change it first; Delete declines it.")
                              : tr("No proposal is waiting. The sides propose fires, charges "
                                   "and moves from their players' pages."));
}

std::optional<ProposalRecord> ProposalPane::chosenWaiting()
{
    const qint64 id = m_view->chosenProposal();
    if (!m_battle || id == 0)
        return std::nullopt;
    if (m_battle->isReadOnly()) {
        Q_EMIT message(m_battle->readOnlyReason(), true);
        return std::nullopt;
    }
    // Its side may have withdrawn it, or another station ruled on it,
    // since the list was read.
    m_battle->checkForChanges();
    const std::optional<ProposalRecord> proposal = m_battle->proposals().find(id);
    const ProposalRecord::State state
        = proposal ? proposal->state(m_battle->clock()) : ProposalRecord::State::Withdrawn;
    if (state == ProposalRecord::State::Waiting)
        return proposal;
    Q_EMIT message((proposal ? ProposalText::title(*proposal) : tr("The proposal"))
                       + QStringLiteral(": ") + ProposalRecord::stateText(state),
                   true);
    m_model->refresh();
    return std::nullopt;
}

void ProposalPane::acceptChosen()
{
    if (const std::optional<qint64> id = chosenTakeable())
        Q_EMIT acceptRequested(*id);
}

void ProposalPane::openChosen()
{
    if (const std::optional<qint64> id = chosenTakeable())
        Q_EMIT openRequested(*id);
}

void ProposalPane::showRuled(const QString &text, bool refused)
{
    m_done->setText(refused ? tr("Not done: ") + text : text);
    m_done->setVisible(!text.isEmpty());
    Q_EMIT message(text, refused);
}

std::optional<qint64> ProposalPane::chosenTakeable()
{
    const std::optional<ProposalRecord> proposal = chosenWaiting();
    if (!proposal)
        return std::nullopt;
    if (const QString refusal = ProposalDialogs::refusal(*proposal); !refusal.isEmpty()) {
        Q_EMIT message(ProposalText::title(*proposal) + QStringLiteral(": ") + refusal, true);
        return std::nullopt;
    }
    return proposal->id;
}

void ProposalPane::declineChosen()
{
    const std::optional<ProposalRecord> proposal = chosenWaiting();
    if (!proposal)
        return;
    const qint64 id = proposal->id;
    const QString title = ProposalText::title(*proposal);
    const QString described = m_model->describe(id);
    auto *dialog = new DeclineDialog(described.isEmpty() ? title : described, window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->highlightReason(m_lastReason);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog, id, title] { decline(id, title, dialog->reason()); });
    dialog->open();
}

void ProposalPane::decline(qint64 id, const QString &title, const QString &reason)
{
    if (!m_battle)
        return;
    const ActionOutcome outcome = m_battle->apply(Order(DeclineOrder { id, reason }));
    if (!outcome) {
        Q_EMIT message(outcome.error(), true);
        return;
    }
    m_lastReason = reason;
    Q_EMIT message(title + tr(" declined: ") + reason, false);
}

} // namespace Adc
