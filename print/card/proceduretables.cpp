#include "print/card/proceduretables.h"

#include "core/ammunition/ammunition.h"
#include "core/casualties/casualties.h"
#include "core/casualties/recovery.h"
#include "core/common/ruletext.h"
#include "core/common/vocabularytext.h"
#include "core/discipline/chargediscipline.h"
#include "core/discipline/firedisciplinechart.h"
#include "core/fire/firemodifiers.h"
#include "core/terrain/terrainrules.h"
#include "print/card/cardtext.h"

#include <QMap>

namespace Adc {

namespace {

const FireModifiers::Rule *ruleOf(const QString &id)
{
    const FireModifiers &modifiers = FireModifiers::standard();
    const int index = modifiers.indexOf(id);
    return index < 0 ? nullptr : &modifiers.rule(index);
}

QString valueOf(const QString &id)
{
    const FireModifiers::Rule *rule = ruleOf(id);
    return rule ? CardText::signedText(rule->valueFor(Shot::Ball, Rulings())) : QString();
}

QString inches(int value)
{
    return QString::number(value) + QLatin1Char('"');
}

} // namespace

CardTable ProcedureTables::charge()
{
    const FireDisciplineChart &chart = FireDisciplineChart::standard();
    CardTable table;
    table.id = QStringLiteral("charge");
    table.title = tr("Charge procedure");
    QStringList distances;
    for (int distance : chart.chargeDistances())
        distances.append(inches(distance));
    QStringList columns;
    for (DisciplineSituation situation : chart.chargeSituations())
        columns.append(VocabularyText::text(situation).toUpper());
    table.notes.append(
        tr("Defending infantry facing a charge rolls its class dice at %1, on the %2 column, "
           "until a roll fails (any result but free). At a failure it fires at that distance, or "
           "at the result's own range when nearer; an FF result also puts it in firefight. "
           "Passing every roll, it holds its fire to close action and fires at %3.")
            .arg(distances.join(QLatin1String(", ")), columns.join(tr(" or ")),
                 inches(chart.closeActionRange())));
    return table;
}

CardTable ProcedureTables::casualties()
{
    const Casualties &casualties = Casualties::standard();
    const Recovery &recovery = Recovery::standard();
    CardTable table;
    table.id = QStringLiteral("casualties");
    table.title = tr("Casualties and recovery");
    table.notes.append(
        tr("Each casualty step is %1 men. A unit holds at most %2 steps; every %3 steps make one "
           "casting lost for good and %4 CW point off its combat worthiness. A unit left with no "
           "castings is eliminated.")
            .arg(casualties.menPerStep())
            .arg(casualties.maxStepsHeld())
            .arg(casualties.stepsPerCasting())
            .arg(casualties.cwPerCasting()));
    QStringList classes;
    for (const QString &name : troopClassNames())
        classes.append(tr("%1 %2")
                           .arg(CardText::wordsOf(name))
                           .arg(recovery.stepsPerInitiative(*troopClassFromName(name))));
    QStringList conditions;
    if (recovery.requiresNotMoved())
        conditions.append(tr("did not move"));
    if (recovery.requiresNotFiredUpon())
        conditions.append(tr("was not fired upon"));
    conditions.append(
        tr("is %1 or more from every enemy").arg(inches(recovery.enemyDistanceInches())));
    table.notes.append(tr("Recovery, each active initiative, for a unit that %1: %2 steps, never "
                          "more than it holds; castings lost never come back.")
                           .arg(conditions.join(tr(", ")), classes.join(tr(", "))));
    return table;
}

CardTable ProcedureTables::smoke()
{
    const Ammunition &ammunition = Ammunition::standard();
    CardTable table;
    table.id = QStringLiteral("smoke");
    table.title = tr("Smoke");
    // Arms held to fewer AP in smoke, those alike together.
    QMap<int, unsigned> armsByLimit;
    for (Arm arm : CardText::allArms()) {
        if (ammunition.apLimit(arm, true) < ammunition.apLimit(arm, false))
            armsByLimit[ammunition.apLimit(arm, true)] |= 1u << static_cast<unsigned>(arm);
    }
    QStringList limits;
    for (auto it = armsByLimit.cbegin(); it != armsByLimit.cend(); ++it)
        limits.append(tr("%1 in smoke fire at most %2 AP")
                          .arg(CardText::wordsOf(CardText::armsText(it.value())))
                          .arg(it.key()));
    table.notes.append(tr("A unit is in smoke the moment it fires; it comes out by a segment "
                          "without firing, or by moving. %1; fire at a target in smoke %2; a unit "
                          "in smoke reads the IN SMOKE column of fire discipline.")
                           .arg(limits.join(tr("; ")), valueOf(QStringLiteral("target-in-smoke"))));
    return table;
}

CardTable ProcedureTables::ricochet()
{
    const FireModifiers::Rule *rule = ruleOf(QStringLiteral("ricochet"));
    CardTable table;
    table.id = QStringLiteral("ricochet");
    table.title = tr("Ricochet");
    if (!rule)
        return table;
    table.notes.append(tr("After ball fire, each unit in the direct line of fire within %1\" "
                          "beyond the target is fired on again at %2, with its own die and no "
                          "more AP. Canister does not ricochet.")
                           .arg(CardText::inchesText(rule->reach), valueOf(rule->id)));
    return table;
}

CardTable ProcedureTables::towns()
{
    const TerrainRules &terrain = TerrainRules::standard();
    CardTable table;
    table.id = QStringLiteral("towns");
    table.title = tr("Towns");
    QStringList covers;
    for (const QString &id : FireModifiers::standard().idsOfGroup(QStringLiteral("target-cover"))) {
        const FireModifiers::Rule *rule = ruleOf(id);
        if (rule && !rule->exclusive.isEmpty())
            covers.append(RuleText::text(rule->title).toLower() + QLatin1Char(' ') + valueOf(id));
    }
    QStringList occupants;
    for (Arm arm : CardText::allArms()) {
        const TerrainEntry entry = terrain.mayEnter(arm, Terrain::Bua);
        if (entry.allowed && entry.occupies)
            occupants.append(VocabularyText::text(arm));
    }
    const std::optional<int> capacity = terrain.capacity(Terrain::Bua);
    QString holds = tr("any number of units");
    if (capacity)
        holds = *capacity == 1 ? tr("one unit") : tr("%1 units").arg(*capacity);
    table.notes.append(
        tr("Troops in a town are fired on only when seen: within 1\" of the edge of a "
           "single-block farm, within 1/2\" of the edge of a multi-block town. Ricochet runs "
           "through the whole block. The town's cover is set by the scenario (%1). A built-up "
           "area holds %2; only %3 may occupy it.")
            .arg(covers.join(tr(", ")), holds, occupants.join(tr(", "))));
    return table;
}

} // namespace Adc
