// The unit a chooser offers first, from the log's facts and the clock:
// firers of the side whose segment it is that have not yet fired, the enemy
// a firer is engaged with, a charger engaged with the defender within its
// reach or else cavalry, the last range between two units until one moves.

#include "core/turn/likelyunits.h"
#include "testsuite.h"

#include <QTest>

using namespace Adc;

namespace {

UnitRecord likelyUnit(qint64 id, const QString &side)
{
    UnitRecord unit;
    unit.id = id;
    unit.name = QStringLiteral("unit %1").arg(id);
    unit.side = side;
    return unit;
}

// 1, 2 French; 3, 4, 5 Prussian.
QList<UnitRecord> likelyCandidates()
{
    const QString french = QStringLiteral("French");
    const QString prussian = QStringLiteral("Prussian");
    return { likelyUnit(1, french), likelyUnit(2, french), likelyUnit(3, prussian),
             likelyUnit(4, prussian), likelyUnit(5, prussian) };
}

SweepFact firedFact(qint64 firer, qint64 target, double range, int segment = 1)
{
    SweepFact fact;
    fact.kind = SweepFact::Kind::Fire;
    fact.actors = { firer };
    fact.target = target;
    fact.range = range;
    fact.segment = segment;
    return fact;
}

SweepFact movedFact(qint64 unit)
{
    SweepFact fact;
    fact.kind = SweepFact::Kind::Move;
    fact.actors = { unit };
    return fact;
}

Clock frenchSegment()
{
    return Clock { 1, 1, QStringLiteral("French") };
}

QList<qint64> rankedIds(const QList<LikelyUnits::Ranked> &ranked)
{
    QList<qint64> list;
    for (const LikelyUnits::Ranked &entry : ranked)
        list.append(entry.unit);
    return list;
}

QList<UnitRecord> prussians()
{
    return likelyCandidates().mid(2);
}

} // namespace

class tst_LikelyUnits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void firersOfTheSegmentNotYetFiredFirst();
    void chargersCountTheirOwnCharges();
    void chargersEngagedWithinReachThenCavalry();
    void moversNotYetMovedFirst();
    void theNextAlongTheLineFirst();
    void engagedEnemyFirst();
    void firedUponByItCountsToo();
    void enemiesFiringThisTurnNext();
    void movedEndsTheEngagement();
    void lastRangeUntilOneMoves();
    void nothingKnownKeepsTheOrder();
};

void tst_LikelyUnits::firersOfTheSegmentNotYetFiredFirst()
{
    // Unit 1 fired this segment; unit 3 fired in the last one (Prussian):
    // of the Prussians, answering fire in the French segment, those that
    // have not fired this turn come first.
    const LikelyUnits likely({ firedFact(3, 1, 4.0, 0), firedFact(1, 3, 4.0) }, frenchSegment());
    const QList<LikelyUnits::Ranked> ranked
        = likely.actors(likelyCandidates(), LikelyUnits::Act::Fire);
    QCOMPARE(rankedIds(ranked), (QList<qint64> { 2, 1, 4, 5, 3 }));
    QCOMPARE(ranked.at(0).reason, QStringLiteral("not yet fired this segment"));
    QCOMPARE(ranked.at(1).reason, QStringLiteral("fired this segment already"));
    QCOMPARE(ranked.at(2).reason, QStringLiteral("not its side's segment"));
    QCOMPARE(ranked.at(4).reason,
             QStringLiteral("not its side's segment; fired this turn already"));
    // The list shows why the first are first; the others say it on asking.
    QVERIFY(ranked.at(0).likely);
    QVERIFY(!ranked.at(1).likely);
    QVERIFY(!ranked.at(2).likely);
    // Before any has fired, not having fired sets none apart.
    const LikelyUnits fresh({}, frenchSegment());
    QVERIFY(!fresh.actors(likelyCandidates(), LikelyUnits::Act::Fire).at(0).likely);
}

void tst_LikelyUnits::chargersCountTheirOwnCharges()
{
    SweepFact charge;
    charge.kind = SweepFact::Kind::Charge;
    charge.actors = { 1 };
    charge.target = 3;
    // Unit 1 fired, but has not charged: for a charge it comes after unit
    // 2, which has done nothing yet, and before any that charged.
    const LikelyUnits firedOnly({ firedFact(1, 3, 4.0) }, frenchSegment());
    const QList<LikelyUnits::Ranked> busy
        = firedOnly.actors(likelyCandidates(), LikelyUnits::Act::Charge);
    QCOMPARE(rankedIds(busy).mid(0, 2), (QList<qint64> { 2, 1 }));
    QCOMPARE(busy.at(1).reason, QStringLiteral("fired this segment already"));
    QVERIFY(busy.at(0).likely);
    const LikelyUnits charged({ charge }, frenchSegment());
    const QList<LikelyUnits::Ranked> ranked
        = charged.actors(likelyCandidates(), LikelyUnits::Act::Charge);
    QCOMPARE(rankedIds(ranked).mid(0, 2), (QList<qint64> { 2, 1 }));
    QCOMPARE(ranked.at(0).reason, QStringLiteral("not yet charged this segment"));
}

void tst_LikelyUnits::chargersEngagedWithinReachThenCavalry()
{
    // French 1, 2 infantry, 6, 7 cavalry; Prussian 3 (muskets: defensive
    // fire at 4") is the defender. 2 fired on 3 at 3": within its reach.
    // 1 was fired on by 3 at 6": too far for a charge to meet its fire.
    QList<UnitRecord> french = likelyCandidates().mid(0, 2);
    for (const qint64 id : { 6, 7 }) {
        UnitRecord horse = likelyUnit(id, QStringLiteral("French"));
        horse.arm = Arm::Cavalry;
        french.append(horse);
    }
    SweepFact gallop = movedFact(7);
    const LikelyUnits likely({ firedFact(3, 1, 6.0, 0), firedFact(2, 3, 3.0), gallop },
                             frenchSegment());
    const UnitRecord defender = likelyCandidates().at(2);
    const QList<LikelyUnits::Ranked> ranked = likely.chargers(defender, french);
    // 2 engaged; then 6, cavalry yet to do anything; then 1 (not engaged
    // near enough), and 7, which moved: both did something this segment.
    QCOMPARE(rankedIds(ranked), (QList<qint64> { 2, 6, 1, 7 }));
    // In the defender's words, as a target's are in the firer's.
    QCOMPARE(ranked.at(0).reason, QStringLiteral("engaged: fired on by it at 3 inches"));
    QCOMPARE(ranked.at(1).reason, QStringLiteral("cavalry, not yet charged this segment"));
    QVERIFY(ranked.at(0).likely && ranked.at(1).likely);
    // A charge in contact engages however far it came.
    SweepFact charge;
    charge.kind = SweepFact::Kind::Charge;
    charge.actors = { 1 };
    charge.target = 3;
    const LikelyUnits contact({ charge }, frenchSegment());
    QCOMPARE(rankedIds(contact.chargers(defender, french)).first(), 1);
}

void tst_LikelyUnits::moversNotYetMovedFirst()
{
    // Unit 2 moved this segment: to move, 1 comes first, 2 after it.
    SweepFact move = movedFact(2);
    move.turn = 1;
    move.segment = 1;
    const LikelyUnits likely({ move }, frenchSegment());
    const QList<LikelyUnits::Ranked> ranked
        = likely.actors(likelyCandidates(), LikelyUnits::Act::Move);
    QCOMPARE(rankedIds(ranked).first(), 1);
    QVERIFY(rankedIds(ranked).indexOf(2) > rankedIds(ranked).indexOf(1));
    QCOMPARE(ranked.first().reason, QStringLiteral("not yet moved this segment"));
    // Unit 1 fired instead: one that has done nothing yet is likelier to move.
    const LikelyUnits fired({ firedFact(1, 3, 4.0) }, frenchSegment());
    const QList<LikelyUnits::Ranked> afterFire
        = fired.actors(likelyCandidates(), LikelyUnits::Act::Move);
    QCOMPARE(rankedIds(afterFire).mid(0, 2), (QList<qint64> { 2, 1 }));
    QCOMPARE(afterFire.at(1).reason, QStringLiteral("fired this segment already"));
    QCOMPARE(ranked.at(rankedIds(ranked).indexOf(2)).reason,
             QStringLiteral("moved this segment already"));
}

void tst_LikelyUnits::theNextAlongTheLineFirst()
{
    // French 1, 2, 6, 7 in the order of battle; 6 moved last, 2 before it:
    // the umpire goes on along the line, to 7, then round to 1.
    QList<UnitRecord> french = likelyCandidates().mid(0, 2);
    french += { likelyUnit(6, QStringLiteral("French")), likelyUnit(7, QStringLiteral("French")) };
    SweepFact second = movedFact(2);
    SweepFact sixth = movedFact(6);
    const LikelyUnits likely({ second, sixth }, frenchSegment());
    const QList<LikelyUnits::Ranked> ranked = likely.actors(french, LikelyUnits::Act::Move);
    QCOMPARE(rankedIds(ranked), (QList<qint64> { 7, 1, 2, 6 }));
    QCOMPARE(ranked.at(0).reason, QStringLiteral("not yet moved this segment"));
    QCOMPARE(ranked.at(1).reason, QStringLiteral("not yet moved this segment"));
    // Firing goes along the line of its own: none has fired yet.
    QCOMPARE(rankedIds(likely.actors(french, LikelyUnits::Act::Fire)).first(), 1);
}

void tst_LikelyUnits::engagedEnemyFirst()
{
    // 1 fired on 4, then on 5: the latest first, then the rest in order.
    const LikelyUnits likely({ firedFact(1, 4, 6.0), firedFact(1, 5, 4.0) }, frenchSegment());
    const QList<LikelyUnits::Ranked> ranked = likely.opponents(1, prussians());
    QCOMPARE(rankedIds(ranked), (QList<qint64> { 5, 4, 3 }));
    QCOMPARE(ranked.at(0).reason, QStringLiteral("engaged: fired on it at 4 inches"));
    QCOMPARE(ranked.at(1).reason, QStringLiteral("engaged: fired on it at 6 inches"));
    QCOMPARE(ranked.at(2).reason, QStringLiteral("not engaged with it"));
    QVERIFY(ranked.at(0).likely && ranked.at(1).likely);
    QVERIFY(!ranked.at(2).likely);
    // Another firer is engaged with none of them.
    QCOMPARE(rankedIds(likely.opponents(2, prussians())), (QList<qint64> { 3, 4, 5 }));
}

void tst_LikelyUnits::firedUponByItCountsToo()
{
    const LikelyUnits likely({ firedFact(4, 1, 3.5, 0) }, frenchSegment());
    const QList<LikelyUnits::Ranked> ranked = likely.opponents(1, prussians());
    QCOMPARE(rankedIds(ranked), (QList<qint64> { 4, 3, 5 }));
    QCOMPARE(ranked.at(0).reason, QStringLiteral("engaged: fired on by it at 3.5 inches"));
}

void tst_LikelyUnits::enemiesFiringThisTurnNext()
{
    // Prussian 4 fired on French 2; 5 fired on 1; 3 fired on 2 in an
    // earlier turn. For 1: engaged with 5; then 4, whose fire this turn
    // puts it in the line; then 3, whose fire was a turn ago.
    SweepFact earlier = firedFact(3, 2, 6.0);
    earlier.turn = 0;
    const LikelyUnits likely({ earlier, firedFact(4, 2, 5.0, 0), firedFact(5, 1, 4.0, 0) },
                             frenchSegment());
    const QList<LikelyUnits::Ranked> ranked = likely.opponents(1, prussians());
    QCOMPARE(rankedIds(ranked), (QList<qint64> { 5, 4, 3 }));
    QCOMPARE(ranked.at(0).reason, QStringLiteral("engaged: fired on by it at 4 inches"));
    QCOMPARE(ranked.at(1).reason, QStringLiteral("fired this turn"));
    QVERIFY(ranked.at(1).likely);
    QCOMPARE(ranked.at(2).reason, QStringLiteral("not engaged with it"));
    // Once it has moved, its fire no longer says where it is.
    const LikelyUnits moved({ firedFact(4, 2, 5.0, 0), movedFact(4) }, frenchSegment());
    QCOMPARE(rankedIds(moved.opponents(1, prussians())), (QList<qint64> { 3, 4, 5 }));
}

void tst_LikelyUnits::movedEndsTheEngagement()
{
    const LikelyUnits targetMoved({ firedFact(1, 4, 6.0), movedFact(4) }, frenchSegment());
    QCOMPARE(rankedIds(targetMoved.opponents(1, prussians())), (QList<qint64> { 3, 4, 5 }));
    const LikelyUnits firerMoved({ firedFact(1, 4, 6.0), movedFact(1) }, frenchSegment());
    QCOMPARE(rankedIds(firerMoved.opponents(1, prussians())), (QList<qint64> { 3, 4, 5 }));
    // A fire after the move engages them again.
    const LikelyUnits again({ firedFact(1, 4, 6.0), movedFact(1), firedFact(4, 1, 2.0) },
                            frenchSegment());
    QCOMPARE(rankedIds(again.opponents(1, prussians())), (QList<qint64> { 4, 3, 5 }));
}

void tst_LikelyUnits::lastRangeUntilOneMoves()
{
    const QList<SweepFact> fires { firedFact(1, 4, 6.0), firedFact(4, 1, 5.0) };
    const LikelyUnits before(fires, frenchSegment());
    QCOMPARE(before.lastRange(1, 4), std::optional<double>(5.0));
    QCOMPARE(before.lastRange(4, 1), std::optional<double>(5.0));
    QCOMPARE(before.lastRange(1, 3), std::nullopt);
    const LikelyUnits after(fires + QList<SweepFact> { movedFact(4) }, frenchSegment());
    QCOMPARE(after.lastRange(1, 4), std::nullopt);
    // Another unit's move ends nothing between these two.
    const LikelyUnits otherMoved(fires + QList<SweepFact> { movedFact(2) }, frenchSegment());
    QCOMPARE(otherMoved.lastRange(1, 4), std::optional<double>(5.0));
}

void tst_LikelyUnits::nothingKnownKeepsTheOrder()
{
    const LikelyUnits likely;
    QCOMPARE(rankedIds(likely.actors(likelyCandidates(), LikelyUnits::Act::Fire)),
             (QList<qint64> { 1, 2, 3, 4, 5 }));
    QCOMPARE(rankedIds(likely.opponents(1, prussians())), (QList<qint64> { 3, 4, 5 }));
    QCOMPARE(likely.lastRange(1, 4), std::nullopt);
}

ADC_TEST_APPLESS_MAIN(tst_LikelyUnits)
#include "tst_likelyunits.moc"
