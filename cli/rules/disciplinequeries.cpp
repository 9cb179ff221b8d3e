#include "cli/rules/disciplinequeries.h"

#include "cli/rules/firequeries.h"

#include "cli/rules/firequeries.h"
#include "core/common/requestreader.h"
#include "core/dice/diceexpression.h"
#include "core/discipline/chargediscipline.h"
#include "core/discipline/firedisciplinechart.h"
#include "core/fire/defensivefire.h"
#include "core/fire/firechart.h"
#include "core/fire/firemodifiers.h"
#include "core/fire/rangebands.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

namespace {

QJsonValue rangeValue(const std::optional<int> &range)
{
    return range ? QJsonValue(*range) : QJsonValue(QJsonValue::Null);
}

QJsonObject rollsAnswer(const ChargeDiscipline::Outcome &result, DisciplineSituation situation)
{
    QJsonArray steps;
    for (const ChargeDiscipline::Step &step : result.steps) {
        QJsonObject entry;
        entry.insert(QStringLiteral("distance"), step.distance);
        entry.insert(QStringLiteral("roll"), step.roll);
        entry.insert(QStringLiteral("row"), step.result.row);
        entry.insert(QStringLiteral("result"), DisciplineResult::kindName(step.result.kind));
        entry.insert(QStringLiteral("range"), rangeValue(step.result.range));
        steps.append(entry);
    }
    QJsonObject answer;
    answer.insert(QStringLiteral("fires_at"), result.firesAt);
    answer.insert(QStringLiteral("firefight"), result.firefight);
    answer.insert(QStringLiteral("rolls_used"), result.rollsUsed);
    answer.insert(QStringLiteral("close_action"), result.closeAction);
    answer.insert(QStringLiteral("situation"), toName(situation));
    answer.insert(QStringLiteral("steps"), steps);
    return answer;
}

// A charged battery: its defensive fire at its short band ("DEF. FIRE
// RANGES: INFANTRY 4", ARTILLERY SHT"), with no discipline rolls.
RulesAnswer batteryAnswer(RequestReader &request, Arm arm, const Rulings &rulings)
{
    const std::optional<QString> weaponName
        = request.word(QStringLiteral("weapon"), weaponNames(), true);
    const std::optional<int> tubes = request.integer(QStringLiteral("tubes"), 1, 99, true);
    const std::optional<int> die
        = request.integer(QStringLiteral("die"), 1, FireChart::standard().dieFaces(), false);
    const QStringList conditions
        = request.words(QStringLiteral("conditions"), FireModifiers::standard().ids());
    if (!request.ok())
        return RulesReply::passedOn(request.failure());
    const Weapon weapon = *weaponFromName(*weaponName);
    RulesAnswer answer = FireQueries::request(
        DefensiveFire::ofBattery(arm, weapon, *tubes, die, conditions), rulings);
    if (!answer)
        return answer;
    answer->insert(QStringLiteral("defender"), toName(arm));
    answer->insert(QStringLiteral("range"), RangeBands::standard().defensiveFireRange(weapon));
    return answer;
}

// The dice of an odds request: its "dice", or its "class"'s dice from the
// rulings; a problem goes to the reader under the field that gave it.
Result<DiceExpression> oddsDice(RequestReader &request, const std::optional<QString> &diceText,
                                const std::optional<QString> &className, const Rulings &rulings)
{
    QString field = QStringLiteral("dice");
    QString text = diceText.value_or(QString());
    if (className) {
        field = QStringLiteral("class");
        text = rulings.classDice(*troopClassFromName(*className));
    }
    Result<DiceExpression> parsed = DiceExpression::parse(text);
    if (!parsed.ok())
        request.fail(field, parsed.error());
    return parsed;
}

} // namespace

// `adc rules discipline` (docs/contract.md): one roll read on the fire discipline chart,
// or the odds of each cell with a dice expression (or a class's dice).
RulesAnswer DisciplineQueries::discipline(RequestReader &request, const Rulings &rulings)
{
    const std::optional<int> roll = request.integer(QStringLiteral("roll"), -100, 100, false);
    const std::optional<QString> diceText = request.string(QStringLiteral("dice"), false);
    const std::optional<QString> className
        = request.word(QStringLiteral("class"), troopClassNames(), false);
    const std::optional<QString> situationName
        = request.word(QStringLiteral("situation"), disciplineSituationNames(), true);
    if (!request.ok())
        return RulesReply::passedOn(request.failure());

    const int given
        = int(roll.has_value()) + int(diceText.has_value()) + int(className.has_value());
    if (given == 0) {
        request.fail(
            QStringLiteral("roll"),
            QCoreApplication::translate("Adc::DisciplineQueries",
                                        "missing (give roll, or dice or class for the odds)"));
    } else if (given > 1) {
        request.fail(roll ? QStringLiteral("roll") : QStringLiteral("dice"),
                     QCoreApplication::translate("Adc::DisciplineQueries",
                                                 "give one of roll, dice or class, not several"));
    }
    if (!request.ok())
        return RulesReply::passedOn(request.failure());

    const DisciplineSituation situation = *disciplineSituationFromName(*situationName);
    const FireDisciplineChart &chart = FireDisciplineChart::standard();

    if (roll) {
        const DisciplineResult result = chart.lookup(*roll, situation);
        QJsonObject answer;
        answer.insert(QStringLiteral("result"), DisciplineResult::kindName(result.kind));
        answer.insert(QStringLiteral("range"), rangeValue(result.range));
        answer.insert(QStringLiteral("row"), result.row);
        answer.insert(QStringLiteral("situation"), toName(situation));
        return RulesReply::ok(answer);
    }

    const Result<DiceExpression> parsed = oddsDice(request, diceText, className, rulings);
    if (!parsed.ok())
        return RulesReply::passedOn(request.failure());

    QJsonArray odds;
    for (const FireDisciplineChart::CellOdds &cell : chart.odds(*parsed, situation)) {
        QJsonObject entry;
        entry.insert(QStringLiteral("row"), cell.row);
        entry.insert(QStringLiteral("result"), DisciplineResult::kindName(cell.kind));
        entry.insert(QStringLiteral("range"), rangeValue(cell.range));
        entry.insert(QStringLiteral("probability"), cell.probability);
        odds.append(entry);
    }
    QJsonObject answer;
    answer.insert(QStringLiteral("odds"), odds);
    answer.insert(QStringLiteral("dice"), parsed->toString());
    answer.insert(QStringLiteral("situation"), toName(situation));
    if (className)
        answer.insert(QStringLiteral("class"), *className);
    return RulesReply::ok(answer);
}

// `adc rules charge` (docs/contract.md): the defender's class-dice totals read at 4",
// 3", 2", 1" until it fails, or the odds of each outcome with a dice
// expression (or a class's dice).
RulesAnswer DisciplineQueries::charge(RequestReader &request, const Rulings &rulings)
{
    const std::optional<QString> defender
        = request.word(QStringLiteral("defender"), armNames(), false);
    if (!request.ok())
        return RulesReply::passedOn(request.failure());
    if (defender && firesByTubes(*armFromName(*defender)))
        return batteryAnswer(request, *armFromName(*defender), rulings);
    if (defender && *armFromName(*defender) != Arm::Infantry) {
        request.fail(QStringLiteral("defender"),
                     QStringLiteral("\"%1\": only infantry rolls charge discipline and only a "
                                    "battery fires in defence without it")
                         .arg(*defender));
        return RulesReply::passedOn(request.failure());
    }
    const FireDisciplineChart &chart = FireDisciplineChart::standard();
    const std::optional<QString> situationName
        = request.word(QStringLiteral("situation"), ChargeDiscipline::situationNames(chart), true);
    const bool hasRolls = request.has(QStringLiteral("rolls"));
    const QList<int> rolls = request.integers(QStringLiteral("rolls"), -100, 100);
    const std::optional<QString> diceText = request.string(QStringLiteral("dice"), false);
    const std::optional<QString> className
        = request.word(QStringLiteral("class"), troopClassNames(), false);
    if (!request.ok())
        return RulesReply::passedOn(request.failure());

    const int given = int(hasRolls) + int(diceText.has_value()) + int(className.has_value());
    if (given > 1) {
        request.fail(hasRolls ? QStringLiteral("rolls") : QStringLiteral("dice"),
                     QCoreApplication::translate("Adc::DisciplineQueries",
                                                 "give one of rolls, dice or class, not several"));
        return RulesReply::passedOn(request.failure());
    }

    const DisciplineSituation situation = *disciplineSituationFromName(*situationName);

    if (!diceText && !className) {
        const Result<ChargeDiscipline::Outcome> result
            = ChargeDiscipline::resolve(rolls, situation, chart);
        if (!result) {
            request.fail(QStringLiteral("rolls"), result.error());
            return RulesReply::passedOn(request.failure());
        }
        return RulesReply::ok(rollsAnswer(*result, situation));
    }

    const Result<DiceExpression> parsed = oddsDice(request, diceText, className, rulings);
    if (!parsed.ok())
        return RulesReply::passedOn(request.failure());
    const Result<QList<ChargeDiscipline::Odds>> odds
        = ChargeDiscipline::odds(*parsed, situation, chart);
    if (!odds) {
        request.fail(QStringLiteral("situation"), odds.error());
        return RulesReply::passedOn(request.failure());
    }
    QJsonArray list;
    for (const ChargeDiscipline::Odds &outcome : *odds) {
        QJsonObject entry;
        entry.insert(QStringLiteral("fires_at"), outcome.firesAt);
        entry.insert(QStringLiteral("firefight"), outcome.firefight);
        entry.insert(QStringLiteral("probability"), outcome.probability);
        list.append(entry);
    }
    QJsonObject answer;
    answer.insert(QStringLiteral("odds"), list);
    answer.insert(QStringLiteral("dice"), parsed->toString());
    answer.insert(QStringLiteral("situation"), toName(situation));
    if (className)
        answer.insert(QStringLiteral("class"), *className);
    return RulesReply::ok(answer);
}

} // namespace Adc
