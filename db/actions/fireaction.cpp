#include "actions/fireaction.h"

#include "actions/actioncontext.h"
#include "actions/dicefield.h"
#include "ammunition/ammunition.h"
#include "common/requestreader.h"
#include "dice/diceexpression.h"
#include "fire/firechart.h"
#include "fire/firemodifiers.h"
#include "fire/fireplanner.h"
#include "tables/featuretable.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <cmath>
#include <limits>

namespace Adc {

namespace {

std::optional<FeatureRecord> featureOf(ActionContext &context, const UnitRecord &unit)
{
    if (unit.feature.isEmpty())
        return std::nullopt;
    return context.features().find(unit.feature);
}

// A list of whole numbers, or one whole number, within [low, high].
QList<int> numbersOf(RequestReader &reader, const QString &field, int low, int high)
{
    const QJsonValue value = reader.request().value(field);
    if (value.isDouble()) {
        const std::optional<int> one = reader.integer(field, low, high, false);
        return one ? QList<int> { *one } : QList<int>();
    }
    return reader.integers(field, low, high);
}

QJsonArray intsJson(const QList<int> &values)
{
    QJsonArray array;
    for (int value : values)
        array.append(value);
    return array;
}

// Each firer's boxcars roll: as given, as its faces, or rolled; the log
// keeps the totals and any faces.
void rollBoxcars(ActionContext &context, const QList<int> &given,
                 const QList<std::optional<DiceRoll>> &thrown, int firers, FireDice &dice)
{
    const DiceExpression boxcarsDice
        = DiceExpression::parse(Ammunition::standard().boxcarsDice()).value();
    QJsonArray facesJson;
    bool anyFaces = false;
    for (int i = 0; i < firers; ++i) {
        std::optional<DiceRoll> faces = i < thrown.size() ? thrown.at(i) : std::nullopt;
        if (!faces && i >= given.size())
            faces = context.roll(boxcarsDice);
        dice.boxcarsRolls.append(i < given.size() ? given.at(i) : faces->total());
        dice.boxcarsFaces.append(faces ? faces->faces() : QList<int>());
        facesJson.append(faces ? QJsonValue(DiceField::toJson(faces->faces())) : QJsonValue());
        anyFaces = anyFaces || faces.has_value();
    }
    context.inputs().insert(QStringLiteral("boxcars_roll"), intsJson(dice.boxcarsRolls));
    if (anyFaces)
        context.inputs().insert(QStringLiteral("boxcars_faces"), facesJson);
}

// The action's fields as the request gives them.
struct Fields
{
    QList<UnitRecord> firers;
    std::optional<UnitRecord> target;
    // Instead of a target: a town block fired at its edge, and its occupants.
    std::optional<FeatureRecord> townBlock;
    QList<UnitRecord> occupants;
    std::optional<double> range;
    std::optional<int> ap;
    std::optional<QString> shotName;
    std::optional<int> die;
    QList<int> boxcarsGiven;
    QJsonValue boxcarsFacesValue;
    QList<std::optional<DiceRoll>> boxcarsThrown;
    QStringList added;
    QStringList without;
    std::optional<double> standsGiven;
    QList<UnitRecord> ricochet;
    QList<std::optional<double>> ricochetDistances;
    QList<int> ricochetDice;
};

// "ricochet": a list of unit ids, or of {"unit": 9, "distance": 3.5}.
void readRicochet(ActionContext &context, RequestReader &reader, Fields &f)
{
    bool objects = false;
    const QJsonObject request = reader.request();
    const QJsonArray given = request.value(QStringLiteral("ricochet")).toArray();
    for (const QJsonValue &item : given)
        objects = objects || item.isObject();
    if (!objects) {
        f.ricochet = context.unitList(reader, QStringLiteral("ricochet"), false);
        return;
    }
    const QJsonArray list = reader.take(QStringLiteral("ricochet")).toArray();
    for (int i = 0; i < list.size() && reader.ok(); ++i) {
        const QString at = QStringLiteral("ricochet[%1]").arg(i);
        if (!list.at(i).isObject()) {
            reader.fail(at, QStringLiteral("expected {\"unit\": id, \"distance\": inches}"));
            return;
        }
        RequestReader item(list.at(i).toObject());
        const std::optional<int> id = item.integer(QStringLiteral("unit"), 1, 2147483647, true);
        const std::optional<double> distance
            = item.number(QStringLiteral("distance"), 0, 1000, false);
        if (!item.finish()) {
            reader.fail(at + QLatin1Char('.') + item.error().section(QLatin1Char(':'), 0, 0),
                        item.error().section(QLatin1Char(':'), 1).trimmed());
            return;
        }
        const std::optional<UnitRecord> unit = context.unit(*id);
        if (!unit) {
            reader.fail(at + QStringLiteral(".unit"),
                        QCoreApplication::translate("Fireaction", "no unit with id %1").arg(*id));
            return;
        }
        for (const UnitRecord &listed : std::as_const(f.ricochet)) {
            if (listed.id == unit->id) {
                reader.fail(at + QStringLiteral(".unit"),
                            QCoreApplication::translate("Fireaction", "unit %1 is listed twice")
                                .arg(unit->id));
                return;
            }
        }
        f.ricochet << *unit;
        f.ricochetDistances << distance;
    }
}

// "target_feature": a feature's id instead of "target" (docs/contract.md, Fire:
// ricochet and towns); the planner says whether it is a town block.
void readTownBlock(ActionContext &context, RequestReader &reader, Fields &f)
{
    const std::optional<int> id
        = reader.integer(QStringLiteral("target_feature"), 1, 2147483647, true);
    if (reader.has(QStringLiteral("target")))
        reader.fail(QStringLiteral("target"),
                    QCoreApplication::translate("Fireaction",
                                                "give a target or a target_feature, not both"));
    if (!id || !reader.ok())
        return;
    FeatureTable features = context.features();
    f.townBlock = features.find(qint64(*id));
    if (!f.townBlock) {
        reader.fail(QStringLiteral("target_feature"),
                    QCoreApplication::translate("Fireaction", "no feature with id %1").arg(*id));
        return;
    }
    for (const qint64 occupant : features.occupants(f.townBlock->id)) {
        if (const std::optional<UnitRecord> unit = context.unit(occupant))
            f.occupants.append(*unit);
    }
}

Fields readFields(ActionContext &context, RequestReader &reader)
{
    const FireChart &chart = FireChart::standard();
    const Ammunition &ammunition = Ammunition::standard();
    const QStringList conditionIds = FireModifiers::standard().ids();
    Fields f;
    f.firers = context.unitList(reader, QStringLiteral("firers"), true);
    if (reader.has(QStringLiteral("target_feature")))
        readTownBlock(context, reader, f);
    else
        f.target = context.unitField(reader, QStringLiteral("target"));
    f.range = reader.number(QStringLiteral("range"), 0, 1000, true);
    f.ap = reader.integer(QStringLiteral("ap"), 1, 99, false);
    f.shotName = reader.word(QStringLiteral("shot"), shotNames(), false);
    f.die = reader.integer(QStringLiteral("die"), 1, chart.dieFaces(), false);
    f.boxcarsGiven = numbersOf(reader, QStringLiteral("boxcars_roll"), ammunition.boxcarsLowest(),
                               ammunition.boxcarsHighest());
    f.boxcarsFacesValue = reader.take(QStringLiteral("boxcars_faces"));
    f.added = reader.words(QStringLiteral("conditions"), conditionIds);
    f.without = reader.words(QStringLiteral("without"), conditionIds);
    f.standsGiven = reader.number(QStringLiteral("stands"), 0.5, 1000, false);
    readRicochet(context, reader, f);
    f.ricochetDice = reader.integers(QStringLiteral("ricochet_dice"), 1, chart.dieFaces());
    return f;
}

// What makes the fields malformed together; the first problem goes to the
// reader.
void crossCheck(Fields &f, RequestReader &reader)
{
    const QList<UnitRecord> &firers = f.firers;
    const QList<UnitRecord> &ricochet = f.ricochet;
    for (const UnitRecord &unit : std::as_const(f.occupants)) {
        for (const UnitRecord &firer : std::as_const(firers)) {
            if (reader.ok() && firer.id == unit.id)
                reader.fail(
                    QStringLiteral("target_feature"),
                    QCoreApplication::translate("Fireaction", "unit %1 fires from inside it")
                        .arg(firer.id));
        }
    }
    if (reader.ok() && f.target) {
        for (const UnitRecord &firer : std::as_const(firers)) {
            if (firer.id == f.target->id)
                reader.fail(
                    QStringLiteral("target"),
                    QCoreApplication::translate("Fireaction", "unit %1 cannot fire at itself")
                        .arg(firer.id));
        }
        for (const UnitRecord &unit : std::as_const(ricochet)) {
            bool firer = false;
            for (const UnitRecord &other : std::as_const(firers))
                firer = firer || other.id == unit.id;
            if (unit.id == f.target->id || firer)
                reader.fail(
                    QStringLiteral("ricochet"),
                    QCoreApplication::translate("Fireaction", "unit %1 is the target or a firer")
                        .arg(unit.id));
        }
    }
    if (reader.ok() && f.standsGiven) {
        if (firers.size() > 1)
            reader.fail(QStringLiteral("stands"),
                        QCoreApplication::translate("Fireaction", "given for a single firer only"));
        else if (*f.standsGiven != 0.5 && *f.standsGiven != std::floor(*f.standsGiven))
            reader.fail(
                QStringLiteral("stands"),
                QCoreApplication::translate("Fireaction", "expected half (0.5) or whole stands"));
    }
    if (reader.ok() && f.boxcarsGiven.size() > firers.size())
        reader.fail(QStringLiteral("boxcars_roll"),
                    QCoreApplication::translate("Fireaction", "%1 rolls for %2 firer(s)")
                        .arg(f.boxcarsGiven.size())
                        .arg(firers.size()));
    // A town block's occupants come first, then the units listed.
    const qsizetype ricochets = ricochet.size() + f.occupants.size();
    if (reader.ok() && f.ricochetDice.size() > ricochets)
        reader.fail(QStringLiteral("ricochet_dice"),
                    QCoreApplication::translate("Fireaction", "%1 dice for %2 ricochet target(s)")
                        .arg(f.ricochetDice.size())
                        .arg(ricochets));
    const DiceExpression boxcarsDice
        = DiceExpression::parse(Ammunition::standard().boxcarsDice()).value();
    if (reader.ok()) {
        f.boxcarsThrown = DiceField::readList(reader, QStringLiteral("boxcars_faces"),
                                              f.boxcarsFacesValue, boxcarsDice, int(firers.size()));
        for (int i = 0; i < f.boxcarsThrown.size() && i < f.boxcarsGiven.size() && reader.ok();
             ++i) {
            if (f.boxcarsThrown.at(i) && f.boxcarsThrown.at(i)->total() != f.boxcarsGiven.at(i))
                reader.fail(
                    QStringLiteral("boxcars_faces"),
                    QCoreApplication::translate("Fireaction", "%1 do not make the boxcars roll %2")
                        .arg(f.boxcarsThrown.at(i)->toString())
                        .arg(f.boxcarsGiven.at(i)));
        }
    }
}

FireOrder orderOf(const Fields &f)
{
    FireOrder order;
    for (const UnitRecord &firer : f.firers)
        order.firers.append(firer.id);
    order.target = f.target ? f.target->id : 0;
    order.targetFeature = f.townBlock ? f.townBlock->id : 0;
    order.range = *f.range;
    order.ap = f.ap.value_or(1);
    order.shot = f.shotName ? *shotFromName(*f.shotName) : Shot::Ball;
    order.stands = f.standsGiven;
    order.added = f.added;
    order.without = f.without;
    for (const UnitRecord &unit : f.ricochet)
        order.ricochet.append(unit.id);
    order.ricochetDistances = f.ricochetDistances;
    return order;
}

} // namespace

ActionOutcome FireAction::apply(ActionContext &context, RequestReader &reader)
{
    const FireChart &chart = FireChart::standard();
    Fields f = readFields(context, reader);
    if (reader.ok())
        crossCheck(f, reader);
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());

    const FireOrder order = orderOf(f);
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
        return ActionOutcome::malformed(plan.reason);
    if (plan.verdict == FirePlan::Verdict::Refused)
        return ActionOutcome::refused(plan.reason);

    // The dice left out are rolled, in the order the log has always kept.
    FireDice dice;
    dice.die = f.die ? *f.die : context.random().roll(chart.dieFaces());
    context.inputs().insert(QStringLiteral("die"), dice.die);
    const bool boxcars = plan.boxcarsOn(dice.die);
    if (boxcars)
        rollBoxcars(context, f.boxcarsGiven, f.boxcarsThrown, int(f.firers.size()), dice);
    for (int i = 0; i < plan.ricochetUnits.size(); ++i)
        dice.ricochetDice.append(i < f.ricochetDice.size()
                                     ? f.ricochetDice.at(i)
                                     : context.random().roll(chart.dieFaces()));
    if (!plan.ricochetUnits.isEmpty())
        context.inputs().insert(QStringLiteral("ricochet_dice"), intsJson(dice.ricochetDice));

    FireOutcome outcome = plan.resolve(dice);
    for (const UnitRecord &unit : outcome.units)
        context.save(unit);
    QJsonObject answer = outcome.toJson();
    if (!boxcars && (!f.boxcarsGiven.isEmpty() || !f.boxcarsThrown.isEmpty())) {
        QJsonArray notes = answer.value(QStringLiteral("notes")).toArray();
        const QString unused
            = QCoreApplication::translate("Fireaction", "no boxcars: boxcars_roll not used");
        notes.append(unused);
        outcome.notes.append(unused);
        answer.insert(QStringLiteral("notes"), notes);
    }

    QStringList names;
    for (const UnitRecord &firer : std::as_const(f.firers))
        names.append(firer.name);
    // One arg() call: a unit's name may hold a "%1".
    if (f.townBlock) {
        int steps = 0;
        for (const FireHit &hit : std::as_const(outcome.ricochetHits))
            steps += hit.casualtySteps;
        context.setSummary(
            QStringLiteral("Fire: %1 at the edge of %2, %3\" (die %4): ricochet through the block, "
                           "%5 step(s)")
                .arg(names.join(QLatin1String(" + ")), f.townBlock->name,
                     QString::number(*f.range, 'g', 6), QString::number(outcome.result.die),
                     QString::number(steps)));
    } else {
        context.setSummary(QStringLiteral("Fire: %1 at %2, %3\" (die %4): %5 step(s)")
                               .arg(names.join(QLatin1String(" + ")), f.target->name,
                                    QString::number(*f.range, 'g', 6),
                                    QString::number(outcome.result.die),
                                    QString::number(outcome.result.casualtySteps)));
    }
    ProcedureOutcome procedure;
    procedure.fire = outcome;
    return ActionOutcome::done(answer, procedure);
}

} // namespace Adc
