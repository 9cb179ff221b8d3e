#include "db/battle/battle.h"
#include "db/resulttesting.h"
#include "testsuite.h"
#include "ui/rosterview/rosterdelegate.h"
#include "ui/rosterview/rosterfilter.h"
#include "ui/rosterview/rostermodel.h"

#include <QAbstractItemModelTester>
#include <QIcon>
#include <QJsonArray>
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

using namespace Adc;

namespace {

UnitRecord infantry(const QString &name, const QString &side, const QString &brigade)
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

UnitRecord battery(const QString &name, const QString &side, const QString &brigade, int ball,
                   int canister)
{
    UnitRecord unit;
    unit.name = name;
    unit.side = side;
    unit.brigade = brigade;
    unit.arm = Arm::Artillery;
    unit.tubes = 6;
    unit.castingsInitial = 6;
    unit.castings = 6;
    unit.cwInitial = 6;
    unit.cw = 6;
    unit.apBall = ball;
    unit.apCanister = canister;
    unit.weapon = Weapon::Gun6pdr;
    unit.formation = Formation::Unlimbered;
    return unit;
}

// The test battle: two sides, three brigades, a unit of each condition.
QList<UnitRecord> fixtureUnits()
{
    const QString allies = QStringLiteral("Anglo-Allied");
    const QString french = QStringLiteral("French");
    const QString pack = QStringLiteral("Pack");
    const QString bijlandt = QStringLiteral("Bijlandt");
    const QString bachelu = QStringLiteral("Bachelu");

    UnitRecord royalScots = infantry(QStringLiteral("3/1st Royal Scots"), allies, pack);
    royalScots.castings = 10;
    royalScots.cw = 7;
    royalScots.steps = 1;
    royalScots.firefight = true;
    UnitRecord blackWatch = infantry(QStringLiteral("1/42nd Black Watch"), allies, pack);
    blackWatch.smoke = true;
    UnitRecord essex = infantry(QStringLiteral("2/44th East Essex"), allies, pack);
    essex.ap = 0;
    UnitRecord jagers = infantry(QStringLiteral("27th Jagers"), allies, bijlandt);
    jagers.morale = Morale::Routed;
    jagers.formation = Formation::OpenOrder;
    UnitRecord line = infantry(QStringLiteral("7th Line"), allies, bijlandt);
    line.morale = Morale::Broken;
    UnitRecord stevenart = battery(QStringLiteral("Stevenart's battery"), allies, bijlandt, 0, 0);
    UnitRecord leger = infantry(QStringLiteral("2e Leger"), french, bachelu);
    leger.morale = Morale::Shaken;
    UnitRecord frenchGuns = battery(QStringLiteral("Bachelu's battery"), french, bachelu, 0, 3);
    return { royalScots, blackWatch, essex, jagers, line, stevenart, leger, frenchGuns };
}

QJsonObject action(const QString &name, QJsonObject fields = {})
{
    fields.insert(QStringLiteral("action"), name);
    return fields;
}

// The model's tree read back as "side/brigade/unit" lines with a few fields.
QStringList treeLines(const RosterModel &model)
{
    QStringList lines;
    for (int s = 0; s < model.rowCount(); ++s) {
        const QModelIndex side = model.index(s, 0);
        for (int b = 0; b < model.rowCount(side); ++b) {
            const QModelIndex brigade = model.index(b, 0, side);
            if (model.rowCount(brigade) == 0)
                lines.append(side.data().toString() + QLatin1Char('/') + brigade.data().toString());
            for (int u = 0; u < model.rowCount(brigade); ++u) {
                const QModelIndex unit = model.index(u, 0, brigade);
                const std::optional<UnitRecord> record = model.unitAt(unit);
                lines.append(
                    QStringLiteral("%1/%2/%3 %4")
                        .arg(side.data().toString(), brigade.data().toString(),
                             unit.data().toString(),
                             QString::fromUtf8(
                                 QJsonDocument(record->toJson()).toJson(QJsonDocument::Compact))));
            }
        }
    }
    return lines;
}

// The same lines as the battle stands, for sides, brigades and units in the
// battle's order: the model must always mirror it.
QStringList battleLines(const Battle &battle)
{
    QStringList lines;
    const QList<UnitRecord> units = battle.units();
    for (const SideRecord &side : battle.sides()) {
        for (const BrigadeRecord &brigade : battle.brigades()) {
            if (brigade.side != side.name)
                continue;
            bool any = false;
            for (const UnitRecord &unit : units) {
                if (unit.side != side.name || unit.brigade != brigade.name)
                    continue;
                any = true;
                lines.append(
                    QStringLiteral("%1/%2/%3 %4")
                        .arg(side.name, brigade.name, unit.name,
                             QString::fromUtf8(
                                 QJsonDocument(unit.toJson()).toJson(QJsonDocument::Compact))));
            }
            if (!any)
                lines.append(side.name + QLatin1Char('/') + brigade.name);
        }
    }
    return lines;
}

} // namespace

class tst_RosterModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void treeShape();
    void headers();
    void columns_data();
    void columns();
    void markers_data();
    void markers();
    void editUpdatesOneRowWithoutReset();
    void addAndRemoveInsertAndRemoveRows();
    void undoPutsARemovedUnitBackInPlace();
    void newSideAndBrigadeAppear();
    void removedBrigadeDisappears();
    void dropMovesUnits_data();
    void dropMovesUnits();
    void dropOnAnotherSideIsNotAccepted();
    void manyUnitsChangedAtOnce();
    void filter_data();
    void filter();
    void sortKeepsOrderOfBattleAboveUnits();
    void apTipShowsTheFullLoads();

private:
    qint64 idOf(const QString &name) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Battle> m_battle;
    std::unique_ptr<RosterModel> m_model;
};

void tst_RosterModel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QString error;
    m_battle = Fixture::valueOf(Battle::create(m_dir->filePath(QStringLiteral("roster.adc")),
                                               QStringLiteral("Quatre Bras")),
                                &error);
    QVERIFY2(m_battle, qPrintable(error));
    QVERIFY2(Fixture::succeeded(m_battle->addUnits(fixtureUnits()), &error), qPrintable(error));
    m_model = std::make_unique<RosterModel>();
    // Checks every structural signal and index the model gives, throughout.
    new QAbstractItemModelTester(
        m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest, m_model.get());
    m_model->setBattle(m_battle.get());
}

void tst_RosterModel::cleanup()
{
    m_model.reset();
    m_battle.reset();
    m_dir.reset();
}

qint64 tst_RosterModel::idOf(const QString &name) const
{
    for (const UnitRecord &unit : m_battle->units()) {
        if (unit.name == name)
            return unit.id;
    }
    return 0;
}

void tst_RosterModel::treeShape()
{
    QCOMPARE(m_model->rowCount(), 2);
    QCOMPARE(m_model->index(0, 0).data().toString(), QStringLiteral("Anglo-Allied"));
    QCOMPARE(m_model->index(1, 0).data().toString(), QStringLiteral("French"));
    const QModelIndex allies = m_model->index(0, 0);
    QCOMPARE(m_model->rowCount(allies), 2);
    QCOMPARE(m_model->index(0, 0, allies).data().toString(), QStringLiteral("Pack"));
    QCOMPARE(m_model->index(1, 0, allies).data().toString(), QStringLiteral("Bijlandt"));
    const QModelIndex pack = m_model->index(0, 0, allies);
    QCOMPARE(m_model->rowCount(pack), 3);
    QCOMPARE(m_model->index(0, 0, pack).data().toString(), QStringLiteral("3/1st Royal Scots"));
    QCOMPARE(m_model->index(2, 0, pack).data().toString(), QStringLiteral("2/44th East Essex"));
    QCOMPARE(m_model->kindAt(allies), RosterModel::Kind::Side);
    QCOMPARE(m_model->kindAt(pack), RosterModel::Kind::Brigade);
    QCOMPARE(m_model->kindAt(m_model->index(0, 0, pack)), RosterModel::Kind::Unit);
    QCOMPARE(m_model->index(0, 0, pack).data(RosterModel::UnitIdRole).toLongLong(),
             idOf(QStringLiteral("3/1st Royal Scots")));
    QCOMPARE(m_model->index(0, 0, pack).data(RosterModel::BrigadeIdRole).toLongLong(),
             pack.data(RosterModel::BrigadeIdRole).toLongLong());
    QCOMPARE(m_model->unitCount(), 8);
    QCOMPARE(treeLines(*m_model), battleLines(*m_battle));
    // Totals: Pack 10+12+12 castings of 36 and CW 7+9+9 of 27; the side
    // adds Bijlandt's 12+12+6.
    QCOMPARE(allies.sibling(allies.row(), RosterModel::CastingsColumn).data().toString(),
             QStringLiteral("64/66"));
    QCOMPARE(pack.sibling(pack.row(), RosterModel::CastingsColumn).data().toString(),
             QStringLiteral("34/36"));
    QCOMPARE(pack.sibling(pack.row(), RosterModel::CwColumn).data().toString(),
             QStringLiteral("25/27"));
}

void tst_RosterModel::headers()
{
    QCOMPARE(m_model->columnCount(), 12);
    const QStringList expected { QStringLiteral("Unit"),    QStringLiteral("Castings"),
                                 QStringLiteral("Steps"),   QStringLiteral("CW"),
                                 QStringLiteral("AP"),      QStringLiteral("Smoke"),
                                 QStringLiteral("Morale"),  QStringLiteral("Moved"),
                                 QStringLiteral("Fired"),   QStringLiteral("Formation"),
                                 QStringLiteral("Terrain"), QStringLiteral("Firefight") };
    for (int column = 0; column < expected.size(); ++column)
        QCOMPARE(m_model->headerData(column, Qt::Horizontal).toString(), expected.at(column));
}

void tst_RosterModel::columns_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");

    const QString scots = QStringLiteral("3/1st Royal Scots");
    QTest::newRow("name") << scots << int(RosterModel::NameColumn) << scots;
    QTest::newRow("castings current/initial")
        << scots << int(RosterModel::CastingsColumn) << QStringLiteral("10/12");
    QTest::newRow("steps") << scots << int(RosterModel::StepsColumn) << QStringLiteral("1");
    QTest::newRow("CW current/initial")
        << scots << int(RosterModel::CwColumn) << QStringLiteral("7/9");
    QTest::newRow("small-arms AP") << scots << int(RosterModel::ApColumn) << QStringLiteral("8");
    QTest::newRow("guns AP ball/canister") << QStringLiteral("Bachelu's battery")
                                           << int(RosterModel::ApColumn) << QStringLiteral("0/3");
    QTest::newRow("not in smoke") << scots << int(RosterModel::SmokeColumn) << QString();
    QTest::newRow("in smoke") << QStringLiteral("1/42nd Black Watch")
                              << int(RosterModel::SmokeColumn) << QStringLiteral("in smoke");
    QTest::newRow("morale") << QStringLiteral("2e Leger") << int(RosterModel::MoraleColumn)
                            << QStringLiteral("shaken");
    QTest::newRow("formation") << QStringLiteral("27th Jagers") << int(RosterModel::FormationColumn)
                               << QStringLiteral("open order");
    QTest::newRow("terrain with its feature")
        << QStringLiteral("1/42nd Black Watch") << int(RosterModel::TerrainColumn)
        << QStringLiteral("woods (Bossu Wood)");
    QTest::newRow("terrain in the open")
        << scots << int(RosterModel::TerrainColumn) << QStringLiteral("open ground");
    QTest::newRow("firefight") << scots << int(RosterModel::FirefightColumn)
                               << QStringLiteral("firefight");
    QTest::newRow("no firefight") << QStringLiteral("2e Leger") << int(RosterModel::FirefightColumn)
                                  << QString();
}

void tst_RosterModel::columns()
{
    QFETCH(QString, unit);
    QFETCH(int, column);
    QFETCH(QString, text);

    // Puts the Black Watch in a wood through the battle's actions.
    ActionOutcome outcome
        = m_battle->apply(action(QStringLiteral("add-feature"),
                                 { { QStringLiteral("name"), QStringLiteral("Bossu Wood") },
                                   { QStringLiteral("kind"), QStringLiteral("woods") } }));
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    outcome = m_battle->apply(
        action(QStringLiteral("place"),
               { { QStringLiteral("unit"), idOf(QStringLiteral("1/42nd Black Watch")) },
                 { QStringLiteral("feature"), QStringLiteral("Bossu Wood") } }));
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));

    const QModelIndex index = m_model->indexOfUnit(idOf(unit), column);
    QVERIFY(index.isValid());
    QCOMPARE(index.data().toString(), text);
    QCOMPARE(m_battle->unit(idOf(QStringLiteral("1/42nd Black Watch")))->feature,
             QStringLiteral("Bossu Wood"));
    QCOMPARE(treeLines(*m_model), battleLines(*m_battle));
}

void tst_RosterModel::markers_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<int>("conditions");
    QTest::addColumn<QString>("reason");

    QTest::newRow("in smoke") << QStringLiteral("1/42nd Black Watch") << int(RosterModel::InSmoke)
                              << QStringLiteral("In smoke");
    QTest::newRow("routed") << QStringLiteral("27th Jagers") << int(RosterModel::Routed)
                            << QStringLiteral("Routed");
    QTest::newRow("broken") << QStringLiteral("7th Line") << int(RosterModel::Broken)
                            << QStringLiteral("Broken");
    QTest::newRow("infantry out of AP")
        << QStringLiteral("2/44th East Essex") << int(RosterModel::OutOfAp)
        << QStringLiteral("Out of ammunition");
    QTest::newRow("battery without ball or canister")
        << QStringLiteral("Stevenart's battery") << int(RosterModel::OutOfAp)
        << QStringLiteral("no ball and no canister");
    QTest::newRow("battery with canister left is not out")
        << QStringLiteral("Bachelu's battery") << int(RosterModel::NoCondition) << QString();
    QTest::newRow("shaken is not marked")
        << QStringLiteral("2e Leger") << int(RosterModel::NoCondition) << QString();
    QTest::newRow("steady, in a firefight, with AP: no marker")
        << QStringLiteral("3/1st Royal Scots") << int(RosterModel::NoCondition) << QString();
}

void tst_RosterModel::markers()
{
    QFETCH(QString, unit);
    QFETCH(int, conditions);
    QFETCH(QString, reason);

    const QModelIndex name = m_model->indexOfUnit(idOf(unit));
    QVERIFY(name.isValid());
    QCOMPARE(name.data(RosterModel::ConditionsRole).toInt(), conditions);
    const bool marked = conditions != RosterModel::NoCondition;
    // The name cell carries an icon, every cell a colour and the reason.
    QCOMPARE(!RosterDelegate::badgeFor(name).isNull(), marked);
    for (int column = 0; column < RosterModel::ColumnCount; ++column) {
        const QModelIndex cell = name.sibling(name.row(), column);
        QCOMPARE(cell.data(Qt::BackgroundRole).isValid(), marked);
        QCOMPARE(cell.data(Qt::ForegroundRole).isValid(), marked);
        if (marked)
            QVERIFY2(cell.data(Qt::ToolTipRole).toString().contains(reason),
                     qPrintable(cell.data(Qt::ToolTipRole).toString()));
    }
    // Marking follows the battle: the marked unit edited back to good order
    // loses its marks, in place.
    if (marked) {
        const qint64 id = idOf(unit);
        QString field = QStringLiteral("morale");
        QJsonValue value = QStringLiteral("steady");
        if (conditions == RosterModel::InSmoke) {
            field = QStringLiteral("smoke");
            value = false;
        } else if (conditions == RosterModel::OutOfAp) {
            field = m_battle->unit(id)->arm == Arm::Artillery ? QStringLiteral("ap_ball")
                                                              : QStringLiteral("ap");
            value = 2;
        }
        QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
        const ActionOutcome outcome
            = m_battle->apply(action(QStringLiteral("edit"),
                                     { { QStringLiteral("unit"), id },
                                       { QStringLiteral("field"), field },
                                       { QStringLiteral("value"), value } }));
        QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(name.data(RosterModel::ConditionsRole).toInt(), int(RosterModel::NoCondition));
        QVERIFY(RosterDelegate::badgeFor(name).isNull());
        QVERIFY(!name.data(Qt::BackgroundRole).isValid());
        QCOMPARE(RosterModel::conditionsOf(*m_battle->unit(id)), RosterModel::Conditions());
    }
}

void tst_RosterModel::editUpdatesOneRowWithoutReset()
{
    const qint64 id = idOf(QStringLiteral("1/42nd Black Watch"));
    const QPersistentModelIndex row = m_model->indexOfUnit(id);
    QSignalSpy aboutToReset(m_model.get(), &QAbstractItemModel::modelAboutToBeReset);
    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    QSignalSpy layout(m_model.get(), &QAbstractItemModel::layoutChanged);
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    QSignalSpy inserted(m_model.get(), &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(m_model.get(), &QAbstractItemModel::rowsRemoved);

    const ActionOutcome outcome
        = m_battle->apply(action(QStringLiteral("edit"),
                                 { { QStringLiteral("unit"), id },
                                   { QStringLiteral("field"), QStringLiteral("ap") },
                                   { QStringLiteral("value"), 5 } }));
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));

    QCOMPARE(aboutToReset.count(), 0);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(layout.count(), 0);
    QCOMPARE(inserted.count(), 0);
    QCOMPARE(removed.count(), 0);
    bool rowChanged = false;
    for (const QList<QVariant> &arguments : std::as_const(changed)) {
        const QModelIndex from = arguments.at(0).toModelIndex();
        const QModelIndex to = arguments.at(1).toModelIndex();
        if (from.row() == row.row() && from.parent() == row.parent() && from.column() == 0
            && to.column() == RosterModel::ColumnCount - 1)
            rowChanged = true;
    }
    QVERIFY(rowChanged);
    QVERIFY(row.isValid());
    QCOMPARE(row.sibling(row.row(), RosterModel::ApColumn).data().toString(), QStringLiteral("5"));
    QCOMPARE(m_battle->unit(id)->ap, 5);
    QCOMPARE(treeLines(*m_model), battleLines(*m_battle));
}

void tst_RosterModel::addAndRemoveInsertAndRemoveRows()
{
    const QModelIndex pack = m_model->index(0, 0, m_model->index(0, 0));
    QCOMPARE(pack.data().toString(), QStringLiteral("Pack"));
    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    QSignalSpy inserted(m_model.get(), &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(m_model.get(), &QAbstractItemModel::rowsRemoved);

    QJsonObject unit = infantry(QStringLiteral("1/92nd Gordons"), QStringLiteral("Anglo-Allied"),
                                QStringLiteral("Pack"))
                           .toJson();
    unit.remove(QStringLiteral("id"));
    ActionOutcome outcome
        = m_battle->apply(action(QStringLiteral("add-unit"), { { QStringLiteral("unit"), unit } }));
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    const qint64 id = answerOf(outcome).value(QStringLiteral("id")).toInteger();
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.first().at(0).toModelIndex(), QModelIndex(pack));
    QCOMPARE(inserted.first().at(1).toInt(), 3);
    QCOMPARE(inserted.first().at(2).toInt(), 3);
    QCOMPARE(m_model->rowCount(pack), 4);
    QCOMPARE(m_model->index(3, 0, pack).data(RosterModel::UnitIdRole).toLongLong(), id);
    QVERIFY(m_battle->unit(id).has_value());

    outcome = m_battle->apply(
        action(QStringLiteral("remove-unit"), { { QStringLiteral("unit"), id } }));
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.first().at(0).toModelIndex(), QModelIndex(pack));
    QCOMPARE(removed.first().at(1).toInt(), 3);
    QCOMPARE(m_model->rowCount(pack), 3);
    QVERIFY(!m_model->indexOfUnit(id).isValid());
    QVERIFY(!m_battle->unit(id).has_value());
    QCOMPARE(reset.count(), 0);
    QCOMPARE(treeLines(*m_model), battleLines(*m_battle));
}

void tst_RosterModel::undoPutsARemovedUnitBackInPlace()
{
    const qint64 id = idOf(QStringLiteral("1/42nd Black Watch"));
    const QModelIndex pack = m_model->index(0, 0, m_model->index(0, 0));
    QCOMPARE(m_model->indexOfUnit(id).row(), 1);
    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    QSignalSpy inserted(m_model.get(), &QAbstractItemModel::rowsInserted);

    QVERIFY(
        m_battle->apply(action(QStringLiteral("remove-unit"), { { QStringLiteral("unit"), id } }))
            .ok());
    QCOMPARE(m_model->rowCount(pack), 2);
    QVERIFY(m_battle->apply(action(QStringLiteral("undo"))).ok());
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.first().at(1).toInt(), 1);
    QCOMPARE(m_model->indexOfUnit(id).row(), 1);
    QCOMPARE(m_model->indexOfUnit(id).parent(), QModelIndex(pack));
    QVERIFY(m_battle->unit(id).has_value());
    QCOMPARE(m_battle->unit(id)->name, QStringLiteral("1/42nd Black Watch"));
    QCOMPARE(reset.count(), 0);
    QCOMPARE(treeLines(*m_model), battleLines(*m_battle));
}

void tst_RosterModel::newSideAndBrigadeAppear()
{
    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    QSignalSpy inserted(m_model.get(), &QAbstractItemModel::rowsInserted);
    QJsonObject unit = infantry(QStringLiteral("1st Nassau"), QStringLiteral("Nassau"),
                                QStringLiteral("Saxe-Weimar"))
                           .toJson();
    unit.remove(QStringLiteral("id"));
    const ActionOutcome outcome
        = m_battle->apply(action(QStringLiteral("add-unit"), { { QStringLiteral("unit"), unit } }));
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    const qint64 id = answerOf(outcome).value(QStringLiteral("id")).toInteger();

    QCOMPARE(m_model->rowCount(), 3);
    const QModelIndex side = m_model->indexOfSide(QStringLiteral("Nassau"));
    QVERIFY(side.isValid());
    QCOMPARE(m_model->rowCount(side), 1);
    QCOMPARE(m_model->index(0, 0, side).data().toString(), QStringLiteral("Saxe-Weimar"));
    QCOMPARE(m_model->indexOfUnit(id).parent(), m_model->index(0, 0, side));
    QCOMPARE(inserted.count(), 3); // side, brigade, unit
    QCOMPARE(reset.count(), 0);
    QCOMPARE(treeLines(*m_model), battleLines(*m_battle));
}

void tst_RosterModel::removedBrigadeDisappears()
{
    ActionOutcome outcome
        = m_battle->apply(action(QStringLiteral("add-brigade"),
                                 { { QStringLiteral("side"), QStringLiteral("French") },
                                   { QStringLiteral("name"), QStringLiteral("Foy") } }));
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    const qint64 brigade = answerOf(outcome).value(QStringLiteral("id")).toInteger();
    const QModelIndex french = m_model->indexOfSide(QStringLiteral("French"));
    QCOMPARE(m_model->rowCount(french), 2);
    QCOMPARE(m_model->indexOfBrigade(brigade).data().toString(), QStringLiteral("Foy"));

    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    QSignalSpy removed(m_model.get(), &QAbstractItemModel::rowsRemoved);
    outcome = m_battle->apply(
        action(QStringLiteral("remove-brigade"), { { QStringLiteral("brigade"), brigade } }));
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.first().at(0).toModelIndex(), QModelIndex(french));
    QCOMPARE(m_model->rowCount(french), 1);
    QVERIFY(!m_model->indexOfBrigade(brigade).isValid());
    QCOMPARE(reset.count(), 0);
    QCOMPARE(m_battle->brigades().size(), 3);
    QCOMPARE(treeLines(*m_model), battleLines(*m_battle));
}

void tst_RosterModel::dropMovesUnits_data()
{
    QTest::addColumn<QStringList>("moved");
    QTest::addColumn<QString>("targetBrigade");
    QTest::addColumn<int>("row"); // -1: dropped on the brigade itself
    QTest::addColumn<QStringList>("packAfter");
    QTest::addColumn<QStringList>("bijlandtAfter");

    const QString scots = QStringLiteral("3/1st Royal Scots");
    const QString watch = QStringLiteral("1/42nd Black Watch");
    const QString essex = QStringLiteral("2/44th East Essex");
    const QString jagers = QStringLiteral("27th Jagers");
    const QString line = QStringLiteral("7th Line");
    const QString guns = QStringLiteral("Stevenart's battery");

    QTest::newRow("last unit to the top of its brigade")
        << QStringList { essex } << QStringLiteral("Pack") << 0
        << QStringList { essex, scots, watch } << QStringList { jagers, line, guns };
    QTest::newRow("first unit to the end of its brigade")
        << QStringList { scots } << QStringLiteral("Pack") << 3
        << QStringList { watch, essex, scots } << QStringList { jagers, line, guns };
    QTest::newRow("first unit one down")
        << QStringList { scots } << QStringLiteral("Pack") << 2
        << QStringList { watch, scots, essex } << QStringList { jagers, line, guns };
    QTest::newRow("unit into another brigade, between two")
        << QStringList { watch } << QStringLiteral("Bijlandt") << 1 << QStringList { scots, essex }
        << QStringList { jagers, watch, line, guns };
    QTest::newRow("two units onto another brigade")
        << QStringList { scots, essex } << QStringLiteral("Bijlandt") << -1 << QStringList { watch }
        << QStringList { jagers, line, guns, scots, essex };
}

void tst_RosterModel::dropMovesUnits()
{
    QFETCH(QStringList, moved);
    QFETCH(QString, targetBrigade);
    QFETCH(int, row);
    QFETCH(QStringList, packAfter);
    QFETCH(QStringList, bijlandtAfter);

    const QModelIndex allies = m_model->indexOfSide(QStringLiteral("Anglo-Allied"));
    QModelIndex target;
    for (int b = 0; b < m_model->rowCount(allies); ++b) {
        if (m_model->index(b, 0, allies).data().toString() == targetBrigade)
            target = m_model->index(b, 0, allies);
    }
    QVERIFY(target.isValid());
    QModelIndexList dragged;
    QList<QPersistentModelIndex> persistent;
    for (const QString &name : moved) {
        dragged.append(m_model->indexOfUnit(idOf(name)));
        persistent.append(dragged.last());
    }
    std::unique_ptr<QMimeData> data(m_model->mimeData(dragged));
    QVERIFY(m_model->canDropMimeData(data.get(), Qt::MoveAction, row, 0, target));

    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    const int logBefore = int(m_battle->log().size());
    QVERIFY(m_model->dropMimeData(data.get(), Qt::MoveAction, row, 0, target));

    auto names = [&](const QString &brigade) {
        QStringList list;
        for (const UnitRecord &unit : m_battle->units()) {
            if (unit.brigade == brigade)
                list.append(unit.name);
        }
        return list;
    };
    QCOMPARE(names(QStringLiteral("Pack")), packAfter);
    QCOMPARE(names(QStringLiteral("Bijlandt")), bijlandtAfter);
    // One action for the whole drop.
    QCOMPARE(int(m_battle->log().size()), logBefore + 1);
    QCOMPARE(m_battle->log().last().kind, QStringLiteral("move-units"));
    QCOMPARE(reset.count(), 0);
    QCOMPARE(treeLines(*m_model), battleLines(*m_battle));
    // The rows moved, so a selection on them follows.
    for (int i = 0; i < moved.size(); ++i) {
        QVERIFY(persistent.at(i).isValid());
        QCOMPARE(persistent.at(i).data().toString(), moved.at(i));
    }

    QVERIFY(m_battle->apply(action(QStringLiteral("undo"))).ok());
    QCOMPARE(
        names(QStringLiteral("Pack")),
        (QStringList { QStringLiteral("3/1st Royal Scots"), QStringLiteral("1/42nd Black Watch"),
                       QStringLiteral("2/44th East Essex") }));
    QCOMPARE(treeLines(*m_model), battleLines(*m_battle));
    QCOMPARE(reset.count(), 0);
}

void tst_RosterModel::dropOnAnotherSideIsNotAccepted()
{
    const QModelIndex french = m_model->indexOfSide(QStringLiteral("French"));
    const QModelIndex bachelu = m_model->index(0, 0, french);
    std::unique_ptr<QMimeData> data(
        m_model->mimeData({ m_model->indexOfUnit(idOf(QStringLiteral("27th Jagers"))) }));
    QVERIFY(!m_model->canDropMimeData(data.get(), Qt::MoveAction, 0, 0, bachelu));
    QVERIFY(!m_model->dropMimeData(data.get(), Qt::MoveAction, 0, 0, bachelu));
    // Nor on a side row itself.
    QVERIFY(!m_model->canDropMimeData(data.get(), Qt::MoveAction, 0, 0,
                                      m_model->indexOfSide(QStringLiteral("Anglo-Allied"))));
    QCOMPARE(m_battle->unit(idOf(QStringLiteral("27th Jagers")))->brigade,
             QStringLiteral("Bijlandt"));
    QCOMPARE(m_battle->log().size(), 1);
}

void tst_RosterModel::manyUnitsChangedAtOnce()
{
    // Sixty more units, then one action that changes all of them.
    QList<UnitRecord> more;
    for (int i = 0; i < 60; ++i)
        more.append(infantry(QStringLiteral("Landwehr %1").arg(i + 1),
                             QStringLiteral("Anglo-Allied"), QStringLiteral("Best")));
    QString error;
    QVERIFY2(Fixture::succeeded(m_battle->addUnits(more), &error), qPrintable(error));
    QCOMPARE(m_model->unitCount(), 68);
    QJsonArray everyone;
    for (const UnitRecord &unit : m_battle->units())
        everyone.append(unit.id);

    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    const ActionOutcome outcome = m_battle->apply(
        action(QStringLiteral("end-turn"), { { QStringLiteral("out_of_contact"), everyone } }));
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(reset.count(), 0);
    QVERIFY(changed.count() >= 60);
    for (const UnitRecord &unit : m_battle->units())
        QVERIFY(unit.replenishmentTurns >= 1 || unit.ap == 8);
    QCOMPARE(treeLines(*m_model), battleLines(*m_battle));
}

void tst_RosterModel::filter_data()
{
    QTest::addColumn<QString>("search");
    QTest::addColumn<int>("chips");
    QTest::addColumn<QStringList>("shown"); // side/brigade/unit

    QTest::newRow("no filter shows everything")
        << QString() << int(RosterFilter::NoChip)
        << QStringList { QStringLiteral("Anglo-Allied/Pack/3/1st Royal Scots"),
                         QStringLiteral("Anglo-Allied/Pack/1/42nd Black Watch"),
                         QStringLiteral("Anglo-Allied/Pack/2/44th East Essex"),
                         QStringLiteral("Anglo-Allied/Bijlandt/27th Jagers"),
                         QStringLiteral("Anglo-Allied/Bijlandt/7th Line"),
                         QStringLiteral("Anglo-Allied/Bijlandt/Stevenart's battery"),
                         QStringLiteral("French/Bachelu/2e Leger"),
                         QStringLiteral("French/Bachelu/Bachelu's battery") };
    QTest::newRow("search keeps the brigades of matching units")
        << QStringLiteral("battery") << int(RosterFilter::NoChip)
        << QStringList { QStringLiteral("Anglo-Allied/Bijlandt/Stevenart's battery"),
                         QStringLiteral("French/Bachelu/Bachelu's battery") };
    QTest::newRow("search ignores case")
        << QStringLiteral("BLACK") << int(RosterFilter::NoChip)
        << QStringList { QStringLiteral("Anglo-Allied/Pack/1/42nd Black Watch") };
    QTest::newRow("a brigade's name finds the brigade and its units")
        << QStringLiteral("Pack") << int(RosterFilter::NoChip)
        << QStringList { QStringLiteral("Anglo-Allied/Pack/3/1st Royal Scots"),
                         QStringLiteral("Anglo-Allied/Pack/1/42nd Black Watch"),
                         QStringLiteral("Anglo-Allied/Pack/2/44th East Essex") };
    QTest::newRow("in smoke chip")
        << QString() << int(RosterFilter::InSmokeChip)
        << QStringList { QStringLiteral("Anglo-Allied/Pack/1/42nd Black Watch") };
    QTest::newRow("out of AP chip: infantry and a battery without shot")
        << QString() << int(RosterFilter::OutOfApChip)
        << QStringList { QStringLiteral("Anglo-Allied/Pack/2/44th East Essex"),
                         QStringLiteral("Anglo-Allied/Bijlandt/Stevenart's battery") };
    QTest::newRow("routed/broken chip")
        << QString() << int(RosterFilter::RoutedOrBrokenChip)
        << QStringList { QStringLiteral("Anglo-Allied/Bijlandt/27th Jagers"),
                         QStringLiteral("Anglo-Allied/Bijlandt/7th Line") };
    QTest::newRow("chip and search together")
        << QStringLiteral("line") << int(RosterFilter::RoutedOrBrokenChip)
        << QStringList { QStringLiteral("Anglo-Allied/Bijlandt/7th Line") };
    QTest::newRow("two chips: both conditions")
        << QString() << int(RosterFilter::InSmokeChip | RosterFilter::OutOfApChip)
        << QStringList {};
}

void tst_RosterModel::filter()
{
    QFETCH(QString, search);
    QFETCH(int, chips);
    QFETCH(QStringList, shown);

    RosterFilter proxy;
    new QAbstractItemModelTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest,
                                 &proxy);
    proxy.setSourceModel(m_model.get());
    proxy.setSearchText(search);
    proxy.setChips(RosterFilter::Chips(chips));

    QStringList seen;
    for (int s = 0; s < proxy.rowCount(); ++s) {
        const QModelIndex side = proxy.index(s, 0);
        for (int b = 0; b < proxy.rowCount(side); ++b) {
            const QModelIndex brigade = proxy.index(b, 0, side);
            QVERIFY2(proxy.rowCount(brigade) > 0 || !proxy.isFiltering(),
                     "a brigade without a shown unit is hidden");
            for (int u = 0; u < proxy.rowCount(brigade); ++u)
                seen.append(QStringLiteral("%1/%2/%3")
                                .arg(side.data().toString(), brigade.data().toString(),
                                     proxy.index(u, 0, brigade).data().toString()));
        }
    }
    QCOMPARE(seen, shown);

    // The filter follows the battle: a unit put in smoke joins the chip.
    if (chips == RosterFilter::InSmokeChip) {
        const qint64 id = idOf(QStringLiteral("2e Leger"));
        QVERIFY(m_battle
                    ->apply(action(QStringLiteral("edit"),
                                   { { QStringLiteral("unit"), id },
                                     { QStringLiteral("field"), QStringLiteral("smoke") },
                                     { QStringLiteral("value"), true } }))
                    .ok());
        QVERIFY(proxy.mapFromSource(m_model->indexOfUnit(id)).isValid());
        QVERIFY(m_battle->unit(id)->smoke);
    }
}

void tst_RosterModel::sortKeepsOrderOfBattleAboveUnits()
{
    RosterFilter proxy;
    proxy.setSourceModel(m_model.get());
    proxy.sort(RosterModel::CastingsColumn, Qt::DescendingOrder);
    // Sides stay in initiative order; units sort within their brigade.
    QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("Anglo-Allied"));
    QCOMPARE(proxy.index(1, 0).data().toString(), QStringLiteral("French"));
    const QModelIndex allies = proxy.index(0, 0);
    QCOMPARE(proxy.index(0, 0, allies).data().toString(), QStringLiteral("Pack"));
    const QModelIndex pack = proxy.index(0, 0, allies);
    QCOMPARE(proxy.index(2, 0, pack).data().toString(), QStringLiteral("3/1st Royal Scots"));
    proxy.sort(RosterModel::CastingsColumn, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, 0, proxy.index(0, 0, proxy.index(0, 0))).data().toString(),
             QStringLiteral("3/1st Royal Scots"));
    // Morale sorts by how bad it is, not by its spelling.
    proxy.sort(RosterModel::MoraleColumn, Qt::DescendingOrder);
    const QModelIndex bijlandt = proxy.index(1, 0, proxy.index(0, 0));
    QCOMPARE(proxy.index(0, 0, bijlandt).data().toString(), QStringLiteral("7th Line"));
    QCOMPARE(proxy.index(1, 0, bijlandt).data().toString(), QStringLiteral("27th Jagers"));
    QCOMPARE(m_battle->units().first().name, QStringLiteral("3/1st Royal Scots"));
}

// "The number of AP's for artillery can be found in the National
// Appendices": the AP cell's tip names the battery's own full loads, which
// replenishment refills it to; infantry's are the table's 8.
void tst_RosterModel::apTipShowsTheFullLoads()
{
    const ActionOutcome added = m_battle->apply(
        action(QStringLiteral("add-unit"),
               { { QStringLiteral("unit"),
                   QJsonObject { { QStringLiteral("name"), QStringLiteral("Rogers") },
                                 { QStringLiteral("side"), QStringLiteral("Anglo-Allied") },
                                 { QStringLiteral("brigade"), QStringLiteral("Pack") },
                                 { QStringLiteral("arm"), QStringLiteral("artillery") },
                                 { QStringLiteral("tubes"), 6 },
                                 { QStringLiteral("ap_ball"), 12 },
                                 { QStringLiteral("ap_canister"), 6 } } } }));
    QVERIFY2(added.ok(), qPrintable(added.error()));
    const QModelIndex guns = m_model->indexOfUnit(added->id, RosterModel::ApColumn);
    QVERIFY(guns.isValid());
    QCOMPARE(guns.data().toString(), QStringLiteral("12/6"));
    QVERIFY2(guns.data(Qt::ToolTipRole)
                 .toString()
                 .startsWith(QStringLiteral("Full: 12 ball, 6 canister")),
             qPrintable(guns.data(Qt::ToolTipRole).toString()));
    const QModelIndex scots
        = m_model->indexOfUnit(idOf(QStringLiteral("3/1st Royal Scots")), RosterModel::ApColumn);
    QVERIFY2(scots.data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("Full: 8 AP")),
             qPrintable(scots.data(Qt::ToolTipRole).toString()));
}

ADC_TEST_MAIN(tst_RosterModel)
#include "tst_rostermodel.moc"
