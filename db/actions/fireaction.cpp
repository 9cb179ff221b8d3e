#include "actions/fireaction.h"

#include "actions/actioncontext.h"
#include "ammunition/ammunition.h"
#include "casualties/casualties.h"
#include "actions/dicefield.h"
#include "actions/fireconditions.h"
#include "fire/firemodifiers.h"
#include "fire/fireresolver.h"
#include "fire/pooledfire.h"
#include "common/requestreader.h"

#include <QJsonArray>
#include <cmath>
#include <limits>

namespace Adc {

namespace {

QJsonObject resultJson(const FireResult &result)
{
    QJsonArray modifiers;
    for (const FireModifier &modifier : result.modifiers)
        modifiers.append(QJsonObject { { QStringLiteral("id"), modifier.id },
                                       { QStringLiteral("value"), modifier.value } });
    return {
        { QStringLiteral("allowed"), result.allowed },
        { QStringLiteral("band"), result.band },
        { QStringLiteral("die"), result.die },
        { QStringLiteral("modified_roll"), result.modifiedRoll },
        { QStringLiteral("column"), result.column },
        { QStringLiteral("row"), result.row },
        { QStringLiteral("casualty_steps"), result.casualtySteps },
        { QStringLiteral("boxcars"), result.boxcars },
        { QStringLiteral("modifiers"), modifiers },
        { QStringLiteral("notes"), QJsonArray::fromStringList(result.notes) },
    };
}

std::optional<FeatureRecord> featureOf(ActionContext &context, const UnitRecord &unit)
{
    if (unit.feature.isEmpty())
        return std::nullopt;
    return context.features().find(unit.feature);
}

// Takes the casualty steps into the target and marks it fired upon; gives
// what happened to it.
QJsonObject hit(ActionContext &context, UnitRecord &target, int steps)
{
    const CasualtyResult after
        = Casualties::standard().apply(target.castings, target.cw, target.steps, steps);
    target.castings = after.castings;
    target.cw = after.cw;
    target.steps = after.steps;
    target.firedUponThisSegment = true;
    context.save(target);
    return {
        { QStringLiteral("id"), target.id },
        { QStringLiteral("casualty_steps"), steps },
        { QStringLiteral("permanent_losses"), after.permanentLosses },
        { QStringLiteral("cw_lost"), after.cwLost },
        { QStringLiteral("castings"), after.castings },
        { QStringLiteral("cw"), after.cw },
        { QStringLiteral("steps"), after.steps },
        { QStringLiteral("eliminated"), after.eliminated },
    };
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

int apOf(const UnitRecord &unit, Shot shot)
{
    if (!firesByTubes(unit.arm))
        return unit.ap;
    return shot == Shot::Canister ? unit.apCanister : unit.apBall;
}

void setApOf(UnitRecord &unit, Shot shot, int ap)
{
    if (!firesByTubes(unit.arm))
        unit.ap = ap;
    else if (shot == Shot::Canister)
        unit.apCanister = ap;
    else
        unit.apBall = ap;
}

} // namespace

ActionOutcome FireAction::apply(ActionContext &context, RequestReader &reader)
{
    const FireChart &chart = FireChart::standard();
    const Ammunition &ammunition = Ammunition::standard();
    const QStringList conditionIds = FireModifiers::standard().ids();

    QList<UnitRecord> firers = context.unitList(reader, QStringLiteral("firers"), true);
    std::optional<UnitRecord> target = context.unitField(reader, QStringLiteral("target"));
    const std::optional<double> range = reader.number(QStringLiteral("range"), 0, 1000, true);
    const std::optional<int> ap = reader.integer(QStringLiteral("ap"), 1, 99, false);
    const std::optional<QString> shotName = reader.word(QStringLiteral("shot"), shotNames(), false);
    const std::optional<int> die
        = reader.integer(QStringLiteral("die"), 1, chart.dieFaces(), false);
    const QList<int> boxcarsGiven
        = numbersOf(reader, QStringLiteral("boxcars_roll"), ammunition.boxcarsLowest(),
                    ammunition.boxcarsHighest());
    const QJsonValue boxcarsFacesValue = reader.take(QStringLiteral("boxcars_faces"));
    const QStringList added = reader.words(QStringLiteral("conditions"), conditionIds);
    const QStringList without = reader.words(QStringLiteral("without"), conditionIds);
    const std::optional<double> standsGiven
        = reader.number(QStringLiteral("stands"), 0.5, 1000, false);
    QList<UnitRecord> ricochet = context.unitList(reader, QStringLiteral("ricochet"), false);
    const QList<int> ricochetDice
        = reader.integers(QStringLiteral("ricochet_dice"), 1, chart.dieFaces());

    if (reader.ok() && target) {
        for (const UnitRecord &firer : std::as_const(firers)) {
            if (firer.id == target->id)
                reader.fail(QStringLiteral("target"),
                            QStringLiteral("unit %1 cannot fire at itself").arg(firer.id));
        }
        for (const UnitRecord &unit : std::as_const(ricochet)) {
            bool firer = false;
            for (const UnitRecord &f : std::as_const(firers))
                firer = firer || f.id == unit.id;
            if (unit.id == target->id || firer)
                reader.fail(QStringLiteral("ricochet"),
                            QStringLiteral("unit %1 is the target or a firer").arg(unit.id));
        }
    }
    if (reader.ok() && standsGiven) {
        if (firers.size() > 1)
            reader.fail(QStringLiteral("stands"), QStringLiteral("given for a single firer only"));
        else if (*standsGiven != 0.5 && *standsGiven != std::floor(*standsGiven))
            reader.fail(QStringLiteral("stands"),
                        QStringLiteral("expected half (0.5) or whole stands"));
    }
    if (reader.ok() && boxcarsGiven.size() > firers.size())
        reader.fail(
            QStringLiteral("boxcars_roll"),
            QStringLiteral("%1 rolls for %2 firer(s)").arg(boxcarsGiven.size()).arg(firers.size()));
    if (reader.ok() && ricochetDice.size() > ricochet.size())
        reader.fail(QStringLiteral("ricochet_dice"),
                    QStringLiteral("%1 dice for %2 ricochet target(s)")
                        .arg(ricochetDice.size())
                        .arg(ricochet.size()));
    const DiceExpression boxcarsDice = DiceExpression::parse(ammunition.boxcarsDice()).value();
    QList<std::optional<DiceRoll>> boxcarsThrown;
    if (reader.ok()) {
        boxcarsThrown = DiceField::readList(reader, QStringLiteral("boxcars_faces"),
                                            boxcarsFacesValue, boxcarsDice, int(firers.size()));
        for (int i = 0; i < boxcarsThrown.size() && i < boxcarsGiven.size() && reader.ok(); ++i) {
            if (boxcarsThrown.at(i) && boxcarsThrown.at(i)->total() != boxcarsGiven.at(i))
                reader.fail(QStringLiteral("boxcars_faces"),
                            QStringLiteral("%1 do not make the boxcars roll %2")
                                .arg(boxcarsThrown.at(i)->toString())
                                .arg(boxcarsGiven.at(i)));
        }
    }
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());

    const Shot shot = shotName ? *shotFromName(*shotName) : Shot::Ball;
    const int apFired = ap.value_or(1);
    const Rulings &rulings = context.rulings();

    // Who may fire at whom.
    const UnitRecord &lead = firers.first();
    if (target->side == lead.side)
        return ActionOutcome::refused(
            QStringLiteral("%1 and %2 are both of %3").arg(lead.name, target->name, lead.side));
    for (const UnitRecord &firer : std::as_const(firers)) {
        if (firer.castings <= 0)
            return ActionOutcome::refused(
                QStringLiteral("%1 has no castings left").arg(firer.name));
        if (firer.side != lead.side || firer.brigade != lead.brigade)
            return ActionOutcome::refused(
                QStringLiteral("pooled fire is for units of one brigade: "
                               "%1 is of %2, %3 of %4")
                    .arg(lead.name, lead.brigade, firer.name, firer.brigade));
    }
    if (target->castings <= 0)
        return ActionOutcome::refused(QStringLiteral("%1 has no castings left").arg(target->name));

    // One request per firer, conditions from the units' state.
    const std::optional<FeatureRecord> cover = featureOf(context, *target);
    QList<PooledFire::Firer> pool;
    for (const UnitRecord &firer : std::as_const(firers)) {
        FireRequest request;
        request.arm = firer.arm;
        request.weapon = firer.weapon;
        request.shot = shot;
        request.range = *range;
        request.ap = apFired;
        if (firesByTubes(firer.arm))
            request.tubes = firer.tubes;
        else
            request.stands = standsGiven ? *standsGiven : chart.firingStands(firer.castings);
        request.conditions = FireConditions::combine(
            FireConditions::ofFirer(firer) + FireConditions::ofTarget(*target, cover, firer.arm),
            added, without);
        const QString error = FireResolver::requestError(request);
        if (!error.isEmpty())
            return ActionOutcome::malformed(error);
        if (!firesByTubes(firer.arm) && standsGiven
            && *standsGiven > chart.firingStands(firer.castings))
            return ActionOutcome::malformed(QStringLiteral("stands: %1 has only %2 firing stands")
                                                .arg(firer.name)
                                                .arg(chart.firingStands(firer.castings)));
        pool.append({ firer.name, request, firer.cw });
    }

    // The fire as the rules read it, before any die.
    FireRequest request = pool.first().request;
    double averageCw = lead.cw;
    QStringList poolNotes;
    if (pool.size() > 1) {
        const PooledFire::Result pooled = PooledFire::pool(pool);
        if (!pooled.pooled)
            return ActionOutcome::refused(pooled.mismatch);
        request = pooled.request;
        averageCw = pooled.averageCw;
        poolNotes = pooled.notes;
    }
    const FireResult check = FireResolver::resolve(request, rulings);
    if (!check.allowed)
        return ActionOutcome::refused(check.reason);
    for (const UnitRecord &firer : std::as_const(firers)) {
        const int left = apOf(firer, shot);
        if (check.apSpent > left)
            return ActionOutcome::refused(
                QStringLiteral("%1 has %2 %3AP left, not the %4 this fire spends")
                    .arg(firer.name)
                    .arg(left)
                    .arg(firesByTubes(firer.arm) ? toName(shot) + QLatin1Char(' ') : QString())
                    .arg(check.apSpent));
    }

    // Ricochet fire, checked before anything is rolled.
    QList<FireRequest> ricochetRequests;
    for (const UnitRecord &unit : std::as_const(ricochet)) {
        FireRequest again = request;
        again.conditions = FireConditions::combine(
            FireConditions::ofFirer(lead)
                + FireConditions::ofTarget(unit, featureOf(context, unit), lead.arm),
            added + QStringList { QStringLiteral("ricochet") }, without);
        const QString error = FireResolver::requestError(again);
        if (!error.isEmpty())
            return ActionOutcome::malformed(QStringLiteral("ricochet: ") + error);
        const FireResult allowed = FireResolver::resolve(again, rulings);
        if (!allowed.allowed)
            return ActionOutcome::refused(
                QStringLiteral("ricochet on %1: %2").arg(unit.name, allowed.reason));
        if (unit.castings <= 0)
            return ActionOutcome::refused(QStringLiteral("%1 has no castings left").arg(unit.name));
        ricochetRequests.append(again);
    }

    // The die, rolled when not given; the log keeps it.
    request.die = die ? *die : context.random().roll(chart.dieFaces());
    context.inputs().insert(QStringLiteral("die"), *request.die);
    const FireResult result = FireResolver::resolve(request, rulings);

    QJsonObject answer = resultJson(result);
    answer.insert(QStringLiteral("conditions"), QJsonArray::fromStringList(request.conditions));
    answer.insert(QStringLiteral("ap_spent"), result.apSpent);
    if (firesByTubes(request.arm))
        answer.insert(QStringLiteral("tubes"), request.tubes);
    else
        answer.insert(QStringLiteral("stands"), request.stands);
    if (firers.size() > 1) {
        answer.insert(QStringLiteral("average_cw"), averageCw);
        QJsonArray notes = answer.value(QStringLiteral("notes")).toArray();
        for (const QString &note : std::as_const(poolNotes))
            notes.append(note);
        answer.insert(QStringLiteral("notes"), notes);
    }

    // Each firer spends its AP, and on boxcars rolls its own penalty.
    QJsonArray firerLines;
    QJsonArray boxcarsRolls;
    QJsonArray boxcarsFaces;
    bool anyBoxcarsFaces = false;
    for (int i = 0; i < firers.size(); ++i) {
        UnitRecord &firer = firers[i];
        QJsonObject line { { QStringLiteral("id"), firer.id },
                           { QStringLiteral("ap_spent"), result.apSpent } };
        int left = apOf(firer, shot) - result.apSpent;
        if (result.boxcars) {
            // The penalty roll as given, as its faces, or rolled.
            std::optional<DiceRoll> faces
                = i < boxcarsThrown.size() ? boxcarsThrown.at(i) : std::nullopt;
            if (!faces && i >= boxcarsGiven.size())
                faces = context.roll(boxcarsDice);
            const int roll = i < boxcarsGiven.size() ? boxcarsGiven.at(i) : faces->total();
            if (faces) {
                line.insert(QStringLiteral("boxcars_faces"), DiceField::toJson(faces->faces()));
                boxcarsFaces.append(DiceField::toJson(faces->faces()));
                anyBoxcarsFaces = true;
            } else {
                boxcarsFaces.append(QJsonValue());
            }
            boxcarsRolls.append(roll);
            const int extra = ammunition.boxcarsPenalty(roll, firer.scrounging).value_or(0);
            line.insert(QStringLiteral("boxcars_roll"), roll);
            line.insert(QStringLiteral("extra_ap"), extra);
            left = Ammunition::applyPenalty(left, extra);
        }
        setApOf(firer, shot, left);
        line.insert(QStringLiteral("ap_left"), left);
        firer.smoke = true;
        firer.hasFired = true;
        firer.firedThisSegment = true;
        context.save(firer);
        firerLines.append(line);
    }
    if (result.boxcars) {
        context.inputs().insert(QStringLiteral("boxcars_roll"), boxcarsRolls);
        if (anyBoxcarsFaces)
            context.inputs().insert(QStringLiteral("boxcars_faces"), boxcarsFaces);
    } else if (!boxcarsGiven.isEmpty() || !boxcarsThrown.isEmpty()) {
        QJsonArray notes = answer.value(QStringLiteral("notes")).toArray();
        notes.append(QStringLiteral("no boxcars: boxcars_roll not used"));
        answer.insert(QStringLiteral("notes"), notes);
    }
    answer.insert(QStringLiteral("firers"), firerLines);
    answer.insert(QStringLiteral("target"), hit(context, *target, result.casualtySteps));

    QJsonArray ricochetLines;
    QJsonArray ricochetRolled;
    for (int i = 0; i < ricochet.size(); ++i) {
        FireRequest again = ricochetRequests.at(i);
        again.die = i < ricochetDice.size() ? ricochetDice.at(i)
                                            : context.random().roll(chart.dieFaces());
        ricochetRolled.append(*again.die);
        const FireResult fired = FireResolver::resolve(again, rulings);
        QJsonObject line = resultJson(fired);
        line.insert(QStringLiteral("conditions"), QJsonArray::fromStringList(again.conditions));
        line.insert(QStringLiteral("target"), hit(context, ricochet[i], fired.casualtySteps));
        ricochetLines.append(line);
    }
    if (!ricochet.isEmpty()) {
        context.inputs().insert(QStringLiteral("ricochet_dice"), ricochetRolled);
        answer.insert(QStringLiteral("ricochet"), ricochetLines);
    }

    QStringList names;
    for (const UnitRecord &firer : std::as_const(firers))
        names.append(firer.name);
    context.setSummary(QStringLiteral("Fire: %1 at %2, %3\" (die %4): %5 step(s)")
                           .arg(names.join(QLatin1String(" + ")), target->name)
                           .arg(*range)
                           .arg(result.die)
                           .arg(result.casualtySteps));
    return ActionOutcome::done(answer);
}

} // namespace Adc
