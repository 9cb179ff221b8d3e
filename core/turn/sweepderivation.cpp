#include "core/turn/sweepderivation.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

namespace Adc {

namespace {

QString roundedInches(double value)
{
    return QString::number(value, 'g', 3) + QLatin1Char('"');
}

// Collects units with the first reason found for each, and its entry.
class Marks
{
public:
    void mark(qint64 id, const QString &reason, qint64 entry)
    {
        if (id == 0 || m_reasons.contains(id))
            return;
        m_ids.append(id);
        m_reasons.insert(id, reason);
        m_entries.insert(id, entry);
    }
    // Only the units still in the battle.
    void keep(const QHash<qint64, QString> &names, QList<qint64> *ids,
              QHash<qint64, QString> *reasons, QHash<qint64, qint64> *entries) const
    {
        for (const qint64 id : m_ids) {
            if (!names.contains(id))
                continue;
            ids->append(id);
            reasons->insert(id, m_reasons.value(id));
            entries->insert(id, m_entries.value(id));
        }
    }

private:
    QList<qint64> m_ids;
    QHash<qint64, QString> m_reasons;
    QHash<qint64, qint64> m_entries;
};

// Two units in contact since a fire or a charge: `actor` fired at or
// charged `target` from `range` inches.
struct Contact
{
    int serial = 0;
    const SweepFact *fact = nullptr;
    qint64 actor = 0;
    qint64 target = 0;
    double range = 0;

    bool involves(qint64 id) const { return actor == id || target == id; }
};

struct Derivation
{
    Clock clock;
    QHash<qint64, QString> names;
    QList<Contact> standing;
    // Contacts that held at some time of the clock's turn.
    QList<Contact> ofTurn;
    int serials = 0;
    Marks moved;
    Marks near;
    Marks contact;

    QString name(qint64 id) const
    {
        return names.value(id, QCoreApplication::translate("Adc::SweepDerivation", "a unit"));
    }

    // "in segment 2" this turn, "in turn 1, segment 2" before it.
    QString when(const SweepFact &fact) const
    {
        if (fact.turn == clock.turn)
            return QCoreApplication::translate("Adc::SweepDerivation", "in segment %1")
                .arg(fact.segment);
        return QCoreApplication::translate("Adc::SweepDerivation", "in turn %1, segment %2")
            .arg(QString::number(fact.turn), QString::number(fact.segment));
    }

    // Why `id` is in that contact, naming the other unit; every name is
    // put in once, by one arg() call.
    QString reason(const Contact &c, qint64 id, bool stands) const
    {
        const bool charge = c.fact->kind == SweepFact::Kind::Charge;
        QString text;
        if (id == c.target)
            text = charge
                ? QCoreApplication::translate("Adc::SweepDerivation", "charged by %1 %2")
                      .arg(name(c.actor), when(*c.fact))
                : QCoreApplication::translate("Adc::SweepDerivation", "fired upon by %1 at %2 %3")
                      .arg(name(c.actor), roundedInches(c.range), when(*c.fact));
        else
            text = charge
                ? QCoreApplication::translate("Adc::SweepDerivation", "charged %1 %2")
                      .arg(name(c.target), when(*c.fact))
                : QCoreApplication::translate("Adc::SweepDerivation", "fired at %1 at %2 %3")
                      .arg(name(c.target), roundedInches(c.range), when(*c.fact));
        return stands
            ? QCoreApplication::translate("Adc::SweepDerivation", "%1; neither has moved since")
                  .arg(text)
            : text;
    }

    void add(const SweepFact &fact, qint64 actor, qint64 target, double range)
    {
        const Contact c { ++serials, &fact, actor, target, range };
        standing.append(c);
        if (fact.turn == clock.turn)
            ofTurn.append(c);
    }

    // The unit moved: its contacts end. One from before this turn held at
    // its start.
    void move(const SweepFact &fact, qint64 mover)
    {
        for (qsizetype i = standing.size() - 1; i >= 0; --i) {
            const Contact &c = standing.at(i);
            if (!c.involves(mover))
                continue;
            if (c.fact->turn < clock.turn && fact.turn == clock.turn)
                ofTurn.append(c);
            standing.removeAt(i);
        }
    }

    void read(const SweepFact &fact)
    {
        const bool thisSegment = fact.turn == clock.turn && fact.segment == clock.segment;
        switch (fact.kind) {
        case SweepFact::Kind::Fire: {
            if (!fact.range)
                return;
            QList<std::pair<qint64, double>> targets { { fact.target, *fact.range } };
            for (const auto &[unit, distance] : fact.ricochet)
                targets.append({ unit, *fact.range + distance });
            for (const auto &[target, range] : targets) {
                for (const qint64 firer : fact.actors)
                    add(fact, firer, target, range);
            }
            return;
        }
        case SweepFact::Kind::Move:
            for (const qint64 mover : fact.actors) {
                move(fact, mover);
                if (thisSegment)
                    moved.mark(mover,
                               QCoreApplication::translate("Adc::SweepDerivation", "moved %1")
                                   .arg(when(fact)),
                               fact.entry);
            }
            return;
        case SweepFact::Kind::Charge:
            for (const qint64 charger : fact.actors) {
                move(fact, charger);
                if (thisSegment)
                    moved.mark(charger,
                               QCoreApplication::translate("Adc::SweepDerivation", "charged %1 %2")
                                   .arg(name(fact.target), when(fact)),
                               fact.entry);
                add(fact, charger, fact.target, 0);
            }
            if (fact.movedAfter != 0)
                move(fact, fact.movedAfter);
            return;
        }
    }

    void finish()
    {
        QSet<int> stands;
        for (const Contact &c : std::as_const(standing)) {
            stands.insert(c.serial);
            if (c.fact->turn < clock.turn)
                ofTurn.append(c);
            if (c.range < SweepDerivation::kRecoveryDistance) {
                near.mark(c.target, reason(c, c.target, true), c.fact->entry);
                near.mark(c.actor, reason(c, c.actor, true), c.fact->entry);
            }
        }
        for (const Contact &c : std::as_const(ofTurn)) {
            if (c.range < SweepDerivation::kContactDistance) {
                const bool still = stands.contains(c.serial);
                contact.mark(c.target, reason(c, c.target, still), c.fact->entry);
                contact.mark(c.actor, reason(c, c.actor, still), c.fact->entry);
            }
        }
    }
};

} // namespace

SweepEvidence SweepDerivation::derive(const QList<SweepFact> &facts, const QList<UnitRecord> &units,
                                      const Clock &clock)
{
    Derivation derivation;
    derivation.clock = clock;
    for (const UnitRecord &unit : units)
        derivation.names.insert(unit.id, unit.name);
    for (const SweepFact &fact : facts) {
        const bool later
            = fact.turn > clock.turn || (fact.turn == clock.turn && fact.segment > clock.segment);
        if (!later)
            derivation.read(fact);
    }
    derivation.finish();
    SweepEvidence evidence;
    derivation.moved.keep(derivation.names, &evidence.moved, &evidence.movedReason,
                          &evidence.movedEntry);
    derivation.near.keep(derivation.names, &evidence.enemyWithin12, &evidence.enemyWithin12Reason,
                         &evidence.enemyWithin12Entry);
    derivation.contact.keep(derivation.names, &evidence.inContact, &evidence.inContactReason,
                            &evidence.inContactEntry);
    for (const Contact &c : std::as_const(derivation.standing)) {
        const std::pair<qint64, qint64> pair { c.actor, c.target };
        if (derivation.names.contains(c.actor) && derivation.names.contains(c.target)
            && !evidence.standing.contains(pair))
            evidence.standing.append(pair);
    }
    return evidence;
}

} // namespace Adc
