// What a side sees of the enemy (EnemySight; docs/contract.md, "seen"):
// "a unit the umpire marks seen, and those the log shows in contact with one
// of its units (a fire or a charge between them, until either moves), never a
// hidden one"; of it, "name, arm, formation and an approximate strength
// (castings to the nearest 5, 'about 20'; under 5 as 'a few'), and its morale
// only when it is visibly routed or broken".

#include "core/turn/enemysight.h"
#include "core/turn/sweepderivation.h"
#include "core/turn/sweepfacts.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;

namespace {

UnitRecord unit(qint64 id, const char *side, bool seen = false, bool hidden = false)
{
    UnitRecord record;
    record.id = id;
    record.name = QStringLiteral("Unit %1").arg(id);
    record.side = QString::fromUtf8(side);
    record.seen = seen;
    record.hidden = hidden;
    record.castings = 18;
    record.castingsInitial = 24;
    return record;
}

SweepFact fact(SweepFact::Kind kind, qint64 actor, qint64 target, int segment)
{
    SweepFact made;
    made.kind = kind;
    made.actors = { actor };
    made.target = target;
    if (kind == SweepFact::Kind::Fire)
        made.range = 14;
    made.segment = segment;
    made.turn = 1;
    made.entry = segment;
    return made;
}

QList<qint64> ids(const QList<UnitRecord> &units)
{
    QList<qint64> found;
    for (const UnitRecord &unit : units)
        found.append(unit.id);
    return found;
}

} // namespace

class tst_EnemySight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seenOrInContactNeverHidden_data();
    void seenOrInContactNeverHidden();
    void strengthToTheNearestFive_data();
    void strengthToTheNearestFive();
    void onlyWhatASideMayRead();
};

void tst_EnemySight::seenOrInContactNeverHidden_data()
{
    QTest::addColumn<QList<SweepFact>>("facts");
    QTest::addColumn<QList<qint64>>("seenByFrance");
    using Kind = SweepFact::Kind;
    // Units 1 and 2 are French; 3 is marked seen, 4 is neither, 5 is hidden
    // and marked seen, 6 hidden.
    QTest::newRow("marked seen only") << QList<SweepFact> {} << QList<qint64> { 3 };
    QTest::newRow("fired at, beyond 12 inches")
        << QList<SweepFact> { fact(Kind::Fire, 1, 4, 1) } << QList<qint64> { 3, 4 };
    QTest::newRow("fired upon") << QList<SweepFact> { fact(Kind::Fire, 4, 2, 1) }
                                << QList<qint64> { 3, 4 };
    QTest::newRow("charged") << QList<SweepFact> { fact(Kind::Charge, 4, 1, 1) }
                             << QList<qint64> { 3, 4 };
    QTest::newRow("until either moves")
        << QList<SweepFact> { fact(Kind::Fire, 1, 4, 1), fact(Kind::Move, 4, 0, 2) }
        << QList<qint64> { 3 };
    QTest::newRow("the own unit moved")
        << QList<SweepFact> { fact(Kind::Fire, 1, 4, 1), fact(Kind::Move, 1, 0, 2) }
        << QList<qint64> { 3 };
    QTest::newRow("a hidden unit in contact stays unseen")
        << QList<SweepFact> { fact(Kind::Fire, 6, 1, 1) } << QList<qint64> { 3 };
}

void tst_EnemySight::seenOrInContactNeverHidden()
{
    QFETCH(QList<SweepFact>, facts);
    QFETCH(QList<qint64>, seenByFrance);
    const QList<UnitRecord> units { unit(1, "France"),
                                    unit(2, "France"),
                                    unit(3, "Prussia", true),
                                    unit(4, "Prussia"),
                                    unit(5, "Prussia", true, true),
                                    unit(6, "Prussia", false, true) };
    Clock clock;
    clock.turn = 1;
    clock.segment = 3;
    const SweepEvidence evidence = SweepDerivation::derive(facts, units, clock);
    QCOMPARE(ids(EnemySight::seenBy(QStringLiteral("France"), units, evidence.standing)),
             seenByFrance);
    // The side's own units come first, hidden ones too.
    const QList<UnitRecord> prussia
        = EnemySight::shownTo(QStringLiteral("Prussia"), units, evidence.standing);
    QCOMPARE(ids(prussia).mid(0, 4), (QList<qint64> { 3, 4, 5, 6 }));
}

void tst_EnemySight::strengthToTheNearestFive_data()
{
    QTest::addColumn<int>("castings");
    QTest::addColumn<int>("about");
    QTest::newRow("none: a few") << 0 << 0;
    QTest::newRow("4: a few") << 4 << 0;
    QTest::newRow("5") << 5 << 5;
    QTest::newRow("7 rounds down") << 7 << 5;
    QTest::newRow("8 rounds up") << 8 << 10;
    QTest::newRow("18: about 20") << 18 << 20;
    QTest::newRow("22: about 20") << 22 << 20;
    QTest::newRow("23: about 25") << 23 << 25;
}

void tst_EnemySight::strengthToTheNearestFive()
{
    QFETCH(int, castings);
    QFETCH(int, about);
    QCOMPARE(EnemySight::aboutCastings(castings), about);
}

void tst_EnemySight::onlyWhatASideMayRead()
{
    UnitRecord enemy = unit(4, "Prussia");
    enemy.cw = 3;
    enemy.ap = 7;
    enemy.smoke = true;
    enemy.morale = Morale::Shaken;
    QJsonObject told = EnemySight::json(enemy);
    QCOMPARE(told.keys(),
             (QStringList { QStringLiteral("arm"), QStringLiteral("castings_about"),
                            QStringLiteral("formation"), QStringLiteral("id"),
                            QStringLiteral("name"), QStringLiteral("side") }));
    QCOMPARE(told.value(QStringLiteral("castings_about")).toInt(), 20);
    for (const Morale visible : { Morale::Routed, Morale::Broken }) {
        enemy.morale = visible;
        told = EnemySight::json(enemy);
        QCOMPARE(told.value(QStringLiteral("morale")).toString(), toName(visible));
    }
}

ADC_TEST_GUILESS_MAIN(tst_EnemySight)
#include "tst_enemysight.moc"
