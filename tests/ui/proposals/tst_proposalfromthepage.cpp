// From a side's page to the umpire's window and back: `adc serve` serves
// the sample battle's pages from another process; the French page proposes
// a fire with the die thrown at the table, as its form sends it (POST,
// application/json); the umpire's window, on the same battle file, lists it
// by itself, and one Enter applies it; the page's proposals.json then
// reads it applied, with its result in words.
#include "testpaths.h"
#include "ui/proceduretesting.h"

#include "db/battle/proposaldesk.h"
#include "testsuite.h"
#include "ui/procedures/firedialog.h"
#include "ui/proposals/proposalmodel.h"
#include "ui/proposals/proposalview.h"
#include "ui/window/mainwindow.h"

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

namespace {

struct Answer
{
    int status = 0;
    QByteArray body;
};

// One request, waited for (at most ten seconds).
Answer send(QNetworkAccessManager &client, const QUrl &url, const QByteArray &body = {})
{
    QNetworkRequest request(url);
    QNetworkReply *reply = nullptr;
    if (body.isEmpty()) {
        reply = client.get(request);
    } else {
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        reply = client.post(request, body);
    }
    QElapsedTimer clock;
    clock.start();
    while (!reply->isFinished() && clock.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    Answer answer { reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
                    reply->readAll() };
    reply->deleteLater();
    return answer;
}

} // namespace

class tst_ProposalFromThePage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void proposedOnThePageAcceptedWithOneKey();

private:
    QTemporaryDir m_dir;
};

void tst_ProposalFromThePage::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_proposalfromthepage"));
    QSettings().clear();
}

void tst_ProposalFromThePage::proposedOnThePageAcceptedWithOneKey()
{
    const QString path = m_dir.filePath(QStringLiteral("page.adc"));
    qint64 firer = 0;
    qint64 target = 0;
    {
        std::unique_ptr<Battle> battle = sampleBattle(path);
        QVERIFY(battle);
        firer = unitNamed(*battle, QStringLiteral("61e Ligne"));
        target = unitNamed(*battle, QStringLiteral("3/2nd Nassau"));
        QVERIFY(battle->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                                { QStringLiteral("unit"), target },
                                { QStringLiteral("field"), QStringLiteral("seen") },
                                { QStringLiteral("value"), true } }));
    }
    QProcess server;
#ifdef Q_OS_WIN
    // adc's own child would outlive adc when the test ends it.
    server.start(AdcTest::binDir() + QStringLiteral("/adc-serve"),
#else
    server.start(AdcTest::binDir() + QStringLiteral("/adc"),
#endif
                 { QStringLiteral("serve"), QStringLiteral("--db"), path, QStringLiteral("--bind"),
                   QStringLiteral("127.0.0.1") });
    QVERIFY(server.waitForStarted(10000));
    while (!server.canReadLine() && server.waitForReadyRead(20000)) { }
    const QJsonObject served = QJsonDocument::fromJson(server.readLine()).object();
    QVERIFY2(served.value(QStringLiteral("ok")).toBool(),
             server.readAllStandardError().constData());
    const QString page = served.value(QStringLiteral("sides"))
                             .toObject()
                             .value(QStringLiteral("French"))
                             .toString();

    MainWindow window;
    QVERIFY(window.openBattle(path));
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));

    // The page proposes, as its form sends it.
    QNetworkAccessManager client;
    const QJsonObject fire { { QStringLiteral("action"), QStringLiteral("fire") },
                             { QStringLiteral("firers"), QJsonArray { firer } },
                             { QStringLiteral("target"), target },
                             { QStringLiteral("range"), 3 },
                             { QStringLiteral("die"), 4 } };
    const Answer proposed = send(client, QUrl(page + QStringLiteral("/proposals")),
                                 QJsonDocument(fire).toJson(QJsonDocument::Compact));
    QVERIFY2(proposed.status == 201, proposed.body.constData());

    // The window hears of it by itself.
    auto *model = window.findChild<ProposalModel *>();
    QVERIFY(model);
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 1, 10000);
    auto *view = window.findChild<ProposalView *>();
    QVERIFY(view);
    view->setFocus(Qt::OtherFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), view);
    Keyboard keys;
    keys.press(Qt::Key_Return); // accepted as proposed, the side's die taken
    QVERIFY2(!findDialog<FireDialog>(), "Enter opened the fire dialog");
    QCOMPARE(keys.inputs, 1);
    QCOMPARE(QApplication::focusWidget(), view);
    const LogEntry entry = window.battle()->log().last();
    QCOMPARE(entry.kind, QStringLiteral("fire"));
    QCOMPARE(entry.inputs.value(QStringLiteral("die")).toInt(), 4);
    const QJsonObject note = entry.result.value(QStringLiteral("proposed")).toObject();
    QCOMPARE(note.value(QStringLiteral("typed")).toArray(), QJsonArray { QStringLiteral("die") });

    // The page reads it applied, with the result in words, once the server
    // has read what the window wrote.
    QJsonObject listed;
    const auto readsApplied = [&] {
        const Answer read = send(client, QUrl(page + QStringLiteral("/proposals.json")));
        listed = QJsonDocument::fromJson(read.body).array().first().toObject();
        return listed.value(QStringLiteral("state")).toString() == QLatin1String("applied");
    };
    QTRY_VERIFY2_WITH_TIMEOUT(readsApplied(), QJsonDocument(listed).toJson().constData(), 10000);
    QVERIFY2(listed.value(QStringLiteral("result")).toString().contains(QLatin1String("61e Ligne")),
             QJsonDocument(listed).toJson().constData());
    server.kill();
    server.waitForFinished(10000);
}

ADC_TEST_MAIN(tst_ProposalFromThePage)
#include "tst_proposalfromthepage.moc"
