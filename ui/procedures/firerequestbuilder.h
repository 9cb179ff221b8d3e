#pragma once

#include "core/fire/fireodds.h"
#include "core/fire/fireorder.h"
#include "core/fire/fireplan.h"
#include "core/fire/firerequest.h"
#include "core/fire/fireresult.h"
#include "core/model/featurerecord.h"
#include "core/model/unitrecord.h"
#include "ui/procedures/firescene.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>
#include <optional>

namespace Adc {

class Battle;

// The fire the fire dialog builds: the battle's fire order (FireOrder,
// docs/contract.md), and what the rules core makes of it against the units as
// they stand (FireScene). The umpire's overrides are kept as the order keeps them
// ("conditions" adds, "without" drops a derived one). What the
// rules make of it comes from FirePlanner, the planner the battle applies
// the action with, so the odds shown are the odds applied.
class FireRequestBuilder
{
    Q_DECLARE_TR_FUNCTIONS(Adc::FireRequestBuilder)

public:
    FireRequestBuilder() = default;
    // Reads the units, terrain features and rulings the fire is judged by.
    explicit FireRequestBuilder(const Battle &battle);
    // Reads them again (after an action changed the battle); keeps the fields.
    void refresh(const Battle &battle);

    // The order's fields. The first firer leads; more firers of its brigade
    // make a pooled fire.
    void setFirers(const QList<qint64> &ids);
    const QList<qint64> &firers() const { return m_order.firers; }
    // A unit, or instead a town block fired at its edge (seed 002, Fire At
    // And In Town): its occupants take the ricochet fires.
    void setTarget(qint64 id);
    qint64 target() const { return m_order.target; }
    void setTargetFeature(qint64 id);
    qint64 targetFeature() const { return m_order.targetFeature; }
    std::optional<FeatureRecord> townBlock() const;
    // Inches; 0 is "not given yet".
    void setRange(double inches) { m_order.range = inches; }
    double range() const { return m_order.range; }
    void setAp(int ap) { m_order.ap = ap; }
    int ap() const { return m_order.apSpent(); }
    void setShot(Shot shot) { m_shot = shot; }
    Shot shot() const { return m_shot; }
    // A single small-arms firer's stands when the umpire lowers them.
    void setStands(std::optional<double> stands) { m_stands = stands; }
    std::optional<double> stands() const { return m_stands; }
    // The natural d10; none: the battle rolls it.
    void setDie(std::optional<int> die) { m_order.die = die; }
    std::optional<int> die() const { return m_order.die; }
    // The 2d6 boxcars totals, one a firer in the firers' order, and the
    // faces they were read from.
    void setBoxcarsRolls(const QList<int> &rolls,
                         const QList<std::optional<QList<int>>> &faces = {})
    {
        m_order.boxcarsRolls = rolls;
        m_order.boxcarsFaces = faces;
    }
    const QList<int> &boxcarsRolls() const { return m_order.boxcarsRolls; }
    // Units in the line of fire within 5" beyond the target, each with its
    // own d10 (dice left out are rolled by the battle).
    // Each unit's distance from the original target in inches, when typed
    // (beyond 5" the planner refuses it).
    void setRicochet(const QList<qint64> &units, const QList<int> &dice,
                     const QList<std::optional<double>> &distances = {});
    const QList<qint64> &ricochet() const { return m_order.ricochet; }
    const QList<int> &ricochetDice() const { return m_order.ricochetDice; }

    // The umpire says whether a condition holds: unchecking a derived one
    // puts it in "without", checking another puts it in "conditions".
    void setCondition(const QString &id, bool holds);
    void clearOverrides();
    const QStringList &added() const { return m_order.added; }
    const QStringList &without() const { return m_order.without; }

    // The battle the fire is judged against: its units, features, rulings.
    const FireScene &scene() const { return m_scene; }
    QList<UnitRecord> firerUnits() const;
    std::optional<UnitRecord> targetUnit() const;
    // The conditions a unit brings as a target of the lead firer (its
    // cover, formation, smoke), as a ricochet target shows them.
    QStringList targetConditions(const UnitRecord &unit) const;

    // The lead firer's conditions from the units' state, and with the
    // umpire's overrides (what the battle will log).
    QStringList derivedConditions() const;
    QStringList conditions() const;
    // Every condition that concerns the lead's arm, in table order
    // (ricochet is its own step).
    QStringList availableConditions() const;
    // Firing stands of a small-arms unit as it stands (castings / 3).
    static double firingStands(const UnitRecord &unit);
    // The AP of the shot fired a unit has left.
    int apOf(const UnitRecord &unit) const;
    // The most AP this fire may spend: the arm's limit, lowered by a
    // condition (in smoke, scrounging), as firemodifiers.json says.
    int apLimit() const;
    // The fewest AP left among the firers.
    int apLeft() const;

    // What the order still lacks (a firer, a target, a range); empty when
    // it can be planned.
    QString problem() const;
    // The order as a value, its dice included: what Battle::apply() takes;
    // and the plan the battle will apply.
    FireOrder order() const;
    FirePlan plan() const;
    // The odds before the roll; allowed is false with the reason when the
    // fire cannot be made.
    FireOdds odds() const;
    // The fire with that die, read without changing anything.
    FireResult preview(int die) const;
    // Why the fire cannot ricochet (only guns firing ball do); empty when
    // it can.
    QString ricochetRefusal() const;
    // Whether the fire may ricochet, from the firers and shot alone, before
    // a target or range is given (Ricochet::refusal decides).
    bool mayRicochet() const;
    // The units that may stand in the line of fire beyond the target, the
    // likeliest first: the target's brigade, the firers' other enemies,
    // then their own side; neither a firer, the target nor an occupant of
    // the block fired at (each of whom is fired on anyway).
    QList<UnitRecord> ricochetCandidates() const;
    // Why the target cannot return this fire (ReturnFire); empty when it
    // can, and so rolls fire discipline.
    QString returnFireRefusal() const;

private:
    FireScene m_scene;
    // The order as edited; the shot and stands as the umpire left them, which
    // the order takes where they apply (guns; a single firer).
    FireOrder m_order;
    Shot m_shot = Shot::Ball;
    std::optional<double> m_stands;
};

} // namespace Adc
