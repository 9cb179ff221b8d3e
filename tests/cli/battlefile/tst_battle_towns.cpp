// Towns from the command line (docs/contract.md, "Units: hidden and edge_distance" and
// "Fire: ricochet and towns"): a farm on the sample battle, its occupants
// edited, fire at a hidden one refused, fire at the farm's edge hitting both.
#include "battlecommandstest.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace BattleTest;

namespace {

// One JSON action a line, as `adc apply` reads them.
QByteArray lines(const QList<QJsonObject> &actions)
{
    QByteArray text;
    for (const QJsonObject &action : actions)
        text += QJsonDocument(action).toJson(QJsonDocument::Compact) + '\n';
    return text;
}

QList<QJsonObject> answers(const QByteArray &out)
{
    QList<QJsonObject> found;
    for (const QByteArray &line : out.split('\n')) {
        if (!line.trimmed().isEmpty())
            found.append(QJsonDocument::fromJson(line).object());
    }
    return found;
}

QJsonObject townUnitOf(const QJsonArray &units, qint64 id)
{
    for (const QJsonValue &unit : units) {
        if (unit.toObject().value(QStringLiteral("id")).toInteger() == id)
            return unit.toObject();
    }
    return {};
}

} // namespace

class tst_BattleTowns : public BattleCommandsTest
{
    Q_OBJECT

private Q_SLOTS:
    void init() { makeFolder(); }
    void fireAtAFarm();
    void seenIsEditedCheckedAndCopied();
};

void tst_BattleTowns::fireAtAFarm()
{
    const QString file = path(QStringLiteral("qb.adc"));
    QCOMPARE(adc(QStringList { QStringLiteral("sample") } + db(file)).exitCode, 0);
    // 15 and 16 are British battalions, 70 a French 12pdr battery.
    auto act = [](const char *text) { return QJsonDocument::fromJson(text).object(); };
    const Run setup
        = adc(QStringList { QStringLiteral("apply") } + db(file),
              lines({ act(R"({"action":"add-feature","name":"Gemioncourt","kind":"bua","capacity":2,
                        "block":"farm"})"),
                      act(R"({"action":"place","unit":15,"feature":"Gemioncourt"})"),
                      act(R"({"action":"place","unit":16,"feature":"Gemioncourt"})"),
                      act(R"({"action":"edit","unit":15,"field":"edge_distance","value":0.5})"),
                      act(R"({"action":"edit","unit":16,"field":"edge_distance","value":2})"),
                      act(R"({"action":"edit","unit":16,"field":"hidden","value":true})") }));
    QCOMPARE(setup.exitCode, 0);
    for (const QJsonObject &answer : answers(setup.out))
        QVERIFY2(answer.value(QStringLiteral("ok")).toBool(), setup.out.constData());
    const qint64 farm = answers(setup.out).first().value(QStringLiteral("id")).toInteger();

    const QJsonArray before = units(file);
    QCOMPARE(townUnitOf(before, 16).value(QStringLiteral("hidden")).toBool(), true);
    QCOMPARE(townUnitOf(before, 16).value(QStringLiteral("edge_distance")).toDouble(), 2.0);
    QVERIFY(townUnitOf(before, 1).value(QStringLiteral("edge_distance")).isNull());

    // "the firing unit must see them": refused, nothing changed.
    const Run unseen = adc(QStringList { QStringLiteral("fire") } + db(file),
                           R"({"firers":[70],"target":16,"range":8,"die":6})");
    QVERIFY2(!unseen.object().value(QStringLiteral("ok")).toBool(), unseen.out.constData());
    QVERIFY(unseen.object()
                .value(QStringLiteral("reason"))
                .toString()
                .contains(QStringLiteral("hidden in Gemioncourt")));
    QCOMPARE(units(file), before);

    // "ricochet fire extends through the entire block": both occupants.
    const QJsonObject fire { { QStringLiteral("firers"), QJsonArray { 70 } },
                             { QStringLiteral("target_feature"), farm },
                             { QStringLiteral("range"), 8 },
                             { QStringLiteral("die"), 6 },
                             { QStringLiteral("ricochet_dice"), QJsonArray { 9, 9 } } };
    const Run edge = adc(QStringList { QStringLiteral("fire") } + db(file), json(fire));
    QVERIFY2(edge.object().value(QStringLiteral("ok")).toBool(), edge.out.constData());
    QCOMPARE(edge.object().value(QStringLiteral("ricochet")).toArray().size(), 2);
    const QJsonArray after = units(file);
    QVERIFY(townUnitOf(after, 15).value(QStringLiteral("fired_upon_this_segment")).toBool());
    QVERIFY(townUnitOf(after, 16).value(QStringLiteral("fired_upon_this_segment")).toBool());

    // One undo takes the whole fire back.
    const Run undo = adc(QStringList { QStringLiteral("undo") } + db(file));
    QCOMPARE(undo.exitCode, 0);
    QCOMPARE(units(file), before);
    QCOMPARE(adc(QStringList { QStringLiteral("check") } + db(file)).exitCode, 0);
}

// docs/contract.md, "seen": a unit field like hidden, set with edit.
void tst_BattleTowns::seenIsEditedCheckedAndCopied()
{
    const QString file = path(QStringLiteral("qb.adc"));
    QCOMPARE(adc(QStringList { QStringLiteral("sample") } + db(file)).exitCode, 0);
    for (const QJsonValue &unit : units(file))
        QCOMPARE(unit.toObject().value(QStringLiteral("seen")), QJsonValue(false));
    const Run edit = adc(QStringList { QStringLiteral("apply") } + db(file),
                         R"({"action":"edit","unit":15,"field":"seen","value":true})"
                         "\n");
    QVERIFY2(answers(edit.out).value(0).value(QStringLiteral("ok")).toBool(), edit.out.constData());
    QCOMPARE(townUnitOf(units(file), 15).value(QStringLiteral("seen")), QJsonValue(true));
    const Run refused = adc(QStringList { QStringLiteral("apply") } + db(file),
                            R"({"action":"edit","unit":15,"field":"seen","value":"yes"})"
                            "\n");
    QVERIFY2(!answers(refused.out).value(0).value(QStringLiteral("ok")).toBool(),
             refused.out.constData());
    QCOMPARE(adc(QStringList { QStringLiteral("check") } + db(file)).exitCode, 0);

    // A copy carries it; undo takes it back.
    const QString copy = path(QStringLiteral("copy.adc"));
    QCOMPARE(adc({ QStringLiteral("copy"), QStringLiteral("--from"), file, QStringLiteral("--to"),
                   copy })
                 .exitCode,
             0);
    QCOMPARE(townUnitOf(units(copy), 15).value(QStringLiteral("seen")), QJsonValue(true));
    QCOMPARE(adc(QStringList { QStringLiteral("undo") } + db(copy)).exitCode, 0);
    QCOMPARE(townUnitOf(units(copy), 15).value(QStringLiteral("seen")), QJsonValue(false));
}

ADC_TEST_GUILESS_MAIN(tst_BattleTowns)
#include "tst_battle_towns.moc"
