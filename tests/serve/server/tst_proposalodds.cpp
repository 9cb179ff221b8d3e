// The odds of a fire while the player writes it (docs/server.md,
// Proposals): GET .../odds.json?fire=JSON answers {"odds", "text"} from the
// same derivation as a waiting fire's in the proposals' list; a target the
// side does not see, hidden or not there at all, and anything that is not a
// fire the side may propose, answer the same empty odds, byte for byte; it
// is read only (405 for a write), a wrong token is a plain 404, a longer
// query than 4 KiB a 400 with its reason. The form's claims among the
// fire's conditions are sent, kept and listed in words.
#include "core/proposals/proposalrecord.h"
#include "db/battle/proposaldesk.h"
#include "serve/servefixture.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

constexpr qint64 kAbsent = 999999;
const QByteArray kEmpty = "{\"odds\":[],\"text\":\"\"}\n";

struct Reply
{
    int status = 0;
    QByteArray head; // in lower case
    QByteArray body;
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
};

Reply exchange(quint16 port, const QByteArray &method, const QString &path,
               const QByteArray &body = QByteArray(), const QByteArray &language = "en")
{
    QByteArray request = method + ' ' + path.toLatin1() + " HTTP/1.1\r\nHost: 127.0.0.1:"
        + QByteArray::number(port) + "\r\nConnection: close\r\nAccept-Language: " + language
        + "\r\nContent-Type: application/json\r\n";
    if (!body.isEmpty() || method == "POST")
        request += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    RawClient raw(port, request + "\r\n" + body);
    if (!QTest::qWaitFor([&] { return raw.done(); }, 15000)) {
        ADC_FAIL(QStringLiteral("no answer to %1 %2").arg(QString::fromLatin1(method), path));
        return {};
    }
    const qsizetype end = raw.received.indexOf("\r\n\r\n");
    return { raw.status(), raw.received.left(end).toLower(), raw.received.mid(end + 4) };
}

// An action's JSON with LEGERE, LIGNE, HIGHLANDERS and ABSENT standing for the ids.
QByteArray actionOf(const char *json, const ServedBattle &served)
{
    QString text = QString::fromUtf8(json);
    text.replace(QStringLiteral("LEGERE"), QString::number(served.legere));
    text.replace(QStringLiteral("LIGNE"), QString::number(served.ligne));
    text.replace(QStringLiteral("HIGHLANDERS"), QString::number(served.highlanders));
    text.replace(QStringLiteral("ABSENT"), QString::number(kAbsent));
    return text.toUtf8();
}

// The path of the French page's odds of `json`, as the page's script asks.
QString oddsPath(const ServedBattle &served, const QByteArray &json)
{
    return served.side(served.frenchSide, QStringLiteral("odds.json")).path()
        + QStringLiteral("?fire=")
        + QString::fromLatin1(QUrl::toPercentEncoding(QString::fromUtf8(json)));
}

Reply odds(const ServedBattle &served, const char *json, const QByteArray &language = "en")
{
    return exchange(served.port, "GET", oddsPath(served, actionOf(json, served)), QByteArray(),
                    language);
}

const char *const kFire
    = R"({"action": "fire", "firers": [LEGERE], "target": HIGHLANDERS, "range": 3})";

} // namespace

class ProposalOddsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aSeenTargetHasOddsAndWords()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        served.battle.edit(served.highlanders, QStringLiteral("seen"), true);
        const QString dump = served.battle->canonicalDump();
        const Reply reply = odds(served, kFire);
        QCOMPARE(reply.status, 200);
        QVERIFY2(reply.head.contains("content-type: application/json"), reply.head.constData());
        const QJsonArray chances = reply.json().value(QStringLiteral("odds")).toArray();
        QVERIFY2(!chances.isEmpty(), reply.body.constData());
        double sum = 0;
        for (const QJsonValue &chance : chances) {
            QVERIFY(!chance.toObject().value(QStringLiteral("result")).toString().isEmpty());
            sum += chance.toObject().value(QStringLiteral("probability")).toDouble();
        }
        QVERIFY2(qAbs(sum - 1.0) < 1e-6, qPrintable(QString::number(sum)));
        QVERIFY2(reply.json()
                     .value(QStringLiteral("text"))
                     .toString()
                     .startsWith(QStringLiteral("Odds as proposed")),
                 reply.body.constData());
        // A claim counts: fire into the flank has odds of its own.
        const Reply flank = odds(served,
                                 R"({"action": "fire", "firers": [LEGERE], "target": HIGHLANDERS,
                                     "range": 3, "conditions": ["target-flank"]})");
        QCOMPARE(flank.status, 200);
        const QJsonArray flanked = flank.json().value(QStringLiteral("odds")).toArray();
        QVERIFY2(!flanked.isEmpty(), flank.body.constData());
        QVERIFY2(flanked != chances, flank.body.constData());
        // HEAD answers as GET, without the body; nothing is written.
        const Reply head = exchange(served.port, "HEAD", oddsPath(served, actionOf(kFire, served)));
        QCOMPARE(head.status, 200);
        QVERIFY(head.body.isEmpty());
        QCOMPARE(served.battle->canonicalDump(), dump);
        QVERIFY(served.battle->proposals().all().isEmpty());
    }

    // Whatever the side may not fire at, or with, is answered alike: the
    // answer tells nothing of a hidden unit, not even that it is there.
    void whatItMayNotProposeIsAnsweredAlike_data()
    {
        QTest::addColumn<QByteArray>("query");
        QTest::newRow("the hidden target")
            << QByteArray(R"({"action": "fire", "firers": [LEGERE], "target": HIGHLANDERS,
                             "range": 3})");
        QTest::newRow("pooled, at the hidden target")
            << QByteArray(R"({"action": "fire", "firers": [LEGERE, LIGNE],
                             "target": HIGHLANDERS, "range": 4, "die": 6})");
        QTest::newRow("fire by the hidden unit")
            << QByteArray(R"({"action": "fire", "firers": [HIGHLANDERS], "target": LIGNE,
                             "range": 3})");
        QTest::newRow("its own unit")
            << QByteArray(R"({"action": "fire", "firers": [LEGERE], "target": LIGNE, "range": 3})");
        QTest::newRow("a move") << QByteArray(
            R"({"action": "move", "unit": LIGNE, "to": "woods"})");
        QTest::newRow("the umpire's field")
            << QByteArray(R"({"action": "fire", "firers": [LEGERE], "target": ABSENT,
                             "range": 3, "without": ["cover-light"]})");
        QTest::newRow("no range") << QByteArray(
            R"({"action": "fire", "firers": [LEGERE], "target": ABSENT})");
        QTest::newRow("not JSON") << QByteArray("{\"action\": \"fire\", ");
        QTest::newRow("nothing") << QByteArray();
    }
    void whatItMayNotProposeIsAnsweredAlike()
    {
        QFETCH(QByteArray, query);
        ServedBattle served;
        QVERIFY(served.isValid());
        served.battle.edit(served.highlanders, QStringLiteral("hidden"), true);
        served.battle.edit(served.highlanders, QStringLiteral("seen"), true);
        for (const QByteArray &language : { QByteArrayLiteral("en"), QByteArrayLiteral("fr") }) {
            const Reply atAbsent = odds(
                served, R"({"action": "fire", "firers": [LEGERE], "target": ABSENT, "range": 3})",
                language);
            const Reply reply = odds(served, query.constData(), language);
            QCOMPARE(atAbsent.status, 200);
            QCOMPARE(atAbsent.body, kEmpty);
            QCOMPARE(reply.status, 200);
            QCOMPARE(reply.body, atAbsent.body);
            QVERIFY(!reply.head.contains("highlanders"));
        }
        // No query at all is no fire either.
        const Reply bare = exchange(
            served.port, "GET", served.side(served.frenchSide, QStringLiteral("odds.json")).path());
        QCOMPARE(bare.status, 200);
        QCOMPARE(bare.body, kEmpty);
    }

    void itIsReadOnly_data()
    {
        QTest::addColumn<QByteArray>("method");
        for (const char *method : { "POST", "DELETE", "PUT", "PATCH" })
            QTest::newRow(method) << QByteArray(method);
    }
    void itIsReadOnly()
    {
        QFETCH(QByteArray, method);
        ServedBattle served;
        QVERIFY(served.isValid());
        served.battle.edit(served.highlanders, QStringLiteral("seen"), true);
        const QString dump = served.battle->canonicalDump();
        const QByteArray fire = actionOf(kFire, served);
        const Reply reply = exchange(served.port, method, oddsPath(served, fire), fire);
        QCOMPARE(reply.status, 405);
        QVERIFY2(reply.head.contains("\r\nallow: get, head"), reply.head.constData());
        QCOMPARE(served.battle->canonicalDump(), dump);
        QVERIFY(served.battle->proposals().all().isEmpty());
    }

    void aWrongTokenIsAPlain404()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        served.battle.edit(served.highlanders, QStringLiteral("seen"), true);
        const QString query = QStringLiteral("/odds.json?fire=")
            + QString::fromLatin1(QUrl::toPercentEncoding(
                QString::fromUtf8(actionOf(kFire, served))));
        // A token of no page, and the table's, which opens no side's page.
        const QStringList pages { QStringLiteral("/side/") + PlayerTokens::generate(),
                                  QStringLiteral("/side/") + served.tokens().table,
                                  QStringLiteral("/table/") + served.tokens().table };
        for (const QString &page : pages) {
            const Reply reply = exchange(served.port, "GET", page + query);
            QCOMPARE(reply.status, 404);
            QCOMPARE(reply.body, QByteArray("Not found\n"));
        }
    }

    void aLongerQueryIsRefused()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        const QString path = served.side(served.frenchSide, QStringLiteral("odds.json")).path()
            + QStringLiteral("?fire=") + QString(5000, QLatin1Char('a'));
        const Reply reply = exchange(served.port, "GET", path);
        QCOMPARE(reply.status, 400);
        QVERIFY2(reply.head.contains("content-type: application/json"), reply.head.constData());
        QVERIFY2(!reply.json().value(QStringLiteral("reason")).toString().isEmpty(),
                 reply.body.constData());
    }

    void aClaimIsSentKeptAndListed()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        served.battle.edit(served.highlanders, QStringLiteral("seen"), true);
        // The form offers the claims in words, and a line for the odds.
        QNetworkAccessManager client;
        const QByteArray html = fetch(client, served.side(served.frenchSide)).body;
        QVERIFY(html.contains("name=\"conditions\" value=\"target-flank\""));
        QVERIFY(html.contains("Fire into the target&#39;s flank")
                || html.contains("Fire into the target's flank"));
        QVERIFY(html.contains("value=\"cover-heavy\" data-exclusive=\"target-cover\""));
        QVERIFY(html.contains("id=\"propose-odds\""));

        const QByteArray fire
            = actionOf(R"({"action": "fire", "firers": [LEGERE], "target": HIGHLANDERS,
                           "range": 3, "conditions": ["target-flank"]})",
                       served);
        const Reply made
            = exchange(served.port, "POST",
                       served.side(served.frenchSide, QStringLiteral("proposals")).path(), fire);
        QCOMPARE(made.status, 201);
        const QList<ProposalRecord> stored
            = served.battle->proposals().ofSide(QStringLiteral("French"));
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored.first().action.value(QStringLiteral("conditions")).toArray(),
                 QJsonArray({ QStringLiteral("target-flank") }));
        const QByteArray listed
            = fetch(client, served.side(served.frenchSide, QStringLiteral("proposals.json"))).body;
        QVERIFY2(listed.contains("claiming: Fire into the target's flank"), listed.constData());
    }
};

ADC_TEST_GUILESS_MAIN(ProposalOddsTest)
#include "tst_proposalodds.moc"
