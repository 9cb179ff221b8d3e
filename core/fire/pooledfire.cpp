#include "fire/pooledfire.h"

#include "fire/firemodifiers.h"
#include "fire/fireresolver.h"

#include <QCoreApplication>
#include <QSet>
#include <cmath>

namespace Adc {

namespace {
QString nameOf(const PooledFire::Firer &firer, int index)
{
    return firer.name.isEmpty()
        ? QCoreApplication::translate("PooledFire", "firer %1").arg(index + 1)
        : firer.name;
}

// The firer's conditions of one group ("firer-morale", "target-cover"), or
// of every other group when others is set.
QStringList conditionsOf(const FireRequest &request, const QStringList &groups, bool others)
{
    const FireModifiers &modifiers = FireModifiers::standard();
    QSet<QString> set;
    for (const QString &condition : request.conditions) {
        const int index = modifiers.indexOf(condition);
        const bool inGroups = index >= 0 && groups.contains(modifiers.rule(index).group);
        if (inGroups != others)
            set.insert(condition);
    }
    QStringList list(set.begin(), set.end());
    list.sort();
    return list;
}

QString listText(const QStringList &conditions, const QString &none)
{
    return conditions.isEmpty() ? none : conditions.join(QLatin1String(", "));
}

QString inches(double value)
{
    return QString::number(value, 'g', 10) + QLatin1Char('"');
}

// Why other cannot pool with first (one roll takes them all), or nothing.
QString mismatch(const PooledFire::Firer &first, const PooledFire::Firer &other, int index)
{
    const QStringList morale { QStringLiteral("firer-morale") };
    const QStringList cover { QStringLiteral("target-cover") };
    const QStringList seedTests { QStringLiteral("firer-morale"), QStringLiteral("target-cover") };
    const QString firstName = nameOf(first, 0);
    const FireRequest &a = first.request;
    const FireRequest &b = other.request;
    const QString name = nameOf(other, index);
    if (b.arm != a.arm)
        return QCoreApplication::translate("PooledFire", "arm differs: %1 is %2, %3 is %4")
            .arg(firstName, toName(a.arm), name, toName(b.arm));
    if (b.weapon != a.weapon)
        return QCoreApplication::translate("PooledFire", "weapon differs: %1 fires %2, %3 fires %4")
            .arg(firstName, toName(a.weapon), name, toName(b.weapon));
    if (b.shot != a.shot)
        return QCoreApplication::translate("PooledFire", "shot differs: %1 fires %2, %3 fires %4")
            .arg(firstName, toName(a.shot), name, toName(b.shot));
    if (std::fabs(b.range - a.range) > 1e-9)
        return QCoreApplication::translate("PooledFire", "range differs: %1 fires at %2, %3 at %4")
            .arg(firstName, inches(a.range), name, inches(b.range));
    if (conditionsOf(a, morale, false) != conditionsOf(b, morale, false))
        return QCoreApplication::translate("PooledFire",
                                           "morale status differs: %1 is %2, %3 is %4")
            .arg(firstName, listText(conditionsOf(a, morale, false), QStringLiteral("steady")),
                 name, listText(conditionsOf(b, morale, false), QStringLiteral("steady")));
    if (conditionsOf(a, cover, false) != conditionsOf(b, cover, false))
        return QCoreApplication::translate("PooledFire",
                                           "target cover differs: %1 fires at %2, %3 at %4")
            .arg(firstName,
                 listText(conditionsOf(a, cover, false),
                          QCoreApplication::translate("PooledFire", "no cover")),
                 name,
                 listText(conditionsOf(b, cover, false),
                          QCoreApplication::translate("PooledFire", "no cover")));
    if (b.ap != a.ap)
        return QCoreApplication::translate(
                   "PooledFire",
                   "AP differs: %1 fires %2 AP, %3 fires %4 AP (one roll takes one AP modifier)")
            .arg(firstName, QString::number(a.ap), name, QString::number(b.ap));
    if (conditionsOf(a, seedTests, true) != conditionsOf(b, seedTests, true))
        return QCoreApplication::translate(
                   "PooledFire",
                   "conditions differ: %1 fires with %2, %3 with %4 (one roll takes "
                   "one set of modifiers)")
            .arg(firstName, listText(conditionsOf(a, seedTests, true), QStringLiteral("none")),
                 name, listText(conditionsOf(b, seedTests, true), QStringLiteral("none")));
    return QString();
}
} // namespace

PooledFire::Result PooledFire::pool(const QList<Firer> &firers)
{
    Result result;
    if (firers.isEmpty()) {
        result.mismatch = QCoreApplication::translate("PooledFire", "no firer");
        return result;
    }
    const Firer &first = firers.first();
    for (int i = 0; i < firers.size(); ++i) {
        const QString error = FireResolver::requestError(firers.at(i).request);
        if (!error.isEmpty()) {
            result.mismatch = nameOf(firers.at(i), i) + QStringLiteral(": ") + error;
            return result;
        }
    }

    double stands = 0;
    int tubes = 0;
    for (int i = 0; i < firers.size(); ++i) {
        const FireRequest &b = firers.at(i).request;
        const QString why = mismatch(first, firers.at(i), i);
        if (!why.isEmpty()) {
            result.mismatch = why;
            return result;
        }
        stands += b.stands;
        tubes += b.tubes;
    }

    result.request = first.request;
    result.request.die.reset();
    if (firesByTubes(first.request.arm)) {
        result.request.tubes = tubes;
    } else if (stands > 1 && stands != std::floor(stands)) {
        result.request.stands = std::floor(stands);
        result.notes << QCoreApplication::translate(
                            "PooledFire",
                            "%1 stands pooled read as %2: the chart has no half rows above "
                            "half a stand")
                            .arg(QString::number(stands, 'g', 10))
                            .arg(std::floor(stands));
    } else {
        result.request.stands = stands;
    }
    if (firers.size() > 1) {
        result.notes << QCoreApplication::translate(
                            "PooledFire",
                            "pooled fire of %1 units: each spends its own AP and rolls its "
                            "own boxcars penalty")
                            .arg(firers.size());
    }
    result.averageCw = averageCw(firers);
    result.pooled = true;
    return result;
}

PooledFire::Result PooledFire::resolve(const QList<Firer> &firers, std::optional<int> die,
                                       const Rulings &rulings)
{
    Result result = pool(firers);
    if (!result.pooled)
        return result;
    result.request.die = die;
    result.fire = FireResolver::resolve(result.request, rulings);
    return result;
}

double PooledFire::averageCw(const QList<Firer> &firers)
{
    if (firers.isEmpty())
        return 0.0;
    double sum = 0;
    for (const Firer &firer : firers)
        sum += firer.cw;
    return sum / firers.size();
}

} // namespace Adc
