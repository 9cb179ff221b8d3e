// A battery's own full loads through the command line (docs/contract.md):
// set when it is added, refilled to by replenishment (`adc apply`), carried
// by export and import, copy, changed by edit and held to by adc check. Each
// test quotes the seed's sentence (002, A l'Ombre des Aigles, Ammunition):
// "Artillery batteries have both canister AP's and Ball AP's. The number of
// AP's for artillery can be found in the National Appendices."
#include "battlecommandstest.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace BattleTest;

namespace {

const QByteArray kRogers
    = R"({"name": "Rogers", "side": "Britain", "brigade": "Artillery", "arm": "artillery", "tubes": 6, "weapon": "8pdr", "ap_ball": 12, "ap_canister": 6})";
const QByteArray kLigne
    = R"({"name": "1/45e", "side": "France", "brigade": "Bachelu", "arm": "infantry", "castings": 12})";

QJsonObject unitNamed(const QJsonArray &units, const QString &name)
{
    for (const QJsonValue &unit : units) {
        if (unit.toObject().value(QStringLiteral("name")).toString() == name)
            return unit.toObject();
    }
    return {};
}

// The battery's loads and full loads: "ball/full canister/full".
QString loadsOf(const QJsonObject &unit)
{
    return QStringLiteral("%1/%2 %3/%4")
        .arg(unit.value(QStringLiteral("ap_ball")).toInt())
        .arg(unit.value(QStringLiteral("ap_ball_full")).toInt())
        .arg(unit.value(QStringLiteral("ap_canister")).toInt())
        .arg(unit.value(QStringLiteral("ap_canister_full")).toInt());
}

} // namespace

class tst_BatteryLoads : public BattleCommandsTest
{
    Q_OBJECT

private Q_SLOTS:
    void init() { makeFolder(); }
    void refillsToItsOwnLoads();
    void loadsSurviveExportImportAndCopy_data();
    void loadsSurviveExportImportAndCopy();
    void editSetsTheFullLoads();
    void checkNamesALoadAboveFull();

private:
    // A battle with the battery (12 ball, 6 canister) and a French battalion.
    QString battle(qint64 *rogers, qint64 *ligne)
    {
        const QString file = newBattle();
        *rogers
            = adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kRogers)
                  .object()
                  .value(QStringLiteral("id"))
                  .toInteger();
        *ligne
            = adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kLigne)
                  .object()
                  .value(QStringLiteral("id"))
                  .toInteger();
        return file;
    }

    QList<QJsonObject> apply(const QString &file, const QList<QByteArray> &actions)
    {
        QByteArray input;
        for (const QByteArray &action : actions)
            input += action + '\n';
        const Run run = adc(QStringList { QStringLiteral("apply") } + db(file), input);
        QList<QJsonObject> answers;
        for (const QByteArray &line : run.out.split('\n')) {
            if (!line.trimmed().isEmpty())
                answers.append(QJsonDocument::fromJson(line).object());
        }
        if (answers.size() != actions.size())
            qWarning("apply: %s %s", run.out.constData(), run.err.constData());
        return answers;
    }
};

void tst_BatteryLoads::refillsToItsOwnLoads()
{
    // "Artillery requires 4 consecutive game turns to replenish ammunition
    // once it is 10 or more inches away from any enemy units." "Infantry has
    // 8 AP's."
    qint64 rogers = 0;
    qint64 ligne = 0;
    const QString file = battle(&rogers, &ligne);
    QVERIFY(rogers > 0 && ligne > 0);
    QCOMPARE(loadsOf(unitNamed(units(file), QStringLiteral("Rogers"))),
             QStringLiteral("12/12 6/6"));
    const QByteArray turn = QStringLiteral(R"({"action":"end-turn","out_of_contact":[%1,%2]})")
                                .arg(rogers)
                                .arg(ligne)
                                .toUtf8();
    const QList<QJsonObject> answers = apply(
        file,
        { QStringLiteral(R"({"action":"fire","firers":[%1],"target":%2,"range":10,"shot":"ball",)"
                         R"("ap":4,"die":5})")
              .arg(rogers)
              .arg(ligne)
              .toUtf8(),
          QByteArray(R"({"action":"end-segment"})"),
          QStringLiteral(R"({"action":"fire","firers":[%1],"target":%2,"range":3,)"
                         R"("shot":"canister","ap":2,"die":5})")
              .arg(rogers)
              .arg(ligne)
              .toUtf8(),
          QStringLiteral(R"({"action":"edit","unit":%1,"field":"ap","value":2})")
              .arg(ligne)
              .toUtf8(),
          QStringLiteral(R"({"action":"move","unit":%1})").arg(ligne).toUtf8(), turn, turn, turn,
          turn });
    QCOMPARE(answers.size(), 9);
    for (const QJsonObject &answer : answers)
        QVERIFY2(answer.value(QStringLiteral("ok")).toBool(),
                 QJsonDocument(answer).toJson().constData());
    QCOMPARE(answers.at(2)
                 .value(QStringLiteral("firers"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QStringLiteral("ap_left")),
             QJsonValue(4));
    const QJsonArray after = units(file);
    QCOMPARE(loadsOf(unitNamed(after, QStringLiteral("Rogers"))), QStringLiteral("12/12 6/6"));
    QCOMPARE(unitNamed(after, QStringLiteral("1/45e")).value(QStringLiteral("ap")).toInt(), 8);
}

void tst_BatteryLoads::loadsSurviveExportImportAndCopy_data()
{
    QTest::addColumn<QString>("format");
    QTest::newRow("JSON") << "json";
    QTest::newRow("CSV") << "csv";
    QTest::newRow("copy") << "copy";
}

void tst_BatteryLoads::loadsSurviveExportImportAndCopy()
{
    QFETCH(QString, format);
    qint64 rogers = 0;
    qint64 ligne = 0;
    const QString file = battle(&rogers, &ligne);
    // Spent below full: the loads and the full loads travel apart.
    QCOMPARE(adc(QStringList { QStringLiteral("edit") } + db(file),
                 QStringLiteral(R"({"unit":%1,"field":"ap_ball","value":5})").arg(rogers).toUtf8())
                 .exitCode,
             0);
    QString second;
    if (format == QLatin1String("copy")) {
        second = path(QStringLiteral("copy.adc"));
        const Run copied = adc({ QStringLiteral("copy"), QStringLiteral("--from"), file,
                                 QStringLiteral("--to"), second });
        QVERIFY2(copied.exitCode == 0, copied.err.constData());
    } else {
        const Run exported = adc(QStringList { QStringLiteral("export") } + db(file)
                                 + QStringList { QStringLiteral("--format"), format });
        QCOMPARE(exported.exitCode, 0);
        QVERIFY2(exported.out.contains("ap_ball_full"), exported.out.constData());
        const QString oob = path(QStringLiteral("oob.") + format);
        writeFile(oob, exported.out);
        second = newBattle(QStringLiteral("second.adc"));
        const Run imported
            = adc(QStringList { QStringLiteral("import") } + db(second) + QStringList { oob });
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
    }
    QCOMPARE(loadsOf(unitNamed(units(second), QStringLiteral("Rogers"))),
             QStringLiteral("5/12 6/6"));
    QCOMPARE(units(second), units(file));
}

void tst_BatteryLoads::editSetsTheFullLoads()
{
    qint64 rogers = 0;
    qint64 ligne = 0;
    const QString file = battle(&rogers, &ligne);
    auto edit = [&](qint64 unit, const char *field, int value) {
        return adc(QStringList { QStringLiteral("edit") } + db(file),
                   QStringLiteral(R"({"unit":%1,"field":"%2","value":%3})")
                       .arg(unit)
                       .arg(QLatin1String(field))
                       .arg(value)
                       .toUtf8());
    };
    // A load above its full load is malformed, and nothing changes.
    const Run above = edit(rogers, "ap_ball", 13);
    QCOMPARE(above.exitCode, 2);
    QCOMPARE(above.message(), QStringLiteral("adc: ap_ball: 13 is above ap_ball_full 12"));
    const Run below = edit(rogers, "ap_canister_full", 5);
    QCOMPARE(below.exitCode, 2);
    QCOMPARE(below.message(), QStringLiteral("adc: ap_canister: 6 is above ap_canister_full 5"));
    QCOMPARE(loadsOf(unitNamed(units(file), QStringLiteral("Rogers"))),
             QStringLiteral("12/12 6/6"));
    // Raised, then filled.
    QCOMPARE(edit(rogers, "ap_ball_full", 14).exitCode, 0);
    QCOMPARE(edit(rogers, "ap_ball", 14).exitCode, 0);
    QCOMPARE(loadsOf(unitNamed(units(file), QStringLiteral("Rogers"))),
             QStringLiteral("14/14 6/6"));
    // Infantry carry no ball: their full load is the table's 8.
    const Run infantry = edit(ligne, "ap_ball_full", 4);
    QCOMPARE(infantry.exitCode, 2);
    QVERIFY2(infantry.message().startsWith(QStringLiteral("adc: ap_ball_full: infantry carries")),
             infantry.err.constData());
}

void tst_BatteryLoads::checkNamesALoadAboveFull()
{
    qint64 rogers = 0;
    qint64 ligne = 0;
    const QString file = battle(&rogers, &ligne);
    const Run good = adc(QStringList { QStringLiteral("check") } + db(file));
    QVERIFY2(good.exitCode == 0, good.out.constData());
    QVERIFY2(good.out.contains("every battery holds no more than its full loads"),
             good.out.constData());
    // Written from outside the program: 13 ball in a battery of 12.
    sqlValue(file, QStringLiteral("UPDATE units SET ap_ball = 13 WHERE id = %1").arg(rogers));
    const Run bad = adc(QStringList { QStringLiteral("check") } + db(file));
    QCOMPARE(bad.exitCode, 1);
    const QJsonArray problems = bad.object().value(QStringLiteral("problems")).toArray();
    const QString named
        = QStringLiteral("unit %1 \"Rogers\": ap_ball 13 is above its full load 12").arg(rogers);
    QVERIFY2(problems.contains(named), bad.out.constData());
}

ADC_TEST_GUILESS_MAIN(tst_BatteryLoads)
#include "tst_battery_loads.moc"
