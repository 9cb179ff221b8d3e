// JSON is read once where it enters and written once where it leaves
// (docs/contributing.md): between, an order is a typed value. Counted by
// the order codec, through which every conversion of an order to or from
// JSON goes: a fire applied through the battle costs only the one that
// writes it into its log row; a side's proposal accepted from the window's
// dialog, with a range the umpire measured, costs the read of its stored
// row and that write, never a round trip through JSON between.

#include "core/orders/ordercodec.h"
#include "db/actions/proposalduel.h"
#include "testsuite.h"
#include "ui/proposals/proposaloverrides.h"

#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

// The most conversions from an order to its log row: the write, and one more.
constexpr int kMostConversions = 2;

} // namespace

class tst_JsonConversions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fireFromOrderToLogRow();
    void proposalFromAcceptToLogRow();
};

void tst_JsonConversions::fireFromOrderToLogRow()
{
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    FireOrder fire;
    fire.firers = { duel.firer };
    fire.target = duel.target;
    fire.range = 3.5;
    fire.die = 7;
    const int before = OrderCodec::conversions();
    const ActionOutcome done = duel.battle->apply(Order(fire));
    const int conversions = OrderCodec::conversions() - before;
    QVERIFY2(done, qPrintable(done.error()));
    const std::optional<LogEntry> row = duel.battle->logEntry(done->logId);
    QVERIFY(row);
    QCOMPARE(row->inputs.value(QStringLiteral("range")).toDouble(), 3.5);
    QVERIFY2(conversions <= kMostConversions,
             qPrintable(QStringLiteral("%1 conversions").arg(conversions)));
    QCOMPARE(conversions, 1);
}

void tst_JsonConversions::proposalFromAcceptToLogRow()
{
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    const Result<ProposalRecord> made
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target, 3));
    QVERIFY2(made, qPrintable(made.error()));
    // The proposal as the dock lists it, read from its row.
    const std::optional<ProposalRecord> listed = duel.battle->proposals().find(made->id);
    QVERIFY(listed && listed->order);
    const FireOrder *proposed = listed->order->get<FireOrder>();
    QVERIFY(proposed);

    const int before = OrderCodec::conversions();
    // The dialog filled in from it names the AP; the umpire measured 4".
    FireOrder filled = *proposed;
    filled.ap = 1;
    FireOrder applied = filled;
    applied.range = 4;
    const ProposalOverrides overrides(listed->id, *listed->order, Order(filled));
    const ActionOutcome done = duel.battle->apply(overrides.accept(Order(applied)));
    const int conversions = OrderCodec::conversions() - before;
    QVERIFY2(done, qPrintable(done.error()));
    const QJsonObject proposedNote = done->answer.value(QStringLiteral("proposed")).toObject();
    QCOMPARE(stringsOf(proposedNote.value(QStringLiteral("changed"))),
             QStringList { QStringLiteral("range") });
    QCOMPARE(stringsOf(proposedNote.value(QStringLiteral("typed"))),
             QStringList { QStringLiteral("die") });
    const std::optional<LogEntry> row = duel.battle->logEntry(done->logId);
    QVERIFY(row);
    QCOMPARE(row->inputs.value(QStringLiteral("range")).toDouble(), 4.0);
    QCOMPARE(row->inputs.value(QStringLiteral("die")).toInt(), 7);
    QCOMPARE(row->outcome.proposal, std::optional<qint64>(listed->id));
    QVERIFY2(conversions <= kMostConversions,
             qPrintable(QStringLiteral("%1 conversions").arg(conversions)));
    QCOMPARE(conversions, 2);
}

ADC_TEST_GUILESS_MAIN(tst_JsonConversions)
#include "tst_jsonconversions.moc"
