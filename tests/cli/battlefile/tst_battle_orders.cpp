// Every action of the contract as an order (docs/contract.md, adc apply;
// docs/contributing.md, orders): tests/data/orders.jsonl holds one request a
// line, for every kind of order. Each is read as an order and written back
// as the same JSON; then `adc apply` applies them all, in order, on the
// sample battle, and every one is done; the log keeps each as an order
// whose JSON, read and written again, is the same object. The rows that
// rule on a side's proposals (accept, decline) find two waiting, made on
// the sample first as a side's page makes them.
#include "battlecommandstest.h"
#include "testfailure.h"
#include "testpaths.h"

#include "core/orders/ordercodec.h"
#include "db/battle/battle.h"
#include "db/battle/proposaldesk.h"
#include "testsuite.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

using namespace BattleTest;
using namespace Adc;

class tst_BattleOrders : public BattleCommandsTest
{
    Q_OBJECT

private Q_SLOTS:
    void init() { makeFolder(); }
    void everyKindHasARow();
    void eachRowRoundTrips();
    void adcAppliesEveryRow();

private:
    // The rows; none, and the test failed, when the file cannot be read.
    static QList<QByteArray> rows()
    {
        QFile file(AdcTest::sourceDir() + QStringLiteral("/tests/data/orders.jsonl"));
        if (!file.open(QIODevice::ReadOnly)) {
            ADC_FAIL(QStringLiteral("tests/data/orders.jsonl cannot be read"));
            return {};
        }
        QList<QByteArray> lines;
        for (const QByteArray &line : file.readAll().split('\n')) {
            if (!line.trimmed().isEmpty())
                lines.append(line);
        }
        return lines;
    }
    static QJsonObject object(const QByteArray &line)
    {
        return QJsonDocument::fromJson(line).object();
    }
};

void tst_BattleOrders::everyKindHasARow()
{
    QSet<QString> kinds;
    for (const QByteArray &line : rows())
        kinds.insert(object(line).value(QStringLiteral("action")).toString());
    for (const QString &kind : OrderCodec::kinds())
        QVERIFY2(kinds.contains(kind), qPrintable(kind + QStringLiteral(" has no row")));
    QCOMPARE(kinds.size(), OrderCodec::kinds().size());
}

void tst_BattleOrders::eachRowRoundTrips()
{
    for (const QByteArray &line : rows()) {
        const QJsonObject request = object(line);
        const Result<Order> order = OrderCodec::fromJson(request);
        QVERIFY2(order, qPrintable(QString::fromUtf8(line) + QStringLiteral(": ") + order.error()));
        QCOMPARE(order->kind(), request.value(QStringLiteral("action")).toString());
        QCOMPARE(OrderCodec::toJson(*order), request);
    }
}

void tst_BattleOrders::adcAppliesEveryRow()
{
    const QString file = path(QStringLiteral("qb.adc"));
    QCOMPARE(adc(QStringList { QStringLiteral("sample") } + db(file)).exitCode, 0);
    {
        // The French see the Bremen battalion: 72e Ligne proposes a fire at
        // it (proposal 1, die typed), 108e Ligne a move (proposal 2).
        std::unique_ptr<Battle> battle = *Battle::open(file);
        QVERIFY(battle->apply(QJsonObject { { QStringLiteral("action"), QStringLiteral("edit") },
                                            { QStringLiteral("unit"), 45 },
                                            { QStringLiteral("field"), QStringLiteral("seen") },
                                            { QStringLiteral("value"), true } }));
        const Result<ProposalRecord> fire = battle->proposals().propose(
            QStringLiteral("French"),
            QJsonObject { { QStringLiteral("action"), QStringLiteral("fire") },
                          { QStringLiteral("firers"), QJsonArray { 57 } },
                          { QStringLiteral("target"), 45 },
                          { QStringLiteral("range"), 3 },
                          { QStringLiteral("die"), 5 } });
        QVERIFY2(fire && fire->id == 1, qPrintable(fire ? QString() : fire.error()));
        const Result<ProposalRecord> move = battle->proposals().propose(
            QStringLiteral("French"),
            QJsonObject { { QStringLiteral("action"), QStringLiteral("move") },
                          { QStringLiteral("unit"), 58 },
                          { QStringLiteral("to"), QStringLiteral("woods") } });
        QVERIFY2(move && move->id == 2, qPrintable(move ? QString() : move.error()));
    }
    const QList<QByteArray> actions = rows();
    QByteArray input;
    for (const QByteArray &action : actions)
        input += action + '\n';
    const Run run = adc(QStringList { QStringLiteral("apply") } + db(file), input);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QList<QByteArray> answers = run.out.trimmed().split('\n');
    QCOMPARE(answers.size(), actions.size());
    for (int i = 0; i < answers.size(); ++i)
        QVERIFY2(object(answers.at(i)).value(QStringLiteral("ok")).toBool(),
                 qPrintable(QString::fromUtf8(actions.at(i) + " -> " + answers.at(i))));

    // The log keeps the orders in the same one JSON form, dice filled in.
    const Run log = adc(QStringList { QStringLiteral("log") } + db(file));
    QCOMPARE(log.exitCode, 0);
    int read = 0;
    for (const QJsonValue &value : log.array()) {
        const QJsonObject inputs = value.toObject().value(QStringLiteral("inputs")).toObject();
        if (inputs.isEmpty())
            continue;
        const Result<Order> order = OrderCodec::fromJson(inputs);
        if (!order && inputs.value(QStringLiteral("action")) == QStringLiteral("add-units"))
            continue; // the sample's import, kept as a count of its units
        QVERIFY2(order, qPrintable(order.error()));
        QCOMPARE(OrderCodec::toJson(*order), inputs);
        ++read;
    }
    QVERIFY(read >= actions.size());
}

ADC_TEST_GUILESS_MAIN(tst_BattleOrders)
#include "tst_battle_orders.moc"
