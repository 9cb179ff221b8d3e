// The defender's fire inside a charge is a fire: the after-action report
// counts it against the defender (one fire, its AP, the steps it inflicted),
// its brigade and side, lists its die in the roll log, and its hit in the
// strength chart; undone, it counts no more.

#include "db/battlefixture.h"
#include "print/pdftext.h"

#include "db/battle/loggedfires.h"
#include "print/report/afteractionreport.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;
using Adc::Testing::pdfText;
using namespace Adc::Fixture;

class tst_ChargeFire : public QObject
{
    Q_OBJECT

private:
    struct Charged
    {
        TestBattle battle;
        qint64 defender = 0;
        qint64 charger = 0;
        LogEntry entry;
        int steps = 0;
    };

    // Cuirassiers charge a line battalion, which holds at 4" and fires at
    // 1" with a die of 8.
    static void charge(Charged &c)
    {
        QVERIFY(c.battle.isValid());
        c.defender = c.battle.add(infantry(QStringLiteral("1/42nd Highlanders"),
                                           QStringLiteral("Britain"), QStringLiteral("Pack")));
        UnitRecord cuirassiers = infantry(QStringLiteral("8e Cuirassiers"),
                                          QStringLiteral("France"), QStringLiteral("Guiton"), 9);
        cuirassiers.arm = Arm::Cavalry;
        c.charger = c.battle.add(cuirassiers);
        const ActionOutcome done
            = c.battle->apply({ { QStringLiteral("action"), QStringLiteral("charge") },
                                { QStringLiteral("charger"), c.charger },
                                { QStringLiteral("defender"), c.defender },
                                { QStringLiteral("rolls"), QJsonArray { 7 } },
                                { QStringLiteral("fire_die"), 8 } });
        QVERIFY2(done.ok(), qPrintable(done.error()));
        c.entry = c.battle->log().last();
        const QJsonObject fire = c.entry.result.value(QStringLiteral("fire")).toObject();
        QCOMPARE(fire.value(QStringLiteral("die")).toInt(), 8);
        c.steps = fire.value(QStringLiteral("casualty_steps")).toInt();
        QVERIFY(c.steps > 0);
    }

private Q_SLOTS:
    void countedAsAFire()
    {
        Charged c;
        charge(c);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(c.battle.unit(c.defender).ap, 7);

        // The one place that says which fires an entry holds.
        const QList<LoggedFires::Fire> fires = LoggedFires::of(c.entry);
        QCOMPARE(fires.size(), 1);
        QCOMPARE(fires.first().firers, (QList<qint64> { c.defender }));
        QCOMPARE(fires.first().target, c.charger);
        QVERIFY(fires.first().inCharge);
        QCOMPARE(fires.first().stepsInflicted(), c.steps);
        QVERIFY(fires.first().range.has_value());

        const AfterActionReport report = AfterActionReport::fromBattle(*c.battle.battle);
        const AfterActionReport::BrigadeLine *pack
            = report.brigade(QStringLiteral("Britain"), QStringLiteral("Pack"));
        QVERIFY(pack);
        const AfterActionReport::Tally &unit = pack->units.first().tally;
        QCOMPARE(unit.fires, 1);
        QCOMPARE(unit.apSpent(), 1);
        QCOMPARE(unit.apSmallArms, 1);
        QCOMPARE(unit.stepsInflicted, c.steps);
        QCOMPARE(pack->tally.fires, 1);
        QCOMPARE(pack->tally.stepsInflicted, c.steps);
        QCOMPARE(report.side(QStringLiteral("Britain"))->tally.fires, 1);
        QCOMPARE(report.side(QStringLiteral("Britain"))->tally.apSpent(), 1);
        QCOMPARE(report.side(QStringLiteral("France"))->tally.fires, 0);

        // Its die in the roll log, with what it did.
        bool listed = false;
        for (const AfterActionReport::Roll &roll : report.rolls()) {
            if (roll.logId != c.entry.id || roll.what != QLatin1String("defender's fire die"))
                continue;
            listed = true;
            QCOMPARE(roll.total, 8);
            QCOMPARE(roll.dice, QStringLiteral("1d10"));
            QCOMPARE(roll.facesText(), QStringLiteral("8, typed"));
            QCOMPARE(roll.unit, QStringLiteral("1/42nd Highlanders"));
            QVERIFY2(roll.outcome.contains(QStringLiteral("8e Cuirassiers")),
                     qPrintable(roll.outcome));
        }
        QVERIFY(listed);

        // The hit shows in the strength chart: France ends below its start.
        const StrengthChart::Series &france = report.strength().series().at(1);
        QCOMPARE(france.side, QStringLiteral("France"));
        QCOMPARE(france.castings.last(), c.battle.unit(c.charger).castings);

        // The printed table says so too: the brigade's line, then the unit's.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("report.pdf"));
        QVERIFY(report.writePdf(path, PageBoxes::Paper::A4));
        const QString text = pdfText(path);
        const QRegularExpression line(
            QStringLiteral("1/42nd Highlanders\\s+(\\d+)\\s+(\\d+)\\s+"
                           "(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)"));
        const QRegularExpressionMatch match = line.match(text);
        QVERIFY2(match.hasMatch(), qPrintable(text));
        QCOMPARE(match.captured(5).toInt(), 1); // AP spent
        QCOMPARE(match.captured(6).toInt(), 1); // fires
        QCOMPARE(match.captured(7).toInt(), c.steps); // steps inflicted
    }

    void undoneNotCounted()
    {
        Charged c;
        charge(c);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(c.battle->apply({ { QStringLiteral("action"), QStringLiteral("undo") } }).ok());
        const AfterActionReport report = AfterActionReport::fromBattle(*c.battle.battle);
        const AfterActionReport::BrigadeLine *pack
            = report.brigade(QStringLiteral("Britain"), QStringLiteral("Pack"));
        QVERIFY(pack);
        QCOMPARE(pack->units.first().tally.fires, 0);
        QCOMPARE(pack->units.first().tally.apSpent(), 0);
        QCOMPARE(pack->units.first().tally.stepsInflicted, 0);
    }
};

ADC_TEST_MAIN(tst_ChargeFire)
#include "tst_chargefire.moc"
