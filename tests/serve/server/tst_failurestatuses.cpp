// The players' server answers a proposal by its failure's kind, never by
// its words (docs/contributing.md, "How an error travels"): a malformed
// proposal is 400, a refusal by the rules 422, a battle that failed to keep
// it 500, with words for the side and nothing of the storage's own.
#include "db/battle/proposaldesk.h"
#include "serve/servefixture.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

struct KindReply
{
    int status = 0;
    QByteArray body;
    QString reason() const
    {
        return QJsonDocument::fromJson(body).object().value(QStringLiteral("reason")).toString();
    }
};

// POSTs the proposal as the French side's page does; status 0 when no answer.
KindReply proposeAsFrance(const ServedBattle &served, QString json)
{
    json.replace(QStringLiteral("LEGERE"), QString::number(served.legere));
    json.replace(QStringLiteral("HIGHLANDERS"), QString::number(served.highlanders));
    const QByteArray body = json.toUtf8();
    const QByteArray request = "POST "
        + served.side(served.frenchSide, QStringLiteral("proposals")).path().toLatin1()
        + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(served.port)
        + "\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: "
        + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    RawClient raw(served.port, request);
    if (!QTest::qWaitFor([&] { return raw.done(); }, 15000)) {
        ADC_FAIL(QStringLiteral("no answer to ") + json);
        return {};
    }
    return { raw.status(), raw.received.mid(raw.received.indexOf("\r\n\r\n") + 4) };
}

// Makes the battle file refuse every new proposal from outside the program,
// as a full disk or a broken file would: the storage fails, not the rules.
bool breakProposalStorage(const QString &path)
{
    bool made = false;
    {
        QSqlDatabase database
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("breaker"));
        database.setDatabaseName(path);
        if (database.open()) {
            QSqlQuery query(database);
            made = query.exec(
                QStringLiteral("CREATE TRIGGER no_proposals BEFORE INSERT ON proposals "
                               "BEGIN SELECT RAISE(ABORT, 'the storage broke here'); END"));
            if (!made)
                ADC_FAIL(query.lastError().text());
            database.close();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("breaker"));
    return made;
}

const char *const kKindsFire
    = R"({"action": "fire", "firers": [LEGERE], "target": HIGHLANDERS, "range": 3, "die": 5})";

} // namespace

class FailureStatusesTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eachKindHasItsStatus_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("reason");
        QTest::newRow("malformed: not a proposal")
            << QStringLiteral(R"({"action": "end-turn"})") << 400
            << QStringLiteral("a fire, a charge or a move");
        QTest::newRow("refused: another side's unit")
            << QStringLiteral(R"({"action": "move", "unit": HIGHLANDERS, "to": "woods"})") << 422
            << QStringLiteral("is not one of your units");
        QTest::newRow("done") << QString::fromUtf8(kKindsFire) << 201 << QString();
    }
    void eachKindHasItsStatus()
    {
        QFETCH(QString, body);
        QFETCH(int, status);
        QFETCH(QString, reason);
        ServedBattle served;
        QVERIFY(served.isValid());
        served.battle.edit(served.highlanders, QStringLiteral("seen"), true);
        const KindReply reply = proposeAsFrance(served, body);
        QCOMPARE(reply.status, status);
        QVERIFY2(reply.reason().contains(reason), reply.body.constData());
    }

    void aStorageThatFailsIs500()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        served.battle.edit(served.highlanders, QStringLiteral("seen"), true);
        QVERIFY(breakProposalStorage(served.battle.path));
        const KindReply reply = proposeAsFrance(served, QString::fromUtf8(kKindsFire));
        QCOMPARE(reply.status, 500);
        QVERIFY(!reply.reason().isEmpty());
        // The storage's own words are the umpire's, not the side's.
        QVERIFY2(!reply.body.contains("storage broke"), reply.body.constData());
        QVERIFY(served.battle->proposals().all().isEmpty());
    }
};

ADC_TEST_GUILESS_MAIN(FailureStatusesTest)
#include "tst_failurestatuses.moc"
