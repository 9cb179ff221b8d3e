#include "db/battlefixture.h"
#include "db/resulttesting.h"
#include "print/measuringwriter.h"
#include "print/pdftext.h"

#include "cli/command/commandline.h"
#include "core/ammunition/ammunition.h"
#include "core/casualties/casualties.h"
#include "core/common/vocabularytext.h"
#include "print/roster/rosterrow.h"
#include "print/roster/rostersheet.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <cstdio>

using namespace Adc;
using Adc::Testing::MeasuringWriter;
using Adc::Testing::pdfText;

namespace {

// Units in the order the layout prints them.
QList<UnitRecord> printOrder(const RosterSheet &sheet, const RosterSheet::Layout &layout)
{
    QList<UnitRecord> units;
    for (const RosterSheet::Page &page : layout.pages) {
        for (const RosterSheet::Block &block : page.blocks) {
            for (int index : block.units)
                units.append(sheet.source().units.at(index));
        }
    }
    return units;
}

// What the unit's row says: its state as fractions (castings, steps, AP),
// the CW it stands at, what it is, its class and formation.
QStringList expectedNumbers(const UnitRecord &unit, const Rulings &rulings)
{
    QStringList texts {
        QStringLiteral("%1/%2").arg(unit.castings).arg(unit.castingsInitial),
        QStringLiteral("%1/%2").arg(unit.steps).arg(Casualties::standard().maxStepsHeld()),
        QString::number(unit.cw),
    };
    const AmmunitionLoad full = Ammunition::standard().startingAp(unit.arm, rulings);
    if (firesByTubes(unit.arm)) {
        // A battery's own full loads (its national appendix).
        texts.append(QStringLiteral("%1/%2").arg(unit.apBall).arg(unit.apBallFull));
        texts.append(QStringLiteral("%1/%2").arg(unit.apCanister).arg(unit.apCanisterFull));
        texts.append(QStringLiteral("%1 tubes").arg(unit.tubes));
    } else {
        texts.append(QStringLiteral("%1/%2").arg(unit.ap).arg(full.smallArms));
    }
    texts.append(VocabularyText::text(unit.arm));
    texts.append(VocabularyText::text(unit.weapon));
    texts.append(VocabularyText::text(unit.formation));
    texts.append(VocabularyText::text(unit.troopClass));
    return texts;
}

QString squeezed(const QString &text)
{
    return QString(text).replace(QRegularExpression(QStringLiteral("[ \\t]+")),
                                 QStringLiteral(" "));
}

} // namespace

class tst_RosterSheet : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_sample;

    // The sample battle after a few fires, so there are castings, steps,
    // CW and AP to strike; none, and the test failed, when it cannot be
    // opened.
    std::unique_ptr<Battle> openSample()
    {
        QString error;
        std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(m_sample), &error);
        if (!battle)
            ADC_FAIL(QStringLiteral("cannot open the sample: ") + error);
        return battle;
    }

private Q_SLOTS:
    void descriptionNamesTheTerrain_data()
    {
        QTest::addColumn<int>("terrain");
        QTest::addColumn<QString>("said");
        QTest::newRow("open: nothing said") << int(Terrain::Open) << QString();
        QTest::newRow("woods") << int(Terrain::Woods) << QStringLiteral(", in woods");
        QTest::newRow("built-up area in words")
            << int(Terrain::Bua) << QStringLiteral(", in a built-up area");
        QTest::newRow("hill") << int(Terrain::Hill) << QStringLiteral(", on a hill");
        QTest::newRow("wooded hill")
            << int(Terrain::WoodedHill) << QStringLiteral(", on a wooded hill");
        QTest::newRow("redoubt") << int(Terrain::Redoubt) << QStringLiteral(", in a redoubt");
    }

    void descriptionNamesTheTerrain()
    {
        QFETCH(int, terrain);
        QFETCH(QString, said);
        UnitRecord unit;
        unit.terrain = Terrain(terrain);
        QCOMPARE(RosterSheet::description(unit),
                 QStringLiteral("infantry, line class, line, musket") + said);
    }

    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_sample = m_dir.filePath(QStringLiteral("sample.adc"));
#ifdef Q_OS_WIN
        std::FILE *null = std::fopen("NUL", "w");
#else
        std::FILE *null = std::fopen("/dev/null", "w");
#endif
        QVERIFY(null);
        const int code = CommandLine::run(
            { QStringLiteral("sample"), QStringLiteral("--db"), m_sample }, stdin, null, stderr);
        std::fclose(null);
        QCOMPARE(code, 0);

        std::unique_ptr<Battle> battle = openSample();
        QVERIFY(battle);
        const QList<UnitRecord> units = battle->units();
        QVERIFY(units.size() > 20);
        // French infantry fires on the first Allied infantry twice, a battery
        // fires canister: losses, steps, spent AP and smoke to print.
        qint64 french = 0, allied = 0, gun = 0;
        for (const UnitRecord &unit : units) {
            if (!french && unit.side == units.last().side && unit.arm == Arm::Infantry)
                french = unit.id;
            if (!allied && unit.side == units.first().side && unit.arm == Arm::Infantry)
                allied = unit.id;
            if (!gun && unit.side == units.last().side && unit.arm == Arm::Artillery)
                gun = unit.id;
        }
        QVERIFY(french && allied && gun);
        for (const QJsonObject &action :
             { QJsonObject { { QStringLiteral("action"), QStringLiteral("fire") },
                             { QStringLiteral("firers"), QJsonArray { french } },
                             { QStringLiteral("target"), allied },
                             { QStringLiteral("range"), 1 },
                             { QStringLiteral("ap"), 2 },
                             { QStringLiteral("die"), 9 } },
               QJsonObject { { QStringLiteral("action"), QStringLiteral("fire") },
                             { QStringLiteral("firers"), QJsonArray { gun } },
                             { QStringLiteral("target"), allied },
                             { QStringLiteral("range"), 2 },
                             { QStringLiteral("shot"), QStringLiteral("canister") },
                             { QStringLiteral("ap"), 2 },
                             { QStringLiteral("die"), 6 } } }) {
            const ActionOutcome outcome = battle->apply(action);
            QVERIFY2(outcome.ok(),
                     qPrintable(outcome.error()
                                + answerOf(outcome).value(QStringLiteral("reason")).toString()));
        }
        const UnitRecord hit = *battle->unit(allied);
        QVERIFY(hit.castings < hit.castingsInitial);
    }

    void everyUnitAndItsNumbers_data()
    {
        QTest::addColumn<QString>("paper");
        QTest::newRow("A4") << QStringLiteral("a4");
        QTest::newRow("Letter") << QStringLiteral("letter");
    }

    void everyUnitAndItsNumbers()
    {
        QFETCH(QString, paper);
        std::unique_ptr<Battle> battle = openSample();
        QVERIFY(battle);
        RosterSheet::Options options;
        options.paper = *PageBoxes::paperFromName(paper);
        const RosterSheet sheet(RosterSheet::sourceOf(*battle), options);
        const QString path = m_dir.filePath(QStringLiteral("roster-%1.pdf").arg(paper));
        const Result<int> written = sheet.writePdf(path);
        QVERIFY2(written, qPrintable(written.error()));
        const int pages = *written;
        const QString text = pdfText(path);
        QVERIFY2(!text.isEmpty(), "pdftotext read nothing");
        QCOMPARE(text.count(QLatin1Char('\f')), pages);

        MeasuringWriter measuring(options.paper, options.orientation);
        const RosterSheet::Layout layout = sheet.layout(&measuring.writer);
        QCOMPARE(layout.pages.size(), pages);
        // The same columns, headed, on every page.
        for (const QString &column : { QStringLiteral("Castings"), QStringLiteral("Steps"),
                                       QStringLiteral("Formation"), QStringLiteral("Notes") })
            QCOMPARE(text.count(column), pages);
        const QList<UnitRecord> units = printOrder(sheet, layout);
        QCOMPARE(units.size(), battle->units().size());

        // Each unit's part of the text runs from its name to the next unit's.
        qsizetype at = 0;
        for (int i = 0; i < units.size(); ++i) {
            const UnitRecord &unit = units.at(i);
            const qsizetype start = text.indexOf(unit.name, at);
            QVERIFY2(start >= 0,
                     qPrintable(QStringLiteral("%1 is not on the sheet").arg(unit.name)));
            const qsizetype end = i + 1 < units.size()
                ? text.indexOf(units.at(i + 1).name, start + unit.name.size())
                : text.size();
            QVERIFY2(end > start, qPrintable(units.at(qMin(i + 1, units.size() - 1)).name));
            const QString part = squeezed(text.mid(start, end - start));
            for (const QString &expected : expectedNumbers(unit, sheet.source().rulings))
                QVERIFY2(part.contains(expected),
                         qPrintable(QStringLiteral("%1: \"%2\" missing in:\n%3")
                                        .arg(unit.name, expected, part)));
            at = start + unit.name.size();
        }

        // The header: the battle's name, the turn and the printing date.
        QVERIFY(text.contains(battle->name()));
        QVERIFY(squeezed(text).contains(QStringLiteral("Turn %1, segment %2")
                                            .arg(battle->clock().turn)
                                            .arg(battle->clock().segment)));
        QVERIFY(text.contains(QDate::currentDate().toString(Qt::ISODate)));
        QVERIFY(squeezed(text).contains(QStringLiteral("page %1 of %1").arg(pages)));
    }

    void paperSizes_data()
    {
        QTest::addColumn<QString>("paper");
        QTest::addColumn<double>("width");
        QTest::addColumn<double>("height");
        QTest::newRow("A4 210 x 297 mm") << QStringLiteral("a4") << 210.0 << 297.0;
        QTest::newRow("Letter 215.9 x 279.4 mm") << QStringLiteral("letter") << 215.9 << 279.4;
    }

    void paperSizes()
    {
        QFETCH(QString, paper);
        QFETCH(double, width);
        QFETCH(double, height);
        std::unique_ptr<Battle> battle = openSample();
        QVERIFY(battle);
        RosterSheet::Options options;
        options.paper = *PageBoxes::paperFromName(paper);
        const RosterSheet sheet(RosterSheet::sourceOf(*battle), options);
        options.orientation = QPageLayout::Portrait;
        const RosterSheet portrait(RosterSheet::sourceOf(*battle), options);
        MeasuringWriter measuring(options.paper);
        const RosterSheet::Layout layout = portrait.layout(&measuring.writer);
        const double margins = 2 * PageBoxes::marginMillimetres();
        QVERIFY(qAbs(layout.pageWidth - (width - margins)) < 0.5);
        QVERIFY(qAbs(layout.pageHeight - (height - margins)) < 0.5);
        for (const RosterSheet::Page &page : layout.pages) {
            for (const RosterSheet::Block &block : page.blocks)
                QVERIFY(block.top + block.height <= layout.pageHeight + 0.01);
        }
    }

    void sideFilter_data()
    {
        QTest::addColumn<int>("sideIndex");
        QTest::newRow("first side only") << 0;
        QTest::newRow("second side only") << 1;
    }

    void sideFilter()
    {
        QFETCH(int, sideIndex);
        std::unique_ptr<Battle> battle = openSample();
        QVERIFY(battle);
        const QStringList sides = RosterSheet::sideNames(RosterSheet::sourceOf(*battle));
        QCOMPARE(sides.size(), 2);
        RosterSheet::Options options;
        options.side = sides.at(sideIndex);
        const RosterSheet sheet(RosterSheet::sourceOf(*battle), options);
        const QString path = m_dir.filePath(QStringLiteral("roster-side-%1.pdf").arg(sideIndex));
        const Result<int> written = sheet.writePdf(path);
        QVERIFY2(written, qPrintable(written.error()));
        const QString text = pdfText(path);
        int shown = 0;
        for (const UnitRecord &unit : battle->units()) {
            if (unit.side == options.side) {
                QVERIFY2(text.contains(unit.name), qPrintable(unit.name));
                ++shown;
            } else {
                QVERIFY2(!text.contains(unit.name), qPrintable(unit.name));
            }
        }
        QVERIFY(shown > 0);
        QVERIFY(text.contains(options.side));
        QVERIFY(!text.contains(QStringLiteral("roster sheet, %1").arg(sides.at(1 - sideIndex))));
    }

    void sampleInSixPages_data()
    {
        QTest::addColumn<QString>("paper");
        QTest::newRow("A4") << QStringLiteral("a4");
        QTest::newRow("Letter") << QStringLiteral("letter");
    }

    // The 78-unit sample, both sides, in six pages or fewer; brigades run on
    // from page to page, no unit is split and every unit is printed once.
    void sampleInSixPages()
    {
        QFETCH(QString, paper);
        std::unique_ptr<Battle> battle = openSample();
        QVERIFY(battle);
        QCOMPARE(battle->units().size(), 78);
        RosterSheet::Options options;
        options.paper = *PageBoxes::paperFromName(paper);
        const RosterSheet sheet(RosterSheet::sourceOf(*battle), options);
        const QString path = m_dir.filePath(QStringLiteral("roster-six-%1.pdf").arg(paper));
        const Result<int> written = sheet.writePdf(path);
        QVERIFY2(written, qPrintable(written.error()));
        QVERIFY2(*written <= 6, qPrintable(QString::number(*written)));
        QCOMPARE(pdfText(path).count(QLatin1Char('\f')), *written);

        MeasuringWriter measuring(options.paper, options.orientation);
        const RosterSheet::Layout layout = sheet.layout(&measuring.writer);
        QCOMPARE(layout.pages.size(), *written);
        for (const BrigadeRecord &brigade : battle->brigades()) {
            const QList<int> pages = layout.pagesOfBrigade(brigade.side, brigade.name);
            QVERIFY(!pages.isEmpty());
            QCOMPARE(pages.last() - pages.first() + 1, pages.size());
        }
        int printed = 0;
        for (const RosterSheet::Page &page : layout.pages) {
            for (const RosterSheet::Block &block : page.blocks) {
                QVERIFY(block.top + block.height <= layout.pageHeight + 0.01);
                printed += block.units.size();
            }
        }
        QCOMPARE(printed, 78);
        for (const UnitRecord &unit : battle->units())
            QVERIFY(layout.pageOfUnit(unit.id, sheet.source()) >= 0);
    }

    // A print stopped part way leaves no file, and says it was cancelled;
    // the progress is told every page before it is painted.
    void cancelledPrintLeavesNoFile()
    {
        std::unique_ptr<Battle> battle = openSample();
        QVERIFY(battle);
        const RosterSheet sheet(RosterSheet::sourceOf(*battle), RosterSheet::Options());
        const QString path = m_dir.filePath(QStringLiteral("roster-cancelled.pdf"));
        QList<int> told;
        const Result<int> written = sheet.writePdf(path, [&told](int done, int pages) {
            told.append(done);
            return done < pages / 2;
        });
        QVERIFY(!written);
        QCOMPARE(written.error(), QStringLiteral("cancelled"));
        QVERIFY(!QFile::exists(path));
        QVERIFY(told.size() >= 2);
        QCOMPARE(told.first(), 0);

        told.clear();
        const Result<int> whole = sheet.writePdf(path, [&told](int done, int) {
            told.append(done);
            return true;
        });
        QVERIFY2(whole, qPrintable(whole.error()));
        QVERIFY(QFile::exists(path));
        QCOMPARE(told.size(), *whole);
    }

    // "The number of AP's for artillery can be found in the National
    // Appendices": a battery's AP tracks run to its own full loads, not the
    // rulings' 8 and 4; infantry's to the table's 8.
    void batteryTracksRunToItsOwnLoads()
    {
        UnitRecord guns;
        guns.arm = Arm::Artillery;
        guns.tubes = 6;
        guns.apBall = 5;
        guns.apBallFull = 12;
        guns.apCanister = 6;
        guns.apCanisterFull = 6;
        const RosterRow row(guns, false);
        QCOMPARE(row.ap().size(), 2);
        QCOMPARE(row.ap().at(0).lead, QStringLiteral("5/12"));
        QCOMPARE(row.ap().at(0).boxes, 12);
        QCOMPARE(row.ap().at(0).marked, 7);
        QCOMPARE(row.ap().at(1).lead, QStringLiteral("6/6"));
        UnitRecord line;
        line.ap = 3;
        QCOMPARE(RosterRow(line, false).ap().at(0).lead, QStringLiteral("3/8"));
    }

    // Blank tracks: the same rows with only the full counts, nothing struck
    // to the current state.
    void blankTracks()
    {
        std::unique_ptr<Battle> battle = openSample();
        QVERIFY(battle);
        RosterSheet::Options options;
        options.blankTracks = true;
        const RosterSheet sheet(RosterSheet::sourceOf(*battle), options);
        const QString path = m_dir.filePath(QStringLiteral("roster-blank.pdf"));
        const Result<int> written = sheet.writePdf(path);
        QVERIFY2(written, qPrintable(written.error()));
        const QString text = squeezed(pdfText(path));
        for (const UnitRecord &unit : battle->units()) {
            QVERIFY2(text.contains(unit.name), qPrintable(unit.name));
            QVERIFY(!text.contains(
                QStringLiteral(" %1/%2 ").arg(unit.castings).arg(unit.castingsInitial)));
        }
    }
};

ADC_TEST_MAIN(tst_RosterSheet)
#include "tst_rostersheet.moc"
