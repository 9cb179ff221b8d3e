// What a side's page shows of the enemy (docs/server.md; EnemySight): a unit
// the umpire marks seen, or one a fire or a charge put in contact with one of
// the side's units until either moves; of it its name, arm, formation, about
// how many castings and its morale only when routed or broken; nothing else.
#include "serve/servefixture.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

QJsonObject act(const QString &json)
{
    return QJsonDocument::fromJson(json.toUtf8()).object();
}

} // namespace

class EnemiesInSightTest : public QObject
{
    Q_OBJECT

private:
    // The enemy units `side` sees; none, and the test failed, when the
    // server does not answer.
    static QJsonArray seenBy(ServedBattle &served, qint64 side)
    {
        QNetworkAccessManager client;
        const HttpAnswer answer = fetch(client, served.side(side, QStringLiteral("enemies.json")));
        if (answer.status != 200) {
            ADC_FAIL(QStringLiteral("enemies.json answered %1").arg(answer.status));
            return QJsonArray();
        }
        return QJsonDocument::fromJson(answer.body).array();
    }
    static QByteArray page(ServedBattle &served, qint64 side, const QByteArray &language = "en")
    {
        QNetworkAccessManager client;
        return fetch(client, served.side(side), "GET", language).body;
    }
    // Whether the action is done; if not, the test failed.
    static bool apply(ServedBattle &served, const QString &json)
    {
        const ActionOutcome done = served.battle->apply(act(json));
        if (!done.ok())
            ADC_FAIL(json + QStringLiteral(": ") + done.error());
        return done.ok();
    }

private Q_SLOTS:
    void markedSeen()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        QCOMPARE(seenBy(served, served.frenchSide), QJsonArray());
        QVERIFY(page(served, served.frenchSide).contains("No enemy unit in sight"));
        QVERIFY(apply(
            served,
            QStringLiteral(R"({"action": "edit", "unit": %1, "field": "seen", "value": true})")
                .arg(served.highlanders)));
        const QJsonArray seen = seenBy(served, served.frenchSide);
        QCOMPARE(seen.size(), 1);
        const QJsonObject unit = seen.first().toObject();
        QCOMPARE(unit.value(QStringLiteral("name")).toString(),
                 QStringLiteral("1/42nd Highlanders"));
        QCOMPARE(unit.keys(),
                 (QStringList { QStringLiteral("arm"), QStringLiteral("castings_about"),
                                QStringLiteral("formation"), QStringLiteral("id"),
                                QStringLiteral("name"), QStringLiteral("side") }));
        const int castings = served.battle->unit(served.highlanders)->castings;
        QCOMPARE(unit.value(QStringLiteral("castings_about")).toInt(),
                 castings < 5 ? 0 : (castings + 2) / 5 * 5);
        const QByteArray french = page(served, served.frenchSide);
        QVERIFY2(french.contains("1/42nd Highlanders"), french.constData());
        QVERIFY2(french.contains("castings</span>"), french.constData());
        QVERIFY2(page(served, served.frenchSide, "fr").contains("Ennemi en vue"),
                 page(served, served.frenchSide, "fr").constData());
        // The Allies see their own battalion in full, and no French one.
        QCOMPARE(seenBy(served, served.alliedSide), QJsonArray());

        // Routed, it shows; out of sight again, it is gone.
        QVERIFY(apply(served,
                      QStringLiteral(
                          R"({"action": "edit", "unit": %1, "field": "morale", "value": "routed"})")
                          .arg(served.highlanders)));
        QCOMPARE(seenBy(served, served.frenchSide)
                     .first()
                     .toObject()
                     .value(QStringLiteral("morale"))
                     .toString(),
                 QStringLiteral("routed"));
        QVERIFY(apply(
            served,
            QStringLiteral(R"({"action": "edit", "unit": %1, "field": "seen", "value": false})")
                .arg(served.highlanders)));
        QCOMPARE(seenBy(served, served.frenchSide), QJsonArray());
        QVERIFY(!page(served, served.frenchSide).contains("Highlanders"));
    }

    void inContactUntilEitherMoves()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        QVERIFY(
            apply(served,
                  QStringLiteral(
                      R"({"action": "fire", "firers": [%1], "target": %2, "range": 3, "die": 5})")
                      .arg(served.legere)
                      .arg(served.highlanders)));
        QCOMPARE(seenBy(served, served.frenchSide).size(), 1);
        const QJsonArray allied = seenBy(served, served.alliedSide);
        QCOMPARE(allied.size(), 1);
        QCOMPARE(allied.first().toObject().value(QStringLiteral("id")).toInteger(), served.legere);
        // The other French battalion was not in it.
        QVERIFY(!QJsonDocument(allied).toJson().contains("61e"));
        apply(
            served,
            QStringLiteral(R"({"action": "move", "unit": %1, "to": "woods"})").arg(served.legere));
        QCOMPARE(seenBy(served, served.frenchSide), QJsonArray());
        QCOMPARE(seenBy(served, served.alliedSide), QJsonArray());
        // Undoing the move puts them back in contact.
        QVERIFY(apply(served, QStringLiteral(R"({"action": "undo"})")));
        QCOMPARE(seenBy(served, served.frenchSide).size(), 1);
    }
};

ADC_TEST_GUILESS_MAIN(EnemiesInSightTest)
#include "tst_enemiesinsight.moc"
