#include "db/battlefixture.h"
#include "print/measuringwriter.h"

#include "roster/rostersheet.h"

#include <QtTest>

using namespace Adc;
using Adc::Testing::MeasuringWriter;

// How the roster sheet lays brigades out on pages, measured on a PDF writer
// in memory, and the sizes that keep it readable at arm's length.
class tst_RosterLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
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
        source.brigades
            = { BrigadeRecord { 1, QStringLiteral("Blue"), QStringLiteral("First"), {}, 0 },
                BrigadeRecord { 2, QStringLiteral("Blue"), QStringLiteral("Second"), {}, 1 } };
        qint64 id = 1;
        for (int i = 0; i < first + second; ++i) {
            UnitRecord unit = Fixture::infantry(
                QStringLiteral("Battalion %1").arg(i + 1), QStringLiteral("Blue"),
                i < first ? QStringLiteral("First") : QStringLiteral("Second"));
            unit.id = id++;
            source.units.append(unit);
        }
        const RosterSheet sheet(source, RosterSheet::Options());
        MeasuringWriter measuring(PageBoxes::Paper::A4);
        const RosterSheet::Layout layout = sheet.layout(&measuring.writer);

        double heightFirst = RosterSheet::brigadeHeaderHeight;
        double heightSecond = RosterSheet::brigadeHeaderHeight;
        for (int i = 0; i < source.units.size(); ++i)
            (i < first ? heightFirst : heightSecond)
                += sheet.unitHeight(source.units.at(i), &measuring.writer, layout.pageWidth);
        const double body = layout.pageHeight - RosterSheet::pageHeaderHeight;
        QVERIFY2(heightFirst <= body && heightSecond <= body, "each brigade fits on a page");
        // The case the row names: whether both together overflow the page.
        QCOMPARE(heightFirst + heightSecond > body, secondOnNewPage);

        QCOMPARE(layout.pagesOfBrigade(QStringLiteral("Blue"), QStringLiteral("First")),
                 QList<int> { 0 });
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
        source.brigades
            = { BrigadeRecord { 1, QStringLiteral("Blue"), QStringLiteral("Huge"), {}, 0 } };
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

QTEST_MAIN(tst_RosterLayout)
#include "tst_rosterlayout.moc"
