// The players' view addresses: issued and renewed as logged actions, kept
// in the battle's settings, never written into the log's inputs or answers.
#include "core/model/playertokens.h"
#include "db/battlefixture.h"
#include "testsuite.h"

#include <QJsonDocument>
#include <QSet>

using namespace Adc;
using namespace Adc::Fixture;

class TokensTest : public QObject
{
    Q_OBJECT

private:
    static PlayerTokens tokensOf(const Battle &battle)
    {
        return PlayerTokens::fromJson(battle.settings().value(PlayerTokens::settingKey()));
    }
    static qint64 sideId(const Battle &battle, const QString &name)
    {
        for (const SideRecord &side : battle.sides()) {
            if (side.name == name)
                return side.id;
        }
        return 0;
    }
    static ActionOutcome apply(Battle &battle, const char *json)
    {
        return battle.apply(object(json));
    }

private Q_SLOTS:
    void issueGivesEachSideAndTheTableA128BitToken()
    {
        TestBattle b;
        QVERIFY(b.isValid());
        b.add(
            infantry(QStringLiteral("2e Léger"), QStringLiteral("French"), QStringLiteral("Foy")));
        b.add(infantry(QStringLiteral("1/42nd"), QStringLiteral("Anglo-Allied"),
                       QStringLiteral("Pack")));
        QVERIFY(tokensOf(*b.battle).table.isEmpty());
        const ActionOutcome issued = apply(*b.battle, R"({"action": "issue-tokens"})");
        QVERIFY2(issued.ok(), qPrintable(issued.error()));
        const PlayerTokens tokens = tokensOf(*b.battle);
        QCOMPARE(tokens.sides.size(), 2);
        QSet<QString> distinct { tokens.table };
        for (const QString &token : tokens.sides) {
            QCOMPARE(token.size(), 32); // 128 bits as hex
            QVERIFY(PlayerTokens::isWellFormed(token));
            distinct.insert(token);
        }
        QCOMPARE(distinct.size(), 3);
        QCOMPARE(tokens.sideOf(tokens.sides.value(sideId(*b.battle, QStringLiteral("French")))),
                 sideId(*b.battle, QStringLiteral("French")));
        QVERIFY(tokens.opensTable(tokens.table));
        QCOMPARE(tokens.sideOf(tokens.table), 0);
        QCOMPARE(b->log().constLast().kind, QStringLiteral("issue-tokens"));
    }

    void issueWhenEveryPageHasATokenIsRefused()
    {
        TestBattle b;
        QVERIFY(b.isValid());
        b.add(
            infantry(QStringLiteral("2e Léger"), QStringLiteral("French"), QStringLiteral("Foy")));
        QVERIFY(apply(*b.battle, R"({"action": "issue-tokens"})").ok());
        const ActionOutcome again = apply(*b.battle, R"({"action": "issue-tokens"})");
        QVERIFY(again.is(Failure::Kind::Refused));
        // A new side gets its own; the others keep theirs.
        const PlayerTokens before = tokensOf(*b.battle);
        b.add(infantry(QStringLiteral("1/42nd"), QStringLiteral("Anglo-Allied"),
                       QStringLiteral("Pack")));
        QVERIFY(apply(*b.battle, R"({"action": "issue-tokens"})").ok());
        const PlayerTokens after = tokensOf(*b.battle);
        QCOMPARE(after.sides.size(), 2);
        QCOMPARE(after.table, before.table);
        const qint64 french = sideId(*b.battle, QStringLiteral("French"));
        QCOMPARE(after.sides.value(french), before.sides.value(french));
    }

    void settingAnotherKeyNeverAnswersTheTokens()
    {
        TestBattle b;
        QVERIFY(b.isValid());
        b.add(
            infantry(QStringLiteral("2e Léger"), QStringLiteral("French"), QStringLiteral("Foy")));
        QVERIFY(apply(*b.battle, R"({"action": "issue-tokens"})").ok());
        const QString token = tokensOf(*b.battle).table;
        const ActionOutcome set = apply(
            *b.battle, R"({"action": "set-setting", "key": "start-time", "value": "14:00"})");
        QVERIFY2(set.ok(), qPrintable(set.error()));
        const QByteArray answer = QJsonDocument(set->answer).toJson();
        QVERIFY2(answer.contains("14:00"), answer.constData());
        QVERIFY2(!answer.contains(token.toLatin1()), answer.constData());
        const LogEntry logged = b->log().constLast();
        QVERIFY(!QJsonDocument(logged.result).toJson().contains(token.toLatin1()));
        QVERIFY(!QJsonDocument(logged.toJson()).toJson().contains(token.toLatin1()));
        // The tokens are kept all the same.
        QCOMPARE(tokensOf(*b.battle).table, token);
    }
    void tokensSurviveARestart()
    {
        TestBattle b;
        QVERIFY(b.isValid());
        b.add(
            infantry(QStringLiteral("2e Léger"), QStringLiteral("French"), QStringLiteral("Foy")));
        QVERIFY(apply(*b.battle, R"({"action": "issue-tokens"})").ok());
        const PlayerTokens before = tokensOf(*b.battle);
        QVERIFY(b.reopen());
        const PlayerTokens after = tokensOf(*b.battle);
        QCOMPARE(after.table, before.table);
        QCOMPARE(after.sides, before.sides);
    }

    void renewingASideCutsOffItsOldToken()
    {
        TestBattle b;
        QVERIFY(b.isValid());
        b.add(
            infantry(QStringLiteral("2e Léger"), QStringLiteral("French"), QStringLiteral("Foy")));
        b.add(infantry(QStringLiteral("1/42nd"), QStringLiteral("Anglo-Allied"),
                       QStringLiteral("Pack")));
        QVERIFY(apply(*b.battle, R"({"action": "issue-tokens"})").ok());
        const PlayerTokens before = tokensOf(*b.battle);
        const qint64 french = sideId(*b.battle, QStringLiteral("French"));
        const qint64 allied = sideId(*b.battle, QStringLiteral("Anglo-Allied"));
        const ActionOutcome renewed
            = apply(*b.battle, R"({"action": "renew-token", "side": "French"})");
        QVERIFY2(renewed.ok(), qPrintable(renewed.error()));
        const PlayerTokens after = tokensOf(*b.battle);
        QVERIFY(after.sides.value(french) != before.sides.value(french));
        QCOMPARE(after.sideOf(before.sides.value(french)), 0);
        QCOMPARE(after.sideOf(after.sides.value(french)), french);
        QCOMPARE(after.sides.value(allied), before.sides.value(allied));
        QCOMPARE(after.table, before.table);

        QVERIFY(apply(*b.battle, R"({"action": "renew-token", "page": "table"})").ok());
        QVERIFY(!tokensOf(*b.battle).opensTable(before.table));

        // The log says what was done, never the token itself.
        for (const LogEntry &entry : b->log()) {
            const QByteArray shown = QJsonDocument(entry.toJson()).toJson();
            for (const QString &token : before.sides)
                QVERIFY(!shown.contains(token.toLatin1()));
            QVERIFY(!shown.contains(tokensOf(*b.battle).table.toLatin1()));
        }
        QCOMPARE(b->log().constLast().kind, QStringLiteral("renew-token"));
    }

    void renewWithoutAKnownSideIsMalformed_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::newRow("unknown side")
            << QByteArray(R"({"action": "renew-token", "side": "Prussian"})");
        QTest::newRow("nothing named") << QByteArray(R"({"action": "renew-token"})");
        QTest::newRow("table with a side")
            << QByteArray(R"({"action": "renew-token", "page": "table", "side": "French"})");
        QTest::newRow("unknown page")
            << QByteArray(R"({"action": "renew-token", "page": "window"})");
    }
    void renewWithoutAKnownSideIsMalformed()
    {
        QFETCH(QByteArray, request);
        TestBattle b;
        QVERIFY(b.isValid());
        b.add(
            infantry(QStringLiteral("2e Léger"), QStringLiteral("French"), QStringLiteral("Foy")));
        QVERIFY(apply(*b.battle, R"({"action": "issue-tokens"})").ok());
        const PlayerTokens before = tokensOf(*b.battle);
        const ActionOutcome outcome = apply(*b.battle, request.constData());
        QVERIFY(outcome.is(Failure::Kind::Malformed));
        QCOMPARE(tokensOf(*b.battle).sides, before.sides);
    }

    void malformedSettingCountsAsNoToken()
    {
        const PlayerTokens tokens = PlayerTokens::fromJson(
            QJsonDocument::fromJson(
                R"({"sides": {"1": "short", "x": "0123456789abcdef0123456789abcdef",
                "2": "0123456789ABCDEF0123456789ABCDEF"}, "table": 7})")
                .object());
        QVERIFY(tokens.sides.isEmpty());
        QVERIFY(tokens.table.isEmpty());
        QCOMPARE(tokens.sideOf(QString()), 0);
        QVERIFY(!tokens.opensTable(QString()));
    }
};

ADC_TEST_GUILESS_MAIN(TokensTest)
#include "tst_tokens.moc"
