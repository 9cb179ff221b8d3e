#include "roster/rostermodel.h"

#include "battle/battle.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QIcon>
#include <QJsonArray>
#include <QMimeData>
#include <QPainter>
#include <QPixmap>
#include <QSqlQuery>
#include <QSqlRecord>
#include <limits>
#include <utility>

namespace Adc {

struct RosterModel::Node
{
    Kind kind = Kind::Unit;
    Node *parent = nullptr;
    int row = 0;
    qint64 id = 0;
    qint64 sortOrder = 0;
    std::vector<std::unique_ptr<Node>> children;
    SideRecord side;
    BrigadeRecord brigade;
    UnitRecord unit;

    // Siblings stand in the battle's order: sort order, then id.
    std::pair<qint64, qint64> key() const { return { sortOrder, id }; }
    bool isPlaceholder() const { return kind == Kind::Brigade && id == 0; }
};

namespace {

constexpr int kLastColumn = RosterModel::ColumnCount - 1;
// Above this many changed units one query for all is cheaper than one each.
constexpr int kBulkChange = 48;
constexpr qint64 kLast = std::numeric_limits<qint64>::max();

// The order of battle's order of every unit. UnitRecord does not carry it;
// the tree needs it to put a unit that comes back (undo) where it was.
QHash<qint64, int> sortOrders(const QSqlDatabase &database, qint64 onlyId = 0)
{
    QHash<qint64, int> orders;
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (onlyId != 0) {
        query.prepare(QStringLiteral("SELECT id, sort_order FROM units WHERE id = ?"));
        query.addBindValue(onlyId);
    } else {
        query.prepare(QStringLiteral("SELECT id, sort_order FROM units"));
    }
    if (!query.exec())
        return orders;
    const QSqlRecord record = query.record();
    const int id = record.indexOf(QStringLiteral("id"));
    const int sortOrder = record.indexOf(QStringLiteral("sort_order"));
    while (query.next())
        orders.insert(query.value(id).toLongLong(), query.value(sortOrder).toInt());
    return orders;
}

bool isOutOfAp(const UnitRecord &unit)
{
    if (firesByTubes(unit.arm))
        return unit.apBall == 0 && unit.apCanister == 0;
    return unit.ap == 0;
}

RosterModel::Condition worstOf(RosterModel::Conditions conditions)
{
    for (RosterModel::Condition condition : { RosterModel::Broken, RosterModel::Routed,
                                              RosterModel::OutOfAp, RosterModel::InSmoke }) {
        if (conditions.testFlag(condition))
            return condition;
    }
    return RosterModel::NoCondition;
}

QColor backgroundOf(RosterModel::Condition condition)
{
    switch (condition) {
    case RosterModel::Broken:
        return QColor(0xef, 0xa9, 0xa5);
    case RosterModel::Routed:
        return QColor(0xf8, 0xd0, 0xcc);
    case RosterModel::OutOfAp:
        return QColor(0xfd, 0xe2, 0xb3);
    case RosterModel::InSmoke:
        return QColor(0xdd, 0xdd, 0xdd);
    case RosterModel::NoCondition:
        break;
    }
    return QColor();
}

QColor foregroundOf(RosterModel::Condition condition)
{
    switch (condition) {
    case RosterModel::Broken:
        return QColor(0x5a, 0x00, 0x00);
    case RosterModel::Routed:
        return QColor(0x8b, 0x00, 0x00);
    case RosterModel::OutOfAp:
        return QColor(0x5e, 0x34, 0x00);
    case RosterModel::InSmoke:
        return QColor(0x30, 0x30, 0x30);
    case RosterModel::NoCondition:
        break;
    }
    return QColor();
}

// A round badge with a letter: B broken, R routed, A out of ammunition,
// S in smoke. Painted, so the program needs no image files for it.
QIcon badge(RosterModel::Condition condition)
{
    static QHash<int, QIcon> cache;
    const auto found = cache.constFind(condition);
    if (found != cache.constEnd())
        return *found;
    QColor fill;
    QString letter;
    switch (condition) {
    case RosterModel::Broken:
        fill = QColor(0x7a, 0x00, 0x00);
        letter = QStringLiteral("B");
        break;
    case RosterModel::Routed:
        fill = QColor(0xc6, 0x28, 0x28);
        letter = QStringLiteral("R");
        break;
    case RosterModel::OutOfAp:
        fill = QColor(0xe6, 0x51, 0x00);
        letter = QStringLiteral("A");
        break;
    case RosterModel::InSmoke:
        fill = QColor(0x70, 0x70, 0x70);
        letter = QStringLiteral("S");
        break;
    case RosterModel::NoCondition:
        return QIcon();
    }
    QIcon icon;
    for (int size : { 16, 32 }) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        painter.drawEllipse(QRectF(0.5, 0.5, size - 1.0, size - 1.0));
        QFont font;
        font.setBold(true);
        font.setPixelSize(size * 11 / 16);
        painter.setFont(font);
        painter.setPen(Qt::white);
        painter.drawText(QRect(0, 0, size, size), Qt::AlignCenter, letter);
        painter.end();
        icon.addPixmap(pixmap);
    }
    cache.insert(condition, icon);
    return icon;
}

QString countOf(int current, int initial)
{
    return QStringLiteral("%1/%2").arg(current).arg(initial);
}

QString apText(const UnitRecord &unit)
{
    if (firesByTubes(unit.arm))
        return QStringLiteral("%1/%2").arg(unit.apBall).arg(unit.apCanister);
    return QString::number(unit.ap);
}

QString terrainText(const UnitRecord &unit)
{
    if (unit.feature.isEmpty())
        return toName(unit.terrain);
    return QStringLiteral("%1 (%2)").arg(toName(unit.terrain), unit.feature);
}

QString unitText(const UnitRecord &unit, int column)
{
    switch (column) {
    case RosterModel::NameColumn:
        return unit.name;
    case RosterModel::CastingsColumn:
        return countOf(unit.castings, unit.castingsInitial);
    case RosterModel::StepsColumn:
        return QString::number(unit.steps);
    case RosterModel::CwColumn:
        return countOf(unit.cw, unit.cwInitial);
    case RosterModel::ApColumn:
        return apText(unit);
    case RosterModel::SmokeColumn:
        return unit.smoke ? QStringLiteral("in smoke") : QString();
    case RosterModel::MoraleColumn:
        return toName(unit.morale);
    case RosterModel::FormationColumn:
        return toName(unit.formation);
    case RosterModel::TerrainColumn:
        return terrainText(unit);
    case RosterModel::FirefightColumn:
        return unit.firefight ? QStringLiteral("firefight") : QString();
    default:
        return QString();
    }
}

QVariant unitSortKey(const UnitRecord &unit, int column)
{
    switch (column) {
    case RosterModel::NameColumn:
        return unit.name;
    case RosterModel::CastingsColumn:
        return unit.castings;
    case RosterModel::StepsColumn:
        return unit.steps;
    case RosterModel::CwColumn:
        return unit.cw;
    case RosterModel::ApColumn:
        return firesByTubes(unit.arm) ? unit.apBall + unit.apCanister : unit.ap;
    case RosterModel::SmokeColumn:
        return int(unit.smoke);
    case RosterModel::MoraleColumn:
        return int(unit.morale); // steady ... broken: worse sorts later
    case RosterModel::FormationColumn:
        return toName(unit.formation);
    case RosterModel::TerrainColumn:
        return terrainText(unit);
    case RosterModel::FirefightColumn:
        return int(unit.firefight);
    default:
        return QVariant();
    }
}

// The column that shows a condition, in bold when the unit has it.
bool showsCondition(int column, RosterModel::Conditions conditions)
{
    switch (column) {
    case RosterModel::ApColumn:
        return conditions.testFlag(RosterModel::OutOfAp);
    case RosterModel::SmokeColumn:
        return conditions.testFlag(RosterModel::InSmoke);
    case RosterModel::MoraleColumn:
        return conditions.testFlag(RosterModel::Routed) || conditions.testFlag(RosterModel::Broken);
    default:
        return false;
    }
}

} // namespace

QString RosterModel::unitIdsMimeType()
{
    return QStringLiteral("application/x-aide-de-camp-unit-ids");
}

RosterModel::RosterModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Node>())
{
    m_root->kind = Kind::Side;
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

void RosterModel::clear()
{
    m_root->children.clear();
    m_units.clear();
    m_brigades.clear();
}

void RosterModel::load()
{
    if (!m_battle)
        return;
    const QList<SideRecord> sides = m_battle->sides();
    const QList<BrigadeRecord> brigades = m_battle->brigades();
    const QList<UnitRecord> units = m_battle->units();
    const QHash<qint64, int> orders = sortOrders(m_battle->database());

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

RosterModel::Node *RosterModel::placeholderBrigade(Node *side, bool create)
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

// --- structure -------------------------------------------------------------

QModelIndex RosterModel::indexOf(const Node *node, int column) const
{
    if (!node || node == m_root.get())
        return QModelIndex();
    return createIndex(node->row, column, const_cast<Node *>(node));
}

RosterModel::Node *RosterModel::nodeAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return nullptr;
    return static_cast<Node *>(index.internalPointer());
}

void RosterModel::insertChild(Node *parent, int row, std::unique_ptr<Node> child)
{
    beginInsertRows(indexOf(parent), row, row);
    child->parent = parent;
    parent->children.insert(parent->children.begin() + row, std::move(child));
    for (int i = row; i < int(parent->children.size()); ++i)
        parent->children[std::size_t(i)]->row = i;
    endInsertRows();
}

std::unique_ptr<RosterModel::Node> RosterModel::takeChild(Node *parent, int row)
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

void RosterModel::moveChild(Node *node, Node *newParent, int row)
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
template<typename NodeT>
int placeAmong(const std::vector<std::unique_ptr<NodeT>> &children, const NodeT *self,
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

RosterModel::Node *RosterModel::sideNode(const QString &name) const
{
    for (const auto &side : m_root->children) {
        if (side->side.name == name)
            return side.get();
    }
    return nullptr;
}

RosterModel::Node *RosterModel::brigadeNodeFor(const QString &side, const QString &brigade)
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

void RosterModel::syncOrganisation()
{
    if (!m_battle)
        return;
    const QList<SideRecord> sides = m_battle->sides();
    const QList<BrigadeRecord> brigades = m_battle->brigades();

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
            const int row = placeAmong(m_root->children, static_cast<Node *>(nullptr),
                                       created->key());
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
            const int row = placeAmong(side->children, static_cast<Node *>(nullptr),
                                       created->key());
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

void RosterModel::emitTotalsChanged(Node *brigade)
{
    if (!brigade || brigade == m_root.get())
        return;
    Q_EMIT dataChanged(indexOf(brigade, CastingsColumn), indexOf(brigade, CwColumn));
    if (brigade->parent && brigade->parent != m_root.get())
        Q_EMIT dataChanged(indexOf(brigade->parent, CastingsColumn),
                           indexOf(brigade->parent, CwColumn));
}

// --- following the battle ---------------------------------------------------

void RosterModel::placeUnit(const UnitRecord &unit, int sortOrder)
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

void RosterModel::onUnitsChanged(const QList<qint64> &ids)
{
    if (!m_battle)
        return;
    if (ids.size() > kBulkChange) {
        QSet<qint64> wanted(ids.cbegin(), ids.cend());
        const QHash<qint64, int> orders = sortOrders(m_battle->database());
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
        placeUnit(*unit, sortOrders(m_battle->database(), id).value(id));
    }
}

void RosterModel::onUnitAdded(qint64 id)
{
    onUnitsChanged({ id });
}

void RosterModel::removeUnitNode(Node *node)
{
    Node *brigade = node->parent;
    m_units.remove(node->id);
    takeChild(brigade, node->row);
    emitTotalsChanged(brigade);
    if (brigade->isPlaceholder() && brigade->children.empty())
        takeChild(brigade->parent, brigade->row);
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

// --- the model's interface --------------------------------------------------

QModelIndex RosterModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return QModelIndex();
    const Node *node = parent.isValid() ? nodeAt(parent) : m_root.get();
    if (!node || row >= int(node->children.size()))
        return QModelIndex();
    return createIndex(row, column, node->children[std::size_t(row)].get());
}

QModelIndex RosterModel::parent(const QModelIndex &child) const
{
    const Node *node = nodeAt(child);
    if (!node || !node->parent)
        return QModelIndex();
    return indexOf(node->parent);
}

int RosterModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    const Node *node = parent.isValid() ? nodeAt(parent) : m_root.get();
    return node ? int(node->children.size()) : 0;
}

int RosterModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
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
        reasons.append(tr("In smoke: it fired; infantry in smoke fire at most 1 AP and fire at "
                          "it counts the target-in-smoke modifier. It leaves smoke by not firing "
                          "for a segment or by moving."));
    return reasons.join(QLatin1Char('\n'));
}

namespace {

template<typename NodeT>
void addTotals(const NodeT *node, int *castings, int *castingsInitial, int *cw, int *cwInitial)
{
    if (node->kind == RosterModel::Kind::Unit) {
        *castings += node->unit.castings;
        *castingsInitial += node->unit.castingsInitial;
        *cw += node->unit.cw;
        *cwInitial += node->unit.cwInitial;
        return;
    }
    for (const auto &child : node->children)
        addTotals(child.get(), castings, castingsInitial, cw, cwInitial);
}

template<typename NodeT>
int unitsUnder(const NodeT *node)
{
    if (node->kind == RosterModel::Kind::Unit)
        return 1;
    int count = 0;
    for (const auto &child : node->children)
        count += unitsUnder(child.get());
    return count;
}

} // namespace

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
        return node->kind == Kind::Unit ? node->unit.name
                : node->kind == Kind::Brigade ? node->brigade.name
                                              : node->side.name;
    case ConditionsRole:
        return node->kind == Kind::Unit ? int(conditionsOf(node->unit)) : 0;
    default:
        break;
    }

    if (node->kind != Kind::Unit) {
        int castings = 0, castingsInitial = 0, cw = 0, cwInitial = 0;
        switch (role) {
        case Qt::DisplayRole:
            if (column == NameColumn)
                return node->kind == Kind::Side ? node->side.name : node->brigade.name;
            if (column == CastingsColumn || column == CwColumn) {
                addTotals(node, &castings, &castingsInitial, &cw, &cwInitial);
                return column == CastingsColumn ? countOf(castings, castingsInitial)
                                                : countOf(cw, cwInitial);
            }
            return QVariant();
        case SortRole:
            return node->row;
        case Qt::FontRole: {
            QFont font;
            font.setBold(true);
            return font;
        }
        case Qt::TextAlignmentRole:
            return column == NameColumn ? QVariant() : QVariant(Qt::AlignCenter);
        case Qt::ToolTipRole:
            if (node->kind == Kind::Side)
                return tr("%1: %n unit(s)", "", unitsUnder(node)).arg(node->side.name);
            if (column == CastingsColumn || column == CwColumn)
                return tr("Totals of the brigade: current/initial");
            return node->brigade.commander.isEmpty()
                    ? tr("%1: %n unit(s)", "", unitsUnder(node)).arg(node->brigade.name)
                    : tr("%1, %2: %n unit(s)", "", unitsUnder(node))
                              .arg(node->brigade.name, node->brigade.commander);
        default:
            return QVariant();
        }
    }

    const UnitRecord &unit = node->unit;
    switch (role) {
    case Qt::DisplayRole:
        return unitText(unit, column);
    case SortRole:
        return unitSortKey(unit, column);
    case Qt::DecorationRole:
        if (column == NameColumn)
            return badge(worstOf(conditionsOf(unit)));
        return QVariant();
    case Qt::BackgroundRole: {
        const QColor colour = backgroundOf(worstOf(conditionsOf(unit)));
        return colour.isValid() ? QVariant(QBrush(colour)) : QVariant();
    }
    case Qt::ForegroundRole: {
        const QColor colour = foregroundOf(worstOf(conditionsOf(unit)));
        return colour.isValid() ? QVariant(QBrush(colour)) : QVariant();
    }
    case Qt::FontRole:
        if (showsCondition(column, conditionsOf(unit))) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return QVariant();
    case Qt::TextAlignmentRole:
        switch (column) {
        case CastingsColumn:
        case StepsColumn:
        case CwColumn:
        case ApColumn:
        case SmokeColumn:
        case FirefightColumn:
            return QVariant(Qt::AlignCenter);
        default:
            return QVariant();
        }
    case Qt::ToolTipRole: {
        const QString reasons = conditionReasons(unit);
        if (column != NameColumn)
            return reasons.isEmpty() ? QVariant() : QVariant(reasons);
        QString text = QStringLiteral("%1\n%2, %3: %4 %5, %6")
                               .arg(unit.name, unit.side, unit.brigade, toName(unit.troopClass),
                                    toName(unit.arm), toName(unit.weapon));
        if (firesByTubes(unit.arm))
            text += tr(", %n tube(s)", "", unit.tubes);
        if (!reasons.isEmpty())
            text += QLatin1String("\n\n") + reasons;
        return text;
    }
    default:
        return QVariant();
    }
}

QVariant RosterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QVariant();
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("Unit");
        case CastingsColumn:
            return tr("Castings");
        case StepsColumn:
            return tr("Steps");
        case CwColumn:
            return tr("CW");
        case ApColumn:
            return tr("AP");
        case SmokeColumn:
            return tr("Smoke");
        case MoraleColumn:
            return tr("Morale");
        case FormationColumn:
            return tr("Formation");
        case TerrainColumn:
            return tr("Terrain");
        case FirefightColumn:
            return tr("Firefight");
        default:
            return QVariant();
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case CastingsColumn:
            return tr("Castings: current/initial");
        case StepsColumn:
            return tr("Casualty steps held (20 men each; the third becomes a casting lost)");
        case CwColumn:
            return tr("Combat worthiness: current/initial");
        case ApColumn:
            return tr("Ammunition points; for guns ball/canister");
        case TerrainColumn:
            return tr("Terrain, with the feature the unit occupies");
        default:
            return QVariant();
        }
    }
    return QVariant();
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
    if (editable && node->kind == Kind::Brigade && !node->isPlaceholder())
        flags |= Qt::ItemIsDropEnabled;
    return flags;
}

// --- lookups ----------------------------------------------------------------

QModelIndex RosterModel::indexOfUnit(qint64 id, int column) const
{
    return indexOf(m_units.value(id), column);
}

QModelIndex RosterModel::indexOfBrigade(qint64 id) const
{
    return indexOf(m_brigades.value(id));
}

QModelIndex RosterModel::indexOfSide(const QString &name) const
{
    return indexOf(sideNode(name));
}

std::optional<UnitRecord> RosterModel::unitAt(const QModelIndex &index) const
{
    const Node *node = nodeAt(index);
    if (!node || node->kind != Kind::Unit)
        return std::nullopt;
    return node->unit;
}

std::optional<BrigadeRecord> RosterModel::brigadeAt(const QModelIndex &index) const
{
    const Node *node = nodeAt(index);
    if (node && node->kind == Kind::Unit)
        node = node->parent;
    if (!node || node->kind != Kind::Brigade)
        return std::nullopt;
    return node->brigade;
}

QString RosterModel::sideAt(const QModelIndex &index) const
{
    const Node *node = nodeAt(index);
    while (node && node->kind != Kind::Side)
        node = node->parent;
    return node ? node->side.name : QString();
}

RosterModel::Kind RosterModel::kindAt(const QModelIndex &index) const
{
    const Node *node = nodeAt(index);
    return node ? node->kind : Kind::Side;
}

// --- dragging units ---------------------------------------------------------

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
    QJsonArray units;
    for (qint64 id : ids)
        units.append(id);
    QJsonObject request { { QStringLiteral("action"), QStringLiteral("move-units") },
                          { QStringLiteral("units"), units },
                          { QStringLiteral("brigade"), target->id } };
    if (before != 0)
        request.insert(QStringLiteral("before"), before);
    const ActionOutcome outcome = m_battle->apply(request);
    if (!outcome.isDone()) {
        Q_EMIT moveRefused(outcome.error);
        return false;
    }
    return true;
}

} // namespace Adc
