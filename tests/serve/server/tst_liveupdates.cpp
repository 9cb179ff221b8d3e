// The live pages: a change from another program reaches an open side page's
// event stream, and a renewed token cuts its stream off.
#include "serve/servefixture.h"
#include "testsuite.h"

#include <QElapsedTimer>

using namespace Adc;
using namespace Adc::Fixture;

class LiveUpdatesTest : public QObject
{
    Q_OBJECT

private:
    struct Stream
    {
        QNetworkReply *reply = nullptr;
        QByteArray received;
    };

    static void open(QNetworkAccessManager &client, const QUrl &url, Stream *stream)
    {
        stream->reply = client.get(QNetworkRequest(url));
        QObject::connect(stream->reply, &QNetworkReply::readyRead, stream->reply,
                         [stream] { stream->received += stream->reply->readAll(); });
    }

private Q_SLOTS:
    void aChangeElsewhereReachesTheOpenPage()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        served.server->pollForChanges(50);
        QNetworkAccessManager client;
        Stream stream;
        open(client, served.side(served.frenchSide, QStringLiteral("events")), &stream);
        QTRY_VERIFY_WITH_TIMEOUT(stream.received.contains("retry:"), 10000);
        QCOMPARE(stream.reply->header(QNetworkRequest::ContentTypeHeader).toString(),
                 QStringLiteral("text/event-stream; charset=utf-8"));
        QCOMPARE(served.server->liveStreams(), 1);

        // Another program (adc, a second window) edits the battle file.
        QString error;
        std::unique_ptr<Battle> other = valueOf(Battle::open(served.battle.path), &error);
        QVERIFY2(other, qPrintable(error));
        QElapsedTimer clock;
        clock.start();
        QVERIFY(other
                    ->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                              { QStringLiteral("unit"), served.legere },
                              { QStringLiteral("field"), QStringLiteral("smoke") },
                              { QStringLiteral("value"), true } })
                    .ok());
        QTRY_VERIFY_WITH_TIMEOUT(stream.received.contains("data: change"), 10000);
        qInfo("change announced %lld ms after the commit", clock.elapsed());
        // The page then reads the change.
        const HttpAnswer units
            = fetch(client, served.side(served.frenchSide, QStringLiteral("units.json")));
        QVERIFY(units.body.contains("\"smoke\":true"));
        stream.reply->abort();
        stream.reply->deleteLater();
    }

    void aRenewedTokenCutsItsStreamOff()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        QNetworkAccessManager client;
        Stream french;
        Stream allied;
        open(client, served.side(served.frenchSide, QStringLiteral("events")), &french);
        open(client, served.side(served.alliedSide, QStringLiteral("events")), &allied);
        QTRY_VERIFY_WITH_TIMEOUT(french.received.contains("retry:"), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(allied.received.contains("retry:"), 10000);
        QVERIFY(served.battle
                    ->apply({ { QStringLiteral("action"), QStringLiteral("renew-token") },
                              { QStringLiteral("side"), QStringLiteral("French") } })
                    .ok());
        QTRY_VERIFY_WITH_TIMEOUT(french.reply->isFinished(), 10000);
        // The other side's page shows nothing of it: its stream stays open
        // and hears of the next change it shows.
        QVERIFY(!allied.reply->isFinished());
        served.battle.edit(served.highlanders, QStringLiteral("smoke"), true);
        QTRY_VERIFY_WITH_TIMEOUT(allied.received.contains("data: change"), 10000);
        QVERIFY(!allied.reply->isFinished());
        allied.reply->abort();
        french.reply->deleteLater();
        allied.reply->deleteLater();
    }

    void theTablePageShowsTheLatestRoll()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        QNetworkAccessManager client;
        HttpAnswer table = fetch(client, served.table());
        QCOMPARE(table.status, 200);
        QVERIFY(table.body.contains("No roll this turn"));
        QVERIFY(served.battle
                    ->apply({ { QStringLiteral("action"), QStringLiteral("discipline") },
                              { QStringLiteral("unit"), served.legere },
                              { QStringLiteral("roll"), 7 } })
                    .ok());
        table = fetch(client, served.table());
        QVERIFY(table.body.contains("2e Léger"));
        QVERIFY(!table.body.contains("No roll this turn"));
    }

    void pagesFollowTheReadersLanguage()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        QNetworkAccessManager client;
        const HttpAnswer english
            = fetch(client, served.side(served.frenchSide), "GET", "en-GB,en;q=0.8");
        const HttpAnswer french
            = fetch(client, served.side(served.frenchSide), "GET", "fr-FR,fr;q=0.9,en;q=0.5");
        const HttpAnswer other = fetch(client, served.side(served.frenchSide), "GET", "de-DE");
        QVERIFY(english.body.contains("<html lang=\"en\">"));
        QVERIFY(english.body.contains("Latest rolls"));
        QVERIFY(french.body.contains("<html lang=\"fr\">"));
        QVERIFY(french.body.contains("Derniers jets"));
        QVERIFY(!french.body.contains("Latest rolls"));
        QVERIFY(other.body.contains("Latest rolls"));
        // The program's own language is left as it was.
        QCOMPARE(QCoreApplication::translate("Adc::PlayerPages", "Latest rolls"),
                 QStringLiteral("Latest rolls"));
    }
};

ADC_TEST_GUILESS_MAIN(LiveUpdatesTest)
#include "tst_liveupdates.moc"
