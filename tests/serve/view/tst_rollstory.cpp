// A roll as the players' view tells it (RollStory, through SideView): the
// side that rolled reads it in full, its units' roles, the dice and the
// odds the umpire saw before the roll, the same odds the planners give the
// window's odds pages; the other side and the table read the faces and
// what it did to their own units only; the table shows this turn's latest
// roll, or none.
#include "core/discipline/chargeplanner.h"
#include "core/discipline/disciplineplanner.h"
#include "core/fire/fireplanner.h"
#include "db/battlefixture.h"
#include "serve/view/sideview.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

const QString kFrench = QStringLiteral("French");
const QString kAllied = QStringLiteral("Anglo-Allied");

struct Sample
{
    TestBattle battle;
    qint64 legere = 0;
    qint64 highlanders = 0;

    Sample()
    {
        if (!battle.isValid())
            return;
        legere
            = battle.add(infantry(QStringLiteral("2e Léger"), kFrench, QStringLiteral("Gauthier")));
        highlanders = battle.add(
            infantry(QStringLiteral("1/42nd Highlanders"), kAllied, QStringLiteral("Pack")));
    }

    bool isValid() const { return battle.isValid(); }

    // The action's entry; an empty one, and the test failed, when it is not
    // done.
    LogEntry apply(const QJsonObject &action)
    {
        const ActionOutcome done = battle->apply(action);
        if (!done.ok()) {
            ADC_FAIL(QStringLiteral("cannot apply: ") + done.error());
            return LogEntry();
        }
        return battle->log().last();
    }
    QJsonObject told(const LogEntry &entry, const QString &side) const
    {
        return SideView::rollJson(entry, battle->units(), side, battle->rulings());
    }
};

QList<double> probabilities(const QJsonArray &odds)
{
    QList<double> list;
    for (const QJsonValue &line : odds)
        list << line.toObject().value(QStringLiteral("probability")).toDouble();
    return list;
}

void compareProbabilities(const QList<double> &told, const QList<double> &planned)
{
    QCOMPARE(told.size(), planned.size());
    QVERIFY(!told.isEmpty());
    for (qsizetype i = 0; i < told.size(); ++i)
        QVERIFY2(qAbs(told.at(i) - planned.at(i)) < 1e-9, qPrintable(QString::number(i)));
}

} // namespace

class RollStoryTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aSidesOwnFireIsToldInFullWithThePlannersOdds()
    {
        Sample s;
        QVERIFY(s.isValid());
        // What the fire dialog's odds page shows before the die.
        FireOrder order;
        order.firers = { s.legere };
        order.target = s.highlanders;
        order.range = 3;
        const FirePlan plan = FirePlanner::plan(order, s.battle->units(), s.battle->features(),
                                                s.battle->rulings());
        QVERIFY(plan.ready());
        const LogEntry entry = s.apply(
            object(QStringLiteral(
                       R"({"action": "fire", "firers": [%1], "target": %2, "range": 3, "die": 7})")
                       .arg(s.legere)
                       .arg(s.highlanders)
                       .toUtf8()));
        const QJsonObject roll = s.told(entry, kFrench);
        QVERIFY(roll.value(QStringLiteral("own")).toBool());
        const QString text = roll.value(QStringLiteral("text")).toString();
        QVERIFY2(text.contains(QStringLiteral("2e Léger (firing)")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("1/42nd Highlanders (target)")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("The d10 showed 7")), qPrintable(text));
        QVERIFY2(text.contains(entry.result.value(QStringLiteral("row")).toString()),
                 qPrintable(text));
        QCOMPARE(roll.value(QStringLiteral("faces")).toArray(), QJsonArray { 7 });
        QList<double> planned;
        for (const FireOdds::Entry &line : plan.odds.odds)
            planned << line.probability;
        compareProbabilities(probabilities(roll.value(QStringLiteral("odds")).toArray()), planned);
        QCOMPARE(roll.value(QStringLiteral("modifiers")),
                 entry.result.value(QStringLiteral("modifiers")));

        // The battalion fired at reads the die and what it did to it.
        const QJsonObject seen = s.told(entry, kAllied);
        QVERIFY(!seen.value(QStringLiteral("own")).toBool());
        const QSet<QString> keys { QStringLiteral("id"),    QStringLiteral("kind"),
                                   QStringLiteral("turn"),  QStringLiteral("segment"),
                                   QStringLiteral("own"),   QStringLiteral("text"),
                                   QStringLiteral("faces"), QStringLiteral("die") };
        const QStringList seenKeys = seen.keys();
        QCOMPARE(QSet<QString>(seenKeys.cbegin(), seenKeys.cend()), keys);
        const int steps = entry.result.value(QStringLiteral("casualty_steps")).toInt();
        const QString seenText = seen.value(QStringLiteral("text")).toString();
        QVERIFY2(seenText.contains(QStringLiteral("The d10 showed 7.")), qPrintable(seenText));
        // (Without a translator the plural reads "step(s)".)
        QVERIFY2(seenText.contains(QStringLiteral("Result: %1 casualty step").arg(steps)),
                 qPrintable(seenText));
        QVERIFY2(seenText.endsWith(QStringLiteral(" on 1/42nd Highlanders.")),
                 qPrintable(seenText));
        QVERIFY2(!seenText.contains(QStringLiteral("row")), qPrintable(seenText));
        QVERIFY2(!seenText.contains(QStringLiteral("modified")), qPrintable(seenText));
    }

    void aSidesOwnDisciplineTestHasTheChartsOdds()
    {
        Sample s;
        QVERIFY(s.isValid());
        s.battle.edit(s.legere, QStringLiteral("class"), QStringLiteral("elite"));
        const DisciplinePlan plan
            = DisciplinePlanner::plan({ s.legere, std::nullopt, std::nullopt, std::nullopt },
                                      s.battle.unit(s.legere), s.battle->rulings());
        const LogEntry entry = s.apply(
            object(QStringLiteral(R"({"action": "discipline", "unit": %1, "faces": [3, 4]})")
                       .arg(s.legere)
                       .toUtf8()));
        const QJsonObject roll = s.told(entry, kFrench);
        const QString text = roll.value(QStringLiteral("text")).toString();
        QVERIFY2(text.contains(QStringLiteral("2e Léger (testing)")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("2d6+1: 3+4+1 = 8")), qPrintable(text));
        QCOMPARE(roll.value(QStringLiteral("faces")).toArray(), (QJsonArray { 3, 4 }));
        // The chart's cells, those of one result read as one chance.
        QList<QString> cells;
        QList<double> planned;
        for (const FireDisciplineChart::CellOdds &cell : plan.odds) {
            const QString words = DisciplineResult::cellText(cell.kind, cell.range);
            const qsizetype at = cells.indexOf(words);
            if (at < 0) {
                cells << words;
                planned << cell.probability;
            } else {
                planned[at] += cell.probability;
            }
        }
        compareProbabilities(probabilities(roll.value(QStringLiteral("odds")).toArray()), planned);
    }

    void aChargeIsToldToEachSideAsItsRole()
    {
        Sample s;
        QVERIFY(s.isValid());
        const ChargePlan plan = ChargePlanner::plan(
            { s.highlanders, {}, s.legere },
            ChargeUnits { s.battle.unit(s.legere), s.battle.unit(s.highlanders), {}, {} },
            s.battle->rulings());
        const LogEntry entry = s.apply(object(
            QStringLiteral(R"({"action": "charge", "charger": %1, "defender": %2, "rolls": [5],
                               "faces": [[2, 3]], "fire_die": 6, "outcome": "repulsed"})")
                .arg(s.legere)
                .arg(s.highlanders)
                .toUtf8()));
        const QJsonObject defended = s.told(entry, kAllied);
        QVERIFY(defended.value(QStringLiteral("own")).toBool());
        const QString text = defended.value(QStringLiteral("text")).toString();
        QVERIFY2(text.contains(QStringLiteral("1/42nd Highlanders (defender) was charged by "
                                              "2e Léger (charger)")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("2d6: 2+3 = 5")), qPrintable(text));
        QList<double> planned;
        for (const ChargeDiscipline::Odds &line : plan.odds)
            planned << line.probability;
        compareProbabilities(probabilities(defended.value(QStringLiteral("odds")).toArray()),
                             planned);

        // The charger's side sees the faces, the defender's fire and the end.
        const QJsonObject charged = s.told(entry, kFrench);
        QVERIFY(!charged.value(QStringLiteral("own")).toBool());
        const QString seen = charged.value(QStringLiteral("text")).toString();
        QVERIFY2(seen.contains(QStringLiteral("2e Léger (charger) charged 1/42nd Highlanders "
                                              "(defender).")),
                 qPrintable(seen));
        QVERIFY2(seen.contains(QStringLiteral("The defender's dice showed 2, 3.")),
                 qPrintable(seen));
        QVERIFY2(seen.contains(QStringLiteral("the d10 showed 6")), qPrintable(seen));
        QVERIFY2(!seen.contains(QStringLiteral("2d6")), qPrintable(seen));
        for (const char *key : { "dice", "situation", "odds", "modifiers", "row" })
            QVERIFY2(!charged.contains(QLatin1String(key)), key);
        QCOMPARE(charged.value(QStringLiteral("faces")).toArray(), (QJsonArray { 2, 3, 6 }));
    }

    void theTableShowsThisTurnsLatestRollItMayTell()
    {
        Sample s;
        QVERIFY(s.isValid());
        QVERIFY(!SideView::latestRoll(s.battle->log(), s.battle->units(), 1));
        const LogEntry fire = s.apply(
            object(QStringLiteral(
                       R"({"action": "fire", "firers": [%1], "target": %2, "range": 3, "die": 4})")
                       .arg(s.legere)
                       .arg(s.highlanders)
                       .toUtf8()));
        // A hidden battalion's own test is no roll the table is told of.
        s.battle.edit(s.highlanders, QStringLiteral("hidden"), true);
        s.apply(object(QStringLiteral(R"({"action": "discipline", "unit": %1, "roll": 6})")
                           .arg(s.highlanders)
                           .toUtf8()));
        const std::optional<LogEntry> current
            = SideView::latestRoll(s.battle->log(), s.battle->units(), 1);
        QVERIFY(current);
        QCOMPARE(current->id, fire.id);
        const QString text = SideView::rollJson(*current, s.battle->units(), QString())
                                 .value(QStringLiteral("text"))
                                 .toString();
        QVERIFY2(text.startsWith(QStringLiteral("2e Léger (firing) fired at an unseen unit")),
                 qPrintable(text));
        // A new turn: no roll yet.
        s.apply(object(R"({"action": "end-turn"})"));
        QCOMPARE(s.battle->clock().turn, 2);
        QVERIFY(!SideView::latestRoll(s.battle->log(), s.battle->units(), 2));
    }
};

ADC_TEST_GUILESS_MAIN(RollStoryTest)
#include "tst_rollstory.moc"
