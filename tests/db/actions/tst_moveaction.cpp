// The move action (docs/contract.md): read, plan, write as one logged,
// undoable action; refused moves change nothing.

#include "db/battlefixture.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

class tst_MoveAction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void moveIntoAWood();
    void fullFeatureNamesTheOccupant();
    void refusedByTheTerrainPage();
    void malformed_data();
    void malformed();
    void loggedAndUndone();

private:
    std::unique_ptr<TestBattle> m_battle;
    qint64 m_unit = 0;
    qint64 m_other = 0;
    qint64 m_wood = 0;
};

void tst_MoveAction::init()
{
    m_battle = std::make_unique<TestBattle>();
    QVERIFY(m_battle->isValid());
    m_unit = m_battle->add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    m_other = m_battle->add(
        infantry(QStringLiteral("2/95th"), QStringLiteral("Allies"), QStringLiteral("Kempt")));
    const ActionOutcome added = (*m_battle)->apply(
        object(R"({"action": "add-feature", "name": "Bossu wood", "kind": "woods"})"));
    QVERIFY(added.ok());
    m_wood = answerOf(added).value(QStringLiteral("id")).toInteger();
}

void tst_MoveAction::moveIntoAWood()
{
    m_battle->edit(m_unit, QStringLiteral("smoke"), true);
    const ActionOutcome outcome
        = (*m_battle)->apply({ { QStringLiteral("action"), QStringLiteral("move") },
                               { QStringLiteral("unit"), m_unit },
                               { QStringLiteral("feature"), m_wood } });
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(answerOf(outcome).value(QStringLiteral("ok")).toBool(), true);
    QVERIFY(answerOf(outcome).value(QStringLiteral("log_id")).toInteger() > 0);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("half_movement")).toBool(), true);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("smoke_cleared")).toBool(), true);
    const QJsonObject unit = answerOf(outcome).value(QStringLiteral("unit")).toObject();
    QCOMPARE(unit.value(QStringLiteral("terrain")).toString(), QStringLiteral("woods"));
    QCOMPARE(unit.value(QStringLiteral("feature")).toString(), QStringLiteral("Bossu wood"));
    const UnitRecord stored = m_battle->unit(m_unit);
    QCOMPARE(stored.terrain, Terrain::Woods);
    QVERIFY(stored.movedThisSegment);
    QVERIFY(!stored.smoke);
}

void tst_MoveAction::fullFeatureNamesTheOccupant()
{
    m_battle->edit(m_other, QStringLiteral("feature"), QStringLiteral("Bossu wood"));
    const UnitRecord before = m_battle->unit(m_unit);
    const qint64 entries = (*m_battle)->log().size();
    const ActionOutcome outcome
        = (*m_battle)->apply({ { QStringLiteral("action"), QStringLiteral("move") },
                               { QStringLiteral("unit"), m_unit },
                               { QStringLiteral("feature"), m_wood } });
    QVERIFY(outcome.is(Failure::Kind::Refused));
    QCOMPARE(answerOf(outcome).value(QStringLiteral("ok")).toBool(), false);
    QVERIFY2(answerOf(outcome)
                 .value(QStringLiteral("reason"))
                 .toString()
                 .contains(QLatin1String("2/95th")),
             qPrintable(answerOf(outcome).value(QStringLiteral("reason")).toString()));
    QCOMPARE(m_battle->unit(m_unit), before);
    QCOMPARE((*m_battle)->log().size(), entries);
}

void tst_MoveAction::refusedByTheTerrainPage()
{
    const qint64 squadron = m_battle->add([] {
        UnitRecord unit = infantry(QStringLiteral("1er Chasseurs"), QStringLiteral("France"),
                                   QStringLiteral("Piré"));
        unit.arm = Arm::Cavalry;
        return unit;
    }());
    const ActionOutcome outcome = (*m_battle)->apply(
        object(QStringLiteral(R"({"action": "move", "unit": %1, "to": "woods"})")
                   .arg(squadron)
                   .toUtf8()
                   .constData()));
    QVERIFY(outcome.is(Failure::Kind::Refused));
    QVERIFY(answerOf(outcome)
                .value(QStringLiteral("reason"))
                .toString()
                .contains(QLatin1String("cavalry may not be in woods")));
    QCOMPARE(m_battle->unit(squadron).terrain, Terrain::Open);
}

void tst_MoveAction::malformed_data()
{
    QTest::addColumn<QByteArray>("fields");
    QTest::addColumn<QString>("field");
    QTest::newRow("no such terrain") << QByteArray(R"("to": "marsh")") << "to";
    QTest::newRow("no such feature") << QByteArray(R"("feature": 99)") << "feature";
    QTest::newRow("feature by name") << QByteArray(R"("feature": "Bossu wood")") << "feature";
    QTest::newRow("unknown crossing") << QByteArray(R"("across": ["wall"])") << "across";
    QTest::newRow("unknown field") << QByteArray(R"("hex": 3)") << "hex";
}

void tst_MoveAction::malformed()
{
    QFETCH(QByteArray, fields);
    QFETCH(QString, field);
    const QByteArray json
        = R"({"action": "move", "unit": )" + QByteArray::number(m_unit) + ", " + fields + "}";
    const ActionOutcome outcome = (*m_battle)->apply(object(json.constData()));
    QVERIFY(outcome.is(Failure::Kind::Malformed));
    QVERIFY2(outcome.error().startsWith(field + QLatin1Char(':')), qPrintable(outcome.error()));
}

void tst_MoveAction::loggedAndUndone()
{
    const UnitRecord before = m_battle->unit(m_unit);
    const QJsonObject order { { QStringLiteral("action"), QStringLiteral("move") },
                              { QStringLiteral("unit"), m_unit },
                              { QStringLiteral("to"), QStringLiteral("hill") },
                              { QStringLiteral("across"), QJsonArray { QStringLiteral("ltf") } } };
    const ActionOutcome outcome = (*m_battle)->apply(order);
    QVERIFY(outcome.ok());
    const LogEntry entry = (*m_battle)->log().last();
    QCOMPARE(entry.kind, QStringLiteral("move"));
    QCOMPARE(entry.inputs, order);
    QCOMPARE(entry.inputs.value(QStringLiteral("unit")).toInteger(), m_unit);
    QVERIFY(entry.summary.contains(QLatin1String("1/45e")));

    QVERIFY((*m_battle)->apply(object(R"({"action": "undo"})")).ok());
    QCOMPARE(m_battle->unit(m_unit), before);
    QVERIFY(m_battle->reopen());
    QVERIFY((*m_battle)->apply(object(R"({"action": "redo"})")).ok());
    QCOMPARE(m_battle->unit(m_unit).terrain, Terrain::Hill);
    QVERIFY(m_battle->unit(m_unit).movedThisSegment);
}

ADC_TEST_GUILESS_MAIN(tst_MoveAction)
#include "tst_moveaction.moc"
