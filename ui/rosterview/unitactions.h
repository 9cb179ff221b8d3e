#pragma once

#include "core/orders/order.h"
#include "db/actions/actionoutcome.h"
#include "db/battle/battle.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <optional>

class QAction;
class QWidget;

namespace Adc {

// Adding, duplicating and removing units and brigades, as the battle's
// actions (add-unit, remove-unit, add-brigade, remove-brigade), each one
// logged and undoable. The window tells it what is selected; its QActions
// go in the toolbar, the Edit menu and the roster's context menu.
class UnitActions : public QObject
{
    Q_OBJECT

public:
    explicit UnitActions(QWidget *dialogParent);

    void setBattle(Battle *battle);
    // The selection: the units picked, the brigade of the current row (a
    // brigade row or a unit's), the side of the current row.
    void setSelection(const QList<qint64> &units, const std::optional<BrigadeRecord> &brigade,
                      const QString &side);

    QAction *addUnitAction() const { return m_addUnit; }
    QAction *duplicateUnitAction() const { return m_duplicateUnit; }
    QAction *removeUnitAction() const { return m_removeUnit; }
    QAction *toggleSeenAction() const { return m_toggleSeen; }
    // Add, duplicate, remove and in sight: what acts on the selected units.
    QList<QAction *> unitActions() const
    {
        return { m_addUnit, m_duplicateUnit, m_removeUnit, m_toggleSeen };
    }
    QAction *addBrigadeAction() const { return m_addBrigade; }
    QAction *removeBrigadeAction() const { return m_removeBrigade; }

    // A new infantry unit in the selected brigade, to be edited in the panel.
    ActionOutcome addUnit();
    // Each selected unit again, with every field the same and " (2)" (or
    // the next free number) after its name; one action a unit.
    ActionOutcome duplicateUnits();
    // Each selected unit, one action a unit.
    ActionOutcome removeUnits();
    // Puts the selected units in sight of the enemy, or out of it when the
    // first of them is in sight already: one logged edit a unit.
    ActionOutcome toggleSeen();
    // A brigade in the side; asks for side and name when they are empty.
    ActionOutcome addBrigade(const QString &side = QString(), const QString &name = QString(),
                             const QString &commander = QString());
    // The selected brigade; the battle refuses while it has units.
    ActionOutcome removeBrigade();

    // "Name (2)", or the next number no unit of the battle has yet.
    static QString duplicateName(const QString &name, const QStringList &taken);

Q_SIGNALS:
    // A unit was added (to select it) or a brigade (to show it).
    void unitAdded(qint64 id);
    void brigadeAdded(qint64 id);
    // Every outcome, for the status bar: the log's summary or the reason.
    void message(const QString &text, bool refused);

private:
    ActionOutcome run(const Order &order);
    void updateEnabled();

    QWidget *m_dialogParent = nullptr;
    QPointer<Battle> m_battle;
    QList<qint64> m_units;
    std::optional<BrigadeRecord> m_brigade;
    QString m_side;
    QAction *m_addUnit = nullptr;
    QAction *m_duplicateUnit = nullptr;
    QAction *m_removeUnit = nullptr;
    QAction *m_toggleSeen = nullptr;
    QAction *m_addBrigade = nullptr;
    QAction *m_removeBrigade = nullptr;
};

} // namespace Adc
