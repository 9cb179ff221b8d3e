// A side's proposals through its page (docs/server.md, Proposals): POST
// .../proposals stores one and answers 201 {"proposal": N}; each refusal has
// its status and its reason (415 not JSON, 403 another site, 413 too large,
// 429 too many, 400 malformed, 422 refused, 503 a battle that cannot be
// written); a wrong token is a plain 404 that counts as a guess; every
// other method and path answers as before; DELETE .../proposals/N
// withdraws; proposals.json lists each state in words; the table display
// counts those waiting, and the live pages hear of them.
#include "core/proposals/proposalrecord.h"
#include "db/battle/proposaldesk.h"
#include "serve/servefixture.h"
#include "serve/server/proposalrate.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

const QByteArray kJson = "Content-Type: application/json\r\n";

struct RouteReply
{
    int status = 0;
    QByteArray head; // in lower case
    QByteArray body;
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    QString reason() const { return json().value(QStringLiteral("reason")).toString(); }
};

QByteArray requestOf(const QByteArray &method, const QString &path, const QByteArray &headers,
                     const QByteArray &body, quint16 port, bool close = true)
{
    QByteArray request = method + ' ' + path.toLatin1() + " HTTP/1.1\r\nHost: 127.0.0.1:"
        + QByteArray::number(port) + "\r\n" + (close ? "Connection: close\r\n" : "") + headers;
    if (!body.isEmpty() || method == "POST")
        request += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    return request + "\r\n" + body;
}

// The answer; status 0, and the test failed, when none comes.
RouteReply exchange(quint16 port, const QByteArray &request,
                    const QHostAddress &from = QHostAddress())
{
    RawClient raw(port, request, from);
    if (!QTest::qWaitFor([&] { return raw.done(); }, 15000)) {
        ADC_FAIL(QStringLiteral("no answer to ") + QString::fromUtf8(request.left(80)));
        return {};
    }
    const qsizetype end = raw.received.indexOf("\r\n\r\n");
    return { raw.status(), raw.received.left(end).toLower(), raw.received.mid(end + 4) };
}

// An action's JSON with LEGERE, LIGNE and HIGHLANDERS standing for the ids.
QByteArray routeActionOf(QString json, const ServedBattle &served)
{
    json.replace(QStringLiteral("LEGERE"), QString::number(served.legere));
    json.replace(QStringLiteral("LIGNE"), QString::number(served.ligne));
    json.replace(QStringLiteral("HIGHLANDERS"), QString::number(served.highlanders));
    return json.toUtf8();
}

QByteArray routeActionOf(const char *json, const ServedBattle &served)
{
    return routeActionOf(QString::fromUtf8(json), served);
}

RouteReply propose(const ServedBattle &served, qint64 side, const QByteArray &body,
                   const QByteArray &headers = kJson)
{
    return exchange(served.port,
                    requestOf("POST", served.side(side, QStringLiteral("proposals")).path(),
                              headers, body, served.port));
}

RouteReply withdraw(const ServedBattle &served, qint64 side, const QString &number,
                    const QByteArray &headers = QByteArray())
{
    return exchange(served.port,
                    requestOf("DELETE",
                              served.side(side, QStringLiteral("proposals/") + number).path(),
                              headers, QByteArray(), served.port));
}

QJsonObject listedAs(const ServedBattle &served, int number)
{
    QNetworkAccessManager client;
    const HttpAnswer answer
        = fetch(client, served.side(served.frenchSide, QStringLiteral("proposals.json")));
    for (const QJsonValue &value : QJsonDocument::fromJson(answer.body).array()) {
        if (value.toObject().value(QStringLiteral("number")).toInt() == number)
            return value.toObject();
    }
    return {};
}

qint64 idOf(const ServedBattle &served, int number)
{
    for (const ProposalRecord &proposal :
         served.battle->proposals().ofSide(QStringLiteral("French"))) {
        if (proposal.number == number)
            return proposal.id;
    }
    return 0;
}

// Whether the action is done; if not, the test failed.
bool apply(ServedBattle &served, const QByteArray &json)
{
    const ActionOutcome done = served.battle->apply(QJsonDocument::fromJson(json).object());
    if (!done.ok())
        ADC_FAIL(QString::fromUtf8(json) + QStringLiteral(": ") + done.error());
    return done.ok();
}

const char *const kRouteFire
    = R"({"action": "fire", "firers": [LEGERE], "target": HIGHLANDERS, "range": 3, "die": 5})";
const char *const kMove = R"({"action": "move", "unit": LIGNE, "to": "woods"})";

} // namespace

class ProposalRoutesTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aProposalIsStoredAndHeardAndNothingElseChanges()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        served.battle.edit(served.highlanders, QStringLiteral("seen"), true);
        const QList<UnitRecord> before = served.battle->units();
        const PlayerTokens tokens = served.tokens();
        const QByteArray events = "/events HTTP/1.1\r\nHost: x\r\n\r\n";
        RawClient page(served.port,
                       "GET /side/" + tokens.sides.value(served.frenchSide).toLatin1() + events);
        RawClient table(served.port, "GET /table/" + tokens.table.toLatin1() + events);
        QTRY_VERIFY_WITH_TIMEOUT(
            page.received.contains("retry:") && table.received.contains("retry:"), 10000);

        const RouteReply fire
            = propose(served, served.frenchSide, routeActionOf(kRouteFire, served));
        QCOMPARE(fire.status, 201);
        QVERIFY2(fire.head.contains("content-type: application/json"), fire.head.constData());
        QCOMPARE(fire.json(), QJsonObject({ { QStringLiteral("proposal"), 1 } }));
        const RouteReply move = propose(served, served.frenchSide, routeActionOf(kMove, served),
                                        "Content-Type: application/json; charset=utf-8\r\n");
        QCOMPARE(move.json(), QJsonObject({ { QStringLiteral("proposal"), 2 } }));
        QVERIFY(served.battle->units() == before);
        const QList<ProposalRecord> stored
            = served.battle->proposals().ofSide(QStringLiteral("French"));
        QCOMPARE(stored.size(), 2);
        QVERIFY(stored.first().stored == ProposalRecord::Stored::Waiting);
        QVERIFY(served.battle->proposals().ofSide(QStringLiteral("Anglo-Allied")).isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(
            page.received.contains("data:") && table.received.contains("data:"), 10000);

        // The page carries the form, outside the part that refreshes itself.
        QNetworkAccessManager client;
        const QByteArray html = fetch(client, served.side(served.frenchSide)).body;
        QVERIFY(html.indexOf("id=\"propose-form\"") > html.indexOf("</main>"));
        // The table counts them and tells nothing of them.
        const QByteArray shown = fetch(client, served.table()).body;
        QVERIFY2(shown.contains("2 proposal") && shown.contains("waiting for the umpire"),
                 shown.constData());
        // The unit's name, not "61e" alone: the page's token is hex and may hold it.
        QVERIFY2(!shown.contains("Move of") && !shown.contains("61e Ligne"), shown.constData());
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("headers");
        QTest::addColumn<QString>("body");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("reason");
        const QString fire = QString::fromUtf8(kRouteFire);
        const QString json = QStringLiteral("application/json");
        const QString ownPage = QStringLiteral("own page");
        const QString notTarget = QStringLiteral("no such target");
        QTest::newRow("plain text")
            << QByteArray("Content-Type: text/plain\r\n") << fire << 415 << json;
        QTest::newRow("no type") << QByteArray() << fire << 415 << json;
        QTest::newRow("a form") << QByteArray("Content-Type: application/x-www-form-urlencoded\r\n")
                                << fire << 415 << json;
        QTest::newRow("another site")
            << QByteArray(kJson + "Origin: http://example.com\r\n") << fire << 403 << ownPage;
        QTest::newRow("no origin")
            << QByteArray(kJson + "Origin: null\r\n") << fire << 403 << ownPage;
        QTest::newRow("another scheme")
            << QByteArray(kJson + "Origin: https://127.0.0.1:PORT\r\n") << fire << 403 << ownPage;
        QTest::newRow("its own page")
            << QByteArray(kJson + "Origin: http://127.0.0.1:PORT\r\n") << fire << 201 << QString();
        QTest::newRow("over 4 KiB") << kJson
                                    << QStringLiteral(R"({"action": "fire", "pad": "%1"})")
                                           .arg(QString(5000, QLatin1Char('x')))
                                    << 413 << QStringLiteral("4096");
        QTest::newRow("not an object")
            << kJson << QStringLiteral("[1]") << 400 << QStringLiteral("one JSON object");
        QTest::newRow("not JSON") << kJson << QStringLiteral("{") << 400
                                  << QStringLiteral("one JSON object");
        QTest::newRow("not a proposal") << kJson << QStringLiteral(R"({"action": "end-turn"})")
                                        << 400 << QStringLiteral("a fire, a charge or a move");
        QTest::newRow("the umpire's field")
            << kJson
            << QStringLiteral(R"({"action": "fire", "firers": [LEGERE], "target": HIGHLANDERS,
                                  "range": 3, "without": ["cover-light"]})")
            << 400 << QStringLiteral("only the umpire");
        QTest::newRow("another side's unit")
            << kJson << QStringLiteral(R"({"action": "move", "unit": HIGHLANDERS, "to": "woods"})")
            << 422 << QStringLiteral("is not one of your units");
        QTest::newRow("no such unit")
            << kJson
            << QStringLiteral(
                   R"({"action": "fire", "firers": [LEGERE], "target": 999999, "range": 3})")
            << 422 << notTarget;
        QTest::newRow("its own unit")
            << kJson
            << QStringLiteral(
                   R"({"action": "fire", "firers": [LEGERE], "target": LIGNE, "range": 3})")
            << 422 << notTarget;
    }
    void refusals()
    {
        QFETCH(QByteArray, headers);
        QFETCH(QString, body);
        QFETCH(int, status);
        QFETCH(QString, reason);
        ServedBattle served;
        QVERIFY(served.isValid());
        served.battle.edit(served.highlanders, QStringLiteral("seen"), true);
        headers.replace("PORT", QByteArray::number(served.port));
        const RouteReply reply
            = propose(served, served.frenchSide, routeActionOf(body, served), headers);
        QCOMPARE(reply.status, status);
        QVERIFY2(reply.head.contains("content-type: application/json"), reply.head.constData());
        const int kept
            = static_cast<int>(served.battle->proposals().ofSide(QStringLiteral("French")).size());
        QCOMPARE(kept, status == 201 ? 1 : 0);
        if (status != 201)
            QVERIFY2(reply.reason().contains(reason), reply.body.constData());
        // The same words for a unit that is not there and one it may not target.
        if (reason == QStringLiteral("no such target"))
            QCOMPARE(reply.reason(), reason);
    }

    void theRateIsPerTokenAndClientAddress()
    {
        ServerLimits limits;
        QCOMPARE(limits.proposalsPerSecond, 2);
        QCOMPARE(limits.maxProposalBytes, 4096);
        const QHostAddress phone(QStringLiteral("127.0.0.1"));
        const QHostAddress other(QStringLiteral("127.0.0.2"));
        ProposalRate rate(limits);
        QVERIFY(rate.take(QStringLiteral("a"), phone));
        QVERIFY(rate.take(QStringLiteral("a"), phone));
        QVERIFY(!rate.take(QStringLiteral("a"), phone));
        QVERIFY(rate.take(QStringLiteral("a"), other));
        QVERIFY(rate.take(QStringLiteral("b"), phone));
        // Taken again once the second is over: asked of a copy until then,
        // as one taken counts.
        QTRY_VERIFY_WITH_TIMEOUT(ProposalRate(rate).take(QStringLiteral("a"), phone), 10000);
        QVERIFY(rate.take(QStringLiteral("a"), phone));
    }

    void tooManyAtOnceAre429()
    {
        ServerLimits limits;
        limits.proposalsPerSecond = 1; // adc serve --proposal-rate 1
        ServedBattle served(limits);
        QVERIFY(served.isValid());
        const QString at = served.side(served.frenchSide, QStringLiteral("proposals")).path();
        RawClient raw(served.port,
                      requestOf("POST", at, kJson, "{}", served.port, false)
                          + requestOf("POST", at, kJson, "{}", served.port));
        QTRY_VERIFY_WITH_TIMEOUT(raw.closed, 10000);
        QList<QByteArray> statuses;
        for (const QByteArray &line : raw.statusLines())
            statuses << line.mid(9, 3);
        QCOMPARE(statuses, QList<QByteArray>({ "400", "429" }));
        QVERIFY2(raw.received.contains("Retry-After: 1\r\n"), raw.received.constData());
        QVERIFY(raw.received.contains("too many proposals"));
        // Another phone on the same page, and the other side's page, are not held.
        const QHostAddress phone(QStringLiteral("127.0.0.2"));
        QCOMPARE(
            exchange(served.port, requestOf("POST", at, kJson, "{}", served.port), phone).status,
            400);
        QCOMPARE(propose(served, served.alliedSide, "{}").status, 400);
    }

    void aWrongTokenIsAPlain404AndCountsAsAGuess()
    {
        ServerLimits limits;
        limits.wrongTokensFree = 1;
        limits.wrongTokenDelayMs = 400;
        ServedBattle served(limits);
        QVERIFY(served.isValid());
        served.battle.edit(served.highlanders, QStringLiteral("seen"), true);
        const QString wrong = QStringLiteral("/side/") + PlayerTokens::generate();
        const RouteReply first
            = exchange(served.port,
                       requestOf("POST", wrong + QStringLiteral("/proposals"), kJson,
                                 routeActionOf(kRouteFire, served), served.port));
        QCOMPARE(first.status, 404);
        QCOMPARE(first.body, QByteArray("Not found\n"));
        QElapsedTimer clock;
        clock.start();
        const RouteReply second
            = exchange(served.port,
                       requestOf("DELETE", wrong + QStringLiteral("/proposals/1"), QByteArray(),
                                 QByteArray(), served.port));
        QCOMPARE(second.status, 404);
        QVERIFY2(clock.elapsed() >= limits.wrongTokenDelayMs,
                 qPrintable(QString::number(clock.elapsed())));
        // The table's token opens no side's proposals.
        const RouteReply table
            = exchange(served.port,
                       requestOf("POST",
                                 QStringLiteral("/side/") + served.tokens().table
                                     + QStringLiteral("/proposals"),
                                 kJson, routeActionOf(kRouteFire, served), served.port));
        QCOMPARE(table.status, 404);
        QVERIFY(served.battle->proposals().all().isEmpty());
    }

    void otherMethodsAndPathsAnswerAsBefore_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QString>("path"); // SIDE and TABLE stand for the pages
        QTest::addColumn<int>("status");
        const struct
        {
            const char *method;
            const char *path;
            int status;
        } rows[] = { { "PUT", "SIDE/proposals", 405 },
                     { "PATCH", "SIDE/proposals/1", 405 },
                     { "OPTIONS", "SIDE/proposals", 405 },
                     { "DELETE", "SIDE/proposals", 405 },
                     { "POST", "SIDE/proposals/1", 405 },
                     { "POST", "SIDE/units.json", 405 },
                     { "POST", "SIDE", 405 },
                     { "POST", "TABLE/proposals", 405 },
                     { "DELETE", "TABLE/proposals/1", 405 },
                     { "GET", "SIDE/proposals", 404 },
                     { "GET", "SIDE/proposals/1", 404 } };
        for (const auto &row : rows)
            QTest::addRow("%s %s", row.method, row.path)
                << QByteArray(row.method) << QString::fromLatin1(row.path) << row.status;
    }
    void otherMethodsAndPathsAnswerAsBefore()
    {
        QFETCH(QByteArray, method);
        QFETCH(QString, path);
        QFETCH(int, status);
        ServedBattle served;
        QVERIFY(served.isValid());
        served.battle.edit(served.highlanders, QStringLiteral("seen"), true);
        const PlayerTokens tokens = served.tokens();
        path.replace(QStringLiteral("SIDE"),
                     QStringLiteral("/side/") + tokens.sides.value(served.frenchSide));
        path.replace(QStringLiteral("TABLE"), QStringLiteral("/table/") + tokens.table);
        const QString dump = served.battle->canonicalDump();
        const QByteArray body = method == "GET" ? QByteArray() : routeActionOf(kRouteFire, served);
        const RouteReply reply
            = exchange(served.port, requestOf(method, path, kJson, body, served.port));
        QCOMPARE(reply.status, status);
        if (status == 405)
            QVERIFY2(reply.head.contains("\r\nallow: get, head"), reply.head.constData());
        QCOMPARE(served.battle->canonicalDump(), dump);
        QVERIFY(served.battle->proposals().all().isEmpty());
    }

    void aWaitingProposalIsWithdrawnByItsSideOnly()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        served.battle.edit(served.highlanders, QStringLiteral("seen"), true);
        QCOMPARE(propose(served, served.frenchSide, routeActionOf(kRouteFire, served)).status, 201);
        const QString one = QStringLiteral("1");
        QCOMPARE(withdraw(served, served.frenchSide, one, "Origin: http://example.com\r\n").status,
                 403);
        const RouteReply allied = withdraw(served, served.alliedSide, one);
        QCOMPARE(allied.status, 422);
        QCOMPARE(allied.reason(), QStringLiteral("no proposal No. 1"));
        QCOMPARE(listedAs(served, 1).value(QStringLiteral("state")).toString(),
                 QStringLiteral("waiting"));

        const RouteReply done = withdraw(served, served.frenchSide, one);
        QCOMPARE(done.status, 200);
        QCOMPARE(done.json(), QJsonObject({ { QStringLiteral("ok"), true } }));
        const QJsonObject listed = listedAs(served, 1);
        QCOMPARE(listed.value(QStringLiteral("state")).toString(), QStringLiteral("withdrawn"));
        QCOMPARE(listed.value(QStringLiteral("state_text")).toString(),
                 QStringLiteral("withdrawn"));
        const RouteReply again = withdraw(served, served.frenchSide, one);
        QCOMPARE(again.status, 422);
        QVERIFY2(again.reason().contains(QStringLiteral("no longer waiting")),
                 again.body.constData());
        QCOMPARE(withdraw(served, served.frenchSide, QStringLiteral("7")).status, 422);
        QCOMPARE(withdraw(served, served.frenchSide, QStringLiteral("first")).status, 400);
        // Its unit may be proposed again.
        QCOMPARE(propose(served, served.frenchSide, routeActionOf(kRouteFire, served)).json(),
                 QJsonObject({ { QStringLiteral("proposal"), 2 } }));
    }

    void eachStateIsListedInWords()
    {
        // Seven proposals in a row from one page: more than the default rate.
        ServerLimits limits;
        limits.proposalsPerSecond = 100;
        ServedBattle served(limits);
        QVERIFY(served.isValid());
        served.battle.edit(served.highlanders, QStringLiteral("seen"), true);
        const auto accept = [&](int number) {
            QVERIFY(apply(served,
                          "{\"action\": \"accept\", \"proposal\": "
                              + QByteArray::number(idOf(served, number)) + '}'));
        };
        QCOMPARE(propose(served, served.frenchSide, routeActionOf(kRouteFire, served)).status, 201);
        accept(1);
        QVERIFY(apply(served, R"({"action": "undo"})"));
        QCOMPARE(propose(served, served.frenchSide, routeActionOf(kRouteFire, served)).status, 201);
        accept(2);
        QCOMPARE(propose(served, served.frenchSide, routeActionOf(kMove, served)).status, 201);
        QVERIFY(apply(served,
                      "{\"action\": \"decline\", \"proposal\": "
                          + QByteArray::number(idOf(served, 3)) + ", \"reason\": \"Not yet\"}"));
        QCOMPARE(propose(served, served.frenchSide, routeActionOf(kMove, served)).status, 201);
        QCOMPARE(withdraw(served, served.frenchSide, QStringLiteral("4")).status, 200);
        QCOMPARE(propose(served, served.frenchSide, routeActionOf(kMove, served)).status, 201);
        QVERIFY(apply(served, R"({"action": "end-segment"})"));
        QCOMPARE(propose(served, served.frenchSide, routeActionOf(kMove, served)).status, 201);
        QCOMPARE(
            propose(served, served.frenchSide,
                    routeActionOf(R"({"action": "fire", "firers": [LEGERE], "target": HIGHLANDERS,
                                     "range": 3})",
                                  served))
                .status,
            201);

        const QList<std::pair<QString, QString>> states {
            { QStringLiteral("taken-back"), QStringLiteral("taken back by the umpire") },
            { QStringLiteral("applied"), QStringLiteral("applied") },
            { QStringLiteral("declined"), QStringLiteral("declined") },
            { QStringLiteral("withdrawn"), QStringLiteral("withdrawn") },
            { QStringLiteral("lapsed"), QStringLiteral("lapsed at the end of its segment") },
            { QStringLiteral("waiting"), QStringLiteral("waiting for the umpire") },
            { QStringLiteral("waiting"), QStringLiteral("waiting for the umpire") },
        };
        for (int number = 1; number <= states.size(); ++number) {
            const QJsonObject listed = listedAs(served, number);
            const QByteArray shown = QJsonDocument(listed).toJson();
            QCOMPARE(listed.value(QStringLiteral("state")).toString(), states.at(number - 1).first);
            QCOMPARE(listed.value(QStringLiteral("state_text")).toString(),
                     states.at(number - 1).second);
            // The umpire's handle counts the other side's proposals too.
            QVERIFY2(!listed.contains(QStringLiteral("id")), shown.constData());
        }
        const QJsonObject applied = listedAs(served, 2);
        QVERIFY(applied.value(QStringLiteral("log_id")).toInteger() > 0);
        QVERIFY2(
            applied.value(QStringLiteral("result")).toString().contains(QStringLiteral("fired at")),
            QJsonDocument(applied).toJson().constData());
        QCOMPARE(applied.value(QStringLiteral("text")).toString(),
                 QStringLiteral("Fire by 2e Léger at 1/42nd Highlanders, 3\", die 5"));
        QVERIFY(listedAs(served, 1).contains(QStringLiteral("log_id")));
        QVERIFY(!listedAs(served, 1).contains(QStringLiteral("result")));
        QCOMPARE(listedAs(served, 3).value(QStringLiteral("reason")).toString(),
                 QStringLiteral("Not yet"));
        // A name is joined, never read as a placeholder.
        QCOMPARE(listedAs(served, 6).value(QStringLiteral("text")).toString(),
                 QStringLiteral("Move of <b>61e Ligne</b> %1 to woods"));
        const QJsonObject fire = listedAs(served, 7);
        QVERIFY2(!fire.value(QStringLiteral("odds")).toArray().isEmpty(),
                 QJsonDocument(fire).toJson().constData());
        QVERIFY(fire.value(QStringLiteral("odds_text"))
                    .toString()
                    .startsWith(QStringLiteral("Odds as proposed")));
    }

    void aBattleThatCannotBeWrittenAnswers503()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        served.battle.edit(served.highlanders, QStringLiteral("seen"), true);
        Result<std::unique_ptr<Battle>> opened
            = Battle::open(served.battle.path, Battle::OpenMode::ReadOnly);
        QVERIFY2(opened.ok(), qPrintable(opened.error()));
        PlayersServer server(**opened);
        const Result<quint16> port = server.start(QHostAddress::LocalHost);
        QVERIFY(port.ok());
        const QString at = served.side(served.frenchSide, QStringLiteral("proposals")).path();
        const RouteReply reply = exchange(
            *port, requestOf("POST", at, kJson, routeActionOf(kRouteFire, served), *port));
        QCOMPARE(reply.status, 503);
        QVERIFY(!reply.reason().isEmpty());
        // Nothing of the file's own words (its path) reaches the page.
        QVERIFY(!reply.body.contains(served.battle.path.toUtf8()));
        QVERIFY(served.battle->proposals().all().isEmpty());
    }
};

ADC_TEST_GUILESS_MAIN(ProposalRoutesTest)
#include "tst_proposalroutes.moc"
