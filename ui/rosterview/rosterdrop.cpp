#include "ui/rosterview/rosterdrop.h"

#include "ui/rosterview/rosternode.h"

#include <QMimeData>
#include <algorithm>
#include <tuple>

namespace Adc {

QString RosterDrop::mimeType()
{
    return QStringLiteral("application/x-aide-de-camp-unit-ids");
}

QMimeData *RosterDrop::encode(QList<const RosterNode *> units)
{
    auto path = [](const RosterNode *node) {
        return std::make_tuple(node->parent->parent->row, node->parent->row, node->row);
    };
    std::sort(units.begin(), units.end(),
              [&](const RosterNode *a, const RosterNode *b) { return path(a) < path(b); });
    QStringList ids;
    for (const RosterNode *node : std::as_const(units))
        ids.append(QString::number(node->id));
    auto *data = new QMimeData;
    data->setData(mimeType(), ids.join(QLatin1Char('\n')).toUtf8());
    return data;
}

QList<qint64> RosterDrop::idsOf(const QMimeData *data)
{
    QList<qint64> ids;
    if (!data || !data->hasFormat(mimeType()))
        return ids;
    const QStringList lines
        = QString::fromUtf8(data->data(mimeType())).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        bool ok = false;
        const qint64 id = line.toLongLong(&ok);
        if (ok)
            ids.append(id);
    }
    return ids;
}

bool RosterDrop::accepts(const RosterNode *target, const QList<const RosterNode *> &units)
{
    if (target && target->kind == RosterTree::Kind::Unit)
        target = target->parent;
    if (!target || target->kind != RosterTree::Kind::Brigade || target->isPlaceholder()
        || units.isEmpty())
        return false;
    return std::all_of(units.cbegin(), units.cend(), [&](const RosterNode *unit) {
        return unit && unit->unit.side == target->brigade.side;
    });
}

MoveUnitsOrder RosterDrop::orderFor(const QList<qint64> &ids, const RosterNode *target, int row)
{
    int place = row;
    if (target->kind == RosterTree::Kind::Unit) {
        place = target->row;
        target = target->parent;
    }
    const int count = int(target->children.size());
    if (place < 0 || place > count)
        place = count;
    MoveUnitsOrder order { ids, target->id, std::nullopt };
    for (int i = place; i < count; ++i) {
        const qint64 id = target->children[std::size_t(i)]->id;
        if (!ids.contains(id)) {
            order.before = id;
            break;
        }
    }
    return order;
}

} // namespace Adc
