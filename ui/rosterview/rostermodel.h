#pragma once

#include "core/model/brigaderecord.h"
#include "core/model/siderecord.h"
#include "core/model/unitrecord.h"
#include "db/battle/battle.h"
#include "ui/rosterview/rostertree.h"

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
// routed, broken or out of ammunition carry a colour and a tooltip saying
// why (RosterDelegate paints their badge).
class RosterModel : public RosterTree
{
    Q_OBJECT

public:
    enum Role {
        UnitIdRole = Qt::UserRole + 1, // qint64; 0 on side and brigade rows
        BrigadeIdRole, // the brigade row's or the unit's brigade; 0: none
        SideNameRole,
        KindRole, // int(Kind)
        NameRole, // the plain name, for searching
        SortRole, // numbers as numbers
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

    explicit RosterModel(QObject *parent = nullptr);
    ~RosterModel() override;

    // Reads the whole order of battle (one query for the units) and follows
    // the battle from then on; null empties the model.
    void setBattle(Battle *battle);
    Battle *battle() const { return m_battle; }

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // Ticking a unit's Moved box applies the move action.
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;

    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDropActions() const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                         const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                      const QModelIndex &parent) override;

    static Conditions conditionsOf(const UnitRecord &unit);
    // The one a unit row is coloured and badged for: broken, routed, out of
    // ammunition, in smoke, in that order.
    static Condition worstOf(Conditions conditions);
    // Why the unit is marked, one reason a line; empty when it is not.
    static QString conditionReasons(const UnitRecord &unit);

Q_SIGNALS:
    // A drop or a move the battle refused (or could not write), with the reason.
    void moveRefused(const QString &reason);

private:
    void load();
    void onUnitsChanged(const QList<qint64> &ids);
    void onUnitAdded(qint64 id);
    void onUnitRemoved(qint64 id);
    void onBattleChanged();
};

} // namespace Adc

Q_DECLARE_OPERATORS_FOR_FLAGS(Adc::RosterModel::Conditions)
