#include "cli/adcrunner.h"
#include "testsuite.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

using AdcTest::Run;

// `adc rules fire` with the request on stdin.
Run runFireRefused(const QByteArray &request)
{
    return AdcTest::rules(QStringLiteral("fire"), request);
}

} // namespace

// `adc rules fire` refusals (allowed: false, exit 0) and malformed requests
// (exit 2, one line naming the field) (docs/contract.md).
class tst_RulesFireRefusals : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refused_data();
    void refused();
    void malformed_data();
    void malformed();
};

void tst_RulesFireRefusals::refused_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("reason");
    QTest::newRow("musket at 6.01\": out of range") << QByteArray(
        R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": 6.01, "die": 5})")
                                                    << "out of range";
    QTest::newRow("out of range, no die: no odds") << QByteArray(
        R"({"arm": "artillery", "tubes": 4, "weapon": "3pdr-austrian", "range": 15.5})")
                                                   << "out of range";
    QTest::newRow("canister beyond canister range")
        << QByteArray(R"({"arm": "artillery", "tubes": 6, "weapon": "12pdr", "shot": "canister",
                          "range": 6.5, "die": 5})")
        << "canister range";
    QTest::newRow("a routed firer")
        << QByteArray(R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": 2, "die": 5,
                          "conditions": ["firer-routed"]})")
        << "routed";
    QTest::newRow("a broken firer")
        << QByteArray(R"({"arm": "artillery", "tubes": 6, "weapon": "6pdr", "range": 2,
                          "conditions": ["firer-broken"]})")
        << "broken";
    QTest::newRow("battalion guns moved over half") << QByteArray(
        R"({"arm": "battalion-guns", "tubes": 2, "weapon": "4pdr", "range": 2, "die": 5,
                          "conditions": ["guns-moved-over-half"]})")
                                                    << "moved over half";
    QTest::newRow("infantry firing 3 AP") << QByteArray(
        R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": 2, "ap": 3, "die": 5})")
                                          << "3 AP";
    QTest::newRow("infantry in smoke firing 2 AP") << QByteArray(
        R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": 2, "ap": 2, "die": 5,
                          "conditions": ["firer-in-smoke"]})")
                                                   << "2 AP";
    // "Artillery may expend up to 4 AP's per fire and infantry up to 2."
    QTest::newRow("guns firing 5 AP")
        << QByteArray(R"({"arm": "artillery", "tubes": 3, "weapon": "6pdr", "range": 2, "ap": 5})")
        << "5 AP is more than artillery may fire";
    QTest::newRow("ricochet with canister")
        << QByteArray(R"({"arm": "artillery", "tubes": 6, "weapon": "12pdr", "shot": "canister",
                          "range": 3, "die": 5, "conditions": ["ricochet"]})")
        << "canister";
    QTest::newRow("ricochet by small arms")
        << QByteArray(R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": 2, "die": 5,
                          "conditions": ["ricochet"]})")
        << "guns";
}

void tst_RulesFireRefusals::refused()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, reason);
    const Run run = runFireRefused(request);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    const QJsonObject answer = run.object();
    QVERIFY(answer.value(QStringLiteral("allowed")).isBool());
    QCOMPARE(answer.value(QStringLiteral("allowed")).toBool(true), false);
    QVERIFY2(answer.value(QStringLiteral("reason")).toString().contains(reason),
             run.out.constData());
    QVERIFY(!answer.contains(QStringLiteral("odds")));
    QVERIFY(!answer.contains(QStringLiteral("casualty_steps")));
}

// Rows of tst_RulesFireRefusals::malformed: range, die, AP, shot and conditions.
static void rangeDieApAndConditionRows()
{
    QTest::newRow("missing range")
        << QByteArray(R"({"arm": "infantry", "stands": 3, "weapon": "musket"})") << "range";
    QTest::newRow("negative range")
        << QByteArray(R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": -1})")
        << "range";
    QTest::newRow("range 1001") << QByteArray(
        R"({"arm": "artillery", "tubes": 3, "weapon": "6pdr", "range": 1001})")
                                << "range";
    QTest::newRow("range as text")
        << QByteArray(R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": "3"})")
        << "range";
    QTest::newRow("die 0") << QByteArray(
        R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": 2, "die": 0})")
                           << "die";
    QTest::newRow("die 11") << QByteArray(
        R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": 2, "die": 11})")
                            << "die";
    QTest::newRow("die 2.5") << QByteArray(
        R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": 2, "die": 2.5})")
                             << "die";
    QTest::newRow("ap 0") << QByteArray(
        R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": 2, "ap": 0})")
                          << "ap";
    QTest::newRow("ap 100") << QByteArray(
        R"({"arm": "artillery", "tubes": 3, "weapon": "6pdr", "range": 2, "ap": 100})")
                            << "ap";
    QTest::newRow("shot for infantry") << QByteArray(
        R"({"arm": "infantry", "stands": 3, "weapon": "musket", "shot": "ball", "range": 2})")
                                       << "shot";
    QTest::newRow("unknown shot") << QByteArray(
        R"({"arm": "artillery", "tubes": 3, "weapon": "6pdr", "shot": "grape", "range": 2})")
                                  << "shot";
    QTest::newRow("unknown condition")
        << QByteArray(R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": 2,
                          "conditions": ["target-rear"]})")
        << "conditions";
    QTest::newRow("conditions not a list")
        << QByteArray(R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": 2,
                          "conditions": "target-flank"})")
        << "conditions";
    QTest::newRow("two covers at once")
        << QByteArray(R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": 2,
                          "conditions": ["cover-light", "cover-medium"]})")
        << "conditions";
}

void tst_RulesFireRefusals::malformed_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("field");
    QTest::newRow("not JSON") << QByteArray("{\"arm\": ") << "request";
    QTest::newRow("not an object") << QByteArray("[1, 2]") << "request";
    QTest::newRow("unknown field") << QByteArray(
        R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": 2, "target": 7})")
                                   << "target";
    QTest::newRow("missing arm") << QByteArray(R"({"stands": 3, "weapon": "musket", "range": 2})")
                                 << "arm";
    QTest::newRow("unknown arm") << QByteArray(
        R"({"arm": "dragoons", "stands": 3, "weapon": "musket", "range": 2})")
                                 << "arm";
    QTest::newRow("missing weapon")
        << QByteArray(R"({"arm": "infantry", "stands": 3, "range": 2})") << "weapon";
    QTest::newRow("unknown weapon")
        << QByteArray(R"({"arm": "artillery", "tubes": 3, "weapon": "9pdr", "range": 2})")
        << "weapon";
    QTest::newRow("a musket for artillery")
        << QByteArray(R"({"arm": "artillery", "tubes": 3, "weapon": "musket", "range": 2})")
        << "weapon";
    QTest::newRow("a 12pdr for infantry")
        << QByteArray(R"({"arm": "infantry", "stands": 3, "weapon": "12pdr", "range": 2})")
        << "weapon";
    QTest::newRow("stands for artillery")
        << QByteArray(R"({"arm": "artillery", "stands": 3, "weapon": "12pdr", "range": 2})")
        << "stands";
    QTest::newRow("stands and tubes for artillery") << QByteArray(
        R"({"arm": "artillery", "stands": 3, "tubes": 4, "weapon": "12pdr", "range": 2})")
                                                    << "stands";
    QTest::newRow("tubes for infantry")
        << QByteArray(R"({"arm": "infantry", "tubes": 3, "weapon": "musket", "range": 2})")
        << "tubes";
    QTest::newRow("missing stands")
        << QByteArray(R"({"arm": "cavalry", "weapon": "musket", "range": 2})") << "stands";
    QTest::newRow("missing tubes")
        << QByteArray(R"({"arm": "battalion-guns", "weapon": "4pdr", "range": 2})") << "tubes";
    QTest::newRow("1.5 stands") << QByteArray(
        R"({"arm": "infantry", "stands": 1.5, "weapon": "musket", "range": 2})")
                                << "stands";
    QTest::newRow("0 stands") << QByteArray(
        R"({"arm": "infantry", "stands": 0, "weapon": "musket", "range": 2})")
                              << "stands";
    QTest::newRow("100 stands") << QByteArray(
        R"({"arm": "infantry", "stands": 100, "weapon": "musket", "range": 2})")
                                << "stands";
    QTest::newRow("0 tubes") << QByteArray(
        R"({"arm": "artillery", "tubes": 0, "weapon": "6pdr", "range": 2})")
                             << "tubes";
    QTest::newRow("2.5 tubes") << QByteArray(
        R"({"arm": "artillery", "tubes": 2.5, "weapon": "6pdr", "range": 2})")
                               << "tubes";
    rangeDieApAndConditionRows();
}

void tst_RulesFireRefusals::malformed()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, field);
    const Run run = runFireRefused(request);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith(QStringLiteral("adc: %1: ").arg(field).toUtf8()),
             run.err.constData());
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY(run.err.endsWith('\n'));
}

ADC_TEST_GUILESS_MAIN(tst_RulesFireRefusals)
#include "tst_rules_fire_refusals.moc"
