// Undo and the players' view addresses: undo and redo pass over the entries
// that issued or renewed an address (undone, a renewed address would open
// again to whoever held the old one), an undo naming one is refused saying
// why, and an address renewed does not end what can be redone.
#include "core/model/playertokens.h"
#include "db/battlefixture.h"
#include "testsuite.h"

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
        QVERIFY(b.isValid());
        const qint64 legere = b.add(
            infantry(QStringLiteral("2e Léger"), QStringLiteral("French"), QStringLiteral("Foy")));
        const ActionOutcome edited = smoke(*b.battle, legere);
        QVERIFY(edited.ok());
        QVERIFY(apply(*b.battle, R"({"action": "issue-tokens"})").ok());
        QVERIFY(apply(*b.battle, R"({"action": "renew-token", "side": "French"})").ok());
        const PlayerTokens renewed = tokensOf(*b.battle);
        QCOMPARE(b->undoTargetId(), std::optional<qint64>(edited->logId));

        const ActionOutcome undone = apply(*b.battle, R"({"action": "undo"})");
        QVERIFY2(undone.ok(), qPrintable(undone.error()));
        QCOMPARE(answerOf(undone).value(QStringLiteral("undid")).toInteger(), edited->logId);
        QVERIFY(!b->unit(legere)->smoke);
        // The renewed address stands; the old ones stay cut off.
        QCOMPARE(tokensOf(*b.battle).sides, renewed.sides);
        QCOMPARE(tokensOf(*b.battle).table, renewed.table);
        // Next comes the unit's addition: the address entries are not taken back.
        const ActionOutcome next = apply(*b.battle, R"({"action": "undo"})");
        QVERIFY(next.ok());
        QCOMPARE(answerOf(next).value(QStringLiteral("kind")).toString(),
                 QStringLiteral("add-unit"));
        QCOMPARE(tokensOf(*b.battle).sides, renewed.sides);
        const CheckReport report = b->check();
        QVERIFY2(report.ok(), qPrintable(report.problems.join(QLatin1Char('\n'))));
    }

    void undoNamingAnAddressEntryIsRefused()
    {
        TestBattle b;
        QVERIFY(b.isValid());
        b.add(
            infantry(QStringLiteral("2e Léger"), QStringLiteral("French"), QStringLiteral("Foy")));
        const ActionOutcome issued = apply(*b.battle, R"({"action": "issue-tokens"})");
        QVERIFY(issued.ok());
        const PlayerTokens before = tokensOf(*b.battle);
        const ActionOutcome undo = b->apply({ { QStringLiteral("action"), QStringLiteral("undo") },
                                              { QStringLiteral("entry"), issued->logId } });
        QVERIFY(undo.is(Failure::Kind::Refused));
        QVERIFY2(undo.error().contains(QStringLiteral("never taken back")),
                 qPrintable(undo.error()));
        QCOMPARE(tokensOf(*b.battle).sides, before.sides);
        QVERIFY(b->undoTargetId() != std::optional<qint64>(issued->logId));
    }

    void aRenewedAddressKeepsTheRedo()
    {
        TestBattle b;
        QVERIFY(b.isValid());
        const qint64 legere = b.add(
            infantry(QStringLiteral("2e Léger"), QStringLiteral("French"), QStringLiteral("Foy")));
        QVERIFY(apply(*b.battle, R"({"action": "issue-tokens"})").ok());
        const ActionOutcome edited = smoke(*b.battle, legere);
        QVERIFY(apply(*b.battle, R"({"action": "undo"})").ok());
        QVERIFY(!b->unit(legere)->smoke);
        QVERIFY(apply(*b.battle, R"({"action": "renew-token", "page": "table"})").ok());
        QVERIFY(b->canRedo());
        const ActionOutcome redone = apply(*b.battle, R"({"action": "redo"})");
        QVERIFY2(redone.ok(), qPrintable(redone.error()));
        QCOMPARE(answerOf(redone).value(QStringLiteral("redid")).toInteger(), edited->logId);
        QVERIFY(b->unit(legere)->smoke);
        // Another action still ends the redo, as before.
        QVERIFY(apply(*b.battle, R"({"action": "undo"})").ok());
        QVERIFY(smoke(*b.battle, legere).ok());
        QVERIFY(!b->canRedo());
        const CheckReport report = b->check();
        QVERIFY2(report.ok(), qPrintable(report.problems.join(QLatin1Char('\n'))));
    }
};

ADC_TEST_GUILESS_MAIN(TokenUndoTest)
#include "tst_tokenundo.moc"
