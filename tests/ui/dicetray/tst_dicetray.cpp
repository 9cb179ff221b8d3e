#include "core/dice/dicedistribution.h"
#include "core/dice/diceroller.h"
#include "core/dice/seededrandom.h"
#include "db/battle/battle.h"
#include "db/battle/loggedrolls.h"
#include "db/battle/rolltext.h"
#include "db/resulttesting.h"
#include "testsuite.h"
#include "ui/dicetray/dicehistory.h"
#include "ui/dicetray/dicetray.h"
#include "ui/dicetray/dieface.h"
#include "ui/dicetray/oddschart.h"
#include "ui/dicetray/oddscharthistogram.h"
#include "ui/picturetesting.h"

#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace Adc;

class tst_DiceTray : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void rollSeeded_data();
    void rollSeeded();
    void typedFacesLogged_data();
    void typedFacesLogged();
    void impossibleFacesRefused_data();
    void impossibleFacesRefused();
    void invalidExpressionDisablesRoll_data();
    void invalidExpressionDisablesRoll();
    void oddsSumToOne_data();
    void oddsSumToOne();
    void historyFollowsTheLog();
    void rollActionDirect_data();
    void rollActionDirect();
    void undoTakesBackARoll();
    void withoutBattleRollsLocally();
    void dieFacesPaint_data();
    void dieFacesPaint();
    void paintedHistogram();
    void screenshot();

private:
    void type(QLineEdit *edit, const QString &text);
    QList<int> loggedFaces(const LogEntry &entry) const;

    QTemporaryDir m_dir;
    std::unique_ptr<Battle> m_battle;
    int m_battles = 0;
};

void tst_DiceTray::init()
{
    QVERIFY(m_dir.isValid());
    QString error;
    // A fresh battle file for every test function and data row.
    const QString path = m_dir.filePath(QStringLiteral("battle-%1.battle").arg(++m_battles));
    m_battle = Fixture::valueOf(Battle::create(path, QStringLiteral("Quatre Bras")), &error);
    QVERIFY2(m_battle, qPrintable(error));
}

void tst_DiceTray::cleanup()
{
    m_battle.reset();
}

void tst_DiceTray::type(QLineEdit *edit, const QString &text)
{
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

QList<int> tst_DiceTray::loggedFaces(const LogEntry &entry) const
{
    QList<int> faces;
    const QJsonArray array = entry.inputs.value(QStringLiteral("faces")).toArray();
    for (const QJsonValue &value : array)
        faces << value.toInt();
    return faces;
}

void tst_DiceTray::rollSeeded_data()
{
    QTest::addColumn<QString>("dice");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QString>("purpose");
    QTest::newRow("1d10, the fire die") << QStringLiteral("1d10") << quint64(1) << QString();
    QTest::newRow("2d6+1, elite class dice")
        << QStringLiteral("2d6+1") << quint64(7) << QStringLiteral("discipline of the 1st Guards");
    QTest::newRow("d12-1") << QStringLiteral("d12-1") << quint64(99) << QString();
    QTest::newRow("3d6") << QStringLiteral("3d6") << quint64(2024) << QString();
    QTest::newRow("2d6-1d4, a subtracted die")
        << QStringLiteral("2d6-1d4") << quint64(5) << QString();
    QTest::newRow("10d6, many dice") << QStringLiteral("10d6") << quint64(11) << QString();
}

void tst_DiceTray::rollSeeded()
{
    QFETCH(QString, dice);
    QFETCH(quint64, seed);
    QFETCH(QString, purpose);

    DiceTray tray;
    tray.setBattle(m_battle.get());
    SeededRandom source(seed);
    tray.setRandomSource(&source);
    auto *expression = tray.findChild<QLineEdit *>(QStringLiteral("expression"));
    auto *rollButton = tray.findChild<QPushButton *>(QStringLiteral("roll"));
    QVERIFY(expression && rollButton);
    type(expression, dice);
    if (!purpose.isEmpty())
        type(tray.findChild<QLineEdit *>(QStringLiteral("purpose")), purpose);
    QVERIFY(rollButton->isEnabled());
    const int before = m_battle->log().size();
    QTest::mouseClick(rollButton, Qt::LeftButton);

    // The same seed gives the faces the tray must have rolled.
    const DiceExpression parsed = DiceExpression::parse(dice).value();
    SeededRandom replay(seed);
    const DiceRoll expected = DiceRoller::roll(parsed, replay);

    const QList<LogEntry> log = m_battle->log();
    QCOMPARE(log.size(), before + 1);
    const LogEntry &entry = log.last();
    QCOMPARE(entry.kind, QStringLiteral("roll"));
    QCOMPARE(loggedFaces(entry), expected.faces());
    QCOMPARE(entry.result.value(QStringLiteral("total")).toInt(), expected.total());
    QCOMPARE(entry.result.value(QStringLiteral("dice")).toString(), parsed.toString());
    QCOMPARE(entry.result.value(QStringLiteral("purpose")).toString(), purpose);
    QVERIFY(entry.summary.contains(expected.toString()));

    // On screen: the total, large, and one drawn die per face.
    QCOMPARE(tray.findChild<QLabel *>(QStringLiteral("total"))->text(),
             QString::number(expected.total()));
    const QList<DieFace *> faces
        = tray.findChild<QWidget *>(QStringLiteral("dice"))->findChildren<DieFace *>();
    QList<int> shown;
    for (const DieFace *face : faces)
        shown << face->face();
    QCOMPARE(shown, expected.faces());
    for (const DieFace *face : faces)
        QVERIFY(face->sides() == 6 || face->sides() == 10 || face->sides() == 12
                || face->sides() == 4);
    QVERIFY(tray.shownRoll().has_value());
    QCOMPARE(tray.shownRoll()->total(), expected.total());

    // The rolled total is marked on the odds.
    auto *odds = tray.findChild<OddsChart *>(QStringLiteral("odds"));
    QVERIFY(odds->highlighted() >= 0);
    QCOMPARE(odds->bars().at(odds->highlighted()).label, QString::number(expected.total()));

    // The history, newest first, comes from the log.
    auto *history = tray.findChild<QListWidget *>(QStringLiteral("history"));
    QVERIFY(history->count() >= 1);
    // The roll as it fell: the dice, each face, the total, rolled.
    const QList<LoggedRolls::Roll> logged = LoggedRolls::of(entry);
    QCOMPARE(logged.size(), 1);
    QCOMPARE(logged.first().faces, expected.faces());
    QCOMPARE(logged.first().origin, LoggedRolls::Origin::Rolled);
    QVERIFY2(history->item(0)->text().contains(RollText::rollText(logged.first())),
             qPrintable(history->item(0)->text()));
    QVERIFY(history->item(0)->text().endsWith(QStringLiteral(", rolled")));
    QCOMPARE(history->item(0)->data(Qt::UserRole).toLongLong(), entry.id);
}

void tst_DiceTray::typedFacesLogged_data()
{
    QTest::addColumn<QString>("dice");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<int>("total");
    QTest::newRow("2d6 typed 3 5")
        << QStringLiteral("2d6") << QStringLiteral("3 5") << QList<int> { 3, 5 } << 8;
    QTest::newRow("2d6+1 typed with a comma")
        << QStringLiteral("2d6+1") << QStringLiteral("6,6") << QList<int> { 6, 6 } << 13;
    QTest::newRow("1d10 typed 10")
        << QStringLiteral("1d10") << QStringLiteral("10") << QList<int> { 10 } << 10;
    QTest::newRow("d12-1 typed 1")
        << QStringLiteral("d12-1") << QStringLiteral("1") << QList<int> { 1 } << 0;
    QTest::newRow("2d6-1d4 typed 4 2 3")
        << QStringLiteral("2d6-1d4") << QStringLiteral("4 2 3") << QList<int> { 4, 2, 3 } << 3;
}

void tst_DiceTray::typedFacesLogged()
{
    QFETCH(QString, dice);
    QFETCH(QString, typed);
    QFETCH(QList<int>, faces);
    QFETCH(int, total);

    DiceTray tray;
    tray.setBattle(m_battle.get());
    type(tray.findChild<QLineEdit *>(QStringLiteral("expression")), dice);
    auto *facesEdit = tray.findChild<QLineEdit *>(QStringLiteral("faces"));
    type(facesEdit, typed);
    QVERIFY(tray.findChild<QLabel *>(QStringLiteral("message"))->text().isEmpty());
    QTest::mouseClick(tray.findChild<QPushButton *>(QStringLiteral("record")), Qt::LeftButton);

    const LogEntry entry = m_battle->log().last();
    QCOMPARE(entry.kind, QStringLiteral("roll"));
    QCOMPARE(loggedFaces(entry), faces);
    QCOMPARE(entry.result.value(QStringLiteral("total")).toInt(), total);
    QCOMPARE(tray.findChild<QLabel *>(QStringLiteral("total"))->text(), QString::number(total));
    QVERIFY(facesEdit->text().isEmpty());
}

void tst_DiceTray::impossibleFacesRefused_data()
{
    QTest::addColumn<QString>("dice");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QStringList>("named");
    QTest::newRow("a 7 on a d6") << QStringLiteral("2d6") << QStringLiteral("3 7")
                                 << QStringList { QStringLiteral("face 2 is 7"),
                                                  QStringLiteral("d6") };
    QTest::newRow("a 0 on a d10") << QStringLiteral("1d10") << QStringLiteral("0")
                                  << QStringList { QStringLiteral("face 1 is 0"),
                                                   QStringLiteral("d10") };
    QTest::newRow("an 11 on a d10") << QStringLiteral("1d10") << QStringLiteral("11")
                                    << QStringList { QStringLiteral("11"), QStringLiteral("d10") };
    QTest::newRow("a 5 on the d4 of 2d6-1d4")
        << QStringLiteral("2d6-1d4") << QStringLiteral("1 2 5")
        << QStringList { QStringLiteral("face 3 is 5"), QStringLiteral("d4") };
    QTest::newRow("one face short") << QStringLiteral("2d6") << QStringLiteral("4")
                                    << QStringList { QStringLiteral("needs 2 face(s), 1 given") };
    QTest::newRow("one face too many") << QStringLiteral("1d10") << QStringLiteral("4 5")
                                       << QStringList { QStringLiteral("needs 1 face(s), 2") };
    QTest::newRow("not a number") << QStringLiteral("2d6") << QStringLiteral("3 x")
                                  << QStringList { QStringLiteral(
                                         "\u201cx\u201d is not a die face") };
}

void tst_DiceTray::impossibleFacesRefused()
{
    QFETCH(QString, dice);
    QFETCH(QString, typed);
    QFETCH(QStringList, named);

    DiceTray tray;
    tray.setBattle(m_battle.get());
    type(tray.findChild<QLineEdit *>(QStringLiteral("expression")), dice);
    type(tray.findChild<QLineEdit *>(QStringLiteral("faces")), typed);
    const int before = m_battle->log().size();
    const QString dumpBefore = m_battle->canonicalDump();
    QTest::mouseClick(tray.findChild<QPushButton *>(QStringLiteral("record")), Qt::LeftButton);

    const QString message = tray.findChild<QLabel *>(QStringLiteral("message"))->text();
    for (const QString &part : named)
        QVERIFY2(message.contains(part), qPrintable(message));
    QCOMPARE(m_battle->log().size(), before);
    QCOMPARE(m_battle->canonicalDump(), dumpBefore);
    QVERIFY(!tray.shownRoll().has_value());
    QCOMPARE(tray.findChild<QLineEdit *>(QStringLiteral("faces"))->text(), typed);
}

void tst_DiceTray::invalidExpressionDisablesRoll_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::newRow("2d6+x: a letter") << QStringLiteral("2d6+x") << false;
    QTest::newRow("2d: no sides") << QStringLiteral("2d") << false;
    QTest::newRow("2d1: a one-sided die") << QStringLiteral("2d1") << false;
    QTest::newRow("7: no die") << QStringLiteral("7") << false;
    QTest::newRow("2d6 3: a missing sign") << QStringLiteral("2d6 3") << false;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("2d6+1 reads") << QStringLiteral("2d6+1") << true;
    QTest::newRow("D12 - 1 reads") << QStringLiteral("D12 - 1") << true;
}

void tst_DiceTray::invalidExpressionDisablesRoll()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);

    DiceTray tray;
    tray.setBattle(m_battle.get());
    auto *expression = tray.findChild<QLineEdit *>(QStringLiteral("expression"));
    auto *rollButton = tray.findChild<QPushButton *>(QStringLiteral("roll"));
    type(expression, text);
    const Result<DiceExpression> parsed = DiceExpression::parse(text);
    QCOMPARE(parsed.ok(), valid);
    QCOMPARE(rollButton->isEnabled(), valid);
    QCOMPARE(tray.findChild<QPushButton *>(QStringLiteral("record"))->isEnabled(), valid);
    const QString message = tray.findChild<QLabel *>(QStringLiteral("expressionMessage"))->text();
    if (valid) {
        QVERIFY(message.isEmpty());
        return;
    }
    QVERIFY(!message.isEmpty());
    if (!text.isEmpty()) {
        // The parse error, and its place marked in the text.
        QVERIFY2(message.contains(parsed.error().toHtmlEscaped()), qPrintable(message));
        QVERIFY(message.contains(QStringLiteral("text-decoration:underline")));
        const QString before = text.left(DiceExpression::errorPosition(text)).toHtmlEscaped();
        QVERIFY2(message.contains(before + QStringLiteral("<span")), qPrintable(message));
    }
    // Return and a click do nothing.
    const int entries = m_battle->log().size();
    QTest::keyClick(expression, Qt::Key_Return);
    QTest::mouseClick(rollButton, Qt::LeftButton);
    QCOMPARE(m_battle->log().size(), entries);
}

void tst_DiceTray::oddsSumToOne_data()
{
    QTest::addColumn<QString>("dice");
    QTest::newRow("1d10") << QStringLiteral("1d10");
    QTest::newRow("2d6") << QStringLiteral("2d6");
    QTest::newRow("2d6+1") << QStringLiteral("2d6+1");
    QTest::newRow("d12-1") << QStringLiteral("d12-1");
    QTest::newRow("3d6") << QStringLiteral("3d6");
    QTest::newRow("2d6-1d4") << QStringLiteral("2d6-1d4");
    QTest::newRow("10d10, more totals than bars") << QStringLiteral("10d10");
}

void tst_DiceTray::oddsSumToOne()
{
    QFETCH(QString, dice);

    DiceTray tray;
    type(tray.findChild<QLineEdit *>(QStringLiteral("expression")), dice);
    auto *odds = tray.findChild<OddsChart *>(QStringLiteral("odds"));
    const DiceExpression parsed = DiceExpression::parse(dice).value();
    const DiceDistribution distribution(parsed);
    QCOMPARE(odds->bars().size(), parsed.maximum() - parsed.minimum() + 1);
    QVERIFY(qAbs(odds->totalProbability() - 1.0) < 1e-9);
    QCOMPARE(odds->bars().first().label, QString::number(parsed.minimum()));
    QCOMPARE(odds->bars().last().label, QString::number(parsed.maximum()));
    for (int i = 0; i < odds->bars().size(); ++i)
        QCOMPARE(odds->bars().at(i).probability, distribution.probability(parsed.minimum() + i));
    const QString mean = tray.findChild<QLabel *>(QStringLiteral("mean"))->text();
    QVERIFY2(mean.contains(QString::number(distribution.mean(), 'f', 2)), qPrintable(mean));
    QVERIFY(odds->title().contains(parsed.toString()));
}

void tst_DiceTray::historyFollowsTheLog()
{
    DiceTray tray;
    tray.setBattle(m_battle.get());
    auto *history = tray.findChild<QListWidget *>(QStringLiteral("history"));
    QCOMPARE(history->count(), 0);

    // A roll logged elsewhere (the command line, another window) shows up.
    const ActionOutcome outcome
        = m_battle->apply({ { QStringLiteral("action"), QStringLiteral("roll") },
                            { QStringLiteral("dice"), QStringLiteral("2d6") },
                            { QStringLiteral("faces"), QJsonArray { 6, 6 } } });
    QVERIFY(outcome.ok());
    QCOMPARE(history->count(), 1);
    QVERIFY2(history->item(0)->text().contains(QStringLiteral("2d6: 6 + 6 = 12, typed")),
             qPrintable(history->item(0)->text()));

    // An action that rolls no dice is not listed.
    QVERIFY(m_battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("add-feature") },
                          { QStringLiteral("name"), QStringLiteral("Bossu wood") },
                          { QStringLiteral("kind"), QStringLiteral("woods") } })
                .ok());
    QCOMPARE(history->count(), 1);

    // The dice of a discipline roll are listed too.
    const ActionOutcome added = m_battle->apply(
        { { QStringLiteral("action"), QStringLiteral("add-unit") },
          { QStringLiteral("unit"),
            QJsonObject { { QStringLiteral("name"), QStringLiteral("1er Léger") },
                          { QStringLiteral("side"), QStringLiteral("French") },
                          { QStringLiteral("brigade"), QStringLiteral("Gauthier") },
                          { QStringLiteral("arm"), QStringLiteral("infantry") },
                          { QStringLiteral("castings"), 12 } } } });
    QVERIFY2(added.ok(), qPrintable(added.error()));
    const qint64 id = answerOf(added).value(QStringLiteral("id")).toInteger();
    SeededRandom source(3);
    QVERIFY(m_battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("discipline") },
                          { QStringLiteral("unit"), id } },
                        &source)
                .ok());
    const LogEntry discipline = m_battle->log().last();
    QCOMPARE(history->count(), 2);
    QCOMPARE(history->item(0)->data(Qt::UserRole).toLongLong(), discipline.id);
    QVERIFY2(history->item(0)->text().contains(
                 QStringLiteral("= %1, rolled")
                     .arg(discipline.inputs.value(QStringLiteral("roll")).toInt())),
             qPrintable(history->item(0)->text()));
    // An action with dice that is undone stays listed, struck out.
    if (!discipline.changes.isEmpty()) {
        QVERIFY(m_battle->apply({ { QStringLiteral("action"), QStringLiteral("undo") } }).ok());
        QCOMPARE(history->count(), 2);
        QVERIFY(history->item(0)->font().strikeOut());
    }
}

void tst_DiceTray::rollActionDirect_data()
{
    QTest::addColumn<QJsonObject>("action");
    // 0 done, 2 malformed: the command line's exit code.
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("error");
    const QString roll = QStringLiteral("roll");
    QTest::newRow("faces given") << QJsonObject { { QStringLiteral("action"), roll },
                                                  { QStringLiteral("dice"),
                                                    QStringLiteral("2d6+1") },
                                                  { QStringLiteral("faces"), QJsonArray { 3, 5 } } }
                                 << 0 << QString();
    QTest::newRow("a face a d6 cannot show")
        << QJsonObject { { QStringLiteral("action"), roll },
                         { QStringLiteral("dice"), QStringLiteral("2d6") },
                         { QStringLiteral("faces"), QJsonArray { 7, 1 } } }
        << 2 << QStringLiteral("faces: face 1 is 7, which a d6 cannot show (1 to 6)");
    QTest::newRow("too few faces")
        << QJsonObject { { QStringLiteral("action"), roll },
                         { QStringLiteral("dice"), QStringLiteral("3d6") },
                         { QStringLiteral("faces"), QJsonArray { 1 } } }
        << 2 << QStringLiteral("faces: 3d6 needs 3 face(s), 1 given");
    QTest::newRow("dice that do not read")
        << QJsonObject { { QStringLiteral("action"), roll },
                         { QStringLiteral("dice"), QStringLiteral("2d6+x") } }
        << 2 << QStringLiteral("dice: ") + DiceExpression::parse(QStringLiteral("2d6+x")).error();
    QTest::newRow("no dice") << QJsonObject { { QStringLiteral("action"), roll } } << 2
                             << QStringLiteral("dice: missing");
    QTest::newRow("an unknown field")
        << QJsonObject { { QStringLiteral("action"), roll },
                         { QStringLiteral("dice"), QStringLiteral("1d10") },
                         { QStringLiteral("die"), 4 } }
        << 2 << QStringLiteral("die: unknown field");
}

void tst_DiceTray::rollActionDirect()
{
    QFETCH(QJsonObject, action);
    QFETCH(int, exitCode);
    QFETCH(QString, error);

    const int before = m_battle->log().size();
    const ActionOutcome outcome = m_battle->apply(action);
    QCOMPARE(outcome.exitCode(), exitCode);
    if (outcome.ok()) {
        QCOMPARE(m_battle->log().size(), before + 1);
        QCOMPARE(answerOf(outcome).value(QStringLiteral("total")).toInt(), 9);
        return;
    }
    QCOMPARE(outcome.error().left(error.size()), error);
    QCOMPARE(m_battle->log().size(), before);
}

void tst_DiceTray::undoTakesBackARoll()
{
    // A roll changes nothing, yet it is what was done last: undo takes it
    // back (marked undone in the log) before anything older.
    const QString empty = m_battle->canonicalDump();
    QVERIFY(m_battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("add-feature") },
                          { QStringLiteral("name"), QStringLiteral("Gemioncourt") },
                          { QStringLiteral("kind"), QStringLiteral("bua") } })
                .ok());
    DiceTray tray;
    tray.setBattle(m_battle.get());
    type(tray.findChild<QLineEdit *>(QStringLiteral("expression")), QStringLiteral("2d6"));
    QTest::mouseClick(tray.findChild<QPushButton *>(QStringLiteral("roll")), Qt::LeftButton);
    QVERIFY(m_battle->undoText().contains(QStringLiteral("2d6")));
    QVERIFY(m_battle->apply({ { QStringLiteral("action"), QStringLiteral("undo") } }).ok());
    QCOMPARE(m_battle->features().size(), 1);
    auto *history = tray.findChild<QListWidget *>(QStringLiteral("history"));
    QCOMPARE(history->count(), 1);
    QVERIFY(history->item(0)->font().strikeOut());
    // The second undo takes back the feature.
    QVERIFY(m_battle->undoText().contains(QStringLiteral("Gemioncourt")));
    QVERIFY(m_battle->apply({ { QStringLiteral("action"), QStringLiteral("undo") } }).ok());
    QCOMPARE(m_battle->canonicalDump(), empty);
    // A new roll ends what could be redone.
    QTest::mouseClick(tray.findChild<QPushButton *>(QStringLiteral("roll")), Qt::LeftButton);
    QCOMPARE(history->count(), 2);
    QVERIFY(!m_battle->canRedo());
}

void tst_DiceTray::withoutBattleRollsLocally()
{
    DiceTray tray;
    SeededRandom source(77);
    tray.setRandomSource(&source);
    type(tray.findChild<QLineEdit *>(QStringLiteral("expression")), QStringLiteral("3d6"));
    QTest::mouseClick(tray.findChild<QPushButton *>(QStringLiteral("roll")), Qt::LeftButton);
    SeededRandom replay(77);
    const DiceRoll expected
        = DiceRoller::roll(DiceExpression::parse(QStringLiteral("3d6")).value(), replay);
    QCOMPARE(tray.findChild<QLabel *>(QStringLiteral("total"))->text(),
             QString::number(expected.total()));
    auto *history = tray.findChild<QListWidget *>(QStringLiteral("history"));
    QCOMPARE(history->count(), 1);
    QVERIFY(history->item(0)->text().contains(QStringLiteral("not logged")));
}

void tst_DiceTray::dieFacesPaint_data()
{
    QTest::addColumn<int>("sides");
    QTest::addColumn<int>("face");
    QTest::addColumn<bool>("subtracted");
    QTest::newRow("d6 showing 1: one pip") << 6 << 1 << false;
    QTest::newRow("d6 showing 6") << 6 << 6 << false;
    QTest::newRow("d4 showing 3") << 4 << 3 << false;
    QTest::newRow("d8 showing 8") << 8 << 8 << false;
    QTest::newRow("d10 showing 10") << 10 << 10 << false;
    QTest::newRow("d10 showing 6, marked") << 10 << 6 << false;
    QTest::newRow("d12 showing 12") << 12 << 12 << false;
    QTest::newRow("d20 showing 20") << 20 << 20 << false;
    QTest::newRow("d100 showing 100") << 100 << 100 << false;
    QTest::newRow("subtracted d4 showing 2") << 4 << 2 << true;
}

void tst_DiceTray::dieFacesPaint()
{
    QFETCH(int, sides);
    QFETCH(int, face);
    QFETCH(bool, subtracted);

    DieFace die(sides, face);
    die.setSubtracted(subtracted);
    die.setEdge(64);
    QCOMPARE(die.sizeHint(), QSize(64, 64));
    QVERIFY(die.toolTip().contains(QStringLiteral("d%1: %2").arg(sides).arg(face)));
    QImage image(64, 64, QImage::Format_ARGB32);
    image.fill(Qt::white);
    die.render(&image);
    // Ink in the middle of the die: the number, or the centre pip of an odd d6.
    int dark = 0;
    int red = 0;
    for (int y = 16; y < 48; ++y) {
        for (int x = 16; x < 48; ++x) {
            const QColor pixel = image.pixelColor(x, y);
            dark += pixel.lightness() < 90 ? 1 : 0;
            red += pixel.red() > 140 && pixel.green() < 80 ? 1 : 0;
        }
    }
    QVERIFY2(dark + red > 20, qPrintable(QString::number(dark + red)));
    QCOMPARE(red > dark, subtracted);
}

void tst_DiceTray::paintedHistogram()
{
    // The chart of builds without Qt Charts: a bar per total, the rolled one marked.
    const DiceDistribution distribution(DiceExpression::parse(QStringLiteral("2d6")).value());
    QList<OddsChart::Bar> bars;
    for (const DiceDistribution::Entry &entry : distribution.entries())
        bars.append({ QString::number(entry.total), entry.probability });
    OddsChartHistogram histogram;
    histogram.setBars(bars);
    histogram.setTitle(QStringLiteral("Odds of 2d6"));
    histogram.setAxisTitle(QStringLiteral("total"));
    histogram.resize(360, 180);
    QImage plain(histogram.size(), QImage::Format_ARGB32);
    plain.fill(Qt::white);
    histogram.render(&plain);
    histogram.setHighlighted(5); // the 7
    QImage marked(histogram.size(), QImage::Format_ARGB32);
    marked.fill(Qt::white);
    histogram.render(&marked);
    auto reds = [](const QImage &image) {
        int count = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QColor pixel = image.pixelColor(x, y);
                count += pixel.red() > 150 && pixel.green() < 90 && pixel.blue() < 90 ? 1 : 0;
            }
        }
        return count;
    };
    QCOMPARE(reds(plain), 0);
    // The 7 is the tallest bar: a marked bar of some height.
    QVERIFY2(reds(marked) > 200, qPrintable(QString::number(reds(marked))));
    QVERIFY(histogram.sizeHint().isValid());
}

void tst_DiceTray::screenshot()
{
    DiceTray tray;
    tray.setBattle(m_battle.get());
    SeededRandom source(12);
    tray.setRandomSource(&source);
    type(tray.findChild<QLineEdit *>(QStringLiteral("expression")), QStringLiteral("1d10"));
    QTest::mouseClick(tray.findChild<QPushButton *>(QStringLiteral("roll")), Qt::LeftButton);
    type(tray.findChild<QLineEdit *>(QStringLiteral("expression")), QStringLiteral("2d6"));
    type(tray.findChild<QLineEdit *>(QStringLiteral("faces")), QStringLiteral("6 6"));
    QTest::mouseClick(tray.findChild<QPushButton *>(QStringLiteral("record")), Qt::LeftButton);
    type(tray.findChild<QLineEdit *>(QStringLiteral("expression")), QStringLiteral("2d6+1"));
    type(tray.findChild<QLineEdit *>(QStringLiteral("purpose")),
         QStringLiteral("fire discipline, 1st Foot Guards"));
    QTest::mouseClick(tray.findChild<QPushButton *>(QStringLiteral("roll")), Qt::LeftButton);
    tray.resize(400, 760);
    tray.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tray));
    QTRY_VERIFY(Testing::laidOut(&tray));

    // The docs' picture (ADC_SCREENSHOT_DIR=docs/screenshots): the tray as a
    // dock of the window on its screen, the last roll with its odds, its
    // purpose, and the three rolls in the history, newest first.
    const QImage image = Testing::screenshot(&tray, m_dir.path(), QStringLiteral("dice-tray.png"));
    QCOMPARE(Testing::pictureProblems(&tray, image, Testing::windowScreen()), QString());
    QVERIFY(tray.shownRoll());
    const int total = tray.shownRoll()->total();
    QVERIFY(total >= 3 && total <= 13);
    auto *history = tray.findChild<DiceHistory *>();
    QVERIFY(history && history->isVisible());
    QCOMPARE(history->count(), 3);
    QVERIFY2(history->item(0)->text().contains(
                 QStringLiteral("Roll for fire discipline, 1st Foot Guards: 2d6+1")),
             qPrintable(history->item(0)->text()));
    QVERIFY2(history->item(1)->text().contains(QStringLiteral("Roll 2d6: 6 + 6 = 12, typed")),
             qPrintable(history->item(1)->text()));
    QVERIFY2(history->item(2)->text().contains(QStringLiteral("Roll 1d10")),
             qPrintable(history->item(2)->text()));
    QCOMPARE(Testing::unshown(&tray,
                              { QStringLiteral("2d6+1"), QStringLiteral("Odds of 2d6+1"),
                                QStringLiteral("fire discipline, 1st Foot Guards"),
                                QString::number(total), QStringLiteral("= %1").arg(total) }),
             QString());
}

ADC_TEST_MAIN(tst_DiceTray)
#include "tst_dicetray.moc"
