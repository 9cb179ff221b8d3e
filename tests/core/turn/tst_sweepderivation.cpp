// The sweeps' boxes from the whole log's facts (SweepDerivation). Seed 002:
// units "that do not move, are not fired upon and are 12\" away from enemy
// units can recover"; replenishment needs "10 or more inches away from any
// enemy unit for one full game turn". A fire or a charge puts both units
// in contact at its range, and the contact stands, across segments and
// turns, until one of the two moves.

#include "core/turn/sweepderivation.h"
#include "core/turn/sweepfacts.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QtTest>

using namespace Adc;

namespace {

UnitRecord namedUnit(qint64 id, const char *name)
{
    UnitRecord record;
    record.id = id;
    record.name = QString::fromUtf8(name);
    return record;
}

SweepFact fire(qint64 firer, qint64 target, double range, int segment, int turn = 1)
{
    SweepFact fact;
    fact.kind = SweepFact::Kind::Fire;
    fact.actors = { firer };
    fact.target = target;
    fact.range = range;
    fact.segment = segment;
    fact.turn = turn;
    fact.entry = 100 + 10 * turn + segment;
    return fact;
}

SweepFact move(qint64 mover, int segment, int turn = 1)
{
    SweepFact fact;
    fact.kind = SweepFact::Kind::Move;
    fact.actors = { mover };
    fact.segment = segment;
    fact.turn = turn;
    return fact;
}

SweepFact charge(qint64 charger, qint64 defender, int segment, qint64 movedAfter = 0)
{
    SweepFact fact;
    fact.kind = SweepFact::Kind::Charge;
    fact.actors = { charger };
    fact.target = defender;
    fact.segment = segment;
    fact.movedAfter = movedAfter;
    return fact;
}

const QList<UnitRecord> kUnits { namedUnit(1, "61e Ligne"), namedUnit(2, "2/2nd Nassau"),
                                 namedUnit(3, "27th Jagers"), namedUnit(4, "2e Léger") };

} // namespace

class tst_SweepDerivation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void contacts_data();
    void contacts();
    void movesAndCharges();
    void removedUnits();
    void derivedAnswer();
};

void tst_SweepDerivation::contacts_data()
{
    QTest::addColumn<QList<SweepFact>>("facts");
    QTest::addColumn<int>("turn");
    QTest::addColumn<int>("segment");
    QTest::addColumn<QList<qint64>>("near");
    QTest::addColumn<QList<qint64>>("inContact");
    // Unit 2's reason for "enemy within 12"", or for contact when it has none.
    QTest::addColumn<QString>("reason");

    const QString since = QStringLiteral("; neither has moved since");
    QTest::newRow("fired upon from 6\": both within 12\" of an enemy")
        << QList<SweepFact> { fire(1, 2, 6, 1) } << 1 << 1 << QList<qint64> { 2, 1 }
        << QList<qint64> { 2, 1 }
        << QStringLiteral("fired upon by 61e Ligne at 6\" in segment 1") + since;
    QTest::newRow("fired upon from 14\": nothing")
        << QList<SweepFact> { fire(1, 2, 14, 1) } << 1 << 1 << QList<qint64>() << QList<qint64>()
        << QString();
    QTest::newRow("12\" is \"12\" away\": it may recover")
        << QList<SweepFact> { fire(1, 2, 12, 1) } << 1 << 1 << QList<qint64>() << QList<qint64>()
        << QString();
    QTest::newRow("fired upon at 3\" in segment 1, neither moved: still there in segment 2")
        << QList<SweepFact> { fire(1, 2, 3, 1) } << 1 << 2 << QList<qint64> { 2, 1 }
        << QList<qint64> { 2, 1 }
        << QStringLiteral("fired upon by 61e Ligne at 3\" in segment 1") + since;
    QTest::newRow("the firer moved since: no enemy within 12\", in contact this turn")
        << QList<SweepFact> { fire(1, 2, 3, 1), move(1, 2) } << 1 << 2 << QList<qint64>()
        << QList<qint64> { 2, 1 } << QStringLiteral("fired upon by 61e Ligne at 3\" in segment 1");
    QTest::newRow("the target moved, then was fired on again")
        << QList<SweepFact> { fire(1, 2, 3, 1), move(2, 1), fire(3, 2, 8, 1) } << 1 << 1
        << QList<qint64> { 2, 3 } << QList<qint64> { 2, 1, 3 }
        << QStringLiteral("fired upon by 27th Jagers at 8\" in segment 1") + since;
    QTest::newRow("a turn before, neither moved: the contact stands")
        << QList<SweepFact> { fire(1, 2, 3, 2, 1) } << 2 << 2 << QList<qint64> { 2, 1 }
        << QList<qint64> { 2, 1 }
        << QStringLiteral("fired upon by 61e Ligne at 3\" in turn 1, segment 2") + since;
    QTest::newRow("a turn before, moved in that turn: over")
        << QList<SweepFact> { fire(1, 2, 3, 1, 1), move(2, 2, 1) } << 2 << 1 << QList<qint64>()
        << QList<qint64>() << QString();
    QTest::newRow("a turn before, moved in this one: in contact at its start")
        << QList<SweepFact> { fire(1, 2, 3, 2, 1), move(2, 1, 2) } << 2 << 2 << QList<qint64>()
        << QList<qint64> { 2, 1 }
        << QStringLiteral("fired upon by 61e Ligne at 3\" in turn 1, segment 2");
    QTest::newRow("9.5\" is contact, 10\" is not")
        << QList<SweepFact> { fire(1, 2, 9.5, 1), fire(3, 4, 10, 2) } << 1 << 2
        << QList<qint64> { 2, 1, 4, 3 } << QList<qint64> { 2, 1 }
        << QStringLiteral("fired upon by 61e Ligne at 9.5\" in segment 1") + since;
    QTest::newRow("a charge repulsed: the charger went back")
        << QList<SweepFact> { charge(4, 2, 1, 4) } << 1 << 1 << QList<qint64>()
        << QList<qint64> { 2, 4 } << QStringLiteral("charged by 2e Léger in segment 1");
    QTest::newRow("facts after the clock are passed over")
        << QList<SweepFact> { fire(1, 2, 3, 2) } << 1 << 1 << QList<qint64>() << QList<qint64>()
        << QString();
}

void tst_SweepDerivation::contacts()
{
    QFETCH(QList<SweepFact>, facts);
    QFETCH(int, turn);
    QFETCH(int, segment);
    QFETCH(QString, reason);
    const SweepEvidence evidence
        = SweepDerivation::derive(facts, kUnits, Clock { turn, segment, QString() });
    QTEST(evidence.enemyWithin12, "near");
    QTEST(evidence.inContact, "inContact");
    const QString shown = evidence.enemyWithin12Reason.contains(2)
        ? evidence.enemyWithin12Reason.value(2)
        : evidence.inContactReason.value(2);
    QCOMPARE(shown, reason);
}

void tst_SweepDerivation::movesAndCharges()
{
    const SweepEvidence evidence = SweepDerivation::derive(
        { move(3, 1), charge(4, 2, 1), move(1, 1, 1) }, kUnits, Clock { 1, 1, QString() });
    QCOMPARE(evidence.moved, (QList<qint64> { 3, 4, 1 }));
    QCOMPARE(evidence.movedReason.value(3), QStringLiteral("moved in segment 1"));
    QCOMPARE(evidence.movedReason.value(4), QStringLiteral("charged 2/2nd Nassau in segment 1"));
    QCOMPARE(evidence.enemyWithin12, (QList<qint64> { 2, 4 }));
    QCOMPARE(evidence.enemyWithin12Reason.value(4),
             QStringLiteral("charged 2/2nd Nassau in segment 1; neither has moved since"));
    QCOMPARE(evidence.inContact, (QList<qint64> { 2, 4 }));
    QCOMPARE(evidence.inContactReason.value(2),
             QStringLiteral("charged by 2e Léger in segment 1; neither has moved since"));
}

void tst_SweepDerivation::removedUnits()
{
    // A unit no longer in the battle is left out.
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
    const QJsonArray near = segment.value(QStringLiteral("enemy_within_12")).toArray();
    QCOMPARE(near.size(), 2);
    // Each unit with the entry that put it there.
    QCOMPARE(near.at(0).toObject().value(QStringLiteral("entry")).toInteger(), 111);
    const QJsonObject turn = evidence.toJson(false, false, true);
    QCOMPARE(turn.value(QStringLiteral("out_of_contact")).toArray().size(), 0);
    QCOMPARE(turn.value(QStringLiteral("in_contact")).toArray().size(), 2);
}

ADC_TEST_GUILESS_MAIN(tst_SweepDerivation)
#include "tst_sweepderivation.moc"
