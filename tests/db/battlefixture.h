#pragma once

// Shared by the tests of the battle file: a fresh battle in a temporary
// folder with units built field by field.

#include "core/dice/scriptedrandom.h"
#include "core/model/unitrecord.h"
#include "db/battle/battle.h"
#include "db/rawsqlite.h"
#include "db/resulttesting.h"
#include "testfailure.h"
#include "testserver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace Adc::Fixture {

inline UnitRecord infantry(const QString &name, const QString &side, const QString &brigade,
                           int castings = 12)
{
    UnitRecord unit;
    unit.name = name;
    unit.side = side;
    unit.brigade = brigade;
    unit.arm = Arm::Infantry;
    unit.troopClass = TroopClass::Line;
    unit.castingsInitial = castings;
    unit.castings = castings;
    unit.cwInitial = castings;
    unit.cw = castings;
    unit.ap = 8;
    unit.weapon = Weapon::Musket;
    unit.formation = Formation::Line;
    return unit;
}

inline UnitRecord battery(const QString &name, const QString &side, const QString &brigade,
                          int tubes = 6, Weapon weapon = Weapon::Gun6pdr)
{
    UnitRecord unit;
    unit.name = name;
    unit.side = side;
    unit.brigade = brigade;
    unit.arm = Arm::Artillery;
    unit.troopClass = TroopClass::Line;
    unit.castingsInitial = tubes;
    unit.castings = tubes;
    unit.cwInitial = tubes;
    unit.cw = tubes;
    unit.tubes = tubes;
    unit.apBall = 8;
    unit.apCanister = 4;
    unit.weapon = weapon;
    unit.formation = Formation::Unlimbered;
    return unit;
}

inline QJsonObject object(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

inline QJsonArray ids(std::initializer_list<qint64> list)
{
    QJsonArray array;
    for (qint64 id : list)
        array.append(id);
    return array;
}

// A battle file in its own temporary folder; in the suite's run on the
// server (TestServer::enabled()), a battle in a database of its own there.
// When it cannot be made, the test has failed and isValid() is false: the
// test checks it (QVERIFY(battle.isValid())) before using the battle.
struct TestBattle
{
    QTemporaryDir dir;
    QString path;
    QString serverDatabase;
    std::unique_ptr<Battle> battle;

    TestBattle()
    {
        if (TestServer::enabled()) {
            serverDatabase = TestServer::battleDatabase();
            if (serverDatabase.isEmpty())
                return;
            path = TestServer::urlOf(serverDatabase);
        } else {
            path = dir.filePath(QStringLiteral("battle.adc"));
        }
        QString error;
        battle = Fixture::valueOf(Battle::create(path, QStringLiteral("Quatre Bras")), &error);
        if (!battle)
            ADC_FAIL(QStringLiteral("cannot create a test battle: ") + error);
    }

    ~TestBattle()
    {
        battle.reset();
        TestServer::giveBackDatabase(serverDatabase);
    }
    TestBattle(const TestBattle &) = delete;
    TestBattle &operator=(const TestBattle &) = delete;

    bool isValid() const { return battle != nullptr; }

    Battle *operator->() const { return battle.get(); }

    // The new unit's id; 0, and the test failed, when it cannot be added.
    qint64 add(const UnitRecord &unit)
    {
        if (!battle)
            return 0;
        QString error;
        const qint64 id = Fixture::valueOf(battle->addUnit(unit), &error);
        if (id == 0)
            ADC_FAIL(QStringLiteral("cannot add a test unit: ") + error);
        return id;
    }

    // The unit; an empty one, and the test failed, when there is none.
    UnitRecord unit(qint64 id) const
    {
        const std::optional<UnitRecord> found = battle ? battle->unit(id) : std::nullopt;
        if (!found) {
            ADC_FAIL(QStringLiteral("no unit %1 in the test battle").arg(id));
            return UnitRecord();
        }
        return *found;
    }

    // Sets one field through the edit action (so it is logged like any other).
    void edit(qint64 id, const QString &field, const QJsonValue &value)
    {
        if (!battle)
            return;
        const ActionOutcome outcome
            = battle->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                              { QStringLiteral("unit"), id },
                              { QStringLiteral("field"), field },
                              { QStringLiteral("value"), value } });
        if (!outcome.ok())
            ADC_FAIL(QStringLiteral("cannot edit a test unit: %1 %2")
                         .arg(outcome.error(),
                              QString::fromUtf8(QJsonDocument(answerOf(outcome)).toJson())));
    }

    // Changes the battle as another program would, behind its log's back.
    bool changeOutside(const QString &statement) const
    {
        if (!serverDatabase.isEmpty())
            return TestServer::admin(statement, serverDatabase);
        RawSqlite raw(path);
        return raw.exec(statement);
    }

    // Closes the battle and opens it again; false, and the test failed (the
    // fixture invalid), when it cannot be opened.
    [[nodiscard]] bool reopen()
    {
        battle.reset();
        QString error;
        battle = Fixture::valueOf(Battle::open(path), &error);
        if (!battle)
            ADC_FAIL(QStringLiteral("cannot reopen the test battle: ") + error);
        return battle != nullptr;
    }
};

} // namespace Adc::Fixture
