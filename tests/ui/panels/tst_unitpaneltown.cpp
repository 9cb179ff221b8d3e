// The unit panel's town fields (docs/contract.md, "Units: hidden and edge_distance"):
// each change one edit action, the distance cleared back to "not measured",
// and the roster's mark for a hidden unit.

#include "db/battlefixture.h"
#include "testsuite.h"
#include "ui/panels/unitpanel.h"
#include "ui/rosterview/rostermodel.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

class tst_UnitPanelTown : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void editsHiddenAndTheDistance();
};

void tst_UnitPanelTown::editsHiddenAndTheDistance()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 id = battle.add(infantry(QStringLiteral("1/32nd Cornwall"),
                                          QStringLiteral("Britain"), QStringLiteral("Kempt")));
    UnitPanel panel;
    panel.setBattle(battle.battle.get());
    panel.setUnit(id);
    auto *hidden = panel.findChild<QCheckBox *>(QStringLiteral("hidden"));
    auto *edge = panel.findChild<QDoubleSpinBox *>(QStringLiteral("edge_distance"));
    QVERIFY(hidden && edge);
    QCOMPARE(edge->value(), edge->minimum());
    QCOMPARE(edge->text(), QStringLiteral("not measured"));

    const int entries = int(battle->log().size());
    hidden->setChecked(true);
    QVERIFY(battle.unit(id).hidden);
    edge->setValue(0.75);
    QCOMPARE(battle.unit(id).edgeDistance, std::optional<double>(0.75));
    edge->setValue(edge->minimum());
    QVERIFY(!battle.unit(id).edgeDistance);
    QCOMPARE(int(battle->log().size()), entries + 3);
    QVERIFY(panel.message().isEmpty());

    QVERIFY(RosterModel::conditionReasons(battle.unit(id)).contains(QStringLiteral("Hidden")));
    battle.edit(id, QStringLiteral("hidden"), false);
    QVERIFY(!RosterModel::conditionReasons(battle.unit(id)).contains(QStringLiteral("Hidden")));
}

ADC_TEST_MAIN(tst_UnitPanelTown)
#include "tst_unitpaneltown.moc"
