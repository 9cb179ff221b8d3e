// The move dialog: the preview is the move planner's, the refusal of a full
// feature names its occupant, and Move applies the battle's "move" action.

#include "ui/proceduretesting.h"

#include "core/terrain/moveplanner.h"
#include "testsuite.h"
#include "ui/procedures/movedialog.h"
#include "ui/procedures/procedureactions.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QPushButton>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;
using namespace Adc::Testing;

class tst_MoveDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void previewIsThePlanners();
    void fullFeatureRefused();
    void moveApplied();
    void keyOpensIt();

private:
    std::unique_ptr<TestBattle> m_battle;
    qint64 m_unit = 0;
    qint64 m_other = 0;
    qint64 m_wood = 0;
};

void tst_MoveDialog::init()
{
    m_battle = std::make_unique<TestBattle>();
    QVERIFY(m_battle->isValid());
    m_unit = m_battle->add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    m_other = m_battle->add(
        infantry(QStringLiteral("2/95th"), QStringLiteral("Allies"), QStringLiteral("Kempt")));
    const ActionOutcome added = (*m_battle)->apply(
        object(R"({"action": "add-feature", "name": "Bossu wood", "kind": "woods"})"));
    QVERIFY(added.ok());
    m_wood = answerOf(added).value(QStringLiteral("id")).toInteger();
}

void tst_MoveDialog::cleanup()
{
    m_battle.reset();
}

void tst_MoveDialog::previewIsThePlanners()
{
    MoveDialog dialog(m_battle->battle.get());
    dialog.setUnit(m_unit);
    dialog.terrainBox()->setCurrentIndex(dialog.terrainBox()->findData(QStringLiteral("woods")));
    QVERIFY(dialog.previewText().startsWith(QLatin1String("Half movement")));
    QVERIFY(dialog.primaryButton()->isEnabled());
    dialog.roadBox()->setChecked(true);
    QVERIFY(dialog.previewText().startsWith(QLatin1String("Full movement")));
    QCOMPARE(dialog.plan().terrain.halfMovement, false);
    dialog.crossingBox(QStringLiteral("river"))->setChecked(true);
    QVERIFY2(dialog.previewText().contains(QLatin1String("rivers are impassable")),
             qPrintable(dialog.previewText()));
    QVERIFY(!dialog.primaryButton()->isEnabled());
    QCOMPARE(dialog.plan().refusal,
             MovePlanner::plan(dialog.order(), m_battle->unit(m_unit), std::nullopt, {}).refusal);
}

void tst_MoveDialog::fullFeatureRefused()
{
    m_battle->edit(m_other, QStringLiteral("feature"), QStringLiteral("Bossu wood"));
    MoveDialog dialog(m_battle->battle.get());
    dialog.setUnit(m_unit);
    dialog.featureBox()->setCurrentIndex(dialog.featureBox()->findData(m_wood));
    QCOMPARE(dialog.terrainBox()->currentData().toString(), QStringLiteral("woods"));
    QVERIFY2(dialog.previewText().contains(QLatin1String("2/95th")),
             qPrintable(dialog.previewText()));
    QVERIFY(!dialog.primaryButton()->isEnabled());
}

void tst_MoveDialog::moveApplied()
{
    MoveDialog dialog(m_battle->battle.get());
    dialog.setUnit(m_unit);
    dialog.featureBox()->setCurrentIndex(dialog.featureBox()->findData(m_wood));
    dialog.crossingBox(QStringLiteral("ltf"))->setChecked(true);
    const Order order = dialog.action();
    const MoveOrder *move = order.get<MoveOrder>();
    QVERIFY(move);
    QCOMPARE(move->feature, std::optional<qint64>(m_wood));
    QCOMPARE(move->to, std::optional<Terrain>(Terrain::Woods));
    QCOMPARE(move->across, std::optional<QStringList>(QStringList { QStringLiteral("ltf") }));
    QVERIFY(!move->road);
    dialog.next();
    QVERIFY2(dialog.isApplied(), qPrintable(dialog.message()));
    QCOMPARE(dialog.currentStep(), int(MoveDialog::ResultStep));
    QVERIFY(dialog.resultText().contains(QLatin1String("Bossu wood")));
    QCOMPARE(m_battle->unit(m_unit).feature, QStringLiteral("Bossu wood"));
    QCOMPARE((*m_battle)->log().last().kind, QStringLiteral("move"));
}

void tst_MoveDialog::keyOpensIt()
{
    QWidget window;
    ProcedureActions actions(
        m_battle->battle.get(), [this] { return QList<qint64> { m_unit }; }, &window);
    QCOMPARE(actions.moveAction()->shortcut(), QKeySequence(Qt::Key_M));
    MoveDialog *dialog = actions.openMove();
    QVERIFY(dialog);
    QCOMPARE(dialog->unit(), m_unit);
    dialog->close();
}

ADC_TEST_MAIN(tst_MoveDialog)
#include "tst_movedialog.moc"
