// The dice of a proposal accepted: the umpire changed the side's dice only
// where he replaced or dropped a die the side gave. A die added where the
// side gave none (rolled on screen at an inch the side typed nothing for,
// the defender's fire die), or one of the side's the charge never came to,
// changes nothing of the proposal.

#include "core/orders/ordercodec.h"
#include "core/proposals/proposalamendment.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QJsonDocument>
#include <QTest>

using namespace Adc;

namespace {

// The object; an empty one, and the test failed, when the text is not one.
QJsonObject diceObject(const char *json)
{
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json));
    if (!document.isObject())
        ADC_FAIL(QStringLiteral("not a JSON object: ") + QString::fromUtf8(json));
    return document.object();
}

} // namespace

class tst_ProposalDice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void changedDice_data();
    void changedDice();
};

void tst_ProposalDice::changedDice_data()
{
    QTest::addColumn<QJsonObject>("overrides");
    QTest::addColumn<QStringList>("changed");

    // The proposal in each row: the side's totals at 4" and 3", faces at 4".
    QTest::newRow("a roll added at 2\", the fire die rolled")
        << diceObject(R"({"rolls": [10, 9, 3], "faces": [[5, 4], null, [1, 1]],
                          "fire_die": 6})")
        << QStringList();
    QTest::newRow("the charge ended before the side's last die")
        << diceObject(R"({"rolls": [10], "faces": [[5, 4]]})") << QStringList();
    QTest::newRow("the side's total at 3\" replaced")
        << diceObject(R"({"rolls": [10, 7]})") << QStringList { QStringLiteral("rolls") };
    QTest::newRow("the side's faces at 4\" replaced")
        << diceObject(R"({"rolls": [10, 9], "faces": [[6, 3]]})")
        << QStringList { QStringLiteral("faces") };
    QTest::newRow("the side's faces dropped")
        << diceObject(R"({"faces": null})") << QStringList { QStringLiteral("faces") };
}

void tst_ProposalDice::changedDice()
{
    QFETCH(QJsonObject, overrides);
    QFETCH(QStringList, changed);
    const QJsonObject action = diceObject(R"({"action": "charge", "charger": 1, "defender": 2,
                                              "rolls": [10, 9], "faces": [[5, 4]]})");
    const Result<ProposalAmendment> amendment = ProposalAmendment::read(overrides);
    QVERIFY2(amendment.ok(), qPrintable(amendment.error()));
    const Result<Order> proposed = OrderCodec::fromJson(action);
    QVERIFY(proposed.ok());
    QCOMPARE(amendment->changed(*proposed), changed);
}

ADC_TEST_APPLESS_MAIN(tst_ProposalDice)
#include "tst_proposaldice.moc"
