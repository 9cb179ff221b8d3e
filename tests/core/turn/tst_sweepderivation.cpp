// The sweeps' boxes from the log's facts (SweepDerivation): "a unit fired
// at from 6\" had an enemy within 12\""; a fire under 10" or a charge puts
// both sides in contact for the turn ("10 inches or more from any enemy");
// moves and charges of this segment are moves; other turns and segments
// count only as the rules say.

#include "turn/sweepderivation.h"

#include <QJsonArray>
#include <QtTest>

using namespace Adc;

namespace {

UnitRecord unit(qint64 id, const char *name)
{
    UnitRecord record;
    record.id = id;
    record.name = QString::fromUtf8(name);
    return record;
}

SweepFact fire(qint64 firer, qint64 target, double range, int segment)
{
    SweepFact fact;
    fact.kind = SweepFact::Kind::Fire;
    fact.actors = { firer };
    fact.target = target;
    fact.range = range;
    fact.segment = segment;
    return fact;
}

const QList<UnitRecord> kUnits { unit(1, "61e Ligne"), unit(2, "2/2nd Nassau"),
                                 unit(3, "27th Jagers"), unit(4, "2e Léger") };

} // namespace

class tst_SweepDerivation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fireWithin12();
    void fireBeyond12();
    void contactUnder10();
    void movesAndCharges();
    void otherTurnsAndRemovedUnits();
    void derivedAnswer();
};

void tst_SweepDerivation::fireWithin12()
{
    // "a unit fired at from 6\" had an enemy within 12\"": both of them.
    const SweepEvidence evidence
        = SweepDerivation::derive({ fire(1, 2, 6, 1) }, kUnits, Clock { 1, 1, QString() });
    QCOMPARE(evidence.enemyWithin12, (QList<qint64> { 2, 1 }));
    QCOMPARE(evidence.enemyWithin12Reason.value(2),
             QStringLiteral("fired upon at 6\" by 61e Ligne in segment 1"));
    QCOMPARE(evidence.enemyWithin12Reason.value(1),
             QStringLiteral("fired at 2/2nd Nassau 6\" away in segment 1"));
    QVERIFY(evidence.moved.isEmpty());
}

void tst_SweepDerivation::fireBeyond12()
{
    const SweepEvidence evidence
        = SweepDerivation::derive({ fire(1, 2, 14, 1) }, kUnits, Clock { 1, 1, QString() });
    QVERIFY(evidence.enemyWithin12.isEmpty());
    QVERIFY(evidence.inContact.isEmpty());
    // 12" exactly is within.
    QCOMPARE(SweepDerivation::derive({ fire(1, 2, 12, 1) }, kUnits, Clock { 1, 1, QString() })
                 .enemyWithin12.size(),
             2);
}

void tst_SweepDerivation::contactUnder10()
{
    // Segment 1's fire at 9.5" counts for the turn, not for segment 2's recovery.
    const SweepEvidence evidence = SweepDerivation::derive(
        { fire(1, 2, 9.5, 1), fire(3, 4, 10, 2) }, kUnits, Clock { 1, 2, QString() });
    QCOMPARE(evidence.inContact, (QList<qint64> { 2, 1 }));
    QCOMPARE(evidence.inContactReason.value(2), QStringLiteral("fired upon at 9.5\" in segment 1"));
    QCOMPARE(evidence.enemyWithin12, (QList<qint64> { 4, 3 }));
}

void tst_SweepDerivation::movesAndCharges()
{
    SweepFact move;
    move.kind = SweepFact::Kind::Move;
    move.actors = { 3 };
    SweepFact charge;
    charge.kind = SweepFact::Kind::Charge;
    charge.actors = { 4 };
    charge.target = 2;
    const SweepEvidence evidence
        = SweepDerivation::derive({ move, charge }, kUnits, Clock { 1, 1, QString() });
    QCOMPARE(evidence.moved, (QList<qint64> { 3, 4 }));
    QCOMPARE(evidence.movedReason.value(3), QStringLiteral("moved in segment 1"));
    QCOMPARE(evidence.movedReason.value(4), QStringLiteral("charged 2/2nd Nassau in segment 1"));
    QCOMPARE(evidence.enemyWithin12, (QList<qint64> { 4, 2 }));
    QCOMPARE(evidence.inContact, (QList<qint64> { 4, 2 }));
    QCOMPARE(evidence.inContactReason.value(2), QStringLiteral("charged in segment 1"));
}

void tst_SweepDerivation::otherTurnsAndRemovedUnits()
{
    SweepFact old = fire(1, 2, 3, 1);
    old.turn = 1;
    // A unit no longer in the battle is left out.
    const SweepEvidence evidence
        = SweepDerivation::derive({ old, fire(1, 9, 3, 1) }, kUnits, Clock { 2, 1, QString() });
    QVERIFY(evidence.enemyWithin12.isEmpty());
    QVERIFY(evidence.inContact.isEmpty());
    const SweepEvidence now
        = SweepDerivation::derive({ fire(1, 9, 3, 1) }, kUnits, Clock { 1, 1, QString() });
    QCOMPARE(now.enemyWithin12, QList<qint64> { 1 });
}

void tst_SweepDerivation::derivedAnswer()
{
    const SweepEvidence evidence
        = SweepDerivation::derive({ fire(1, 2, 3, 1) }, kUnits, Clock { 1, 1, QString() });
    const QJsonObject segment = evidence.toJson(true, true, false);
    QCOMPARE(segment.keys(),
             (QStringList { QStringLiteral("enemy_within_12"), QStringLiteral("moved") }));
    QCOMPARE(segment.value(QStringLiteral("enemy_within_12")).toArray().size(), 2);
    const QJsonObject turn = evidence.toJson(false, false, true);
    QCOMPARE(turn.value(QStringLiteral("out_of_contact")).toArray().size(), 0);
    QCOMPARE(turn.value(QStringLiteral("in_contact")).toArray().size(), 2);
}

QTEST_GUILESS_MAIN(tst_SweepDerivation)
#include "tst_sweepderivation.moc"
