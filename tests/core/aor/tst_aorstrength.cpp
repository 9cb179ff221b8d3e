// Age of Rifles, Notes on Fire Strength (seed 000): each percentage of the
// table with the sentence it comes from, and the penalties multiplied.

#include "core/aor/aorstrength.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;

class tst_AorStrength : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void penalties_data();
    void penalties();
    void multiplied_data();
    void multiplied();
    void malformed_data();
    void malformed();
};

void tst_AorStrength::penalties_data()
{
    QTest::addColumn<QString>("seed");
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("percent");

    QTest::newRow("mounted") << QStringLiteral("Mounted cavalry units suffer a 33% penalty.")
                             << QStringLiteral("mounted") << 33;
    QTest::newRow("moved") << QStringLiteral("Previously moved units suffer a 20% penalty.")
                           << QStringLiteral("moved") << 20;
    QTest::newRow("night") << QStringLiteral("All units suffer a 30% penalty at night")
                           << QStringLiteral("night") << 30;
    const QString light = QStringLiteral("as well as a 15% penalty in light rain or snow");
    QTest::newRow("light rain") << light << QStringLiteral("light-rain") << 15;
    QTest::newRow("light snow") << light << QStringLiteral("light-snow") << 15;
    const QString heavy = QStringLiteral("or a 30% penalty in heavy rain or snow");
    QTest::newRow("heavy rain") << heavy << QStringLiteral("heavy-rain") << 30;
    QTest::newRow("heavy snow") << heavy << QStringLiteral("heavy-snow") << 30;
}

void tst_AorStrength::penalties()
{
    QFETCH(QString, seed);
    QFETCH(QString, id);
    QFETCH(int, percent);

    bool found = false;
    for (const AorStrength::Penalty &penalty : AorStrength::standard().penalties()) {
        if (penalty.id != id)
            continue;
        found = true;
        QCOMPARE(penalty.percent, percent);
        QVERIFY2(seed.contains(QString::number(percent) + QLatin1Char('%')), qPrintable(seed));
        QCOMPARE(penalty.factor(), (100 - percent) / 100.0);
    }
    QVERIFY2(found, qPrintable(id));
}

void tst_AorStrength::multiplied_data()
{
    QTest::addColumn<bool>("mounted");
    QTest::addColumn<bool>("moved");
    QTest::addColumn<bool>("night");
    QTest::addColumn<QString>("weather");
    QTest::addColumn<double>("factor");
    QTest::addColumn<int>("count");

    QTest::newRow("clear day, fresh: none") << false << false << false << "clear" << 1.0 << 0;
    QTest::newRow("mounted: 0.67") << true << false << false << "clear" << 0.67 << 1;
    QTest::newRow("moved at night: 0.8 x 0.7") << false << true << true << "clear" << 0.56 << 2;
    QTest::newRow("mounted, moved, night, heavy snow")
        << true << true << true << "heavy-snow" << 0.67 * 0.8 * 0.7 * 0.7 << 4;
    QTest::newRow("light rain: 0.85") << false << false << false << "light-rain" << 0.85 << 1;
}

void tst_AorStrength::multiplied()
{
    QFETCH(bool, mounted);
    QFETCH(bool, moved);
    QFETCH(bool, night);
    QFETCH(QString, weather);
    QFETCH(double, factor);
    QFETCH(int, count);

    const AorStrength::Result result
        = AorStrength::standard().strength(mounted, moved, night, weather);
    QCOMPARE(result.factors.size(), count);
    QVERIFY2(qAbs(result.factor - factor) < 1e-9, qPrintable(QString::number(result.factor)));
}

void tst_AorStrength::malformed_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("entry");
    QTest::newRow("unknown when") << QByteArray(
        R"({"penalties": [{"id": "x", "when": "dusk", "percent": 5, "text": "t"}]})")
                                  << "penalties[0].when";
    QTest::newRow("percent above 100") << QByteArray(
        R"({"penalties": [{"id": "x", "when": "night", "percent": 150, "text": "t"}]})")
                                       << "penalties[0].percent";
}

void tst_AorStrength::malformed()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, entry);
    TableReader reader(QStringLiteral("aor_strength.json"));
    QVERIFY(!AorStrength::fromJson(QJsonDocument::fromJson(json).object(), reader));
    QVERIFY2(reader.failure().reason.contains(entry), qPrintable(reader.failure().reason));
}

ADC_TEST_APPLESS_MAIN(tst_AorStrength)
#include "tst_aorstrength.moc"
