#include "db/battlefixture.h"
#include "print/pdftext.h"

#include "print/report/afteractionreport.h"
#include "testsuite.h"

#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

using namespace Adc;
using Adc::Testing::pdfText;
using namespace Adc::Fixture;

namespace {

// One CSV row as fields (the report quotes fields with commas or quotes).
QStringList csvFields(const QString &line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < line.size()
                && line.at(i + 1) == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            fields.append(field);
            field.clear();
        } else {
            field += c;
        }
    }
    fields.append(field);
    return fields;
}

// The CSV as records keyed by column name.
QList<QHash<QString, QString>> csvRecords(const QByteArray &csv)
{
    QList<QHash<QString, QString>> records;
    const QStringList lines = QString::fromUtf8(csv).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QStringList columns = csvFields(lines.first());
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList fields = csvFields(lines.at(i));
        QHash<QString, QString> record;
        for (int c = 0; c < columns.size() && c < fields.size(); ++c)
            record.insert(columns.at(c), fields.at(c));
        records.append(record);
    }
    return records;
}

QJsonObject fire(QJsonArray firers, qint64 target, double range, int ap, int die,
                 const QString &shot = QString(), QJsonArray boxcars = {})
{
    QJsonObject action { { QStringLiteral("action"), QStringLiteral("fire") },
                         { QStringLiteral("firers"), firers },
                         { QStringLiteral("target"), target },
                         { QStringLiteral("range"), range },
                         { QStringLiteral("ap"), ap },
                         { QStringLiteral("die"), die } };
    if (!shot.isEmpty())
        action.insert(QStringLiteral("shot"), shot);
    if (!boxcars.isEmpty())
        action.insert(QStringLiteral("boxcars_roll"), boxcars);
    return action;
}

} // namespace

class tst_AfterActionReport : public QObject
{
    Q_OBJECT

private:
    // What the test expects, counted from the units themselves: castings
    // and AP before and after (no refill happens here), fires applied.
    struct Expected
    {
        int castingsLost = 0;
        int steps = 0;
        int apSpent = 0;
        int fires = 0;
    };

    // Fires (and maybe undoes the last fire) in `battle`; the log ids of the
    // fires and what each brigade's line must say.
    static void fireAndExpect(TestBattle &battle, bool undoLast, QList<qint64> *logIds,
                              QHash<QString, Expected> *expected)
    {
        const qint64 a1 = battle.add(
            infantry(QStringLiteral("1st Line"), QStringLiteral("Blue"), QStringLiteral("Ney")));
        const qint64 a2 = battle.add(
            infantry(QStringLiteral("2nd Line"), QStringLiteral("Blue"), QStringLiteral("Ney")));
        const qint64 gun = battle.add(battery(QStringLiteral("Foot Battery"),
                                              QStringLiteral("Blue"), QStringLiteral("Guns")));
        const qint64 b1 = battle.add(infantry(QStringLiteral("Highlanders"), QStringLiteral("Red"),
                                              QStringLiteral("Pack"), 15));
        const qint64 b2 = battle.add(
            infantry(QStringLiteral("Rifles"), QStringLiteral("Red"), QStringLiteral("Pack"), 12));
        const QList<UnitRecord> before = battle->units();

        // Pooled fire of Ney's brigade with boxcars (the penalty costs each
        // firer more AP), a canister fire by the battery, a reply by Pack's
        // Highlanders, another pooled fire.
        const QList<QJsonObject> actions {
            fire({ a1, a2 }, b1, 1, 2, 10, QString(), { 9, 12 }),
            fire({ gun }, b2, 3, 3, 8, QStringLiteral("canister")),
            fire({ b1 }, a1, 2, 1, 7),
            fire({ a1, a2 }, b2, 2, 1, 5),
        };
        for (const QJsonObject &action : actions) {
            const ActionOutcome outcome = battle->apply(action);
            QVERIFY2(outcome.ok(),
                     qPrintable(outcome.error()
                                + answerOf(outcome).value(QStringLiteral("reason")).toString()));
            logIds->append(answerOf(outcome).value(QStringLiteral("log_id")).toInteger());
        }
        int neyFires = 2, gunsFires = 1, packFires = 1;
        if (undoLast) {
            QVERIFY(battle->apply({ { QStringLiteral("action"), QStringLiteral("undo") } }).ok());
            neyFires = 1;
        }
        const QList<UnitRecord> after = battle->units();

        for (int i = 0; i < after.size(); ++i) {
            Expected &e = (*expected)[after.at(i).brigade];
            e.castingsLost += after.at(i).castingsInitial - after.at(i).castings;
            e.steps += after.at(i).steps;
            e.apSpent += (before.at(i).ap - after.at(i).ap)
                + (before.at(i).apBall - after.at(i).apBall)
                + (before.at(i).apCanister - after.at(i).apCanister);
        }
        (*expected)[QStringLiteral("Ney")].fires = neyFires;
        (*expected)[QStringLiteral("Guns")].fires = gunsFires;
        (*expected)[QStringLiteral("Pack")].fires = packFires;
        QVERIFY(expected->value(QStringLiteral("Ney")).apSpent > 0);
        QVERIFY(expected->value(QStringLiteral("Guns")).apSpent == 3);
        QVERIFY(expected->value(QStringLiteral("Pack")).castingsLost
                    + expected->value(QStringLiteral("Pack")).steps
                > 0);
    }

    static void checkBrigadeRecords(const AfterActionReport &report,
                                    const QList<QHash<QString, QString>> &records,
                                    const QHash<QString, Expected> &expected)
    {
        int brigades = 0;
        for (const QHash<QString, QString> &record : records) {
            if (record.value(QStringLiteral("record")) != QLatin1String("brigade"))
                continue;
            ++brigades;
            const QString brigade = record.value(QStringLiteral("brigade"));
            QVERIFY2(expected.contains(brigade), qPrintable(brigade));
            const Expected e = expected.value(brigade);
            QCOMPARE(record.value(QStringLiteral("castings_lost")).toInt(), e.castingsLost);
            QCOMPARE(record.value(QStringLiteral("steps")).toInt(), e.steps);
            QCOMPARE(record.value(QStringLiteral("ap_spent")).toInt(), e.apSpent);
            QCOMPARE(record.value(QStringLiteral("fires")).toInt(), e.fires);
        }
        QCOMPARE(brigades, 3);

        // The battery's AP is canister; the infantry's small arms.
        const AfterActionReport::BrigadeLine *guns
            = report.brigade(QStringLiteral("Blue"), QStringLiteral("Guns"));
        QVERIFY(guns);
        QCOMPARE(guns->tally.apCanister, 3);
        QCOMPARE(guns->tally.apBall, 0);
        const AfterActionReport::SideLine *blue = report.side(QStringLiteral("Blue"));
        QVERIFY(blue);
        QCOMPARE(blue->tally.fires,
                 expected.value(QStringLiteral("Ney")).fires
                     + expected.value(QStringLiteral("Guns")).fires);
    }

    // The roll log: every fire die, the boxcars penalties, undone ones marked.
    static void checkRollRecords(const QList<QHash<QString, QString>> &records,
                                 const QList<qint64> &logIds, bool undoLast)
    {
        int fireDice = 0, penalties = 0, undone = 0;
        for (const QHash<QString, QString> &record : records) {
            if (record.value(QStringLiteral("record")) != QLatin1String("roll"))
                continue;
            if (record.value(QStringLiteral("what")) == QLatin1String("fire die"))
                ++fireDice;
            if (record.value(QStringLiteral("what")) == QLatin1String("boxcars penalty")) {
                ++penalties;
                QVERIFY(record.value(QStringLiteral("total")) == QLatin1String("9")
                        || record.value(QStringLiteral("total")) == QLatin1String("12"));
                QCOMPARE(record.value(QStringLiteral("dice")), QStringLiteral("2d6"));
            }
            if (record.value(QStringLiteral("undone")) == QLatin1String("true")) {
                ++undone;
                QCOMPARE(record.value(QStringLiteral("log_id")).toLongLong(), logIds.last());
            }
        }
        QCOMPARE(fireDice, 4);
        QCOMPARE(penalties, 2);
        QCOMPARE(undone, undoLast ? 1 : 0);
    }

    // The PDF has each brigade's line with the same numbers.
    static void checkPdf(const AfterActionReport &report, const QHash<QString, Expected> &expected)
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("report.pdf"));
        const Result<int> written = report.writePdf(path, PageBoxes::Paper::A4);
        QVERIFY2(written, qPrintable(written.error()));
        const QString text = pdfText(path);
        QVERIFY(!text.isEmpty());
        for (auto it = expected.constBegin(); it != expected.constEnd(); ++it) {
            const AfterActionReport::BrigadeLine *line = nullptr;
            for (const QString &side : { QStringLiteral("Blue"), QStringLiteral("Red") })
                line = line ? line : report.brigade(side, it.key());
            QVERIFY(line);
            // Brigade, units, castings at start, now, lost, steps, AP spent, fires.
            const QString row = it.key()
                + QStringLiteral(" %1 %2 %3 %4 %5 %6 %7")
                      .arg(line->tally.units)
                      .arg(line->tally.castingsInitial)
                      .arg(line->tally.castings)
                      .arg(it->castingsLost)
                      .arg(it->steps)
                      .arg(it->apSpent)
                      .arg(it->fires);
            bool found = false;
            for (QString pdfLine : text.split(QLatin1Char('\n'))) {
                pdfLine.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
                found = found || pdfLine.trimmed().startsWith(row);
            }
            QVERIFY2(found, qPrintable(row));
        }
        QVERIFY(text.contains(QStringLiteral("Roll log")));
        QVERIFY(text.contains(QStringLiteral("boxcars penalty")));
    }

private Q_SLOTS:
    void brigadeTallies_data()
    {
        QTest::addColumn<bool>("undoLast");
        QTest::newRow("every fire stands") << false;
        QTest::newRow("last fire undone") << true;
    }

    // After fire actions through Battle::apply, the CSV and the PDF carry
    // each brigade's castings lost, AP spent and fires.
    void brigadeTallies()
    {
        QFETCH(bool, undoLast);
        TestBattle battle;
        QVERIFY(battle.isValid());
        QList<qint64> logIds;
        QHash<QString, Expected> expected;
        fireAndExpect(battle, undoLast, &logIds, &expected);
        if (QTest::currentTestFailed())
            return;

        const AfterActionReport report = AfterActionReport::fromBattle(*battle.battle);
        const QList<QHash<QString, QString>> records = csvRecords(report.csv());
        checkBrigadeRecords(report, records, expected);
        if (QTest::currentTestFailed())
            return;
        checkRollRecords(records, logIds, undoLast);
        if (QTest::currentTestFailed())
            return;
        checkPdf(report, expected);
    }

    // Each side's strength turn by turn from the log: a fire in turn 1 and
    // one in turn 2 show in those turns' points, an undone fire nowhere.
    void strengthByTurn()
    {
        TestBattle battle;
        QVERIFY(battle.isValid());
        const qint64 blue = battle.add(
            infantry(QStringLiteral("1st Line"), QStringLiteral("Blue"), QStringLiteral("Ney")));
        const qint64 red = battle.add(infantry(QStringLiteral("Highlanders"), QStringLiteral("Red"),
                                               QStringLiteral("Pack"), 15));
        const QJsonObject endTurn { { QStringLiteral("action"), QStringLiteral("end-turn") } };
        QVERIFY(battle->apply(fire({ blue }, red, 1, 2, 10)).ok());
        QVERIFY(battle->apply(endTurn).ok());
        QVERIFY(battle->apply(fire({ red }, blue, 1, 2, 9)).ok());
        QVERIFY(battle->apply(fire({ red }, blue, 1, 1, 9)).ok());
        QVERIFY(battle->apply({ { QStringLiteral("action"), QStringLiteral("undo") } }).ok());
        const UnitRecord redAfter = *battle->unit(red);
        const UnitRecord blueAfter = *battle->unit(blue);
        QVERIFY(redAfter.castings < 15 && blueAfter.castings < 12);

        const AfterActionReport report = AfterActionReport::fromBattle(*battle.battle);
        const StrengthChart &chart = report.strength();
        QCOMPARE(chart.turns(), 2);
        QCOMPARE(chart.series().size(), 2);
        const StrengthChart::Series &b = chart.series().at(0);
        const StrengthChart::Series &r = chart.series().at(1);
        QCOMPARE(b.side, QStringLiteral("Blue"));
        QCOMPARE(b.castings, (QList<int> { 12, 12, blueAfter.castings }));
        QCOMPARE(r.castings, (QList<int> { 15, redAfter.castings, redAfter.castings }));
        QCOMPARE(b.cw, (QList<int> { 12, 12, blueAfter.cw }));
        QCOMPARE(r.cw.last(), redAfter.cw);
    }

    // Every die of the log: discipline and charge rolls with their faces.
    void rollLog()
    {
        TestBattle battle;
        QVERIFY(battle.isValid());
        const qint64 a1 = battle.add(
            infantry(QStringLiteral("1st Line"), QStringLiteral("Blue"), QStringLiteral("Ney")));
        battle.add(
            infantry(QStringLiteral("Highlanders"), QStringLiteral("Red"), QStringLiteral("Pack")));
        QVERIFY(battle
                    ->apply({ { QStringLiteral("action"), QStringLiteral("discipline") },
                              { QStringLiteral("unit"), a1 },
                              { QStringLiteral("roll"), 7 } })
                    .ok());
        QVERIFY(battle
                    ->apply({ { QStringLiteral("action"), QStringLiteral("charge") },
                              { QStringLiteral("defender"), a1 },
                              { QStringLiteral("rolls"), QJsonArray { 11, 10, 4 } } })
                    .ok());
        const ActionOutcome rolled
            = battle->apply({ { QStringLiteral("action"), QStringLiteral("roll") },
                              { QStringLiteral("dice"), QStringLiteral("2d6") },
                              { QStringLiteral("purpose"), QStringLiteral("weather") } });
        QVERIFY(rolled.ok());

        const AfterActionReport report = AfterActionReport::fromBattle(*battle.battle);
        QStringList seen;
        for (const AfterActionReport::Roll &roll : report.rolls())
            seen.append(QStringLiteral("%1:%2:%3").arg(roll.action, roll.what).arg(roll.total));
        QVERIFY2(seen.contains(QStringLiteral("discipline:discipline, normal:7")),
                 qPrintable(seen.join(QLatin1Char(' '))));
        QVERIFY(seen.contains(QStringLiteral("charge:charge discipline at 4\":11")));
        QVERIFY(seen.contains(QStringLiteral("charge:charge discipline at 3\":10")));
        QVERIFY(seen.contains(QStringLiteral("charge:charge discipline at 2\":4")));
        const AfterActionReport::Roll &last = report.rolls().last();
        QCOMPARE(last.what, QStringLiteral("weather"));
        QCOMPARE(last.faces.size(), 2);
        QCOMPARE(last.faces.at(0) + last.faces.at(1), last.total);
        QCOMPARE(last.total, answerOf(rolled).value(QStringLiteral("total")).toInt());
        QVERIFY(!AfterActionReport::apMethod().isEmpty());

        // Each roll says what came of it in words; a total typed in without
        // its dice says so instead of leaving the faces blank.
        for (const AfterActionReport::Roll &roll : report.rolls()) {
            QVERIFY2(!roll.outcome.isEmpty(), qPrintable(roll.what));
            QVERIFY(!roll.facesText().isEmpty());
        }
        const AfterActionReport::Roll &typed = report.rolls().first();
        QCOMPARE(typed.action, QStringLiteral("discipline"));
        QCOMPARE(typed.facesText(), QStringLiteral("typed 7"));
        QCOMPARE(last.outcome, QStringLiteral("total %1").arg(last.total));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rolls.pdf"));
        const Result<int> written = report.writePdf(path, PageBoxes::Paper::A4);
        QVERIFY2(written, qPrintable(written.error()));
        const QString text = pdfText(path);
        QVERIFY(text.contains(QStringLiteral("Outcome")));
        QVERIFY(text.contains(QStringLiteral("typed 7")));
    }
};

ADC_TEST_MAIN(tst_AfterActionReport)
#include "tst_afteractionreport.moc"
