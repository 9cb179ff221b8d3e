// What a side may propose and hear, through the programs themselves: `adc
// serve` over HTTP beside `adc apply` and `adc proposals` on the same file.
// A claim no page offers and a roll no die can show are refused when posted
// (400, naming the field) and never stored; a side's live page hears nothing
// when a unit it cannot see changes, and hears its own.

#include "cli/adcrunner.h"
#include "serve/servefixture.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QProcess>

using namespace Adc;
using namespace Adc::Fixture;
using AdcTest::adc;
using namespace Qt::Literals::StringLiterals;

namespace {

QByteArray actionLine(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

QJsonObject infantry(const QString &name, const QString &side)
{
    return { { u"name"_s, name },    { u"side"_s, side },
             { u"brigade"_s, side }, { u"arm"_s, u"infantry"_s },
             { u"castings"_s, 20 },  { u"cw"_s, 20 },
             { u"ap"_s, 8 } };
}

// A proposal posted as a side's page posts it: its status and body.
HttpAnswer propose(QNetworkAccessManager &client, const QUrl &page, const QJsonObject &proposal)
{
    QNetworkRequest request(QUrl(page.toString() + u"/proposals"_s));
    request.setHeader(QNetworkRequest::ContentTypeHeader, u"application/json"_s);
    QNetworkReply *reply
        = client.post(request, QJsonDocument(proposal).toJson(QJsonDocument::Compact));
    if (!QTest::qWaitFor([reply] { return reply->isFinished(); }, 10000))
        ADC_FAIL(QStringLiteral("no answer to the proposal within ten seconds"));
    HttpAnswer answer;
    answer.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    answer.body = reply->readAll();
    reply->deleteLater();
    return answer;
}

} // namespace

class ProposalsThroughAdcTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusedWhenPostedAndSilentOnWhatASideCannotSee();
};

void ProposalsThroughAdcTest::refusedWhenPostedAndSilentOnWhatASideCannotSee()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QStringList db { u"--db"_s, dir.filePath(u"ligny.adc"_s) };
    QCOMPARE(adc(QStringList { u"init"_s } + db + QStringList { u"--name"_s, u"Ligny"_s }).exitCode,
             0);
    // French 1 (id 1) faces Prussian 1 (id 2), in its sight; Prussian 2
    // (id 3) is out of it.
    QByteArray setup;
    for (const QJsonObject &unit :
         { infantry(u"French 1"_s, u"French"_s), infantry(u"Prussian 1"_s, u"Prussian"_s),
           infantry(u"Prussian 2"_s, u"Prussian"_s) })
        setup += actionLine({ { u"action"_s, u"add-unit"_s }, { u"unit"_s, unit } });
    setup += actionLine({ { u"action"_s, u"edit"_s },
                          { u"unit"_s, 2 },
                          { u"field"_s, u"seen"_s },
                          { u"value"_s, true } });
    setup += actionLine({ { u"action"_s, u"issue-tokens"_s } });
    QCOMPARE(adc(QStringList { u"apply"_s } + db, setup).exitCode, 0);

    QProcess server;
    server.start(AdcTest::adcPath(),
                 QStringList { u"serve"_s } + db
                     + QStringList { u"--bind"_s, u"127.0.0.1"_s, u"--proposal-rate"_s, u"100"_s });
    QVERIFY(server.waitForStarted(10000));
    while (!server.canReadLine() && server.waitForReadyRead(20000)) { }
    const QJsonObject served = QJsonDocument::fromJson(server.readLine()).object();
    QVERIFY2(served.value(u"ok"_s).toBool(), server.readAllStandardError().constData());
    const QJsonObject sides = served.value(u"sides"_s).toObject();
    const QUrl french(sides.value(u"French"_s).toString());
    const QUrl prussian(sides.value(u"Prussian"_s).toString());
    QNetworkAccessManager client;

    // A claim no page offers: refused, naming the field, not stored.
    const HttpAnswer claimed = propose(client, french,
                                       { { u"action"_s, u"fire"_s },
                                         { u"firers"_s, QJsonArray { 1 } },
                                         { u"target"_s, 2 },
                                         { u"range"_s, 3 },
                                         { u"conditions"_s, QJsonArray { u"initial-volley"_s } } });
    QCOMPARE(claimed.status, 400);
    QVERIFY2(claimed.body.contains("conditions"), claimed.body.constData());
    // A roll no die can show: refused, naming the field, not stored.
    const HttpAnswer rolled = propose(client, french,
                                      { { u"action"_s, u"charge"_s },
                                        { u"charger"_s, 1 },
                                        { u"defender"_s, 2 },
                                        { u"rolls"_s, QJsonArray { 99 } } });
    // Malformed, as `adc apply` finds it (exit 2): the kind is kept.
    QCOMPARE(rolled.status, 400);
    QVERIFY2(rolled.body.contains("rolls"), rolled.body.constData());
    const AdcTest::Run stored = adc(QStringList { u"proposals"_s } + db);
    QCOMPARE(stored.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(stored.out).array(), QJsonArray());
    // The same fire without the claim is taken.
    QCOMPARE(propose(client, french,
                     { { u"action"_s, u"fire"_s },
                       { u"firers"_s, QJsonArray { 1 } },
                       { u"target"_s, 2 },
                       { u"range"_s, 3 } })
                 .status,
             201);

    // Both sides' live pages open.
    RawClient frenchPage(static_cast<quint16>(french.port()),
                         "GET " + french.path().toLatin1()
                             + "/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    RawClient prussianPage(static_cast<quint16>(prussian.port()),
                           "GET " + prussian.path().toLatin1()
                               + "/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    QTRY_VERIFY_WITH_TIMEOUT(frenchPage.received.contains("retry:"), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(prussianPage.received.contains("retry:"), 10000);

    // Prussian 2, out of the French sight, changes: its own side hears it,
    // the French do not (the server tells every page in one pass).
    QCOMPARE(adc(QStringList { u"apply"_s } + db,
                 actionLine({ { u"action"_s, u"edit"_s },
                              { u"unit"_s, 3 },
                              { u"field"_s, u"ap"_s },
                              { u"value"_s, 5 } }))
                 .exitCode,
             0);
    QTRY_VERIFY_WITH_TIMEOUT(prussianPage.received.contains("data: change"), 10000);
    QVERIFY2(!frenchPage.received.contains("data: change"), frenchPage.received.constData());
    // Their own battalion changes: they hear it.
    QCOMPARE(adc(QStringList { u"apply"_s } + db,
                 actionLine({ { u"action"_s, u"edit"_s },
                              { u"unit"_s, 1 },
                              { u"field"_s, u"ap"_s },
                              { u"value"_s, 6 } }))
                 .exitCode,
             0);
    QTRY_VERIFY_WITH_TIMEOUT(frenchPage.received.contains("data: change"), 10000);
    server.kill();
    server.waitForFinished(10000);
}

ADC_TEST_MAIN(ProposalsThroughAdcTest)
#include "tst_proposalsthroughadc.moc"
