#include "core/common/rulings.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QTest>

using namespace Adc;

class tst_Rulings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void houseDefaults()
    {
        const Rulings rulings;
        QCOMPARE(rulings.classDice(TroopClass::Elite), QStringLiteral("2d6+1"));
        QCOMPARE(rulings.classDice(TroopClass::Line), QStringLiteral("2d6"));
        QCOMPARE(rulings.classDice(TroopClass::Conscript), QStringLiteral("2d6-1"));
        QCOMPARE(rulings.scroungingModifier, -3);
        QCOMPARE(rulings.boxcarsFace, 10);
        QCOMPARE(rulings.batteryBallAp, 8);
        QCOMPARE(rulings.batteryCanisterAp, 4);
        QVERIFY(rulings.extendBeyondChart);
        QVERIFY(rulings.redoubtParapetForArtillery);
    }

    void catalogueCoversEveryRuling()
    {
        const Rulings rulings;
        const QJsonObject json = rulings.toJson();
        QCOMPARE(json.size(), Rulings::catalogue().size());
        for (const RulingInfo &info : Rulings::catalogue()) {
            QVERIFY2(json.contains(info.key), qPrintable(info.key));
            QCOMPARE(json.value(info.key), info.defaultValue);
            QVERIFY2(info.explanation.size() > 20, qPrintable(info.key));
        }
    }

    void setValue_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QJsonValue>("stored");

        QTest::newRow("elite dice 3d6")
            << QStringLiteral("class-dice-elite") << QJsonValue(QStringLiteral("3d6")) << true
            << QJsonValue(QStringLiteral("3d6"));
        QTest::newRow("line dice spelled d12-1 is stored canonically")
            << QStringLiteral("class-dice-line") << QJsonValue(QStringLiteral("d12-1")) << true
            << QJsonValue(QStringLiteral("1d12-1"));
        QTest::newRow("conscript dice not an expression")
            << QStringLiteral("class-dice-conscript") << QJsonValue(QStringLiteral("2x6")) << false
            << QJsonValue(QStringLiteral("2d6-1"));
        QTest::newRow("dice as a number") << QStringLiteral("class-dice-line") << QJsonValue(7)
                                          << false << QJsonValue(QStringLiteral("2d6"));
        QTest::newRow("scrounging as the ammunition text, -5")
            << QStringLiteral("scrounging-modifier") << QJsonValue(-5) << true << QJsonValue(-5);
        QTest::newRow("scrounging positive")
            << QStringLiteral("scrounging-modifier") << QJsonValue(2) << false << QJsonValue(-3);
        QTest::newRow("scrounging fraction")
            << QStringLiteral("scrounging-modifier") << QJsonValue(-3.5) << false << QJsonValue(-3);
        QTest::newRow("boxcars on a natural 1")
            << QStringLiteral("boxcars-face") << QJsonValue(1) << true << QJsonValue(1);
        QTest::newRow("boxcars face 11")
            << QStringLiteral("boxcars-face") << QJsonValue(11) << false << QJsonValue(10);
        QTest::newRow("ball AP 12")
            << QStringLiteral("battery-ball-ap") << QJsonValue(12) << true << QJsonValue(12);
        QTest::newRow("canister AP negative")
            << QStringLiteral("battery-canister-ap") << QJsonValue(-1) << false << QJsonValue(4);
        QTest::newRow("extend off") << QStringLiteral("extend-beyond-chart") << QJsonValue(false)
                                    << true << QJsonValue(false);
        QTest::newRow("extend as text")
            << QStringLiteral("extend-beyond-chart") << QJsonValue(QStringLiteral("no")) << false
            << QJsonValue(true);
        QTest::newRow("redoubt parapet infantry only")
            << QStringLiteral("redoubt-parapet-for-artillery") << QJsonValue(false) << true
            << QJsonValue(false);
    }

    void setValue()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(bool, accepted);
        QFETCH(QJsonValue, stored);

        Rulings rulings;
        const Result<void> set = rulings.setValue(key, value);
        QCOMPARE(set.ok(), accepted);
        QCOMPARE(rulings.value(key), stored);
        if (accepted)
            QVERIFY(set.error().isEmpty());
        else
            QVERIFY2(set.error().startsWith(key + QLatin1String(": ")), qPrintable(set.error()));
    }

    void unknownKeyIsRefused()
    {
        Rulings rulings;
        const Result<void> set = rulings.setValue(QStringLiteral("house-rule-42"), QJsonValue(1));
        QVERIFY(!set);
        QCOMPARE(set.error(), QStringLiteral("house-rule-42: not a ruling"));
        QCOMPARE(rulings, Rulings());
    }

    void jsonRoundTrip()
    {
        Rulings changed;
        changed.lineDice = QStringLiteral("1d10");
        changed.scroungingModifier = -5;
        changed.extendBeyondChart = false;
        const Result<Rulings> read = Rulings::fromJson(changed.toJson());
        QVERIFY2(read, qPrintable(read.error()));
        QCOMPARE(*read, changed);
        QVERIFY(*read != Rulings());
    }

    void fromJsonIsAllOrNothing()
    {
        QJsonObject object { { QStringLiteral("scrounging-modifier"), -5 },
                             { QStringLiteral("boxcars-face"), 0 } };
        // A bad value anywhere gives no rulings at all, not the ones before it.
        const Result<Rulings> read = Rulings::fromJson(object);
        QVERIFY(!read);
        QVERIFY(read.error().startsWith(QLatin1String("boxcars-face: ")));
    }
};

ADC_TEST_APPLESS_MAIN(tst_Rulings)
#include "tst_rulings.moc"
