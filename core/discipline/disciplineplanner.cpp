#include "core/discipline/disciplineplanner.h"

#include "core/common/vocabularytext.h"

#include "core/fire/smoke.h"

#include <QCoreApplication>

namespace Adc {

Result<DiceExpression> DisciplinePlanner::classDice(const UnitRecord &unit, const Rulings &rulings)
{
    const QString text = rulings.classDice(unit.troopClass);
    Result<DiceExpression> parsed = DiceExpression::parse(text);
    if (!parsed)
        return Failure::failed(
            QCoreApplication::translate("Adc::DisciplinePlanner",
                                        "the %1 class dice \"%2\" of the rulings do not read: %3")
                .arg(toName(unit.troopClass), text, parsed.error()));
    return std::move(parsed).value();
}

QString DisciplinePlanner::refusalFor(const UnitRecord &unit)
{
    if (!firesByTubes(unit.arm))
        return QString();
    return QCoreApplication::translate(
               "Adc::DisciplinePlanner",
               "%1 is %2: fire discipline is rolled by infantry (\"Anytime you "
               "attempt to move an infantry unit forward ... Anytime your infantry "
               "unit takes fire that can be returned\"); a battery does not roll it")
        .arg(unit.name, VocabularyText::text(unit.arm));
}

DisciplinePlan DisciplinePlanner::plan(const DisciplineOrder &order, const UnitRecord &unit,
                                       const Rulings &rulings)
{
    DisciplinePlan plan;
    plan.change = UnitChange { unit, unit };
    plan.refusal = refusalFor(unit);
    if (plan.isRefused())
        return plan;
    plan.situation = FireDisciplineChart::situationFor(
        unit.firefight, Smoke::inSmokeAsItFires(unit.smoke, unit.movedThisSegment));
    const Result<DiceExpression> dice = classDice(unit, rulings);
    if (!dice) {
        plan.refusal = dice.error();
        return plan;
    }
    const FireDisciplineChart &chart = FireDisciplineChart::standard();
    plan.dice = *dice;
    plan.odds = chart.odds(plan.dice, plan.situation);
    if (!order.roll)
        return plan;
    plan.result = chart.lookup(*order.roll, plan.situation);
    if (plan.result->entersFirefight())
        plan.change.after.firefight = true;
    else if (plan.result->isFree())
        plan.change.after.firefight = false;
    return plan;
}

} // namespace Adc
