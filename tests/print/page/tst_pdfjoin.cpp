#include "print/pdftext.h"

#include "page/pageboxes.h"
#include "page/pdfjoin.h"

#include <QBuffer>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace Adc;
using Adc::Testing::pdfText;

namespace {

// A PDF from QPdfWriter of one page for each text, in the sheets' font
// (`bold` for a second font, so a part holds two subsets).
QByteArray document(const QStringList &pages, bool bold = false)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    PageBoxes::setUp(writer, PageBoxes::Paper::A4, QPageLayout::Portrait);
    writer.setTitle(QStringLiteral("Title of %1").arg(pages.first()));
    QPainter painter(&writer);
    for (int i = 0; i < pages.size(); ++i) {
        if (i > 0)
            writer.newPage();
        painter.setFont(PageBoxes::font(12));
        painter.drawText(QPointF(200, 400), pages.at(i));
        painter.setFont(PageBoxes::font(12, bold));
        painter.drawText(QPointF(200, 800), QStringLiteral("%1 again").arg(pages.at(i)));
        painter.drawRect(QRectF(100, 1000, 500, 300));
    }
    painter.end();
    return bytes;
}

// What poppler says of a file: its page count, and any complaint.
QString pdfInfo(const QString &path, QString *errors)
{
    QProcess process;
    process.start(QStringLiteral("pdfinfo"), { path });
    process.waitForFinished(60000);
    *errors = QString::fromUtf8(process.readAllStandardError());
    return QString::fromUtf8(process.readAllStandardOutput());
}

int pagesOf(const QString &info)
{
    const QRegularExpressionMatch match
        = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

QStringList subsetNames(const QString &path)
{
    QProcess process;
    process.start(QStringLiteral("pdffonts"), { path });
    process.waitForFinished(60000);
    QStringList names;
    const QStringList lines = QString::fromUtf8(process.readAllStandardOutput()).split(u'\n');
    for (const QString &line : lines.mid(2)) {
        if (!line.trimmed().isEmpty())
            names.append(line.section(u' ', 0, 0));
    }
    return names;
}

QStringList tagsIn(const QByteArray &pdf)
{
    QStringList tags;
    const QRegularExpression fontName(QStringLiteral("/FontName /([A-Z]{6})\\+"));
    auto found = fontName.globalMatch(QString::fromLatin1(pdf));
    while (found.hasNext())
        tags.append(found.next().captured(1));
    return tags;
}

} // namespace

class tst_PdfJoin : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // The bytes in a file of the test's folder; its path, empty on failure.
    QString saved(const QByteArray &bytes, const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            return QString();
        return path;
    }

private Q_SLOTS:
    void pagesInOrder()
    {
        const QByteArray first
            = document({ QStringLiteral("Alpha one"), QStringLiteral("Alpha two") });
        const QByteArray second
            = document({ QStringLiteral("Bravo one"), QStringLiteral("Bravo two"),
                         QStringLiteral("Bravo three") },
                       true);
        const QByteArray third = document({ QStringLiteral("Charlie one") });
        const Result<QByteArray> joined = PdfJoin::join({ first, second, third });
        QVERIFY2(joined, qPrintable(joined.error()));

        const QString path = saved(*joined, QStringLiteral("joined.pdf"));
        QVERIFY(!path.isEmpty());

        QString errors;
        const QString info = pdfInfo(path, &errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors));
        QCOMPARE(pagesOf(info), 6);
        // The first part's title stays; the others' are dropped.
        QVERIFY2(info.contains(QStringLiteral("Title of Alpha one")), qPrintable(info));

        const QStringList pages = pdfText(path).split(u'\f');
        const QStringList expected { QStringLiteral("Alpha one"),   QStringLiteral("Alpha two"),
                                     QStringLiteral("Bravo one"),   QStringLiteral("Bravo two"),
                                     QStringLiteral("Bravo three"), QStringLiteral("Charlie one") };
        for (int i = 0; i < expected.size(); ++i) {
            QVERIFY2(pages.value(i).contains(expected.at(i)), qPrintable(pages.value(i)));
            QVERIFY2(pages.value(i).contains(expected.at(i) + QStringLiteral(" again")),
                     qPrintable(pages.value(i)));
        }

        // Each part's subsets keep distinct tags: the parts' subsets of the
        // same font hold different glyphs.
        const QStringList tags = tagsIn(*joined);
        QCOMPARE(tags.size(), tagsIn(first).size() + tagsIn(second).size() + tagsIn(third).size());
        QCOMPARE(QSet<QString>(tags.begin(), tags.end()).size(), tags.size());
        QCOMPARE(subsetNames(path).size(), tags.size());
    }

    void oneDocumentIsItself()
    {
        const QByteArray only = document({ QStringLiteral("Alone") });
        const Result<QByteArray> joined = PdfJoin::join({ only });
        QVERIFY2(joined, qPrintable(joined.error()));
        const QString path = saved(*joined, QStringLiteral("one.pdf"));
        QVERIFY(!path.isEmpty());
        QString errors;
        QCOMPARE(pagesOf(pdfInfo(path, &errors)), 1);
        QVERIFY2(errors.isEmpty(), qPrintable(errors));
        QVERIFY(pdfText(path).contains(QStringLiteral("Alone")));
    }

    void refusesWhatItCannotRead_data()
    {
        QTest::addColumn<QByteArray>("second");
        QTest::addColumn<QString>("why");
        const QByteArray good = document({ QStringLiteral("Good") });
        QTest::newRow("not a PDF")
            << QByteArray("hello") << QStringLiteral("no cross-reference table");
        QTest::newRow("cut short")
            << good.left(good.size() / 2) << QStringLiteral("no cross-reference table");
        QByteArray moved = good;
        const qsizetype xref = moved.lastIndexOf("xref\n0 ");
        moved.replace(xref + 30, 10, "0000000001");
        QTest::newRow("an object misplaced") << moved << QStringLiteral("misplaced");
        QByteArray freed = good;
        freed[xref + 30 + 17] = 'f';
        QTest::newRow("an object not in use") << freed << QStringLiteral("not in use");
    }

    void refusesWhatItCannotRead()
    {
        QFETCH(QByteArray, second);
        QFETCH(QString, why);
        const Result<QByteArray> joined
            = PdfJoin::join({ document({ QStringLiteral("First") }), second });
        QVERIFY(!joined);
        QVERIFY2(joined.error().contains(QStringLiteral("part 2")), qPrintable(joined.error()));
        QVERIFY2(joined.error().contains(why), qPrintable(joined.error()));
    }
};

QTEST_MAIN(tst_PdfJoin)
#include "tst_pdfjoin.moc"
