#include "ui/proposals/declinedialog.h"

#include "core/proposals/declineorder.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace Adc {

DeclineDialog::DeclineDialog(const QString &proposal, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("declineDialog"));
    setWindowTitle(tr("Decline the Proposal"));
    auto *headline = new QLabel(proposal, this);
    headline->setObjectName(QStringLiteral("declined"));
    headline->setTextFormat(Qt::PlainText);
    headline->setWordWrap(true);

    m_reasons = new QListWidget(this);
    m_reasons->setObjectName(QStringLiteral("reasons"));
    m_reasons->addItems(usualReasons());
    m_reasons->setCurrentRow(0);
    auto *reasonsLabel = new QLabel(tr("&Reason, as the side will read it:"), this);
    reasonsLabel->setBuddy(m_reasons);

    m_typed = new QLineEdit(this);
    m_typed->setObjectName(QStringLiteral("typedReason"));
    m_typed->setMaxLength(DeclineOrder::kMaxReason);
    m_typed->setPlaceholderText(tr("a reason of your own, in place of the one above"));
    auto *typedLabel = new QLabel(tr("&Or say why:"), this);
    typedLabel->setBuddy(m_typed);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_decline = buttons->addButton(tr("&Decline"), QDialogButtonBox::AcceptRole);
    m_decline->setObjectName(QStringLiteral("decline"));
    m_decline->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setTabOrder(m_reasons, m_typed);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(headline);
    layout->addWidget(reasonsLabel);
    layout->addWidget(m_reasons, 1);
    layout->addWidget(typedLabel);
    layout->addWidget(m_typed);
    layout->addWidget(buttons);
    m_reasons->setFocus(Qt::OtherFocusReason);
    resize(520, 340);
}

QStringList DeclineDialog::usualReasons()
{
    return { tr("out of range"), tr("no line of sight"), tr("the unit has already acted"),
             tr("not this segment's side") };
}

void DeclineDialog::highlightReason(const QString &reason)
{
    if (reason.isEmpty())
        return;
    const QList<QListWidgetItem *> found = m_reasons->findItems(reason, Qt::MatchExactly);
    if (found.isEmpty())
        m_reasons->insertItem(0, reason);
    m_reasons->setCurrentItem(found.isEmpty() ? m_reasons->item(0) : found.first());
}

QString DeclineDialog::reason() const
{
    const QString typed = m_typed->text().trimmed();
    if (!typed.isEmpty())
        return typed;
    const QListWidgetItem *current = m_reasons->currentItem();
    return current ? current->text() : QString();
}

} // namespace Adc
