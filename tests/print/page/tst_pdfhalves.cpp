#include "print/pdftext.h"

#include "page/pdfhalves.h"

#include <QMutex>
#include <QPainter>
#include <QPdfWriter>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>
#include <atomic>

using namespace Adc;
using Adc::Testing::pdfText;

namespace {

// Paints "Page N" on each page asked for; false when told to stop.
bool paintPages(QPdfWriter &writer, int from, int to, const PdfHalves::Going &going)
{
    QPainter painter(&writer);
    painter.setFont(PageBoxes::font(12));
    for (int page = from; page < to; ++page) {
        if (!going(page))
            return false;
        if (page > from)
            writer.newPage();
        painter.drawText(QPointF(300, 300), QStringLiteral("Page %1").arg(page + 1));
    }
    return true;
}

} // namespace

class tst_PdfHalves : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static void verifyPages(const QString &path, int count)
    {
        const QStringList pages = pdfText(path).split(QLatin1Char('\f'));
        QCOMPARE(pages.size() - 1, count);
        for (int page = 0; page < count; ++page) {
            const QString mark = QStringLiteral("Page %1").arg(page + 1);
            QVERIFY2(pages.at(page).trimmed() == mark, qPrintable(pages.at(page)));
        }
    }

private Q_SLOTS:
    // A long document: two halves, one on another thread, joined in order;
    // the progress comes on this thread and counts both halves.
    void halvesJoinedInOrder()
    {
        const int count = PdfHalves::apartFrom + 50;
        const QString path = m_dir.filePath(QStringLiteral("halves.pdf"));
        QMutex mutex;
        QList<QPair<int, int>> parts;
        QList<int> told;
        bool onThisThread = true;
        const Result<int> written = PdfHalves::write(
            path, PageBoxes::Paper::A4, QPageLayout::Portrait, QStringLiteral("Halves"), count,
            [&](QPdfWriter &writer, int from, int to, const PdfHalves::Going &going) {
                {
                    const QMutexLocker locker(&mutex);
                    parts.append({ from, to });
                }
                return paintPages(writer, from, to, going);
            },
            [&](int done, int pages) {
                onThisThread = onThisThread && QThread::currentThread() == thread();
                told.append(done);
                return done <= pages;
            });
        QVERIFY2(written, qPrintable(written.error()));
        QCOMPARE(*written, count);
        std::sort(parts.begin(), parts.end());
        QCOMPARE(parts, (QList<QPair<int, int>> { { 0, count / 2 }, { count / 2, count } }));
        QVERIFY(onThisThread);
        QCOMPARE(told.size(), count / 2);
        QVERIFY(std::is_sorted(told.begin(), told.end()));
        verifyPages(path, count);
    }

    // A short document is painted on one writer, at once.
    void shortOnOneWriter()
    {
        const QString path = m_dir.filePath(QStringLiteral("short.pdf"));
        QList<QPair<int, int>> parts;
        const Result<int> written = PdfHalves::write(
            path, PageBoxes::Paper::A4, QPageLayout::Portrait, QStringLiteral("Short"), 3,
            [&](QPdfWriter &writer, int from, int to, const PdfHalves::Going &going) {
                parts.append({ from, to });
                return paintPages(writer, from, to, going);
            });
        QVERIFY2(written, qPrintable(written.error()));
        QCOMPARE(parts, (QList<QPair<int, int>> { { 0, 3 } }));
        verifyPages(path, 3);
    }

    // A half the joiner cannot read (here, nothing painted at all) is not
    // written as it is: the whole document is painted again on one writer,
    // its progress counted from the start again.
    void unjoinableHalfPaintedAgainWhole()
    {
        const int count = PdfHalves::apartFrom + 10;
        const QString path = m_dir.filePath(QStringLiteral("again.pdf"));
        bool within = true;
        QMutex mutex;
        QList<QPair<int, int>> parts;
        const Result<int> written = PdfHalves::write(
            path, PageBoxes::Paper::A4, QPageLayout::Portrait, QStringLiteral("Again"), count,
            [&](QPdfWriter &writer, int from, int to, const PdfHalves::Going &going) {
                {
                    const QMutexLocker locker(&mutex);
                    parts.append({ from, to });
                }
                if (from == 0)
                    return paintPages(writer, from, to, going);
                // Asked of every page, painted on none.
                for (int page = from; page < to; ++page)
                    going(page);
                return true;
            },
            [&](int done, int pages) {
                within = within && done <= pages;
                return true;
            });
        QVERIFY2(written, qPrintable(written.error()));
        QVERIFY(within);
        QCOMPARE(parts.size(), 3);
        QVERIFY(parts.contains({ 0, count }));
        verifyPages(path, count);
    }

    // Cancelled from the progress: no file, and the other half, asked
    // after the cancel, stops too.
    void cancelledLeavesNoFile()
    {
        const int count = PdfHalves::apartFrom * 2;
        const QString path = m_dir.filePath(QStringLiteral("cancelled.pdf"));
        std::atomic<bool> cancelled { false };
        std::atomic<int> secondPainted { 0 };
        const Result<int> written = PdfHalves::write(
            path, PageBoxes::Paper::A4, QPageLayout::Portrait, QStringLiteral("Cancelled"), count,
            [&](QPdfWriter &writer, int from, int to, const PdfHalves::Going &going) {
                if (from == 0)
                    return paintPages(writer, from, to, going);
                return paintPages(writer, from, to, [&](int page) {
                    for (int waited = 0; !cancelled && waited < 10000; ++waited)
                        QThread::msleep(1);
                    const bool go = going(page);
                    secondPainted += go ? 1 : 0;
                    return go;
                });
            },
            [&](int done, int) {
                cancelled = done >= 10;
                return !cancelled;
            });
        QVERIFY(!written);
        QCOMPARE(written.error(), QStringLiteral("cancelled"));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(secondPainted.load(), 0);
    }
};

QTEST_MAIN(tst_PdfHalves)
#include "tst_pdfhalves.moc"
