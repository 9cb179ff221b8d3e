#include "db/battle/battle.h"
#include "db/battle/logtext.h"
#include "db/resulttesting.h"
#include "testsuite.h"
#include "ui/dicetray/dicetray.h"
#include "ui/log/logmodel.h"
#include "ui/panels/clockbar.h"
#include "ui/panels/unitpanel.h"
#include "ui/rosterview/rostermodel.h"
#include "ui/rosterview/rosterpane.h"
#include "ui/rosterview/unitactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/recentfiles.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeView>
#include <QtTest>
#include <memory>

using namespace Adc;

namespace {

// A line battalion of 12 castings and CW 9.
UnitRecord battalion(const QString &name, const QString &side, const QString &brigade)
{
    UnitRecord unit;
    unit.name = name;
    unit.side = side;
    unit.brigade = brigade;
    unit.arm = Arm::Infantry;
    unit.castingsInitial = 12;
    unit.castings = 12;
    unit.cwInitial = 9;
    unit.cw = 9;
    unit.ap = 8;
    unit.weapon = Weapon::Musket;
    return unit;
}

// A battle of `count` units: two sides, brigades of eight, made in one
// transaction as an import does.
QList<UnitRecord> army(int count)
{
    QList<UnitRecord> units;
    for (int i = 0; i < count; ++i) {
        const QString side = i % 2 == 0 ? QStringLiteral("Anglo-Allied") : QStringLiteral("French");
        UnitRecord unit = battalion(QStringLiteral("%1 Battalion %2").arg(side).arg(i + 1), side,
                                    QStringLiteral("Brigade %1").arg(i / 16 + 1));
        unit.castings = 6 + i % 7;
        unit.castingsInitial = 12;
        unit.cw = 4 + i % 6;
        unit.smoke = i % 11 == 0;
        unit.morale = i % 37 == 0 ? Morale::Routed : Morale::Steady;
        units.append(unit);
    }
    return units;
}

QList<UnitRecord> smallArmy()
{
    const QString allies = QStringLiteral("Anglo-Allied");
    QList<UnitRecord> units {
        battalion(QStringLiteral("1/2nd Nassau"), allies, QStringLiteral("Saxe-Weimar")),
        battalion(QStringLiteral("2/2nd Nassau"), allies, QStringLiteral("Saxe-Weimar")),
        battalion(QStringLiteral("1/Orange-Nassau"), allies, QStringLiteral("Saxe-Weimar")),
        battalion(QStringLiteral("1/42nd Black Watch"), allies, QStringLiteral("Pack")),
        battalion(QStringLiteral("1/92nd Gordons"), allies, QStringLiteral("Pack")),
        battalion(QStringLiteral("2e Leger"), QStringLiteral("French"), QStringLiteral("Bachelu")),
    };
    units[4].smoke = true;
    return units;
}

// Writes a battle file and closes it, as the umpire would have it on disk.
QString makeBattle(const QTemporaryDir &dir, const QString &file, const QList<UnitRecord> &units)
{
    const QString path = dir.filePath(file);
    QString error;
    std::unique_ptr<Battle> battle
        = Fixture::valueOf(Battle::create(path, QStringLiteral("Quatre Bras")), &error);
    if (!battle) {
        qWarning("%s", qPrintable(error));
        return QString();
    }
    if (!units.isEmpty() && !Fixture::succeeded(battle->addUnits(units), &error)) {
        qWarning("%s", qPrintable(error));
        return QString();
    }
    return path;
}

qint64 idOf(const Battle &battle, const QString &name)
{
    for (const UnitRecord &unit : battle.units()) {
        if (unit.name == name)
            return unit.id;
    }
    return 0;
}

QAction *menuAction(QMainWindow &window, const QString &menuTitle, const QString &objectName)
{
    for (QAction *menu : window.menuBar()->actions()) {
        if (menu->text().remove(QLatin1Char('&')) != menuTitle || !menu->menu())
            continue;
        for (QAction *action : menu->menu()->actions()) {
            if (action->objectName() == objectName)
                return action;
        }
    }
    return nullptr;
}

// The unit names the roster shows, in the tree's order.
QStringList shownUnits(const RosterPane &roster)
{
    QStringList names;
    const QAbstractItemModel *model = roster.view()->model();
    for (int s = 0; s < model->rowCount(); ++s) {
        const QModelIndex side = model->index(s, 0);
        for (int b = 0; b < model->rowCount(side); ++b) {
            const QModelIndex brigade = model->index(b, 0, side);
            for (int u = 0; u < model->rowCount(brigade); ++u)
                names.append(model->index(u, 0, brigade).data().toString());
        }
    }
    return names;
}

} // namespace

class tst_MainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void opensABattle();
    void editThroughThePanel();
    void refusalShownInThePanel();
    void undoAndRedoFromTheEditMenu();
    void searchFiltersTheTree();
    void chipsFilterTheTree();
    void addDuplicateAndRemoveUnits();
    void addAndRemoveBrigade();
    void ctrlIPutsUnitsInSight();
    void selectionAndScrollSurviveAnEdit();
    void clockFollowsTheBattle();
    void logAppendsWithoutReset();
    void openErrors_data();
    void openErrors();
    void readOnlyBattle();
    void saveACopy();
    void newBattle();
    void recentFiles();
    void opensTwoThousandUnitsAndEditsOneRow();
    void hiddenPanelsFollowTheBattleOnlyWhenShown();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void tst_MainWindow::initTestCase()
{
    // Settings (recent files, window layout) go to a test location.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Aide-de-Camp tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
}

void tst_MainWindow::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void tst_MainWindow::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void tst_MainWindow::opensABattle()
{
    const QString path = makeBattle(*m_dir, QStringLiteral("small.adc"), smallArmy());
    QVERIFY(!path.isEmpty());
    QVERIFY(m_window->openBattle(path));
    QVERIFY(m_window->battle());
    QCOMPARE(m_window->battle()->path(), path);
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("Quatre Bras")));
    QCOMPARE(shownUnits(*m_window->roster()),
             (QStringList { QStringLiteral("1/2nd Nassau"), QStringLiteral("2/2nd Nassau"),
                            QStringLiteral("1/Orange-Nassau"), QStringLiteral("1/42nd Black Watch"),
                            QStringLiteral("1/92nd Gordons"), QStringLiteral("2e Leger") }));
    // The first unit is current and in the panel.
    QCOMPARE(m_window->unitPanel()->unitId(),
             idOf(*m_window->battle(), QStringLiteral("1/2nd Nassau")));
    QVERIFY(m_window->readOnlyMarker()->isHidden());
    QCOMPARE(m_window->battle()->units().size(), 6);
}

void tst_MainWindow::editThroughThePanel()
{
    QVERIFY(m_window->openBattle(makeBattle(*m_dir, QStringLiteral("edit.adc"), smallArmy())));
    Battle *battle = m_window->battle();
    const qint64 id = idOf(*battle, QStringLiteral("1/42nd Black Watch"));
    m_window->roster()->selectUnit(id);
    QCOMPARE(m_window->unitPanel()->unitId(), id);
    const int logBefore = int(battle->log().size());

    // AP typed into its spin box and committed with Enter: one edit action.
    auto *ap = qobject_cast<QSpinBox *>(m_window->unitPanel()->editor(QStringLiteral("ap")));
    QVERIFY(ap);
    QCOMPARE(ap->value(), 8);
    ap->setFocus();
    ap->selectAll();
    QTest::keyClicks(ap, QStringLiteral("5"));
    QCOMPARE(battle->unit(id)->ap, 8); // nothing until committed
    QTest::keyClick(ap, Qt::Key_Enter);
    QCOMPARE(battle->unit(id)->ap, 5);
    QCOMPARE(int(battle->log().size()), logBefore + 1);
    QCOMPARE(battle->log().last().kind, QStringLiteral("edit"));

    // A step of the arrow is one action too.
    QTest::keyClick(ap, Qt::Key_Down);
    QCOMPARE(battle->unit(id)->ap, 4);
    QCOMPARE(int(battle->log().size()), logBefore + 2);

    // Morale chosen from its list.
    auto *morale
        = qobject_cast<QComboBox *>(m_window->unitPanel()->editor(QStringLiteral("morale")));
    QVERIFY(morale);
    QCOMPARE(morale->currentText(), QStringLiteral("steady"));
    morale->setFocus();
    QTest::keyClick(morale, Qt::Key_Down);
    QCOMPARE(morale->currentText(), QStringLiteral("shaken"));
    QCOMPARE(battle->unit(id)->morale, Morale::Shaken);

    // Smoke ticked.
    auto *smoke = qobject_cast<QCheckBox *>(m_window->unitPanel()->editor(QStringLiteral("smoke")));
    QVERIFY(smoke);
    QTest::mouseClick(smoke, Qt::LeftButton, {}, smoke->rect().center());
    QVERIFY(battle->unit(id)->smoke);

    // The name, typed and committed.
    auto *name = qobject_cast<QLineEdit *>(m_window->unitPanel()->editor(QStringLiteral("name")));
    QVERIFY(name);
    name->setFocus();
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("1/42nd Highlanders"));
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(battle->unit(id)->name, QStringLiteral("1/42nd Highlanders"));

    // Each field change was one action, and the roster shows it.
    QCOMPARE(int(battle->log().size()), logBefore + 5);
    const QModelIndex row = m_window->roster()->filter()->mapFromSource(
        m_window->roster()->model()->indexOfUnit(id, RosterModel::ApColumn));
    QCOMPARE(row.data().toString(), QStringLiteral("4"));
    QCOMPARE(row.sibling(row.row(), RosterModel::NameColumn).data().toString(),
             QStringLiteral("1/42nd Highlanders"));
    QVERIFY(m_window->unitPanel()->message().isEmpty());
}

void tst_MainWindow::refusalShownInThePanel()
{
    QVERIFY(m_window->openBattle(makeBattle(*m_dir, QStringLiteral("refuse.adc"), smallArmy())));
    Battle *battle = m_window->battle();
    const qint64 id = idOf(*battle, QStringLiteral("1/2nd Nassau"));
    m_window->roster()->selectUnit(id);
    const int logBefore = int(battle->log().size());

    // More castings than it started with: the battle says no, and why.
    auto *castings
        = qobject_cast<QSpinBox *>(m_window->unitPanel()->editor(QStringLiteral("castings")));
    QVERIFY(castings);
    castings->setValue(20);
    QVERIFY2(m_window->unitPanel()->message().contains(QStringLiteral("castings")),
             qPrintable(m_window->unitPanel()->message()));
    QCOMPARE(castings->value(), 12); // back to the unit as it stands
    QCOMPARE(battle->unit(id)->castings, 12);
    QCOMPARE(int(battle->log().size()), logBefore);

    // Infantry into a full wood is refused by the terrain rules.
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("add-feature") },
                          { QStringLiteral("name"), QStringLiteral("Bossu Wood") },
                          { QStringLiteral("kind"), QStringLiteral("woods") },
                          { QStringLiteral("capacity"), 1 } })
                .ok());
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("place") },
                          { QStringLiteral("unit"), idOf(*battle, QStringLiteral("2/2nd Nassau")) },
                          { QStringLiteral("feature"), QStringLiteral("Bossu Wood") } })
                .ok());
    auto *feature
        = qobject_cast<QComboBox *>(m_window->unitPanel()->editor(QStringLiteral("feature")));
    QVERIFY(feature);
    const int wood = feature->findText(QStringLiteral("Bossu Wood"));
    QVERIFY(wood > 0);
    feature->setCurrentIndex(wood);
    Q_EMIT feature->activated(wood);
    QVERIFY(!m_window->unitPanel()->message().isEmpty());
    QCOMPARE(battle->unit(id)->feature, QString());
    QCOMPARE(feature->currentIndex(), 0);

    // A change that goes through clears the message.
    castings->setValue(11);
    QVERIFY(m_window->unitPanel()->message().isEmpty());
    QCOMPARE(battle->unit(id)->castings, 11);
}

void tst_MainWindow::undoAndRedoFromTheEditMenu()
{
    QVERIFY(m_window->openBattle(makeBattle(*m_dir, QStringLiteral("undo.adc"), smallArmy())));
    Battle *battle = m_window->battle();
    const qint64 id = idOf(*battle, QStringLiteral("2e Leger"));
    m_window->roster()->selectUnit(id);

    QAction *undo = menuAction(*m_window, QStringLiteral("Edit"), QStringLiteral("undoAction"));
    QAction *redo = menuAction(*m_window, QStringLiteral("Edit"), QStringLiteral("redoAction"));
    QVERIFY(undo);
    QVERIFY(redo);
    QVERIFY(undo->isEnabled()); // the units' import
    QVERIFY(!redo->isEnabled());

    auto *ap = qobject_cast<QSpinBox *>(m_window->unitPanel()->editor(QStringLiteral("ap")));
    ap->setValue(3);
    QCOMPARE(battle->unit(id)->ap, 3);
    QCOMPARE(undo->text(), QStringLiteral("Undo Edit 2e Leger: AP 8 to 3"));
    QCOMPARE(undo->text(), battle->undoText());
    QVERIFY(undo->isEnabled());
    QVERIFY(!redo->isEnabled());

    undo->trigger();
    QCOMPARE(battle->unit(id)->ap, 8);
    QCOMPARE(ap->value(), 8);
    QCOMPARE(redo->text(), QStringLiteral("Redo Edit 2e Leger: AP 8 to 3"));
    QVERIFY(redo->isEnabled());
    QCOMPARE(undo->text(), battle->undoText());

    redo->trigger();
    QCOMPARE(battle->unit(id)->ap, 3);
    QCOMPARE(ap->value(), 3);
    QVERIFY(!redo->isEnabled());
    QCOMPARE(redo->text(), QStringLiteral("&Redo"));
    QCOMPARE(undo->text(), QStringLiteral("Undo Edit 2e Leger: AP 8 to 3"));

    // Undo back to the start: nothing left to undo.
    undo->trigger();
    undo->trigger();
    QVERIFY(!undo->isEnabled());
    QCOMPARE(undo->text(), QStringLiteral("&Undo"));
    QVERIFY(battle->units().isEmpty());
    QCOMPARE(shownUnits(*m_window->roster()), QStringList());
}

void tst_MainWindow::searchFiltersTheTree()
{
    QVERIFY(m_window->openBattle(makeBattle(*m_dir, QStringLiteral("search.adc"), smallArmy())));
    QLineEdit *search = m_window->roster()->searchField();
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("nassau"));
    QCOMPARE(shownUnits(*m_window->roster()),
             (QStringList { QStringLiteral("1/2nd Nassau"), QStringLiteral("2/2nd Nassau"),
                            QStringLiteral("1/Orange-Nassau") }));
    // Only the side and brigade of the matches stay.
    const QAbstractItemModel *model = m_window->roster()->view()->model();
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->rowCount(model->index(0, 0)), 1);
    QCOMPARE(model->index(0, 0, model->index(0, 0)).data().toString(),
             QStringLiteral("Saxe-Weimar"));
    QVERIFY(m_window->roster()->countLabel()->text().startsWith(QStringLiteral("3 of 6")));

    QTest::keyClicks(search, QStringLiteral(" 2"));
    QCOMPARE(shownUnits(*m_window->roster()), QStringList());
    search->clear();
    QCOMPARE(shownUnits(*m_window->roster()).size(), 6);
    QCOMPARE(m_window->battle()->units().size(), 6);
}

void tst_MainWindow::chipsFilterTheTree()
{
    QVERIFY(m_window->openBattle(makeBattle(*m_dir, QStringLiteral("chips.adc"), smallArmy())));
    QToolButton *smoke = m_window->roster()->chipButton(RosterFilter::InSmokeChip);
    QVERIFY(smoke);
    QTest::mouseClick(smoke, Qt::LeftButton);
    QCOMPARE(shownUnits(*m_window->roster()), QStringList { QStringLiteral("1/92nd Gordons") });
    QTest::mouseClick(smoke, Qt::LeftButton);
    QCOMPARE(shownUnits(*m_window->roster()).size(), 6);

    QToolButton *routed = m_window->roster()->chipButton(RosterFilter::RoutedOrBrokenChip);
    QTest::mouseClick(routed, Qt::LeftButton);
    QCOMPARE(shownUnits(*m_window->roster()), QStringList());
    // A unit routed while the chip is on appears.
    Battle *battle = m_window->battle();
    const qint64 id = idOf(*battle, QStringLiteral("2e Leger"));
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                          { QStringLiteral("unit"), id },
                          { QStringLiteral("field"), QStringLiteral("morale") },
                          { QStringLiteral("value"), QStringLiteral("routed") } })
                .ok());
    QCOMPARE(shownUnits(*m_window->roster()), QStringList { QStringLiteral("2e Leger") });
    QCOMPARE(battle->unit(id)->morale, Morale::Routed);
}

void tst_MainWindow::addDuplicateAndRemoveUnits()
{
    QVERIFY(m_window->openBattle(makeBattle(*m_dir, QStringLiteral("add.adc"), smallArmy())));
    Battle *battle = m_window->battle();
    UnitActions *actions = m_window->unitActions();
    const qint64 gordons = idOf(*battle, QStringLiteral("1/92nd Gordons"));
    m_window->roster()->selectUnit(gordons);
    QVERIFY(actions->duplicateUnitAction()->isEnabled());

    actions->duplicateUnitAction()->trigger();
    const qint64 copy = idOf(*battle, QStringLiteral("1/92nd Gordons (2)"));
    QVERIFY(copy != 0);
    QJsonObject original = battle->unit(gordons)->toJson();
    QJsonObject duplicate = battle->unit(copy)->toJson();
    for (const QString &key : { QStringLiteral("id"), QStringLiteral("name") }) {
        original.remove(key);
        duplicate.remove(key);
    }
    QCOMPARE(duplicate, original);
    QVERIFY(battle->unit(copy)->smoke);
    // The copy is selected, in the same brigade, right after the original.
    QCOMPARE(m_window->roster()->currentUnitId(), copy);
    QCOMPARE(m_window->unitPanel()->unitId(), copy);
    QCOMPARE(shownUnits(*m_window->roster()).at(5), QStringLiteral("1/92nd Gordons (2)"));
    QCOMPARE(m_window->undoAction()->text(), QStringLiteral("Undo Add 1/92nd Gordons (2)"));

    // Duplicating the copy numbers on.
    actions->duplicateUnitAction()->trigger();
    QVERIFY(idOf(*battle, QStringLiteral("1/92nd Gordons (3)")) != 0);

    // Add: a new unit in the current brigade.
    actions->addUnitAction()->trigger();
    const qint64 added = m_window->roster()->currentUnitId();
    QVERIFY(added != 0);
    QCOMPARE(battle->unit(added)->name, QStringLiteral("New unit"));
    QCOMPARE(battle->unit(added)->brigade, QStringLiteral("Pack"));
    QCOMPARE(battle->unit(added)->castings, 12);
    QCOMPARE(battle->units().size(), 9);

    // Remove the selected unit; undo brings it back.
    m_window->roster()->selectUnit(gordons);
    actions->removeUnitAction()->trigger();
    QVERIFY(!battle->unit(gordons));
    QVERIFY(!shownUnits(*m_window->roster()).contains(QStringLiteral("1/92nd Gordons")));
    QCOMPARE(battle->units().size(), 8);
    m_window->undoAction()->trigger();
    QVERIFY(battle->unit(gordons));
    QCOMPARE(shownUnits(*m_window->roster()).at(4), QStringLiteral("1/92nd Gordons"));
}

// docs/contract.md, "seen": the roster's Ctrl+I puts the selected unit in
// the other sides' sight, or out of it, one logged edit; the roster says so.
void tst_MainWindow::ctrlIPutsUnitsInSight()
{
    QVERIFY(m_window->openBattle(makeBattle(*m_dir, QStringLiteral("seen.adc"), smallArmy())));
    Battle *battle = m_window->battle();
    const qint64 gordons = idOf(*battle, QStringLiteral("1/92nd Gordons"));
    m_window->roster()->selectUnit(gordons);
    QTreeView *view = m_window->roster()->view();
    view->setFocus();
    const qsizetype logged = battle->log().size();
    QTest::keyClick(view, Qt::Key_I, Qt::ControlModifier);
    QVERIFY(battle->unit(gordons)->seen);
    QCOMPARE(battle->log().size(), logged + 1);
    const QModelIndex current = view->currentIndex();
    const QString terrain = current.siblingAtColumn(RosterModel::TerrainColumn).data().toString();
    QVERIFY2(terrain.endsWith(QStringLiteral(", in sight")), qPrintable(terrain));
    QTest::keyClick(view, Qt::Key_I, Qt::ControlModifier);
    QVERIFY(!battle->unit(gordons)->seen);
    QCOMPARE(battle->log().size(), logged + 2);
}

void tst_MainWindow::addAndRemoveBrigade()
{
    QVERIFY(m_window->openBattle(makeBattle(*m_dir, QStringLiteral("brigade.adc"), smallArmy())));
    Battle *battle = m_window->battle();
    UnitActions *actions = m_window->unitActions();
    const ActionOutcome added = actions->addBrigade(QStringLiteral("French"), QStringLiteral("Foy"),
                                                    QStringLiteral("Gen. Foy"));
    QVERIFY2(added.ok(), qPrintable(added.error()));
    const qint64 foy = answerOf(added).value(QStringLiteral("id")).toInteger();
    QCOMPARE(battle->brigades().size(), 4);
    // The new brigade is current; a unit can be added to it.
    QCOMPARE(m_window->roster()->currentBrigade()->id, foy);
    QVERIFY(actions->removeBrigadeAction()->isEnabled());
    actions->addUnitAction()->trigger();
    const qint64 unit = m_window->roster()->currentUnitId();
    QCOMPARE(battle->unit(unit)->brigade, QStringLiteral("Foy"));
    QCOMPARE(battle->unit(unit)->side, QStringLiteral("French"));

    // A brigade with units is not removed: the battle says why.
    m_window->roster()->selectBrigade(foy);
    const ActionOutcome refused = actions->removeBrigade();
    QVERIFY(refused.is(Failure::Kind::Refused));
    QCOMPARE(battle->brigades().size(), 4);

    m_window->roster()->selectUnit(unit);
    actions->removeUnitAction()->trigger();
    m_window->roster()->selectBrigade(foy);
    actions->removeBrigadeAction()->trigger();
    QCOMPARE(battle->brigades().size(), 3);
    const QModelIndex french = m_window->roster()->model()->indexOfSide(QStringLiteral("French"));
    QCOMPARE(m_window->roster()->model()->rowCount(french), 1);
}

void tst_MainWindow::selectionAndScrollSurviveAnEdit()
{
    QVERIFY(m_window->openBattle(makeBattle(*m_dir, QStringLiteral("scroll.adc"), army(400))));
    Battle *battle = m_window->battle();
    QTreeView *view = m_window->roster()->view();
    const qint64 selected = idOf(*battle, QStringLiteral("French Battalion 202"));
    QVERIFY(selected != 0);
    m_window->roster()->selectUnit(selected);
    view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum() / 2);
    QApplication::processEvents();
    const int scroll = view->verticalScrollBar()->value();
    QVERIFY(scroll > 0);
    const QModelIndex current = view->currentIndex();

    QSignalSpy reset(m_window->roster()->model(), &QAbstractItemModel::modelReset);
    QSignalSpy proxyReset(view->model(), &QAbstractItemModel::modelReset);
    QSignalSpy layout(view->model(), &QAbstractItemModel::layoutChanged);

    // The selected unit edited through the panel, then another unit.
    auto *cw = qobject_cast<QSpinBox *>(m_window->unitPanel()->editor(QStringLiteral("cw")));
    QElapsedTimer timer;
    timer.start();
    cw->setValue(cw->value() - 1);
    QApplication::processEvents();
    const qint64 panelEdit = timer.nsecsElapsed();
    const qint64 other = idOf(*battle, QStringLiteral("Anglo-Allied Battalion 3"));
    timer.restart();
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                          { QStringLiteral("unit"), other },
                          { QStringLiteral("field"), QStringLiteral("morale") },
                          { QStringLiteral("value"), QStringLiteral("broken") } })
                .ok());
    QApplication::processEvents();
    const qint64 otherEdit = timer.nsecsElapsed();
    qInfo("edit through the panel and view update: %.1f ms; another unit's edit: %.1f ms",
          panelEdit / 1e6, otherEdit / 1e6);

    QCOMPARE(reset.count(), 0);
    QCOMPARE(proxyReset.count(), 0);
    QCOMPARE(layout.count(), 0);
    QCOMPARE(view->currentIndex(), current);
    QCOMPARE(view->currentIndex().data(RosterModel::UnitIdRole).toLongLong(), selected);
    QVERIFY(view->selectionModel()->isRowSelected(current.row(), current.parent()));
    QCOMPARE(view->verticalScrollBar()->value(), scroll);
    QCOMPARE(battle->unit(other)->morale, Morale::Broken);
    QCOMPARE(battle->unit(selected)->cw, cw->value());
    QCOMPARE(current.sibling(current.row(), RosterModel::CwColumn).data().toString(),
             QStringLiteral("%1/%2").arg(cw->value()).arg(battle->unit(selected)->cwInitial));
}

void tst_MainWindow::clockFollowsTheBattle()
{
    QVERIFY(m_window->openBattle(makeBattle(*m_dir, QStringLiteral("clock.adc"), smallArmy())));
    QCOMPARE(m_window->clockBar()->text(),
             QStringLiteral("Turn 1 · Segment 1 of 2 · Initiative: Anglo-Allied"));
    QVERIFY(m_window->battle()
                ->apply({ { QStringLiteral("action"), QStringLiteral("end-segment") } })
                .ok());
    QCOMPARE(m_window->battle()->clock().segment, 2);
    QCOMPARE(m_window->clockBar()->text(),
             QStringLiteral("Turn 1 · Segment 2 of 2 · Initiative: French"));
    m_window->undoAction()->trigger();
    QCOMPARE(m_window->battle()->clock().segment, 1);
    QCOMPARE(m_window->clockBar()->text(),
             QStringLiteral("Turn 1 · Segment 1 of 2 · Initiative: Anglo-Allied"));
}

void tst_MainWindow::logAppendsWithoutReset()
{
    QVERIFY(m_window->openBattle(makeBattle(*m_dir, QStringLiteral("log.adc"), smallArmy())));
    Battle *battle = m_window->battle();
    LogModel *log = m_window->logModel();
    QCOMPARE(log->rowCount(), 1);
    QSignalSpy reset(log, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(log, &QAbstractItemModel::rowsInserted);

    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("roll") },
                          { QStringLiteral("dice"), QStringLiteral("2d6") },
                          { QStringLiteral("faces"), QJsonArray { 3, 5 } } })
                .ok());
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                          { QStringLiteral("unit"), idOf(*battle, QStringLiteral("2e Leger")) },
                          { QStringLiteral("field"), QStringLiteral("steps") },
                          { QStringLiteral("value"), 2 } })
                .ok());
    QCOMPARE(inserted.count(), 2);
    QCOMPARE(log->rowCount(), 3);
    QCOMPARE(log->index(1, LogModel::KindColumn).data().toString(), QStringLiteral("Roll"));
    QCOMPARE(log->index(2, LogModel::KindColumn).data().toString(), QStringLiteral("Edit"));
    QCOMPARE(log->index(2, LogModel::SummaryColumn).data().toString(),
             LogText::render(battle->log().last()));

    // Undo marks the edit undone and appends its own entry, newest last.
    m_window->undoAction()->trigger();
    QCOMPARE(log->rowCount(), 4);
    QVERIFY(log->index(2, 0).data(LogModel::UndoneRole).toBool());
    QCOMPARE(log->index(3, LogModel::KindColumn).data().toString(), QStringLiteral("Undo"));
    QCOMPARE(reset.count(), 0);
    QCOMPARE(log->rowCount(), int(battle->log().size()));
    QCOMPARE(battle->unit(idOf(*battle, QStringLiteral("2e Leger")))->steps, 0);
}

void tst_MainWindow::openErrors_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected"); // in the message

    QTest::newRow("not a battle: a text file")
        << QStringLiteral("text") << QStringLiteral("text.adc");
    QTest::newRow("a battle of a newer version")
        << QStringLiteral("newer") << QStringLiteral("newer");
    QTest::newRow("no such file") << QStringLiteral("missing") << QStringLiteral("missing.adc");
}

void tst_MainWindow::openErrors()
{
    QFETCH(QString, kind);
    QFETCH(QString, expected);

    // A battle is open; a failed open leaves it open.
    const QString good = makeBattle(*m_dir, QStringLiteral("good.adc"), smallArmy());
    QVERIFY(m_window->openBattle(good));

    QString path = m_dir->filePath(kind + QStringLiteral(".adc"));
    if (kind == QLatin1String("text")) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Order of battle, Quatre Bras\n");
    } else if (kind == QLatin1String("newer")) {
        path = makeBattle(*m_dir, QStringLiteral("newer.adc"), {});
        {
            QSqlDatabase database
                = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("newer"));
            database.setDatabaseName(path);
            QVERIFY(database.open());
            QSqlQuery query(database);
            QVERIFY(query.exec(
                QStringLiteral("PRAGMA user_version = %1").arg(Battle::schemaVersion() + 1)));
            database.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("newer"));
    }
    const QByteArray before = [&] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();

    QString expectedError;
    QVERIFY(!Fixture::valueOf(Battle::open(path), &expectedError));
    QVERIFY(!m_window->openBattle(path));
    QVERIFY(m_window->errorBox());
    QVERIFY(m_window->errorBox()->isVisible());
    QCOMPARE(m_window->errorBox()->text(), expectedError);
    QVERIFY2(expectedError.contains(expected, Qt::CaseInsensitive), qPrintable(expectedError));
    m_window->errorBox()->close();

    QCOMPARE(m_window->battle()->path(), good);
    QFile file(path);
    if (file.open(QIODevice::ReadOnly))
        QCOMPARE(file.readAll(), before); // left untouched
}

void tst_MainWindow::readOnlyBattle()
{
    const QString path = makeBattle(*m_dir, QStringLiteral("readonly.adc"), smallArmy());
    const QString dumpBefore = [&] {
        QString error;
        return Fixture::valueOf(Battle::open(path), &error)->canonicalDump();
    }();
    QVERIFY(m_window->openBattle(path, Battle::OpenMode::ReadOnly));
    QVERIFY(m_window->battle()->isReadOnly());
    QVERIFY(m_window->readOnlyMarker()->isVisible());
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("read-only")));
    QVERIFY(!m_window->undoAction()->isEnabled());
    QVERIFY(!m_window->unitActions()->addBrigadeAction()->isEnabled());
    QVERIFY(!m_window->unitActions()->duplicateUnitAction()->isEnabled());
    QVERIFY(!m_window->unitActions()->removeUnitAction()->isEnabled());
    QVERIFY(!m_window->rulingsAction()->isEnabled());
    QVERIFY(!m_window->unitPanel()->editor(QStringLiteral("ap"))->isEnabled());
    QVERIFY(m_window->unitPanel()->message().contains(QStringLiteral("read-only")));
    // The roster does not offer to drag.
    const QModelIndex unit = m_window->roster()->model()->indexOfUnit(
        idOf(*m_window->battle(), QStringLiteral("2e Leger")));
    QVERIFY(!(m_window->roster()->model()->flags(unit) & Qt::ItemIsDragEnabled));
    QCOMPARE(m_window->battle()->canonicalDump(), dumpBefore);

    // Opening a writable one takes the marker away.
    QVERIFY(m_window->openBattle(path));
    QVERIFY(m_window->readOnlyMarker()->isHidden());
    QVERIFY(m_window->unitActions()->addBrigadeAction()->isEnabled());
}

void tst_MainWindow::saveACopy()
{
    QVERIFY(m_window->openBattle(makeBattle(*m_dir, QStringLiteral("original.adc"), smallArmy())));
    Battle *battle = m_window->battle();
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                          { QStringLiteral("unit"), idOf(*battle, QStringLiteral("2e Leger")) },
                          { QStringLiteral("field"), QStringLiteral("cw") },
                          { QStringLiteral("value"), 4 } })
                .ok());
    const QString copyPath = m_dir->filePath(QStringLiteral("copy.adc"));
    QVERIFY(m_window->saveCopy(copyPath));
    QString error;
    std::unique_ptr<Battle> copy = Fixture::valueOf(Battle::open(copyPath), &error);
    QVERIFY2(copy, qPrintable(error));
    QCOMPARE(copy->canonicalDump(), battle->canonicalDump());
    QCOMPARE(copy->log().size(), battle->log().size());
    QCOMPARE(copy->unit(idOf(*copy, QStringLiteral("2e Leger")))->cw, 4);
    // The copy undoes as the original would.
    QVERIFY(copy->apply({ { QStringLiteral("action"), QStringLiteral("undo") } }).ok());
    QCOMPARE(copy->unit(idOf(*copy, QStringLiteral("2e Leger")))->cw, 9);
    QCOMPARE(battle->unit(idOf(*battle, QStringLiteral("2e Leger")))->cw, 4);
    // Never over an existing file.
    QVERIFY(!m_window->saveCopy(copyPath));
    QVERIFY(m_window->lastError().contains(QStringLiteral("already exists")));
    m_window->errorBox()->close();

    // A battle open read-only is saved as a copy that can be written.
    const QString original = battle->path();
    QVERIFY(m_window->openBattle(original, Battle::OpenMode::ReadOnly));
    const QString writable = m_dir->filePath(QStringLiteral("writable copy.adc"));
    QVERIFY(m_window->saveCopy(writable));
    QVERIFY(m_window->openBattle(writable));
    QVERIFY(!m_window->battle()->isReadOnly());
    QVERIFY(
        m_window->battle()->apply({ { QStringLiteral("action"), QStringLiteral("undo") } }).ok());
    QCOMPARE(m_window->battle()->unit(idOf(*m_window->battle(), QStringLiteral("2e Leger")))->cw,
             9);
}

void tst_MainWindow::newBattle()
{
    const QString path = m_dir->filePath(QStringLiteral("new.adc"));
    QVERIFY(m_window->newBattle(path, QStringLiteral("Ligny")));
    QCOMPARE(m_window->battle()->name(), QStringLiteral("Ligny"));
    QVERIFY(m_window->battle()->units().isEmpty());
    QVERIFY(QFileInfo::exists(path));
    // Empty battle: a brigade first, then a unit in it.
    QVERIFY(!m_window->unitActions()->addUnitAction()->isEnabled());
    QVERIFY(m_window->unitActions()
                ->addBrigade(QStringLiteral("Prussia"), QStringLiteral("I Corps"))
                .ok());
    m_window->unitActions()->addUnitAction()->trigger();
    QCOMPARE(m_window->battle()->units().size(), 1);
    QCOMPARE(m_window->battle()->units().first().side, QStringLiteral("Prussia"));
    QCOMPARE(shownUnits(*m_window->roster()), QStringList { QStringLiteral("New unit") });
    QCOMPARE(m_window->clockBar()->text(),
             QStringLiteral("Turn 1 · Segment 1 of 2 · Initiative: Prussia"));
    // Not over an existing file.
    QVERIFY(!m_window->newBattle(path, QStringLiteral("Wavre")));
    QVERIFY(m_window->lastError().contains(QStringLiteral("already exists")));
    QCOMPARE(m_window->battle()->name(), QStringLiteral("Ligny"));
}

void tst_MainWindow::recentFiles()
{
    QStringList opened;
    for (int i = 0; i < 10; ++i) {
        const QString path = makeBattle(*m_dir, QStringLiteral("battle%1.adc").arg(i), {});
        QVERIFY(m_window->openBattle(path));
        opened.prepend(QFileInfo(path).absoluteFilePath());
    }
    QCOMPARE(m_window->recentFiles()->files(), opened.mid(0, RecentFiles::kMaximum));
    // Opening one again puts it first.
    QVERIFY(m_window->openBattle(opened.at(3)));
    QCOMPARE(m_window->recentFiles()->files().first(), opened.at(3));
    QCOMPARE(m_window->recentFiles()->files().size(), RecentFiles::kMaximum);
    // The menu lists them, and opens the one chosen.
    QMenu menu;
    m_window->recentFiles()->fillMenu(&menu);
    QCOMPARE(menu.actions().size(), RecentFiles::kMaximum + 2); // separator, Clear
    const QString second = m_window->recentFiles()->files().at(1);
    menu.actions().at(1)->trigger();
    QCOMPARE(QFileInfo(m_window->battle()->path()).absoluteFilePath(), second);
    QCOMPARE(m_window->recentFiles()->files().first(), second);

    // A battle that was deleted leaves the list when it fails to open.
    const QString gone = m_window->recentFiles()->files().at(2);
    QVERIFY(QFile::remove(gone));
    QVERIFY(!m_window->openBattle(gone));
    m_window->errorBox()->close();
    QVERIFY(!m_window->recentFiles()->files().contains(gone));
    QCOMPARE(QFileInfo(m_window->battle()->path()).absoluteFilePath(), second);
}

void tst_MainWindow::opensTwoThousandUnitsAndEditsOneRow()
{
    const QString path = makeBattle(*m_dir, QStringLiteral("big.adc"), army(2000));
    QVERIFY(!path.isEmpty());
    QElapsedTimer timer;
    timer.start();
    QVERIFY(m_window->openBattle(path));
    // Until the window has painted the roster.
    m_window->repaint();
    QApplication::processEvents();
    const qint64 open = timer.nsecsElapsed();
    qInfo("opening and showing 2,000 units: %.1f ms", open / 1e6);
    QCOMPARE(m_window->roster()->model()->unitCount(), 2000);
    QCOMPARE(m_window->battle()->units().size(), 2000);
    QCOMPARE(shownUnits(*m_window->roster()).size(), 2000);

    // An edit on the big battle through the panel: one row, no reset.
    QTreeView *view = m_window->roster()->view();
    const qint64 id = idOf(*m_window->battle(), QStringLiteral("French Battalion 1200"));
    m_window->roster()->selectUnit(id);
    QApplication::processEvents();
    const int scroll = view->verticalScrollBar()->value();
    QVERIFY(scroll > 0);
    QSignalSpy reset(view->model(), &QAbstractItemModel::modelReset);
    auto *ap = qobject_cast<QSpinBox *>(m_window->unitPanel()->editor(QStringLiteral("ap")));
    timer.restart();
    ap->setValue(6);
    m_window->repaint();
    QApplication::processEvents();
    const qint64 edit = timer.nsecsElapsed();
    qInfo("an edit on 2,000 units, applied and repainted: %.1f ms", edit / 1e6);
    QCOMPARE(m_window->battle()->unit(id)->ap, 6);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(view->verticalScrollBar()->value(), scroll);
    QCOMPARE(view->currentIndex().data(RosterModel::UnitIdRole).toLongLong(), id);
    QCOMPARE(view->currentIndex()
                 .sibling(view->currentIndex().row(), RosterModel::ApColumn)
                 .data()
                 .toString(),
             QStringLiteral("6"));
}

void tst_MainWindow::hiddenPanelsFollowTheBattleOnlyWhenShown()
{
    QVERIFY(m_window->openBattle(makeBattle(*m_dir, QStringLiteral("panels.adc"), smallArmy())));
    auto *diceDock = m_window->findChild<QDockWidget *>(QStringLiteral("diceDock"));
    auto *unitDock = m_window->findChild<QDockWidget *>(QStringLiteral("unitDock"));
    auto *tray = m_window->findChild<DiceTray *>();
    QVERIFY(diceDock);
    QVERIFY(unitDock);
    QVERIFY(tray);
    // Behind the Unit tab the tray does not follow the battle...
    QCOMPARE(tray->battle(), nullptr);
    // ... shown, it does: a roll goes into the battle's log.
    diceDock->raise();
    QTRY_COMPARE(tray->battle(), m_window->battle());
    const int entries = int(m_window->battle()->log().size());
    tray->setExpression(QStringLiteral("2d6"));
    tray->roll();
    QCOMPARE(int(m_window->battle()->log().size()), entries + 1);
    QCOMPARE(m_window->battle()->log().last().kind, QStringLiteral("roll"));
    unitDock->raise();
    QTRY_COMPARE(tray->battle(), nullptr);
}

ADC_TEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
