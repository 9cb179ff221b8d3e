#include "serve/view/rollodds.h"

#include "core/dice/diceexpression.h"
#include "core/discipline/chargediscipline.h"
#include "core/discipline/disciplineresult.h"
#include "core/discipline/firedisciplinechart.h"
#include "core/fire/fireresolver.h"

#include <QJsonObject>
#include <QLocale>

namespace Adc {

namespace {

QJsonObject chance(const QString &result, double probability)
{
    return { { QStringLiteral("result"), result }, { QStringLiteral("probability"), probability } };
}

int modifiersTotal(const QJsonArray &modifiers)
{
    int total = 0;
    for (const QJsonValue &modifier : modifiers)
        total += modifier.toObject().value(QStringLiteral("value")).toInt();
    return total;
}

} // namespace

QJsonArray RollOdds::fire(const LogEntry &entry, const UnitRecord &lead, const Rulings &rulings)
{
    // The one request the planner gave the resolver, as the log keeps it:
    // the pooled stands or tubes and the conditions are in the result.
    const QJsonObject &result = entry.result;
    FireRequest request;
    request.arm = lead.arm;
    request.weapon = lead.weapon;
    request.stands = result.value(QStringLiteral("stands")).toDouble();
    request.tubes = result.value(QStringLiteral("tubes")).toInt();
    request.shot
        = shotFromName(entry.inputs.value(QStringLiteral("shot")).toString()).value_or(Shot::Ball);
    request.range = entry.inputs.value(QStringLiteral("range")).toDouble();
    request.ap = entry.inputs.value(QStringLiteral("ap")).toInt(1);
    for (const QJsonValue &condition : result.value(QStringLiteral("conditions")).toArray())
        request.conditions << condition.toString();
    const FireOdds odds = FireResolver::odds(request, rulings);
    const QJsonArray logged = result.value(QStringLiteral("modifiers")).toArray();
    int derived = 0;
    for (const FireModifier &modifier : odds.modifiers)
        derived += modifier.value;
    if (!odds.allowed || odds.row != result.value(QStringLiteral("row")).toString()
        || derived != modifiersTotal(logged))
        return {};
    return fireChances(odds);
}

QJsonArray RollOdds::fireChances(const FireOdds &odds)
{
    QJsonArray answer;
    for (const FireOdds::Entry &line : odds.odds)
        answer.append(
            chance(tr("%n casualty step(s)", nullptr, line.casualtySteps), line.probability));
    return answer;
}

QJsonArray RollOdds::discipline(const QJsonObject &result)
{
    const Result<DiceExpression> dice
        = DiceExpression::parse(result.value(QStringLiteral("dice")).toString());
    const std::optional<DisciplineSituation> situation
        = disciplineSituationFromName(result.value(QStringLiteral("situation")).toString());
    if (!dice || !situation)
        return {};
    QJsonArray answer;
    for (const FireDisciplineChart::CellOdds &cell :
         FireDisciplineChart::standard().odds(*dice, *situation)) {
        const QString words
            = cellWords(DisciplineResult::kindName(cell.kind),
                        cell.range ? QJsonValue(*cell.range) : QJsonValue(QJsonValue::Null));
        // Cells of the same result on several rows make one chance.
        bool merged = false;
        for (qsizetype i = 0; i < answer.size() && !merged; ++i) {
            QJsonObject line = answer.at(i).toObject();
            if (line.value(QStringLiteral("result")).toString() == words) {
                line.insert(QStringLiteral("probability"),
                            line.value(QStringLiteral("probability")).toDouble()
                                + cell.probability);
                answer.replace(i, line);
                merged = true;
            }
        }
        if (!merged)
            answer.append(chance(words, cell.probability));
    }
    return answer;
}

QJsonArray RollOdds::charge(const QJsonObject &result)
{
    const Result<DiceExpression> dice
        = DiceExpression::parse(result.value(QStringLiteral("dice")).toString());
    const std::optional<DisciplineSituation> situation
        = disciplineSituationFromName(result.value(QStringLiteral("situation")).toString());
    if (!dice || !situation)
        return {};
    const Result<QList<ChargeDiscipline::Odds>> odds = ChargeDiscipline::odds(*dice, *situation);
    if (!odds)
        return {};
    QJsonArray answer;
    for (const ChargeDiscipline::Odds &line : *odds) {
        const QString at = QLocale().toString(line.firesAt);
        answer.append(chance(line.firefight ? tr("fires at %1\", firefight").arg(at)
                                            : tr("fires at %1\"").arg(at),
                             line.probability));
    }
    return answer;
}

QString RollOdds::cellWords(const QString &kind, const QJsonValue &range)
{
    const QString inches = range.isDouble() ? QLocale().toString(range.toInt()) : QString();
    if (kind == QLatin1String("free"))
        return tr("free", "fire discipline result");
    if (kind == QLatin1String("fire"))
        return inches.isEmpty() ? tr("fire", "fire discipline result")
                                : tr("%1\" fire").arg(inches);
    if (kind == QLatin1String("firefight"))
        return inches.isEmpty() ? tr("firefight") : tr("%1\" firefight").arg(inches);
    return kind;
}

QString RollOdds::percent(double probability)
{
    return tr("%1%").arg(QLocale().toString(probability * 100, 'f', probability < 0.1 ? 1 : 0));
}

QString RollOdds::listed(const QJsonArray &odds)
{
    QStringList lines;
    for (const QJsonValue &value : odds) {
        const QJsonObject line = value.toObject();
        lines << line.value(QStringLiteral("result")).toString() + QLatin1Char(' ')
                + percent(line.value(QStringLiteral("probability")).toDouble());
    }
    return lines.join(QStringLiteral(", "));
}

QString RollOdds::sentence(const QJsonArray &odds)
{
    if (odds.isEmpty())
        return QString();
    return tr("Odds before the roll: %1.").arg(listed(odds));
}

} // namespace Adc
