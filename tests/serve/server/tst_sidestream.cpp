// A side's live event stream tells of a change only when something its page
// may show has changed (docs/server.md, A side's stream): each of eight
// steps by the other side's hidden or unseen units (a hidden battalion
// moving inside its farm, its AP edited, its discipline roll, its morale; an
// unseen one moving, its AP, its roll, its formation) reaches the table's
// stream and that side's own, never the French page's, which still hears
// of a change to its own unit.
#include "serve/servefixture.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

// The changes a stream has told of so far.
int changesTold(const RawClient &stream)
{
    return int(stream.received.count("data: change"));
}

} // namespace

class SideStreamTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aSideHearsNothingOfWhatItMayNotSee_data()
    {
        QTest::addColumn<bool>("hidden");
        QTest::addColumn<QByteArray>("step");
        QTest::newRow("hidden: moves inside its farm")
            << true << QByteArray(R"({"action": "move", "unit": UNIT, "to": "bua",
                                      "feature": FARM})");
        QTest::newRow("hidden: its AP edited")
            << true << QByteArray(R"({"action": "edit", "unit": UNIT, "field": "ap", "value": 5})");
        QTest::newRow("hidden: its discipline roll")
            << true << QByteArray(R"({"action": "discipline", "unit": UNIT, "roll": 6})");
        QTest::newRow("hidden: its morale edited")
            << true << QByteArray(R"({"action": "edit", "unit": UNIT, "field": "morale",
                                      "value": "shaken"})");
        QTest::newRow("unseen: moves")
            << false << QByteArray(R"({"action": "move", "unit": UNIT, "to": "woods"})");
        QTest::newRow("unseen: its AP edited")
            << false
            << QByteArray(R"({"action": "edit", "unit": UNIT, "field": "ap", "value": 5})");
        QTest::newRow("unseen: its discipline roll")
            << false << QByteArray(R"({"action": "discipline", "unit": UNIT, "roll": 7})");
        QTest::newRow("unseen: its formation edited")
            << false << QByteArray(R"({"action": "edit", "unit": UNIT, "field": "formation",
                                      "value": "column"})");
    }
    void aSideHearsNothingOfWhatItMayNotSee()
    {
        QFETCH(bool, hidden);
        QFETCH(QByteArray, step);
        ServedBattle served;
        QVERIFY(served.isValid());
        // The Highlanders hidden in a farm; another battalion the French
        // simply do not see.
        const ActionOutcome farm = served.battle->apply(
            QJsonDocument::fromJson(R"({"action": "add-feature", "name": "Hougoumont",
                                        "kind": "bua", "block": "farm", "capacity": 2})")
                .object());
        QVERIFY2(farm.ok(), qPrintable(farm.error()));
        const qint64 farmId = served.battle->features().constLast().id;
        const ActionOutcome placed
            = served.battle->apply({ { QStringLiteral("action"), QStringLiteral("place") },
                                     { QStringLiteral("unit"), served.highlanders },
                                     { QStringLiteral("feature"), QStringLiteral("Hougoumont") } });
        QVERIFY2(placed.ok(), qPrintable(placed.error()));
        served.battle.edit(served.highlanders, QStringLiteral("hidden"), true);
        const qint64 unseen = served.battle.add(infantry(QStringLiteral("Brunswick Leib"),
                                                         QStringLiteral("Anglo-Allied"),
                                                         QStringLiteral("Olfermann")));
        QVERIFY(unseen != 0);

        const PlayerTokens tokens = served.tokens();
        const auto open = [&](const QString &path) {
            return std::make_unique<RawClient>(
                served.port, "GET " + path.toLatin1() + "/events HTTP/1.1\r\nHost: x\r\n\r\n");
        };
        const auto french = open(QStringLiteral("/side/") + tokens.sides.value(served.frenchSide));
        const auto allied = open(QStringLiteral("/side/") + tokens.sides.value(served.alliedSide));
        const auto table = open(QStringLiteral("/table/") + tokens.table);
        for (const RawClient *stream : { french.get(), allied.get(), table.get() })
            QTRY_VERIFY_WITH_TIMEOUT(stream->received.contains("retry:"), 10000);

        QString json = QString::fromUtf8(step);
        json.replace(QStringLiteral("UNIT"), QString::number(hidden ? served.highlanders : unseen));
        json.replace(QStringLiteral("FARM"), QString::number(farmId));
        const ActionOutcome done
            = served.battle->apply(QJsonDocument::fromJson(json.toUtf8()).object());
        QVERIFY2(done.ok(), qPrintable(json + QStringLiteral(": ") + done.error()));
        // Told to the table, which is told of every change, and to the
        // side whose unit it is.
        QTRY_COMPARE_WITH_TIMEOUT(changesTold(*table), 1, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(changesTold(*allied), 1, 10000);

        // Then a change the French page shows: its own battalion in smoke.
        served.battle.edit(served.legere, QStringLiteral("smoke"), true);
        QTRY_COMPARE_WITH_TIMEOUT(changesTold(*table), 2, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(changesTold(*french) >= 1, 10000);
        QCOMPARE(changesTold(*french), 1);
        // Not the allied page's to hear.
        QCOMPARE(changesTold(*allied), 1);
    }
};

ADC_TEST_GUILESS_MAIN(SideStreamTest)
#include "tst_sidestream.moc"
