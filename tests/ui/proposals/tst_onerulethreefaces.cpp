// Who may pool with whom and who may charge whom, asked of the three faces
// on the same battle (the sample, each face on its own copy): the umpire's
// window (what its fire and charge dialogs offer, and why the fire they
// would make is refused), `adc fire` / `adc charge`, and a side's page
// (units.json's pool, a proposal posted to `adc serve`). A pool of one
// brigade and a charge by infantry are taken by all three; a pool across
// two brigades and a charge by a battery are refused by all three, with the
// same reason in words; a charge by the defender's own side is offered by
// no face and refused by adc.
#include "cli/adcrunner.h"
#include "testpaths.h"
#include "ui/proceduretesting.h"

#include "testsuite.h"
#include "ui/choosers/unitchoicemodel.h"
#include "ui/choosers/unitchooser.h"
#include "ui/procedures/chargedialog.h"
#include "ui/procedures/firedialog.h"
#include "ui/procedures/firerequestbuilder.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSettings>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

// Named, not anonymous: its folder's files share one translation unit.
namespace OneRuleThreeFaces {

struct PageAnswer
{
    int status = 0;
    QJsonDocument body;
};

// One request (a GET, or a POST of `body`), waited for (at most ten seconds).
PageAnswer ask(QNetworkAccessManager &client, const QUrl &url, const QJsonObject &body = {})
{
    QNetworkRequest request(url);
    QNetworkReply *reply = nullptr;
    if (body.isEmpty()) {
        reply = client.get(request);
    } else {
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        reply = client.post(request, QJsonDocument(body).toJson(QJsonDocument::Compact));
    }
    QElapsedTimer clock;
    clock.start();
    while (!reply->isFinished() && clock.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    PageAnswer answer { reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
                        QJsonDocument::fromJson(reply->readAll()) };
    reply->deleteLater();
    return answer;
}

QList<qint64> offered(const UnitChooser *chooser)
{
    QList<qint64> ids;
    for (const UnitChoiceModel::Choice &choice : chooser->model()->choices()) {
        if (choice.unitId)
            ids.append(choice.unitId);
    }
    return ids;
}

// What `adc fire` or `adc charge` answers for the action's fields on stdin.
QJsonObject adcAnswer(const QString &path, QJsonObject action)
{
    const QString command = action.take(QStringLiteral("action")).toString();
    const AdcTest::Run run = AdcTest::adc({ command, QStringLiteral("--db"), path },
                                          QJsonDocument(action).toJson(QJsonDocument::Compact));
    return run.object();
}

} // namespace OneRuleThreeFaces

using namespace OneRuleThreeFaces;

class tst_OneRuleThreeFaces : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void poolAndChargeAnsweredAlike();

private:
    QTemporaryDir m_dir;
};

void tst_OneRuleThreeFaces::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_onerulethreefaces"));
    QSettings().clear();
}

void tst_OneRuleThreeFaces::poolAndChargeAnsweredAlike()
{
    const QString window = m_dir.filePath(QStringLiteral("window.adc"));
    qint64 lead = 0; // 2e Léger, of Husson
    qint64 partner = 0; // 61e Ligne, of Husson
    qint64 stranger = 0; // 72e Ligne, of Campi
    qint64 battery = 0; // Bachelu's foot battery
    qint64 infantry = 0; // 1er Léger
    qint64 enemy = 0; // 3/2nd Nassau, in the French sight
    qint64 ally = 0; // 2/2nd Nassau, of the enemy's own side
    {
        std::unique_ptr<Battle> battle = sampleBattle(window);
        QVERIFY(battle);
        lead = unitNamed(*battle, QStringLiteral("2e Léger"));
        partner = unitNamed(*battle, QStringLiteral("61e Ligne"));
        stranger = unitNamed(*battle, QStringLiteral("72e Ligne"));
        battery = unitNamed(*battle, QStringLiteral("Bachelu's foot battery"));
        infantry = unitNamed(*battle, QStringLiteral("1er Léger"));
        enemy = unitNamed(*battle, QStringLiteral("3/2nd Nassau"));
        ally = unitNamed(*battle, QStringLiteral("2/2nd Nassau"));
        QVERIFY(lead && partner && stranger && battery && infantry && enemy && ally);
        QVERIFY(battle->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                                { QStringLiteral("unit"), enemy },
                                { QStringLiteral("field"), QStringLiteral("seen") },
                                { QStringLiteral("value"), true } }));
    }
    // The same situation for each face.
    const QString command = m_dir.filePath(QStringLiteral("adc.adc"));
    const QString page = m_dir.filePath(QStringLiteral("page.adc"));
    QVERIFY(QFile::copy(window, command));
    QVERIFY(QFile::copy(window, page));

    auto fire = [&](const QList<qint64> &firers) {
        QJsonArray ids;
        for (qint64 id : firers)
            ids.append(id);
        return QJsonObject { { QStringLiteral("action"), QStringLiteral("fire") },
                             { QStringLiteral("firers"), ids },
                             { QStringLiteral("target"), enemy },
                             { QStringLiteral("range"), 3 } };
    };
    auto charge = [&](qint64 charger) {
        return QJsonObject { { QStringLiteral("action"), QStringLiteral("charge") },
                             { QStringLiteral("charger"), charger },
                             { QStringLiteral("defender"), enemy } };
    };
    const QString poolRefusal = QStringLiteral(
        "pooled fire is for units of one brigade: 2e Léger is of Husson, 72e Ligne of Campi");
    const QString chargeRefusal
        = QStringLiteral("only infantry and cavalry charge; Bachelu's foot battery is artillery");

    // The window: what its dialogs offer, and why the fire is refused.
    QString error;
    std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(window), &error);
    QVERIFY2(battle, qPrintable(error));
    {
        FireDialog dialog(battle.get());
        dialog.setFirers({ lead });
        QCOMPARE(offered(dialog.poolChooser()), QList<qint64> { partner });
        dialog.setTarget(enemy);
        dialog.setRange(3);
        dialog.setFirers({ lead, partner });
        QVERIFY2(dialog.request().odds().allowed, qPrintable(dialog.request().odds().reason));
        // The stranger is not offered; the window's fire, asked for it all
        // the same, is refused in the rules' words.
        FireRequestBuilder builder(*battle);
        builder.setFirers({ lead, stranger });
        builder.setTarget(enemy);
        builder.setRange(3);
        QCOMPARE(builder.odds().reason, poolRefusal);
    }
    {
        ChargeDialog dialog(battle.get());
        QVERIFY(offered(dialog.defenderChooser()).contains(enemy));
        dialog.setDefender(enemy);
        const QList<qint64> chargers = offered(dialog.chargerChooser());
        QVERIFY(chargers.contains(infantry));
        QVERIFY(!chargers.contains(battery));
        QVERIFY(!chargers.contains(enemy));
        QVERIFY(!chargers.contains(ally));
    }

    // adc: the refused first, so that nothing changed is read by the next.
    QJsonObject answer = adcAnswer(command, fire({ lead, stranger }));
    QVERIFY2(!answer.value(QStringLiteral("ok")).toBool(), qPrintable(poolRefusal));
    QCOMPARE(answer.value(QStringLiteral("reason")).toString(), poolRefusal);
    answer = adcAnswer(command, charge(battery));
    QVERIFY(!answer.value(QStringLiteral("ok")).toBool());
    QCOMPARE(answer.value(QStringLiteral("reason")).toString(), chargeRefusal);
    // A unit of the defender's side: the page cannot ask it (not the
    // side's), the window does not offer it, adc is refused.
    answer = adcAnswer(command, charge(ally));
    QVERIFY(!answer.value(QStringLiteral("ok")).toBool());
    QCOMPARE(answer.value(QStringLiteral("reason")).toString(),
             QStringLiteral("2/2nd Nassau and 3/2nd Nassau are both of Anglo-Allied"));
    answer = adcAnswer(command, fire({ lead, partner }));
    QVERIFY2(answer.value(QStringLiteral("ok")).toBool(),
             QJsonDocument(answer).toJson().constData());
    answer = adcAnswer(command, charge(infantry));
    QVERIFY2(answer.value(QStringLiteral("ok")).toBool(),
             QJsonDocument(answer).toJson().constData());

    // The French page, served by adc serve.
    QProcess server;
#ifdef Q_OS_WIN
    server.start(AdcTest::binDir() + QStringLiteral("/adc-serve"),
#else
    server.start(AdcTest::binDir() + QStringLiteral("/adc"),
#endif
                 { QStringLiteral("serve"), QStringLiteral("--db"), page, QStringLiteral("--bind"),
                   QStringLiteral("127.0.0.1"), QStringLiteral("--proposal-rate"),
                   QStringLiteral("100") });
    QVERIFY(server.waitForStarted(10000));
    while (!server.canReadLine() && server.waitForReadyRead(20000)) { }
    const QJsonObject served = QJsonDocument::fromJson(server.readLine()).object();
    QVERIFY2(served.value(QStringLiteral("ok")).toBool(),
             server.readAllStandardError().constData());
    const QString french = served.value(QStringLiteral("sides"))
                               .toObject()
                               .value(QStringLiteral("French"))
                               .toString();
    QNetworkAccessManager client;
    QJsonArray pool;
    for (const QJsonValue &unit :
         ask(client, QUrl(french + QStringLiteral("/units.json"))).body.array()) {
        if (unit.toObject().value(QStringLiteral("id")).toInteger() == lead)
            pool = unit.toObject().value(QStringLiteral("pool")).toArray();
    }
    QCOMPARE(pool, QJsonArray { partner });
    const QUrl proposals(french + QStringLiteral("/proposals"));
    PageAnswer posted = ask(client, proposals, fire({ lead, stranger }));
    QCOMPARE(posted.status, 422);
    QCOMPARE(posted.body.object().value(QStringLiteral("reason")).toString(), poolRefusal);
    posted = ask(client, proposals, charge(battery));
    QCOMPARE(posted.status, 422);
    QCOMPARE(posted.body.object().value(QStringLiteral("reason")).toString(), chargeRefusal);
    posted = ask(client, proposals, fire({ lead, partner }));
    QVERIFY2(posted.status == 201, posted.body.toJson().constData());
    posted = ask(client, proposals, charge(infantry));
    QVERIFY2(posted.status == 201, posted.body.toJson().constData());
    server.kill();
    server.waitForFinished(10000);
}

ADC_TEST_MAIN(tst_OneRuleThreeFaces)
#include "tst_onerulethreefaces.moc"
