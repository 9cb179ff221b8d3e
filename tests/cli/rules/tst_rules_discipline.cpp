#include "cli/adcrunner.h"
#include "testsuite.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

using AdcTest::Run;

// `adc rules discipline` with the request on stdin.
Run runDiscipline(const QByteArray &request)
{
    return AdcTest::rules(QStringLiteral("discipline"), request);
}

} // namespace

class tst_RulesDiscipline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roll_data();
    void roll();
    void odds();
    void oddsForAClass();
    void malformed_data();
    void malformed();
};

void tst_RulesDiscipline::roll_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("result");
    QTest::addColumn<int>("range"); // 0: null
    QTest::addColumn<QString>("row");

    QTest::newRow("7, normal: 1\" fire")
        << QByteArray(R"({"roll": 7, "situation": "normal"})") << "fire" << 1 << "7";
    QTest::newRow("9, normal: free")
        << QByteArray(R"({"roll": 9, "situation": "normal"})") << "free" << 0 << "9";
    QTest::newRow("6, in smoke: 1\" FF")
        << QByteArray(R"({"roll": 6, "situation": "in-smoke"})") << "firefight" << 1 << "6";
    QTest::newRow("9, firefight: fire, no range")
        << QByteArray(R"({"roll": 9, "situation": "firefight"})") << "fire" << 0 << "9";
    QTest::newRow("8, firefight: FF, no range")
        << QByteArray(R"({"roll": 8, "situation": "firefight"})") << "firefight" << 0 << "8";
    QTest::newRow("11 reads 10+") << QByteArray(R"({"roll": 11, "situation": "in-smoke"})")
                                  << "free" << 0 << "10+";
    QTest::newRow("1 reads 2-") << QByteArray(R"({"roll": 1, "situation": "normal"})")
                                << "firefight" << 4 << "2-";
    QTest::newRow("-100 reads 2-")
        << QByteArray(R"({"roll": -100, "situation": "in-smoke"})") << "firefight" << 4 << "2-";
    QTest::newRow("100 reads 10+")
        << QByteArray(R"({"roll": 100, "situation": "firefight"})") << "free" << 0 << "10+";
    QTest::newRow("3, normal: 2\" FF")
        << QByteArray(R"({"roll": 3, "situation": "normal"})") << "firefight" << 2 << "3";
}

void tst_RulesDiscipline::roll()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, result);
    QFETCH(int, range);
    QFETCH(QString, row);

    const Run run = runDiscipline(request);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    QVERIFY(run.out.endsWith('\n'));
    QCOMPARE(run.out.count('\n'), 1);
    const QJsonObject answer = run.object();
    QCOMPARE(answer.value(QStringLiteral("result")).toString(), result);
    QVERIFY(answer.contains(QStringLiteral("range")));
    if (range == 0)
        QVERIFY(answer.value(QStringLiteral("range")).isNull());
    else
        QCOMPARE(answer.value(QStringLiteral("range")).toInt(), range);
    QCOMPARE(answer.value(QStringLiteral("row")).toString(), row);
}

void tst_RulesDiscipline::odds()
{
    const Run run = runDiscipline(R"({"dice": " 2d6 + 1 ", "situation": "normal"})");
    QCOMPARE(run.exitCode, 0);
    const QJsonObject answer = run.object();
    QCOMPARE(answer.value(QStringLiteral("dice")).toString(), QStringLiteral("2d6+1"));
    QVERIFY(!answer.contains(QStringLiteral("result")));
    const QJsonArray odds = answer.value(QStringLiteral("odds")).toArray();
    // 2d6+1 reaches 10+ down to 3, not 2-: ways out of 36 by row.
    const QStringList rows { QStringLiteral("10+"), QStringLiteral("9"), QStringLiteral("8"),
                             QStringLiteral("7"),   QStringLiteral("6"), QStringLiteral("5"),
                             QStringLiteral("4"),   QStringLiteral("3") };
    const QList<int> ways { 10, 5, 6, 5, 4, 3, 2, 1 };
    const QStringList results { QStringLiteral("free"),      QStringLiteral("free"),
                                QStringLiteral("free"),      QStringLiteral("fire"),
                                QStringLiteral("fire"),      QStringLiteral("fire"),
                                QStringLiteral("firefight"), QStringLiteral("firefight") };
    const QList<int> ranges { 0, 0, 0, 1, 2, 4, 1, 2 };
    QCOMPARE(odds.size(), rows.size());
    double sum = 0.0;
    for (int i = 0; i < odds.size(); ++i) {
        const QJsonObject cell = odds.at(i).toObject();
        QCOMPARE(cell.value(QStringLiteral("row")).toString(), rows.at(i));
        QCOMPARE(cell.value(QStringLiteral("result")).toString(), results.at(i));
        if (ranges.at(i) == 0)
            QVERIFY(cell.value(QStringLiteral("range")).isNull());
        else
            QCOMPARE(cell.value(QStringLiteral("range")).toInt(), ranges.at(i));
        const double probability = cell.value(QStringLiteral("probability")).toDouble();
        QVERIFY(qAbs(probability - ways.at(i) / 36.0) < 1e-9);
        sum += probability;
    }
    QVERIFY(qAbs(sum - 1.0) < 1e-9);
}

void tst_RulesDiscipline::oddsForAClass()
{
    // A class reads the class dice from the rulings, overridable per request.
    const Run line = runDiscipline(R"({"class": "line", "situation": "firefight"})");
    QCOMPARE(line.exitCode, 0);
    QCOMPARE(line.object().value(QStringLiteral("dice")).toString(), QStringLiteral("2d6"));
    const QJsonArray odds = line.object().value(QStringLiteral("odds")).toArray();
    QCOMPARE(odds.size(), 9);
    QVERIFY(qAbs(odds.at(1).toObject().value(QStringLiteral("probability")).toDouble() - 4.0 / 36)
            < 1e-9);

    const Run ruled = runDiscipline(
        R"({"class": "elite", "situation": "normal", "rulings": {"class-dice-elite": "1d10"}})");
    QCOMPARE(ruled.exitCode, 0);
    QCOMPARE(ruled.object().value(QStringLiteral("dice")).toString(), QStringLiteral("1d10"));
}

void tst_RulesDiscipline::malformed_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("message");

    QTest::newRow("not JSON") << QByteArray("{roll: 7") << "adc: request: not valid JSON";
    QTest::newRow("not an object") << QByteArray("[7]") << "adc: request: expected a JSON object";
    QTest::newRow("unknown field")
        << QByteArray(R"({"roll": 7, "situation": "normal", "smoke": true})")
        << "adc: smoke: unknown field";
    QTest::newRow("unknown situation")
        << QByteArray(R"({"roll": 7, "situation": "fog"})")
        << "adc: situation: \"fog\" is not one of normal, in-smoke, firefight";
    QTest::newRow("situation missing") << QByteArray(R"({"roll": 7})") << "adc: situation: missing";
    QTest::newRow("neither roll nor dice")
        << QByteArray(R"({"situation": "normal"})") << "adc: roll: missing";
    QTest::newRow("both roll and dice")
        << QByteArray(R"({"roll": 7, "dice": "2d6", "situation": "normal"})")
        << "adc: roll: give one of roll, dice or class, not several";
    QTest::newRow("roll not whole") << QByteArray(R"({"roll": 7.5, "situation": "normal"})")
                                    << "adc: roll: expected a whole number";
    QTest::newRow("roll a string") << QByteArray(R"({"roll": "7", "situation": "normal"})")
                                   << "adc: roll: expected a whole number";
    QTest::newRow("roll above 100") << QByteArray(R"({"roll": 101, "situation": "normal"})")
                                    << "adc: roll: 101 is out of range (-100 to 100)";
    QTest::newRow("roll below -100") << QByteArray(R"({"roll": -101, "situation": "normal"})")
                                     << "adc: roll: -101 is out of range (-100 to 100)";
    QTest::newRow("bad dice expression")
        << QByteArray(R"({"dice": "2d6+x", "situation": "normal"})")
        << "adc: dice: \"2d6+x\" at 5: expected a number or a die";
    QTest::newRow("d1") << QByteArray(R"({"dice": "d1", "situation": "normal"})")
                        << "adc: dice: \"d1\" at 2: a die has 2 to 1000 sides, not 1";
    QTest::newRow("empty dice") << QByteArray(R"({"dice": "", "situation": "normal"})")
                                << "adc: dice: \"\" at 1: empty dice expression";
    QTest::newRow("dice not a string")
        << QByteArray(R"({"dice": 6, "situation": "normal"})") << "adc: dice: expected a string";
    QTest::newRow("unknown class") << QByteArray(R"({"class": "guard", "situation": "normal"})")
                                   << "adc: class: \"guard\" is not one of elite, line, conscript";
}

void tst_RulesDiscipline::malformed()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, message);

    const Run run = runDiscipline(request);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    const QString err = QString::fromUtf8(run.err);
    QVERIFY2(err.startsWith(message), qPrintable(err));
    QVERIFY(err.endsWith(QLatin1Char('\n')));
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
}

ADC_TEST_GUILESS_MAIN(tst_RulesDiscipline)
#include "tst_rules_discipline.moc"
