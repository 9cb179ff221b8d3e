#include "turn/sweepderivation.h"

#include <QCoreApplication>
#include <QHash>

namespace Adc {

namespace {

QString inches(double value)
{
    return QString::number(value, 'g', 3) + QLatin1Char('"');
}

// Collects units with the first reason found for each.
class Marks
{
public:
    void mark(qint64 id, const QString &reason)
    {
        if (id == 0 || m_reasons.contains(id))
            return;
        m_ids.append(id);
        m_reasons.insert(id, reason);
    }
    const QList<qint64> &ids() const { return m_ids; }
    const QHash<qint64, QString> &reasons() const { return m_reasons; }

private:
    QList<qint64> m_ids;
    QHash<qint64, QString> m_reasons;
};

struct Derivation
{
    QHash<qint64, QString> names;
    Marks moved;
    Marks near;
    Marks contact;

    QString name(qint64 id) const
    {
        return names.value(id, QCoreApplication::translate("Adc::SweepDerivation", "a unit"));
    }

    void fire(const SweepFact &fact, bool thisSegment)
    {
        const QString segment = QString::number(fact.segment);
        QList<std::pair<qint64, double>> targets { { fact.target, fact.range.value_or(-1) } };
        for (const auto &[unit, distance] : fact.ricochet)
            targets.append({ unit, fact.range ? *fact.range + distance : -1 });
        for (const auto &[target, range] : targets) {
            if (range < 0)
                continue;
            const QString at = inches(range);
            for (const qint64 firer : fact.actors) {
                // One arg() call each, so a unit's name stays as it is.
                if (thisSegment && range <= SweepDerivation::kRecoveryDistance) {
                    near.mark(target,
                              QCoreApplication::translate("Adc::SweepDerivation",
                                                          "fired upon at %1 by %2 in segment %3")
                                  .arg(at, name(firer), segment));
                    near.mark(firer,
                              QCoreApplication::translate("Adc::SweepDerivation",
                                                          "fired at %1 %2 away in segment %3")
                                  .arg(name(target), at, segment));
                }
                if (range < SweepDerivation::kContactDistance) {
                    contact.mark(target,
                                 QCoreApplication::translate("Adc::SweepDerivation",
                                                             "fired upon at %1 in segment %2")
                                     .arg(at, segment));
                    contact.mark(firer,
                                 QCoreApplication::translate("Adc::SweepDerivation",
                                                             "fired at %1 %2 away in segment %3")
                                     .arg(name(target), at, segment));
                }
            }
        }
    }

    void charge(const SweepFact &fact, bool thisSegment)
    {
        const QString segment = QString::number(fact.segment);
        const QString defended
            = QCoreApplication::translate("Adc::SweepDerivation", "charged in segment %1")
                  .arg(segment);
        for (const qint64 charger : fact.actors) {
            const QString charged
                = QCoreApplication::translate("Adc::SweepDerivation", "charged %1 in segment %2")
                      .arg(name(fact.target), segment);
            if (thisSegment) {
                moved.mark(charger, charged);
                near.mark(charger, charged);
            }
            contact.mark(charger, charged);
        }
        if (thisSegment)
            near.mark(fact.target, defended);
        contact.mark(fact.target, defended);
    }
};

} // namespace

SweepEvidence SweepDerivation::derive(const QList<SweepFact> &facts, const QList<UnitRecord> &units,
                                      const Clock &clock)
{
    Derivation derivation;
    for (const UnitRecord &unit : units)
        derivation.names.insert(unit.id, unit.name);
    for (const SweepFact &fact : facts) {
        if (fact.turn != clock.turn)
            continue;
        const bool thisSegment = fact.segment == clock.segment;
        switch (fact.kind) {
        case SweepFact::Kind::Fire:
            derivation.fire(fact, thisSegment);
            break;
        case SweepFact::Kind::Move:
            if (thisSegment) {
                for (const qint64 mover : fact.actors)
                    derivation.moved.mark(
                        mover,
                        QCoreApplication::translate("Adc::SweepDerivation", "moved in segment %1")
                            .arg(fact.segment));
            }
            break;
        case SweepFact::Kind::Charge:
            derivation.charge(fact, thisSegment);
            break;
        }
    }
    // Only units still in the battle.
    SweepEvidence evidence;
    auto keep = [&](const Marks &marks, QList<qint64> *ids, QHash<qint64, QString> *reasons) {
        for (const qint64 id : marks.ids()) {
            if (!derivation.names.contains(id))
                continue;
            ids->append(id);
            reasons->insert(id, marks.reasons().value(id));
        }
    };
    keep(derivation.moved, &evidence.moved, &evidence.movedReason);
    keep(derivation.near, &evidence.enemyWithin12, &evidence.enemyWithin12Reason);
    keep(derivation.contact, &evidence.inContact, &evidence.inContactReason);
    return evidence;
}

} // namespace Adc
