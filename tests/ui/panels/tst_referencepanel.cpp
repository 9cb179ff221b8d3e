#include "core/aor/aorexposure.h"
#include "core/aor/aormovement.h"
#include "testsuite.h"
#include "ui/panels/referencepanel.h"
#include "ui/picturetesting.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPainter>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace Adc;

// Sentinels of the expected-answer column.
constexpr double kNotAllowed = -1;
constexpr double kMoreNeeded = -2;

class tst_ReferencePanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void movement_data();
    void movement();
    void exposure_data();
    void exposure();
    void everyWordHasABox();
    void screenshot();

private:
    static void check(QCheckBox *box);
    static void typeNumber(QAbstractSpinBox *spin, const QString &text);
    static void choose(QComboBox *combo, const QVariant &data);
};

void tst_ReferencePanel::check(QCheckBox *box)
{
    QVERIFY(box);
    const bool before = box->isChecked();
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(box->height() / 2, box->height() / 2));
    QCOMPARE(box->isChecked(), !before);
}

void tst_ReferencePanel::typeNumber(QAbstractSpinBox *spin, const QString &text)
{
    QVERIFY(spin);
    spin->selectAll();
    QTest::keyClick(spin, Qt::Key_Backspace);
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Enter);
}

void tst_ReferencePanel::choose(QComboBox *combo, const QVariant &data)
{
    QVERIFY(combo);
    const int index = combo->findData(data);
    QVERIFY2(index >= 0, qPrintable(data.toString()));
    combo->setCurrentIndex(index);
}

void tst_ReferencePanel::movement_data()
{
    QTest::addColumn<QString>("formation");
    QTest::addColumn<QString>("roadType"); // empty: not along a road
    QTest::addColumn<QStringList>("hex");
    QTest::addColumn<QStringList>("conditions");
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("allowance"); // empty: not given
    QTest::addColumn<double>("cost"); // the seed's number, or a sentinel

    const QStringList none;
    QTest::newRow("march column in the open: 1")
        << QStringLiteral("march-column") << QString() << none << none << none << QString() << 1.0;
    QTest::newRow("line in woods, soft ground, night: 3+1+1+1")
        << QStringLiteral("line") << QString() << QStringList { QStringLiteral("woods") }
        << QStringList { QStringLiteral("soft-ground"), QStringLiteral("night") } << none
        << QString() << 6.0;
    QTest::newRow("march column on a road, soft ground: 1+1")
        << QStringLiteral("march-column") << QStringLiteral("road") << none
        << QStringList { QStringLiteral("soft-ground") } << none << QString() << 2.0;
    QTest::newRow("march column on an improved road, soft ground: 1+0")
        << QStringLiteral("march-column") << QStringLiteral("improved") << none
        << QStringList { QStringLiteral("soft-ground") } << none << QString() << 1.0;
    QTest::newRow("road with abatis: off road, 1+1")
        << QStringLiteral("march-column") << QStringLiteral("road")
        << QStringList { QStringLiteral("abatis") } << none << none << QString() << 2.0;
    QTest::newRow("square under fire and skirmishing: +1 once")
        << QStringLiteral("square") << QString() << none
        << QStringList { QStringLiteral("under-fire"), QStringLiteral("skirmishing") } << none
        << QString() << 6.0;
    QTest::newRow("attack column, marsh, heavy equipment: 2+2+1+1")
        << QStringLiteral("attack-column") << QString() << QStringList { QStringLiteral("marsh") }
        << none << QStringList { QStringLiteral("heavy-equipment") } << QString() << 6.0;
    QTest::newRow("mounted line over a wall, allowance 12: 3+4")
        << QStringLiteral("line") << QString() << QStringList { QStringLiteral("wall") } << none
        << QStringList { QStringLiteral("mounted") } << QStringLiteral("12") << 7.0;
    QTest::newRow("mounted line over a fence, allowance 10: 3+3.33")
        << QStringLiteral("line") << QString() << QStringList { QStringLiteral("fence") } << none
        << QStringList { QStringLiteral("mounted") } << QStringLiteral("10") << 3.0 + 10.0 / 3.0;
    QTest::newRow("line in a village, soft ground: standard cost 3")
        << QStringLiteral("line") << QString() << QStringList { QStringLiteral("village") }
        << QStringList { QStringLiteral("soft-ground") } << none << QString() << 3.0;
    QTest::newRow("naval, shallow water, small vessel: 2")
        << QStringLiteral("march-column") << QString()
        << QStringList { QStringLiteral("shallow-water") } << none
        << QStringList { QStringLiteral("naval"), QStringLiteral("small-vessel") } << QString()
        << 2.0;
    QTest::newRow("hex on fire: not allowed")
        << QStringLiteral("march-column") << QString() << QStringList { QStringLiteral("fire") }
        << none << none << QString() << kNotAllowed;
    QTest::newRow("heavy equipment over a ford: not allowed")
        << QStringLiteral("march-column") << QString()
        << QStringList { QStringLiteral("fordable-stream") } << none
        << QStringList { QStringLiteral("heavy-equipment") } << QString() << kNotAllowed;
    QTest::newRow("escarpment with a change in elevation: not allowed")
        << QStringLiteral("line") << QString() << QStringList { QStringLiteral("escarpment") }
        << none << QStringList { QStringLiteral("elevation") } << QString() << kNotAllowed;
    QTest::newRow("naval unit on land: not allowed")
        << QStringLiteral("march-column") << QString() << QStringList { QStringLiteral("field") }
        << none << QStringList { QStringLiteral("naval") } << QString() << kNotAllowed;
    QTest::newRow("pushed artillery next to the enemy: not allowed")
        << QStringLiteral("line") << QString() << none
        << QStringList { QStringLiteral("adjacent-to-enemy") }
        << QStringList { QStringLiteral("unlimbered-artillery") } << QString() << kNotAllowed;
    QTest::newRow("mounted over a fence without the allowance: more needed")
        << QStringLiteral("line") << QString() << QStringList { QStringLiteral("fence") } << none
        << QStringList { QStringLiteral("mounted") } << QString() << kMoreNeeded;
}

void tst_ReferencePanel::movement()
{
    QFETCH(QString, formation);
    QFETCH(QString, roadType);
    QFETCH(QStringList, hex);
    QFETCH(QStringList, conditions);
    QFETCH(QStringList, flags);
    QFETCH(QString, allowance);
    QFETCH(double, cost);

    ReferencePanel panel;
    choose(panel.findChild<QComboBox *>(QStringLiteral("move-formation")), formation);
    if (!roadType.isEmpty()) {
        check(panel.findChild<QCheckBox *>(QStringLiteral("move-road")));
        choose(panel.findChild<QComboBox *>(QStringLiteral("move-road-type")), roadType);
    }
    for (const QString &word : hex)
        check(panel.findChild<QCheckBox *>(QStringLiteral("move-hex-") + word));
    for (const QString &word : conditions)
        check(panel.findChild<QCheckBox *>(QStringLiteral("move-condition-") + word));
    // The naval box first: it enables the small vessel box.
    QStringList ordered = flags;
    std::stable_partition(ordered.begin(), ordered.end(),
                          [](const QString &word) { return word == QLatin1String("naval"); });
    for (const QString &word : std::as_const(ordered))
        check(panel.findChild<QCheckBox *>(QStringLiteral("move-") + word));
    if (!allowance.isEmpty())
        typeNumber(panel.findChild<QDoubleSpinBox *>(QStringLiteral("move-allowance")), allowance);

    // The request the test builds by itself, and the core's answer to it.
    AorMoveRequest request;
    request.formation = formation;
    request.road = !roadType.isEmpty();
    request.roadType = roadType.isEmpty() ? AorMovement::standard().defaultRoadType() : roadType;
    request.hex = hex;
    request.conditions = conditions;
    request.mounted = flags.contains(QStringLiteral("mounted"));
    request.heavyEquipment = flags.contains(QStringLiteral("heavy-equipment"));
    request.unlimberedArtillery = flags.contains(QStringLiteral("unlimbered-artillery"));
    request.naval = flags.contains(QStringLiteral("naval"));
    request.smallVessel = flags.contains(QStringLiteral("small-vessel"));
    request.elevationChange = flags.contains(QStringLiteral("elevation"));
    if (!allowance.isEmpty())
        request.movementAllowance = allowance.toDouble();
    const AorMoveResult core = AorMovement::standard().move(request);

    const AorMoveRequest built = panel.moveRequest();
    QCOMPARE(built.formation, request.formation);
    QCOMPARE(built.road, request.road);
    QCOMPARE(QSet<QString>(built.hex.begin(), built.hex.end()),
             QSet<QString>(hex.begin(), hex.end()));
    QCOMPARE(QSet<QString>(built.conditions.begin(), built.conditions.end()),
             QSet<QString>(conditions.begin(), conditions.end()));
    QCOMPARE(built.flags(), request.flags());
    QCOMPARE(built.naval, request.naval);
    QCOMPARE(built.movementAllowance, request.movementAllowance);

    const QString answer = panel.findChild<QLabel *>(QStringLiteral("move-answer"))->text();
    const QString details = panel.findChild<QLabel *>(QStringLiteral("move-details"))->text();
    if (cost == kMoreNeeded) {
        QVERIFY(!core.inputError.isEmpty());
        QCOMPARE(answer, QStringLiteral("More needed"));
        QVERIFY2(details.contains(core.inputError.toHtmlEscaped()), qPrintable(details));
        return;
    }
    QVERIFY2(core.inputError.isEmpty(), qPrintable(core.inputError));
    if (cost == kNotAllowed) {
        QVERIFY(!core.allowed);
        QCOMPARE(panel.moveResult().allowed, false);
        QCOMPARE(answer, QStringLiteral("Not allowed"));
        QVERIFY2(details.contains(core.reason.toHtmlEscaped()), qPrintable(details));
        return;
    }
    QVERIFY2(core.allowed, qPrintable(core.reason));
    QVERIFY(qAbs(core.cost - cost) < 1e-9);
    QCOMPARE(panel.moveResult().cost, core.cost);
    const QString shown = qAbs(cost - std::round(cost)) < 1e-9 ? QString::number(cost, 'f', 0)
                                                               : QString::number(cost, 'f', 2);
    QVERIFY2(answer.startsWith(QStringLiteral("Cost %1 MP").arg(shown)), qPrintable(answer));
    QCOMPARE(answer.contains(QStringLiteral("road")), core.road);
    // Every line that made the cost is listed with its value, and every note.
    QVERIFY(details.contains(ReferencePanel::wordLabel(core.baseId).toHtmlEscaped()));
    for (const AorModifier &modifier : core.modifiers) {
        QVERIFY2(details.contains(ReferencePanel::wordLabel(modifier.id).toHtmlEscaped()),
                 qPrintable(modifier.id));
        QVERIFY(details.contains(QStringLiteral("+") + ReferencePanel::costText(modifier.value)));
    }
    for (const QString &note : core.notes)
        QVERIFY2(details.contains(note.toHtmlEscaped()), qPrintable(note));
}

void tst_ReferencePanel::exposure_data()
{
    QTest::addColumn<QString>("formation");
    QTest::addColumn<QString>("fire");
    QTest::addColumn<QString>("arc");
    QTest::addColumn<QString>("troops"); // empty: not said
    QTest::addColumn<int>("scale");
    QTest::addColumn<QStringList>("hex");
    QTest::addColumn<QString>("skirmish"); // empty: none
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<double>("factor"); // the seed's number, or a sentinel

    const QStringList none;
    QTest::newRow("seed: small supported line, small arms, flank, rocks, skirmishers: 0.3168")
        << QStringLiteral("supported-line") << QStringLiteral("small-arms")
        << QStringLiteral("flank") << QStringLiteral("400") << 100
        << QStringList { QStringLiteral("rocks") } << QStringLiteral("1") << none
        << 1.20 * 0.80 * 0.33;
    // The seed's second example prints (1.20 x 0.80) = .96, reading the small-arms
    // flank factor; its own table gives supported line 2.25 against artillery from
    // a flank (as its fourth example reads it), and skirmishers 1.00 against artillery.
    QTest::newRow("seed table: the same under artillery: 2.25 x 0.80 x 1.00")
        << QStringLiteral("supported-line") << QStringLiteral("artillery")
        << QStringLiteral("flank") << QStringLiteral("400") << 100
        << QStringList { QStringLiteral("rocks") } << QStringLiteral("1") << none
        << 2.25 * 0.80 * 1.00;
    QTest::newRow("seed: supported line, artillery, flank, brushy berm, higher: 2.187")
        << QStringLiteral("supported-line") << QStringLiteral("artillery")
        << QStringLiteral("flank") << QString() << 100
        << QStringList { QStringLiteral("brush"), QStringLiteral("berm") } << QString()
        << QStringList { QStringLiteral("higher") } << 2.25 * 0.90 * 1.20 * 0.90;
    QTest::newRow("large mounted attack column, field, small arms, front, half skirmishing")
        << QStringLiteral("attack-column") << QStringLiteral("small-arms")
        << QStringLiteral("front") << QStringLiteral("1200") << 100
        << QStringList { QStringLiteral("field") } << QStringLiteral("0.5")
        << QStringList { QStringLiteral("mounted") } << 3.00 * 1.20 * 0.90 * (0.66 - 0.33 * 0.5);
    QTest::newRow("seed: defensive order in a village: 0.25")
        << QStringLiteral("defensive-order") << QStringLiteral("small-arms")
        << QStringLiteral("front") << QString() << 100 << QStringList { QStringLiteral("village") }
        << QString() << none << 0.25;
    QTest::newRow("seed: defensive order in a redoubt: 0.15")
        << QStringLiteral("defensive-order") << QStringLiteral("artillery")
        << QStringLiteral("front") << QString() << 100 << QStringList { QStringLiteral("redoubt") }
        << QString() << none << 0.15;
    QTest::newRow("large line, rear: 1.00")
        << QStringLiteral("line") << QStringLiteral("small-arms") << QStringLiteral("rear")
        << QStringLiteral("501") << 100 << none << QString() << none << 1.00;
    QTest::newRow("small line at 200 yards, front: 0.60")
        << QStringLiteral("line") << QStringLiteral("artillery") << QStringLiteral("front")
        << QStringLiteral("1000") << 200 << none << QString() << none << 0.60;
    QTest::newRow("square against artillery on a bridge: 2.40 x 2.00")
        << QStringLiteral("square") << QStringLiteral("artillery") << QStringLiteral("front")
        << QString() << 100 << QStringList { QStringLiteral("bridge") } << QString() << none
        << 2.40 * 2.00;
    QTest::newRow("defensive order in the open: no factor")
        << QStringLiteral("defensive-order") << QStringLiteral("small-arms")
        << QStringLiteral("front") << QString() << 100 << none << QString() << none << kNotAllowed;
    QTest::newRow("a line whose troops are not said: more needed")
        << QStringLiteral("line") << QStringLiteral("small-arms") << QStringLiteral("front")
        << QString() << 100 << none << QString() << none << kMoreNeeded;
}

void tst_ReferencePanel::exposure()
{
    QFETCH(QString, formation);
    QFETCH(QString, fire);
    QFETCH(QString, arc);
    QFETCH(QString, troops);
    QFETCH(int, scale);
    QFETCH(QStringList, hex);
    QFETCH(QString, skirmish);
    QFETCH(QStringList, flags);
    QFETCH(double, factor);

    ReferencePanel panel;
    choose(panel.findChild<QComboBox *>(QStringLiteral("exposure-formation")), formation);
    choose(panel.findChild<QComboBox *>(QStringLiteral("exposure-fire")), fire);
    choose(panel.findChild<QComboBox *>(QStringLiteral("exposure-arc")), arc);
    typeNumber(panel.findChild<QSpinBox *>(QStringLiteral("exposure-troops")),
               troops.isEmpty() ? QStringLiteral("0") : troops);
    choose(panel.findChild<QComboBox *>(QStringLiteral("exposure-scale")), scale);
    for (const QString &word : hex)
        check(panel.findChild<QCheckBox *>(QStringLiteral("exposure-hex-") + word));
    if (!skirmish.isEmpty())
        typeNumber(panel.findChild<QDoubleSpinBox *>(QStringLiteral("exposure-skirmish")),
                   skirmish);
    for (const QString &word : flags)
        check(panel.findChild<QCheckBox *>(QStringLiteral("exposure-") + word));

    AorExposureRequest request;
    request.formation = formation;
    request.fire = fire;
    request.arc = arc;
    if (!troops.isEmpty())
        request.troops = troops.toInt();
    request.scaleYards = scale;
    request.hex = hex;
    request.skirmishFraction = skirmish.isEmpty() ? 0.0 : skirmish.toDouble();
    request.mounted = flags.contains(QStringLiteral("mounted"));
    request.higher = flags.contains(QStringLiteral("higher"));
    const AorExposureResult core = AorExposure::standard().exposure(request);

    const AorExposureRequest built = panel.exposureRequest();
    QCOMPARE(built.formation, request.formation);
    QCOMPARE(built.fire, request.fire);
    QCOMPARE(built.arc, request.arc);
    QCOMPARE(built.troops, request.troops);
    QCOMPARE(built.scaleYards, request.scaleYards);
    QCOMPARE(QSet<QString>(built.hex.begin(), built.hex.end()),
             QSet<QString>(hex.begin(), hex.end()));
    QCOMPARE(built.skirmishFraction, request.skirmishFraction);
    QCOMPARE(built.flags(), request.flags());

    const QString answer = panel.findChild<QLabel *>(QStringLiteral("exposure-answer"))->text();
    const QString details = panel.findChild<QLabel *>(QStringLiteral("exposure-details"))->text();
    if (factor == kMoreNeeded) {
        QVERIFY(!core.inputError.isEmpty());
        QCOMPARE(answer, QStringLiteral("More needed"));
        QVERIFY2(details.contains(core.inputError.toHtmlEscaped()), qPrintable(details));
        return;
    }
    QVERIFY2(core.inputError.isEmpty(), qPrintable(core.inputError));
    if (factor == kNotAllowed) {
        QVERIFY(!core.allowed);
        QCOMPARE(answer, QStringLiteral("No factor"));
        QVERIFY2(details.contains(core.reason.toHtmlEscaped()), qPrintable(details));
        return;
    }
    QVERIFY2(core.allowed, qPrintable(core.reason));
    QVERIFY2(qAbs(core.factor - factor) < 1e-9, qPrintable(QString::number(core.factor, 'g', 12)));
    QCOMPARE(panel.exposureResult().factor, core.factor);
    QCOMPARE(answer, QStringLiteral("Factor %1").arg(QString::number(factor, 'f', 4)));
    QVERIFY(details.contains(QStringLiteral("%1% of the raw expected casualties")
                                 .arg(std::round(factor * 100.0), 0, 'f', 0)));
    for (const AorModifier &line : core.factors)
        QVERIFY2(details.contains(ReferencePanel::wordLabel(line.id).toHtmlEscaped()),
                 qPrintable(line.id));
    for (const QString &note : core.notes)
        QVERIFY2(details.contains(note.toHtmlEscaped()), qPrintable(note));
}

void tst_ReferencePanel::everyWordHasABox()
{
    ReferencePanel panel;
    for (const QString &word : AorMovement::standard().hexWords())
        QVERIFY2(panel.findChild<QCheckBox *>(QStringLiteral("move-hex-") + word),
                 qPrintable(word));
    for (const QString &word : AorMovement::standard().conditions())
        QVERIFY2(panel.findChild<QCheckBox *>(QStringLiteral("move-condition-") + word),
                 qPrintable(word));
    for (const QString &word : AorExposure::standard().hexWords())
        QVERIFY2(panel.findChild<QCheckBox *>(QStringLiteral("exposure-hex-") + word),
                 qPrintable(word));
    QCOMPARE(panel.findChild<QComboBox *>(QStringLiteral("move-formation"))->count(),
             AorMovement::standard().formations().size());
    QCOMPARE(panel.findChild<QComboBox *>(QStringLiteral("exposure-formation"))->count(),
             AorExposure::standard().formations().size());
    // The answers are there before anything is touched.
    QVERIFY(panel.moveResult().allowed);
    QVERIFY(panel.exposureResult().allowed);
}

void tst_ReferencePanel::screenshot()
{
    ReferencePanel panel;
    choose(panel.findChild<QComboBox *>(QStringLiteral("move-formation")), QStringLiteral("line"));
    check(panel.findChild<QCheckBox *>(QStringLiteral("move-hex-woods")));
    check(panel.findChild<QCheckBox *>(QStringLiteral("move-hex-fence")));
    check(panel.findChild<QCheckBox *>(QStringLiteral("move-condition-soft-ground")));
    check(panel.findChild<QCheckBox *>(QStringLiteral("move-condition-night")));
    choose(panel.findChild<QComboBox *>(QStringLiteral("exposure-formation")),
           QStringLiteral("supported-line"));
    choose(panel.findChild<QComboBox *>(QStringLiteral("exposure-arc")), QStringLiteral("flank"));
    check(panel.findChild<QCheckBox *>(QStringLiteral("exposure-hex-rocks")));
    typeNumber(panel.findChild<QDoubleSpinBox *>(QStringLiteral("exposure-skirmish")),
               QStringLiteral("1"));
    panel.resize(400, 720);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(panel.moveResult().allowed);
    QCOMPARE(panel.moveResult().cost, 7.0);
    QVERIFY(panel.exposureResult().allowed);

    // The docs' picture (ADC_SCREENSHOT_DIR=docs/screenshots): both
    // calculators side by side, each tab as a dock of the window on its
    // screen, its answer in full over its form.
    auto *tabs = panel.findChild<QTabWidget *>(QStringLiteral("tabs"));
    QCOMPARE(tabs->currentIndex(), 0);
    QTRY_VERIFY(Testing::laidOut(&panel));
    const QImage movement = panel.grab().toImage();
    QCOMPARE(Testing::pictureProblems(&panel, movement, Testing::windowScreen()), QString());
    QCOMPARE(Testing::unshown(&panel,
                              { QStringLiteral("Movement cost"), QStringLiteral("Cost 7 MP"),
                                QStringLiteral("Line (base cost)"), QStringLiteral("Night"),
                                QStringLiteral("Woods"), QStringLiteral("Total") }),
             QString());
    tabs->setCurrentIndex(1);
    QTRY_VERIFY(Testing::laidOut(&panel));
    const QImage exposure = panel.grab().toImage();
    QCOMPARE(Testing::pictureProblems(&panel, exposure, Testing::windowScreen()), QString());
    const QString factor
        = QStringLiteral("Factor ") + ReferencePanel::factorText(panel.exposureResult().factor);
    QCOMPARE(Testing::unshown(&panel,
                              { QStringLiteral("Exposure to fire"), factor,
                                QStringLiteral("Supported line flank small arms"),
                                QStringLiteral("Skirmishers"), QStringLiteral("Product") }),
             QString());
    QVERIFY(movement != exposure);
    QImage image(movement.width() * 2 + 8, movement.height(), QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.drawImage(0, 0, movement);
    painter.drawImage(movement.width() + 8, 0, exposure);
    painter.end();
    QTemporaryDir temporary;
    const QString dir = qEnvironmentVariable("ADC_SCREENSHOT_DIR", temporary.path());
    QVERIFY(image.save(QDir(dir).filePath(QStringLiteral("reference-panel.png"))));
}

ADC_TEST_MAIN(tst_ReferencePanel)
#include "tst_referencepanel.moc"
