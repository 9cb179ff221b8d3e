#include "ui/rosterview/rostertree.h"

#include "db/battle/battle.h"
#include "ui/rosterview/rosternode.h"

#include <limits>
#include <utility>

namespace Adc {

namespace {

constexpr int kLastColumn = RosterTree::ColumnCount - 1;
constexpr qint64 kLast = std::numeric_limits<qint64>::max();

} // namespace

RosterTree::RosterTree(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Node>())
{
    m_root->kind = Kind::Side;
}

RosterTree::~RosterTree() = default;

void RosterTree::clear()
{
    m_root->children.clear();
    m_units.clear();
    m_brigades.clear();
}

RosterTree::Node *RosterTree::placeholderBrigade(Node *side, bool create)
{
    if (!side->children.empty() && side->children.back()->isPlaceholder())
        return side->children.back().get();
    if (!create)
        return nullptr;
    auto node = std::make_unique<Node>();
    node->kind = Kind::Brigade;
    node->id = 0;
    node->sortOrder = kLast;
    node->brigade.side = side->side.name;
    node->brigade.name = tr("(no brigade)");
    Node *raw = node.get();
    insertChild(side, int(side->children.size()), std::move(node));
    return raw;
}

QModelIndex RosterTree::indexOf(const Node *node, int column) const
{
    if (!node || node == m_root.get())
        return QModelIndex();
    return createIndex(node->row, column, const_cast<Node *>(node));
}

RosterTree::Node *RosterTree::nodeAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return nullptr;
    return static_cast<Node *>(index.internalPointer());
}

void RosterTree::insertChild(Node *parent, int row, std::unique_ptr<Node> child)
{
    beginInsertRows(indexOf(parent), row, row);
    child->parent = parent;
    parent->children.insert(parent->children.begin() + row, std::move(child));
    for (int i = row; i < int(parent->children.size()); ++i)
        parent->children[std::size_t(i)]->row = i;
    endInsertRows();
}

std::unique_ptr<RosterTree::Node> RosterTree::takeChild(Node *parent, int row)
{
    beginRemoveRows(indexOf(parent), row, row);
    std::unique_ptr<Node> child = std::move(parent->children[std::size_t(row)]);
    parent->children.erase(parent->children.begin() + row);
    for (int i = row; i < int(parent->children.size()); ++i)
        parent->children[std::size_t(i)]->row = i;
    endRemoveRows();
    child->parent = nullptr;
    return child;
}

void RosterTree::moveChild(Node *node, Node *newParent, int row)
{
    // row counts the new parent's children without the node itself.
    Node *oldParent = node->parent;
    const int from = node->row;
    const int destination = oldParent == newParent && row >= from ? row + 1 : row;
    if (!beginMoveRows(indexOf(oldParent), from, from, indexOf(newParent), destination))
        return;
    std::unique_ptr<Node> owned = std::move(oldParent->children[std::size_t(from)]);
    oldParent->children.erase(oldParent->children.begin() + from);
    newParent->children.insert(newParent->children.begin() + row, std::move(owned));
    node->parent = newParent;
    for (Node *parent : { oldParent, newParent }) {
        for (int i = 0; i < int(parent->children.size()); ++i)
            parent->children[std::size_t(i)]->row = i;
    }
    endMoveRows();
}

namespace {

// Where a node with this key goes among the parent's children (the node
// itself left out), keeping the battle's order.
int placeAmong(const std::vector<std::unique_ptr<RosterNode>> &children, const RosterNode *self,
               std::pair<qint64, qint64> key)
{
    int place = 0;
    for (const auto &child : children) {
        if (child.get() == self)
            continue;
        if (child->key() > key)
            break;
        ++place;
    }
    return place;
}

} // namespace

RosterTree::Node *RosterTree::sideNode(const QString &name) const
{
    for (const auto &side : m_root->children) {
        if (side->side.name == name)
            return side.get();
    }
    return nullptr;
}

RosterTree::Node *RosterTree::brigadeNodeFor(const QString &side, const QString &brigade)
{
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (Node *sideNode = this->sideNode(side)) {
            if (brigade.isEmpty())
                return placeholderBrigade(sideNode, true);
            for (const auto &child : sideNode->children) {
                if (!child->isPlaceholder() && child->brigade.name == brigade)
                    return child.get();
            }
        }
        // A side or brigade the action created: the organisation signal
        // comes after the unit's.
        syncOrganisation();
    }
    return nullptr;
}

void RosterTree::syncOrganisation()
{
    if (!m_battle)
        return;
    const QSet<qint64> sideIds = syncSides(m_battle->sides());
    const QSet<qint64> brigadeIds = syncBrigades(m_battle->brigades());
    dropGone(sideIds, brigadeIds);
}

QSet<qint64> RosterTree::syncSides(const QList<SideRecord> &sides)
{
    QSet<qint64> sideIds;
    for (const SideRecord &side : sides) {
        sideIds.insert(side.id);
        Node *node = nullptr;
        for (const auto &child : m_root->children) {
            if (child->id == side.id)
                node = child.get();
        }
        if (!node) {
            auto created = std::make_unique<Node>();
            created->kind = Kind::Side;
            created->id = side.id;
            created->sortOrder = side.sortOrder;
            created->side = side;
            const int row = placeAmong(m_root->children, nullptr, created->key());
            insertChild(m_root.get(), row, std::move(created));
            continue;
        }
        if (node->side == side)
            continue;
        const bool renamed = node->side.name != side.name;
        node->side = side;
        node->sortOrder = side.sortOrder;
        const int row = placeAmong(m_root->children, node, node->key());
        if (row != node->row)
            moveChild(node, m_root.get(), row);
        if (renamed) {
            for (const auto &brigade : node->children) {
                brigade->brigade.side = side.name;
                for (const auto &unit : brigade->children)
                    unit->unit.side = side.name;
            }
        }
        Q_EMIT dataChanged(indexOf(node), indexOf(node, kLastColumn));
    }

    return sideIds;
}

QSet<qint64> RosterTree::syncBrigades(const QList<BrigadeRecord> &brigades)
{
    QSet<qint64> brigadeIds;
    for (const BrigadeRecord &brigade : brigades) {
        brigadeIds.insert(brigade.id);
        Node *side = sideNode(brigade.side);
        if (!side)
            continue;
        Node *node = m_brigades.value(brigade.id);
        if (!node) {
            auto created = std::make_unique<Node>();
            created->kind = Kind::Brigade;
            created->id = brigade.id;
            created->sortOrder = brigade.sortOrder;
            created->brigade = brigade;
            const int row = placeAmong(side->children, nullptr, created->key());
            m_brigades.insert(brigade.id, created.get());
            insertChild(side, row, std::move(created));
            continue;
        }
        if (node->brigade == brigade)
            continue;
        node->brigade = brigade;
        node->sortOrder = brigade.sortOrder;
        const int row = placeAmong(side->children, node, node->key());
        if (node->parent != side || row != node->row)
            moveChild(node, side, row);
        for (const auto &unit : node->children) {
            unit->unit.side = brigade.side;
            unit->unit.brigade = brigade.name;
        }
        Q_EMIT dataChanged(indexOf(node), indexOf(node, kLastColumn));
    }

    return brigadeIds;
}

void RosterTree::dropGone(const QSet<qint64> &sideIds, const QSet<qint64> &brigadeIds)
{
    // Brigades and sides the battle no longer has (their units went first).
    const QList<qint64> known = m_brigades.keys();
    for (qint64 id : known) {
        if (brigadeIds.contains(id))
            continue;
        Node *node = m_brigades.take(id);
        for (const auto &unit : node->children)
            m_units.remove(unit->id);
        takeChild(node->parent, node->row);
    }
    for (int row = int(m_root->children.size()) - 1; row >= 0; --row) {
        Node *side = m_root->children[std::size_t(row)].get();
        if (sideIds.contains(side->id))
            continue;
        for (const auto &brigade : side->children) {
            m_brigades.remove(brigade->id);
            for (const auto &unit : brigade->children)
                m_units.remove(unit->id);
        }
        takeChild(m_root.get(), row);
    }
}

void RosterTree::emitTotalsChanged(Node *brigade)
{
    if (!brigade || brigade == m_root.get())
        return;
    Q_EMIT dataChanged(indexOf(brigade, CastingsColumn), indexOf(brigade, CwColumn));
    if (brigade->parent && brigade->parent != m_root.get())
        Q_EMIT dataChanged(indexOf(brigade->parent, CastingsColumn),
                           indexOf(brigade->parent, CwColumn));
}

void RosterTree::placeUnit(const UnitRecord &unit, int sortOrder)
{
    Node *brigade = brigadeNodeFor(unit.side, unit.brigade);
    if (!brigade)
        return;
    Node *node = m_units.value(unit.id);
    const std::pair<qint64, qint64> key { sortOrder, unit.id };
    const int row = placeAmong(brigade->children, node, key);
    if (!node) {
        auto created = std::make_unique<Node>();
        created->kind = Kind::Unit;
        created->id = unit.id;
        created->sortOrder = sortOrder;
        created->unit = unit;
        m_units.insert(unit.id, created.get());
        insertChild(brigade, row, std::move(created));
        emitTotalsChanged(brigade);
        return;
    }
    Node *oldBrigade = node->parent;
    node->unit = unit;
    node->sortOrder = sortOrder;
    if (oldBrigade != brigade || row != node->row)
        moveChild(node, brigade, row);
    Q_EMIT dataChanged(indexOf(node), indexOf(node, kLastColumn));
    emitTotalsChanged(brigade);
    if (oldBrigade != brigade) {
        emitTotalsChanged(oldBrigade);
        if (oldBrigade->isPlaceholder() && oldBrigade->children.empty())
            takeChild(oldBrigade->parent, oldBrigade->row);
    }
}

void RosterTree::removeUnitNode(Node *node)
{
    Node *brigade = node->parent;
    m_units.remove(node->id);
    takeChild(brigade, node->row);
    emitTotalsChanged(brigade);
    if (brigade->isPlaceholder() && brigade->children.empty())
        takeChild(brigade->parent, brigade->row);
}

QModelIndex RosterTree::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return QModelIndex();
    const Node *node = parent.isValid() ? nodeAt(parent) : m_root.get();
    if (!node || row >= int(node->children.size()))
        return QModelIndex();
    return createIndex(row, column, node->children[std::size_t(row)].get());
}

QModelIndex RosterTree::parent(const QModelIndex &child) const
{
    const Node *node = nodeAt(child);
    if (!node || !node->parent)
        return QModelIndex();
    return indexOf(node->parent);
}

int RosterTree::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    const Node *node = parent.isValid() ? nodeAt(parent) : m_root.get();
    return node ? int(node->children.size()) : 0;
}

int RosterTree::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QModelIndex RosterTree::indexOfUnit(qint64 id, int column) const
{
    return indexOf(m_units.value(id), column);
}

QModelIndex RosterTree::indexOfBrigade(qint64 id) const
{
    return indexOf(m_brigades.value(id));
}

QModelIndex RosterTree::indexOfSide(const QString &name) const
{
    return indexOf(sideNode(name));
}

std::optional<UnitRecord> RosterTree::unitAt(const QModelIndex &index) const
{
    const Node *node = nodeAt(index);
    if (!node || node->kind != Kind::Unit)
        return std::nullopt;
    return node->unit;
}

std::optional<BrigadeRecord> RosterTree::brigadeAt(const QModelIndex &index) const
{
    const Node *node = nodeAt(index);
    if (node && node->kind == Kind::Unit)
        node = node->parent;
    if (!node || node->kind != Kind::Brigade)
        return std::nullopt;
    return node->brigade;
}

QString RosterTree::sideAt(const QModelIndex &index) const
{
    const Node *node = nodeAt(index);
    while (node && node->kind != Kind::Side)
        node = node->parent;
    return node ? node->side.name : QString();
}

RosterTree::Kind RosterTree::kindAt(const QModelIndex &index) const
{
    const Node *node = nodeAt(index);
    return node ? node->kind : Kind::Side;
}

} // namespace Adc
