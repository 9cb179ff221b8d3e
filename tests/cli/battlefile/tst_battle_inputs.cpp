// What adc reads: every line of apply answered once (NUL bytes and bad UTF-8
// included), every request bounded to 1 MiB, bad values quoted short, names
// that look like arg() markers logged as written, and the small refusals.
#include "battlecommandstest.h"
#include "testsuite.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QtGlobal>

using namespace BattleTest;

namespace {

constexpr qsizetype kMiB = 1024 * 1024;

QJsonArray answers(const Run &run)
{
    QJsonArray list;
    for (const QByteArray &line : run.out.split('\n')) {
        if (!line.isEmpty())
            list.append(QJsonDocument::fromJson(line).object());
    }
    return list;
}

} // namespace

class tst_BattleInputs : public BattleCommandsTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFileInfo(AdcTest::programFile(AdcTest::adcPath())).isExecutable(),
                 qPrintable(AdcTest::adcPath()));
    }
    void init() { makeFolder(); }

    void applyAnswersEveryLine();
    void requestsBounded();
    void applyStopsAtALongLine();
    void badValuesQuotedShort_data();
    void badValuesQuotedShort();
    void namesLoggedAsWritten();
    void smallRefusals();

private:
    // Zeros past the 1 MiB limit: /dev/zero, without end. Windows has no
    // such device; a file of 2 MiB of zeros is refused the same way.
    QString zeros()
    {
#ifdef Q_OS_WIN
        const QString file = path(QStringLiteral("zeros"));
        writeFile(file, QByteArray(2 * kMiB, '\0'));
        return file;
#else
        return QStringLiteral("/dev/zero");
#endif
    }
};

// The issue's own stream: a NUL byte makes its line malformed, and the
// valid end-segment after it is applied and answered.
void tst_BattleInputs::applyAnswersEveryLine()
{
    const QString file = newBattle();
    // printf '{"action":"roll","dice":"2d6"}\0x\n{"action":"end-segment"}\n'
    const QByteArray issue("{\"action\":\"roll\",\"dice\":\"2d6\"}\0x\n"
                           "{\"action\":\"end-segment\"}\n",
                           33 + 25);
    const Run printed = adc(QStringList { QStringLiteral("apply") } + db(file), issue);
    QCOMPARE(printed.exitCode, 0);
    QCOMPARE(answers(printed).size(), 2);
    QCOMPARE(answers(printed).at(0).toObject().value(QStringLiteral("ok")).toBool(), false);
    QCOMPARE(answers(printed).at(1).toObject().value(QStringLiteral("ok")).toBool(), true);
    QVERIFY(answers(printed).at(1).toObject().contains(QStringLiteral("ended")));
    QCOMPARE(adc(QStringList { QStringLiteral("log") } + db(file)).array().size(), 1);

    const QString second = newBattle(QStringLiteral("second.adc"));

    const QByteArray stream("{\"action\":\"roll\",\"dice\":\"2d6\"}\0x\n"
                            "{\"action\":\"end-segment\"}\n"
                            "{\"action\":\"roll\",\"dice\":\"\xff\xfe\"}\n"
                            "{\"action\":\"roll\",\"dice\":\"1d6\"}",
                            33 + 25 + 30 + 30);
    const Run run = adc(QStringList { QStringLiteral("apply") } + db(second), stream);
    QCOMPARE(run.exitCode, 0);
    const QJsonArray list = answers(run);
    QCOMPARE(list.size(), 4);
    QCOMPARE(list.at(0).toObject().value(QStringLiteral("ok")).toBool(), false);
    QCOMPARE(list.at(0).toObject().value(QStringLiteral("line")).toInt(), 1);
    QVERIFY(list.at(0)
                .toObject()
                .value(QStringLiteral("error"))
                .toString()
                .contains(QLatin1String("NUL")));
    QCOMPARE(list.at(1).toObject().value(QStringLiteral("ok")).toBool(), true);
    QVERIFY(list.at(1).toObject().contains(QStringLiteral("ended")));
    QCOMPARE(list.at(2).toObject().value(QStringLiteral("line")).toInt(), 3);
    QVERIFY(list.at(2)
                .toObject()
                .value(QStringLiteral("error"))
                .toString()
                .contains(QLatin1String("UTF-8")));
    QCOMPARE(list.at(3).toObject().value(QStringLiteral("ok")).toBool(), true);
    const Run log = adc(QStringList { QStringLiteral("log") } + db(second));
    QCOMPARE(log.array().size(), 2);
}

// A request of exactly 1 MiB is read; one byte more is exit 2 naming the
// limit, and /dev/zero stops at once.
void tst_BattleInputs::requestsBounded()
{
    QByteArray exact("{\"roll\":8}");
    exact += QByteArray(kMiB - exact.size(), ' ');
    QCOMPARE(AdcTest::rules(QStringLiteral("boxcars"), exact).exitCode, 0);
    const Run over = AdcTest::rules(QStringLiteral("boxcars"), exact + ' ');
    QCOMPARE(over.exitCode, 2);
    QVERIFY(over.oneLineOnStderr());
    QVERIFY2(over.message().contains(QLatin1String("1 MiB")), over.err.constData());

    const Run zero
        = adc({ QStringLiteral("rules"), QStringLiteral("fire"), QStringLiteral("--in"), zeros() });
    QCOMPARE(zero.exitCode, 2);
    QVERIFY(zero.message().contains(QLatin1String("1 MiB")));

    const QString file = newBattle();
    const QByteArray padded = kBattalion + QByteArray(2 * kMiB, ' ');
    const Run unit
        = adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), padded);
    QCOMPARE(unit.exitCode, 2);
    QVERIFY(unit.message().contains(QLatin1String("1 MiB")));
    const Run fire = adc(QStringList { QStringLiteral("fire") } + db(file)
                         + QStringList { QStringLiteral("--in"), zeros() });
    QCOMPARE(fire.exitCode, 2);
    QCOMPARE(units(file).size(), 0);
}

// apply answers every line before a line over 1 MiB, then ends with exit 2.
void tst_BattleInputs::applyStopsAtALongLine()
{
    const QString file = newBattle();
    const QByteArray stream = QByteArray("{\"action\":\"roll\",\"dice\":\"2d6\"}\n"
                                         "{\"action\":\"roll\",\"dice\":\"1d6\"}\n")
        + QByteArray(kMiB + 1, 'x') + "\n{\"action\":\"end-segment\"}\n";
    const Run run = adc(QStringList { QStringLiteral("apply") } + db(file), stream);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(answers(run).size(), 2);
    QVERIFY(run.oneLineOnStderr());
    QVERIFY2(run.message().contains(QLatin1String("line 3"))
                 && run.message().contains(QLatin1String("1 MiB")),
             run.err.constData());
    QCOMPARE(adc(QStringList { QStringLiteral("log") } + db(file)).array().size(), 2);

    const Run zero = adc(QStringList { QStringLiteral("apply") } + db(file)
                         + QStringList { QStringLiteral("--in"), zeros() });
    QCOMPARE(zero.exitCode, 2);
}

void tst_BattleInputs::badValuesQuotedShort_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("request");

    const QByteArray big(100000, 'q');
    QTest::newRow("rules fire arm")
        << QStringList { QStringLiteral("rules"), QStringLiteral("fire") }
        << QByteArray("{\"arm\":\"" + big + "\"}");
    QTest::newRow("rules unknown field")
        << QStringList { QStringLiteral("rules"), QStringLiteral("boxcars") }
        << QByteArray("{\"roll\":8,\"" + big + "\":1}");
    QTest::newRow("rules name") << QStringList { QStringLiteral("rules"), QString::fromLatin1(big) }
                                << QByteArray("{}");
    QTest::newRow("unit add arm") << QStringList { QStringLiteral("unit"), QStringLiteral("add") }
                                  << QByteArray("{\"name\":\"A\",\"side\":\"S\",\"brigade\":\"B\","
                                                "\"castings\":9,\"arm\":\""
                                                + big + "\"}");
    QTest::newRow("roll dice") << QStringList { QStringLiteral("roll") }
                               << QByteArray("{\"dice\":\"" + big + "\"}");
    QTest::newRow("unknown command") << QStringList { QString::fromLatin1(big) } << QByteArray();
}

// A 100,000-character bad value gives a short line quoting 60 characters.
void tst_BattleInputs::badValuesQuotedShort()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, request);
    const QString file = newBattle();
    const bool battle
        = arguments.first() != QLatin1String("rules") && arguments.first().size() < 100;
    const Run run = adc(battle ? arguments + db(file) : arguments, request);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.oneLineOnStderr());
    QVERIFY2(run.err.size() < 400, run.err.left(400).constData());
    QVERIFY2(run.message().contains(QString(60, QLatin1Char('q')) + QChar(0x2026)),
             run.err.left(400).constData());
}

// Names holding arg() markers, markup, a right-to-left mark or 200
// characters are logged as written, with the fire's own range and die.
void tst_BattleInputs::namesLoggedAsWritten()
{
    const QStringList names { QStringLiteral("%1 %2 %3"),    QStringLiteral("T%1"),
                              QStringLiteral("%L1"),         QStringLiteral("&"),
                              QStringLiteral("<b>"),         QStringLiteral("Nassau\u200F"),
                              QString(200, QLatin1Char('L')) };
    const QString file = newBattle();
    for (int i = 0; i < names.size(); ++i) {
        const QJsonObject unit { { QStringLiteral("name"), names.at(i) },
                                 { QStringLiteral("side"),
                                   i % 2 ? QStringLiteral("Allied") : QStringLiteral("French") },
                                 { QStringLiteral("brigade"), names.at(i) },
                                 { QStringLiteral("arm"), QStringLiteral("infantry") },
                                 { QStringLiteral("castings"), 12 } };
        QCOMPARE(adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file),
                     json(unit))
                     .exitCode,
                 0);
    }
    for (int i = 0; i + 1 < names.size(); ++i) {
        const QJsonObject fire { { QStringLiteral("firers"), QJsonArray { i + 1 } },
                                 { QStringLiteral("target"), i + 2 },
                                 { QStringLiteral("range"), 3 },
                                 { QStringLiteral("ap"), 1 },
                                 { QStringLiteral("die"), 7 },
                                 { QStringLiteral("boxcars_roll"), 9 } };
        const Run run = adc(QStringList { QStringLiteral("fire") } + db(file), json(fire));
        QCOMPARE(run.exitCode, 0);
        const int steps = run.object().value(QStringLiteral("casualty_steps")).toInt();
        const Run log = adc(QStringList { QStringLiteral("log") } + db(file));
        QCOMPARE(log.array().last().toObject().value(QStringLiteral("summary")).toString(),
                 QStringLiteral("Fire: ") + names.at(i) + QStringLiteral(" at ") + names.at(i + 1)
                     + QStringLiteral(", 3\" (die 7): ") + QString::number(steps)
                     + QStringLiteral(" step(s)"));
    }
    const QJsonObject rename { { QStringLiteral("unit"), 2 },
                               { QStringLiteral("field"), QStringLiteral("name") },
                               { QStringLiteral("value"), QStringLiteral("%2%1") } };
    QCOMPARE(adc(QStringList { QStringLiteral("edit") } + db(file), json(rename)).exitCode, 0);
    QCOMPARE(adc(QStringList { QStringLiteral("log") } + db(file))
                 .array()
                 .last()
                 .toObject()
                 .value(QStringLiteral("summary"))
                 .toString(),
             QStringLiteral("Edit T%1: name T%1 to %2%1"));
    // A refusal names the brigade as written, with its own count.
    const Run remove
        = adc(QStringList { QStringLiteral("remove-brigade") } + db(file), R"({"brigade": 2})");
    QCOMPARE(remove.exitCode, 0);
    QCOMPARE(remove.object().value(QStringLiteral("reason")).toString(),
             QStringLiteral("brigade T%1 still has 1 unit(s)"));
}

// Unknown arguments, an empty --format, a name with a line break, an edit
// to null and an empty import are each refused (exit 2) and log nothing.
void tst_BattleInputs::smallRefusals()
{
    const Run rulings = adc({ QStringLiteral("rulings"), QStringLiteral("extra") });
    QCOMPARE(rulings.exitCode, 2);
    QVERIFY(rulings.out.isEmpty());
    QVERIFY(rulings.message().contains(QLatin1String("extra")));

    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    const Run units
        = adc(QStringList { QStringLiteral("units"), QStringLiteral("extra") } + db(file));
    QCOMPARE(units.exitCode, 2);
    const Run format = adc(QStringList { QStringLiteral("export") } + db(file)
                           + QStringList { QStringLiteral("--format"), QString() });
    QCOMPARE(format.exitCode, 2);
    QVERIFY(format.message().startsWith(QLatin1String("adc: --format")));
    QVERIFY(format.out.isEmpty());

    const QString named = path(QStringLiteral("named.adc"));
    const Run init = adc(QStringList { QStringLiteral("init") } + db(named)
                         + QStringList { QStringLiteral("--name"), QStringLiteral("Two\nlines") });
    QCOMPARE(init.exitCode, 2);
    QVERIFY(init.message().startsWith(QLatin1String("adc: --name")));
    QVERIFY(!QFileInfo::exists(named));

    const int logged = adc(QStringList { QStringLiteral("log") } + db(file)).array().size();
    const Run edit = adc(QStringList { QStringLiteral("edit") } + db(file),
                         R"({"unit": 1, "field": "ap", "value": null})");
    QCOMPARE(edit.exitCode, 2);
    QVERIFY(edit.message().startsWith(QLatin1String("adc: value:")));
    writeFile(path(QStringLiteral("empty.json")), "[]");
    const Run empty = adc(QStringList { QStringLiteral("import") } + db(file)
                          + QStringList { path(QStringLiteral("empty.json")) });
    QCOMPARE(empty.exitCode, 2);
    QVERIFY(empty.message().contains(QLatin1String("no units")));
    const Run applied = adc(QStringList { QStringLiteral("apply") } + db(file),
                            R"({"action":"add-units","units":[]})");
    QCOMPARE(applied.exitCode, 0);
    QCOMPARE(answers(applied).first().toObject().value(QStringLiteral("ok")).toBool(), false);
    QCOMPARE(adc(QStringList { QStringLiteral("log") } + db(file)).array().size(), logged);
}

ADC_TEST_GUILESS_MAIN(tst_BattleInputs)
#include "tst_battle_inputs.moc"
