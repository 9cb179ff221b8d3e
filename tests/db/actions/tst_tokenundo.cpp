// Undo and the players' view addresses: undo and redo pass over the entries
// that issued or renewed an address (undone, a renewed address would open
// again to whoever held the old one), an undo naming one is refused saying
// why, and an address renewed does not end what can be redone.
#include "db/battlefixture.h"
#include "model/playertokens.h"

using namespace Adc;
using namespace Adc::Fixture;

class TokenUndoTest : public QObject
{
    Q_OBJECT

private:
    static PlayerTokens tokensOf(const Battle &battle)
    {
        return PlayerTokens::fromJson(battle.settings().value(PlayerTokens::settingKey()));
    }
    static ActionOutcome apply(Battle &battle, const char *json)
    {
        return battle.apply(object(json));
    }
    static ActionOutcome smoke(Battle &battle, qint64 unit)
    {
        return battle.apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                              { QStringLiteral("unit"), unit },
                              { QStringLiteral("field"), QStringLiteral("smoke") },
                              { QStringLiteral("value"), true } });
    }

private Q_SLOTS:
    void undoPassesOverTheAddresses()
    {
        TestBattle b;
        const qint64 legere = b.add(
            infantry(QStringLiteral("2e Léger"), QStringLiteral("French"), QStringLiteral("Foy")));
        const ActionOutcome edited = smoke(*b.battle, legere);
        QVERIFY(edited.isDone());
        QVERIFY(apply(*b.battle, R"({"action": "issue-tokens"})").isDone());
        QVERIFY(apply(*b.battle, R"({"action": "renew-token", "side": "French"})").isDone());
        const PlayerTokens renewed = tokensOf(*b.battle);
        QCOMPARE(b->undoTargetId(), std::optional<qint64>(edited.logId));

        const ActionOutcome undone = apply(*b.battle, R"({"action": "undo"})");
        QVERIFY2(undone.isDone(), qPrintable(undone.error));
        QCOMPARE(undone.answer.value(QStringLiteral("undid")).toInteger(), edited.logId);
        QVERIFY(!b->unit(legere)->smoke);
        // The renewed address stands; the old ones stay cut off.
        QCOMPARE(tokensOf(*b.battle).sides, renewed.sides);
        QCOMPARE(tokensOf(*b.battle).table, renewed.table);
        // Next comes the unit's addition: the address entries are not taken back.
        const ActionOutcome next = apply(*b.battle, R"({"action": "undo"})");
        QVERIFY(next.isDone());
        QCOMPARE(next.answer.value(QStringLiteral("kind")).toString(), QStringLiteral("add-unit"));
        QCOMPARE(tokensOf(*b.battle).sides, renewed.sides);
        const CheckReport report = b->check();
        QVERIFY2(report.ok(), qPrintable(report.problems.join(QLatin1Char('\n'))));
    }

    void undoNamingAnAddressEntryIsRefused()
    {
        TestBattle b;
        b.add(
            infantry(QStringLiteral("2e Léger"), QStringLiteral("French"), QStringLiteral("Foy")));
        const ActionOutcome issued = apply(*b.battle, R"({"action": "issue-tokens"})");
        QVERIFY(issued.isDone());
        const PlayerTokens before = tokensOf(*b.battle);
        const ActionOutcome undo = b->apply({ { QStringLiteral("action"), QStringLiteral("undo") },
                                              { QStringLiteral("entry"), issued.logId } });
        QCOMPARE(undo.status, ActionOutcome::Status::Refused);
        QVERIFY2(undo.error.contains(QStringLiteral("never taken back")), qPrintable(undo.error));
        QCOMPARE(tokensOf(*b.battle).sides, before.sides);
        QVERIFY(b->undoTargetId() != std::optional<qint64>(issued.logId));
    }

    void aRenewedAddressKeepsTheRedo()
    {
        TestBattle b;
        const qint64 legere = b.add(
            infantry(QStringLiteral("2e Léger"), QStringLiteral("French"), QStringLiteral("Foy")));
        QVERIFY(apply(*b.battle, R"({"action": "issue-tokens"})").isDone());
        const ActionOutcome edited = smoke(*b.battle, legere);
        QVERIFY(apply(*b.battle, R"({"action": "undo"})").isDone());
        QVERIFY(!b->unit(legere)->smoke);
        QVERIFY(apply(*b.battle, R"({"action": "renew-token", "page": "table"})").isDone());
        QVERIFY(b->canRedo());
        const ActionOutcome redone = apply(*b.battle, R"({"action": "redo"})");
        QVERIFY2(redone.isDone(), qPrintable(redone.error));
        QCOMPARE(redone.answer.value(QStringLiteral("redid")).toInteger(), edited.logId);
        QVERIFY(b->unit(legere)->smoke);
        // Another action still ends the redo, as before.
        QVERIFY(apply(*b.battle, R"({"action": "undo"})").isDone());
        QVERIFY(smoke(*b.battle, legere).isDone());
        QVERIFY(!b->canRedo());
        const CheckReport report = b->check();
        QVERIFY2(report.ok(), qPrintable(report.problems.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TokenUndoTest)
#include "tst_tokenundo.moc"
