#include "db/battlefixture.h"
#include "db/resulttesting.h"

#include "ammunition/ammunition.h"
#include "casualties/casualties.h"
#include "battle/commandline.h"
#include "window/printactions.h"
#include "roster/rostersheet.h"

#include <QAction>
#include <QBuffer>
#include <QMenu>
#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <cstdio>

using namespace Adc;

namespace {

// The text of a PDF as pdftotext lays it out; pages end with a form feed.
QString pdfText(const QString &path)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"),
                  { QStringLiteral("-layout"), QStringLiteral("-enc"), QStringLiteral("UTF-8"),
                    path, QStringLiteral("-") });
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return QString();
    return QString::fromUtf8(process.readAllStandardOutput());
}

// A paged device with the sheets' page layout, for measuring without a file.
struct MeasuringWriter
{
    QBuffer buffer;
    QPdfWriter writer { &buffer };

    explicit MeasuringWriter(PageBoxes::Paper paper)
    {
        buffer.open(QIODevice::WriteOnly);
        writer.setResolution(600);
        writer.setPageLayout(QPageLayout(PageBoxes::pageSize(paper), QPageLayout::Portrait,
                                         QMarginsF(PageBoxes::marginMillimetres(),
                                                   PageBoxes::marginMillimetres(),
                                                   PageBoxes::marginMillimetres(),
                                                   PageBoxes::marginMillimetres()),
                                         QPageLayout::Millimeter));
    }
};

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

QStringList expectedNumbers(const UnitRecord &unit, const Rulings &rulings)
{
    QStringList texts {
        QStringLiteral("Castings %1/%2").arg(unit.castings).arg(unit.castingsInitial),
        QStringLiteral("Steps %1/%2").arg(unit.steps).arg(Casualties::standard().maxStepsHeld()),
        QStringLiteral("CW %1/%2").arg(unit.cw).arg(unit.cwInitial),
    };
    const AmmunitionLoad full = Ammunition::standard().startingAp(unit.arm, rulings);
    if (firesByTubes(unit.arm)) {
        texts.append(QStringLiteral("Ball AP %1/%2").arg(unit.apBall).arg(full.ball));
        texts.append(QStringLiteral("Canister AP %1/%2").arg(unit.apCanister).arg(full.canister));
        texts.append(QStringLiteral("%1 tubes").arg(unit.tubes));
    } else {
        texts.append(QStringLiteral("AP %1/%2").arg(unit.ap).arg(full.smallArms));
    }
    texts.append(toName(unit.arm));
    texts.append(toName(unit.weapon));
    texts.append(toName(unit.formation));
    texts.append(toName(unit.troopClass) + QStringLiteral(" class"));
    return texts;
}

QString squeezed(const QString &text)
{
    return QString(text).replace(QRegularExpression(QStringLiteral("[ \\t]+")), QStringLiteral(" "));
}

} // namespace

class tst_RosterSheet : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_sample;

    // The sample battle after a few fires, so there are castings, steps,
    // CW and AP to strike.
    std::unique_ptr<Battle> openSample()
    {
        QString error;
        std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(m_sample), &error);
        if (!battle)
            qFatal("cannot open the sample: %s", qPrintable(error));
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
        std::FILE *null = std::fopen("/dev/null", "w");
        QVERIFY(null);
        const int code = CommandLine::run({ QStringLiteral("sample"), QStringLiteral("--db"), m_sample },
                                          stdin, null, stderr);
        std::fclose(null);
        QCOMPARE(code, 0);

        std::unique_ptr<Battle> battle = openSample();
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
            QVERIFY2(outcome.isDone(), qPrintable(outcome.error + outcome.answer.value(
                                                          QStringLiteral("reason")).toString()));
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
        RosterSheet::Options options;
        options.paper = *PageBoxes::paperFromName(paper);
        const RosterSheet sheet(RosterSheet::sourceOf(*battle), options);
        const QString path = m_dir.filePath(QStringLiteral("roster-%1.pdf").arg(paper));
        QString error;
        int pages = 0;
        QVERIFY2(sheet.writePdf(path, &error, &pages), qPrintable(error));
        const QString text = pdfText(path);
        QVERIFY2(!text.isEmpty(), "pdftotext read nothing");
        QCOMPARE(text.count(QLatin1Char('\f')), pages);

        MeasuringWriter measuring(options.paper);
        const RosterSheet::Layout layout = sheet.layout(&measuring.writer);
        QCOMPARE(layout.pages.size(), pages);
        const QList<UnitRecord> units = printOrder(sheet, layout);
        QCOMPARE(units.size(), battle->units().size());

        // Each unit's part of the text runs from its name to the next unit's.
        qsizetype at = 0;
        for (int i = 0; i < units.size(); ++i) {
            const UnitRecord &unit = units.at(i);
            const qsizetype start = text.indexOf(unit.name, at);
            QVERIFY2(start >= 0, qPrintable(QStringLiteral("%1 is not on the sheet").arg(unit.name)));
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
        RosterSheet::Options options;
        options.paper = *PageBoxes::paperFromName(paper);
        const RosterSheet sheet(RosterSheet::sourceOf(*battle), options);
        MeasuringWriter measuring(options.paper);
        const RosterSheet::Layout layout = sheet.layout(&measuring.writer);
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
        const QStringList sides = RosterSheet::sideNames(RosterSheet::sourceOf(*battle));
        QCOMPARE(sides.size(), 2);
        RosterSheet::Options options;
        options.side = sides.at(sideIndex);
        const RosterSheet sheet(RosterSheet::sourceOf(*battle), options);
        const QString path = m_dir.filePath(QStringLiteral("roster-side-%1.pdf").arg(sideIndex));
        QString error;
        QVERIFY2(sheet.writePdf(path, &error), qPrintable(error));
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

    // Every brigade of the sample fits on a page, so none is split.
    void sampleBrigadesAreWhole()
    {
        std::unique_ptr<Battle> battle = openSample();
        const RosterSheet sheet(RosterSheet::sourceOf(*battle), RosterSheet::Options());
        MeasuringWriter measuring(PageBoxes::Paper::A4);
        const RosterSheet::Layout layout = sheet.layout(&measuring.writer);
        QVERIFY(layout.pages.size() > 1);
        for (const BrigadeRecord &brigade : battle->brigades()) {
            const QList<int> pages = layout.pagesOfBrigade(brigade.side, brigade.name);
            QCOMPARE(pages.size(), 1);
        }
        for (const UnitRecord &unit : battle->units())
            QVERIFY(layout.pageOfUnit(unit.id, sheet.source()) >= 0);
    }

    void brigadeBreaks_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<bool>("secondOnNewPage");
        QTest::newRow("3 and 3 units: both on one page") << 3 << 3 << false;
        QTest::newRow("4 and 3 units: second fits below the first") << 4 << 3 << false;
        QTest::newRow("5 and 4 units: second would not fit, new page") << 5 << 4 << true;
        QTest::newRow("7 and 6 units: second would not fit, new page") << 7 << 6 << true;
    }

    // A brigade starts a new page rather than splitting when it would not
    // fit on what is left of the page.
    void brigadeBreaks()
    {
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(bool, secondOnNewPage);
        RosterSheet::Source source;
        source.battleName = QStringLiteral("Test");
        source.sides = { SideRecord { 1, QStringLiteral("Blue"), 0 } };
        source.brigades = { BrigadeRecord { 1, QStringLiteral("Blue"), QStringLiteral("First"), {}, 0 },
                            BrigadeRecord { 2, QStringLiteral("Blue"), QStringLiteral("Second"), {}, 1 } };
        qint64 id = 1;
        for (int i = 0; i < first + second; ++i) {
            UnitRecord unit = Fixture::infantry(QStringLiteral("Battalion %1").arg(i + 1),
                                                QStringLiteral("Blue"),
                                                i < first ? QStringLiteral("First")
                                                          : QStringLiteral("Second"));
            unit.id = id++;
            source.units.append(unit);
        }
        const RosterSheet sheet(source, RosterSheet::Options());
        MeasuringWriter measuring(PageBoxes::Paper::A4);
        const RosterSheet::Layout layout = sheet.layout(&measuring.writer);

        double heightFirst = RosterSheet::brigadeHeaderHeight;
        double heightSecond = RosterSheet::brigadeHeaderHeight;
        for (int i = 0; i < source.units.size(); ++i)
            (i < first ? heightFirst : heightSecond) +=
                    sheet.unitHeight(source.units.at(i), &measuring.writer, layout.pageWidth);
        const double body = layout.pageHeight - RosterSheet::pageHeaderHeight;
        QVERIFY2(heightFirst <= body && heightSecond <= body, "each brigade fits on a page");
        // The case the row names: whether both together overflow the page.
        QCOMPARE(heightFirst + heightSecond > body, secondOnNewPage);

        QCOMPARE(layout.pagesOfBrigade(QStringLiteral("Blue"), QStringLiteral("First")), QList<int> { 0 });
        QCOMPARE(layout.pagesOfBrigade(QStringLiteral("Blue"), QStringLiteral("Second")),
                 QList<int> { secondOnNewPage ? 1 : 0 });
        QCOMPARE(layout.pages.size(), secondOnNewPage ? 2 : 1);
        if (secondOnNewPage) {
            const RosterSheet::Block &block = layout.pages.at(1).blocks.first();
            QCOMPARE(block.brigade, QStringLiteral("Second"));
            QCOMPARE(block.top, RosterSheet::pageHeaderHeight);
            QVERIFY(!block.continued);
        }
        for (const UnitRecord &unit : source.units)
            QCOMPARE(layout.pageOfUnit(unit.id, sheet.source()),
                     unit.brigade == QLatin1String("First") || !secondOnNewPage ? 0 : 1);
    }

    // A brigade taller than a page is the one that goes on to the next,
    // marked as continued there; no unit is cut.
    void brigadeTallerThanAPage()
    {
        RosterSheet::Source source;
        source.sides = { SideRecord { 1, QStringLiteral("Blue"), 0 } };
        source.brigades = { BrigadeRecord { 1, QStringLiteral("Blue"), QStringLiteral("Huge"), {}, 0 } };
        for (int i = 0; i < 40; ++i) {
            UnitRecord unit = Fixture::infantry(QStringLiteral("Company %1").arg(i + 1),
                                                QStringLiteral("Blue"), QStringLiteral("Huge"));
            unit.id = i + 1;
            source.units.append(unit);
        }
        const RosterSheet sheet(source, RosterSheet::Options());
        MeasuringWriter measuring(PageBoxes::Paper::Letter);
        const RosterSheet::Layout layout = sheet.layout(&measuring.writer);
        QVERIFY(layout.pages.size() >= 3);
        QCOMPARE(layout.pagesOfBrigade(QStringLiteral("Blue"), QStringLiteral("Huge")).size(),
                 layout.pages.size());
        int printed = 0;
        for (int p = 0; p < layout.pages.size(); ++p) {
            const RosterSheet::Block &block = layout.pages.at(p).blocks.first();
            QCOMPARE(block.continued, p > 0);
            QVERIFY(block.top + block.height <= layout.pageHeight + 0.01);
            printed += block.units.size();
        }
        QCOMPARE(printed, 40);
    }

    // File > Print: the actions follow the battle on show; the Save actions
    // write what the command line writes.
    void printActions()
    {
        std::unique_ptr<Battle> battle = openSample();
        Battle *current = nullptr;
        QWidget window;
        PrintActions actions(&window, [&current] { return current; });
        QMenu file;
        QMenu *print = actions.addTo(&file);
        QVERIFY(print->actions().contains(actions.rosterPreviewAction()));
        QVERIFY(print->actions().contains(actions.cardPdfAction()));
        QVERIFY(print->actions().contains(actions.reportCsvAction()));

        actions.updateActions();
        QVERIFY(!actions.rosterPreviewAction()->isEnabled());
        QVERIFY(!actions.reportPdfAction()->isEnabled());
        QVERIFY(actions.cardPreviewAction()->isEnabled());
        const QString roster = m_dir.filePath(QStringLiteral("actions-roster.pdf"));
        QString error;
        QVERIFY(!actions.saveRosterSheets(roster, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFile::exists(roster));

        current = battle.get();
        actions.updateActions();
        QVERIFY(actions.rosterPreviewAction()->isEnabled());
        QVERIFY2(actions.saveRosterSheets(roster, &error), qPrintable(error));
        const QString text = pdfText(roster);
        for (const UnitRecord &unit : battle->units())
            QVERIFY2(text.contains(unit.name), qPrintable(unit.name));
        const QString card = m_dir.filePath(QStringLiteral("actions-card.pdf"));
        QVERIFY2(actions.saveReferenceCard(card, &error), qPrintable(error));
        QVERIFY(pdfText(card).contains(QStringLiteral("Fire combat chart")));
        const QString csv = m_dir.filePath(QStringLiteral("actions-report.csv"));
        QVERIFY2(actions.saveReportCsv(csv, &error), qPrintable(error));
        QFile written(csv);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.readAll().startsWith("record,side,brigade,unit,"));
    }

    // Readable at arm's length: body text 10 pt or more, names bold and
    // larger, boxes 4 mm or more.
    void readableSizes()
    {
        QVERIFY(RosterSheet::bodyPoints >= 10.0);
        QVERIFY(RosterSheet::namePoints > RosterSheet::bodyPoints);
        QVERIFY(RosterSheet::boxSize >= 4.0);
        QVERIFY(RosterSheet::boxPitch > RosterSheet::boxSize);
        QVERIFY(RosterSheet::rowHeight > RosterSheet::boxSize);
        QVERIFY(PageBoxes::font(RosterSheet::namePoints, true).bold());
    }
};

QTEST_MAIN(tst_RosterSheet)
#include "tst_rostersheet.moc"
