#include "ui/rosterview/rostermodel.h"

#include "core/orders/order.h"
#include "db/battle/battle.h"
#include "ui/rosterview/rostercells.h"
#include "ui/rosterview/rosterdrop.h"
#include "ui/rosterview/rosternode.h"

#include <QMimeData>
#include <limits>
#include <utility>

namespace Adc {

namespace {

// Above this many changed units one query for all is cheaper than one each.
constexpr int kBulkChange = 48;

bool isOutOfAp(const UnitRecord &unit)
{
    if (firesByTubes(unit.arm))
        return unit.apBall == 0 && unit.apCanister == 0;
    return unit.ap == 0;
}

} // namespace

RosterModel::RosterModel(QObject *parent)
    : RosterTree(parent)
{
}

RosterModel::~RosterModel() = default;

void RosterModel::setBattle(Battle *battle)
{
    if (m_battle)
        disconnect(m_battle, nullptr, this, nullptr);
    beginResetModel();
    m_battle = battle;
    clear();
    load();
    endResetModel();
    if (!battle)
        return;
    connect(battle, &Battle::unitsChanged, this, &RosterModel::onUnitsChanged);
    connect(battle, &Battle::unitAdded, this, &RosterModel::onUnitAdded);
    connect(battle, &Battle::unitRemoved, this, &RosterModel::onUnitRemoved);
    connect(battle, &Battle::battleChanged, this, &RosterModel::onBattleChanged);
    connect(battle, &QObject::destroyed, this, [this] {
        beginResetModel();
        clear();
        endResetModel();
    });
}

void RosterModel::load()
{
    if (!m_battle)
        return;
    const QList<SideRecord> sides = m_battle->sides();
    const QList<BrigadeRecord> brigades = m_battle->brigades();
    const QList<UnitRecord> units = m_battle->units();
    const QHash<qint64, int> orders = m_battle->unitSortOrders();

    QHash<QString, Node *> sidesByName;
    for (const SideRecord &side : sides) {
        auto node = std::make_unique<Node>();
        node->kind = Kind::Side;
        node->id = side.id;
        node->sortOrder = side.sortOrder;
        node->side = side;
        node->parent = m_root.get();
        node->row = int(m_root->children.size());
        sidesByName.insert(side.name, node.get());
        m_root->children.push_back(std::move(node));
    }
    // Brigades by side and name: a unit names its brigade that way.
    QHash<QString, Node *> brigadesByName;
    auto brigadeKey = [](const QString &side, const QString &brigade) {
        return side + QLatin1Char('\n') + brigade;
    };
    for (const BrigadeRecord &brigade : brigades) {
        Node *side = sidesByName.value(brigade.side);
        if (!side)
            continue;
        auto node = std::make_unique<Node>();
        node->kind = Kind::Brigade;
        node->id = brigade.id;
        node->sortOrder = brigade.sortOrder;
        node->brigade = brigade;
        node->parent = side;
        node->row = int(side->children.size());
        m_brigades.insert(brigade.id, node.get());
        brigadesByName.insert(brigadeKey(brigade.side, brigade.name), node.get());
        side->children.push_back(std::move(node));
    }
    // Units come in the battle's order, so appending keeps each brigade sorted.
    for (const UnitRecord &unit : units) {
        Node *brigade = brigadesByName.value(brigadeKey(unit.side, unit.brigade));
        if (!brigade) {
            Node *side = sidesByName.value(unit.side);
            if (!side)
                continue;
            brigade = placeholderBrigade(side, true);
        }
        auto node = std::make_unique<Node>();
        node->kind = Kind::Unit;
        node->id = unit.id;
        node->sortOrder = orders.value(unit.id);
        node->unit = unit;
        node->parent = brigade;
        node->row = int(brigade->children.size());
        m_units.insert(unit.id, node.get());
        brigade->children.push_back(std::move(node));
    }
}

void RosterModel::onUnitsChanged(const QList<qint64> &ids)
{
    if (!m_battle)
        return;
    if (ids.size() > kBulkChange) {
        QSet<qint64> wanted(ids.cbegin(), ids.cend());
        const QHash<qint64, int> orders = m_battle->unitSortOrders();
        for (const UnitRecord &unit : m_battle->units()) {
            if (wanted.contains(unit.id))
                placeUnit(unit, orders.value(unit.id));
        }
        return;
    }
    for (qint64 id : ids) {
        const std::optional<UnitRecord> unit = m_battle->unit(id);
        if (!unit)
            continue;
        placeUnit(*unit, m_battle->unitSortOrder(id).value_or(0));
    }
}

void RosterModel::onUnitAdded(qint64 id)
{
    onUnitsChanged({ id });
}

void RosterModel::onUnitRemoved(qint64 id)
{
    if (Node *node = m_units.value(id))
        removeUnitNode(node);
}

void RosterModel::onBattleChanged()
{
    syncOrganisation();
}

RosterModel::Condition RosterModel::worstOf(Conditions conditions)
{
    for (RosterModel::Condition condition :
         { RosterModel::Broken, RosterModel::Routed, RosterModel::OutOfAp, RosterModel::InSmoke }) {
        if (conditions.testFlag(condition))
            return condition;
    }
    return RosterModel::NoCondition;
}

RosterModel::Conditions RosterModel::conditionsOf(const UnitRecord &unit)
{
    Conditions conditions;
    if (unit.smoke)
        conditions |= InSmoke;
    if (isOutOfAp(unit))
        conditions |= OutOfAp;
    if (unit.morale == Morale::Routed)
        conditions |= Routed;
    if (unit.morale == Morale::Broken)
        conditions |= Broken;
    return conditions;
}

QString RosterModel::conditionReasons(const UnitRecord &unit)
{
    const Conditions conditions = conditionsOf(unit);
    QStringList reasons;
    if (conditions.testFlag(Broken))
        reasons.append(tr("Broken: it cannot fire."));
    if (conditions.testFlag(Routed))
        reasons.append(tr("Routed: it cannot fire."));
    if (conditions.testFlag(OutOfAp)) {
        reasons.append(firesByTubes(unit.arm)
                           ? tr("Out of ammunition: no ball and no canister AP left.")
                           : tr("Out of ammunition: no AP left; it may scrounge 1 AP a "
                                "segment, fired with the scrounging modifier."));
    }
    if (conditions.testFlag(InSmoke))
        reasons.append(tr("In smoke: it fired; infantry in smoke fire at most 1 AP, and fire at "
                          "it counts the modifier for a target in smoke. It leaves smoke by not "
                          "firing for a segment or by moving."));
    if (unit.hidden)
        reasons.append(tr("Hidden: in a town, unseen by the other side, which is never shown "
                          "it; fire at its block's edge still reaches it by ricochet."));
    else if (unit.seen)
        reasons.append(tr("In sight: the other sides' players see its name, arm, formation and "
                          "about how many castings it has."));
    return reasons.join(QLatin1Char('\n'));
}

QVariant RosterModel::data(const QModelIndex &index, int role) const
{
    const Node *node = nodeAt(index);
    if (!node)
        return QVariant();
    const int column = index.column();

    switch (role) {
    case UnitIdRole:
        return node->kind == Kind::Unit ? node->id : qint64(0);
    case BrigadeIdRole:
        if (node->kind == Kind::Brigade)
            return node->id;
        if (node->kind == Kind::Unit)
            return node->parent->id;
        return qint64(0);
    case SideNameRole:
        return sideAt(index);
    case KindRole:
        return int(node->kind);
    case NameRole:
        return node->kind == Kind::Unit   ? node->unit.name
            : node->kind == Kind::Brigade ? node->brigade.name
                                          : node->side.name;
    case ConditionsRole:
        return node->kind == Kind::Unit ? int(conditionsOf(node->unit)) : 0;
    default:
        break;
    }

    if (node->kind != Kind::Unit)
        return RosterCells::groupData(*node, column, role);
    return RosterCells::unitData(node->unit, column, role);
}

QVariant RosterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QVariant();
    return RosterCells::header(section, role);
}

Qt::ItemFlags RosterModel::flags(const QModelIndex &index) const
{
    const Node *node = nodeAt(index);
    if (!node)
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const bool editable = m_battle && !m_battle->isReadOnly();
    if (editable && node->kind == Kind::Unit)
        flags |= Qt::ItemIsDragEnabled | Qt::ItemIsDropEnabled;
    if (editable && node->kind == Kind::Unit && index.column() == MovedColumn
        && !node->unit.movedThisSegment)
        flags |= Qt::ItemIsUserCheckable;
    if (editable && node->kind == Kind::Brigade && !node->isPlaceholder())
        flags |= Qt::ItemIsDropEnabled;
    return flags;
}

bool RosterModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const Node *node = nodeAt(index);
    if (!node || node->kind != Kind::Unit || index.column() != MovedColumn
        || role != Qt::CheckStateRole || !m_battle || m_battle->isReadOnly())
        return false;
    // Ticking records the move; a recorded move is taken back with Undo, so
    // that the log keeps what the sweeps read.
    if (value.toInt() != Qt::Checked || node->unit.movedThisSegment)
        return false;
    MoveOrder move;
    move.unit = node->id;
    const ActionOutcome outcome = m_battle->apply(Order(move));
    if (!outcome.ok()) {
        Q_EMIT moveRefused(outcome.error());
        return false;
    }
    return true;
}

QStringList RosterModel::mimeTypes() const
{
    return { RosterDrop::mimeType() };
}

QMimeData *RosterModel::mimeData(const QModelIndexList &indexes) const
{
    QList<const Node *> units;
    for (const QModelIndex &index : indexes) {
        const Node *node = nodeAt(index);
        if (node && node->kind == Kind::Unit && !units.contains(node))
            units.append(node);
    }
    return RosterDrop::encode(units);
}

Qt::DropActions RosterModel::supportedDropActions() const
{
    return Qt::MoveAction;
}

bool RosterModel::canDropMimeData(const QMimeData *data, Qt::DropAction action, int, int,
                                  const QModelIndex &parent) const
{
    if (action != Qt::MoveAction || !m_battle || m_battle->isReadOnly())
        return false;
    QList<const Node *> units;
    for (qint64 id : RosterDrop::idsOf(data))
        units.append(m_units.value(id));
    return RosterDrop::accepts(nodeAt(parent), units);
}

bool RosterModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                               const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    const ActionOutcome outcome
        = m_battle->apply(RosterDrop::orderFor(RosterDrop::idsOf(data), nodeAt(parent), row));
    if (!outcome.ok()) {
        Q_EMIT moveRefused(outcome.error());
        return false;
    }
    return true;
}

} // namespace Adc
