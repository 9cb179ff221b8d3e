#pragma once

// Shared by the tests of the battle file: a fresh battle in a temporary
// folder with units built field by field.

#include "core/dice/scriptedrandom.h"
#include "core/model/unitrecord.h"
#include "db/battle/battle.h"
#include "db/rawsqlite.h"
#include "db/resulttesting.h"
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
struct TestBattle
{
    QTemporaryDir dir;
    QString path;
    QString serverDatabase;
    std::unique_ptr<Battle> battle;

    TestBattle()
    {
        if (TestServer::enabled()) {
            serverDatabase = TestServer::freshDatabase();
            path = TestServer::urlOf(serverDatabase);
        } else {
            path = dir.filePath(QStringLiteral("battle.adc"));
        }
        QString error;
        battle = Fixture::valueOf(Battle::create(path, QStringLiteral("Quatre Bras")), &error);
        if (!battle)
            qFatal("cannot create a test battle: %s", qPrintable(error));
    }

    ~TestBattle()
    {
        battle.reset();
        if (!serverDatabase.isEmpty())
            TestServer::dropDatabase(serverDatabase);
    }
    TestBattle(const TestBattle &) = delete;
    TestBattle &operator=(const TestBattle &) = delete;

    Battle *operator->() const { return battle.get(); }

    qint64 add(const UnitRecord &unit)
    {
        QString error;
        const qint64 id = Fixture::valueOf(battle->addUnit(unit), &error);
        if (id == 0)
            qFatal("cannot add a test unit: %s", qPrintable(error));
        return id;
    }

    UnitRecord unit(qint64 id) const { return *battle->unit(id); }

    // Sets one field through the edit action (so it is logged like any other).
    void edit(qint64 id, const QString &field, const QJsonValue &value)
    {
        const ActionOutcome outcome
            = battle->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                              { QStringLiteral("unit"), id },
                              { QStringLiteral("field"), field },
                              { QStringLiteral("value"), value } });
        if (!outcome.ok())
            qFatal("cannot edit a test unit: %s %s", qPrintable(outcome.error()),
                   qPrintable(QString::fromUtf8(QJsonDocument(answerOf(outcome)).toJson())));
    }

    // Changes the battle as another program would, behind its log's back.
    bool changeOutside(const QString &statement) const
    {
        if (!serverDatabase.isEmpty()) {
            TestServer::admin(statement, serverDatabase);
            return true;
        }
        RawSqlite raw(path);
        return raw.exec(statement);
    }

    void reopen()
    {
        battle.reset();
        QString error;
        battle = Fixture::valueOf(Battle::open(path), &error);
        if (!battle)
            qFatal("cannot reopen the test battle: %s", qPrintable(error));
    }
};

} // namespace Adc::Fixture
