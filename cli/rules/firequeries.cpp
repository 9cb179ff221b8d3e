#include "cli/rules/firequeries.h"

#include "core/ammunition/ammunition.h"
#include "core/common/requestreader.h"
#include "core/fire/fireresolver.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

namespace {

QJsonArray modifiersJson(const QList<FireModifier> &modifiers)
{
    QJsonArray list;
    for (const FireModifier &modifier : modifiers) {
        QJsonObject entry;
        entry.insert(QStringLiteral("id"), modifier.id);
        entry.insert(QStringLiteral("value"), modifier.value);
        list.append(entry);
    }
    return list;
}

QJsonObject refused(const QString &reason)
{
    QJsonObject answer;
    answer.insert(QStringLiteral("allowed"), false);
    answer.insert(QStringLiteral("reason"), reason);
    return answer;
}

// The answer with a die: the chart's result.
RulesAnswer resultAnswer(const FireResult &result)
{
    if (!result.allowed)
        return RulesReply::ok(refused(result.reason));
    QJsonObject answer;
    answer.insert(QStringLiteral("allowed"), true);
    answer.insert(QStringLiteral("band"), result.band);
    answer.insert(QStringLiteral("die"), result.die);
    answer.insert(QStringLiteral("modified_roll"), result.modifiedRoll);
    answer.insert(QStringLiteral("column"), result.column);
    answer.insert(QStringLiteral("row"), result.row);
    answer.insert(QStringLiteral("casualty_steps"), result.casualtySteps);
    answer.insert(QStringLiteral("boxcars"), result.boxcars);
    answer.insert(QStringLiteral("ap_spent"), result.apSpent);
    answer.insert(QStringLiteral("modifiers"), modifiersJson(result.modifiers));
    answer.insert(QStringLiteral("notes"), QJsonArray::fromStringList(result.notes));
    return RulesReply::ok(answer);
}

// The answer without a die: the odds over the ten faces.
RulesAnswer oddsAnswer(const FireOdds &odds)
{
    if (!odds.allowed)
        return RulesReply::ok(refused(odds.reason));
    QJsonArray list;
    for (const FireOdds::Entry &entry : odds.odds) {
        QJsonObject item;
        item.insert(QStringLiteral("casualty_steps"), entry.casualtySteps);
        item.insert(QStringLiteral("probability"), entry.probability);
        list.append(item);
    }
    QJsonObject answer;
    answer.insert(QStringLiteral("allowed"), true);
    answer.insert(QStringLiteral("band"), odds.band);
    answer.insert(QStringLiteral("row"), odds.row);
    answer.insert(QStringLiteral("boxcars"), false);
    answer.insert(QStringLiteral("boxcars_probability"), odds.boxcarsProbability);
    answer.insert(QStringLiteral("ap_spent"), odds.apSpent);
    answer.insert(QStringLiteral("modifiers"), modifiersJson(odds.modifiers));
    answer.insert(QStringLiteral("notes"), QJsonArray::fromStringList(odds.notes));
    answer.insert(QStringLiteral("odds"), list);
    answer.insert(QStringLiteral("expected"), odds.expected);
    return RulesReply::ok(answer);
}

// Stands for infantry and cavalry, tubes for guns, a shot only for guns.
void checkStrength(RequestReader &request, Arm arm, const QString &armName,
                   const std::optional<double> &stands, const std::optional<int> &tubes,
                   const std::optional<QString> &shotName)
{
    if (firesByTubes(arm)) {
        if (stands)
            request.fail(
                QStringLiteral("stands"),
                QCoreApplication::translate("Adc::FireQueries", "%1 fires by tubes, not stands")
                    .arg(armName));
        else if (!tubes)
            request.fail(
                QStringLiteral("tubes"),
                QCoreApplication::translate("Adc::FireQueries", "missing (%1 fires by tubes)")
                    .arg(armName));
    } else {
        if (tubes)
            request.fail(
                QStringLiteral("tubes"),
                QCoreApplication::translate("Adc::FireQueries", "%1 fires by stands, not tubes")
                    .arg(armName));
        else if (!stands)
            request.fail(
                QStringLiteral("stands"),
                QCoreApplication::translate("Adc::FireQueries", "missing (%1 fires by stands)")
                    .arg(armName));
        else if (shotName)
            request.fail(
                QStringLiteral("shot"),
                QCoreApplication::translate("Adc::FireQueries", "only guns fire ball or canister"));
    }
}

constexpr int kMostAp = 1000;

} // namespace

// `adc rules fire` (docs/contract.md): one fire read on the fire combat chart, or its
// odds over the ten faces of the d10 when no die is given.
RulesAnswer FireQueries::fire(RequestReader &request, const Rulings &rulings)
{
    const FireChart &chart = FireChart::standard();
    const std::optional<QString> armName = request.word(QStringLiteral("arm"), armNames(), true);
    const std::optional<double> stands = request.number(QStringLiteral("stands"), 0.5, 99, false);
    const std::optional<int> tubes = request.integer(QStringLiteral("tubes"), 1, 99, false);
    const std::optional<QString> weaponName
        = request.word(QStringLiteral("weapon"), weaponNames(), true);
    const std::optional<QString> shotName
        = request.word(QStringLiteral("shot"), shotNames(), false);
    const std::optional<double> range = request.number(QStringLiteral("range"), 0, 1000, true);
    const std::optional<int> ap = request.integer(QStringLiteral("ap"), 1, 99, false);
    const std::optional<int> die
        = request.integer(QStringLiteral("die"), 1, chart.dieFaces(), false);
    const QStringList conditions
        = request.words(QStringLiteral("conditions"), FireModifiers::standard().ids());
    if (!request.ok())
        return RulesReply::passedOn(request.failure());

    FireRequest fire;
    fire.arm = *armFromName(*armName);
    checkStrength(request, fire.arm, *armName, stands, tubes, shotName);
    if (!request.ok())
        return RulesReply::passedOn(request.failure());

    fire.stands = stands.value_or(0);
    fire.tubes = tubes.value_or(0);
    fire.weapon = *weaponFromName(*weaponName);
    fire.shot = shotName ? *shotFromName(*shotName) : Shot::Ball;
    fire.range = *range;
    fire.ap = ap.value_or(1);
    fire.conditions = conditions;
    fire.die = die;
    return FireQueries::request(fire, rulings);
}

RulesAnswer FireQueries::request(const FireRequest &fire, const Rulings &rulings)
{
    const QString error = FireResolver::requestError(fire);
    if (!error.isEmpty())
        return RulesReply::malformed(error);
    if (fire.die)
        return resultAnswer(FireResolver::resolve(fire, rulings));
    return oddsAnswer(FireResolver::odds(fire, rulings));
}

// `adc rules boxcars`: the extra AP a boxcars fire costs, by the 2d6 penalty
// roll (seed 002, Ammunition).
RulesAnswer FireQueries::boxcars(RequestReader &request, const Rulings &)
{
    const Ammunition &table = Ammunition::standard();
    const std::optional<int> roll = request.integer(QStringLiteral("roll"), table.boxcarsLowest(),
                                                    table.boxcarsHighest(), true);
    const std::optional<int> ap = request.integer(QStringLiteral("ap"), 0, kMostAp, false);
    const bool scrounging = request.boolean(QStringLiteral("scrounging"), false).value_or(false);
    if (!request.ok())
        return RulesReply::passedOn(request.failure());

    const int extraAp = table.boxcarsPenalty(*roll, scrounging).value_or(0);
    QJsonObject answer;
    answer.insert(QStringLiteral("extra_ap"), extraAp);
    if (ap)
        answer.insert(QStringLiteral("ap_after"), Ammunition::applyPenalty(*ap, extraAp));
    QJsonArray notes;
    if (scrounging && !table.boxcarsWhileScrounging())
        notes.append(QCoreApplication::translate("Adc::FireQueries",
                                                 "boxcars is suspended for a scrounging unit"));
    answer.insert(QStringLiteral("notes"), notes);
    return RulesReply::ok(answer);
}

} // namespace Adc
