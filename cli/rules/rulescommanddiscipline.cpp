#include "rules/rulescommand.h"

#include "common/requestreader.h"
#include "dice/diceexpression.h"
#include "discipline/firedisciplinechart.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

namespace {
QJsonValue rangeValue(const std::optional<int> &range)
{
    return range ? QJsonValue(*range) : QJsonValue(QJsonValue::Null);
}
} // namespace

// `adc rules discipline` (docs/contract.md): one roll read on the fire discipline chart,
// or the odds of each cell with a dice expression (or a class's dice).
RulesAnswer answerDiscipline(RequestReader &request, const Rulings &rulings)
{
    const std::optional<int> roll = request.integer(QStringLiteral("roll"), -100, 100, false);
    const std::optional<QString> diceText = request.string(QStringLiteral("dice"), false);
    const std::optional<QString> className
        = request.word(QStringLiteral("class"), troopClassNames(), false);
    const std::optional<QString> situationName
        = request.word(QStringLiteral("situation"), disciplineSituationNames(), true);
    if (!request.ok())
        return RulesAnswer::malformed(request.error());

    const int given
        = int(roll.has_value()) + int(diceText.has_value()) + int(className.has_value());
    if (given == 0) {
        request.fail(
            QStringLiteral("roll"),
            QCoreApplication::translate("Rulescommanddiscipline",
                                        "missing (give roll, or dice or class for the odds)"));
    } else if (given > 1) {
        request.fail(roll ? QStringLiteral("roll") : QStringLiteral("dice"),
                     QCoreApplication::translate("Rulescommanddiscipline",
                                                 "give one of roll, dice or class, not several"));
    }
    if (!request.ok())
        return RulesAnswer::malformed(request.error());

    const DisciplineSituation situation = *disciplineSituationFromName(*situationName);
    const FireDisciplineChart &chart = FireDisciplineChart::standard();

    if (roll) {
        const DisciplineResult result = chart.lookup(*roll, situation);
        QJsonObject answer;
        answer.insert(QStringLiteral("result"), DisciplineResult::kindName(result.kind));
        answer.insert(QStringLiteral("range"), rangeValue(result.range));
        answer.insert(QStringLiteral("row"), result.row);
        answer.insert(QStringLiteral("situation"), toName(situation));
        return RulesAnswer::ok(answer);
    }

    QString field = QStringLiteral("dice");
    QString text = diceText.value_or(QString());
    if (className) {
        field = QStringLiteral("class");
        text = rulings.classDice(*troopClassFromName(*className));
    }
    const Result<DiceExpression> parsed = DiceExpression::parse(text);
    if (!parsed.ok()) {
        request.fail(field, parsed.error());
        return RulesAnswer::malformed(request.error());
    }

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
    return RulesAnswer::ok(answer);
}

} // namespace Adc
