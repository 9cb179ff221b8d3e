#include "db/battlefixture.h"
#include "print/measuringwriter.h"

#include "print/roster/rostergrid.h"
#include "print/roster/rostersheet.h"
#include "testsuite.h"

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
        QTest::newRow("3 and 3 units") << 3 << 3;
        QTest::newRow("12 and 10 units") << 12 << 10;
        QTest::newRow("20 and 9 units") << 20 << 9;
        QTest::newRow("22 and 14 units") << 22 << 14;
    }

    // Brigades run on: the second starts right under the first when its head
    // and a unit fit there, and goes on to the next page, marked continued,
    // only when the page is full. No unit is cut.
    void brigadeBreaks()
    {
        QFETCH(int, first);
        QFETCH(int, second);
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
        MeasuringWriter measuring(PageBoxes::Paper::A4, QPageLayout::Landscape);
        const RosterSheet::Layout layout = sheet.layout(&measuring.writer);
        const QList<double> heights = sheet.unitHeights(&measuring.writer);

        // Where the second brigade must start, worked out from the heights.
        double y = layout.bodyTop + RosterSheet::brigadeHeaderHeight;
        int page = 0;
        for (int i = 0; i < first; ++i) {
            if (y + heights.at(i) > layout.pageHeight + 0.01) {
                ++page;
                y = layout.bodyTop + RosterSheet::brigadeHeaderHeight;
            }
            y += heights.at(i);
        }
        const bool secondOnNewPage
            = y + RosterSheet::brigadeHeaderHeight + heights.at(first) > layout.pageHeight + 0.01;
        const int secondPage = page + (secondOnNewPage ? 1 : 0);
        QCOMPARE(layout.pagesOfBrigade(QStringLiteral("Blue"), QStringLiteral("Second")).first(),
                 secondPage);
        for (int p = 0; p < layout.pages.size(); ++p) {
            for (const RosterSheet::Block &block : layout.pages.at(p).blocks) {
                QVERIFY(block.top + block.height <= layout.pageHeight + 0.01);
                QCOMPARE(block.continued,
                         p > 0 && block.top == layout.bodyTop
                             && (block.brigade != QLatin1String("Second") || p > secondPage));
            }
        }
        int printed = 0;
        for (const RosterSheet::Page &p : layout.pages) {
            for (const RosterSheet::Block &block : p.blocks)
                printed += block.units.size();
        }
        QCOMPARE(printed, first + second);
        // No page is started without need: each page but the last is full
        // up to less than the next unit.
        for (int p = 0; p + 1 < layout.pages.size(); ++p) {
            const RosterSheet::Block &last = layout.pages.at(p).blocks.last();
            const RosterSheet::Block &next = layout.pages.at(p + 1).blocks.first();
            const double room = layout.pageHeight - (last.top + last.height);
            const double need = heights.at(next.units.first())
                + (next.continued ? 0.0 : RosterSheet::brigadeHeaderHeight);
            QVERIFY(room < need);
        }
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

    // Readable on the table: text 7.5 pt or more, names bold and larger,
    // boxes 3 mm or more.
    void readableSizes()
    {
        QVERIFY(RosterSheet::bodyPoints >= 7.5);
        QVERIFY(RosterSheet::namePoints > RosterSheet::bodyPoints);
        QVERIFY(RosterGrid::boxSize >= 3.0);
        QVERIFY(RosterGrid::boxPitch > RosterGrid::boxSize);
        QVERIFY(RosterGrid::linePitch > RosterGrid::boxSize);
        QVERIFY(RosterGrid::cwPitch > RosterGrid::cwBoxWidth);
        QVERIFY(PageBoxes::font(RosterSheet::namePoints, true).bold());
    }
};

ADC_TEST_MAIN(tst_RosterLayout)
#include "tst_rosterlayout.moc"
