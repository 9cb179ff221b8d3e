#include "ui/window/undoactions.h"

#include "core/orders/order.h"
#include "db/battle/battle.h"

#include <QAction>
#include <QMessageBox>
#include <QWidget>

namespace Adc {

namespace {

// A menu text shows '&' only doubled.
QString menuText(const QString &text)
{
    QString escaped = text;
    return escaped.replace(QLatin1Char('&'), QLatin1String("&&"));
}

// A tooltip's text, at most about a hundred characters.
QString elided(const QString &text)
{
    constexpr int kLongest = 100;
    return text.size() <= kLongest ? text : text.left(kLongest - 1).trimmed() + QStringLiteral("…");
}

} // namespace

UndoActions::UndoActions(QObject *parent)
    : QObject(parent)
{
    m_undo = new QAction(QIcon::fromTheme(QStringLiteral("edit-undo")), tr("&Undo"), this);
    m_undo->setObjectName(QStringLiteral("undoAction"));
    m_undo->setShortcut(QKeySequence::Undo);
    connect(m_undo, &QAction::triggered, this, &UndoActions::undo);
    m_redo = new QAction(QIcon::fromTheme(QStringLiteral("edit-redo")), tr("&Redo"), this);
    m_redo->setObjectName(QStringLiteral("redoAction"));
    m_redo->setShortcut(QKeySequence::Redo);
    connect(m_redo, &QAction::triggered, this, &UndoActions::redo);
}

void UndoActions::setBattle(Battle *battle)
{
    if (m_battle)
        disconnect(m_battle, nullptr, this, nullptr);
    m_battle = battle;
    if (battle)
        connect(battle, &Battle::logAppended, this, &UndoActions::update);
    update();
}

void UndoActions::update()
{
    // The texts are empty exactly when there is nothing to undo or redo.
    const QString undoText = m_battle ? m_battle->undoText() : QString();
    const QString redoText = m_battle ? m_battle->redoText() : QString();
    m_undoTarget = m_battle ? m_battle->undoTargetId() : std::nullopt;
    m_undo->setText(undoText.isEmpty() ? tr("&Undo") : menuText(undoText));
    m_undo->setEnabled(!undoText.isEmpty());
    m_redo->setText(redoText.isEmpty() ? tr("&Redo") : menuText(redoText));
    m_redo->setEnabled(!redoText.isEmpty());
    // The toolbar keeps its size and place: its buttons say only Undo and
    // Redo; what they would do is in the menu and the tooltip.
    m_undo->setToolTip(undoText.isEmpty() ? tr("Nothing to undo") : elided(undoText));
    m_undo->setIconText(tr("Undo"));
    m_redo->setToolTip(redoText.isEmpty() ? tr("Nothing to redo") : elided(redoText));
    m_redo->setIconText(tr("Redo"));
}

void UndoActions::undo()
{
    apply(true);
}

void UndoActions::redo()
{
    apply(false);
}

void UndoActions::undoTo(qint64 logId)
{
    if (!m_battle)
        return;
    const QStringList others = otherStationsFrom(logId);
    if (others.isEmpty())
        return undoDownTo(logId);
    ask(tr("Some of these entries were made at other stations (%1), not at this one. Undo "
           "them all the same?")
            .arg(others.join(QLatin1String(", "))),
        [this, logId] { undoDownTo(logId); });
}

void UndoActions::undoDownTo(qint64 logId)
{
    if (!m_battle)
        return;
    int undone = 0;
    std::optional<qint64> target = m_battle->undoTargetId();
    while (target && *target >= logId) {
        const ActionOutcome outcome = m_battle->apply(Order(UndoOrder { *target }));
        if (!outcome.ok()) {
            Q_EMIT message(outcome.error(), true);
            update();
            return;
        }
        ++undone;
        target = m_battle->undoTargetId();
    }
    Q_EMIT message(tr("Undone: %n entries", nullptr, undone), false);
    update();
}

QStringList UndoActions::otherStationsFrom(qint64 logId) const
{
    QStringList stations;
    for (const LogEntry &entry : m_battle->logHeaders()) {
        if (entry.id < logId || entry.undone || !entry.isUndoable() || entry.station.isEmpty()
            || entry.station == m_battle->station() || stations.contains(entry.station))
            continue;
        stations.append(entry.station);
    }
    return stations;
}

void UndoActions::ask(const QString &text, const std::function<void()> &yes)
{
    // Window-modal and not blocking, No by default: a station's entry is
    // not taken back by a slip of the keyboard.
    auto *box
        = new QMessageBox(QMessageBox::Question, tr("Undo Another Station's Entry"), text,
                          QMessageBox::Yes | QMessageBox::No, qobject_cast<QWidget *>(parent()));
    box->setObjectName(QStringLiteral("undoOtherStation"));
    box->setDefaultButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [yes](int answer) {
        if (answer == QMessageBox::Yes)
            yes();
    });
    box->open();
}

void UndoActions::apply(bool undo)
{
    if (!m_battle)
        return;
    const std::optional<qint64> target = undo ? m_undoTarget : std::nullopt;
    const QString station = undo ? m_battle->undoTargetStation() : QString();
    if (station.isEmpty() || station == m_battle->station())
        return run(undo, target);
    ask(tr("The latest entry was made at station %1, not at this one:\n\n%2\n\nUndo it all "
           "the same?")
            .arg(station, m_battle->undoText()),
        [this, target] { run(true, target); });
}

void UndoActions::run(bool undo, std::optional<qint64> target)
{
    if (!m_battle)
        return;
    // Undo takes back the entry its text named, or says it is no longer the latest.
    const ActionOutcome outcome
        = m_battle->apply(undo ? Order(UndoOrder { target }) : Order(RedoOrder()));
    const QString done = undo ? tr("Undone: ") : tr("Redone: ");
    Q_EMIT message(outcome.ok() ? done + outcome->summary : outcome.error(), !outcome.ok());
    update();
}

} // namespace Adc
