#include "ui/players/playerpagecard.h"

#include "ui/players/qrcodewidget.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Adc {

PlayerPageCard::PlayerPageCard(const QString &side, QWidget *parent)
    : QGroupBox(parent)
    , m_side(side)
    , m_address(new QLabel(this))
    , m_code(new QrCodeWidget(this))
    , m_copy(new QPushButton(tr("&Copy"), this))
    , m_renew(new QPushButton(tr("&Renew Address..."), this))
{
    // No & in a side's name may turn into a shortcut: the title is as typed.
    setTitle(side.isEmpty() ? tr("Table display")
                            : QString(side).replace(u'&', QStringLiteral("&&")));
    m_address->setTextFormat(Qt::PlainText);
    m_address->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_address->setWordWrap(true);
    m_copy->setToolTip(tr("Copy the address to the clipboard"));
    m_renew->setToolTip(side.isEmpty()
                            ? tr("A new address for the table display; the old one opens nothing")
                            : tr("A new address for this side; the old one opens nothing"));
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(address()); });
    connect(m_renew, &QPushButton::clicked, this, &PlayerPageCard::renewClicked);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_copy);
    buttons->addWidget(m_renew);
    buttons->addStretch(1);
    auto *text = new QVBoxLayout;
    text->addWidget(m_address);
    text->addLayout(buttons);
    text->addStretch(1);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_code);
    layout->addLayout(text, 1);
}

QString PlayerPageCard::address() const
{
    return m_address->text();
}

void PlayerPageCard::setAddress(const QString &address)
{
    m_address->setText(address);
    m_code->setText(address);
}

} // namespace Adc
