// The fire dialog offers first the unit the umpire most likely means, at
// the keyboard on the sample battle (the Anglo-Allied segment): a firer of
// that side that has not yet fired, the enemy the firer is engaged with, and
// the last range between the two until one of them moves; each place
// explained in the list.

#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "testsuite.h"
#include "ui/choosers/unitchooser.h"
#include "ui/procedures/chargedialog.h"
#include "ui/procedures/firedialog.h"

#include <QJsonArray>
#include <QLineEdit>
#include <QListView>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

class tst_LikelyChoice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void firerNotYetFiredFirst();
    void engagedEnemyAndItsRangeFirst();
    void moveEndsTheRange();
    void offeredTargetFollowsTheFirer();
    void likeliestChargerOffered();

private:
    bool fire(const QString &firer, const QString &target, double range);
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Battle> m_battle;
};

void tst_LikelyChoice::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_battle = sampleBattle(m_dir->filePath(QStringLiteral("quatre-bras.adc")));
    QVERIFY(m_battle);
    QCOMPARE(m_battle->clock().activeSide, QStringLiteral("Anglo-Allied"));
}

bool tst_LikelyChoice::fire(const QString &firer, const QString &target, double range)
{
    return m_battle
        ->apply({ { QStringLiteral("action"), QStringLiteral("fire") },
                  { QStringLiteral("firers"), QJsonArray { unitNamed(*m_battle, firer) } },
                  { QStringLiteral("target"), unitNamed(*m_battle, target) },
                  { QStringLiteral("range"), range },
                  { QStringLiteral("die"), 5 } })
        .ok();
}

void tst_LikelyChoice::firerNotYetFiredFirst()
{
    // The first unit of the order of battle has fired this segment.
    QVERIFY(fire(QStringLiteral("27th Jagers"), QStringLiteral("2e Léger"), 5));
    FireDialog dialog(m_battle.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    UnitChooser *firers = dialog.firerChooser();
    QCOMPARE(QApplication::focusWidget(), firers->field());
    // The list says why its first unit is first, and why the Jagers are not.
    const QModelIndex first = firers->list()->model()->index(0, 0);
    QCOMPARE(first.data(UnitChoiceModel::ReasonRole).toString(),
             QStringLiteral("not yet fired this segment"));
    QVERIFY2(first.data().toString().startsWith(QStringLiteral("7th Line (Belgian)"))
                 && first.data().toString().endsWith(QStringLiteral("not yet fired this segment")),
             qPrintable(first.data().toString()));
    const int jagers
        = firers->model()->rowOfUnit(unitNamed(*m_battle, QStringLiteral("27th Jagers")));
    QCOMPARE(firers->model()->index(jagers).data(UnitChoiceModel::ReasonRole).toString(),
             QStringLiteral("fired this segment already"));

    // Down and Enter take the first: the unit that has not fired.
    Keyboard keys;
    keys.press(Qt::Key_Down);
    keys.press(Qt::Key_Return);
    QCOMPARE(firers->unit(), unitNamed(*m_battle, QStringLiteral("7th Line (Belgian)")));
    QVERIFY2(firers->detailsText().contains(QStringLiteral("not yet fired this segment")),
             qPrintable(firers->detailsText()));
    // A letter typed still reaches a unit further down ("2e" is French).
    firers->field()->setFocus();
    keys.type(QStringLiteral("27th"));
    QCOMPARE(firers->unit(), unitNamed(*m_battle, QStringLiteral("27th Jagers")));
}

void tst_LikelyChoice::engagedEnemyAndItsRangeFirst()
{
    // 61e Ligne fired on the Black Watch at 4" (2e Léger comes first in
    // the order of battle).
    QVERIFY(fire(QStringLiteral("61e Ligne"), QStringLiteral("1/42nd (Black Watch)"), 4));
    const qint64 watch = unitNamed(*m_battle, QStringLiteral("1/42nd (Black Watch)"));
    const qint64 ligne = unitNamed(*m_battle, QStringLiteral("61e Ligne"));
    ScriptedRandom dice({ 6 });
    FireDialog dialog(m_battle.get());
    dialog.setRandomSource(&dice);
    dialog.setFirers({ watch });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    UnitChooser *targets = dialog.targetChooser();
    QCOMPARE(QApplication::focusWidget(), targets->field());
    QCOMPARE(targets->unit(), ligne);
    QCOMPARE(targets->list()->currentIndex().data(UnitChoiceModel::ReasonRole).toString(),
             QStringLiteral("engaged: fired on by it at 4 inches"));
    QCOMPARE(dialog.rangeField()->text(), QStringLiteral("4"));
    // Enter on the target, the range given: the fire goes, at 4".
    const int before = int(m_battle->log().size());
    Keyboard keys;
    keys.press(Qt::Key_Return);
    QCOMPARE(dialog.currentStep(), int(FireDialog::ResultStep));
    QCOMPARE(int(m_battle->log().size()), before + 1);
    const LogEntry entry = m_battle->log().last();
    QCOMPARE(entry.inputs.value(QStringLiteral("target")).toInteger(), ligne);
    QCOMPARE(entry.inputs.value(QStringLiteral("range")).toDouble(), 4.0);

    // Another firer is engaged with none: the enemy that fired this turn
    // first, no range between them.
    FireDialog other(m_battle.get());
    other.setFirers({ unitNamed(*m_battle, QStringLiteral("27th Jagers")) });
    QCOMPARE(other.targetChooser()->unit(), ligne);
    QCOMPARE(other.targetChooser()->list()->currentIndex().data(UnitChoiceModel::ReasonRole),
             QStringLiteral("fired this turn"));
    QCOMPARE(other.rangeField()->text(), QString());
}

void tst_LikelyChoice::moveEndsTheRange()
{
    QVERIFY(fire(QStringLiteral("61e Ligne"), QStringLiteral("1/42nd (Black Watch)"), 4));
    const qint64 watch = unitNamed(*m_battle, QStringLiteral("1/42nd (Black Watch)"));
    {
        FireDialog dialog(m_battle.get());
        dialog.setFirers({ watch });
        QCOMPARE(dialog.rangeField()->text(), QStringLiteral("4"));
    }
    QVERIFY(m_battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("move") },
                          { QStringLiteral("unit"),
                            unitNamed(*m_battle, QStringLiteral("61e Ligne")) } })
                .ok());
    FireDialog dialog(m_battle.get());
    dialog.setFirers({ watch });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    // Not engaged now: the first enemy in the order, and the range to type.
    QCOMPARE(dialog.targetChooser()->unit(), unitNamed(*m_battle, QStringLiteral("2e Léger")));
    QCOMPARE(dialog.rangeField()->text(), QString());
    // Typed to 61e Ligne, still no range offered.
    Keyboard keys;
    keys.type(QStringLiteral("61"));
    QCOMPARE(dialog.targetChooser()->unit(), unitNamed(*m_battle, QStringLiteral("61e Ligne")));
    QCOMPARE(dialog.rangeField()->text(), QString());
}

void tst_LikelyChoice::offeredTargetFollowsTheFirer()
{
    // 2e Léger fired on 7th Line at 3", then 61e Ligne on 27th Jagers at 4".
    QVERIFY(fire(QStringLiteral("2e Léger"), QStringLiteral("7th Line (Belgian)"), 3));
    QVERIFY(fire(QStringLiteral("61e Ligne"), QStringLiteral("27th Jagers"), 4));
    const qint64 leger = unitNamed(*m_battle, QStringLiteral("2e Léger"));
    const qint64 ligne = unitNamed(*m_battle, QStringLiteral("61e Ligne"));
    FireDialog dialog(m_battle.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    // The Jagers: 61e Ligne offered, engaged with them at 4".
    UnitChooser *firers = dialog.firerChooser();
    Keyboard keys;
    keys.type(QStringLiteral("27"));
    QCOMPARE(firers->unit(), unitNamed(*m_battle, QStringLiteral("27th Jagers")));
    QCOMPARE(dialog.targetChooser()->unit(), ligne);
    QCOMPARE(dialog.rangeField()->text(), QStringLiteral("4"));
    // Another firer typed: the target offered for the Jagers gives way to
    // the new firer's own, 2e Léger, at their range; 61e Ligne is not
    // carried over to a fire the umpire never set it for.
    keys.press(Qt::Key_A, Qt::ControlModifier);
    keys.type(QStringLiteral("7th L"));
    QCOMPARE(firers->unit(), unitNamed(*m_battle, QStringLiteral("7th Line (Belgian)")));
    QCOMPARE(dialog.targetChooser()->unit(), leger);
    QCOMPARE(dialog.rangeField()->text(), QStringLiteral("3"));
    // A target the umpire typed stays when the firer changes.
    keys.press(Qt::Key_Return);
    QCOMPARE(QApplication::focusWidget(), dialog.targetChooser()->field());
    keys.type(QStringLiteral("61"));
    QCOMPARE(dialog.targetChooser()->unit(), ligne);
    keys.press(Qt::Key_F, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), firers->field());
    keys.press(Qt::Key_A, Qt::ControlModifier);
    keys.type(QStringLiteral("5th"));
    QCOMPARE(firers->unit(), unitNamed(*m_battle, QStringLiteral("5th National Militia")));
    QCOMPARE(dialog.targetChooser()->unit(), ligne);
}

void tst_LikelyChoice::likeliestChargerOffered()
{
    // Bachelu's battery fired on the 1/28th at 6" (within its short band,
    // 8": a charge's reach) and on the 7th Line at 12" (beyond it).
    QVERIFY(
        fire(QStringLiteral("Bachelu's foot battery"), QStringLiteral("7th Line (Belgian)"), 12));
    QVERIFY(fire(QStringLiteral("Bachelu's foot battery"),
                 QStringLiteral("1/28th (North Gloucestershire)"), 6));
    ChargeDialog dialog(m_battle.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    Keyboard keys;
    QCOMPARE(QApplication::focusWidget(), dialog.defenderChooser()->field());
    keys.type(QStringLiteral("bach"));
    QCOMPARE(dialog.defender(), unitNamed(*m_battle, QStringLiteral("Bachelu's foot battery")));
    keys.press(Qt::Key_Return);
    // The charger offered and selected: the unit engaged within reach.
    UnitChooser *chargers = dialog.chargerChooser();
    QCOMPARE(QApplication::focusWidget(), chargers->field());
    QCOMPARE(dialog.charger(),
             unitNamed(*m_battle, QStringLiteral("1/28th (North Gloucestershire)")));
    QCOMPARE(chargers->field()->selectedText(), chargers->field()->text());
    // Then the cavalry of the side yet to charge, along the line.
    const QModelIndex second = chargers->list()->model()->index(1, 0);
    QCOMPARE(second.data(UnitChoiceModel::ReasonRole).toString(),
             QStringLiteral("cavalry, not yet charged this segment"));
    QVERIFY2(second.data().toString().startsWith(QStringLiteral("6th Hussars (Netherlands)")),
             qPrintable(second.data().toString()));
    // No charger named is still one choice away.
    keys.type(QStringLiteral("("));
    QCOMPARE(dialog.charger(), qint64(0));
    // One the umpire typed stays when the defender changes; one offered
    // gives way to the new defender's likeliest.
    keys.press(Qt::Key_A, Qt::ControlModifier);
    keys.type(QStringLiteral("5th L"));
    const qint64 dragoons = unitNamed(*m_battle, QStringLiteral("5th Light Dragoons (Belgian)"));
    QCOMPARE(dialog.charger(), dragoons);
    dialog.setDefender(unitNamed(*m_battle, QStringLiteral("2e Léger")));
    QCOMPARE(dialog.charger(), dragoons);
}

ADC_TEST_MAIN(tst_LikelyChoice)
#include "tst_likelychoice.moc"
