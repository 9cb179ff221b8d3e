// The umpire's rulings on a side's proposal (docs/contract.md, accept and
// decline): accepted, it is logged as the fire it applies, with "proposal":
// ID and what the umpire changed, and leaves the units as that fire would;
// his fields override the side's; declined, it is logged with its reason and
// never undone; only a waiting proposal is ruled on; undoing the fire takes
// the proposal back, and its side may propose again. adc check holds
// throughout.

#include "db/actions/proposalduel.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

class tst_ProposalRulings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void acceptedAsTheFire();
    void acceptOverrides_data();
    void acceptOverrides();
    void onlyAWaitingProposalIsRuledOn();
    void declinedWithItsReasonNeverUndone();
    void undoTakesAnAcceptedProposalBack();
};

void tst_ProposalRulings::acceptedAsTheFire()
{
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    ProposalDuel twin;
    QVERIFY(twin.isValid());
    const Result<ProposalRecord> made
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target));
    QVERIFY(made);
    const ActionOutcome accepted = duel.accept(made->id);
    QVERIFY2(accepted,
             qPrintable(accepted.error()
                        + answerOf(accepted).value(QStringLiteral("reason")).toString()));
    const QJsonObject answer = answerOf(accepted);
    QCOMPARE(answer.value(QStringLiteral("proposal")).toInteger(), made->id);
    const QJsonObject proposed = answer.value(QStringLiteral("proposed")).toObject();
    QCOMPARE(proposed.value(QStringLiteral("id")).toInteger(), made->id);
    QCOMPARE(proposed.value(QStringLiteral("side")).toString(), kFrance);
    QCOMPARE(proposed.value(QStringLiteral("number")).toInt(), 1);
    QCOMPARE(stringsOf(proposed.value(QStringLiteral("typed"))),
             QStringList { QStringLiteral("die") });
    QCOMPARE(stringsOf(proposed.value(QStringLiteral("changed"))), QStringList());

    const LogEntry entry = duel->log().last();
    QCOMPARE(entry.id, accepted->logId);
    QCOMPARE(entry.kind, QStringLiteral("fire"));
    QCOMPARE(entry.result.value(QStringLiteral("proposal")).toInteger(), made->id);
    QCOMPARE(entry.inputs.value(QStringLiteral("die")).toInt(), 7);
    QCOMPARE(duel.state(made->id), QStringLiteral("applied"));
    QCOMPARE(duel.json(made->id).value(QStringLiteral("log_id")).toInteger(), accepted->logId);

    // The units as the same fire applied by the umpire leaves them.
    const ActionOutcome direct = twin->apply(ProposalDuel::fire(twin.firer, twin.target));
    QVERIFY(direct);
    for (const char *key : { "modified_roll", "casualty_steps", "conditions", "target" })
        QCOMPARE(answer.value(QLatin1String(key)), answerOf(direct).value(QLatin1String(key)));
    for (const auto &[ours, theirs] :
         { std::pair(duel.firer, twin.firer), std::pair(duel.target, twin.target) }) {
        QJsonObject unit = duel.unit(ours).toJson();
        QJsonObject twinUnit = twin.unit(theirs).toJson();
        unit.remove(QStringLiteral("id"));
        twinUnit.remove(QStringLiteral("id"));
        QCOMPARE(unit, twinUnit);
    }
    QVERIFY(duel.unit(duel.firer).hasFired);
    QCOMPARE(duel.problems(), QString());
}

void tst_ProposalRulings::acceptOverrides_data()
{
    QTest::addColumn<QJsonObject>("overrides");
    QTest::addColumn<QStringList>("typed");
    QTest::addColumn<QStringList>("changed");
    QTest::addColumn<double>("range");

    const QStringList die { QStringLiteral("die") };
    QTest::newRow("as proposed") << QJsonObject() << die << QStringList() << 3.0;
    QTest::newRow("the range the umpire measured")
        << object(R"({"range": 4})") << die << QStringList { QStringLiteral("range") } << 4.0;
    QTest::newRow("the same range is no change")
        << object(R"({"range": 3})") << die << QStringList() << 3.0;
    QTest::newRow("the umpire's die in place of the side's")
        << object(R"({"die": 3})") << QStringList() << die << 3.0;
    QTest::newRow("the side's die taken out: rolled")
        << object(R"({"die": null})") << QStringList() << die << 3.0;
    QTest::newRow("a field only the umpire sets")
        << object(R"({"without": ["initial-volley"]})") << die
        << QStringList { QStringLiteral("without") } << 3.0;
}

void tst_ProposalRulings::acceptOverrides()
{
    QFETCH(QJsonObject, overrides);
    QFETCH(QStringList, typed);
    QFETCH(QStringList, changed);
    QFETCH(double, range);
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    const Result<ProposalRecord> made
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target));
    QVERIFY(made);
    const ActionOutcome accepted = duel.accept(made->id, overrides);
    QVERIFY2(accepted,
             qPrintable(accepted.error()
                        + answerOf(accepted).value(QStringLiteral("reason")).toString()));
    const QJsonObject proposed = answerOf(accepted).value(QStringLiteral("proposed")).toObject();
    QCOMPARE(stringsOf(proposed.value(QStringLiteral("typed"))), typed);
    QCOMPARE(stringsOf(proposed.value(QStringLiteral("changed"))), changed);
    QCOMPARE(duel->log().last().inputs.value(QStringLiteral("range")).toDouble(), range);
    // The proposal keeps its side's action as it was sent.
    QCOMPARE(duel->proposals().find(made->id)->action, ProposalDuel::fire(duel.firer, duel.target));
    QCOMPARE(duel.problems(), QString());
}

void tst_ProposalRulings::onlyAWaitingProposalIsRuledOn()
{
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    const Result<ProposalRecord> made
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target));
    QVERIFY(made);
    QVERIFY(duel.accept(made->id));
    const qsizetype logSize = duel->log().size();
    const ActionOutcome twice = duel.accept(made->id);
    QVERIFY(twice.is(Failure::Kind::Refused));
    QCOMPARE(answerOf(twice).value(QStringLiteral("ok")).toBool(true), false);
    QVERIFY2(twice.error().contains(QStringLiteral("only a waiting proposal can be accepted")),
             qPrintable(twice.error()));
    const ActionOutcome declined = duel.decline(made->id, QStringLiteral("too late"));
    QVERIFY(declined.is(Failure::Kind::Refused));
    QVERIFY2(declined.error().contains(QStringLiteral("only a waiting proposal can be declined")),
             qPrintable(declined.error()));
    QCOMPARE(duel.accept(9999).error(), QStringLiteral("there is no proposal 9999"));
    QCOMPARE(duel.decline(9999, QStringLiteral("none")).error(),
             QStringLiteral("there is no proposal 9999"));
    QCOMPARE(duel->log().size(), logSize);
    QCOMPARE(duel.state(made->id), QStringLiteral("applied"));
}

void tst_ProposalRulings::declinedWithItsReasonNeverUndone()
{
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    const Result<ProposalRecord> made
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target));
    QVERIFY(made);
    const ActionOutcome blank = duel.decline(made->id, QStringLiteral("  "));
    QVERIFY(blank.is(Failure::Kind::Malformed));
    QVERIFY2(blank.error().startsWith(QStringLiteral("reason:")), qPrintable(blank.error()));
    QCOMPARE(duel.state(made->id), QStringLiteral("waiting"));

    const std::optional<qint64> lastAction = duel->undoTargetId();
    QVERIFY(lastAction.has_value());
    const QString reason = QStringLiteral("The Highlanders are behind the crest");
    const ActionOutcome declined = duel.decline(made->id, reason);
    QVERIFY2(declined, qPrintable(declined.error()));
    QCOMPARE(answerOf(declined).value(QStringLiteral("proposal")).toInteger(), made->id);
    QCOMPARE(answerOf(declined).value(QStringLiteral("reason")).toString(), reason);
    const LogEntry entry = duel->log().last();
    QCOMPARE(entry.kind, QStringLiteral("decline"));
    QCOMPARE(entry.id, declined->logId);
    QCOMPARE(duel.state(made->id), QStringLiteral("declined"));
    QCOMPARE(duel.json(made->id).value(QStringLiteral("reason")).toString(), reason);

    // Undo passes over the ruling and takes back the action before it.
    QCOMPARE(duel->undoTargetId(), lastAction);
    const ActionOutcome undone = duel->apply(object(R"({"action": "undo"})"));
    QVERIFY2(undone, qPrintable(undone.error()));
    QCOMPARE(answerOf(undone).value(QStringLiteral("undid")).toInteger(), *lastAction);
    QVERIFY(!duel->logEntry(declined->logId)->undone);
    QCOMPARE(duel.state(made->id), QStringLiteral("declined"));
    QVERIFY(duel.accept(made->id).is(Failure::Kind::Refused));
    QCOMPARE(duel.problems(), QString());
}

void tst_ProposalRulings::undoTakesAnAcceptedProposalBack()
{
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    const Result<ProposalRecord> made
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target));
    QVERIFY(made);
    const QString before = duel->canonicalDump();
    const ActionOutcome accepted = duel.accept(made->id);
    QVERIFY(accepted);
    QVERIFY(duel->apply(object(R"({"action": "undo"})")));
    QCOMPARE(duel->canonicalDump(), before);
    QCOMPARE(duel.state(made->id), QStringLiteral("taken-back"));
    QCOMPARE(duel.json(made->id).value(QStringLiteral("log_id")).toInteger(), accepted->logId);
    QCOMPARE(duel.problems(), QString());
    // Redone, it stands applied again; undone, taken back, and closed.
    QVERIFY(duel->apply(object(R"({"action": "redo"})")));
    QCOMPARE(duel.state(made->id), QStringLiteral("applied"));
    QVERIFY(duel->apply(object(R"({"action": "undo"})")));
    QCOMPARE(duel.state(made->id), QStringLiteral("taken-back"));
    QVERIFY(duel.accept(made->id).is(Failure::Kind::Refused));
    // The side may propose again for the unit.
    const Result<ProposalRecord> again
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target));
    QVERIFY2(again, qPrintable(again.error()));
    QCOMPARE(again->number, 2);
    QCOMPARE(duel.state(again->id), QStringLiteral("waiting"));
    QCOMPARE(duel.problems(), QString());
}

ADC_TEST_GUILESS_MAIN(tst_ProposalRulings)
#include "tst_proposalrulings.moc"
