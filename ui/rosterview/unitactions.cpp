#include "ui/rosterview/unitactions.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>

namespace Adc {

UnitActions::UnitActions(QWidget *dialogParent)
    : QObject(dialogParent)
    , m_dialogParent(dialogParent)
{
    m_addUnit = new QAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("&Add Unit"), this);
    m_addUnit->setToolTip(tr("Add an infantry unit to the selected brigade"));
    m_addUnit->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_duplicateUnit
        = new QAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("Dup&licate Unit"), this);
    m_duplicateUnit->setToolTip(tr("Add a copy of each selected unit"));
    m_duplicateUnit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_removeUnit
        = new QAction(QIcon::fromTheme(QStringLiteral("list-remove")), tr("Re&move Unit"), this);
    m_removeUnit->setToolTip(tr("Remove the selected units (undo brings them back)"));
    m_removeUnit->setShortcut(QKeySequence::Delete);
    m_toggleSeen = new QAction(tr("In &Sight of the Enemy"), this);
    m_toggleSeen->setToolTip(
        tr("Put the selected units in the other sides' sight, or take them out of it"));
    m_toggleSeen->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_addBrigade
        = new QAction(QIcon::fromTheme(QStringLiteral("folder-new")), tr("Add &Brigade..."), this);
    m_addBrigade->setToolTip(tr("Add a brigade to a side"));
    m_removeBrigade = new QAction(tr("Remove Bri&gade"), this);
    m_removeBrigade->setToolTip(tr("Remove the selected brigade once it has no units"));

    connect(m_addUnit, &QAction::triggered, this, [this] { static_cast<void>(addUnit()); });
    connect(m_duplicateUnit, &QAction::triggered, this,
            [this] { static_cast<void>(duplicateUnits()); });
    connect(m_removeUnit, &QAction::triggered, this, [this] { static_cast<void>(removeUnits()); });
    connect(m_toggleSeen, &QAction::triggered, this, [this] { static_cast<void>(toggleSeen()); });
    connect(m_addBrigade, &QAction::triggered, this, [this] { static_cast<void>(addBrigade()); });
    connect(m_removeBrigade, &QAction::triggered, this,
            [this] { static_cast<void>(removeBrigade()); });
    updateEnabled();
}

void UnitActions::setBattle(Battle *battle)
{
    m_battle = battle;
    m_units.clear();
    m_brigade.reset();
    m_side.clear();
    updateEnabled();
}

void UnitActions::setSelection(const QList<qint64> &units,
                               const std::optional<BrigadeRecord> &brigade, const QString &side)
{
    m_units = units;
    m_brigade = brigade;
    m_side = side;
    updateEnabled();
}

void UnitActions::updateEnabled()
{
    const bool writable = m_battle && !m_battle->isReadOnly();
    m_addUnit->setEnabled(writable && m_brigade && m_brigade->id != 0);
    m_duplicateUnit->setEnabled(writable && !m_units.isEmpty());
    m_removeUnit->setEnabled(writable && !m_units.isEmpty());
    m_toggleSeen->setEnabled(writable && !m_units.isEmpty());
    m_addBrigade->setEnabled(writable);
    m_removeBrigade->setEnabled(writable && m_brigade && m_brigade->id != 0 && m_units.isEmpty());
}

ActionOutcome UnitActions::run(const Order &order)
{
    if (!m_battle)
        return Failure::failed(tr("no battle is open"));
    const ActionOutcome outcome = m_battle->apply(order);
    if (outcome.ok()) {
        const std::optional<LogEntry> entry = m_battle->logEntry(outcome->logId);
        Q_EMIT message(entry ? entry->summary : order.kind(), false);
    } else {
        Q_EMIT message(outcome.error(), true);
    }
    return outcome;
}

QString UnitActions::duplicateName(const QString &name, const QStringList &taken)
{
    // "Name (2)" duplicated again is "Name (3)", not "Name (2) (2)".
    static const QRegularExpression numbered(QStringLiteral("^(.*) \\((\\d+)\\)$"));
    QString base = name;
    int number = 2;
    const QRegularExpressionMatch match = numbered.match(name);
    if (match.hasMatch()) {
        base = match.captured(1);
        number = match.captured(2).toInt() + 1;
    }
    const QSet<QString> names(taken.cbegin(), taken.cend());
    QString candidate = QStringLiteral("%1 (%2)").arg(base, QString::number(number));
    while (names.contains(candidate))
        candidate = QStringLiteral("%1 (%2)").arg(base, QString::number(++number));
    return candidate;
}

ActionOutcome UnitActions::addUnit()
{
    if (!m_battle || !m_brigade || m_brigade->id == 0)
        return Failure::failed(tr("select a brigade or one of its units first"));
    QStringList taken;
    for (const UnitRecord &unit : m_battle->units())
        taken.append(unit.name);
    QString name = tr("New unit");
    if (taken.contains(name))
        name = duplicateName(name, taken);
    // A battalion of twelve castings (four stands); every other field takes
    // the rules' defaults, and the panel edits the rest.
    UnitDraft unit;
    unit.set(QStringLiteral("name"), name);
    unit.set(QStringLiteral("side"), m_brigade->side);
    unit.set(QStringLiteral("brigade"), m_brigade->name);
    unit.set(QStringLiteral("arm"), toName(Arm::Infantry));
    unit.set(QStringLiteral("castings"), 12);
    const ActionOutcome outcome = run(AddUnitOrder { unit });
    if (outcome.ok())
        Q_EMIT unitAdded(outcome->id);
    return outcome;
}

ActionOutcome UnitActions::duplicateUnits()
{
    if (!m_battle || m_units.isEmpty())
        return Failure::failed(tr("select a unit first"));
    QStringList taken;
    for (const UnitRecord &unit : m_battle->units())
        taken.append(unit.name);
    ActionOutcome last = Failure::failed(tr("select a unit first"));
    qint64 lastId = 0;
    const QList<qint64> units = m_units;
    for (qint64 id : units) {
        const std::optional<UnitRecord> unit = m_battle->unit(id);
        if (!unit)
            continue;
        const QString name = duplicateName(unit->name, taken);
        taken.append(name);
        UnitDraft copy = UnitDraft::of(*unit);
        copy.set(QStringLiteral("name"), name);
        last = run(AddUnitOrder { copy });
        if (!last.ok())
            break;
        lastId = last->id;
    }
    if (lastId != 0)
        Q_EMIT unitAdded(lastId);
    return last;
}

ActionOutcome UnitActions::removeUnits()
{
    if (!m_battle || m_units.isEmpty())
        return Failure::failed(tr("select a unit first"));
    ActionOutcome last = Failure::failed(tr("select a unit first"));
    const QList<qint64> units = m_units;
    for (qint64 id : units) {
        last = run(RemoveUnitOrder { id });
        if (!last.ok())
            break;
    }
    return last;
}

ActionOutcome UnitActions::toggleSeen()
{
    if (!m_battle || m_units.isEmpty())
        return Failure::failed(tr("select a unit first"));
    const std::optional<UnitRecord> first = m_battle->unit(m_units.first());
    const bool seen = !(first && first->seen);
    ActionOutcome last = Failure::failed(tr("select a unit first"));
    const QList<qint64> units = m_units;
    for (qint64 id : units) {
        last = run(EditOrder { id, QStringLiteral("seen"), seen });
        if (!last.ok())
            break;
    }
    return last;
}

ActionOutcome UnitActions::addBrigade(const QString &side, const QString &name,
                                      const QString &commander)
{
    if (!m_battle)
        return Failure::failed(tr("no battle is open"));
    QString sideName = side.isEmpty() ? m_side : side;
    QString brigadeName = name;
    QString commanderName = commander;
    if (brigadeName.isEmpty() || sideName.isEmpty()) {
        QDialog dialog(m_dialogParent);
        dialog.setWindowTitle(tr("Add Brigade"));
        auto *form = new QFormLayout(&dialog);
        auto *sideBox = new QComboBox(&dialog);
        sideBox->setEditable(true);
        for (const SideRecord &record : m_battle->sides())
            sideBox->addItem(record.name);
        sideBox->setCurrentText(sideName);
        auto *nameEdit = new QLineEdit(brigadeName, &dialog);
        auto *commanderEdit = new QLineEdit(commanderName, &dialog);
        form->addRow(tr("Side"), sideBox);
        form->addRow(tr("Brigade"), nameEdit);
        form->addRow(tr("Commander"), commanderEdit);
        auto *buttons
            = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
        form->addRow(buttons);
        connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
        connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
        nameEdit->setFocus();
        if (dialog.exec() != QDialog::Accepted)
            return Failure::failed(tr("cancelled"));
        sideName = sideBox->currentText().trimmed();
        brigadeName = nameEdit->text().trimmed();
        commanderName = commanderEdit->text().trimmed();
    }
    AddBrigadeOrder order { sideName, brigadeName, std::nullopt };
    if (!commanderName.isEmpty())
        order.commander = commanderName;
    const ActionOutcome outcome = run(order);
    if (outcome.ok())
        Q_EMIT brigadeAdded(outcome->id);
    return outcome;
}

ActionOutcome UnitActions::removeBrigade()
{
    if (!m_battle || !m_brigade || m_brigade->id == 0)
        return Failure::failed(tr("select a brigade first"));
    return run(RemoveBrigadeOrder { m_brigade->id });
}

} // namespace Adc
