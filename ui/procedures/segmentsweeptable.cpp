#include "ui/procedures/segmentsweeptable.h"

#include "core/casualties/recovery.h"
#include "core/turn/segmentsweepplanner.h"
#include "ui/procedures/idrole.h"
#include "ui/procedures/proceduredialog.h"
#include "ui/procedures/sweepboxes.h"
#include "ui/procedures/sweepwords.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>

namespace Adc {

SegmentSweepTable::SegmentSweepTable(QWidget *parent)
    : UnitBoxTable(QStringLiteral("sweep"),
                   { tr("Unit"), tr("Side"), tr("Moved"),
                     tr("Enemy within %1\"").arg(Recovery::standard().enemyDistanceInches()),
                     tr("Smoke"), tr("Steps"), tr("AP"), tr("What the log shows") },
                   parent)
{
    headline()->setObjectName(QStringLiteral("headline"));
    table()->setSelectionBehavior(QAbstractItemView::SelectItems);
    // The log's reasons take the room left; the rest fit their contents.
    for (int column = UnitColumn; column < LogColumn; ++column)
        table()->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    table()->horizontalHeader()->setSectionResizeMode(LogColumn, QHeaderView::Stretch);
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("count"));
    QPushButton *brigade
        = tickButton(tr("Tick the &brigade"), QStringLiteral("tickBrigade"),
                     tr("Tick this column's box for every unit of the current unit's brigade"));
    connect(brigade, &QPushButton::clicked, this, &SegmentSweepTable::tickBrigade);
    QPushButton *side
        = tickButton(tr("Tick the s&ide"), QStringLiteral("tickSide"),
                     tr("Tick this column's box for every unit of the current unit's side"));
    connect(side, &QPushButton::clicked, this, &SegmentSweepTable::tickSide);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_count, 1);
    bottom->addWidget(brigade);
    bottom->addWidget(side);
    layOut(bottom);
    setFocusProxy(table());

    connect(table(), &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (isFilling())
            return;
        const qint64 id = item->data(kIdRole).toLongLong();
        const bool checked = item->checkState() == Qt::Checked;
        if (item->column() == MovedColumn)
            SweepBoxes::mark(m_moved, id, checked);
        else if (item->column() == EnemyColumn)
            SweepBoxes::mark(m_near, id, checked);
        else
            return;
        refreshPreview();
        Q_EMIT changed();
    });
}

void SegmentSweepTable::setUnits(const QList<UnitRecord> &units, const QString &activeSide)
{
    setUnitList(units);
    m_activeSide = activeSide;
    m_moved.clear();
    m_near.clear();
    m_evidence = SweepEvidence();
    fill();
}

void SegmentSweepTable::setEvidence(const SweepEvidence &evidence)
{
    m_evidence = evidence;
    for (const qint64 id : evidence.moved)
        m_moved.insert(id);
    for (const qint64 id : evidence.enemyWithin12)
        m_near.insert(id);
    fill();
    Q_EMIT changed();
}

bool SegmentSweepTable::concerns(const UnitRecord &unit) const
{
    return unit.smoke || unit.firedThisSegment || unit.scrounging
        || (unit.side == m_activeSide && unit.steps > 0) || m_evidence.movedReason.contains(unit.id)
        || m_evidence.enemyWithin12Reason.contains(unit.id);
}

void SegmentSweepTable::tickBrigade()
{
    if (const std::optional<UnitRecord> chosen = currentUnit())
        tickWhere([chosen](const UnitRecord &other) {
            return other.side == chosen->side && other.brigade == chosen->brigade;
        });
}

void SegmentSweepTable::tickSide()
{
    if (const std::optional<UnitRecord> chosen = currentUnit())
        tickWhere([chosen](const UnitRecord &other) { return other.side == chosen->side; });
}

// The current column's boxes of every unit `same` picks (shown or not):
// all ticked, or all unticked when they already were.
void SegmentSweepTable::tickWhere(const std::function<bool(const UnitRecord &)> &same)
{
    const QTableWidgetItem *current = table()->currentItem();
    const bool movedColumn = !current || current->column() != EnemyColumn;
    QSet<qint64> &boxes = movedColumn ? m_moved : m_near;
    SweepBoxes::toggle(boxes, units(), [&](const UnitRecord &unit) {
        return same(unit) && !(movedColumn && unit.movedThisSegment);
    });
    const int row = current ? current->row() : 0;
    const int column = movedColumn ? MovedColumn : EnemyColumn;
    fill();
    if (row < table()->rowCount())
        table()->setCurrentCell(row, column);
    Q_EMIT changed();
}

void SegmentSweepTable::fillRow(int row, const UnitRecord &unit)
{
    table()->item(row, UnitColumn)->setToolTip(unit.brigade);
    auto *side = new QTableWidgetItem(unit.side);
    if (unit.side == m_activeSide)
        side->setToolTip(tr("Its initiative ends: it may recover steps."));
    table()->setItem(row, SideColumn, side);
    const QString movedWhy = m_evidence.movedReason.value(unit.id);
    const QString nearWhy = m_evidence.enemyWithin12Reason.value(unit.id);
    QTableWidgetItem *moved = SweepBoxes::item(unit.id, unit.movedThisSegment,
                                               unit.movedThisSegment || m_moved.contains(unit.id),
                                               !unit.movedThisSegment && !movedWhy.isEmpty());
    moved->setToolTip(unit.movedThisSegment ? tr("Marked as moved during the segment.") : movedWhy);
    table()->setItem(row, MovedColumn, moved);
    QTableWidgetItem *near
        = SweepBoxes::item(unit.id, false, m_near.contains(unit.id), !nearWhy.isEmpty());
    near->setToolTip(nearWhy);
    table()->setItem(row, EnemyColumn, near);
    for (int column = SmokeColumn; column < ColumnCount; ++column)
        table()->setItem(row, column, new QTableWidgetItem);
    QStringList why;
    for (const QString &reason : { movedWhy, nearWhy }) {
        if (!reason.isEmpty() && !why.contains(reason))
            why.append(reason);
    }
    table()->item(row, LogColumn)->setText(why.join(QLatin1String("; ")));
}

void SegmentSweepTable::filled()
{
    if (table()->rowCount() > 0 && !table()->currentItem())
        table()->setCurrentCell(0, MovedColumn);
    refreshPreview();
}

QList<qint64> SegmentSweepTable::moved() const
{
    QList<qint64> ids;
    for (const UnitRecord &unit : units()) {
        if (m_moved.contains(unit.id) && !unit.movedThisSegment)
            ids.append(unit.id);
    }
    return ids;
}

QList<qint64> SegmentSweepTable::enemyWithin12() const
{
    QList<qint64> ids;
    for (const UnitRecord &unit : units()) {
        if (m_near.contains(unit.id))
            ids.append(unit.id);
    }
    return ids;
}

void SegmentSweepTable::setMoved(qint64 id, bool moved)
{
    const int row = rowOf(id);
    if (row >= 0 && (table()->item(row, MovedColumn)->flags() & Qt::ItemIsUserCheckable)) {
        table()->item(row, MovedColumn)->setCheckState(moved ? Qt::Checked : Qt::Unchecked);
        return;
    }
    SweepBoxes::mark(m_moved, id, moved);
    refreshPreview();
    Q_EMIT changed();
}

void SegmentSweepTable::setEnemyWithin12(qint64 id, bool near)
{
    const int row = rowOf(id);
    if (row >= 0) {
        table()->item(row, EnemyColumn)->setCheckState(near ? Qt::Checked : Qt::Unchecked);
        return;
    }
    SweepBoxes::mark(m_near, id, near);
    refreshPreview();
    Q_EMIT changed();
}

SweptUnit SegmentSweepTable::preview(qint64 id) const
{
    const std::optional<UnitRecord> before = unit(id);
    if (!before)
        return SweptUnit();
    return SegmentSweepPlanner::sweep(*before, m_activeSide, m_moved.contains(id),
                                      m_near.contains(id));
}

QString SegmentSweepTable::previewText(qint64 id) const
{
    return SweepWords::describe(preview(id));
}

int SegmentSweepTable::affectedCount() const
{
    int count = 0;
    for (const UnitRecord &unit : units()) {
        const SweptUnit swept = preview(unit.id);
        count += !swept.smoke.isEmpty() || swept.recovered > 0 || swept.scrounged > 0;
    }
    return count;
}

void SegmentSweepTable::refreshPreview()
{
    setFilling(true);
    const QColor changedColour(0x1b, 0x5e, 0x20);
    const QColor blockedColour(0xb7, 0x1c, 0x1c);
    for (int row = 0; row < table()->rowCount(); ++row) {
        const qint64 id = table()->item(row, UnitColumn)->data(kIdRole).toLongLong();
        const UnitRecord before = unit(id).value_or(UnitRecord());
        const SweptUnit swept = preview(id);
        const UnitRecord &after = swept.change.after;

        QTableWidgetItem *smoke = table()->item(row, SmokeColumn);
        if (!swept.smoke.isEmpty()) {
            smoke->setText(SweepWords::smoke(swept.smoke));
            smoke->setForeground(changedColour);
        } else {
            smoke->setText(after.smoke
                               ? (before.firedThisSegment ? tr("stays (fired)") : tr("in smoke"))
                               : QString());
            smoke->setForeground(palette().text());
        }

        QTableWidgetItem *steps = table()->item(row, StepsColumn);
        if (swept.recovered > 0) {
            steps->setText(tr("%1 \u2192 %2 (recovers %3)")
                               .arg(before.steps)
                               .arg(after.steps)
                               .arg(swept.recovered));
            steps->setForeground(changedColour);
        } else if (!swept.recoveryBlockedBy.isEmpty()) {
            steps->setText(tr("%1: %2").arg(QString::number(before.steps),
                                            SweepWords::blocked(swept.recoveryBlockedBy)));
            steps->setForeground(blockedColour);
        } else if (before.steps > 0) {
            steps->setText(before.side == m_activeSide
                               ? QString::number(before.steps)
                               : tr("%1 (not its initiative)").arg(before.steps));
            steps->setForeground(palette().text());
        } else {
            steps->setText(QString());
        }

        QTableWidgetItem *ap = table()->item(row, ApColumn);
        if (swept.scrounged > 0) {
            ap->setText(tr("scrounges %1 \u2192 %2").arg(before.ap).arg(after.ap));
            ap->setForeground(changedColour);
        } else {
            ap->setText(QString());
        }
    }
    setFilling(false);
    const int count = affectedCount();
    m_count->setText(count == 1 ? tr("1 unit changes at the end of the segment.")
                                : tr("%1 units change at the end of the segment.").arg(count));
}

} // namespace Adc
