#pragma once

#include "core/model/brigaderecord.h"
#include "core/model/siderecord.h"
#include "core/model/unitrecord.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QSet>
#include <memory>
#include <optional>

namespace Adc {

class Battle;
struct RosterNode;

// The roster's tree, sides > brigades > units, kept in line with a battle's
// organisation row by row (inserted, removed and moved rows, never a reset);
// RosterModel fills it from the battle and says what each row shows.
class RosterTree : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        CastingsColumn,
        StepsColumn,
        CwColumn,
        ApColumn,
        SmokeColumn,
        MoraleColumn,
        MovedColumn, // a box: moved this segment
        FiredColumn, // fired this segment
        FormationColumn,
        TerrainColumn,
        FirefightColumn,
        ColumnCount
    };

    enum class Kind { Side, Brigade, Unit };

    ~RosterTree() override;

    QModelIndex index(int row, int column,
                      const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;

    QModelIndex indexOfUnit(qint64 id, int column = NameColumn) const;
    QModelIndex indexOfBrigade(qint64 id) const;
    QModelIndex indexOfSide(const QString &name) const;
    // The unit of a unit row, as the model last read it.
    std::optional<UnitRecord> unitAt(const QModelIndex &index) const;
    // The brigade of a brigade row, or of a unit row's brigade.
    std::optional<BrigadeRecord> brigadeAt(const QModelIndex &index) const;
    // The side name of any row.
    QString sideAt(const QModelIndex &index) const;
    Kind kindAt(const QModelIndex &index) const;
    int unitCount() const { return int(m_units.size()); }

protected:
    using Node = RosterNode;

    explicit RosterTree(QObject *parent);

    void clear();
    // Puts the unit where its brigade and sort order say, moving or
    // inserting its row; emits dataChanged for what stays in place.
    void placeUnit(const UnitRecord &unit, int sortOrder);
    void removeUnitNode(Node *node);
    // Brings sides and brigades in line with the battle.
    void syncOrganisation();
    Node *brigadeNodeFor(const QString &side, const QString &brigade);
    Node *sideNode(const QString &name) const;
    Node *placeholderBrigade(Node *side, bool create);
    void insertChild(Node *parent, int row, std::unique_ptr<Node> child);
    std::unique_ptr<Node> takeChild(Node *parent, int row);
    void moveChild(Node *node, Node *newParent, int row);
    void emitTotalsChanged(Node *brigade);
    QModelIndex indexOf(const Node *node, int column = NameColumn) const;
    Node *nodeAt(const QModelIndex &index) const;

    QPointer<Battle> m_battle;
    std::unique_ptr<Node> m_root;
    QHash<qint64, Node *> m_units;
    QHash<qint64, Node *> m_brigades;

private:
    QSet<qint64> syncSides(const QList<SideRecord> &sides);
    QSet<qint64> syncBrigades(const QList<BrigadeRecord> &brigades);
    // Brigades and sides the battle no longer has.
    void dropGone(const QSet<qint64> &sideIds, const QSet<qint64> &brigadeIds);
};

} // namespace Adc
