// A whole turn of the sample battle at the keyboard (tests/data/turn-quatre-bras.json):
// 20 fires by both sides (pooled fires, batteries', at ranges from 2" to
// 12"), 4 charges (one on a battery, one on cavalry), 10 moves, the end of
// the first segment and the end of the turn, the window rolling every die.
// Keys only, each name typed only until the unit wanted is the one shown.
// The battle is checked afterwards through the Battle, and the keys are
// counted: 200 at most, as measured (389 before the likeliest units were
// offered first, Enter went past the pool, a result page gave way to the
// next command and a charge's result took the digit of its end; 234 before
// the choosers went on along the line and offered the enemies firing this
// turn; 215 before the units beyond a ball's target were named with it,
// the pool's Enter went on, the charger was offered and Enter rolled a
// charge at 4").

#include "ui/turn/turnkeys.h"

#include "core/dice/seededrandom.h"
#include "testsuite.h"
#include "ui/procedures/procedureactions.h"
#include "ui/rosterview/rosterpane.h"
#include "ui/window/mainwindow.h"

#include <QTreeView>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

class tst_TurnByKeys : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void wholeTurnByKeyboard();

private:
    QTemporaryDir m_dir;
};

void tst_TurnByKeys::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_turnbykeys"));
    QSettings().clear();
}

void tst_TurnByKeys::wholeTurnByKeyboard()
{
    const QList<TurnSegment> segments = readTurnScript();
    QCOMPARE(segments.size(), 2);
    const QString path = m_dir.filePath(QStringLiteral("turn.adc"));
    QVERIFY(writeSampleBattle(path));
    MainWindow window;
    QVERIFY(window.openBattle(path));
    Battle *battle = window.battle();
    auto *procedures = window.findChild<ProcedureActions *>();
    QVERIFY(procedures);
    SeededRandom dice(1815);
    procedures->setRandomSource(&dice);
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    // The umpire starts in the roster, nothing selected.
    window.roster()->view()->clearSelection();
    window.roster()->view()->setCurrentIndex(QModelIndex());
    window.roster()->view()->setFocus();

    TurnAtTheKeyboard umpire(battle);
    const qsizetype before = battle->log().size();
    int fires = 0;
    int charges = 0;
    int moves = 0;
    for (int s = 0; s < segments.size(); ++s) {
        const TurnSegment &segment = segments.at(s);
        QCOMPARE(battle->clock().activeSide, segment.side);
        for (const TurnStep &step : segment.steps) {
            const QString what = step.kindName() + QStringLiteral(" ")
                + (step.kind == TurnStep::Fire ? step.firers.join(QStringLiteral(" + "))
                           + QStringLiteral(" at ") + step.target
                                               : (step.kind == TurnStep::Charge ? step.charger
                                                          + QStringLiteral(" on ") + step.defender
                                                                                : step.unit));
            bool done = false;
            switch (step.kind) {
            case TurnStep::Fire:
                done = umpire.fire(step);
                ++fires;
                break;
            case TurnStep::Charge:
                done = umpire.charge(step);
                ++charges;
                break;
            case TurnStep::Move:
                done = umpire.move(step);
                ++moves;
                break;
            }
            QVERIFY2(done, qPrintable(what));
            umpire.count(step.kindName());
            qInfo("  %s: %d keys", qPrintable(what), umpire.perStep.last());
        }
        if (s == 0) {
            QVERIFY(umpire.endSegment());
            umpire.count(QStringLiteral("end of segment"));
        }
    }
    QVERIFY(umpire.endTurn());
    umpire.count(QStringLiteral("end of turn"));
    qInfo("whole turn by keyboard: %d keys", umpire.keys.inputs);
    for (auto it = umpire.perProcedure.cbegin(); it != umpire.perProcedure.cend(); ++it) {
        const int times = umpire.counted.value(it.key());
        qInfo("  %s: %d keys in %d, %.1f each", qPrintable(it.key()), it.value(), times,
              double(it.value()) / times);
    }
    QCOMPARE(fires, 20);
    QCOMPARE(charges, 4);
    QCOMPARE(moves, 10);

    // The battle holds the turn as it was meant, step by step.
    const QList<LogEntry> log = battle->log().mid(before);
    int at = 0;
    const auto next = [&](const QString &kind) -> LogEntry {
        while (at < log.size() && log.at(at).kind != kind)
            ++at;
        return at < log.size() ? log.at(at++) : LogEntry {};
    };
    for (int s = 0; s < segments.size(); ++s) {
        for (const TurnStep &step : segments.at(s).steps) {
            if (step.kind == TurnStep::Fire) {
                const LogEntry entry = next(QStringLiteral("fire"));
                QList<qint64> firers;
                for (const QString &name : step.firers)
                    firers.append(umpire.id(name));
                QCOMPARE(idList(entry.inputs.value(QStringLiteral("firers"))), firers);
                QCOMPARE(entry.inputs.value(QStringLiteral("target")).toInteger(),
                         umpire.id(step.target));
                QCOMPARE(entry.inputs.value(QStringLiteral("range")).toDouble(), step.range);
                // Nothing changed by hand: no stands, AP or condition the umpire did not set.
                for (const char *field : { "stands", "conditions", "without" })
                    QVERIFY2(!entry.inputs.contains(QLatin1String(field)),
                             qPrintable(step.firers.first() + QStringLiteral(": ")
                                        + QLatin1String(field) + QStringLiteral(" set by hand")));
            } else if (step.kind == TurnStep::Charge) {
                const LogEntry entry = next(QStringLiteral("charge"));
                QCOMPARE(entry.inputs.value(QStringLiteral("charger")).toInteger(),
                         umpire.id(step.charger));
                QCOMPARE(entry.inputs.value(QStringLiteral("defender")).toInteger(),
                         umpire.id(step.defender));
                const LogEntry outcome = next(QStringLiteral("charge-outcome"));
                QCOMPARE(outcome.inputs.value(QStringLiteral("outcome")).toString(), step.outcome);
            } else {
                const LogEntry entry = next(QStringLiteral("move"));
                QCOMPARE(entry.inputs.value(QStringLiteral("unit")).toInteger(),
                         umpire.id(step.unit));
                if (!step.to.isEmpty())
                    QCOMPARE(battle->unit(umpire.id(step.unit))->terrain,
                             *terrainFromName(step.to));
            }
        }
        QVERIFY(next(s == 0 ? QStringLiteral("end-segment") : QStringLiteral("end-turn")).id);
    }
    QCOMPARE(battle->clock().turn, 2);
    QCOMPARE(battle->clock().segment, 1);

    QVERIFY2(umpire.keys.inputs <= 200,
             qPrintable(QStringLiteral("%1 keys for the whole turn").arg(umpire.keys.inputs)));
}

ADC_TEST_MAIN(tst_TurnByKeys)
#include "tst_turnbykeys.moc"
