// The fire dialog at a town (seed 002, Fire At And In Town): a farm's edge
// among the targets, its occupants, seen or hidden, always fired on by
// ricochet, another unit in the line of fire chosen with its distance typed
// (beyond 5" refused), and the whole fire one logged action.

#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "testsuite.h"
#include "ui/choosers/unitchooser.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/procedures/firedialog.h"

#include <QAbstractButton>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;
using namespace Adc::Testing;

namespace {

int fireEntries(const Battle &battle)
{
    int count = 0;
    for (const LogEntry &entry : battle.log())
        count += entry.kind == QLatin1String("fire") ? 1 : 0;
    return count;
}

} // namespace

class tst_FireTown : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fireAtAFarmsEdge();
};

void tst_FireTown::fireAtAFarmsEdge()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    QVERIFY(battle
                ->apply(object(R"({"action": "add-feature", "name": "Gemioncourt", "kind": "bua",
                                   "capacity": 2, "block": "farm"})"))
                .ok());
    const qint64 guns = battle.add(battery(QStringLiteral("Foot battery 2/6"),
                                           QStringLiteral("France"), QStringLiteral("Reserve")));
    const qint64 seen = battle.add(infantry(QStringLiteral("1/79th Camerons"),
                                            QStringLiteral("Britain"), QStringLiteral("Kempt")));
    const qint64 hidden = battle.add(infantry(QStringLiteral("1/32nd Cornwall"),
                                              QStringLiteral("Britain"), QStringLiteral("Kempt")));
    const qint64 behind = battle.add(infantry(QStringLiteral("1/95th Rifles"),
                                              QStringLiteral("Britain"), QStringLiteral("Kempt")));
    for (const qint64 unit : { seen, hidden })
        battle.edit(unit, QStringLiteral("feature"), QStringLiteral("Gemioncourt"));
    battle.edit(hidden, QStringLiteral("hidden"), true);
    battle.edit(hidden, QStringLiteral("edge_distance"), 2.0);

    ScriptedRandom dice({ 6 });
    FireDialog dialog(battle.battle.get());
    dialog.setRandomSource(&dice);
    dialog.setFirers({ guns });
    dialog.setRange(6);
    UnitChooser *targets = dialog.targetChooser();
    std::optional<UnitChoiceModel::Choice> edge;
    for (const UnitChoiceModel::Choice &choice : targets->model()->choices()) {
        if (choice.line.startsWith(QStringLiteral("Edge of Gemioncourt")))
            edge = choice;
    }
    QVERIFY(edge);
    QVERIFY2(edge->line.contains(QStringLiteral("2 units")), qPrintable(edge->line));
    QVERIFY(targets->chooseFeature(edge->featureId));
    QCOMPARE(dialog.request().targetFeature(), edge->featureId);
    dialog.resize(900, 600);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    // Each step's picture (kept where ADC_SCREENSHOT_DIR names) shows what
    // the town changes, on a dialog that fits the smallest screen.
    QTemporaryDir pictures;
    QCOMPARE(
        pictureOf(&dialog, pictures.path(), QStringLiteral("fire-town-target.png"), smallScreen()),
        QString());
    QCOMPARE(shownStep(&dialog), QStringLiteral("Firer and target"));
    QCOMPARE(unshown(&dialog, { edge->line }), QString());
    // The Rifles named beyond the block, on the first page.
    UnitChooser *beyond = dialog.ricochetChooser();
    QVERIFY(beyond->isVisible());
    beyond->field()->setFocus();
    typeInto(beyond->field(), QStringLiteral("rifles"));
    QTest::keyClick(beyond->field(), Qt::Key_Return);
    QCOMPARE(beyond->checkedUnits(), QList<qint64> { behind });
    dialog.findChild<QAbstractButton *>(QStringLiteral("oddsButton"))->click();
    typeInto(dialog.dieEntry()->facesField(), QStringLiteral("6"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(dialog.currentStep(), int(FireDialog::RicochetStep));

    // The occupants first, checked and fixed; then the unit named beyond.
    QTreeWidget *list = dialog.ricochetList();
    QCOMPARE(list->topLevelItemCount(), 3);
    QCOMPARE(list->topLevelItem(0)->data(0, Qt::UserRole + 1).toLongLong(), seen);
    QCOMPARE(list->topLevelItem(1)->data(0, Qt::UserRole + 1).toLongLong(), hidden);
    QCOMPARE(list->topLevelItem(1)->checkState(0), Qt::Checked);
    QVERIFY(!(list->topLevelItem(1)->flags() & Qt::ItemIsUserCheckable));
    QTreeWidgetItem *rifles = list->topLevelItem(2);
    QCOMPARE(rifles->data(0, Qt::UserRole + 1).toLongLong(), behind);
    rifles->setCheckState(0, Qt::Checked);
    QCOMPARE(pictureOf(&dialog, pictures.path(), QStringLiteral("fire-town-ricochet.png"),
                       smallScreen()),
             QString());
    QCOMPARE(shownStep(&dialog), QStringLiteral("Ricochet"));
    QCOMPARE(unshown(&dialog,
                     { QStringLiteral("1/79th Camerons"), QStringLiteral("1/32nd Cornwall"),
                       QStringLiteral("1/95th Rifles") }),
             QString());

    // "within 5" of the original target": 6" is refused, nothing applied.
    rifles->setText(4, QStringLiteral("6"));
    QTest::keyClick(list, Qt::Key_Return);
    QCOMPARE(dialog.currentStep(), int(FireDialog::RicochetStep));
    QCOMPARE(fireEntries(*battle.battle), 0);

    rifles->setText(4, QStringLiteral("3.5"));
    typeInto(dialog.ricochetDiceField(), QStringLiteral("8 8 8"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(dialog.currentStep(), int(FireDialog::ResultStep));
    QCOMPARE(fireEntries(*battle.battle), 1);
    const LogEntry entry = battle->log().last();
    QCOMPARE(entry.inputs.value(QStringLiteral("target_feature")).toInteger(),
             battle->features().first().id);
    const QJsonObject listed
        = entry.inputs.value(QStringLiteral("ricochet")).toArray().first().toObject();
    QCOMPARE(listed.value(QStringLiteral("unit")).toInteger(), behind);
    QCOMPARE(listed.value(QStringLiteral("distance")).toDouble(), 3.5);
    for (const qint64 unit : { seen, hidden, behind })
        QVERIFY(battle.unit(unit).firedUponThisSegment);
    QVERIFY(battle.unit(guns).apBall < 8);
    QCOMPARE(
        pictureOf(&dialog, pictures.path(), QStringLiteral("fire-town-result.png"), smallScreen()),
        QString());
    QCOMPARE(shownStep(&dialog), QStringLiteral("Result"));
    QCOMPARE(unshown(&dialog,
                     { QStringLiteral("Fire at the edge of the block"),
                       QStringLiteral("1/79th Camerons: die 8"),
                       QStringLiteral("1/32nd Cornwall: die 8"),
                       QStringLiteral("1/95th Rifles: die 8") }),
             QString());
}

ADC_TEST_MAIN(tst_FireTown)
#include "tst_firetown.moc"
