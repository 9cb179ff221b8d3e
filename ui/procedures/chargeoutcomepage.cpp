#include "ui/procedures/chargeoutcomepage.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QLabel>
#include <QRadioButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace Adc {

namespace {

const QList<ChargeOutcome> kOutcomes { ChargeOutcome::Home, ChargeOutcome::Repulsed,
                                       ChargeOutcome::Retires, ChargeOutcome::Firefight };

} // namespace

ChargeOutcomePage::ChargeOutcomePage(QWidget *parent)
    : QWidget(parent)
{
    m_headline = new QLabel(this);
    m_headline->setWordWrap(true);
    m_group = new QButtonGroup(this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    for (int i = 0; i < kOutcomes.size(); ++i) {
        const ChargeOutcome outcome = kOutcomes.at(i);
        // "&1 The charge goes home": a digit picks it.
        auto *button = new QRadioButton(
            QStringLiteral("&%1  ").arg(i + 1) + chargeOutcomeTitle(outcome), this);
        button->setObjectName(chargeOutcomeName(outcome));
        auto *note = new QLabel(consequence(outcome), this);
        note->setWordWrap(true);
        note->setIndent(28);
        note->setStyleSheet(QStringLiteral("color: #555"));
        m_group->addButton(button, i);
        // The digit alone picks it too, wherever the dialog's focus is, while
        // this page is shown, and records it: one key for how it ended.
        auto *digit = new QShortcut(QKeySequence(Qt::Key(Qt::Key_1 + i)), this);
        connect(digit, &QShortcut::activated, this, [this, i] { pick(i); });
        layout->addWidget(button);
        layout->addWidget(note);
    }
    layout->addStretch(1);
    connect(m_group, &QButtonGroup::idClicked, this, &ChargeOutcomePage::chosen);
}

int ChargeOutcomePage::count()
{
    return int(kOutcomes.size());
}

void ChargeOutcomePage::pick(int index)
{
    if (QAbstractButton *button = m_group->button(index)) {
        button->setFocus(Qt::ShortcutFocusReason);
        button->click();
        Q_EMIT pickedByKey();
    }
}

void ChargeOutcomePage::setHeadline(const QString &html)
{
    m_headline->setText(html);
}

std::optional<ChargeOutcome> ChargeOutcomePage::outcome() const
{
    const int id = m_group->checkedId();
    return id >= 0 && id < kOutcomes.size() ? std::optional<ChargeOutcome>(kOutcomes.at(id))
                                            : std::nullopt;
}

void ChargeOutcomePage::setOutcome(ChargeOutcome outcome)
{
    if (QAbstractButton *button = m_group->button(int(kOutcomes.indexOf(outcome)))) {
        button->setChecked(true);
        Q_EMIT chosen();
    }
}

QString ChargeOutcomePage::consequence(ChargeOutcome outcome)
{
    switch (outcome) {
    case ChargeOutcome::Home:
        return tr("The contact is recorded; what follows is outside these rules: edit the "
                  "units' results.");
    case ChargeOutcome::Repulsed:
        return tr("The charger falls back: it has moved this segment.");
    case ChargeOutcome::Retires:
        return tr("The defender falls back: it has moved this segment.");
    case ChargeOutcome::Firefight:
        return tr("Both, or all, units enter firefight status.");
    }
    return QString();
}

} // namespace Adc
