#include "print/card/referencecard.h"
#include "print/pdftext.h"
#include "testsuite.h"

#include <QJsonValue>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace Adc;
using Adc::Testing::pdfText;

// The reference card as a sheet: its pages on each paper, and nothing on it
// that is the program's own bookkeeping.
class tst_CardSheet : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void oneSheetNoTags_data()
    {
        QTest::addColumn<QString>("paper");
        QTest::addColumn<bool>("changed");
        QTest::newRow("A4, house rulings") << QStringLiteral("a4") << false;
        QTest::newRow("Letter, house rulings") << QStringLiteral("letter") << false;
        QTest::newRow("A4, rulings changed") << QStringLiteral("a4") << true;
        QTest::newRow("Letter, rulings changed") << QStringLiteral("letter") << true;
    }

    // One sheet, two sides; nothing on it the umpire would have to look up:
    // no source tags, file names or the tables' ids.
    void oneSheetNoTags()
    {
        QFETCH(QString, paper);
        QFETCH(bool, changed);
        Rulings rulings;
        if (changed) {
            QVERIFY(rulings.setValue(QStringLiteral("scrounging-modifier"), QJsonValue(-5)).ok());
            QVERIFY(
                rulings.setValue(QStringLiteral("redoubt-parapet-for-artillery"), QJsonValue(false))
                    .ok());
        }
        const QString path
            = m_dir.filePath(QStringLiteral("card-%1-%2.pdf").arg(paper).arg(changed));
        const Result<int> written = ReferenceCard(rulings, QStringLiteral("Quatre Bras"))
                                        .writePdf(path, *PageBoxes::paperFromName(paper));
        QVERIFY2(written, qPrintable(written.error()));
        QCOMPARE(*written, 2);
        const QString text = pdfText(path);
        QCOMPARE(text.count(QLatin1Char('\f')), 2);
        const QRegularExpression tags(QStringLiteral(
            "seed \\d|\\.md\\b|\\.json\\b|\\bltf\\b|\\bbua\\b|ruling [a-z]+-[a-z]|"
            "\\b[a-z]+-[a-z]+(-[a-z]+)? [+-]\\d|scrounging-modifier|redoubt-parapet"));
        const QRegularExpressionMatch found = tags.match(text);
        QVERIFY2(!found.hasMatch(), qPrintable(found.captured()));
    }

    void everySection_data()
    {
        QTest::addColumn<QString>("paper");
        QTest::newRow("A4") << QStringLiteral("a4");
        QTest::newRow("Letter") << QStringLiteral("letter");
    }

    // Every section the umpire carries to the table, each under its own
    // heading line, on one sheet of two sides.
    void everySection()
    {
        QFETCH(QString, paper);
        const QString path = m_dir.filePath(QStringLiteral("sections-%1.pdf").arg(paper));
        const Result<int> written = ReferenceCard(Rulings(), QStringLiteral("Quatre Bras"))
                                        .writePdf(path, *PageBoxes::paperFromName(paper));
        QVERIFY2(written, qPrintable(written.error()));
        QCOMPARE(*written, 2);
        QStringList lines;
        for (const QString &line : pdfText(path).split(QLatin1Char('\n')))
            lines.append(line.simplified());
        const QStringList headings {
            QStringLiteral("Fire combat chart (casualty steps)"),
            QStringLiteral("Range bands of every weapon (inches, modifier)"),
            QStringLiteral("Fire modifiers"),
            QStringLiteral("Fire discipline chart and class dice"),
            QStringLiteral("Charge procedure"),
            QStringLiteral("Casualties and recovery"),
            QStringLiteral("Ammunition and boxcars"),
            QStringLiteral("Replenishment and scrounging"),
            QStringLiteral("Smoke"),
            QStringLiteral("Ricochet"),
            QStringLiteral("Towns"),
            QStringLiteral("Terrain and morale"),
            QStringLiteral("Rulings of this battle"),
        };
        int previous = -1;
        for (const QString &heading : headings) {
            const int at = int(lines.indexOf(heading));
            QVERIFY2(at >= 0, qPrintable(heading));
            QVERIFY2(at > previous, qPrintable(heading + QStringLiteral(" out of order")));
            previous = at;
        }
        QVERIFY(lines.first().endsWith(QStringLiteral("Quatre Bras")));
    }
};

ADC_TEST_MAIN(tst_CardSheet)
#include "tst_cardsheet.moc"
