#include "core/fire/fireconditions.h"

#include "core/fire/firemodifiers.h"
#include "core/fire/smoke.h"
#include "core/terrain/terrainrules.h"

namespace Adc {

namespace {

// Keeps the conditions that concern the arm, in the order given.
QStringList concerning(const QStringList &conditions, Arm arm)
{
    const FireModifiers &modifiers = FireModifiers::standard();
    QStringList kept;
    for (const QString &id : conditions) {
        const int index = modifiers.indexOf(id);
        // A rule for the arm under a ruling is kept: the resolver reads
        // the ruling and says so when it ignores it.
        if (index >= 0 && modifiers.rule(index).mayConcern(arm))
            kept.append(id);
    }
    return kept;
}

} // namespace

QStringList FireConditions::ofFirer(const UnitRecord &firer)
{
    QStringList conditions;
    switch (firer.morale) {
    case Morale::Steady:
        break;
    case Morale::Shaken:
        conditions.append(QStringLiteral("firer-shaken"));
        break;
    case Morale::Disordered:
        conditions.append(QStringLiteral("firer-disordered"));
        break;
    case Morale::Routed:
        conditions.append(QStringLiteral("firer-routed"));
        break;
    case Morale::Broken:
        conditions.append(QStringLiteral("firer-broken"));
        break;
    }
    if (Smoke::inSmokeAsItFires(firer.smoke, firer.movedThisSegment, firer.firedThisSegment))
        conditions.append(QStringLiteral("firer-in-smoke"));
    if (!firer.hasFired)
        conditions.append(firesByTubes(firer.arm) ? QStringLiteral("initial-fire")
                                                  : QStringLiteral("initial-volley"));
    if (firer.scrounging)
        conditions.append(QStringLiteral("scrounging"));
    return concerning(conditions, firer.arm);
}

QStringList FireConditions::ofTarget(const UnitRecord &target,
                                     const std::optional<FeatureRecord> &feature, Arm firerArm)
{
    QStringList conditions;
    if (Smoke::inSmokeAsItFires(target.smoke, target.movedThisSegment, target.firedThisSegment))
        conditions.append(QStringLiteral("target-in-smoke"));
    const bool cover = feature && feature->cover != QLatin1String("none");
    if (cover)
        conditions.append(QStringLiteral("cover-") + feature->cover);
    if (target.formation == Formation::Square)
        conditions.append(QStringLiteral("target-square"));
    else if (target.formation == Formation::ClosedColumn)
        conditions.append(QStringLiteral("target-closed-column"));
    else if (target.formation == Formation::OpenOrder && cover)
        conditions.append(QStringLiteral("target-open-order-in-cover"));
    if (firesByTubes(target.arm))
        conditions.append(QStringLiteral("counter-battery"));
    return concerning(conditions, firerArm);
}

QStringList FireConditions::combine(const QStringList &derived, const QStringList &added,
                                    const QStringList &without)
{
    const FireModifiers &modifiers = FireModifiers::standard();
    auto exclusiveOf = [&](const QString &id) {
        const int index = modifiers.indexOf(id);
        return index >= 0 ? modifiers.rule(index).exclusive : QString();
    };
    QStringList replaced;
    for (const QString &id : added) {
        const QString group = exclusiveOf(id);
        if (group.isEmpty())
            continue;
        for (const QString &other : derived) {
            if (other != id && exclusiveOf(other) == group)
                replaced.append(other);
        }
    }
    QStringList conditions;
    for (const QString &id : derived) {
        if (!without.contains(id) && !replaced.contains(id) && !conditions.contains(id))
            conditions.append(id);
    }
    for (const QString &id : added) {
        if (!conditions.contains(id))
            conditions.append(id);
    }
    return conditions;
}

bool FireConditions::flankable(const UnitRecord &target)
{
    return !TerrainRules::standard().cannotBeOutflanked(target.terrain);
}

QStringList FireConditions::offered(const std::optional<UnitRecord> &lead,
                                    const std::optional<UnitRecord> &target)
{
    const bool flank = !target || flankable(*target);
    QStringList ids;
    for (const FireModifiers::Rule &rule : FireModifiers::standard().rules()) {
        if (rule.reach > 0)
            continue;
        if (!flank && rule.id == QLatin1String("target-flank"))
            continue;
        if (!lead || rule.concerns(lead->arm))
            ids.append(rule.id);
    }
    return ids;
}

} // namespace Adc
