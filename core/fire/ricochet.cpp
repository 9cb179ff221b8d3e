#include "core/fire/ricochet.h"

#include "core/fire/firemodifiers.h"

#include <QCoreApplication>

namespace Adc {

namespace {
const QString &ricochetId()
{
    static const QString id = QStringLiteral("ricochet");
    return id;
}

const FireModifiers::Rule &ricochetRule()
{
    const FireModifiers &modifiers = FireModifiers::standard();
    const int index = modifiers.indexOf(ricochetId());
    if (index < 0)
        qFatal("firemodifiers.json: the ricochet condition is missing");
    return modifiers.rule(index);
}

QString distanceText(double value)
{
    return QString::number(value, 'g', 10) + QLatin1Char('"');
}
} // namespace

QString Ricochet::refusal(const FireRequest &original)
{
    const FireModifiers::Rule &rule = ricochetRule();
    if (!rule.concerns(original.arm))
        return rule.otherArmsReason;
    if (!rule.allowsShot(original.shot))
        return rule.otherShotsReason;
    if (original.conditions.contains(ricochetId()))
        return QCoreApplication::translate("Adc::Ricochet", "a ricochet does not ricochet again");
    return QString();
}

double Ricochet::reach()
{
    return ricochetRule().reach;
}

FireRequest Ricochet::followUp(const FireRequest &original, const Target &target)
{
    const FireModifiers &modifiers = FireModifiers::standard();
    FireRequest request = original;
    request.conditions.clear();
    for (const QString &condition : original.conditions) {
        const int index = modifiers.indexOf(condition);
        if (condition != ricochetId() && (index < 0 || !modifiers.rule(index).aboutTarget))
            request.conditions << condition;
    }
    request.conditions << ricochetId();
    for (const QString &condition : target.conditions) {
        const int index = modifiers.indexOf(condition);
        if (condition != ricochetId() && (index < 0 || modifiers.rule(index).aboutTarget)
            && !request.conditions.contains(condition))
            request.conditions << condition;
    }
    request.die = target.die;
    return request;
}

QList<FireRequest> Ricochet::followUps(const FireRequest &original, const QList<Target> &targets,
                                       QStringList *notes)
{
    QList<FireRequest> requests;
    const QString why = refusal(original);
    if (!why.isEmpty()) {
        if (notes && !targets.isEmpty())
            *notes << QCoreApplication::translate("Adc::Ricochet", "no ricochet: ") + why;
        return requests;
    }
    const double limit = reach();
    for (int i = 0; i < targets.size(); ++i) {
        const Target &target = targets.at(i);
        const QString name = target.name.isEmpty()
            ? QCoreApplication::translate("Adc::Ricochet", "unit %1").arg(i + 1)
            : target.name;
        if (target.beyond < 0) {
            if (notes)
                *notes << QCoreApplication::translate("Adc::Ricochet",
                                                      "%1 is in front of the target: no ricochet")
                              .arg(name);
            continue;
        }
        if (target.beyond > limit + 1e-9) {
            if (notes) {
                *notes << QCoreApplication::translate(
                              "Adc::Ricochet", "%1 is %2 beyond the target: ricochet reaches %3")
                              .arg(name, distanceText(target.beyond), distanceText(limit));
            }
            continue;
        }
        requests << followUp(original, target);
    }
    return requests;
}

} // namespace Adc
