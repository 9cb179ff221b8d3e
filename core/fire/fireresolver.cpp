#include "core/fire/fireresolver.h"

#include "core/common/quote.h"
#include "core/common/ruletext.h"
#include "core/common/vocabularytext.h"

#include <QCoreApplication>
#include <QLocale>
#include <array>
#include <cmath>

namespace Adc {

namespace {
// Everything a fire reads before the die: shared by resolve() and odds().
struct Prepared
{
    bool allowed = false;
    QString reason;
    int total = 0;
    bool boxcarsSuspended = false;
    FireChart::Row row;
    const RangeBands::Band *band = nullptr;
    int apSpent = 0;
    QList<FireModifier> modifiers;
    QStringList notes;
};

QString localInches(double value)
{
    return QLocale().toString(value, 'g', 10) + QLatin1Char('"');
}

QString weaponsOf(bool guns)
{
    QStringList names;
    for (const QString &name : weaponNames()) {
        if (isGun(*weaponFromName(name)) == guns)
            names << name;
    }
    return names.join(QLatin1String(", "));
}

// Checks the request's shape; on success *mask holds its conditions, one bit
// per row of the modifiers table.
QString checkRequest(const FireRequest &request, const FireResolver::Tables &tables, quint32 *mask)
{
    const QString arm = toName(request.arm);
    if (firesByTubes(request.arm)) {
        if (request.stands != 0)
            return QCoreApplication::translate("Adc::FireResolver",
                                               "stands: %1 fires by tubes, not stands")
                .arg(arm);
        if (request.tubes < 1)
            return QCoreApplication::translate("Adc::FireResolver",
                                               "tubes: %1 fires by tubes: give 1 or more")
                .arg(arm);
    } else {
        if (request.tubes != 0)
            return QCoreApplication::translate("Adc::FireResolver",
                                               "tubes: %1 fires by stands, not tubes")
                .arg(arm);
        if (!(request.stands > 0))
            return QCoreApplication::translate(
                       "Adc::FireResolver",
                       "stands: %1 fires by stands: give 0.5 (half) or a whole number")
                .arg(arm);
        if (!FireChart::readsStands(request.stands))
            return QCoreApplication::translate(
                       "Adc::FireResolver", "stands: %1 is neither half (0.5) nor a whole number")
                .arg(QString::number(request.stands, 'g', 10));
    }
    if (isGun(request.weapon) != firesByTubes(request.arm)) {
        return QCoreApplication::translate("Adc::FireResolver",
                                           "weapon: %1 is not a weapon of %2 (%3)")
            .arg(toName(request.weapon), arm, weaponsOf(firesByTubes(request.arm)));
    }
    if (!isGun(request.weapon) && request.shot != Shot::Ball)
        return QCoreApplication::translate("Adc::FireResolver", "shot: only guns fire %1")
            .arg(toName(request.shot));
    if (!(request.range >= 0) || !std::isfinite(request.range))
        return QCoreApplication::translate("Adc::FireResolver", "range: must be 0 inches or more");
    if (request.ap < 1)
        return QCoreApplication::translate("Adc::FireResolver",
                                           "ap: %1 is too few: a fire spends 1 AP or more")
            .arg(request.ap);
    if (request.die && (*request.die < 1 || *request.die > tables.chart.dieFaces())) {
        return QCoreApplication::translate("Adc::FireResolver",
                                           "die: %1 is not a face of the d%2 (1 to %2)")
            .arg(*request.die)
            .arg(tables.chart.dieFaces());
    }

    const FireModifiers &modifiers = tables.modifiers;
    std::array<int, 32> exclusiveHolder;
    exclusiveHolder.fill(-1);
    quint32 bits = 0;
    for (const QString &condition : request.conditions) {
        const int index = modifiers.indexOf(condition);
        if (index < 0) {
            return QCoreApplication::translate("Adc::FireResolver",
                                               "conditions: %1 is not one of %2")
                .arg(Quote::value(condition), modifiers.ids().join(QLatin1String(", ")));
        }
        bits |= 1u << index;
        const int group = modifiers.rule(index).exclusiveIndex;
        if (group < 0)
            continue;
        const int holder = exclusiveHolder[static_cast<std::size_t>(group)];
        if (holder >= 0 && holder != index) {
            return QCoreApplication::translate("Adc::FireResolver",
                                               "conditions: %1 and %2 cannot both hold (%3)")
                .arg(modifiers.rule(holder).id, condition, modifiers.rule(index).exclusive);
        }
        exclusiveHolder[static_cast<std::size_t>(group)] = index;
    }
    *mask = bits;
    return QString();
}

// What the request's conditions do besides refusing: the AP limit they set
// (and which one), whether AP is spent, the modifiers with a value.
struct Conditions
{
    int apLimit = 0;
    int apLimitRule = -1;
    bool spendsAp = true;
    std::array<FireModifier, 32> applied;
    int appliedCount = 0;
};

// Conditions, in table order: the forbidding ones first refuse the fire
// (false, with prepared's reason); the others add their value or lower the
// AP limit.
bool applyConditions(const FireRequest &request, const Rulings &rulings,
                     const FireModifiers &modifiers, quint32 mask, Prepared *prepared,
                     Conditions *conditions)
{
    const int ruleCount = modifiers.rules().size();
    for (int i = 0; i < ruleCount; ++i) {
        if (!(mask & (1u << i)))
            continue;
        const FireModifiers::Rule &rule = modifiers.rule(i);
        if (!rule.concerns(request.arm, rulings)) {
            if (rule.forbidsOtherArms) {
                prepared->reason = rule.otherArmsReason;
                return false;
            }
            prepared->notes << rule.ignoredNote;
            continue;
        }
        if (rule.forbids && !rule.excused(mask)) {
            prepared->reason = rule.reason;
            return false;
        }
        if (!rule.allowsShot(request.shot)) {
            prepared->reason = rule.otherShotsReason;
            return false;
        }
        if (rule.apLimit > 0 && rule.apLimit < conditions->apLimit) {
            conditions->apLimit = rule.apLimit;
            conditions->apLimitRule = i;
        }
        if (rule.suspendsBoxcars) {
            prepared->boxcarsSuspended = true;
            prepared->notes << rule.id
                    + QCoreApplication::translate("Adc::FireResolver",
                                                  ": the boxcars rule is suspended");
        }
        conditions->spendsAp = conditions->spendsAp && rule.spendsAp;
        const int value = rule.valueFor(request.shot, rulings);
        if (value != 0) {
            conditions->applied[static_cast<std::size_t>(conditions->appliedCount)]
                = FireModifier { rule.id, value };
            ++conditions->appliedCount;
        }
    }
    return true;
}

// Why the range forbids the fire, or nothing.
QString rangeRefusal(const FireRequest &request, const FireResolver::Tables &tables,
                     const RangeBands::Reading &reading)
{
    const QString weapon = RuleText::text(tables.ranges.title(request.weapon));
    if (reading.status == RangeBands::Status::OutOfRange)
        return QCoreApplication::translate(
                   "Adc::FireResolver", "out of range: %1 is beyond the extreme range of %2 (%3)")
            .arg(localInches(request.range), weapon,
                 localInches(tables.ranges.maximumRange(request.weapon)));
    if (reading.status == RangeBands::Status::CanisterBeyondRange)
        return QCoreApplication::translate("Adc::FireResolver",
                                           "canister beyond canister range: %1 is beyond the "
                                           "canister range of %2 (%3)")
            .arg(localInches(request.range), weapon,
                 localInches(tables.ranges.canisterRange(request.weapon)));
    return QString();
}

// The rate of fire of the AP spent. A ricochet spends none: the ruling
// ricochet-rate-of-fire says whether it keeps the rate of the fire that made
// it.
void addRate(const FireModifiers::ApRate *rate, bool spendsAp, const Rulings &rulings,
             Prepared *prepared)
{
    if (!spendsAp && !rulings.ricochetKeepsRateOfFire) {
        prepared->notes << QCoreApplication::translate(
            "Adc::FireResolver", "no rate-of-fire modifier: a ricochet spends no AP");
        return;
    }
    if (rate->value != 0) {
        prepared->modifiers << FireModifier { rate->id, rate->value };
        prepared->total += rate->value;
    }
}

Prepared prepare(const FireRequest &request, const Rulings &rulings,
                 const FireResolver::Tables &tables)
{
    Prepared prepared;
    quint32 mask = 0;
    const QString error = checkRequest(request, tables, &mask);
    if (!error.isEmpty()) {
        prepared.reason
            = QCoreApplication::translate("Adc::FireResolver", "malformed request: ") + error;
        return prepared;
    }

    Conditions conditions;
    conditions.apLimit = tables.modifiers.apLimit(request.arm);
    if (!applyConditions(request, rulings, tables.modifiers, mask, &prepared, &conditions))
        return prepared;
    const FireModifiers &modifiers = tables.modifiers;
    const int apLimit = conditions.apLimit;

    // Ammunition: at most 2 AP for small arms, 4 for guns, fewer under some
    // conditions.
    if (request.ap > modifiers.apLimit(request.arm)) {
        prepared.reason
            = QCoreApplication::translate("Adc::FireResolver",
                                          "%1 AP is more than %2 may fire in one fire (at most %3)")
                  .arg(QString::number(request.ap), VocabularyText::text(request.arm),
                       QString::number(modifiers.apLimit(request.arm)));
        return prepared;
    }
    if (request.ap > apLimit) {
        prepared.reason
            = QCoreApplication::translate("Adc::FireResolver",
                                          "%1 AP is more than %2 may fire: %3 (at most %4)")
                  .arg(QString::number(request.ap), VocabularyText::text(request.arm),
                       RuleText::text(modifiers.rule(conditions.apLimitRule).title),
                       QString::number(apLimit));
        return prepared;
    }
    const FireModifiers::ApRate *rate = modifiers.apRate(request.arm, request.ap);

    const RangeBands::Reading reading
        = tables.ranges.read(request.weapon, request.shot, request.range);
    prepared.reason = rangeRefusal(request, tables, reading);
    if (!prepared.reason.isEmpty())
        return prepared;

    const std::optional<FireChart::Row> row = firesByTubes(request.arm)
        ? tables.chart.rowForTubes(request.tubes, rulings)
        : tables.chart.rowForStands(request.stands, rulings);
    prepared.row = *row;
    if (!row->note.isEmpty())
        prepared.notes << row->note;
    if (reading.ballInCanisterRange) {
        prepared.notes << QCoreApplication::translate(
                              "Adc::FireResolver", "ball within canister range reads the %1 band")
                              .arg(reading.band->name);
    }

    prepared.band = reading.band;
    prepared.modifiers.reserve(conditions.appliedCount + 2);
    prepared.modifiers << FireModifier { reading.band->id, reading.band->modifier };
    prepared.total = reading.band->modifier;
    addRate(rate, conditions.spendsAp, rulings, &prepared);
    for (int i = 0; i < conditions.appliedCount; ++i) {
        const FireModifier &modifier = conditions.applied[static_cast<std::size_t>(i)];
        prepared.modifiers << modifier;
        prepared.total += modifier.value;
    }
    prepared.apSpent = conditions.spendsAp ? request.ap : 0;
    prepared.allowed = true;
    return prepared;
}
} // namespace

FireResolver::Tables FireResolver::standardTables()
{
    return Tables { FireChart::standard(), RangeBands::standard(), FireModifiers::standard() };
}

FireResult FireResolver::resolve(const FireRequest &request, const Rulings &rulings)
{
    return resolve(request, rulings, standardTables());
}

FireResult FireResolver::resolve(const FireRequest &request, const Rulings &rulings,
                                 const Tables &tables)
{
    Prepared prepared = prepare(request, rulings, tables);
    FireResult result;
    if (!prepared.allowed) {
        result.reason = std::move(prepared.reason);
        return result;
    }
    result.allowed = true;
    result.band = prepared.band->name;
    result.row = std::move(prepared.row.name);
    result.apSpent = prepared.apSpent;
    result.modifiers = std::move(prepared.modifiers);
    result.notes = std::move(prepared.notes);
    if (request.die) {
        const int column = tables.chart.columnFor(*request.die + prepared.total);
        result.die = *request.die;
        result.modifiedRoll = *request.die + prepared.total;
        result.column = tables.chart.columnLabel(column);
        result.casualtySteps = tables.chart.steps(prepared.row, column);
        result.boxcars = *request.die == rulings.boxcarsFace && !prepared.boxcarsSuspended;
    }
    return result;
}

FireOdds FireResolver::odds(const FireRequest &request, const Rulings &rulings)
{
    return odds(request, rulings, standardTables());
}

FireOdds FireResolver::odds(const FireRequest &request, const Rulings &rulings,
                            const Tables &tables)
{
    Prepared prepared = prepare(request, rulings, tables);
    FireOdds odds;
    if (!prepared.allowed) {
        odds.reason = std::move(prepared.reason);
        return odds;
    }
    odds.allowed = true;
    odds.band = prepared.band->name;
    odds.row = std::move(prepared.row.name);
    odds.apSpent = prepared.apSpent;
    odds.modifiers = std::move(prepared.modifiers);
    odds.notes = std::move(prepared.notes);

    // Casualty steps of each face, counted by result, fewest steps first.
    const int faces = tables.chart.dieFaces();
    QList<int> steps;
    QList<int> counts;
    int sum = 0;
    for (int face = 1; face <= faces; ++face) {
        const int value
            = tables.chart.steps(prepared.row, tables.chart.columnFor(face + prepared.total));
        sum += value;
        int at = 0;
        while (at < steps.size() && steps.at(at) < value)
            ++at;
        if (at < steps.size() && steps.at(at) == value) {
            ++counts[at];
        } else {
            steps.insert(at, value);
            counts.insert(at, 1);
        }
    }
    odds.odds.reserve(steps.size());
    for (int i = 0; i < steps.size(); ++i)
        odds.odds << FireOdds::Entry { steps.at(i), double(counts.at(i)) / faces };
    odds.expected = double(sum) / faces;
    const bool boxcarsOnDie = rulings.boxcarsFace >= 1 && rulings.boxcarsFace <= faces;
    odds.boxcarsProbability = boxcarsOnDie && !prepared.boxcarsSuspended ? 1.0 / faces : 0.0;
    return odds;
}

QString FireResolver::requestError(const FireRequest &request)
{
    return requestError(request, standardTables());
}

QString FireResolver::requestError(const FireRequest &request, const Tables &tables)
{
    quint32 mask = 0;
    return checkRequest(request, tables, &mask);
}

} // namespace Adc
