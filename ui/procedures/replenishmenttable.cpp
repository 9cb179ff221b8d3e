#include "ui/procedures/replenishmenttable.h"

#include "core/ammunition/ammunition.h"
#include "core/common/vocabularytext.h"
#include "ui/procedures/endturnresultpage.h"
#include "ui/procedures/idrole.h"
#include "ui/procedures/proceduredialog.h"
#include "ui/procedures/sweepboxes.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Adc {

ReplenishmentTable::ReplenishmentTable(QWidget *parent)
    : QWidget(parent)
{
    m_headline = new QLabel(this);
    m_headline->setWordWrap(true);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("replenishment"));
    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels(
        { QCoreApplication::translate("Adc::ReplenishmentTable", "Unit"),
          QCoreApplication::translate("Adc::ReplenishmentTable", "Arm"),
          QCoreApplication::translate("Adc::ReplenishmentTable", "%1\" or more from every enemy")
              .arg(Ammunition::standard().replenishmentDistanceInches()),
          QCoreApplication::translate("Adc::ReplenishmentTable", "Turns"),
          QCoreApplication::translate("Adc::ReplenishmentTable", "Ammunition") });
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(UnitColumn, QHeaderView::Stretch);
    for (int column = ArmColumn; column < ColumnCount; ++column)
        m_table->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_everyBox = new QCheckBox(
        QCoreApplication::translate("Adc::ReplenishmentTable", "Show &every unit"), this);
    m_everyBox->setObjectName(QStringLiteral("everyUnit"));
    auto *side = new QPushButton(
        QCoreApplication::translate("Adc::ReplenishmentTable", "Tick the s&ide"), this);
    side->setObjectName(QStringLiteral("tickSideAway"));
    side->setToolTip(QCoreApplication::translate(
        "Adc::ReplenishmentTable", "Tick every unit of the current unit's side as out of contact"));
    side->setAutoDefault(false);
    connect(side, &QPushButton::clicked, this, &ReplenishmentTable::tickSide);
    auto *bottom = new QHBoxLayout;
    bottom->addStretch(1);
    bottom->addWidget(side);
    bottom->addWidget(m_everyBox);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_headline);
    layout->addWidget(m_table, 1);
    layout->addLayout(bottom);
    connect(m_everyBox, &QCheckBox::toggled, this, &ReplenishmentTable::setShowEveryUnit);
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (m_filling || item->column() != OutOfContactColumn)
            return;
        const qint64 id = item->data(kIdRole).toLongLong();
        if (item->checkState() == Qt::Checked)
            m_away.insert(id);
        else
            m_away.remove(id);
        refresh();
    });
}

void ReplenishmentTable::setUnits(const QList<UnitRecord> &units,
                                  const QHash<qint64, QString> &contact)
{
    m_units = units;
    m_contact = contact;
    fill();
}

bool ReplenishmentTable::concerns(const UnitRecord &unit) const
{
    if (m_every || unit.replenishmentTurns > 0 || m_away.contains(unit.id))
        return true;
    const AmmunitionLoad full = Ammunition::standard().fullLoad(unit);
    const AmmunitionLoad now { unit.ap, unit.apBall, unit.apCanister };
    if (Ammunition::standard().kind(unit.arm) == Ammunition::Kind::Guns)
        return now.ball < full.ball || now.canister < full.canister;
    return now.smallArms < full.smallArms || unit.scrounging;
}

void ReplenishmentTable::setShowEveryUnit(bool every)
{
    if (every == m_every)
        return;
    m_every = every;
    m_everyBox->setChecked(every);
    fill();
}

int ReplenishmentTable::rowOf(qint64 id) const
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, UnitColumn)->data(kIdRole).toLongLong() == id)
            return row;
    }
    return -1;
}

void ReplenishmentTable::fill()
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
            away->setText(QCoreApplication::translate("Adc::ReplenishmentTable",
                                                      "in contact (from the log)"));
            away->setToolTip(m_contact.value(unit.id));
        }
        m_table->setItem(row, OutOfContactColumn, away);
        m_table->setItem(row, CountColumn, new QTableWidgetItem);
        m_table->setItem(row, AmmunitionColumn, new QTableWidgetItem);
    }
    m_filling = false;
    if (m_table->rowCount() > 0)
        m_table->setCurrentCell(0, OutOfContactColumn);
    refresh();
}

void ReplenishmentTable::setOutOfContact(qint64 id, bool away)
{
    if (away)
        m_away.insert(id);
    else
        m_away.remove(id);
    int row = rowOf(id);
    if (row < 0 && away) {
        fill();
        row = rowOf(id);
    }
    if (row >= 0) {
        m_filling = true;
        m_table->item(row, OutOfContactColumn)->setCheckState(away ? Qt::Checked : Qt::Unchecked);
        m_filling = false;
    }
    refresh();
}

void ReplenishmentTable::tickSide()
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
    fill();
}

QList<qint64> ReplenishmentTable::outOfContact() const
{
    QList<qint64> ids;
    for (const UnitRecord &unit : m_units) {
        if (m_away.contains(unit.id))
            ids.append(unit.id);
    }
    return ids;
}

ReplenishedUnit ReplenishmentTable::previewOf(const UnitRecord &unit) const
{
    const EndTurnPlan planned = m_planner ? m_planner() : EndTurnPlan();
    const ReplenishedUnit *replenished = planned.unit(unit.id);
    if (replenished)
        return *replenished;
    ReplenishedUnit unchanged;
    unchanged.change = UnitChange { unit, unit };
    return unchanged;
}

QString ReplenishmentTable::countText(qint64 id) const
{
    for (const UnitRecord &unit : m_units) {
        if (unit.id != id)
            continue;
        const ReplenishedUnit preview = previewOf(unit);
        if (!m_away.contains(id))
            return unit.replenishmentTurns > 0
                ? QCoreApplication::translate("Adc::ReplenishmentTable", "back to 0 (was %1)")
                      .arg(unit.replenishmentTurns)
                : QString();
        return QCoreApplication::translate("Adc::ReplenishmentTable", "%1 of %2")
            .arg(QString::number(preview.change.after.replenishmentTurns),
                 QString::number(preview.turnsNeeded));
    }
    return QString();
}

QString ReplenishmentTable::ammunitionText(qint64 id) const
{
    for (const UnitRecord &unit : m_units) {
        if (unit.id != id)
            continue;
        const ReplenishedUnit preview = previewOf(unit);
        const UnitRecord &after = preview.change.after;
        if (!m_away.contains(id))
            return EndTurnResultPage::loadText(after);
        if (preview.refilled)
            return QCoreApplication::translate("Adc::ReplenishmentTable", "refills: %1 \u2192 %2")
                .arg(EndTurnResultPage::loadText(unit), EndTurnResultPage::loadText(after));
        return QCoreApplication::translate("Adc::ReplenishmentTable", "%1; %2 more to refill")
            .arg(EndTurnResultPage::loadText(after),
                 ProcedureDialog::counted(
                     preview.turnsToGo,
                     QCoreApplication::translate("Adc::ReplenishmentTable", "turn"),
                     QCoreApplication::translate("Adc::ReplenishmentTable", "turns")));
    }
    return QString();
}

void ReplenishmentTable::refresh()
{
    m_filling = true;
    const QColor refill(0x1b, 0x5e, 0x20);
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const qint64 id = m_table->item(row, UnitColumn)->data(kIdRole).toLongLong();
        m_table->item(row, CountColumn)->setText(countText(id));
        QTableWidgetItem *ammunition = m_table->item(row, AmmunitionColumn);
        const QString text = ammunitionText(id);
        ammunition->setText(text);
        ammunition->setForeground(
            text.startsWith(QCoreApplication::translate("Adc::ReplenishmentTable", "refills"))
                ? QBrush(refill)
                : palette().text());
    }
    m_filling = false;
}

} // namespace Adc
