// The same whole turn (tests/data/turn-quatre-bras.json), proposed by both
// sides from their pages over HTTP (`adc serve`, another process), and
// ruled by the umpire at the keyboard in the window: the Proposals dock,
// Enter through each proposal as the window offers it, the charges' ends
// picked, the sweeps. The sides' keys are not counted; the umpire's are:
// 60 at most (49 as measured: a fire or a move one Enter, guns firing ball
// too, none named beyond their target; a charge its rolls and the digit of
// its end, each dialog closing by itself once done). The battle is checked afterwards
// through the Battle.

#include "testpaths.h"
#include "ui/turn/turnkeys.h"

#include "core/dice/seededrandom.h"
#include "testsuite.h"
#include "ui/procedures/procedureactions.h"
#include "ui/proposals/proposalmodel.h"
#include "ui/proposals/proposalview.h"
#include "ui/window/mainwindow.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSettings>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

namespace {

// One proposal posted as a side's page posts it; its HTTP status.
int post(QNetworkAccessManager &client, const QString &page, const QJsonObject &proposal)
{
    QNetworkRequest request(QUrl(page + QStringLiteral("/proposals")));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    QNetworkReply *reply
        = client.post(request, QJsonDocument(proposal).toJson(QJsonDocument::Compact));
    QElapsedTimer clock;
    clock.start();
    while (!reply->isFinished() && clock.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status != 201)
        qWarning("refused: %s", reply->readAll().constData());
    reply->deleteLater();
    return status;
}

} // namespace

class tst_TurnProposed : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void wholeTurnProposed();

private:
    QTemporaryDir m_dir;
};

void tst_TurnProposed::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_turnproposed"));
    QSettings().clear();
}

void tst_TurnProposed::wholeTurnProposed()
{
    const QList<TurnSegment> segments = readTurnScript();
    QCOMPARE(segments.size(), 2);
    const QString path = m_dir.filePath(QStringLiteral("proposed.adc"));
    {
        // Every unit in the other side's sight, as on a table where the
        // columns are in the open.
        std::unique_ptr<Battle> battle = sampleBattle(path);
        QVERIFY(battle);
        for (const UnitRecord &unit : battle->units())
            QVERIFY(battle->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                                    { QStringLiteral("unit"), unit.id },
                                    { QStringLiteral("field"), QStringLiteral("seen") },
                                    { QStringLiteral("value"), true } }));
    }
    // The sides' proposals of a segment are posted at once, faster than
    // players post them (two a second a page by default).
    QProcess server;
    server.start(AdcTest::binDir() + QStringLiteral("/adc"),
                 { QStringLiteral("serve"), QStringLiteral("--db"), path, QStringLiteral("--bind"),
                   QStringLiteral("127.0.0.1"), QStringLiteral("--proposal-rate"),
                   QStringLiteral("100") });
    QVERIFY(server.waitForStarted(10000));
    while (!server.canReadLine() && server.waitForReadyRead(20000)) { }
    const QJsonObject served = QJsonDocument::fromJson(server.readLine()).object();
    QVERIFY2(served.value(QStringLiteral("ok")).toBool(),
             server.readAllStandardError().constData());
    const QJsonObject pages = served.value(QStringLiteral("sides")).toObject();

    MainWindow window;
    QVERIFY(window.openBattle(path));
    Battle *battle = window.battle();
    SeededRandom dice(1815);
    window.findChild<ProcedureActions *>()->setRandomSource(&dice);
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *model = window.findChild<ProposalModel *>();
    auto *view = window.findChild<ProposalView *>();
    QVERIFY(model && view);

    TurnAtTheKeyboard umpire(battle);
    QNetworkAccessManager client;
    const qsizetype before = battle->log().size();
    for (int s = 0; s < segments.size(); ++s) {
        const TurnSegment &segment = segments.at(s);
        QCOMPARE(battle->clock().activeSide, segment.side);
        // Each side proposes its own units' steps, in the turn's order.
        int posted = 0;
        for (const TurnStep &step : segment.steps) {
            QJsonObject proposal;
            QString side;
            if (step.kind == TurnStep::Fire) {
                QJsonArray firers;
                for (const QString &name : step.firers)
                    firers.append(umpire.id(name));
                proposal = { { QStringLiteral("action"), QStringLiteral("fire") },
                             { QStringLiteral("firers"), firers },
                             { QStringLiteral("target"), umpire.id(step.target) },
                             { QStringLiteral("range"), step.range } };
                side = battle->unit(umpire.id(step.firers.first()))->side;
            } else if (step.kind == TurnStep::Charge) {
                proposal = { { QStringLiteral("action"), QStringLiteral("charge") },
                             { QStringLiteral("charger"), umpire.id(step.charger) },
                             { QStringLiteral("defender"), umpire.id(step.defender) } };
                side = battle->unit(umpire.id(step.charger))->side;
            } else {
                proposal = { { QStringLiteral("action"), QStringLiteral("move") },
                             { QStringLiteral("unit"), umpire.id(step.unit) } };
                if (!step.to.isEmpty())
                    proposal.insert(QStringLiteral("to"), step.to);
                side = battle->unit(umpire.id(step.unit))->side;
            }
            QCOMPARE(post(client, pages.value(side).toString(), proposal), 201);
            ++posted;
        }
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), posted, 10000);

        // The umpire rules on each, oldest first, at the keyboard.
        const int ruledBefore = int(battle->log().size());
        umpire.keys.press(Qt::Key_6, Qt::ControlModifier);
        // A sweep's result page gave way to it: the window has the keyboard
        // again (the desktop gives it back; the offscreen platform does not).
        if (!QApplication::activeWindow()) {
            window.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&window));
        }
        QTRY_COMPARE(QApplication::focusWidget(), view);
        for (int guard = 0; guard < 12 * posted && model->rowCount() > 0; ++guard) {
            // A dialog up takes the keys (it is modal; the offscreen
            // platform activates it a moment later).
            if (auto *up = findDialog<ProcedureDialog>())
                QVERIFY(QTest::qWaitForWindowActive(up));
            // A dialog closed gives the window back the keyboard, where it
            // was (the desktop does so; the offscreen platform does not).
            if (!QApplication::activeWindow()) {
                window.activateWindow();
                QVERIFY(QTest::qWaitForWindowActive(&window));
            }
            const int step = posted - model->rowCount();
            auto *dialog = qobject_cast<ProcedureDialog *>(QApplication::activeWindow());
            if (auto *charge = qobject_cast<ChargeDialog *>(dialog); charge
                && (charge->currentStep() == ChargeDialog::ResultStep
                    || charge->currentStep() == ChargeDialog::OutcomeStep)
                && !charge->outcomePage()->outcome()) {
                const TurnStep &wanted = segment.steps.at(step);
                auto *choice = charge->outcomePage()->findChild<QRadioButton *>(wanted.outcome);
                QVERIFY(choice);
                // "&2  The charger is repulsed": its digit picks and records it.
                umpire.keys.press(Qt::Key(Qt::Key_0 + choice->text().mid(1, 1).toInt()));
                continue;
            }
            if (!dialog && QApplication::focusWidget() != view) {
                umpire.keys.press(Qt::Key_6, Qt::ControlModifier);
                QTRY_COMPARE(QApplication::focusWidget(), view);
            }
            // Enter, then what it leads to: a proposal applied and the next
            // highlighted, a dialog with the keyboard, its next step.
            const auto state = [&] {
                auto *active = qobject_cast<ProcedureDialog *>(QApplication::activeWindow());
                return std::make_tuple(QApplication::activeWindow(), QApplication::focusWidget(),
                                       active ? active->currentStep() : -1, model->rowCount(),
                                       battle->log().size());
            };
            const auto was = state();
            umpire.keys.press(Qt::Key_Return);
            QVERIFY2(QTest::qWaitFor([&] { return state() != was; }, 3000),
                     qPrintable(QStringLiteral("Enter did nothing; the keyboard is in ")
                                + keyboardIsIn()));
        }
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 0, 5000);
        QVERIFY(battle->log().size() > ruledBefore);
        umpire.count(QStringLiteral("proposals"));
        if (s == 0) {
            QVERIFY(umpire.endSegment());
            umpire.count(QStringLiteral("end of segment"));
        }
    }
    QVERIFY(umpire.endTurn());
    umpire.count(QStringLiteral("end of turn"));
    qInfo("whole turn proposed: %d keys", umpire.keys.inputs);
    for (auto it = umpire.perProcedure.cbegin(); it != umpire.perProcedure.cend(); ++it)
        qInfo("  %s: %d keys", qPrintable(it.key()), it.value());

    // Every step applied as proposed, none declined.
    int fires = 0;
    int charges = 0;
    int outcomes = 0;
    int moves = 0;
    for (const LogEntry &entry : battle->log().mid(before)) {
        fires += entry.kind == QLatin1String("fire");
        charges += entry.kind == QLatin1String("charge");
        outcomes += entry.kind == QLatin1String("charge-outcome");
        moves += entry.kind == QLatin1String("move");
        QVERIFY2(entry.kind != QLatin1String("decline"), qPrintable(entry.kind));
    }
    QCOMPARE(fires, 20);
    QCOMPARE(charges, 4);
    QCOMPARE(outcomes, 4);
    QCOMPARE(moves, 10);
    QCOMPARE(battle->clock().turn, 2);
    QVERIFY2(umpire.keys.inputs <= 60,
             qPrintable(QStringLiteral("%1 keys for the whole turn").arg(umpire.keys.inputs)));
    server.kill();
    server.waitForFinished(10000);
}

ADC_TEST_MAIN(tst_TurnProposed)
#include "tst_turnproposed.moc"
