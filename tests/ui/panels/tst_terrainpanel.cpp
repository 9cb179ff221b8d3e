#include "core/terrain/terrainrules.h"
#include "db/battle/battle.h"
#include "db/resulttesting.h"
#include "testsuite.h"
#include "ui/choosers/unitchooser.h"
#include "ui/panels/terrainpanel.h"
#include "ui/picturetesting.h"

#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace Adc;

class tst_TerrainPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void addFeature_data();
    void addFeature();
    void placeInfantryInAWood();
    void secondUnitIntoAOneUnitWoodRefused();
    void cavalryIntoWoodsRefused_data();
    void cavalryIntoWoodsRefused();
    void moraleShown_data();
    void moraleShown();
    void takeOutAndRemove();
    void undoTakesAPlacementBack();
    void screenshot();

private:
    qint64 addUnit(const QString &name, const QString &arm);
    void addFeatureThroughForm(TerrainPanel &panel, const QString &name, const QString &kind,
                               const QString &cover = QStringLiteral("none"), int capacity = -1);
    void selectFeature(TerrainPanel &panel, const QString &name);
    void chooseUnit(TerrainPanel &panel, qint64 id);
    void clickPlace(TerrainPanel &panel);
    QString message(TerrainPanel &panel) const;
    QTreeWidgetItem *featureItem(TerrainPanel &panel, const QString &name) const;

    QTemporaryDir m_dir;
    std::unique_ptr<Battle> m_battle;
    int m_battles = 0;
};

void tst_TerrainPanel::init()
{
    QVERIFY(m_dir.isValid());
    QString error;
    // A fresh battle file for every test function and data row.
    const QString path = m_dir.filePath(QStringLiteral("battle-%1.battle").arg(++m_battles));
    m_battle = Fixture::valueOf(Battle::create(path, QStringLiteral("Waterloo")), &error);
    QVERIFY2(m_battle, qPrintable(error));
}

void tst_TerrainPanel::cleanup()
{
    m_battle.reset();
}

qint64 tst_TerrainPanel::addUnit(const QString &name, const QString &arm)
{
    QJsonObject unit { { QStringLiteral("name"), name },
                       { QStringLiteral("side"), QStringLiteral("Allies") },
                       { QStringLiteral("brigade"), QStringLiteral("Byng") },
                       { QStringLiteral("arm"), arm } };
    if (arm == QLatin1String("artillery") || arm == QLatin1String("battalion-guns")) {
        unit.insert(QStringLiteral("tubes"), 6);
        unit.insert(QStringLiteral("weapon"), QStringLiteral("6pdr"));
    } else {
        unit.insert(QStringLiteral("castings"), 12);
    }
    const ActionOutcome outcome
        = m_battle->apply({ { QStringLiteral("action"), QStringLiteral("add-unit") },
                            { QStringLiteral("unit"), unit } });
    if (!outcome.ok())
        qWarning("add-unit: %s", qPrintable(outcome.error()));
    return answerOf(outcome).value(QStringLiteral("id")).toInteger();
}

void tst_TerrainPanel::addFeatureThroughForm(TerrainPanel &panel, const QString &name,
                                             const QString &kind, const QString &cover,
                                             int capacity)
{
    auto *nameEdit = panel.findChild<QLineEdit *>(QStringLiteral("featureName"));
    auto *kindCombo = panel.findChild<QComboBox *>(QStringLiteral("featureKind"));
    auto *coverCombo = panel.findChild<QComboBox *>(QStringLiteral("featureCover"));
    auto *capacitySpin = panel.findChild<QSpinBox *>(QStringLiteral("featureCapacity"));
    QTest::keyClicks(nameEdit, name);
    kindCombo->setCurrentIndex(kindCombo->findData(kind));
    coverCombo->setCurrentIndex(coverCombo->findData(cover));
    if (capacity >= 0) {
        capacitySpin->selectAll();
        QTest::keyClicks(capacitySpin, QString::number(capacity));
        QTest::keyClick(capacitySpin, Qt::Key_Tab);
    }
    QTest::mouseClick(panel.findChild<QPushButton *>(QStringLiteral("addFeature")), Qt::LeftButton);
}

QTreeWidgetItem *tst_TerrainPanel::featureItem(TerrainPanel &panel, const QString &name) const
{
    auto *tree = panel.findChild<QTreeWidget *>(QStringLiteral("features"));
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        if (tree->topLevelItem(i)->text(0) == name)
            return tree->topLevelItem(i);
    }
    return nullptr;
}

void tst_TerrainPanel::selectFeature(TerrainPanel &panel, const QString &name)
{
    auto *tree = panel.findChild<QTreeWidget *>(QStringLiteral("features"));
    QTreeWidgetItem *item = featureItem(panel, name);
    QVERIFY2(item, qPrintable(name));
    tree->scrollToItem(item);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualItemRect(item).center());
    QCOMPARE(tree->currentItem(), item);
}

void tst_TerrainPanel::chooseUnit(TerrainPanel &panel, qint64 id)
{
    auto *chooser = panel.findChild<UnitChooser *>(QStringLiteral("unit"));
    QVERIFY(chooser);
    QVERIFY(chooser->chooseUnit(id));
}

void tst_TerrainPanel::clickPlace(TerrainPanel &panel)
{
    QTest::mouseClick(panel.findChild<QPushButton *>(QStringLiteral("place")), Qt::LeftButton);
}

QString tst_TerrainPanel::message(TerrainPanel &panel) const
{
    return panel.findChild<QLabel *>(QStringLiteral("message"))->text();
}

void tst_TerrainPanel::addFeature_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("cover");
    QTest::addColumn<int>("capacity"); // typed; -1 leaves the kind's default
    QTest::addColumn<int>("expected"); // 0: no limit
    QTest::newRow("Hougoumont, a BUA, medium cover")
        << QStringLiteral("Hougoumont") << QStringLiteral("bua") << QStringLiteral("medium") << -1
        << 1;
    QTest::newRow("Bossu wood, one unit") << QStringLiteral("Bossu wood") << QStringLiteral("woods")
                                          << QStringLiteral("light") << -1 << 1;
    QTest::newRow("a large town of three areas")
        << QStringLiteral("Plancenoit") << QStringLiteral("bua") << QStringLiteral("heavy") << 3
        << 3;
    QTest::newRow("a hill, no limit") << QStringLiteral("Mont St Jean") << QStringLiteral("hill")
                                      << QStringLiteral("none") << -1 << 0;
    QTest::newRow("a redoubt") << QStringLiteral("Great Redoubt") << QStringLiteral("redoubt")
                               << QStringLiteral("heavy") << -1 << 1;
    QTest::newRow("a stone wall") << QStringLiteral("Sunken lane wall") << QStringLiteral("ltf")
                                  << QStringLiteral("sparse") << -1 << 0;
}

void tst_TerrainPanel::addFeature()
{
    QFETCH(QString, name);
    QFETCH(QString, kind);
    QFETCH(QString, cover);
    QFETCH(int, capacity);
    QFETCH(int, expected);

    TerrainPanel panel;
    panel.setBattle(m_battle.get());
    addFeatureThroughForm(panel, name, kind, cover, capacity);

    const QList<FeatureRecord> features = m_battle->features();
    QCOMPARE(features.size(), 1);
    QCOMPARE(features.first().name, name);
    QCOMPARE(features.first().kind, kind);
    QCOMPARE(features.first().cover, cover);
    QCOMPARE(features.first().capacity.value_or(0), expected);
    QCOMPARE(m_battle->log().last().kind, QStringLiteral("add-feature"));

    QTreeWidgetItem *item = featureItem(panel, name);
    QVERIFY(item);
    QCOMPARE(item->text(1), kind);
    QCOMPARE(item->text(2), cover);
    QCOMPARE(item->text(3),
             expected ? QStringLiteral("0 of %1").arg(expected) : QStringLiteral("0, no limit"));
    QVERIFY(panel.findChild<QLineEdit *>(QStringLiteral("featureName"))->text().isEmpty());

    // The same name twice is refused by the battle, and said so.
    addFeatureThroughForm(panel, name, kind, cover, capacity);
    QCOMPARE(m_battle->features().size(), 1);
    QVERIFY2(message(panel).contains(QStringLiteral("already a feature named")),
             qPrintable(message(panel)));
}

void tst_TerrainPanel::placeInfantryInAWood()
{
    const qint64 guards = addUnit(QStringLiteral("2/1st Foot Guards"), QStringLiteral("infantry"));
    QVERIFY(guards > 0);
    TerrainPanel panel;
    panel.setBattle(m_battle.get());
    addFeatureThroughForm(panel, QStringLiteral("Bossu wood"), QStringLiteral("woods"));
    selectFeature(panel, QStringLiteral("Bossu wood"));
    chooseUnit(panel, guards);
    clickPlace(panel);

    const UnitRecord unit = *m_battle->unit(guards);
    QCOMPARE(unit.feature, QStringLiteral("Bossu wood"));
    QCOMPARE(unit.terrain, Terrain::Woods);
    QCOMPARE(m_battle->log().last().kind, QStringLiteral("place"));
    QTreeWidgetItem *item = featureItem(panel, QStringLiteral("Bossu wood"));
    QCOMPARE(item->childCount(), 1);
    QCOMPARE(item->child(0)->text(0), QStringLiteral("2/1st Foot Guards"));
    QCOMPARE(item->text(3), QStringLiteral("1 of 1"));
    QVERIFY(message(panel).contains(QStringLiteral("Place 2/1st Foot Guards in Bossu wood")));
}

void tst_TerrainPanel::secondUnitIntoAOneUnitWoodRefused()
{
    const qint64 first = addUnit(QStringLiteral("2/1st Foot Guards"), QStringLiteral("infantry"));
    const qint64 second = addUnit(QStringLiteral("2/3rd Foot Guards"), QStringLiteral("infantry"));
    TerrainPanel panel;
    panel.setBattle(m_battle.get());
    addFeatureThroughForm(panel, QStringLiteral("Bossu wood"), QStringLiteral("woods"));
    selectFeature(panel, QStringLiteral("Bossu wood"));
    chooseUnit(panel, first);
    clickPlace(panel);
    QCOMPARE(m_battle->unit(first)->feature, QStringLiteral("Bossu wood"));

    const QString dump = m_battle->canonicalDump();
    const int entries = m_battle->log().size();
    selectFeature(panel, QStringLiteral("Bossu wood"));
    chooseUnit(panel, second);
    clickPlace(panel);
    QCOMPARE(m_battle->canonicalDump(), dump);
    QCOMPARE(m_battle->log().size(), entries);
    QVERIFY(m_battle->unit(second)->feature.isEmpty());
    QVERIFY2(message(panel).startsWith(QStringLiteral("Refused: ")), qPrintable(message(panel)));
    QVERIFY2(message(panel).contains(QStringLiteral("full")), qPrintable(message(panel)));
    QCOMPARE(featureItem(panel, QStringLiteral("Bossu wood"))->childCount(), 1);
}

void tst_TerrainPanel::cavalryIntoWoodsRefused_data()
{
    QTest::addColumn<QString>("arm");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("cavalry into woods")
        << QStringLiteral("cavalry") << QStringLiteral("woods") << false;
    QTest::newRow("cavalry into a BUA")
        << QStringLiteral("cavalry") << QStringLiteral("bua") << false;
    QTest::newRow("artillery into woods")
        << QStringLiteral("artillery") << QStringLiteral("woods") << false;
    QTest::newRow("cavalry into a redoubt")
        << QStringLiteral("cavalry") << QStringLiteral("redoubt") << false;
    QTest::newRow("artillery into a redoubt")
        << QStringLiteral("artillery") << QStringLiteral("redoubt") << true;
    QTest::newRow("cavalry onto a hill")
        << QStringLiteral("cavalry") << QStringLiteral("hill") << true;
}

void tst_TerrainPanel::cavalryIntoWoodsRefused()
{
    QFETCH(QString, arm);
    QFETCH(QString, kind);
    QFETCH(bool, allowed);

    const qint64 id = addUnit(QStringLiteral("Scots Greys"), arm);
    QVERIFY(id > 0);
    TerrainPanel panel;
    panel.setBattle(m_battle.get());
    addFeatureThroughForm(panel, QStringLiteral("The feature"), kind);
    const QString dump = m_battle->canonicalDump();
    selectFeature(panel, QStringLiteral("The feature"));
    chooseUnit(panel, id);
    clickPlace(panel);

    const TerrainEntry entry
        = TerrainRules::standard().mayEnter(*armFromName(arm), *terrainFromName(kind));
    QCOMPARE(entry.allowed && entry.occupies, allowed);
    if (allowed) {
        QCOMPARE(m_battle->unit(id)->feature, QStringLiteral("The feature"));
        return;
    }
    QCOMPARE(m_battle->canonicalDump(), dump);
    QVERIFY2(message(panel).startsWith(QStringLiteral("Refused: ")), qPrintable(message(panel)));
    QVERIFY2(message(panel).contains(entry.reason),
             qPrintable(message(panel) + QStringLiteral(" / ") + entry.reason));
    // The details say beforehand that the arm may not stand there.
    QVERIFY(panel.findChild<QLabel *>(QStringLiteral("details"))
                ->text()
                .contains(QStringLiteral("may not stand here")));
}

void tst_TerrainPanel::moraleShown_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("arm");
    QTest::addColumn<QString>("shown");
    QTest::newRow("BUA, infantry: +1")
        << QStringLiteral("bua") << QStringLiteral("infantry") << QStringLiteral("+1");
    QTest::newRow("woods, infantry: 0")
        << QStringLiteral("woods") << QStringLiteral("infantry") << QStringLiteral("0");
    QTest::newRow("redoubt, infantry: +2")
        << QStringLiteral("redoubt") << QStringLiteral("infantry") << QStringLiteral("+2");
    QTest::newRow("redoubt, artillery: +2 (parapet ruling)")
        << QStringLiteral("redoubt") << QStringLiteral("artillery") << QStringLiteral("+2");
    QTest::newRow("hill, cavalry upslope: +1")
        << QStringLiteral("hill") << QStringLiteral("cavalry") << QStringLiteral("+1");
    QTest::newRow("LTF, infantry defending: +1")
        << QStringLiteral("ltf") << QStringLiteral("infantry") << QStringLiteral("+1");
    QTest::newRow("LTF, cavalry: 0")
        << QStringLiteral("ltf") << QStringLiteral("cavalry") << QStringLiteral("0");
    QTest::newRow("wooded hill, infantry: +1")
        << QStringLiteral("wooded-hill") << QStringLiteral("infantry") << QStringLiteral("+1");
}

void tst_TerrainPanel::moraleShown()
{
    QFETCH(QString, kind);
    QFETCH(QString, arm);
    QFETCH(QString, shown);

    const qint64 id = addUnit(QStringLiteral("The occupant"), arm);
    TerrainPanel panel;
    panel.setBattle(m_battle.get());
    addFeatureThroughForm(panel, QStringLiteral("Place"), kind);
    selectFeature(panel, QStringLiteral("Place"));
    chooseUnit(panel, id);
    clickPlace(panel);
    QCOMPARE(m_battle->unit(id)->feature, QStringLiteral("Place"));

    // The core's answer for the position as it generally stands.
    const bool defending = kind == QLatin1String("ltf") || kind == QLatin1String("redoubt");
    const bool upslope = kind == QLatin1String("hill") || kind == QLatin1String("wooded-hill")
        || kind == QLatin1String("redoubt");
    const MoraleEffect core = TerrainRules::standard().moraleModifier(
        *armFromName(arm), FeatureRecord::terrainOf(kind).value_or(Terrain::Open), defending,
        upslope, m_battle->rulings());
    QCOMPARE(TerrainPanel::modifierText(core.modifier), shown);

    QTreeWidgetItem *item = featureItem(panel, QStringLiteral("Place"));
    QCOMPARE(item->childCount(), 1);
    QCOMPARE(item->child(0)->text(4), shown);
    QCOMPARE(item->text(4), shown);
    selectFeature(panel, QStringLiteral("Place"));
    auto *tree = panel.findChild<QTreeWidget *>(QStringLiteral("features"));
    tree->expandItem(item);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {},
                      tree->visualItemRect(item->child(0)).center());
    const QString details = panel.findChild<QLabel *>(QStringLiteral("details"))->text();
    QVERIFY2(details.contains(QStringLiteral("<b>%1</b>").arg(shown)), qPrintable(details));
    for (const MoraleEffect::Bonus &bonus : core.bonuses)
        QVERIFY2(details.contains(bonus.text.toHtmlEscaped()), qPrintable(details));
}

void tst_TerrainPanel::takeOutAndRemove()
{
    const qint64 id = addUnit(QStringLiteral("1/95th Rifles"), QStringLiteral("infantry"));
    TerrainPanel panel;
    panel.setBattle(m_battle.get());
    addFeatureThroughForm(panel, QStringLiteral("La Haye Sainte"), QStringLiteral("bua"),
                          QStringLiteral("medium"));
    selectFeature(panel, QStringLiteral("La Haye Sainte"));
    chooseUnit(panel, id);
    clickPlace(panel);
    QCOMPARE(m_battle->unit(id)->terrain, Terrain::Bua);

    // Occupied, it cannot be removed.
    selectFeature(panel, QStringLiteral("La Haye Sainte"));
    QTest::mouseClick(panel.findChild<QPushButton *>(QStringLiteral("removeFeature")),
                      Qt::LeftButton);
    QCOMPARE(m_battle->features().size(), 1);
    QVERIFY(message(panel).contains(QStringLiteral("occupied")));

    // The occupant selected in the tree is taken out into the open.
    auto *tree = panel.findChild<QTreeWidget *>(QStringLiteral("features"));
    QTreeWidgetItem *child = featureItem(panel, QStringLiteral("La Haye Sainte"))->child(0);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualItemRect(child).center());
    QTest::mouseClick(panel.findChild<QPushButton *>(QStringLiteral("takeOut")), Qt::LeftButton);
    QVERIFY(m_battle->unit(id)->feature.isEmpty());
    QCOMPARE(m_battle->unit(id)->terrain, Terrain::Open);

    selectFeature(panel, QStringLiteral("La Haye Sainte"));
    QTest::mouseClick(panel.findChild<QPushButton *>(QStringLiteral("removeFeature")),
                      Qt::LeftButton);
    QVERIFY(m_battle->features().isEmpty());
    QCOMPARE(tree->topLevelItemCount(), 0);
}

void tst_TerrainPanel::undoTakesAPlacementBack()
{
    const qint64 id = addUnit(QStringLiteral("Nassau"), QStringLiteral("infantry"));
    TerrainPanel panel;
    panel.setBattle(m_battle.get());
    addFeatureThroughForm(panel, QStringLiteral("Papelotte"), QStringLiteral("bua"));
    selectFeature(panel, QStringLiteral("Papelotte"));
    chooseUnit(panel, id);
    clickPlace(panel);
    QCOMPARE(featureItem(panel, QStringLiteral("Papelotte"))->childCount(), 1);
    QVERIFY(m_battle->apply({ { QStringLiteral("action"), QStringLiteral("undo") } }).ok());
    QVERIFY(m_battle->unit(id)->feature.isEmpty());
    QCOMPARE(featureItem(panel, QStringLiteral("Papelotte"))->childCount(), 0);
    QVERIFY(m_battle->apply({ { QStringLiteral("action"), QStringLiteral("undo") } }).ok());
    QVERIFY(!featureItem(panel, QStringLiteral("Papelotte")));
}

void tst_TerrainPanel::screenshot()
{
    const qint64 guards = addUnit(QStringLiteral("2/1st Foot Guards"), QStringLiteral("infantry"));
    const qint64 nassau = addUnit(QStringLiteral("1/2nd Nassau"), QStringLiteral("infantry"));
    const qint64 greys = addUnit(QStringLiteral("Scots Greys"), QStringLiteral("cavalry"));
    TerrainPanel panel;
    panel.setBattle(m_battle.get());
    panel.resize(400, 660);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    addFeatureThroughForm(panel, QStringLiteral("Hougoumont"), QStringLiteral("bua"),
                          QStringLiteral("medium"));
    addFeatureThroughForm(panel, QStringLiteral("Bossu wood"), QStringLiteral("woods"),
                          QStringLiteral("light"));
    addFeatureThroughForm(panel, QStringLiteral("Great Redoubt"), QStringLiteral("redoubt"),
                          QStringLiteral("heavy"));
    selectFeature(panel, QStringLiteral("Hougoumont"));
    chooseUnit(panel, guards);
    clickPlace(panel);
    selectFeature(panel, QStringLiteral("Bossu wood"));
    chooseUnit(panel, nassau);
    clickPlace(panel);
    chooseUnit(panel, greys);
    clickPlace(panel);
    QVERIFY(message(panel).startsWith(QStringLiteral("Refused")));
    selectFeature(panel, QStringLiteral("Hougoumont"));
    QTRY_VERIFY(Testing::laidOut(&panel));

    // The docs' picture (ADC_SCREENSHOT_DIR=docs/screenshots): the panel as a
    // dock of the window on its screen, the three features with their
    // occupants, Hougoumont's rules and morale, and the cavalry refused.
    const QImage image
        = Testing::screenshot(&panel, m_dir.path(), QStringLiteral("terrain-panel.png"));
    QCOMPARE(Testing::pictureProblems(&panel, image, Testing::windowScreen()), QString());
    QCOMPARE(featureItem(panel, QStringLiteral("Hougoumont"))->child(0)->text(0),
             QStringLiteral("2/1st Foot Guards"));
    QCOMPARE(featureItem(panel, QStringLiteral("Bossu wood"))->child(0)->text(0),
             QStringLiteral("1/2nd Nassau"));
    QCOMPARE(featureItem(panel, QStringLiteral("Great Redoubt"))->childCount(), 0);
    QCOMPARE(Testing::unshown(&panel,
                              { QStringLiteral("Hougoumont: BUA"), QStringLiteral("cover medium"),
                                QStringLiteral("Morale for 2/1st Foot Guards inside: +1"),
                                QStringLiteral("Refused: cavalry may not be in woods") }),
             QString());
}

ADC_TEST_MAIN(tst_TerrainPanel)
#include "tst_terrainpanel.moc"
