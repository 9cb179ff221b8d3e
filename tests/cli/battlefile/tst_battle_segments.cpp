// Rules that run across segments, through `adc apply` on the sample battle
// (docs/contract.md): smoke after a move, pooled fire
// across smoke, scrounging at 0 AP, and contact that stands across segments.
// Each test quotes the seed's sentence (002, A l'Ombre des Aigles).
#include "battlecommandstest.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace BattleTest;

namespace {

// In the sample: French 2e Léger and 61e Ligne of Husson's brigade; the
// Belgian 7th Line of Bijlandt's.
constexpr qint64 kLeger = 55;
constexpr qint64 kLigne = 56;
constexpr qint64 kBelgians = 2;

QJsonObject unitOf(const QJsonArray &units, qint64 id)
{
    for (const QJsonValue &unit : units) {
        if (unit.toObject().value(QStringLiteral("id")).toInteger() == id)
            return unit.toObject();
    }
    return {};
}

QJsonObject lineOf(const QJsonArray &lines, qint64 id)
{
    for (const QJsonValue &line : lines) {
        const QJsonObject object = line.toObject();
        if (object.value(QStringLiteral("unit")).toInteger() == id)
            return object;
    }
    return {};
}

} // namespace

class tst_BattleSegments : public BattleCommandsTest
{
    Q_OBJECT

private Q_SLOTS:
    void init() { makeFolder(); }
    void smokeAfterMove();
    void poolAcrossSmoke();
    void scroungingAtZeroAp();
    void contactAcrossSegments();

private:
    QString sample()
    {
        const QString file = path(QStringLiteral("qb.adc"));
        const Run made = adc(QStringList { QStringLiteral("sample") } + db(file));
        if (made.exitCode != 0)
            qWarning("sample failed: %s", made.err.constData());
        return file;
    }

    // Applies the actions, one JSON object a line; one answer each.
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

void tst_BattleSegments::smokeAfterMove()
{
    // "Units are considered In Smoke the moment they fire. Units may get
    // 'out of smoke' by either not firing, or moving."
    const QString file = sample();
    const QList<QJsonObject> answers
        = apply(file,
                { R"({"action":"fire","firers":[55],"target":2,"range":3,"die":5})",
                  R"({"action":"move","unit":55})", R"({"action":"move","unit":56})",
                  R"({"action":"fire","firers":[56],"target":1,"range":3,"die":5})",
                  R"({"action":"end-segment"})" });
    QCOMPARE(answers.size(), 5);
    for (const QJsonObject &answer : answers)
        QVERIFY2(answer.value(QStringLiteral("ok")).toBool(),
                 QJsonDocument(answer).toJson().constData());
    QCOMPARE(answers.at(1).value(QStringLiteral("smoke_cleared")).toBool(), true);
    const QJsonArray units = this->units(file);
    // Fired, then moved: it ends the segment out of smoke.
    QCOMPARE(unitOf(units, kLeger).value(QStringLiteral("smoke")).toBool(), false);
    // Moved, then fired: it stays in smoke.
    QCOMPARE(unitOf(units, kLigne).value(QStringLiteral("smoke")).toBool(), true);
}

void tst_BattleSegments::poolAcrossSmoke()
{
    // "Units in the same brigade may pool their fire (one roll for the
    // firing units) when range, morale status, target's cover are all
    // equal."
    // "Infantry In Smoke may fire no more than 1 AP": a pooled fire asked at
    // 2 AP with one firer in smoke is refused, naming it and why; nothing is
    // written. Named no AP, it fires at 1.
    const QString file = sample();
    QList<QJsonObject> answers
        = apply(file,
                { R"({"action":"edit","unit":56,"field":"smoke","value":true})",
                  R"({"action":"fire","firers":[55,56],"target":2,"range":3,"ap":2,"die":5})" });
    QCOMPARE(answers.size(), 2);
    QCOMPARE(answers.at(1).value(QStringLiteral("ok")).toBool(), false);
    QCOMPARE(answers.at(1).value(QStringLiteral("reason")).toString(),
             QStringLiteral("61e Ligne may spend at most 1 AP in one fire, not the 2 asked: "
                            "Firer in smoke (fires at most 1 AP)"));
    const QJsonArray before = units(file);
    QCOMPARE(unitOf(before, kLeger).value(QStringLiteral("ap")).toInt(), 8);
    QCOMPARE(unitOf(before, kLigne).value(QStringLiteral("ap")).toInt(), 8);
    QCOMPARE(unitOf(before, kLeger).value(QStringLiteral("smoke")).toBool(), false);

    answers = apply(file, { R"({"action":"fire","firers":[55,56],"target":2,"range":3,"die":5})" });
    QCOMPARE(answers.size(), 1);
    const QJsonObject fire = answers.at(0);
    QVERIFY2(fire.value(QStringLiteral("ok")).toBool(), QJsonDocument(fire).toJson().constData());
    QCOMPARE(fire.value(QStringLiteral("ap_spent")).toInt(), 1);
    QVERIFY(!fire.value(QStringLiteral("conditions"))
                 .toArray()
                 .contains(QStringLiteral("firer-in-smoke")));
    const QJsonArray firers = fire.value(QStringLiteral("firers")).toArray();
    QCOMPARE(firers.size(), 2);
    for (const QJsonValue &firer : firers)
        QCOMPARE(firer.toObject().value(QStringLiteral("ap_left")).toInt(), 7);

    // The ruling, listed with its reason; off, the same pool is refused.
    const Run rulings = adc({ QStringLiteral("rulings") });
    QCOMPARE(rulings.exitCode, 0);
    QVERIFY2(rulings.out.contains("pool-shared-modifiers (default true)"), rulings.out.constData());
    QVERIFY(rulings.out.contains("only those three forbid a pool"));
    const QList<QJsonObject> strict
        = apply(file,
                { R"({"action":"set-rulings","rulings":{"pool-shared-modifiers":false}})",
                  R"({"action":"edit","unit":55,"field":"smoke","value":false})",
                  R"({"action":"fire","firers":[55,56],"target":2,"range":3,"die":5})" });
    QCOMPARE(strict.size(), 3);
    QVERIFY(strict.at(0).value(QStringLiteral("ok")).toBool());
    QCOMPARE(strict.at(2).value(QStringLiteral("ok")).toBool(), false);
}

void tst_BattleSegments::scroungingAtZeroAp()
{
    // "Suspend the 'Boxcars' rule for units scrounging for ammunition among
    // the wounded and dead. Scrounging units have 1 AP per segment."
    const QString file = sample();
    const QList<QJsonObject> answers = apply(
        file,
        { R"({"action":"edit","unit":55,"field":"ap","value":0})",
          R"({"action":"fire","firers":[55],"target":2,"range":2,"die":10})",
          R"({"action":"fire","firers":[55],"target":2,"range":2,"die":10,"conditions":["scrounging"]})",
          R"({"action":"fire","firers":[55],"target":2,"range":2,"die":10,"conditions":["scrounging"]})",
          R"({"action":"fire","firers":[56],"target":2,"range":2,"die":5,"conditions":["scrounging"]})",
          R"({"action":"end-segment"})" });
    QCOMPARE(answers.size(), 6);
    // Out of AP without the condition: refused, and offered scrounging.
    QCOMPARE(answers.at(1).value(QStringLiteral("ok")).toBool(), false);
    QVERIFY(answers.at(1)
                .value(QStringLiteral("reason"))
                .toString()
                .contains(QStringLiteral("may scrounge")));
    // With it: the unit becomes scrounging and spends its segment's 1 AP,
    // with the scrounging modifier and no boxcars on a natural 10.
    const QJsonObject fire = answers.at(2);
    QVERIFY2(fire.value(QStringLiteral("ok")).toBool(), QJsonDocument(fire).toJson().constData());
    QCOMPARE(fire.value(QStringLiteral("boxcars")).toBool(), false);
    QCOMPARE(fire.value(QStringLiteral("ap_spent")).toInt(), 1);
    QCOMPARE(fire.value(QStringLiteral("scrounging")).toArray(), QJsonArray { kLeger });
    bool modifier = false;
    for (const QJsonValue &value : fire.value(QStringLiteral("modifiers")).toArray())
        modifier = modifier
            || (value.toObject().value(QStringLiteral("id")).toString()
                    == QLatin1String("scrounging")
                && value.toObject().value(QStringLiteral("value")).toInt() == -3);
    QVERIFY(modifier);
    // A second fire in the same segment finds 0 AP.
    QCOMPARE(answers.at(3).value(QStringLiteral("ok")).toBool(), false);
    // A unit with AP left may not scrounge.
    QCOMPARE(answers.at(4).value(QStringLiteral("ok")).toBool(), false);
    QVERIFY(answers.at(4)
                .value(QStringLiteral("reason"))
                .toString()
                .contains(QStringLiteral("AP left")));
    // The next segment gives it its 1 AP.
    QVERIFY(answers.at(5).value(QStringLiteral("ok")).toBool());
    const QJsonObject leger = unitOf(units(file), kLeger);
    QCOMPARE(leger.value(QStringLiteral("scrounging")).toBool(), true);
    QCOMPARE(leger.value(QStringLiteral("ap")).toInt(), 1);
}

void tst_BattleSegments::contactAcrossSegments()
{
    // "Elite units that do not move, are not fired upon and are 12" away
    // from enemy units can recover 3 'soft' losses per active initiative;
    // Line units, 2; Conscript units, 1." 2e Léger, fired upon at 3" by 7th
    // Line in segment 1, neither unit moving, does not recover at the end of
    // segment 2: the contact stands.
    const QString file = sample();
    const QList<QJsonObject> answers
        = apply(file,
                { R"({"action":"fire","firers":[2],"target":55,"range":3,"die":1})",
                  R"({"action":"edit","unit":55,"field":"steps","value":1})",
                  R"({"action":"end-segment"})", R"({"action":"end-turn"})" });
    QCOMPARE(answers.size(), 4);
    for (const QJsonObject &answer : answers)
        QVERIFY2(answer.value(QStringLiteral("ok")).toBool(),
                 QJsonDocument(answer).toJson().constData());
    const qint64 fireEntry = answers.at(0).value(QStringLiteral("log_id")).toInteger();
    const QJsonObject endTurn = answers.at(3);
    const QJsonObject derived = endTurn.value(QStringLiteral("derived")).toObject();
    const QJsonObject near
        = lineOf(derived.value(QStringLiteral("enemy_within_12")).toArray(), kLeger);
    QCOMPARE(near.value(QStringLiteral("reason")).toString(),
             QStringLiteral("fired upon by 7th Line (Belgian) at 3\" in segment 1; neither has "
                            "moved since"));
    QCOMPARE(near.value(QStringLiteral("entry")).toInteger(), fireEntry);
    QVERIFY(
        !lineOf(derived.value(QStringLiteral("enemy_within_12")).toArray(), kBelgians).isEmpty());
    QVERIFY(!lineOf(derived.value(QStringLiteral("in_contact")).toArray(), kLeger).isEmpty());
    QCOMPARE(unitOf(units(file), kLeger).value(QStringLiteral("steps")).toInt(), 1);

    // Into the next turn the contact stands; once 7th Line moves, it ends
    // and 2e Léger recovers at the end of its initiative.
    const QList<QJsonObject> next
        = apply(file,
                { R"({"action":"end-segment"})", R"({"action":"move","unit":2})",
                  R"({"action":"end-turn"})" });
    QCOMPARE(next.size(), 3);
    const QJsonObject turnTwo = next.at(2);
    QVERIFY2(turnTwo.value(QStringLiteral("ok")).toBool(),
             QJsonDocument(turnTwo).toJson().constData());
    QVERIFY(lineOf(turnTwo.value(QStringLiteral("derived"))
                       .toObject()
                       .value(QStringLiteral("enemy_within_12"))
                       .toArray(),
                   kLeger)
                .isEmpty());
    // Still in contact for replenishment: it held at the start of the turn.
    QVERIFY(!lineOf(turnTwo.value(QStringLiteral("derived"))
                        .toObject()
                        .value(QStringLiteral("in_contact"))
                        .toArray(),
                    kLeger)
                 .isEmpty());
    QCOMPARE(unitOf(units(file), kLeger).value(QStringLiteral("steps")).toInt(), 0);
}

ADC_TEST_GUILESS_MAIN(tst_BattleSegments)
#include "tst_battle_segments.moc"
