// What a side may propose (docs/server.md, Proposals), through its page over
// HTTP: of the fire's conditions only the claims its page offers for that
// unit now (an initial volley, which the battle derives, or a claim the
// unit's arm has no use for, is refused with the field named and never
// stored); the page and units.json offer exactly those; a charge's rolls
// only totals its dice can show, checked when posted and again when the
// umpire accepts (a proposal altered in storage is refused, not applied).
#include "core/proposals/proposalclaims.h"
#include "core/proposals/proposalrecord.h"
#include "db/battle/proposaldesk.h"
#include "serve/servefixture.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

struct CheckedReply
{
    int status = 0;
    QJsonObject json;
    QString reason() const { return json.value(QStringLiteral("reason")).toString(); }
};

// The battle's ids in place of LEGERE, BATTERY and HIGHLANDERS.
QByteArray checkedActionOf(const QByteArray &json, const ServedBattle &served, qint64 battery)
{
    QString text = QString::fromUtf8(json);
    text.replace(QStringLiteral("LEGERE"), QString::number(served.legere));
    text.replace(QStringLiteral("BATTERY"), QString::number(battery));
    text.replace(QStringLiteral("HIGHLANDERS"), QString::number(served.highlanders));
    return text.toUtf8();
}

// The French page's POST of `body`; status 0, and the test failed, when
// no answer comes.
CheckedReply postFrench(const ServedBattle &served, const QByteArray &body)
{
    const QByteArray request = "POST "
        + served.side(served.frenchSide, QStringLiteral("proposals")).path().toLatin1()
        + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(served.port)
        + "\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: "
        + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    RawClient raw(served.port, request);
    if (!QTest::qWaitFor([&] { return raw.done(); }, 15000)) {
        ADC_FAIL(QStringLiteral("no answer to ") + QString::fromUtf8(body));
        return {};
    }
    const qsizetype end = raw.received.indexOf("\r\n\r\n");
    return { raw.status(), QJsonDocument::fromJson(raw.received.mid(end + 4)).object() };
}

// The claims units.json offers for a unit.
QStringList claimsListed(const ServedBattle &served, qint64 unit)
{
    QNetworkAccessManager client;
    const HttpAnswer units
        = fetch(client, served.side(served.frenchSide, QStringLiteral("units.json")));
    for (const QJsonValue &value : QJsonDocument::fromJson(units.body).array()) {
        const QJsonObject row = value.toObject();
        if (row.value(QStringLiteral("id")).toInteger() != unit)
            continue;
        QStringList claims;
        for (const QJsonValue &claim : row.value(QStringLiteral("claims")).toArray())
            claims << claim.toString();
        return claims;
    }
    ADC_FAIL(QStringLiteral("unit %1 not in units.json").arg(unit));
    return {};
}

} // namespace

class ProposalChecksTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aClaimThePageDoesNotOfferIsRefusedAndNotStored_data()
    {
        QTest::addColumn<QByteArray>("fire");
        QTest::addColumn<QString>("claim");
        // Derived by the battle from the firer's state: never a claim.
        QTest::newRow("initial volley")
            << QByteArray(R"({"action": "fire", "firers": [LEGERE], "target": HIGHLANDERS,
                              "range": 3, "conditions": ["initial-volley"]})")
            << QStringLiteral("initial volley");
        QTest::newRow("target in smoke, among offered ones")
            << QByteArray(R"({"action": "fire", "firers": [LEGERE], "target": HIGHLANDERS,
                              "range": 3, "conditions": ["cover-light", "target-in-smoke"]})")
            << QStringLiteral("smoke");
        QTest::newRow("a morale the battle knows")
            << QByteArray(R"({"action": "fire", "firers": [LEGERE], "target": HIGHLANDERS,
                              "range": 3, "conditions": ["firer-shaken"]})")
            << QStringLiteral("shaken");
        // Not a condition at all: a few words, not the list of every one.
        QTest::newRow("unknown") << QByteArray(
            R"({"action": "fire", "firers": [LEGERE], "target": HIGHLANDERS,
                              "range": 3, "conditions": ["jarget-flank"]})")
                                 << QStringLiteral("\"jarget-flank\" is not a claim");
        // Offered to infantry; a battery has no use for it.
        QTest::newRow("infantry's claim for guns")
            << QByteArray(R"({"action": "fire", "firers": [BATTERY], "target": HIGHLANDERS,
                              "range": 3, "conditions": ["firer-moved-over-half"]})")
            << QStringLiteral("moved");
    }
    void aClaimThePageDoesNotOfferIsRefusedAndNotStored()
    {
        QFETCH(QByteArray, fire);
        QFETCH(QString, claim);
        ServedBattle served;
        QVERIFY(served.isValid());
        const qint64 guns
            = served.battle.add(battery(QStringLiteral("Batterie Hubert"), QStringLiteral("French"),
                                        QStringLiteral("Gauthier")));
        served.battle.edit(served.highlanders, QStringLiteral("seen"), true);
        const CheckedReply refused = postFrench(served, checkedActionOf(fire, served, guns));
        QCOMPARE(refused.status, 400);
        QVERIFY2(refused.reason().startsWith(QStringLiteral("conditions: ")),
                 qPrintable(refused.reason()));
        QVERIFY2(refused.reason().contains(claim, Qt::CaseInsensitive),
                 qPrintable(refused.reason()));
        QVERIFY2(refused.reason().size() < 120, qPrintable(refused.reason()));
        QVERIFY(served.battle->proposals().all().isEmpty());
        // What the page offers is taken.
        const CheckedReply taken = postFrench(
            served,
            checkedActionOf(R"({"action": "fire", "firers": [LEGERE], "target": HIGHLANDERS,
                                "range": 3, "conditions": ["cover-light", "target-flank",
                                "firer-moved-over-half"]})",
                            served, guns));
        QCOMPARE(taken.status, 201);
        QCOMPARE(served.battle->proposals().all().size(), 1);
    }

    void thePageOffersWhatThePostTakes()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        const qint64 guns
            = served.battle.add(battery(QStringLiteral("Batterie Hubert"), QStringLiteral("French"),
                                        QStringLiteral("Gauthier")));
        const QStringList infantry = claimsListed(served, served.legere);
        const QStringList gunClaims = claimsListed(served, guns);
        QCOMPARE(infantry, ProposalClaims::offered(served.battle.unit(served.legere)));
        QCOMPARE(gunClaims, ProposalClaims::offered(served.battle.unit(guns)));
        QVERIFY(infantry.contains(QStringLiteral("firer-moved-over-half")));
        QVERIFY(!gunClaims.contains(QStringLiteral("firer-moved-over-half")));
        QVERIFY(gunClaims.contains(QStringLiteral("cover-heavy")));
        QNetworkAccessManager client;
        const QByteArray page = fetch(client, served.side(served.frenchSide)).body;
        for (const QString &id : ProposalClaims::all())
            QVERIFY2(page.contains("name=\"conditions\" value=\"" + id.toLatin1() + '"'),
                     qPrintable(id));
        QVERIFY(!page.contains("value=\"initial-volley\""));
        QVERIFY(!page.contains("value=\"target-in-smoke\""));
    }

    void aChargeWithRollsNoDiceShowIsRefusedAndNotStored()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        served.battle.edit(served.highlanders, QStringLiteral("seen"), true);
        const CheckedReply refused = postFrench(
            served,
            checkedActionOf(R"({"action": "charge", "charger": LEGERE, "defender": HIGHLANDERS,
                                "rolls": [99]})",
                            served, 0));
        QVERIFY2(refused.status == 400 || refused.status == 422, qPrintable(refused.reason()));
        QVERIFY2(refused.reason().startsWith(QStringLiteral("rolls: ")),
                 qPrintable(refused.reason()));
        // The defender's dice go unnamed: they would tell its class.
        QVERIFY2(!refused.reason().contains(QStringLiteral("d6")), qPrintable(refused.reason()));
        QVERIFY(served.battle->proposals().all().isEmpty());
        // Totals its dice can show are taken.
        const CheckedReply taken = postFrench(
            served,
            checkedActionOf(R"({"action": "charge", "charger": LEGERE, "defender": HIGHLANDERS,
                                "rolls": [5, 4]})",
                            served, 0));
        QCOMPARE(taken.status, 201);
    }

    void theAcceptChecksTheDiceAgain_data()
    {
        QTest::addColumn<QByteArray>("proposal");
        QTest::addColumn<QByteArray>("altered");
        QTest::newRow("charge") << QByteArray(
            R"({"action": "charge", "charger": LEGERE, "defender": HIGHLANDERS,
                              "rolls": [5, 4]})")
                                << QByteArray(R"({"rolls": [99]})");
        QTest::newRow("fire") << QByteArray(
            R"({"action": "fire", "firers": [LEGERE], "target": HIGHLANDERS,
                              "range": 3, "die": 5})")
                              << QByteArray(R"({"die": 99})");
    }
    void theAcceptChecksTheDiceAgain()
    {
        QFETCH(QByteArray, proposal);
        QFETCH(QByteArray, altered);
        ServedBattle served;
        QVERIFY(served.isValid());
        served.battle.edit(served.highlanders, QStringLiteral("seen"), true);
        QCOMPARE(postFrench(served, checkedActionOf(proposal, served, 0)).status, 201);
        const QList<ProposalRecord> stored = served.battle->proposals().all();
        QCOMPARE(stored.size(), 1);
        // The stored action with a die changed behind the desk's back.
        QJsonObject action = stored.first().action;
        const QJsonObject change = QJsonDocument::fromJson(altered).object();
        for (auto it = change.begin(); it != change.end(); ++it)
            action.insert(it.key(), *it);
        QVERIFY(served.battle.changeOutside(
            QStringLiteral("UPDATE proposals SET action = '%1'")
                .arg(QString::fromUtf8(QJsonDocument(action).toJson(QJsonDocument::Compact)))));
        QCOMPARE(served.battle->proposals().all().first().action, action);
        const QList<UnitRecord> before = served.battle->units();
        const qsizetype logged = served.battle->log().size();
        const ActionOutcome accepted
            = served.battle->apply({ { QStringLiteral("action"), QStringLiteral("accept") },
                                     { QStringLiteral("proposal"), stored.first().id } });
        QVERIFY2(!accepted.ok(), "an altered proposal was applied");
        QVERIFY2(accepted.error().startsWith(change.begin().key() + QStringLiteral(": ")),
                 qPrintable(accepted.error()));
        QCOMPARE(served.battle->units(), before);
        QCOMPARE(served.battle->log().size(), logged);
        const std::optional<ProposalRecord> after
            = served.battle->proposals().find(stored.first().id);
        QVERIFY(after);
        QCOMPARE(after->state(served.battle->clock()), ProposalRecord::State::Waiting);
    }
};

ADC_TEST_GUILESS_MAIN(ProposalChecksTest)
#include "tst_proposalchecks.moc"
