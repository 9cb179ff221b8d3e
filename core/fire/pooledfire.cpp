#include "core/fire/pooledfire.h"

#include "core/common/result.h"
#include "core/common/ruletext.h"
#include "core/common/vocabularytext.h"
#include "core/fire/firemodifiers.h"
#include "core/fire/fireplanner.h"
#include "core/fire/fireresolver.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace Adc {

namespace {
QString nameOf(const PooledFire::Firer &firer, int index)
{
    return firer.name.isEmpty()
        ? QCoreApplication::translate("Adc::PooledFire", "firer %1").arg(index + 1)
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

QString rangeText(double value)
{
    return QString::number(value, 'g', 10) + QLatin1Char('"');
}

// The range band modifier a firer reads at its range (its weapon's band),
// or why it may not fire there.
Result<FireModifier> rangeBandOf(const FireRequest &request, const Rulings &rulings)
{
    FireRequest alone = request;
    alone.die.reset();
    const FireResult read = FireResolver::resolve(alone, rulings);
    if (!read.allowed || read.modifiers.isEmpty())
        return Failure::refused(read.reason);
    return read.modifiers.first();
}

// Why other cannot pool with first (one roll takes them all), or nothing.
// Under the shared-modifiers ruling only the seed's three tests (range,
// morale status, target cover) and what the chart cannot add (stands with
// tubes, two shots) forbid it.
QString mismatch(const PooledFire::Firer &first, const PooledFire::Firer &other, int index,
                 const Rulings &rulings)
{
    const QStringList morale { QStringLiteral("firer-morale") };
    const QStringList cover { QStringLiteral("target-cover") };
    const QStringList seedTests { QStringLiteral("firer-morale"), QStringLiteral("target-cover") };
    const bool shared = rulings.poolSharedModifiers;
    const QString firstName = nameOf(first, 0);
    const FireRequest &a = first.request;
    const FireRequest &b = other.request;
    const QString name = nameOf(other, index);
    if (b.arm != a.arm && (!shared || firesByTubes(a.arm) != firesByTubes(b.arm)))
        return QCoreApplication::translate("Adc::PooledFire", "arm differs: %1 is %2, %3 is %4")
            .arg(firstName, toName(a.arm), name, toName(b.arm));
    if (b.weapon != a.weapon && !shared)
        return QCoreApplication::translate("Adc::PooledFire",
                                           "weapon differs: %1 fires %2, %3 fires %4")
            .arg(firstName, toName(a.weapon), name, toName(b.weapon));
    if (b.shot != a.shot)
        return QCoreApplication::translate("Adc::PooledFire",
                                           "shot differs: %1 fires %2, %3 fires %4")
            .arg(firstName, toName(a.shot), name, toName(b.shot));
    if (std::fabs(b.range - a.range) > 1e-9)
        return QCoreApplication::translate("Adc::PooledFire",
                                           "range differs: %1 fires at %2, %3 at %4")
            .arg(firstName, rangeText(a.range), name, rangeText(b.range));
    if (b.weapon != a.weapon) {
        // Two weapons at one range: equal when they read the same band.
        const Result<FireModifier> bandA = rangeBandOf(a, rulings);
        const Result<FireModifier> bandB = rangeBandOf(b, rulings);
        if (!bandA)
            return firstName + QStringLiteral(": ") + bandA.error();
        if (!bandB)
            return name + QStringLiteral(": ") + bandB.error();
        if (*bandA != *bandB)
            return QCoreApplication::translate(
                       "Adc::PooledFire", "range differs: at %1 %2 fires at %3 %4, %5 at %6 %7")
                .arg(rangeText(a.range), firstName, bandA->id, QString::number(bandA->value), name,
                     bandB->id, QString::number(bandB->value));
    }
    if (conditionsOf(a, morale, false) != conditionsOf(b, morale, false))
        return QCoreApplication::translate("Adc::PooledFire",
                                           "morale status differs: %1 is %2, %3 is %4")
            .arg(firstName, listText(conditionsOf(a, morale, false), QStringLiteral("steady")),
                 name, listText(conditionsOf(b, morale, false), QStringLiteral("steady")));
    if (conditionsOf(a, cover, false) != conditionsOf(b, cover, false))
        return QCoreApplication::translate("Adc::PooledFire",
                                           "target cover differs: %1 fires at %2, %3 at %4")
            .arg(firstName,
                 listText(conditionsOf(a, cover, false),
                          QCoreApplication::translate("Adc::PooledFire", "no cover")),
                 name,
                 listText(conditionsOf(b, cover, false),
                          QCoreApplication::translate("Adc::PooledFire", "no cover")));
    if (shared)
        return QString();
    if (b.ap != a.ap)
        return QCoreApplication::translate(
                   "Adc::PooledFire",
                   "AP differs: %1 fires %2 AP, %3 fires %4 AP (one roll takes one AP modifier)")
            .arg(firstName, QString::number(a.ap), name, QString::number(b.ap));
    if (conditionsOf(a, seedTests, true) != conditionsOf(b, seedTests, true))
        return QCoreApplication::translate(
                   "Adc::PooledFire",
                   "conditions differ: %1 fires with %2, %3 with %4 (one roll takes "
                   "one set of modifiers)")
            .arg(firstName, listText(conditionsOf(a, seedTests, true), QStringLiteral("none")),
                 name, listText(conditionsOf(b, seedTests, true), QStringLiteral("none")));
    return QString();
}

// Why a firer may not spend the AP it is asked (seed 002, In Smoke:
// "Infantry In Smoke may fire no more than 1 AP"), naming it; empty when it may.
QString apRefusal(const PooledFire::Firer &firer, int index)
{
    const FireRequest &request = firer.request;
    const int limit = FirePlanner::apLimit(request.arm, request.conditions);
    if (request.ap <= limit)
        return QString();
    const FireModifiers &modifiers = FireModifiers::standard();
    const int rule = modifiers.apLimitRule(request.arm, request.conditions);
    if (rule < 0)
        return QCoreApplication::translate("Adc::PooledFire",
                                           "%1 may spend at most %2 AP in one fire (%3), not "
                                           "the %4 asked")
            .arg(nameOf(firer, index), QString::number(limit), VocabularyText::text(request.arm),
                 QString::number(request.ap));
    return QCoreApplication::translate("Adc::PooledFire",
                                       "%1 may spend at most %2 AP in one fire, not the %3 "
                                       "asked: %4")
        .arg(nameOf(firer, index), QString::number(limit), QString::number(request.ap),
             RuleText::text(modifiers.rule(rule).title));
}

// The pool's one set (the pool-shared-modifiers ruling): the AP every firer
// asks, and the conditions every firer has; what it leaves out is noted. A
// firer that may not spend the AP asked refuses the fire: the others would
// spend AP for a roll it cannot make.
QString share(const QList<PooledFire::Firer> &firers, PooledFire::Result &result)
{
    int ap = result.request.ap;
    QStringList every = result.request.conditions;
    QStringList some;
    for (int i = 0; i < firers.size(); ++i) {
        const PooledFire::Firer &firer = firers.at(i);
        const FireRequest &request = firer.request;
        const QString refusal = apRefusal(firer, i);
        if (!refusal.isEmpty())
            return refusal;
        ap = std::min(ap, request.ap);
        for (const QString &condition : request.conditions) {
            if (!some.contains(condition))
                some.append(condition);
        }
        QStringList kept;
        for (const QString &condition : std::as_const(every)) {
            if (request.conditions.contains(condition))
                kept.append(condition);
        }
        every = kept;
    }
    // Named by their titles, in the reader's language.
    const FireModifiers &modifiers = FireModifiers::standard();
    QStringList left;
    for (const QString &condition : std::as_const(some)) {
        const int index = modifiers.indexOf(condition);
        if (!every.contains(condition))
            left.append(index >= 0 ? RuleText::text(modifiers.rule(index).title) : condition);
    }
    if (ap < result.request.ap)
        result.notes << QCoreApplication::translate("Adc::PooledFire",
                                                    "the pool fires %1 AP, the fewest a firer asks")
                            .arg(ap);
    if (!left.isEmpty())
        result.notes << QCoreApplication::translate(
                            "Adc::PooledFire",
                            "not every firer has %1: the pooled roll leaves it out")
                            .arg(left.join(QLatin1String("; ")));
    result.request.ap = ap;
    result.request.conditions = every;
    return QString();
}
} // namespace

PooledFire::Result PooledFire::pool(const QList<Firer> &firers, const Rulings &rulings)
{
    Result result;
    if (firers.isEmpty()) {
        result.mismatch = QCoreApplication::translate("Adc::PooledFire", "no firer");
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
        const QString why = mismatch(first, firers.at(i), i, rulings);
        if (!why.isEmpty()) {
            result.mismatch = why;
            return result;
        }
        stands += b.stands;
        tubes += b.tubes;
    }

    result.request = first.request;
    result.request.die.reset();
    if (rulings.poolSharedModifiers && firers.size() > 1) {
        result.mismatch = share(firers, result);
        if (!result.mismatch.isEmpty())
            return result;
    }
    if (firesByTubes(first.request.arm)) {
        result.request.tubes = tubes;
    } else if (stands > 1 && stands != std::floor(stands)) {
        result.request.stands = std::floor(stands);
        result.notes << QCoreApplication::translate(
                            "Adc::PooledFire",
                            "%1 stands pooled read as %2: the chart has no half rows above "
                            "half a stand")
                            .arg(QString::number(stands, 'g', 10))
                            .arg(std::floor(stands));
    } else {
        result.request.stands = stands;
    }
    if (firers.size() > 1) {
        result.notes << QCoreApplication::translate(
                            "Adc::PooledFire",
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
    Result result = pool(firers, rulings);
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
