#include "db/battlefixture.h"
#include "print/pdftext.h"

#include "battle/battle.h"
#include "command/commandline.h"
#include "page/pdfhalves.h"
#include "roster/rostersheet.h"

#include <QPdfWriter>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <cstdio>

using namespace Adc;
using Adc::Testing::pdfText;

// A long roster is painted in two halves at once and joined (PdfHalves):
// the file must read as the same sheets painted on one writer.
class tst_RosterHalves : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    RosterSheet::Source m_source;

    static QString pdfErrors(const QString &path)
    {
        QProcess process;
        process.start(QStringLiteral("pdfinfo"), { path });
        process.waitForFinished(60000);
        return QString::fromUtf8(process.readAllStandardError());
    }

private Q_SLOTS:
    // The sample's 78 units 48 times over, each copy in brigades of its
    // own: over the pages painted in halves.
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString sample = m_dir.filePath(QStringLiteral("sample.adc"));
        std::FILE *null = std::fopen("/dev/null", "w");
        QVERIFY(null);
        const int code = CommandLine::run(
            { QStringLiteral("sample"), QStringLiteral("--db"), sample }, stdin, null, stderr);
        std::fclose(null);
        QCOMPARE(code, 0);
        QString error;
        std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(sample), &error);
        QVERIFY2(battle, qPrintable(error));
        const RosterSheet::Source one = RosterSheet::sourceOf(*battle);
        m_source = one;
        m_source.units.clear();
        m_source.brigades.clear();
        for (int copy = 1; copy <= 48; ++copy) {
            const QString suffix = QStringLiteral(" (%1)").arg(copy);
            for (BrigadeRecord brigade : one.brigades) {
                brigade.name += suffix;
                m_source.brigades.append(brigade);
            }
            for (UnitRecord unit : one.units) {
                unit.id += 1000 * copy;
                unit.name += suffix;
                unit.brigade += suffix;
                m_source.units.append(unit);
            }
        }
    }

    void sameSheetsAsOneWriter()
    {
        const RosterSheet sheet(m_source, RosterSheet::Options());
        const QString halves = m_dir.filePath(QStringLiteral("halves.pdf"));
        const Result<int> written = sheet.writePdf(halves);
        QVERIFY2(written, qPrintable(written.error()));
        QVERIFY2(*written >= PdfHalves::apartFrom, qPrintable(QString::number(*written)));
        QCOMPARE(pdfErrors(halves), QString());

        const QString whole = m_dir.filePath(QStringLiteral("whole.pdf"));
        {
            QPdfWriter writer(whole);
            PageBoxes::setUp(writer, PageBoxes::Paper::A4, QPageLayout::Landscape);
            QCOMPARE(sheet.paint(&writer), *written);
        }
        const QString text = pdfText(halves);
        QCOMPARE(text.count(QLatin1Char('\f')), *written);
        QCOMPARE(text, pdfText(whole));
        // The pages run in order across the join: page N of the total on
        // the Nth page.
        const QStringList pages = text.split(QLatin1Char('\f'));
        for (int page : { 1, *written / 2, *written / 2 + 1, *written }) {
            const QString mark = QStringLiteral("page %1 of %2").arg(page).arg(*written);
            QVERIFY2(pages.at(page - 1).contains(mark), qPrintable(mark));
        }
        for (const UnitRecord &unit : m_source.units)
            QVERIFY2(text.contains(unit.name), qPrintable(unit.name));
    }

    // Progress comes on this thread, counts both halves' pages and only
    // grows; stopping it part way leaves no file and says so.
    void progressAndCancel()
    {
        const RosterSheet sheet(m_source, RosterSheet::Options());
        const QString path = m_dir.filePath(QStringLiteral("cancelled.pdf"));
        QList<int> told;
        int total = 0;
        bool within = true;
        const Result<int> written = sheet.writePdf(path, [&](int done, int pages) {
            within = within && done <= pages;
            told.append(done);
            total = pages;
            return done < pages / 3;
        });
        QVERIFY(!written);
        QCOMPARE(written.error(), QStringLiteral("cancelled"));
        QVERIFY(!QFile::exists(path));
        QVERIFY(within);
        QVERIFY(total >= PdfHalves::apartFrom);
        QCOMPARE(told.first(), 0);
        QVERIFY(std::is_sorted(told.begin(), told.end()));
        QVERIFY(told.last() >= total / 3);
        QVERIFY(told.last() < total / 2 + total / 3);
    }
};

QTEST_MAIN(tst_RosterHalves)
#include "tst_rosterhalves.moc"
