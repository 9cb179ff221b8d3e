#include "ui/players/playersdialog.h"

#include "core/orders/order.h"
#include "db/battle/battle.h"
#include "print/handout/playershandout.h"
#include "serve/server/playersserver.h"
#include "serve/view/playeraddresses.h"
#include "ui/players/playerpagecard.h"
#include "ui/window/printactions.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHostAddress>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Adc {

PlayersDialog::PlayersDialog(Battle *battle, QWidget *parent)
    : QDialog(parent)
    , m_battle(battle)
    , m_switch(new QCheckBox(tr("&Serve the players' view on the local network"), this))
    , m_bind(new QLineEdit(this))
    , m_port(new QSpinBox(this))
    , m_status(new QLabel(this))
    , m_handout(new QPushButton(tr("&Print Handouts..."), this))
    , m_pagesLayout(new QVBoxLayout)
{
    setObjectName(QStringLiteral("playersDialog"));
    setWindowTitle(tr("Players' View"));
    m_confirm = [this](const QString &question) {
        return QMessageBox::question(this, tr("Renew Address"), question) == QMessageBox::Yes;
    };
    m_bind->setPlaceholderText(tr("All local network interfaces"));
    m_bind->setToolTip(tr("The IP address to listen on; empty for every interface of this "
                          "computer"));
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(
        tr("%1, or a free port when taken").arg(PlayersServer::defaultPort()));
    m_port->setValue(0);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_handout->setToolTip(tr("A page per side with its address and QR code, as PDF"));
    m_handout->setEnabled(false);

    auto *form = new QFormLayout;
    form->addRow(tr("&Address:"), m_bind);
    form->addRow(tr("P&ort:"), m_port);
    auto *pages = new QWidget;
    pages->setLayout(m_pagesLayout);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(pages);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_handout, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_switch);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    resize(620, 640);

    connect(m_switch, &QCheckBox::toggled, this, &PlayersDialog::switchToggled);
    connect(m_handout, &QPushButton::clicked, this, &PlayersDialog::chooseHandouts);
    if (battle) {
        connect(battle, &Battle::battleChanged, this, &PlayersDialog::showPages);
        connect(battle, &Battle::changedElsewhere, this, &PlayersDialog::showPages);
        connect(battle, &QObject::destroyed, this, [this] { stopServing(); });
    }
    showStatus(tr("The players' view is off: no page is served."));
}

PlayersDialog::~PlayersDialog() = default;

bool PlayersDialog::isServing() const
{
    return m_server && m_server->isListening();
}

Result<void> PlayersDialog::setServing(bool on)
{
    if (!on || !m_battle) {
        stopServing();
        return {};
    }
    QHostAddress address(QHostAddress::Any);
    if (!m_bind->text().trimmed().isEmpty() && !address.setAddress(m_bind->text().trimmed()))
        return Failure::malformed(tr("%1 is not an IP address").arg(m_bind->text().trimmed()));
    // The pages that have no address get one, as adc serve gives them.
    if (!PlayerAddresses::everyPageHasToken(*m_battle)) {
        const ActionOutcome issued = m_battle->apply(IssueTokensOrder());
        if (!issued.ok())
            return issued.failure();
    }
    auto server = std::make_unique<PlayersServer>(*m_battle);
    const Result<quint16> port = server->start(address, quint16(m_port->value()));
    if (!port)
        return port.failure();
    m_server = std::move(server);
    m_host = PlayerAddresses::host(address);
    {
        const QSignalBlocker blocker(m_switch);
        m_switch->setChecked(true);
    }
    m_bind->setEnabled(false);
    m_port->setEnabled(false);
    m_handout->setEnabled(true);
    showStatus(tr("Serving on port %1. Each side opens its own address; keep each to its side.")
                   .arg(*port));
    showPages();
    return {};
}

void PlayersDialog::stopServing()
{
    m_server.reset();
    clearPages();
    m_handout->setEnabled(false);
    const QSignalBlocker blocker(m_switch);
    m_switch->setChecked(false);
    m_bind->setEnabled(true);
    m_port->setEnabled(true);
    showStatus(tr("The players' view is off: no page is served."));
}

void PlayersDialog::switchToggled(bool on)
{
    if (const Result<void> done = setServing(on); !done) {
        stopServing();
        showStatus(tr("The players' view could not start: %1").arg(done.error()));
    }
}

void PlayersDialog::clearPages()
{
    qDeleteAll(m_cards);
    m_cards.clear();
}

void PlayersDialog::showPages()
{
    if (!isServing() || !m_battle) {
        clearPages();
        return;
    }
    QList<QPair<QString, QString>> pages;
    QString table;
    for (const PlayerAddresses::Page &page :
         PlayerAddresses::pages(*m_battle, m_host, m_server->port())) {
        if (page.side.isEmpty())
            table = page.address;
        else
            pages.append({ page.side, page.address });
    }
    // The table display's card is always last, its address or none yet.
    pages.append({ QString(), table });
    // Cards are kept while the pages are the same, so a selection stays.
    bool same = m_cards.size() == pages.size();
    for (qsizetype i = 0; same && i < pages.size(); ++i)
        same = m_cards.at(i)->side() == pages.at(i).first;
    if (!same) {
        clearPages();
        for (const auto &[side, address] : std::as_const(pages)) {
            auto *card = new PlayerPageCard(side);
            connect(card, &PlayerPageCard::renewClicked, this, [this, card] { renew(card); });
            m_pagesLayout->addWidget(card);
            m_cards.append(card);
        }
    }
    for (qsizetype i = 0; i < pages.size(); ++i) {
        if (m_cards.at(i)->address() != pages.at(i).second)
            m_cards.at(i)->setAddress(pages.at(i).second);
    }
}

void PlayersDialog::renew(PlayerPageCard *card)
{
    if (!m_battle)
        return;
    const QString question = card->side().isEmpty()
        ? tr("Renew the table display's address? The old one will open nothing: every screen "
             "showing it needs the new one.")
        : tr("Renew the address of the side %1? The old one will open nothing: its players "
             "need the new one (a new handout).")
              .arg(card->side());
    if (m_confirm && !m_confirm(question))
        return;
    RenewTokenOrder order;
    if (card->side().isEmpty())
        order.page = QStringLiteral("table");
    else
        order.side = card->side();
    const ActionOutcome renewed = m_battle->apply(order);
    if (!renewed.ok())
        showStatus(tr("The address was not renewed: %1").arg(renewed.error()));
    showPages();
}

Result<int> PlayersDialog::saveHandouts(const QString &path) const
{
    if (!m_battle || !isServing())
        return Failure::failed(tr("the players' view is off"));
    QList<PlayersHandout::Page> pages;
    for (const PlayerPageCard *card : m_cards)
        pages.append({ card->side(), card->address() });
    return PlayersHandout(m_battle->name(), pages)
        .writePdf(path, PrintActions::localPaper(), m_battle->path());
}

void PlayersDialog::chooseHandouts()
{
    if (!m_battle)
        return;
    const QString suggested = QFileInfo(m_battle->path()).completeBaseName() + tr("-players.pdf");
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Players' Handouts"), QFileInfo(m_battle->path()).dir().filePath(suggested),
        tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (const Result<int> written = saveHandouts(path); !written)
        QMessageBox::warning(this, tr("Save Players' Handouts"), written.error());
}

void PlayersDialog::showStatus(const QString &text)
{
    m_status->setText(text);
}

} // namespace Adc
