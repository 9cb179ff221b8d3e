#include "db/actions/fireaction.h"

#include "core/ammunition/ammunition.h"
#include "core/dice/diceexpression.h"
#include "core/fire/firechart.h"
#include "core/fire/fireorder.h"
#include "core/fire/fireplanner.h"
#include "db/actions/actioncontext.h"
#include "db/actions/dicefield.h"
#include "db/tables/featuretable.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <cmath>

namespace Adc {

namespace {

std::optional<FeatureRecord> featureOf(ActionContext &context, const UnitRecord &unit)
{
    if (unit.feature.isEmpty())
        return std::nullopt;
    return context.features().find(unit.feature);
}

QJsonArray intsJson(const QList<int> &values)
{
    QJsonArray array;
    for (int value : values)
        array.append(value);
    return array;
}

DiceExpression boxcarsDice()
{
    return DiceExpression::parse(Ammunition::standard().boxcarsDice()).value();
}

// Each firer's boxcars roll: as given, as its faces, or rolled; the log
// keeps the totals and any faces.
void rollBoxcars(ActionContext &context, const QList<int> &given,
                 const QList<std::optional<DiceRoll>> &thrown, int firers, FireDice &dice)
{
    const DiceExpression expression = boxcarsDice();
    QJsonArray facesJson;
    bool anyFaces = false;
    for (int i = 0; i < firers; ++i) {
        std::optional<DiceRoll> faces = i < thrown.size() ? thrown.at(i) : std::nullopt;
        if (!faces && i >= given.size())
            faces = context.roll(expression);
        dice.boxcarsRolls.append(i < given.size() ? given.at(i) : faces->total());
        dice.boxcarsFaces.append(faces ? faces->faces() : QList<int>());
        facesJson.append(faces ? QJsonValue(DiceField::toJson(faces->faces())) : QJsonValue());
        anyFaces = anyFaces || faces.has_value();
    }
    context.inputs().insert(QStringLiteral("boxcars_roll"), intsJson(dice.boxcarsRolls));
    if (anyFaces)
        context.inputs().insert(QStringLiteral("boxcars_faces"), facesJson);
}

// The units and the feature the order names, as they stand.
struct Fields
{
    QList<UnitRecord> firers;
    std::optional<UnitRecord> target;
    // Instead of a target: a town block fired at its edge, and its occupants.
    std::optional<FeatureRecord> townBlock;
    QList<UnitRecord> occupants;
    QList<UnitRecord> ricochet;
    // The boxcars faces given, as rolls of the boxcars dice.
    QList<std::optional<DiceRoll>> boxcarsThrown;
};

// "ricochet" given as {"unit", "distance"} objects: each unit must exist,
// none twice; a problem is named by its place in the list.
Result<QList<UnitRecord>> measuredRicochet(ActionContext &context, const FireOrder &order)
{
    QList<UnitRecord> units;
    for (int i = 0; i < order.ricochet.size(); ++i) {
        const QString at = QStringLiteral("ricochet[%1].unit: ").arg(i);
        const qint64 id = order.ricochet.at(i);
        const std::optional<UnitRecord> unit = context.unit(id);
        if (!unit)
            return Failure::malformed(
                at + QCoreApplication::translate("Adc::FireAction", "no unit with id %1").arg(id));
        for (const UnitRecord &listed : std::as_const(units)) {
            if (listed.id == unit->id)
                return Failure::malformed(
                    at
                    + QCoreApplication::translate("Adc::FireAction", "unit %1 is listed twice")
                          .arg(unit->id));
        }
        units.append(*unit);
    }
    return units;
}

// "target_feature": a feature's id instead of "target" (docs/contract.md, Fire:
// ricochet and towns); the planner says whether it is a town block.
std::optional<QString> readTownBlock(ActionContext &context, qint64 id, Fields &f)
{
    FeatureTable features = context.features();
    f.townBlock = features.find(id);
    if (!f.townBlock)
        return QStringLiteral("target_feature: ")
            + QCoreApplication::translate("Adc::FireAction", "no feature with id %1").arg(id);
    for (const qint64 occupant : features.occupants(f.townBlock->id)) {
        if (const std::optional<UnitRecord> unit = context.unit(occupant))
            f.occupants.append(*unit);
    }
    return std::nullopt;
}

// The units the order names; "FIELD: what is wrong" when one is not in the
// battle.
Result<Fields> readFields(ActionContext &context, const FireOrder &order)
{
    Fields f;
    Result<QList<UnitRecord>> firers
        = context.namedUnits(QStringLiteral("firers"), order.firers, true);
    if (!firers)
        return firers.failure();
    f.firers = *firers;
    if (order.targetFeature) {
        if (const std::optional<QString> problem = readTownBlock(context, order.targetFeature, f))
            return Failure::failed(*problem);
    } else {
        Result<UnitRecord> target = context.namedUnit(QStringLiteral("target"), order.target);
        if (!target)
            return target.failure();
        f.target = *target;
    }
    Result<QList<UnitRecord>> ricochet = order.ricochetMeasured()
        ? measuredRicochet(context, order)
        : context.namedUnits(QStringLiteral("ricochet"), order.ricochet, false);
    if (!ricochet)
        return ricochet.failure();
    f.ricochet = *ricochet;
    return f;
}

QString problem(const char *field, const QString &message)
{
    return QLatin1String(field) + QStringLiteral(": ") + message;
}

// What makes the fields malformed together, as "FIELD: what is wrong";
// empty when nothing does.
QString crossCheck(const FireOrder &order, Fields &f)
{
    const QList<UnitRecord> &firers = f.firers;
    for (const UnitRecord &unit : std::as_const(f.occupants)) {
        for (const UnitRecord &firer : firers) {
            if (firer.id == unit.id)
                return problem(
                    "target_feature",
                    QCoreApplication::translate("Adc::FireAction", "unit %1 fires from inside it")
                        .arg(firer.id));
        }
    }
    if (f.target) {
        for (const UnitRecord &firer : firers) {
            if (firer.id == f.target->id)
                return problem(
                    "target",
                    QCoreApplication::translate("Adc::FireAction", "unit %1 cannot fire at itself")
                        .arg(firer.id));
        }
        for (const UnitRecord &unit : std::as_const(f.ricochet)) {
            bool firer = false;
            for (const UnitRecord &other : firers)
                firer = firer || other.id == unit.id;
            if (unit.id == f.target->id || firer)
                return problem("ricochet",
                               QCoreApplication::translate("Adc::FireAction",
                                                           "unit %1 is the target or a firer")
                                   .arg(unit.id));
        }
    }
    if (order.stands) {
        if (firers.size() > 1)
            return problem(
                "stands",
                QCoreApplication::translate("Adc::FireAction", "given for a single firer only"));
        if (*order.stands != 0.5 && *order.stands != std::floor(*order.stands))
            return problem("stands",
                           QCoreApplication::translate("Adc::FireAction",
                                                       "expected half (0.5) or whole stands"));
    }
    if (order.boxcarsRolls.size() > firers.size())
        return problem("boxcars_roll",
                       QCoreApplication::translate("Adc::FireAction", "%1 rolls for %2 firer(s)")
                           .arg(order.boxcarsRolls.size())
                           .arg(firers.size()));
    // A town block's occupants come first, then the units listed.
    const qsizetype ricochets = f.ricochet.size() + f.occupants.size();
    if (order.ricochetDice.size() > ricochets)
        return problem(
            "ricochet_dice",
            QCoreApplication::translate("Adc::FireAction", "%1 dice for %2 ricochet target(s)")
                .arg(order.ricochetDice.size())
                .arg(ricochets));
    // Faces thrown for the boxcars rolls: one list a firer at most, each
    // making its total when that is given too.
    if (order.boxcarsFaces.size() > firers.size())
        return problem(
            "boxcars_faces",
            QCoreApplication::translate("Adc::FireAction", "%1 lists of faces for %2 roll(s)")
                .arg(order.boxcarsFaces.size())
                .arg(firers.size()));
    for (int i = 0; i < order.boxcarsFaces.size(); ++i) {
        const Result<std::optional<DiceRoll>> thrown = DiceField::check(
            QStringLiteral("boxcars_faces"), order.boxcarsFaces.at(i), boxcarsDice());
        if (!thrown)
            return thrown.error();
        if (*thrown && i < order.boxcarsRolls.size()
            && (*thrown)->total() != order.boxcarsRolls.at(i))
            return problem(
                "boxcars_faces",
                QCoreApplication::translate("Adc::FireAction", "%1 do not make the boxcars roll %2")
                    .arg((*thrown)->toString())
                    .arg(order.boxcarsRolls.at(i)));
        f.boxcarsThrown.append(*thrown);
    }
    return QString();
}

QString summaryOf(const FireOrder &order, const Fields &f, const FireOutcome &outcome)
{
    QStringList names;
    for (const UnitRecord &firer : f.firers)
        names.append(firer.name);
    // One arg() call: a unit's name may hold a "%1".
    if (f.townBlock) {
        int steps = 0;
        for (const FireHit &hit : outcome.ricochetHits)
            steps += hit.casualtySteps;
        return QStringLiteral(
                   "Fire: %1 at the edge of %2, %3\" (die %4): ricochet through the block, "
                   "%5 step(s)")
            .arg(names.join(QLatin1String(" + ")), f.townBlock->name,
                 QString::number(order.range, 'g', 6), QString::number(outcome.result.die),
                 QString::number(steps));
    }
    return QStringLiteral("Fire: %1 at %2, %3\" (die %4): %5 step(s)")
        .arg(names.join(QLatin1String(" + ")), f.target->name, QString::number(order.range, 'g', 6),
             QString::number(outcome.result.die), QString::number(outcome.result.casualtySteps));
}

} // namespace

ActionOutcome FireAction::apply(ActionContext &context, const FireOrder &order)
{
    // Read.
    const FireChart &chart = FireChart::standard();
    Result<Fields> read = readFields(context, order);
    if (!read)
        return read.failure();
    Fields &f = *read;
    const QString malformed = crossCheck(order, f);
    if (!malformed.isEmpty())
        return Failure::malformed(malformed);

    // Plan.
    QList<UnitRecord> units = f.firers + f.ricochet + f.occupants;
    if (f.target)
        units.append(*f.target);
    QList<FeatureRecord> features;
    if (f.townBlock)
        features.append(*f.townBlock);
    for (const UnitRecord &unit : std::as_const(units)) {
        if (const std::optional<FeatureRecord> feature = featureOf(context, unit))
            features.append(*feature);
    }
    const FirePlan plan = FirePlanner::plan(order, units, features, context.rulings());
    if (plan.verdict == FirePlan::Verdict::Malformed)
        return Failure::malformed(plan.reason);
    if (plan.verdict == FirePlan::Verdict::Refused)
        return Failure::refused(plan.reason);

    // Roll: the dice left out, in the order the log has always kept.
    FireDice dice;
    dice.die = order.die ? *order.die : context.random().roll(chart.dieFaces());
    context.inputs().insert(QStringLiteral("die"), dice.die);
    const bool boxcars = plan.boxcarsOn(dice.die);
    if (boxcars)
        rollBoxcars(context, order.boxcarsRolls, f.boxcarsThrown, int(f.firers.size()), dice);
    for (int i = 0; i < plan.ricochetUnits.size(); ++i)
        dice.ricochetDice.append(i < order.ricochetDice.size()
                                     ? order.ricochetDice.at(i)
                                     : context.random().roll(chart.dieFaces()));
    if (!plan.ricochetUnits.isEmpty())
        context.inputs().insert(QStringLiteral("ricochet_dice"), intsJson(dice.ricochetDice));

    // Write.
    FireOutcome outcome = plan.resolve(dice);
    for (const UnitRecord &unit : outcome.units)
        context.save(unit);
    QJsonObject answer = outcome.toJson();
    if (!boxcars && (!order.boxcarsRolls.isEmpty() || !f.boxcarsThrown.isEmpty())) {
        QJsonArray notes = answer.value(QStringLiteral("notes")).toArray();
        const QString unused
            = QCoreApplication::translate("Adc::FireAction", "no boxcars: boxcars_roll not used");
        notes.append(unused);
        outcome.notes.append(unused);
        answer.insert(QStringLiteral("notes"), notes);
    }
    context.setSummary(summaryOf(order, f, outcome));
    ProcedureOutcome procedure;
    procedure.fire = outcome;
    return ActionDone::of(answer, procedure);
}

} // namespace Adc
