// The players' view server with a real client (QNetworkAccessManager):
// each side gets its own units only, a wrong or renewed token gets 404,
// other methods 405, oversized requests 431, and a crowd of clients is
// served or refused cleanly.
#include "core/fire/firepool.h"
#include "core/proposals/proposalclaims.h"
#include "serve/servefixture.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <vector>

using namespace Adc;
using namespace Adc::Fixture;

class PlayersServerTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eachSideGetsOnlyItsOwnUnits()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        QNetworkAccessManager client;
        const HttpAnswer french
            = fetch(client, served.side(served.frenchSide, QStringLiteral("units.json")));
        QCOMPARE(french.status, 200);
        QCOMPARE(french.headers.value("content-type"),
                 QByteArray("application/json; charset=utf-8"));
        const QJsonArray units = QJsonDocument::fromJson(french.body).array();
        // As `adc units` gives them, the French ones only, each with the
        // fire's claims its page offers for it and the units that may pool
        // with it.
        QList<UnitRecord> ownUnits;
        for (const UnitRecord &unit : served.battle->units()) {
            if (unit.side == QLatin1String("French"))
                ownUnits.append(unit);
        }
        QJsonArray expected;
        for (const UnitRecord &unit : std::as_const(ownUnits)) {
            QJsonObject json = unit.toJson();
            json.insert(QStringLiteral("claims"),
                        QJsonArray::fromStringList(ProposalClaims::offered(unit)));
            QJsonArray pool;
            for (const UnitRecord &partner : FirePool::partners(unit, ownUnits)) {
                if (partner.id != unit.id)
                    pool.append(partner.id);
            }
            json.insert(QStringLiteral("pool"), pool);
            expected.append(json);
        }
        QCOMPARE(units.size(), 2);
        QCOMPARE(units, expected);

        const HttpAnswer allied
            = fetch(client, served.side(served.alliedSide, QStringLiteral("units.json")));
        const QJsonArray alliedUnits = QJsonDocument::fromJson(allied.body).array();
        QCOMPARE(alliedUnits.size(), 1);
        QCOMPARE(alliedUnits.first().toObject().value(QStringLiteral("id")).toInteger(),
                 served.highlanders);

        // The pages likewise; names are escaped, never markup.
        const HttpAnswer page = fetch(client, served.side(served.frenchSide));
        QCOMPARE(page.status, 200);
        QVERIFY(page.body.contains("2e Léger"));
        QVERIFY(page.body.contains("&lt;b&gt;61e Ligne&lt;/b&gt; %1"));
        QVERIFY(!page.body.contains("<b>61e"));
        QVERIFY(!page.body.contains("Highlanders"));
        QVERIFY(!page.body.contains("Pack"));
        const HttpAnswer alliedPage = fetch(client, served.side(served.alliedSide));
        QVERIFY(alliedPage.body.contains("Highlanders"));
        QVERIFY(!alliedPage.body.contains("Léger"));
        QVERIFY(!alliedPage.body.contains("Gauthier"));
    }

    void aRollAgainstAnEnemyNamesItAndShowsNoneOfItsState()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        const ActionOutcome fire = served.battle->apply(
            { { QStringLiteral("action"), QStringLiteral("fire") },
              { QStringLiteral("firers"), QJsonArray { served.highlanders } },
              { QStringLiteral("target"), served.legere },
              { QStringLiteral("range"), 3 },
              { QStringLiteral("die"), 7 } });
        QVERIFY2(fire.ok(), qPrintable(fire.error()));
        QNetworkAccessManager client;
        const HttpAnswer rolls
            = fetch(client, served.side(served.frenchSide, QStringLiteral("rolls.json")));
        QCOMPARE(rolls.status, 200);
        const QJsonArray list = QJsonDocument::fromJson(rolls.body).array();
        QCOMPARE(list.size(), 1);
        const QJsonObject roll = list.first().toObject();
        QCOMPARE(roll.value(QStringLiteral("kind")).toString(), QStringLiteral("fire"));
        QCOMPARE(roll.value(QStringLiteral("die")).toInt(), 7);
        QVERIFY(roll.value(QStringLiteral("text"))
                    .toString()
                    .contains(QStringLiteral("1/42nd Highlanders")));
        // Nothing of the firer's state: no unit object, no AP, no castings.
        for (const char *key : { "firers", "target", "units", "ap_left", "castings", "cw" })
            QVERIFY2(!rolls.body.contains(QByteArray("\"") + key + "\""), key);
        // Its own side sees the roll too; a side it does not concern does not.
        const HttpAnswer allied
            = fetch(client, served.side(served.alliedSide, QStringLiteral("rolls.json")));
        QCOMPARE(QJsonDocument::fromJson(allied.body).array().size(), 1);
        // Its own side's page names its modifiers as the window does, in
        // French too (ModifierTitle).
        const HttpAnswer french
            = fetch(client, served.side(served.alliedSide), QByteArrayLiteral("GET"), "fr");
        QVERIFY2(french.body.contains("Portée : tranche"), french.body.constData());
        const HttpAnswer table = fetch(client, served.table());
        QCOMPARE(table.status, 200);
        QVERIFY(table.body.contains("1/42nd Highlanders"));
    }

    void aHiddenUnitIsNamedToItsOwnSideOnly()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        const ActionOutcome hidden
            = served.battle->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                                     { QStringLiteral("unit"), served.highlanders },
                                     { QStringLiteral("field"), QStringLiteral("hidden") },
                                     { QStringLiteral("value"), true } });
        QVERIFY2(hidden.ok(), qPrintable(hidden.error()));
        // The hidden battalion fires from its town block at the French.
        const ActionOutcome fire = served.battle->apply(
            { { QStringLiteral("action"), QStringLiteral("fire") },
              { QStringLiteral("firers"), QJsonArray { served.highlanders } },
              { QStringLiteral("target"), served.legere },
              { QStringLiteral("range"), 3 },
              { QStringLiteral("die"), 7 } });
        QVERIFY2(fire.ok(), qPrintable(fire.error()));
        QNetworkAccessManager client;
        for (const QString &file : { QString(), QStringLiteral("rolls.json") }) {
            const HttpAnswer french = fetch(client, served.side(served.frenchSide, file));
            QCOMPARE(french.status, 200);
            QVERIFY2(!french.body.contains("Highlanders"), french.body.constData());
        }
        const HttpAnswer table = fetch(client, served.table());
        QVERIFY2(!table.body.contains("Highlanders"), table.body.constData());
        // Its own side sees it, and sees that it is hidden.
        const HttpAnswer allied
            = fetch(client, served.side(served.alliedSide, QStringLiteral("units.json")));
        const QJsonObject unit = QJsonDocument::fromJson(allied.body).array().first().toObject();
        QCOMPARE(unit.value(QStringLiteral("name")).toString(),
                 QStringLiteral("1/42nd Highlanders"));
        QVERIFY(unit.value(QStringLiteral("hidden")).toBool());
        const HttpAnswer alliedRolls
            = fetch(client, served.side(served.alliedSide, QStringLiteral("rolls.json")));
        QVERIFY(alliedRolls.body.contains("Highlanders"));
    }

    void aWrongTokenIsAPlainNotFound_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("root") << QStringLiteral("/");
        QTest::newRow("random token") << QStringLiteral("/side/%1").arg(PlayerTokens::generate());
        QTest::newRow("short token") << QStringLiteral("/side/0123");
        QTest::newRow("no token") << QStringLiteral("/side/");
        QTest::newRow("asset without token") << QStringLiteral("/players.js");
        QTest::newRow("resource path") << QStringLiteral("/side/:/players/players.js");
        QTest::newRow("dot dot") << QStringLiteral("/side/../etc/passwd");
    }
    void aWrongTokenIsAPlainNotFound()
    {
        QFETCH(QString, path);
        ServedBattle served;
        QVERIFY(served.isValid());
        QNetworkAccessManager client;
        const HttpAnswer answer = fetch(client, served.url(path));
        QCOMPARE(answer.status, 404);
        QCOMPARE(answer.body, QByteArray("Not found\n"));
        QCOMPARE(answer.headers.value("x-content-type-options"), QByteArray("nosniff"));
    }

    void tokensOpenOnlyTheirOwnKindOfPage()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        QNetworkAccessManager client;
        const PlayerTokens tokens = served.tokens();
        QCOMPARE(
            fetch(client,
                  served.url(QStringLiteral("/table/") + tokens.sides.value(served.frenchSide)))
                .status,
            404);
        QCOMPARE(fetch(client, served.url(QStringLiteral("/side/") + tokens.table)).status, 404);
        QCOMPARE(
            fetch(client, served.side(served.frenchSide, QStringLiteral("nothing.html"))).status,
            404);
        QCOMPARE(fetch(client, served.table(QStringLiteral("units.json"))).status, 404);
    }

    void aRenewedTokenIsNotFound()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        QNetworkAccessManager client;
        const QUrl old = served.side(served.frenchSide);
        QCOMPARE(fetch(client, old).status, 200);
        QVERIFY(served.battle
                    ->apply({ { QStringLiteral("action"), QStringLiteral("renew-token") },
                              { QStringLiteral("side"), QStringLiteral("French") } })
                    .ok());
        QCOMPARE(fetch(client, old).status, 404);
        QCOMPARE(fetch(client, served.side(served.frenchSide)).status, 200);
        QCOMPARE(fetch(client, served.side(served.alliedSide)).status, 200);
    }

    void otherMethodsAre405WhateverThePath_data()
    {
        QTest::addColumn<QByteArray>("verb");
        QTest::addColumn<bool>("validPath");
        for (const char *verb : { "POST", "PUT", "DELETE", "PATCH", "OPTIONS" }) {
            QTest::addRow("%s page", verb) << QByteArray(verb) << true;
            QTest::addRow("%s nowhere", verb) << QByteArray(verb) << false;
        }
    }
    void otherMethodsAre405WhateverThePath()
    {
        QFETCH(QByteArray, verb);
        QFETCH(bool, validPath);
        ServedBattle served;
        QVERIFY(served.isValid());
        QNetworkAccessManager client;
        const QUrl url = validPath ? served.side(served.frenchSide, QStringLiteral("units.json"))
                                   : served.url(QStringLiteral("/nowhere"));
        const QString before = served.battle->canonicalDump();
        const HttpAnswer answer = fetch(client, url, verb, QByteArray(), QByteArray("{}"));
        QCOMPARE(answer.status, 405);
        QCOMPARE(answer.headers.value("allow"), QByteArray("GET, HEAD"));
        QCOMPARE(served.battle->canonicalDump(), before);
    }

    void headGivesTheHeadersWithoutTheBody()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        QNetworkAccessManager client;
        const HttpAnswer get = fetch(client, served.side(served.frenchSide));
        const HttpAnswer head
            = fetch(client, served.side(served.frenchSide), QByteArrayLiteral("HEAD"));
        QCOMPARE(head.status, 200);
        QVERIFY(head.body.isEmpty());
        QCOMPARE(head.headers.value("content-length").toInt(), get.body.size());
    }

    void everyAnswerCarriesAStrictPolicy()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        QNetworkAccessManager client;
        for (const QUrl &url : { served.side(served.frenchSide), served.table(),
                                 served.side(served.frenchSide, QStringLiteral("players.js")),
                                 served.url(QStringLiteral("/x")) }) {
            const HttpAnswer answer = fetch(client, url);
            const QByteArray policy = answer.headers.value("content-security-policy");
            QVERIFY2(policy.contains("default-src 'self'"), qPrintable(url.toString()));
            QVERIFY(policy.contains("script-src 'self'"));
            QVERIFY(!policy.contains("unsafe-inline"));
            QCOMPARE(answer.headers.value("x-content-type-options"), QByteArray("nosniff"));
            QCOMPARE(answer.headers.value("referrer-policy"), QByteArray("no-referrer"));
        }
        // The page's script is a file of its own, never inline.
        const HttpAnswer page = fetch(client, served.side(served.frenchSide));
        QVERIFY(page.body.contains("<script src=\""));
        QVERIFY(!page.body.contains("<script>"));
        const HttpAnswer script
            = fetch(client, served.side(served.frenchSide, QStringLiteral("players.js")));
        QCOMPARE(script.status, 200);
        QVERIFY(script.body.contains("EventSource"));
    }

    void anOversizedRequestIsRefused_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::newRow("long header") << QByteArray(
            "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + QByteArray(20000, 'a') + "\r\n\r\n");
        QTest::newRow("long request line")
            << QByteArray("GET /" + QByteArray(20000, 'b') + " HTTP/1.1\r\nHost: x\r\n\r\n");
        QByteArray many = "GET / HTTP/1.1\r\n";
        for (int i = 0; i < 2000; ++i)
            many += "X-" + QByteArray::number(i) + ": 1\r\n";
        QTest::newRow("many headers") << QByteArray(many + "\r\n");
        QTest::newRow("headers without end")
            << QByteArray("GET / HTTP/1.1\r\n" + QByteArray(9000, 'c'));
    }
    void anOversizedRequestIsRefused()
    {
        QFETCH(QByteArray, request);
        ServedBattle served;
        QVERIFY(served.isValid());
        RawClient raw(served.port, request);
        QTRY_VERIFY_WITH_TIMEOUT(raw.closed, 10000);
        QCOMPARE(raw.status(), 431);
        // The server goes on serving.
        QNetworkAccessManager client;
        QCOMPARE(fetch(client, served.side(served.frenchSide)).status, 200);
    }

    void aCrowdIsServedOrRefusedCleanly()
    {
        ServerLimits limits;
        limits.maxConnections = 64;
        ServedBattle served(limits);
        QVERIFY(served.isValid());
        const QByteArray request = "GET "
            + served.side(served.frenchSide, QStringLiteral("units.json")).path().toLatin1()
            + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
        std::vector<std::unique_ptr<RawClient>> crowd;
        for (int i = 0; i < 200; ++i)
            crowd.push_back(std::make_unique<RawClient>(served.port, request));
        const auto finished = [&crowd] {
            return std::all_of(crowd.cbegin(), crowd.cend(),
                               [](const auto &c) { return c->done(); });
        };
        QTRY_VERIFY_WITH_TIMEOUT(finished(), 60000);
        int ok = 0;
        int refused = 0;
        for (const auto &raw : crowd) {
            if (raw->status() == 200 && raw->complete())
                ++ok;
            else if (raw->status() == 503 && raw->complete())
                ++refused;
        }
        QCOMPARE(ok + refused, 200);
        QVERIFY(ok >= 1 && ok <= 64);
        QVERIFY(refused >= 1);
        QCOMPARE(served.server->refusedConnections(), refused);
        crowd.clear();
        QTRY_COMPARE_WITH_TIMEOUT(served.server->openConnections(), 0, 10000);
        QNetworkAccessManager client;
        QCOMPARE(fetch(client, served.side(served.frenchSide)).status, 200);
    }

    void twoHundredClientRequestsAreAllServed()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        QNetworkAccessManager client;
        QList<QNetworkReply *> replies;
        for (int i = 0; i < 200; ++i)
            replies.append(client.get(
                QNetworkRequest(served.side(served.frenchSide, QStringLiteral("units.json")))));
        QTRY_VERIFY_WITH_TIMEOUT(std::all_of(replies.cbegin(), replies.cend(),
                                             [](QNetworkReply *r) { return r->isFinished(); }),
                                 60000);
        for (QNetworkReply *reply : replies) {
            QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
            QCOMPARE(QJsonDocument::fromJson(reply->readAll()).array().size(), 2);
            reply->deleteLater();
        }
    }
};

ADC_TEST_GUILESS_MAIN(PlayersServerTest)
#include "tst_playersserver.moc"
