#include "ui/procedures/sweepboxes.h"

#include "ui/procedures/idrole.h"

#include <QCoreApplication>
#include <QFont>
#include <QTableWidgetItem>

namespace Adc {

QTableWidgetItem *SweepBoxes::item(qint64 id, bool fixed, bool checked, bool fromLog)
{
    auto *item = new QTableWidgetItem;
    item->setData(kIdRole, id);
    item->setFlags(fixed ? Qt::ItemIsSelectable
                         : Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
    item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    if (fromLog) {
        // Marked: the box was ticked from the log, not by the umpire.
        item->setText(QCoreApplication::translate("Adc::SweepBoxes", "from the log"));
        QFont italic = item->font();
        italic.setItalic(true);
        item->setFont(italic);
    }
    return item;
}

void SweepBoxes::mark(QSet<qint64> &boxes, qint64 id, bool ticked)
{
    if (ticked)
        boxes.insert(id);
    else
        boxes.remove(id);
}

void SweepBoxes::toggle(QSet<qint64> &boxes, const QList<UnitRecord> &units,
                        const std::function<bool(const UnitRecord &)> &picked)
{
    QList<qint64> ids;
    bool all = true;
    for (const UnitRecord &unit : units) {
        if (!picked(unit))
            continue;
        ids.append(unit.id);
        all = all && boxes.contains(unit.id);
    }
    for (const qint64 id : std::as_const(ids)) {
        if (all)
            boxes.remove(id);
        else
            boxes.insert(id);
    }
}

} // namespace Adc
