// RosterModel's drag and drop: units dragged to another brigade or place.
#include "roster/rostermodel.h"

#include "battle/battle.h"
#include "orders/order.h"
#include "roster/rosternode.h"

#include <QMimeData>
#include <algorithm>
#include <tuple>

namespace Adc {

QStringList RosterModel::mimeTypes() const
{
    return { unitIdsMimeType() };
}

QMimeData *RosterModel::mimeData(const QModelIndexList &indexes) const
{
    // In the tree's order, whatever order they were selected in.
    QList<const Node *> nodes;
    for (const QModelIndex &index : indexes) {
        const Node *node = nodeAt(index);
        if (node && node->kind == Kind::Unit && !nodes.contains(node))
            nodes.append(node);
    }
    auto path = [](const Node *node) {
        return std::make_tuple(node->parent->parent->row, node->parent->row, node->row);
    };
    std::sort(nodes.begin(), nodes.end(),
              [&](const Node *a, const Node *b) { return path(a) < path(b); });
    QStringList ids;
    for (const Node *node : std::as_const(nodes))
        ids.append(QString::number(node->id));
    auto *data = new QMimeData;
    data->setData(unitIdsMimeType(), ids.join(QLatin1Char('\n')).toUtf8());
    return data;
}

Qt::DropActions RosterModel::supportedDropActions() const
{
    return Qt::MoveAction;
}

namespace {

QList<qint64> idsOf(const QMimeData *data)
{
    QList<qint64> ids;
    if (!data || !data->hasFormat(RosterModel::unitIdsMimeType()))
        return ids;
    const QStringList lines = QString::fromUtf8(data->data(RosterModel::unitIdsMimeType()))
                                  .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        bool ok = false;
        const qint64 id = line.toLongLong(&ok);
        if (ok)
            ids.append(id);
    }
    return ids;
}

} // namespace

bool RosterModel::canDropMimeData(const QMimeData *data, Qt::DropAction action, int, int,
                                  const QModelIndex &parent) const
{
    if (action != Qt::MoveAction || !m_battle || m_battle->isReadOnly())
        return false;
    const Node *target = nodeAt(parent);
    if (target && target->kind == Kind::Unit)
        target = target->parent;
    if (!target || target->kind != Kind::Brigade || target->isPlaceholder())
        return false;
    const QList<qint64> ids = idsOf(data);
    if (ids.isEmpty())
        return false;
    // A unit changes brigade, never side.
    for (qint64 id : ids) {
        const Node *unit = m_units.value(id);
        if (!unit || unit->unit.side != target->brigade.side)
            return false;
    }
    return true;
}

bool RosterModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                               const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    const QList<qint64> ids = idsOf(data);
    const Node *target = nodeAt(parent);
    int place = row;
    if (target->kind == Kind::Unit) {
        // Dropped on a unit: before it.
        place = target->row;
        target = target->parent;
    }
    if (place < 0 || place > int(target->children.size()))
        place = int(target->children.size());
    // The first unit at or after the place that is not itself moving.
    qint64 before = 0;
    for (int i = place; i < int(target->children.size()); ++i) {
        const qint64 id = target->children[std::size_t(i)]->id;
        if (!ids.contains(id)) {
            before = id;
            break;
        }
    }
    MoveUnitsOrder order { ids, target->id, std::nullopt };
    if (before != 0)
        order.before = before;
    const ActionOutcome outcome = m_battle->apply(order);
    if (!outcome.isDone()) {
        Q_EMIT moveRefused(outcome.error);
        return false;
    }
    return true;
}

} // namespace Adc
