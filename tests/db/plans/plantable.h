#pragma once

// Shared by the planner equality tests: each procedure's planner against the
// battle. Every row is planned as a dialog plans it (the order, the units as
// the battle reads them, the rulings) and applied through Battle::apply; the
// refusal, the row and column, the report and every unit after must be the
// same.

#include "core/model/unitchange.h"
#include "db/battlefixture.h"

#include <QMap>
#include <QtTest>
#include <functional>

namespace Adc::Fixture {

// What a planner says the battle will do.
struct Planned
{
    QString refusal;
    // Answer fields the plan gives, to compare with the battle's answer.
    QJsonObject answer;
    QList<UnitChange> changes;
};

// The units of every row: two French battalions and a battery (France has
// the first initiative) and an Allied battalion.
struct Table
{
    TestBattle battle;
    QMap<QString, qint64> ids;

    Table()
    {
        if (!battle.isValid())
            return;
        ids.insert(QStringLiteral("a"),
                   battle.add(infantry(QStringLiteral("1/45e"), QStringLiteral("France"),
                                       QStringLiteral("Bachelu"))));
        ids.insert(QStringLiteral("c"),
                   battle.add(infantry(QStringLiteral("2/45e"), QStringLiteral("France"),
                                       QStringLiteral("Bachelu"))));
        ids.insert(QStringLiteral("g"),
                   battle.add(battery(QStringLiteral("Foot 6pdr"), QStringLiteral("France"),
                                      QStringLiteral("Bachelu"))));
        // Feature 1, a small wood holding one unit.
        static_cast<void>(battle->apply(
            object(R"({"action": "add-feature", "name": "Bossu wood", "kind": "woods"})")));
        // Feature 2, a hedge to defend.
        static_cast<void>(battle->apply(
            object(R"({"action": "add-feature", "name": "Gemioncourt hedge", "kind": "ltf"})")));
        ids.insert(QStringLiteral("b"),
                   battle.add(infantry(QStringLiteral("2/95th"), QStringLiteral("Allies"),
                                       QStringLiteral("Kempt"))));
    }

    bool isValid() const { return battle.isValid(); }

    // {"a": {"smoke": true}, ...}: each field set through the edit action;
    // then the actions listed under "before" (a fire...), applied and logged.
    void edit(const QJsonObject &edits)
    {
        for (auto unit = edits.constBegin(); unit != edits.constEnd(); ++unit) {
            if (unit.key() == QLatin1String("before"))
                continue;
            const QJsonObject fields = unit.value().toObject();
            for (auto field = fields.constBegin(); field != fields.constEnd(); ++field)
                battle.edit(ids.value(unit.key()), field.key(), field.value());
        }
        for (const QJsonValue &action : edits.value(QStringLiteral("before")).toArray())
            QVERIFY(battle->apply(resolve(action.toObject())).ok());
    }

    // The order with unit names ("a") turned into ids.
    QJsonObject resolve(const QJsonObject &order) const
    {
        QJsonObject action = order;
        for (auto it = order.constBegin(); it != order.constEnd(); ++it) {
            if (it.value().isString() && ids.contains(it.value().toString()))
                action.insert(it.key(), ids.value(it.value().toString()));
            if (!it.value().isArray())
                continue;
            QJsonArray list;
            for (const QJsonValue &value : it.value().toArray())
                list.append(value.isString() && ids.contains(value.toString())
                                ? QJsonValue(ids.value(value.toString()))
                                : value);
            action.insert(it.key(), list);
        }
        return action;
    }
};

inline QList<qint64> idList(const QJsonValue &value)
{
    QList<qint64> list;
    for (const QJsonValue &id : value.toArray())
        list.append(id.toInteger());
    return list;
}

inline QList<int> intList(const QJsonValue &value)
{
    QList<int> list;
    for (const QJsonValue &roll : value.toArray())
        list.append(roll.toInt());
    return list;
}

// The battle's answer in the plan's terms (the charge's rows from its steps).
inline QJsonValue answered(const QJsonObject &answer, const QString &key)
{
    if (key == QLatin1String("fire_steps"))
        return answer.value(QStringLiteral("fire"))
            .toObject()
            .value(QStringLiteral("casualty_steps"));
    if (key != QLatin1String("rows"))
        return answer.value(key);
    QJsonArray rows;
    for (const QJsonValue &step : answer.value(QStringLiteral("steps")).toArray())
        rows.append(step.toObject().value(QStringLiteral("row")));
    return rows;
}

// One row: units to set up, the order (unit names for ids), refused or not.
inline void row(const char *name, int segmentsBefore, const char *edits, const char *order,
                bool refused = false)
{
    QTest::newRow(name) << segmentsBefore << QByteArray(edits) << QByteArray(order) << refused;
}

// One row planned by `plan` and applied through the battle: the refusal,
// the answer's fields and every unit after must be the same.
inline void checkRow(const std::function<Planned(const QJsonObject &, Battle &)> &plan)
{
    QFETCH(int, segmentsBefore);
    QFETCH(QByteArray, edits);
    QFETCH(QByteArray, order);
    QFETCH(bool, refused);

    Table table;
    QVERIFY(table.isValid());
    for (int i = 0; i < segmentsBefore; ++i)
        QVERIFY(table.battle->apply(object(R"({"action": "end-segment"})")).ok());
    table.edit(object(edits.constData()));
    const QJsonObject action = table.resolve(object(order.constData()));
    const QList<UnitRecord> before = table.battle->units();

    const Planned planned = plan(action, *table.battle.battle);
    const ActionOutcome outcome = table.battle->apply(action);

    QCOMPARE(!planned.refusal.isEmpty(), refused);
    if (refused) {
        QVERIFY(outcome.is(Failure::Kind::Refused));
        QCOMPARE(answerOf(outcome).value(QStringLiteral("reason")).toString(), planned.refusal);
        QVERIFY(table.battle->units() == before);
        return;
    }
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    for (auto it = planned.answer.constBegin(); it != planned.answer.constEnd(); ++it)
        QCOMPARE(answered(answerOf(outcome), it.key()), it.value());

    // Every unit: as the plan leaves it, or untouched when the plan does not
    // name it.
    QMap<qint64, UnitRecord> expected;
    for (const UnitRecord &unit : before)
        expected.insert(unit.id, unit);
    for (const UnitChange &change : planned.changes)
        expected.insert(change.after.id, change.after);
    const QList<UnitRecord> after = table.battle->units();
    QCOMPARE(after.size(), before.size());
    for (const UnitRecord &unit : after)
        QCOMPARE(unit.toJson(), expected.value(unit.id).toJson());
}

inline void addRowColumns()
{
    QTest::addColumn<int>("segmentsBefore");
    QTest::addColumn<QByteArray>("edits");
    QTest::addColumn<QByteArray>("order");
    QTest::addColumn<bool>("refused");
}

} // namespace Adc::Fixture
