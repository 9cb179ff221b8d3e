// What a side proposes, as the battle keeps it (docs/contract.md,
// proposals): stored waiting and numbered per side, changing nothing; refused
// at once, and never stored, for a target the side does not see (always "no
// such target"), another side's unit, a unit with a proposal waiting, the
// 31st waiting, or what the rules refuse; withdrawn by its side; lapsed at
// the end of its segment; carried by a copy and by closing the battle. The
// umpire's rulings on them: tst_proposalrulings.

#include "db/actions/proposalduel.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

// Where a copy of the battle goes: a file beside it, or in the suite's run
// on the server a fresh database there.
struct CopyPlace
{
    QString path;
    QString serverDatabase;
    explicit CopyPlace(const TestBattle &from)
    {
        if (TestServer::enabled()) {
            serverDatabase = TestServer::freshDatabase();
            path = TestServer::urlOf(serverDatabase);
        } else {
            path = from.dir.filePath(QStringLiteral("copy.adc"));
        }
    }
    ~CopyPlace()
    {
        if (!serverDatabase.isEmpty())
            TestServer::dropDatabase(serverDatabase);
    }
};

} // namespace

class tst_Proposals : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void storedWaitingNumberedPerSide();
    void unseenTargetIsNoSuchTarget_data();
    void unseenTargetIsNoSuchTarget();
    void onlyTheSidesOwnUnits();
    void oneWaitingProposalAUnit();
    void thirtyWaitingAtMost();
    void rulesRefusalNotStored_data();
    void rulesRefusalNotStored();
    void fullFeatureNeverNamesItsHiddenOccupant_data();
    void fullFeatureNeverNamesItsHiddenOccupant();
    void withdrawnByItsSide();
    void lapsesAtTheEndOfItsSegment();
    void copyCarriesTheProposals();
    void survivesClosingTheBattle();
};

void tst_Proposals::storedWaitingNumberedPerSide()
{
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    const qint64 second
        = duel.add(infantry(QStringLiteral("2/45e Ligne"), kFrance, QStringLiteral("Bachelu")));
    const QString before = duel->canonicalDump();
    const qsizetype logSize = duel->log().size();
    QSignalSpy changed(duel.battle.get(), &Battle::proposalsChanged);

    const Result<ProposalRecord> first
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target));
    QVERIFY2(first, qPrintable(first.error()));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(first->number, 1);
    QCOMPARE(first->units, QList<qint64> { duel.firer });
    const QJsonObject shown = duel.json(first->id);
    QCOMPARE(shown.value(QStringLiteral("state")).toString(), QStringLiteral("waiting"));
    QCOMPARE(shown.value(QStringLiteral("side")).toString(), kFrance);
    QCOMPARE(shown.value(QStringLiteral("action")).toObject(),
             ProposalDuel::fire(duel.firer, duel.target));
    QCOMPARE(shown.value(QStringLiteral("turn")).toInt(), 1);
    QCOMPARE(shown.value(QStringLiteral("segment")).toInt(), 1);

    const Result<ProposalRecord> british
        = duel.propose(kBritain, ProposalDuel::fire(duel.target, duel.firer));
    QVERIFY2(british, qPrintable(british.error()));
    QCOMPARE(british->number, 1);
    const Result<ProposalRecord> again
        = duel.propose(kFrance, ProposalDuel::fire(second, duel.target));
    QVERIFY2(again, qPrintable(again.error()));
    QCOMPARE(again->number, 2);
    QVERIFY(first->id != british->id && british->id != again->id && first->id != again->id);

    QCOMPARE(duel->proposals().all().size(), 3);
    QCOMPARE(duel->proposals().all().first().id, first->id);
    QCOMPARE(duel->proposals().ofSide(kFrance).size(), 2);
    QCOMPARE(duel->proposals().waitingCount(), 3);
    // A proposal changes nothing and writes no log entry.
    QCOMPARE(duel->canonicalDump(), before);
    QCOMPARE(duel->log().size(), logSize);
    QCOMPARE(duel.problems(), QString());
}

void tst_Proposals::unseenTargetIsNoSuchTarget_data()
{
    QTest::addColumn<QString>("setup");
    QTest::newRow("not in France's sight") << QStringLiteral("unseen");
    QTest::newRow("hidden, though marked seen") << QStringLiteral("hidden");
    QTest::newRow("not in the battle") << QStringLiteral("missing");
    QTest::newRow("one of France's own") << QStringLiteral("own");
}

void tst_Proposals::unseenTargetIsNoSuchTarget()
{
    QFETCH(QString, setup);
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    qint64 target = 9999;
    if (setup == QLatin1String("own")) {
        target = duel.add(infantry(QStringLiteral("2/45e"), kFrance, QStringLiteral("Bachelu")));
    } else if (setup != QLatin1String("missing")) {
        target = duel.add(infantry(QStringLiteral("2/42nd"), kBritain, QStringLiteral("Pack")));
        if (setup == QLatin1String("hidden")) {
            duel.edit(target, QStringLiteral("seen"), true);
            duel.edit(target, QStringLiteral("hidden"), true);
        }
    }
    const Result<ProposalRecord> made
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, target));
    QVERIFY(made.is(Failure::Kind::Refused));
    // The same words whatever the reason: the side learns nothing it does not see.
    QCOMPARE(made.error(), QStringLiteral("no such target"));
    QVERIFY(duel->proposals().all().isEmpty());
}

void tst_Proposals::onlyTheSidesOwnUnits()
{
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    const Result<ProposalRecord> british
        = duel.propose(kFrance, ProposalDuel::fire(duel.target, duel.firer));
    QVERIFY(british.is(Failure::Kind::Refused));
    QCOMPARE(british.error(), QStringLiteral("unit %1 is not one of your units").arg(duel.target));
    const Result<ProposalRecord> missing
        = duel.propose(kFrance, ProposalDuel::fire(9999, duel.target));
    QCOMPARE(missing.error(), QStringLiteral("unit 9999 is not one of your units"));
    const Result<ProposalRecord> nobody
        = duel.propose(QStringLiteral("Prussia"), ProposalDuel::fire(duel.firer, duel.target));
    QCOMPARE(nobody.error(), QStringLiteral("no such side"));
    // A field only the umpire sets is malformed, before any battle is asked.
    QJsonObject without = ProposalDuel::fire(duel.firer, duel.target);
    without.insert(QStringLiteral("without"), QJsonArray { QStringLiteral("initial-volley") });
    const Result<ProposalRecord> umpires = duel.propose(kFrance, without);
    QVERIFY(umpires.is(Failure::Kind::Malformed));
    QCOMPARE(umpires.error(), QStringLiteral("without: only the umpire sets this field"));
    QVERIFY(duel->proposals().all().isEmpty());
}

void tst_Proposals::oneWaitingProposalAUnit()
{
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    const qint64 second
        = duel.add(infantry(QStringLiteral("2/45e Ligne"), kFrance, QStringLiteral("Bachelu")));
    QVERIFY(duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target)));
    const Result<ProposalRecord> twice
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target, 2));
    QVERIFY(twice.is(Failure::Kind::Refused));
    QCOMPARE(twice.error(), QStringLiteral("1/45e Ligne has a proposal waiting already (No. 1)"));
    // A pooled fire that counts it among its firers, too.
    QJsonObject pooled = ProposalDuel::fire(second, duel.target);
    pooled.insert(QStringLiteral("firers"), ids({ second, duel.firer }));
    QVERIFY(duel.propose(kFrance, pooled).is(Failure::Kind::Refused));
    QCOMPARE(duel->proposals().all().size(), 1);
}

void tst_Proposals::thirtyWaitingAtMost()
{
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    QList<UnitRecord> battalions;
    for (int i = 1; i <= ProposalDesk::kMostWaiting + 1; ++i)
        battalions.append(
            infantry(QStringLiteral("Bataillon %1").arg(i), kFrance, QStringLiteral("Foy")));
    QString error;
    const QList<qint64> added = valueOf(duel->addUnits(battalions), &error);
    QVERIFY2(added.size() == 31, qPrintable(error));
    for (int i = 0; i < 30; ++i) {
        const Result<ProposalRecord> made
            = duel.propose(kFrance, ProposalDuel::fire(added.at(i), duel.target));
        QVERIFY2(made, qPrintable(made.error()));
    }
    const Result<ProposalRecord> last
        = duel.propose(kFrance, ProposalDuel::fire(added.last(), duel.target));
    QVERIFY(last.is(Failure::Kind::Refused));
    QCOMPARE(last.error(), QStringLiteral("30 proposals are waiting already: wait for the umpire"));
    QCOMPARE(duel->proposals().waitingCount(), 30);
    // Thirty a side: Britain's first is taken.
    const Result<ProposalRecord> british
        = duel.propose(kBritain, ProposalDuel::fire(duel.target, duel.firer));
    QVERIFY2(british, qPrintable(british.error()));
    QCOMPARE(british->number, 1);
    QCOMPARE(duel.problems(), QString());
}

void tst_Proposals::rulesRefusalNotStored_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<double>("range");
    QTest::addColumn<QString>("reason");
    QTest::newRow("beyond a musket's extreme range") << QString() << 7.0 << "out of range";
    QTest::newRow("no AP left") << QStringLiteral("ap") << 3.0 << "0 AP left";
    QTest::newRow("a routed firer") << QStringLiteral("routed") << 3.0 << "routed";
}

void tst_Proposals::rulesRefusalNotStored()
{
    QFETCH(QString, setup);
    QFETCH(double, range);
    QFETCH(QString, reason);
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    if (setup == QLatin1String("ap"))
        duel.edit(duel.firer, QStringLiteral("ap"), 0);
    else if (setup == QLatin1String("routed"))
        duel.edit(duel.firer, QStringLiteral("morale"), QStringLiteral("routed"));
    const QString before = duel->canonicalDump();
    const Result<ProposalRecord> made
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target, range));
    QVERIFY(made.is(Failure::Kind::Refused));
    QVERIFY2(made.error().contains(reason), qPrintable(made.error()));
    QVERIFY(duel->proposals().all().isEmpty());
    // The rules' try is rolled back whole.
    QCOMPARE(duel->canonicalDump(), before);
}

void tst_Proposals::fullFeatureNeverNamesItsHiddenOccupant_data()
{
    QTest::addColumn<bool>("hidden");
    QTest::newRow("hidden occupant") << true;
    QTest::newRow("seen occupant") << false;
}

// A farm that holds one unit, Britain's inside: France proposes to move in.
void tst_Proposals::fullFeatureNeverNamesItsHiddenOccupant()
{
    QFETCH(bool, hidden);
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    QVERIFY(duel->apply(object(R"({"action": "add-feature", "name": "Papelotte", "kind": "bua",
                                   "block": "farm", "capacity": 1})")));
    const qint64 occupant
        = duel.add(infantry(QStringLiteral("2nd KGL Light"), kBritain, QStringLiteral("Ompteda")));
    QVERIFY(
        duel->apply(QJsonObject { { QStringLiteral("action"), QStringLiteral("place") },
                                  { QStringLiteral("unit"), occupant },
                                  { QStringLiteral("feature"), QStringLiteral("Papelotte") } }));
    duel.edit(occupant, hidden ? QStringLiteral("hidden") : QStringLiteral("seen"), true);
    const qint64 farm = duel->features().constLast().id;
    const Result<ProposalRecord> made
        = duel.propose(kFrance,
                       QJsonObject { { QStringLiteral("action"), QStringLiteral("move") },
                                     { QStringLiteral("unit"), duel.firer },
                                     { QStringLiteral("to"), QStringLiteral("bua") },
                                     { QStringLiteral("feature"), farm } });
    QVERIFY(made.is(Failure::Kind::Refused));
    QVERIFY(duel->proposals().all().isEmpty());
    if (hidden) {
        QCOMPARE(made.error(),
                 QStringLiteral("there is no room for the unit there; ask the umpire"));
    } else {
        // A unit the side sees may be named: the rules' own words.
        QVERIFY2(made.error().contains(QStringLiteral("full")), qPrintable(made.error()));
    }
}

void tst_Proposals::withdrawnByItsSide()
{
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    const Result<ProposalRecord> made
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target));
    QVERIFY(made);
    // Britain has no No. 1 of its own to withdraw.
    QVERIFY(duel->proposals().withdraw(kBritain, made->number).is(Failure::Kind::Refused));
    QCOMPARE(duel.state(made->id), QStringLiteral("waiting"));
    const Result<ProposalRecord> withdrawn = duel->proposals().withdraw(kFrance, made->number);
    QVERIFY2(withdrawn, qPrintable(withdrawn.error()));
    QCOMPARE(duel.state(made->id), QStringLiteral("withdrawn"));
    QVERIFY(duel->proposals().withdraw(kFrance, made->number).is(Failure::Kind::Refused));
    QVERIFY(duel.accept(made->id).is(Failure::Kind::Refused));
    QVERIFY(duel.decline(made->id, QStringLiteral("gone")).is(Failure::Kind::Refused));
    const Result<ProposalRecord> again
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target));
    QVERIFY2(again, qPrintable(again.error()));
    QCOMPARE(again->number, 2);
    QCOMPARE(duel.problems(), QString());
}

void tst_Proposals::lapsesAtTheEndOfItsSegment()
{
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    const Result<ProposalRecord> made
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target));
    QVERIFY(made);
    QVERIFY(duel.endSegment());
    QCOMPARE(duel.state(made->id), QStringLiteral("lapsed"));
    QVERIFY(duel->proposals().waiting().isEmpty());
    const qsizetype logSize = duel->log().size();
    const ActionOutcome accepted = duel.accept(made->id);
    QVERIFY(accepted.is(Failure::Kind::Refused));
    QVERIFY2(accepted.error().contains(QStringLiteral("lapsed")), qPrintable(accepted.error()));
    QVERIFY(duel.decline(made->id, QStringLiteral("late")).is(Failure::Kind::Refused));
    QVERIFY(duel->proposals().withdraw(kFrance, made->number).is(Failure::Kind::Refused));
    QCOMPARE(duel->log().size(), logSize);
    QCOMPARE(duel.state(made->id), QStringLiteral("lapsed"));
    // A lapsed one holds its unit no longer.
    const Result<ProposalRecord> again
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target));
    QVERIFY2(again, qPrintable(again.error()));
    QCOMPARE(again->segment, 2);
    QCOMPARE(duel.problems(), QString());
}

void tst_Proposals::copyCarriesTheProposals()
{
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    const qint64 second
        = duel.add(infantry(QStringLiteral("2/45e Ligne"), kFrance, QStringLiteral("Bachelu")));
    const Result<ProposalRecord> applied
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target));
    const Result<ProposalRecord> declined
        = duel.propose(kBritain, ProposalDuel::fire(duel.target, duel.firer));
    const Result<ProposalRecord> waiting
        = duel.propose(kFrance, ProposalDuel::fire(second, duel.target));
    QVERIFY(applied && declined && waiting);
    QVERIFY(duel.accept(applied->id));
    QVERIFY(duel.decline(declined->id, QStringLiteral("out of sight")));

    const CopyPlace place(duel);
    QString error;
    QVERIFY2(succeeded(duel->copyTo(place.path), &error), qPrintable(error));
    const std::unique_ptr<Battle> copy = valueOf(Battle::open(place.path), &error);
    QVERIFY2(copy, qPrintable(error));
    QCOMPARE(ProposalDuel::listedIn(*copy), duel.listed());
    QCOMPARE(ProposalDuel::listedIn(*copy).size(), 3);
    const CheckReport report = copy->check();
    QVERIFY2(report.ok(), qPrintable(report.problems.join(QLatin1Char('\n'))));
    // The copy's umpire rules on the waiting one by the same id.
    const ActionOutcome accepted
        = copy->apply({ { QStringLiteral("action"), QStringLiteral("accept") },
                        { QStringLiteral("proposal"), waiting->id } });
    QVERIFY2(accepted, qPrintable(accepted.error()));
    QCOMPARE(duel.state(waiting->id), QStringLiteral("waiting"));
}

void tst_Proposals::survivesClosingTheBattle()
{
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    const Result<ProposalRecord> made
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target));
    QVERIFY(made);
    const QJsonArray before = duel.listed();
    QVERIFY(duel.reopen());
    QCOMPARE(duel.listed(), before);
    QCOMPARE(duel.state(made->id), QStringLiteral("waiting"));
    QVERIFY(duel.accept(made->id));
    QVERIFY(duel.reopen());
    QCOMPARE(duel.state(made->id), QStringLiteral("applied"));
    QCOMPARE(duel.problems(), QString());
}

ADC_TEST_GUILESS_MAIN(tst_Proposals)
#include "tst_proposals.moc"
