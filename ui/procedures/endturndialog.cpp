#include "ui/procedures/endturndialog.h"

#include "core/ammunition/ammunition.h"
#include "core/common/vocabularytext.h"
#include "core/turn/endturnplanner.h"
#include "db/battle/battle.h"
#include "ui/procedures/endturnresultpage.h"
#include "ui/procedures/idrole.h"
#include "ui/procedures/segmentsweeptable.h"
#include "ui/procedures/sweepboxes.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Adc {

EndTurnDialog::EndTurnDialog(Battle *battle, QWidget *parent)
    : ProcedureDialog(battle, parent)
{
    setObjectName(QStringLiteral("endTurnDialog"));
    setWindowTitle(tr("End of Turn"));

    m_sweep = new SegmentSweepTable(this);
    addStep(tr("Last segment's sweep"), m_sweep);
    addStep(tr("Replenishment"), createReplenishmentStep());

    m_resultPage = new EndTurnResultPage(this);
    addStep(tr("Result"), m_resultPage);

    if (battle) {
        m_units = battle->units();
        m_sweep->setUnits(m_units, battle->clock().activeSide);
        // What the log shows: the sweep's boxes ticked, and the units in
        // contact this turn left out of replenishment, each saying why.
        const SweepEvidence evidence = battle->sweepEvidence();
        m_sweep->setEvidence(evidence);
        m_contact = evidence.inContactReason;
    }
    connect(m_sweep, &SegmentSweepTable::changed, this, &EndTurnDialog::refreshReplenishment);
    fillReplenishment();
    // As wide as a 1024x768 screen leaves a dialog and its frame.
    resize(1000, 580);
    goToStep(SweepStep);
}

EndTurnDialog::~EndTurnDialog() = default;

QWidget *EndTurnDialog::createReplenishmentStep()
{
    auto *page = new QWidget(this);
    m_replenishmentHeadline = new QLabel(page);
    m_replenishmentHeadline->setWordWrap(true);
    m_table = new QTableWidget(page);
    m_table->setObjectName(QStringLiteral("replenishment"));
    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels(
        { tr("Unit"), tr("Arm"),
          tr("%1\" or more from every enemy")
              .arg(Ammunition::standard().replenishmentDistanceInches()),
          tr("Turns"), tr("Ammunition") });
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(UnitColumn, QHeaderView::Stretch);
    for (int column = ArmColumn; column < ColumnCount; ++column)
        m_table->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_everyBox = new QCheckBox(tr("Show &every unit"), page);
    m_everyBox->setObjectName(QStringLiteral("everyUnit"));
    auto *side = new QPushButton(tr("Tick the s&ide"), page);
    side->setObjectName(QStringLiteral("tickSideAway"));
    side->setToolTip(tr("Tick every unit of the current unit's side as out of contact"));
    side->setAutoDefault(false);
    connect(side, &QPushButton::clicked, this, &EndTurnDialog::tickSide);
    auto *bottom = new QHBoxLayout;
    bottom->addStretch(1);
    bottom->addWidget(side);
    bottom->addWidget(m_everyBox);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_replenishmentHeadline);
    layout->addWidget(m_table, 1);
    layout->addLayout(bottom);
    connect(m_everyBox, &QCheckBox::toggled, this, &EndTurnDialog::setShowEveryUnit);
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (m_filling || item->column() != OutOfContactColumn)
            return;
        const qint64 id = item->data(kIdRole).toLongLong();
        if (item->checkState() == Qt::Checked)
            m_away.insert(id);
        else
            m_away.remove(id);
        refreshReplenishment();
    });
    return page;
}

bool EndTurnDialog::concerns(const UnitRecord &unit) const
{
    if (m_every || unit.replenishmentTurns > 0 || m_away.contains(unit.id))
        return true;
    const AmmunitionLoad full = Ammunition::standard().fullLoad(unit);
    const AmmunitionLoad now { unit.ap, unit.apBall, unit.apCanister };
    if (Ammunition::standard().kind(unit.arm) == Ammunition::Kind::Guns)
        return now.ball < full.ball || now.canister < full.canister;
    return now.smallArms < full.smallArms || unit.scrounging;
}

void EndTurnDialog::setShowEveryUnit(bool every)
{
    if (every == m_every)
        return;
    m_every = every;
    m_everyBox->setChecked(every);
    fillReplenishment();
}

int EndTurnDialog::rowOf(qint64 id) const
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, UnitColumn)->data(kIdRole).toLongLong() == id)
            return row;
    }
    return -1;
}

void EndTurnDialog::fillReplenishment()
{
    m_filling = true;
    m_table->setRowCount(0);
    for (const UnitRecord &unit : std::as_const(m_units)) {
        if (!concerns(unit))
            continue;
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto *name = new QTableWidgetItem(unit.name);
        name->setData(kIdRole, unit.id);
        name->setToolTip(QStringLiteral("%1, %2").arg(unit.brigade, unit.side));
        m_table->setItem(row, UnitColumn, name);
        m_table->setItem(row, ArmColumn, new QTableWidgetItem(VocabularyText::text(unit.arm)));
        auto *away = new QTableWidgetItem;
        away->setData(kIdRole, unit.id);
        away->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        away->setCheckState(m_away.contains(unit.id) ? Qt::Checked : Qt::Unchecked);
        if (m_contact.contains(unit.id)) {
            away->setText(tr("in contact (from the log)"));
            away->setToolTip(m_contact.value(unit.id));
        }
        m_table->setItem(row, OutOfContactColumn, away);
        m_table->setItem(row, CountColumn, new QTableWidgetItem);
        m_table->setItem(row, AmmunitionColumn, new QTableWidgetItem);
    }
    m_filling = false;
    if (m_table->rowCount() > 0)
        m_table->setCurrentCell(0, OutOfContactColumn);
    refreshReplenishment();
}

void EndTurnDialog::setOutOfContact(qint64 id, bool away)
{
    if (away)
        m_away.insert(id);
    else
        m_away.remove(id);
    int row = rowOf(id);
    if (row < 0 && away) {
        fillReplenishment();
        row = rowOf(id);
    }
    if (row >= 0) {
        m_filling = true;
        m_table->item(row, OutOfContactColumn)->setCheckState(away ? Qt::Checked : Qt::Unchecked);
        m_filling = false;
    }
    refreshReplenishment();
}

void EndTurnDialog::tickSide()
{
    const QTableWidgetItem *current = m_table->currentItem();
    const qint64 id
        = current ? m_table->item(current->row(), UnitColumn)->data(kIdRole).toLongLong() : 0;
    QString side;
    for (const UnitRecord &unit : std::as_const(m_units)) {
        if (unit.id == id)
            side = unit.side;
    }
    if (side.isEmpty())
        return;
    SweepBoxes::toggle(m_away, m_units,
                       [&side](const UnitRecord &unit) { return unit.side == side; });
    fillReplenishment();
}

QList<qint64> EndTurnDialog::outOfContact() const
{
    QList<qint64> ids;
    for (const UnitRecord &unit : m_units) {
        if (m_away.contains(unit.id))
            ids.append(unit.id);
    }
    return ids;
}

EndTurnPlan EndTurnDialog::plan() const
{
    if (!battle())
        return EndTurnPlanner::plan(order(), m_units, Clock(), {}, Rulings());
    return EndTurnPlanner::plan(order(), m_units, battle()->clock(), battle()->sides(),
                                battle()->rulings());
}

ReplenishedUnit EndTurnDialog::previewOf(const UnitRecord &unit) const
{
    const EndTurnPlan planned = plan();
    const ReplenishedUnit *replenished = planned.unit(unit.id);
    if (replenished)
        return *replenished;
    ReplenishedUnit unchanged;
    unchanged.change = UnitChange { unit, unit };
    return unchanged;
}

QString EndTurnDialog::countText(qint64 id) const
{
    for (const UnitRecord &unit : m_units) {
        if (unit.id != id)
            continue;
        const ReplenishedUnit preview = previewOf(unit);
        if (!m_away.contains(id))
            return unit.replenishmentTurns > 0
                ? tr("back to 0 (was %1)").arg(unit.replenishmentTurns)
                : QString();
        return tr("%1 of %2")
            .arg(QString::number(preview.change.after.replenishmentTurns),
                 QString::number(preview.turnsNeeded));
    }
    return QString();
}

QString EndTurnDialog::ammunitionText(qint64 id) const
{
    for (const UnitRecord &unit : m_units) {
        if (unit.id != id)
            continue;
        const ReplenishedUnit preview = previewOf(unit);
        const UnitRecord &after = preview.change.after;
        if (!m_away.contains(id))
            return EndTurnResultPage::loadText(after);
        if (preview.refilled)
            return tr("refills: %1 \u2192 %2")
                .arg(EndTurnResultPage::loadText(unit), EndTurnResultPage::loadText(after));
        return tr("%1; %2 more to refill")
            .arg(EndTurnResultPage::loadText(after),
                 counted(preview.turnsToGo, tr("turn"), tr("turns")));
    }
    return QString();
}

void EndTurnDialog::refreshReplenishment()
{
    m_filling = true;
    const QColor refill(0x1b, 0x5e, 0x20);
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const qint64 id = m_table->item(row, UnitColumn)->data(kIdRole).toLongLong();
        m_table->item(row, CountColumn)->setText(countText(id));
        QTableWidgetItem *ammunition = m_table->item(row, AmmunitionColumn);
        const QString text = ammunitionText(id);
        ammunition->setText(text);
        ammunition->setForeground(text.startsWith(tr("refills")) ? QBrush(refill)
                                                                 : palette().text());
    }
    m_filling = false;
}

EndTurnOrder EndTurnDialog::order() const
{
    // Every list given, even empty: the boxes are what the umpire confirmed.
    return EndTurnOrder { EndSegmentOrder { m_sweep->moved(), m_sweep->enemyWithin12() },
                          outOfContact() };
}

Order EndTurnDialog::action() const
{
    return Order(order());
}

QString EndTurnDialog::resultText() const
{
    return m_resultPage->text();
}

void EndTurnDialog::fillResult()
{
    m_resultPage->show(*outcome()->procedure.turn);
}

void EndTurnDialog::stepShown(int step)
{
    const Clock clock = battle() ? battle()->clock() : Clock();
    switch (step) {
    case SweepStep:
        m_sweep->headline()->setText(
            tr("<b>End of turn %1</b>: segment %2 (%3's initiative) ends first. Check each unit "
               "that moved and each with an enemy within 12\"; Space toggles a box.")
                .arg(QString::number(clock.turn), QString::number(clock.segment),
                     escaped(clock.activeSide)));
        setPrimary(tr("&Replenishment"));
        m_sweep->setFocus(Qt::OtherFocusReason);
        break;
    case ReplenishmentStep:
        m_replenishmentHeadline->setText(
            tr("<b>Replenishment.</b> Check each unit that stayed %1\" or more from every enemy "
               "for the whole turn: infantry refills after %2 such turn, artillery after %3 in "
               "a row. A unit left unchecked starts counting again from 0.")
                .arg(Ammunition::standard().replenishmentDistanceInches())
                .arg(Ammunition::standard().replenishmentTurns(Arm::Infantry))
                .arg(Ammunition::standard().replenishmentTurns(Arm::Artillery)));
        setPrimary(tr("&Apply: on to turn %1").arg(clock.turn + 1));
        refreshReplenishment();
        m_table->setFocus(Qt::OtherFocusReason);
        break;
    case ResultStep:
        fillResult();
        showClosingButtons();
        break;
    default:
        break;
    }
}

void EndTurnDialog::advance(int step)
{
    switch (step) {
    case SweepStep:
        goToStep(ReplenishmentStep);
        break;
    case ReplenishmentStep:
        if (commit(action()))
            goToStep(ResultStep);
        break;
    case ResultStep:
        accept();
        break;
    default:
        break;
    }
}

} // namespace Adc
