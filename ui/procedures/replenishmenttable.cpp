#include "ui/procedures/replenishmenttable.h"

#include "core/ammunition/ammunition.h"
#include "core/common/vocabularytext.h"
#include "ui/procedures/endturnresultpage.h"
#include "ui/procedures/idrole.h"
#include "ui/procedures/proceduredialog.h"
#include "ui/procedures/sweepboxes.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>

namespace Adc {

ReplenishmentTable::ReplenishmentTable(QWidget *parent)
    : UnitBoxTable(
        QStringLiteral("replenishment"),
        { QCoreApplication::translate("Adc::ReplenishmentTable", "Unit"),
          QCoreApplication::translate("Adc::ReplenishmentTable", "Arm"),
          QCoreApplication::translate("Adc::ReplenishmentTable", "%1\" or more from every enemy")
              .arg(Ammunition::standard().replenishmentDistanceInches()),
          QCoreApplication::translate("Adc::ReplenishmentTable", "Turns"),
          QCoreApplication::translate("Adc::ReplenishmentTable", "Ammunition") },
        parent)
{
    table()->horizontalHeader()->setSectionResizeMode(UnitColumn, QHeaderView::Stretch);
    for (int column = ArmColumn; column < ColumnCount; ++column)
        table()->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    QPushButton *side
        = tickButton(QCoreApplication::translate("Adc::ReplenishmentTable", "Tick the s&ide"),
                     QStringLiteral("tickSideAway"),
                     QCoreApplication::translate(
                         "Adc::ReplenishmentTable",
                         "Tick every unit of the current unit's side as out of contact"));
    connect(side, &QPushButton::clicked, this, &ReplenishmentTable::tickSide);
    auto *bottom = new QHBoxLayout;
    bottom->addStretch(1);
    bottom->addWidget(side);
    layOut(bottom);
    connect(table(), &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (isFilling() || item->column() != OutOfContactColumn)
            return;
        SweepBoxes::mark(m_away, item->data(kIdRole).toLongLong(),
                         item->checkState() == Qt::Checked);
        refresh();
    });
}

void ReplenishmentTable::setUnits(const QList<UnitRecord> &units,
                                  const QHash<qint64, QString> &contact)
{
    setUnitList(units);
    m_contact = contact;
    fill();
}

bool ReplenishmentTable::concerns(const UnitRecord &unit) const
{
    if (unit.replenishmentTurns > 0 || m_away.contains(unit.id))
        return true;
    const AmmunitionLoad full = Ammunition::standard().fullLoad(unit);
    const AmmunitionLoad now { unit.ap, unit.apBall, unit.apCanister };
    if (Ammunition::standard().kind(unit.arm) == Ammunition::Kind::Guns)
        return now.ball < full.ball || now.canister < full.canister;
    return now.smallArms < full.smallArms || unit.scrounging;
}

void ReplenishmentTable::fillRow(int row, const UnitRecord &unit)
{
    QTableWidgetItem *name = table()->item(row, UnitColumn);
    name->setToolTip(QStringLiteral("%1, %2").arg(unit.brigade, unit.side));
    table()->setItem(row, ArmColumn, new QTableWidgetItem(VocabularyText::text(unit.arm)));
    QTableWidgetItem *away = SweepBoxes::item(unit.id, false, m_away.contains(unit.id), false);
    if (m_contact.contains(unit.id)) {
        away->setText(
            QCoreApplication::translate("Adc::ReplenishmentTable", "in contact (from the log)"));
        away->setToolTip(m_contact.value(unit.id));
    }
    table()->setItem(row, OutOfContactColumn, away);
    table()->setItem(row, CountColumn, new QTableWidgetItem);
    table()->setItem(row, AmmunitionColumn, new QTableWidgetItem);
}

void ReplenishmentTable::filled()
{
    if (table()->rowCount() > 0)
        table()->setCurrentCell(0, OutOfContactColumn);
    refresh();
}

void ReplenishmentTable::setOutOfContact(qint64 id, bool away)
{
    SweepBoxes::mark(m_away, id, away);
    int row = rowOf(id);
    if (row < 0 && away) {
        fill();
        row = rowOf(id);
    }
    if (row >= 0) {
        setFilling(true);
        table()->item(row, OutOfContactColumn)->setCheckState(away ? Qt::Checked : Qt::Unchecked);
        setFilling(false);
    }
    refresh();
}

void ReplenishmentTable::tickSide()
{
    const std::optional<UnitRecord> chosen = currentUnit();
    if (!chosen || chosen->side.isEmpty())
        return;
    const QString side = chosen->side;
    SweepBoxes::toggle(m_away, units(),
                       [&side](const UnitRecord &unit) { return unit.side == side; });
    fill();
}

QList<qint64> ReplenishmentTable::outOfContact() const
{
    QList<qint64> ids;
    for (const UnitRecord &unit : units()) {
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
    const std::optional<UnitRecord> before = unit(id);
    if (!before)
        return QString();
    if (!m_away.contains(id))
        return before->replenishmentTurns > 0
            ? QCoreApplication::translate("Adc::ReplenishmentTable", "back to 0 (was %1)")
                  .arg(before->replenishmentTurns)
            : QString();
    const ReplenishedUnit preview = previewOf(*before);
    return QCoreApplication::translate("Adc::ReplenishmentTable", "%1 of %2")
        .arg(QString::number(preview.change.after.replenishmentTurns),
             QString::number(preview.turnsNeeded));
}

QString ReplenishmentTable::ammunitionText(qint64 id) const
{
    const std::optional<UnitRecord> before = unit(id);
    if (!before)
        return QString();
    const ReplenishedUnit preview = previewOf(*before);
    const UnitRecord &after = preview.change.after;
    if (!m_away.contains(id))
        return EndTurnResultPage::loadText(after);
    if (preview.refilled)
        return QCoreApplication::translate("Adc::ReplenishmentTable", "refills: %1 \u2192 %2")
            .arg(EndTurnResultPage::loadText(*before), EndTurnResultPage::loadText(after));
    return QCoreApplication::translate("Adc::ReplenishmentTable", "%1; %2 more to refill")
        .arg(EndTurnResultPage::loadText(after),
             ProcedureDialog::counted(
                 preview.turnsToGo, QCoreApplication::translate("Adc::ReplenishmentTable", "turn"),
                 QCoreApplication::translate("Adc::ReplenishmentTable", "turns")));
}

void ReplenishmentTable::refresh()
{
    setFilling(true);
    const QColor refill(0x1b, 0x5e, 0x20);
    for (int row = 0; row < table()->rowCount(); ++row) {
        const qint64 id = table()->item(row, UnitColumn)->data(kIdRole).toLongLong();
        table()->item(row, CountColumn)->setText(countText(id));
        QTableWidgetItem *ammunition = table()->item(row, AmmunitionColumn);
        const QString text = ammunitionText(id);
        ammunition->setText(text);
        ammunition->setForeground(
            text.startsWith(QCoreApplication::translate("Adc::ReplenishmentTable", "refills"))
                ? QBrush(refill)
                : palette().text());
    }
    setFilling(false);
}

} // namespace Adc
