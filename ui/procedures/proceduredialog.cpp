#include "ui/procedures/proceduredialog.h"
#include "ui/panels/failurewords.h"

#include "core/common/vocabularytext.h"
#include "core/dice/seededrandom.h"
#include "core/model/unitrecord.h"
#include "core/orders/ordercodec.h"
#include "db/battle/battle.h"
#include "ui/choosers/unitchooser.h"

#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace Adc {

ProcedureDialog::ProcedureDialog(Battle *battle, QWidget *parent)
    : QDialog(parent)
    , m_battle(battle)
{
    rememberUnits();
    m_header = new QLabel(this);
    m_header->setObjectName(QStringLiteral("steps"));
    m_header->setTextFormat(Qt::RichText);
    m_stack = new QStackedWidget(this);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_back = new QPushButton(tr("&Back"), this);
    m_back->setObjectName(QStringLiteral("back"));
    m_back->setAutoDefault(false);
    m_primary = new QPushButton(this);
    m_primary->setObjectName(QStringLiteral("primary"));
    m_primary->setDefault(true);
    m_close = new QPushButton(tr("Close"), this);
    m_close->setObjectName(QStringLiteral("close"));
    m_close->setAutoDefault(false);
    connect(m_back, &QPushButton::clicked, this, &ProcedureDialog::back);
    connect(m_primary, &QPushButton::clicked, this, &ProcedureDialog::next);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    auto *backKey = new QShortcut(QKeySequence(Qt::ALT | Qt::Key_Left), this);
    connect(backKey, &QShortcut::activated, this, &ProcedureDialog::back);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addStretch(1);
    buttons->addWidget(m_close);
    buttons->addWidget(m_primary);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_message);
    layout->addLayout(buttons);
}

ProcedureDialog::~ProcedureDialog() = default;

Battle *ProcedureDialog::battle() const
{
    return m_battle;
}

void ProcedureDialog::setRandomSource(RandomSource *source)
{
    m_external = source;
}

std::optional<qint64> ProcedureDialog::proposal() const
{
    return m_proposal ? std::optional<qint64>(m_proposal->proposal()) : std::nullopt;
}

RandomSource &ProcedureDialog::random()
{
    if (m_external)
        return *m_external;
    if (!m_ownRandom)
        m_ownRandom = std::make_unique<SeededRandom>();
    return *m_ownRandom;
}

int ProcedureDialog::stepCount() const
{
    return m_stack->count();
}

QString ProcedureDialog::stepTitle(int step) const
{
    return m_titles.value(step);
}

void ProcedureDialog::startOnActingUnit()
{
    UnitChooser *field = actingUnitChooser();
    if (!field)
        return;
    if (!field->hasChoice())
        field->chooseFirstSuggestion();
    field->selectChosenName();
    field->setFocus(Qt::OtherFocusReason);
}

QString ProcedureDialog::message() const
{
    return m_message->text();
}

int ProcedureDialog::addStep(const QString &title, QWidget *page)
{
    m_titles.append(title);
    m_listed.append(true);
    return m_stack->addWidget(page);
}

void ProcedureDialog::setStepListed(int step, bool listed)
{
    if (step < 0 || step >= m_listed.size())
        return;
    m_listed[step] = listed;
    updateHeader();
}

void ProcedureDialog::goToStep(int step)
{
    if (step == m_current)
        return;
    if (m_current >= 0 && !m_applied)
        m_history.append(m_current);
    m_current = step;
    m_stack->setCurrentIndex(step);
    clearMessage();
    // What another program changed before the commit stays in view.
    if (m_applied && !m_staleNote.isEmpty())
        showMessage(m_staleNote, true);
    m_back->setEnabled(!m_applied && !m_history.isEmpty());
    updateHeader();
    stepShown(step);
    Q_EMIT stepChanged(step);
}

void ProcedureDialog::next()
{
    if (m_current < 0 || !m_primary->isEnabled())
        return;
    advance(m_current);
}

void ProcedureDialog::back()
{
    if (m_applied || m_history.isEmpty())
        return;
    const int step = m_history.takeLast();
    m_current = step;
    m_stack->setCurrentIndex(step);
    clearMessage();
    // What another program changed before the commit stays in view.
    if (m_applied && !m_staleNote.isEmpty())
        showMessage(m_staleNote, true);
    m_back->setEnabled(!m_history.isEmpty());
    updateHeader();
    stepShown(step);
    Q_EMIT stepChanged(step);
}

void ProcedureDialog::updateHeader()
{
    QStringList parts;
    for (int i = 0; i < m_titles.size(); ++i) {
        if (!m_listed.at(i) && i != m_current)
            continue;
        const QString title = escaped(m_titles.at(i));
        parts.append(i == m_current
                         ? QStringLiteral("<b>%1</b>").arg(title)
                         : QStringLiteral("<span style=\"color:#777\">%1</span>").arg(title));
    }
    m_header->setText(parts.join(QStringLiteral(" &rsaquo; ")));
}

void ProcedureDialog::setPrimary(const QString &text, bool enabled)
{
    m_primary->setText(text);
    m_primary->setEnabled(enabled);
    m_primary->setDefault(true);
}

void ProcedureDialog::setPrimaryEnabled(bool enabled)
{
    m_primary->setEnabled(enabled);
}

void ProcedureDialog::showClosingButtons()
{
    setPrimary(tr("Close"));
    m_close->hide();
    m_primary->setFocus(Qt::OtherFocusReason);
    m_closing = true;
    Q_EMIT closing();
}

QString ProcedureDialog::unitChoice(const UnitRecord &unit)
{
    return QStringLiteral("%1 (%2, %3)").arg(unit.name, unit.brigade, unit.side);
}

void ProcedureDialog::showMessage(const QString &text, bool error)
{
    m_messageIsError = error;
    m_message->setStyleSheet(error ? QStringLiteral("QLabel { color: #b71c1c; }") : QString());
    m_message->setText(text);
}

void ProcedureDialog::clearMessage()
{
    showMessage(QString());
}

bool ProcedureDialog::commit(const Order &order)
{
    if (!m_battle) {
        showMessage(tr("No battle is open."), true);
        return false;
    }
    // Another program may have written since the preview: the battle
    // computes the action as it stands, and the result says so.
    m_battle->checkForChanges();
    const QString stale = changedSincePreview(OrderCodec::unitsNamed(order));
    Order held = order;
    held.setRolled(OrderCodec::heldDice(order));
    // A side's proposal goes as accepted; what follows it (a charge's
    // outcome) as the umpire's own.
    const bool proposed = m_proposal && m_proposal->kind() == order.kind();
    const ActionOutcome outcome
        = m_battle->apply(proposed ? m_proposal->accept(held) : held, &random());
    if (!outcome.ok()) {
        // A refusal, a malformed action and a battle that failed each say
        // so by their kind.
        m_refusal = outcome.error();
        showMessage(FailureWords::line(outcome.failure()), true);
        return false;
    }
    m_applied = true;
    m_refusal.clear();
    m_outcome = outcome;
    if (proposed)
        m_proposal.reset();
    m_staleNote = stale;
    rememberUnits();
    m_history.clear();
    m_back->setEnabled(false);
    m_close->setText(tr("Close"));
    Q_EMIT applied(m_outcome->logId);
    return true;
}

void ProcedureDialog::rememberUnits()
{
    m_seen.clear();
    if (!m_battle)
        return;
    for (const UnitRecord &unit : m_battle->units())
        m_seen.insert(unit.id, unit);
}

QString ProcedureDialog::changedSincePreview(const QList<qint64> &ids) const
{
    QStringList names;
    for (const qint64 id : std::as_const(ids)) {
        const std::optional<UnitRecord> now = m_battle ? m_battle->unit(id) : std::nullopt;
        if (now && m_seen.contains(id) && m_seen.value(id) != *now)
            names.append(now->name);
    }
    if (names.isEmpty())
        return QString();
    return tr("Another program changed %1 while this dialog was open: the action was computed "
              "on the battle as it now stands, which differs from the preview.")
        .arg(names.join(QLatin1String(", ")));
}

void ProcedureDialog::openFollowUp(ProcedureDialog *dialog)
{
    dialog->setRandomSource(m_external);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    dialog->raise();
    dialog->activateWindow();
    Q_EMIT followUpOpened(dialog);
    accept();
}

QString ProcedureDialog::counted(int count, const QString &one, const QString &many)
{
    return QStringLiteral("%1 %2").arg(count).arg(count == 1 || count == -1 ? one : many);
}

QString ProcedureDialog::escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString ProcedureDialog::signedNumber(int value)
{
    if (value > 0)
        return QStringLiteral("+%1").arg(value);
    if (value < 0)
        return QStringLiteral("\u2212%1").arg(-value);
    return QStringLiteral("0");
}

QString ProcedureDialog::inches(double value)
{
    return VocabularyText::inches(value);
}

} // namespace Adc
