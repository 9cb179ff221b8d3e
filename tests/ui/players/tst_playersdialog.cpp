// View > Players' view: the switch serves each side's page from the
// window's battle, to a real HTTP client; a renewed address cuts the old
// one off; the dialog goes, and its server stops, when the battle closes.
#include "print/qr/qrpainter.h"
#include "serve/servefixture.h"
#include "serve/server/playersserver.h"
#include "testsuite.h"
#include "ui/picturetesting.h"
#include "ui/players/playerpagecard.h"
#include "ui/players/playersactions.h"
#include "ui/players/playersdialog.h"
#include "ui/players/qrcodewidget.h"
#include "ui/proceduretesting.h"

#include <QCheckBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

class PlayersDialogTest : public QObject
{
    Q_OBJECT

private:
    struct Table
    {
        TestBattle battle;
        Table()
        {
            battle.add(infantry(QStringLiteral("2e Léger"), QStringLiteral("French"),
                                QStringLiteral("Gauthier")));
            battle.add(infantry(QStringLiteral("1/42nd Highlanders"),
                                QStringLiteral("Anglo-Allied"), QStringLiteral("Pack")));
        }
    };

    // Turns the server on with a click, on the loopback address.
    static void turnOn(PlayersDialog &dialog)
    {
        dialog.bindEdit()->setText(QStringLiteral("127.0.0.1"));
        QTest::mouseClick(dialog.serveSwitch(), Qt::LeftButton, {},
                          QPoint(8, dialog.serveSwitch()->height() / 2));
    }
    static PlayerPageCard *cardOf(const PlayersDialog &dialog, const QString &side)
    {
        for (PlayerPageCard *card : dialog.cards()) {
            if (card->side() == side)
                return card;
        }
        return nullptr;
    }
    static QStringList unitNames(const QByteArray &json)
    {
        QStringList names;
        for (const QJsonValue &unit : QJsonDocument::fromJson(json).array())
            names.append(unit.toObject().value(QStringLiteral("name")).toString());
        return names;
    }

private Q_SLOTS:
    void theSwitchServesEachSideItsUnits()
    {
        Table table;
        QVERIFY(table.battle.isValid());
        PlayersDialog dialog(table.battle.battle.get());
        dialog.show();
        QVERIFY(dialog.cards().isEmpty());
        QVERIFY(!dialog.handoutButton()->isEnabled());
        turnOn(dialog);
        QVERIFY2(dialog.isServing(), qPrintable(dialog.statusLabel()->text()));
        QVERIFY(dialog.serveSwitch()->isChecked());
        QVERIFY(!dialog.portBox()->isEnabled());
        QCOMPARE(dialog.cards().size(), 3); // two sides and the table display
        // Issued through the battle's action, as adc serve issues them.
        QCOMPARE(table.battle->log().constLast().kind, QStringLiteral("issue-tokens"));

        PlayerPageCard *french = cardOf(dialog, QStringLiteral("French"));
        QVERIFY(french);
        const QString address = french->address();
        QVERIFY2(address.startsWith(
                     QStringLiteral("http://127.0.0.1:%1/side/").arg(dialog.server()->port())),
                 qPrintable(address));
        QVERIFY(french->addressLabel()->textInteractionFlags() & Qt::TextSelectableByMouse);
        QCOMPARE(french->code()->text(), address);
        QVERIFY(french->code()->matrix().has_value());

        QNetworkAccessManager client;
        const HttpAnswer units = fetch(client, QUrl(address + QStringLiteral("/units.json")));
        QCOMPARE(units.status, 200);
        QCOMPARE(unitNames(units.body), QStringList { QStringLiteral("2e Léger") });
        const HttpAnswer page = fetch(client, QUrl(address));
        QCOMPARE(page.status, 200);
        QVERIFY(page.body.contains("2e Léger"));
        QVERIFY(!page.body.contains("Highlanders"));

        // Off: nothing answers any more.
        QTest::mouseClick(dialog.serveSwitch(), Qt::LeftButton, {},
                          QPoint(8, dialog.serveSwitch()->height() / 2));
        QVERIFY(!dialog.isServing());
        QVERIFY(dialog.cards().isEmpty());
        QCOMPARE(fetch(client, QUrl(address)).status, 0);
    }

    void renewingCutsTheOldAddressOff()
    {
        Table table;
        QVERIFY(table.battle.isValid());
        PlayersDialog dialog(table.battle.battle.get());
        QStringList asked;
        bool answer = false;
        dialog.setConfirm([&](const QString &question) {
            asked.append(question);
            return answer;
        });
        turnOn(dialog);
        QVERIFY(dialog.isServing());
        const QString old = cardOf(dialog, QStringLiteral("French"))->address();
        const QString allied = cardOf(dialog, QStringLiteral("Anglo-Allied"))->address();

        // Asked first; "no" leaves the address as it was.
        QTest::mouseClick(cardOf(dialog, QStringLiteral("French"))->renewButton(), Qt::LeftButton);
        QCOMPARE(asked.size(), 1);
        QVERIFY(asked.first().contains(QStringLiteral("French")));
        QCOMPARE(cardOf(dialog, QStringLiteral("French"))->address(), old);

        answer = true;
        QTest::mouseClick(cardOf(dialog, QStringLiteral("French"))->renewButton(), Qt::LeftButton);
        const QString renewed = cardOf(dialog, QStringLiteral("French"))->address();
        QVERIFY(renewed != old);
        QCOMPARE(cardOf(dialog, QStringLiteral("French"))->code()->text(), renewed);
        QCOMPARE(cardOf(dialog, QStringLiteral("Anglo-Allied"))->address(), allied);
        QCOMPARE(table.battle->log().constLast().kind, QStringLiteral("renew-token"));

        QNetworkAccessManager client;
        QCOMPARE(fetch(client, QUrl(old + QStringLiteral("/units.json"))).status, 404);
        QCOMPARE(fetch(client, QUrl(old)).status, 404);
        const HttpAnswer units = fetch(client, QUrl(renewed + QStringLiteral("/units.json")));
        QCOMPARE(units.status, 200);
        QCOMPARE(unitNames(units.body), QStringList { QStringLiteral("2e Léger") });
        QCOMPARE(fetch(client, QUrl(allied)).status, 200);
    }

    void handoutsHaveAPagePerSide()
    {
        Table table;
        QVERIFY(table.battle.isValid());
        PlayersDialog dialog(table.battle.battle.get());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("players.pdf"));
        QVERIFY(!dialog.saveHandouts(path)); // off: no address to hand out
        turnOn(dialog);
        QVERIFY(dialog.handoutButton()->isEnabled());
        const Result<int> written = dialog.saveHandouts(path);
        QVERIFY2(written, qPrintable(written.error()));
        QCOMPARE(*written, 3);
        QVERIFY(!dialog.saveHandouts(table.battle.path));
        // For the documentation's picture (tools/screenshots renders it).
        if (qEnvironmentVariableIsSet("ADC_SCREENSHOT_DIR"))
            QVERIFY(dialog.saveHandouts(QDir(qEnvironmentVariable("ADC_SCREENSHOT_DIR"))
                                            .filePath(QStringLiteral("players-handout.pdf"))));
    }

    void aTakenPortFallsBackAndABadAddressIsRefused()
    {
        Table table;
        QVERIFY(table.battle.isValid());
        QTcpServer taken;
        const bool holding = taken.listen(QHostAddress::LocalHost, PlayersServer::defaultPort());
        PlayersDialog dialog(table.battle.battle.get());
        turnOn(dialog);
        QVERIFY(dialog.isServing());
        if (holding)
            QVERIFY(dialog.server()->port() != PlayersServer::defaultPort());
        QVERIFY(dialog.setServing(false));

        dialog.bindEdit()->setText(QStringLiteral("not an address"));
        QTest::mouseClick(dialog.serveSwitch(), Qt::LeftButton, {},
                          QPoint(8, dialog.serveSwitch()->height() / 2));
        QVERIFY(!dialog.isServing());
        QVERIFY(!dialog.serveSwitch()->isChecked());
        QVERIFY2(dialog.statusLabel()->text().contains(QStringLiteral("not an IP address")),
                 qPrintable(dialog.statusLabel()->text()));
    }

    // The documentation's picture: the dialog on, listening on every
    // interface as it does by default.
    void screenshot()
    {
        Table table;
        QVERIFY(table.battle.isValid());
        PlayersDialog dialog(table.battle.battle.get());
        dialog.resize(640, 760);
        dialog.show();
        QTest::mouseClick(dialog.serveSwitch(), Qt::LeftButton, {},
                          QPoint(8, dialog.serveSwitch()->height() / 2));
        QVERIFY2(dialog.isServing(), qPrintable(dialog.statusLabel()->text()));
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTRY_VERIFY(Testing::laidOut(&dialog));
        QTemporaryDir dir;
        const QImage image
            = Testing::screenshot(&dialog, dir.path(), QStringLiteral("players-dialog.png"));
        QCOMPARE(Testing::pictureProblems(&dialog, image, Testing::windowScreen()), QString());
        QVERIFY2(dialog.statusLabel()->text().startsWith(QStringLiteral("Serving on port")),
                 qPrintable(dialog.statusLabel()->text()));
        QVERIFY(dialog.handoutButton()->isEnabled());
        // A card a side and the table's, each address and each code whole
        // in view, the table display's too, without scrolling.
        QStringList titles;
        for (const PlayerPageCard *card : dialog.cards()) {
            titles.append(card->title());
            QVERIFY2(card->address().startsWith(QStringLiteral("http://")),
                     qPrintable(card->address()));
            const QLabel *address = card->addressLabel();
            QCOMPARE(address->visibleRegion(), QRegion(address->rect()));
            QCOMPARE(card->code()->visibleRegion(), QRegion(card->code()->rect()));
        }
        QCOMPARE(titles,
                 (QStringList { QStringLiteral("Anglo-Allied"), QStringLiteral("French"),
                                QStringLiteral("Table display") }));
        // The QR code is drawn: black modules on the white square.
        QrCodeWidget *code = dialog.cards().first()->code();
        const QImage drawn = code->grab().toImage();
        const QRectF square = QrPainter::square(*code->matrix(), code->rect());
        const qreal module = square.width() / (code->matrix()->size() + 2 * QrPainter::quietZone());
        const QPoint quiet = (square.topLeft() + QPointF(module, module) / 2).toPoint();
        const QPoint finder
            = (square.topLeft() + QPointF(module, module) * (QrPainter::quietZone() + 0.5))
                  .toPoint();
        QCOMPARE(drawn.pixelColor(quiet), QColor(Qt::white));
        QCOMPARE(drawn.pixelColor(finder), QColor(Qt::black));
    }

    void theServerStopsWhenTheBattleCloses()
    {
        Table table;
        QVERIFY(table.battle.isValid());
        QWidget window;
        PlayersActions actions(&window);
        QVERIFY(!actions.action()->isEnabled());
        actions.setBattle(table.battle.battle.get());
        QVERIFY(actions.action()->isEnabled());
        actions.action()->trigger();
        QVERIFY(actions.dialog());
        turnOn(*actions.dialog());
        QVERIFY(actions.dialog()->isServing());
        const QString address = actions.dialog()->cards().first()->address();
        QNetworkAccessManager client;
        QCOMPARE(fetch(client, QUrl(address)).status, 200);

        actions.setBattle(nullptr);
        QVERIFY(!actions.dialog());
        QVERIFY(!actions.action()->isEnabled());
        QCOMPARE(fetch(client, QUrl(address)).status, 0);
    }
};

ADC_TEST_MAIN(PlayersDialogTest)
#include "tst_playersdialog.moc"
