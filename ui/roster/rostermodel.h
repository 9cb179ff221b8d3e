#pragma once

#include "battle/battle.h"
#include "model/brigaderecord.h"
#include "model/siderecord.h"
#include "model/unitrecord.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QPointer>
#include <memory>
#include <optional>
#include <vector>

namespace Adc {


// The order of battle as a tree, sides > brigades > units, over one Battle.
// It follows the battle's signals row by row (dataChanged, inserted, removed
// and moved rows), never with a reset for an action, so a view keeps its
// selection and scroll position while the game goes on. Units in smoke,
// routed, broken or out of ammunition carry a colour, an icon and a tooltip
// saying why.
class RosterModel : public QAbstractItemModel
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
        FormationColumn,
        TerrainColumn,
        FirefightColumn,
        ColumnCount
    };

    enum class Kind { Side, Brigade, Unit };

    enum Role {
        UnitIdRole = Qt::UserRole + 1, // qint64; 0 on side and brigade rows
        BrigadeIdRole,                 // the brigade row's or the unit's brigade; 0: none
        SideNameRole,
        KindRole,       // int(Kind)
        NameRole,       // the plain name, for searching
        SortRole,       // numbers as numbers
        ConditionsRole, // int(Conditions) on unit rows
    };

    // What an umpire must see at a glance.
    enum Condition {
        NoCondition = 0,
        InSmoke = 0x1,
        OutOfAp = 0x2,
        Routed = 0x4,
        Broken = 0x8,
    };
    Q_DECLARE_FLAGS(Conditions, Condition)

    // Where a dragged unit lands: the unit ids as text, one a line.
    static QString unitIdsMimeType();

    explicit RosterModel(QObject *parent = nullptr);
    ~RosterModel() override;

    // Reads the whole order of battle (one query for the units) and follows
    // the battle from then on; null empties the model.
    void setBattle(Battle *battle);
    Battle *battle() const { return m_battle; }

    QModelIndex index(int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDropActions() const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                         const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                      const QModelIndex &parent) override;

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

    static Conditions conditionsOf(const UnitRecord &unit);
    // Why the unit is marked, one reason a line; empty when it is not.
    static QString conditionReasons(const UnitRecord &unit);

Q_SIGNALS:
    // A drop the battle refused (or could not write), with the reason.
    void moveRefused(const QString &reason);

private:
    struct Node;

    void clear();
    void load();
    void onUnitsChanged(const QList<qint64> &ids);
    void onUnitAdded(qint64 id);
    void onUnitRemoved(qint64 id);
    void onBattleChanged();

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
};

} // namespace Adc

Q_DECLARE_OPERATORS_FOR_FLAGS(Adc::RosterModel::Conditions)
