#include "actions/segmentsweep.h"

#include "actions/actioncontext.h"
#include "ammunition/ammunition.h"
#include "casualties/recovery.h"
#include "fire/smoke.h"

namespace Adc {

UnitRecord SegmentSweep::sweep(const UnitRecord &before, const QString &activeSide, bool moved,
                               bool enemyWithin12, QJsonObject *report)
{
    const Ammunition &ammunition = Ammunition::standard();
    const Recovery &recovery = Recovery::standard();
    UnitRecord unit = before;
    QJsonObject line { { QStringLiteral("unit"), unit.id } };
    const bool unitMoved = unit.movedThisSegment || moved;

    const SmokeChange smoke = Smoke::endOfSegment(unit.smoke, unit.firedThisSegment, unitMoved);
    if (smoke.inSmoke != unit.smoke)
        line.insert(QStringLiteral("smoke"), smoke.reason);
    unit.smoke = smoke.inSmoke;

    if (!activeSide.isEmpty() && unit.side == activeSide && unit.steps > 0) {
        const RecoveryResult recovered = recovery.recover(unit.troopClass, unit.steps, unitMoved,
                                                          unit.firedUponThisSegment, enemyWithin12);
        unit.steps = recovered.steps;
        if (recovered.recovered > 0)
            line.insert(QStringLiteral("recovered"), recovered.recovered);
        else if (!recovered.blockedBy.isEmpty())
            line.insert(QStringLiteral("recovery_blocked_by"),
                        QJsonArray::fromStringList(recovered.blockedBy));
    }

    // Scrounging among the dead and wounded gives small arms 1 AP a
    // segment: the unit has it, it does not hoard it.
    if (unit.scrounging && ammunition.kind(unit.arm) == Ammunition::Kind::SmallArms
        && unit.ap < ammunition.scroungingApPerSegment()) {
        line.insert(QStringLiteral("scrounged"), ammunition.scroungingApPerSegment() - unit.ap);
        unit.ap = ammunition.scroungingApPerSegment();
    }

    unit.firedThisSegment = false;
    unit.movedThisSegment = false;
    unit.firedUponThisSegment = false;
    if (report)
        *report = line;
    return unit;
}

QJsonArray SegmentSweep::run(ActionContext &context, const QSet<qint64> &moved,
                             const QSet<qint64> &enemyWithin12)
{
    const QString activeSide = context.battle().clock().activeSide;
    QJsonArray report;

    UnitTable units = context.units();
    const QList<UnitRecord> all = units.all();
    for (const UnitRecord &before : all) {
        QJsonObject line;
        const UnitRecord unit = sweep(before, activeSide, moved.contains(before.id),
                                      enemyWithin12.contains(before.id), &line);
        if (unit != before) {
            units.update(unit);
            if (line.size() > 1)
                report.append(line);
        }
    }
    return report;
}

} // namespace Adc
