// Proposals tell a side nothing of a unit hidden from it: with an
// Anglo-Allied battalion hidden (and marked seen, which a hidden unit never
// is), every route of the players' view, read and written with the French
// token, the table's, the Allied token and a wrong one, in English and in
// French, answers nothing that names the battalion or gives its id, in the
// pages, the JSON, the proposals' lists, the refusals and the live events.
// A proposal that targets it is answered exactly as one that targets a
// unit that is not there: "no such target"; one that would have it act,
// as one that names a unit that is not there. The Allies, whose battalion
// it is, read its name, so the words looked for are there to be found.
#include "core/proposals/proposalrecord.h"
#include "db/battle/proposaldesk.h"
#include "serve/servefixture.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>
#include <memory>
#include <vector>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

// Where an answer gives a unit's id.
const char *const kIdKeys[]
    = { "id", "unit", "units", "target", "defender", "charger", "also", "firers", "ids" };
constexpr qint64 kAbsentUnit = 999999;

struct WalkReply
{
    int status = 0;
    QByteArray body;
};

WalkReply walkExchange(quint16 port, const QByteArray &method, const QString &path,
                       const QByteArray &language, const QByteArray &body)
{
    QByteArray request = method + ' ' + path.toLatin1() + " HTTP/1.1\r\nHost: 127.0.0.1:"
        + QByteArray::number(port) + "\r\nConnection: close\r\nAccept-Language: " + language
        + "\r\nContent-Type: application/json\r\n";
    if (!body.isEmpty())
        request += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    RawClient raw(port, request + "\r\n" + body);
    if (!QTest::qWaitFor([&] { return raw.done(); }, 20000)) {
        ADC_FAIL(QStringLiteral("no answer to %1 %2").arg(QString::fromLatin1(method), path));
        return {};
    }
    return { raw.status(), raw.received };
}

// Whether any id-giving key of the JSON holds `id`, however deep.
bool givesId(const QJsonValue &value, qint64 id, bool idKey = false)
{
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray()) {
            if (givesId(item, id, idKey))
                return true;
        }
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            bool key = false;
            for (const char *name : kIdKeys)
                key = key || it.key() == QLatin1String(name);
            if (givesId(it.value(), id, key))
                return true;
        }
    } else if (idKey && value.isDouble()) {
        return value.toInteger() == id;
    }
    return false;
}

QByteArray bodyOf(const QByteArray &received)
{
    const qsizetype end = received.indexOf("\r\n\r\n");
    return end < 0 ? QByteArray() : received.mid(end + 4);
}

} // namespace

class ProposalWalkTest : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<ServedBattle> m_served;
    qint64 m_rifles = 0;

    QByteArray action(const char *json) const
    {
        QString text = QString::fromUtf8(json);
        text.replace(QStringLiteral("LEGERE"), QString::number(m_served->legere));
        text.replace(QStringLiteral("LIGNE"), QString::number(m_served->ligne));
        text.replace(QStringLiteral("HIDDEN"), QString::number(m_served->highlanders));
        text.replace(QStringLiteral("RIFLES"), QString::number(m_rifles));
        text.replace(QStringLiteral("ABSENT"), QString::number(kAbsentUnit));
        return text.toUtf8();
    }
    WalkReply post(const QString &page, const QByteArray &body, const QByteArray &language = "en")
    {
        return walkExchange(m_served->port, "POST", page + QStringLiteral("/proposals"), language,
                            body);
    }
    // What a reader must not find in `received` (a whole answer, or a stream).
    void checkHidden(const QString &where, const QByteArray &received)
    {
        const QByteArray body = bodyOf(received);
        for (const char *word : { "Highlanders", "Pack" })
            QVERIFY2(!received.contains(word),
                     qPrintable(where + QStringLiteral(": ") + QString::fromUtf8(received)));
        const QByteArray hidden = QByteArray::number(m_served->highlanders);
        for (const char *attribute : { "data-unit=\"", "data-enemy=\"" })
            QVERIFY2(!body.contains(attribute + hidden + '"'), qPrintable(where));
        const QJsonDocument json = QJsonDocument::fromJson(body);
        const QJsonValue value
            = json.isArray() ? QJsonValue(json.array()) : QJsonValue(json.object());
        QVERIFY2(!givesId(value, m_served->highlanders),
                 qPrintable(where + QStringLiteral(": ") + QString::fromUtf8(body)));
    }

private Q_SLOTS:
    void init()
    {
        // Wrong tokens answered at once, and proposals as fast as they
        // come: the walk reads every route, slowing and rates aside.
        ServerLimits limits;
        limits.wrongTokenDelayMs = 0;
        limits.proposalsPerSecond = 100;
        m_served = std::make_unique<ServedBattle>(limits);
        QVERIFY(m_served->isValid());
        m_rifles = m_served->battle.add(infantry(QStringLiteral("2/95th Rifles"),
                                                 QStringLiteral("Anglo-Allied"),
                                                 QStringLiteral("Kempt")));
        m_served->battle.edit(m_rifles, QStringLiteral("seen"), true);
        m_served->battle.edit(m_served->highlanders, QStringLiteral("hidden"), true);
        m_served->battle.edit(m_served->highlanders, QStringLiteral("seen"), true);
    }
    void cleanup() { m_served.reset(); }

    void aHiddenTargetIsNoSuchTarget_data()
    {
        QTest::addColumn<QByteArray>("hidden");
        QTest::addColumn<QByteArray>("absent");
        QTest::newRow("fire at it")
            << QByteArray(R"({"action": "fire", "firers": [LEGERE], "target": HIDDEN,
                             "range": 3})")
            << QByteArray(R"({"action": "fire", "firers": [LEGERE], "target": ABSENT,
                             "range": 3})");
        QTest::newRow("pooled fire at it")
            << QByteArray(R"({"action": "fire", "firers": [LEGERE, LIGNE], "target": HIDDEN,
                             "range": 4, "die": 6})")
            << QByteArray(R"({"action": "fire", "firers": [LEGERE, LIGNE], "target": ABSENT,
                             "range": 4, "die": 6})");
        QTest::newRow("charge it")
            << QByteArray(R"({"action": "charge", "charger": LEGERE, "defender": HIDDEN})")
            << QByteArray(R"({"action": "charge", "charger": LEGERE, "defender": ABSENT})");
    }
    void aHiddenTargetIsNoSuchTarget()
    {
        QFETCH(QByteArray, hidden);
        QFETCH(QByteArray, absent);
        const QString french
            = QStringLiteral("/side/") + m_served->tokens().sides.value(m_served->frenchSide);
        for (const QByteArray &language : { QByteArrayLiteral("en"), QByteArrayLiteral("fr") }) {
            const WalkReply atHidden = post(french, action(hidden.constData()), language);
            const WalkReply atAbsent = post(french, action(absent.constData()), language);
            QCOMPARE(atHidden.status, 422);
            QCOMPARE(bodyOf(atHidden.body), bodyOf(atAbsent.body));
            if (language == "en")
                QCOMPARE(QJsonDocument::fromJson(bodyOf(atHidden.body))
                             .object()
                             .value(QStringLiteral("reason"))
                             .toString(),
                         QStringLiteral("no such target"));
            checkHidden(QStringLiteral("POST at it"), atHidden.body);
        }
        QVERIFY(m_served->battle->proposals().all().isEmpty());
    }

    // A hidden unit named as one of the side's own is refused as a unit
    // that is not there: the same words, but for the number the page sent.
    void aHiddenActorIsAsAnAbsentOne_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("fire by it")
            << QByteArray(R"({"action": "fire", "firers": [ID], "target": RIFLES, "range": 3})");
        QTest::newRow("pooled with it") << QByteArray(
            R"({"action": "fire", "firers": [LEGERE, ID], "target": RIFLES, "range": 3})");
        QTest::newRow("charge with it")
            << QByteArray(R"({"action": "charge", "charger": LEGERE, "also": [ID],
                             "defender": RIFLES})");
        QTest::newRow("move it") << QByteArray(R"({"action": "move", "unit": ID, "to": "woods"})");
    }
    void aHiddenActorIsAsAnAbsentOne()
    {
        QFETCH(QByteArray, json);
        const QString french
            = QStringLiteral("/side/") + m_served->tokens().sides.value(m_served->frenchSide);
        QByteArray hidden = json;
        QByteArray absent = json;
        hidden.replace("ID", "HIDDEN");
        absent.replace("ID", "ABSENT");
        const WalkReply byHidden = post(french, action(hidden.constData()));
        const WalkReply byAbsent = post(french, action(absent.constData()));
        QCOMPARE(byHidden.status, 422);
        QCOMPARE(byAbsent.status, 422);
        QByteArray said = bodyOf(byHidden.body);
        said.replace(QByteArray::number(m_served->highlanders), QByteArray::number(kAbsentUnit));
        QCOMPARE(said, bodyOf(byAbsent.body));
        QVERIFY(!byHidden.body.contains("Highlanders"));
        QVERIFY(m_served->battle->proposals().all().isEmpty());
    }

    void everyRouteWithEveryToken()
    {
        const PlayerTokens tokens = m_served->tokens();
        const QString french = QStringLiteral("/side/") + tokens.sides.value(m_served->frenchSide);
        const QString allied = QStringLiteral("/side/") + tokens.sides.value(m_served->alliedSide);
        const QString table = QStringLiteral("/table/") + tokens.table;
        const QString wrong = QStringLiteral("/side/") + PlayerTokens::generate();
        const QStringList readers { french, table, wrong };
        // The live pages, open before anything is proposed.
        std::vector<std::unique_ptr<RawClient>> streams;
        for (const QString &reader : QStringList { french, table })
            streams.push_back(std::make_unique<RawClient>(
                m_served->port,
                "GET " + reader.toLatin1() + "/events HTTP/1.1\r\nHost: x\r\n\r\n"));
        QTRY_VERIFY_WITH_TIMEOUT(streams.front()->received.contains("retry:")
                                     && streams.back()->received.contains("retry:"),
                                 10000);

        // Proposals of both sides: the French at the battalion they see, the
        // Allies with their hidden battalion.
        QCOMPARE(post(french, action(R"({"action": "fire", "firers": [LEGERE], "target": RIFLES,
                                        "range": 3})"))
                     .status,
                 201);
        QCOMPARE(
            post(allied, action(R"({"action": "move", "unit": HIDDEN, "to": "woods"})")).status,
            201);
        QCOMPARE(post(allied, action(R"({"action": "fire", "firers": [RIFLES], "target": LIGNE,
                                        "range": 3})"))
                     .status,
                 422); // the Allies do not see the 61e
        QTRY_VERIFY_WITH_TIMEOUT(streams.front()->received.contains("data:"), 10000);
        // The table counts every side's proposals and names none.
        QNetworkAccessManager client;
        const QByteArray shown = fetch(client, m_served->table()).body;
        QVERIFY2(shown.contains("2 proposal"), shown.constData());

        // The odds of a fire as the form would send it: at the hidden
        // battalion, and at the one the French see.
        const auto oddsOf = [&](const char *json) {
            return QStringLiteral("odds.json?fire=")
                + QString::fromLatin1(QUrl::toPercentEncoding(QString::fromUtf8(action(json))));
        };
        const QString oddsAtHidden
            = oddsOf(R"({"action": "fire", "firers": [LEGERE], "target": HIDDEN, "range": 3})");
        const QList<std::pair<QByteArray, QString>> routes {
            { "GET", QString() },
            { "HEAD", QString() },
            { "GET", QStringLiteral("units.json") },
            { "GET", QStringLiteral("enemies.json") },
            { "GET", QStringLiteral("rolls.json") },
            { "GET", QStringLiteral("proposals.json") },
            { "HEAD", QStringLiteral("proposals.json") },
            { "GET", oddsAtHidden },
            { "HEAD", oddsAtHidden },
            { "GET",
              oddsOf(R"({"action": "fire", "firers": [LEGERE], "target": RIFLES, "range": 3})") },
            { "GET",
              oddsOf(R"({"action": "fire", "firers": [HIDDEN], "target": LIGNE, "range": 3})") },
            { "POST", QStringLiteral("odds.json") },
            { "GET", QStringLiteral("players.js") },
            { "GET", QStringLiteral("players.css") },
            { "GET", QStringLiteral("nothing.json") },
            { "GET", QStringLiteral("proposals") },
            { "POST", QStringLiteral("proposals") },
            { "POST", QStringLiteral("units.json") },
            { "PUT", QStringLiteral("proposals") },
            { "DELETE", QStringLiteral("proposals/1") },
            { "DELETE", QStringLiteral("proposals/2") },
            { "DELETE", QStringLiteral("proposals/") + QString::number(m_served->highlanders) },
        };
        const QList<QByteArray> languages { "en", "fr" };
        for (const QString &reader : readers) {
            for (const QByteArray &language : languages) {
                for (const auto &[method, file] : routes) {
                    const QByteArray body = method == "POST"
                        ? action(R"({"action": "move", "unit": HIDDEN, "to": "woods"})")
                        : QByteArray();
                    const QString path
                        = reader + (file.isEmpty() ? QString() : QStringLiteral("/") + file);
                    const WalkReply reply
                        = walkExchange(m_served->port, method, path, language, body);
                    checkHidden(QString::fromLatin1(method) + QLatin1Char(' ') + path
                                    + QLatin1Char(' ') + QString::fromLatin1(language),
                                reply.body);
                    if (QTest::currentTestFailed())
                        return;
                }
            }
        }
        for (const auto &stream : streams)
            checkHidden(QStringLiteral("events"), stream->received);

        // Nothing the French proposed names it.
        for (const ProposalRecord &proposal :
             m_served->battle->proposals().ofSide(QStringLiteral("French")))
            QVERIFY(!givesId(proposal.action, m_served->highlanders));
        // Its own side reads it in its proposals.
        const QByteArray own
            = fetch(client, m_served->side(m_served->alliedSide, QStringLiteral("proposals.json")))
                  .body;
        QVERIFY2(own.contains("Highlanders"), own.constData());
    }
};

ADC_TEST_GUILESS_MAIN(ProposalWalkTest)
#include "tst_proposalwalk.moc"
