// A battery charged rolls no charge discipline: the dialog applies the
// charge at once, with the battery's fire at the charger, whose d10 the
// window rolls. The log and every text made from it say that die was
// rolled, not typed, as the rolls step says it of the dice it rolls.

#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "db/battle/loggedrolls.h"
#include "db/battle/rolltext.h"
#include "testsuite.h"
#include "ui/procedures/chargedialog.h"

#include <QJsonArray>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;
using namespace Adc::Testing;

class tst_ChargeBatteryFire : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void batteryFireRolledByTheWindow();
};

void tst_ChargeBatteryFire::batteryFireRolledByTheWindow()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 guns = battle.add(battery(QStringLiteral("Rogers' battery"),
                                           QStringLiteral("Britain"), QStringLiteral("Picton")));
    const qint64 charger = battle.add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    ScriptedRandom dice({ 6 });
    auto *dialog = new ChargeDialog(battle.battle.get());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setRandomSource(&dice);
    dialog->setDefender(guns);
    dialog->setCharger(charger);
    dialog->show();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    pressEnter(dialog); // a battery rolls nothing: the charge, its fire included, applied
    QVERIFY2(dialog->isApplied(), qPrintable(dialog->message()));
    QCOMPARE(dice.used(), 1);

    const LogEntry entry = battle->log().last();
    QCOMPARE(entry.kind, QStringLiteral("charge"));
    QCOMPARE(entry.inputs.value(QStringLiteral("fire_die")).toInt(), 6);
    QVERIFY2(
        entry.inputs.value(QStringLiteral("rolled")).toArray().contains(QStringLiteral("fire_die")),
        "the log's inputs do not name the fire die rolled");
    const QList<LoggedRolls::Roll> rolls = LoggedRolls::of(entry);
    const auto fire = std::find_if(rolls.begin(), rolls.end(), [](const LoggedRolls::Roll &roll) {
        return roll.role == QLatin1String("fire");
    });
    QVERIFY2(fire != rolls.end(), "the charge logged no fire die");
    QCOMPARE(fire->unit, guns);
    QCOMPARE(fire->total, 6);
    QCOMPARE(fire->origin, LoggedRolls::Origin::Rolled);
    // As the log's list, the dice history and the report word it.
    QVERIFY2(RollText::rollText(*fire).endsWith(QStringLiteral(", rolled")),
             qPrintable(RollText::rollText(*fire)));
    dialog->close();
}

ADC_TEST_MAIN(tst_ChargeBatteryFire)
#include "tst_chargebatteryfire.moc"
