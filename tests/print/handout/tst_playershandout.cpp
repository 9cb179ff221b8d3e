// The players' view handout: a page per side and one for the table display,
// each with its address as text, written whole and never over the battle.
#include "print/handout/playershandout.h"
#include "print/pdftext.h"
#include "testsuite.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace Adc;

class PlayersHandoutTest : public QObject
{
    Q_OBJECT

private:
    static QList<PlayersHandout::Page> pages()
    {
        return {
            { QStringLiteral("French"),
              QStringLiteral("http://192.168.1.20:8315/side/0123456789abcdef0123456789abcdef") },
            { QStringLiteral("Anglo-Allied"),
              QStringLiteral("http://192.168.1.20:8315/side/fedcba9876543210fedcba9876543210") },
            { QString(),
              QStringLiteral("http://192.168.1.20:8315/table/00112233445566778899aabbccddeeff") },
        };
    }

private Q_SLOTS:
    void aPagePerSideWithItsAddress()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("players.pdf"));
        const PlayersHandout handout(QStringLiteral("Quatre Bras"), pages());
        const Result<int> written
            = handout.writePdf(path, PageBoxes::Paper::A4, dir.filePath(QStringLiteral("qb.adc")));
        QVERIFY2(written, qPrintable(written.error()));
        QCOMPARE(*written, 3);
        const QString text = Testing::pdfText(path);
        const QStringList sheets = text.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
        QCOMPARE(sheets.size(), 3);
        for (qsizetype i = 0; i < sheets.size(); ++i) {
            QVERIFY2(sheets.at(i).contains(pages().at(i).address), qPrintable(sheets.at(i)));
            QVERIFY(sheets.at(i).contains(QStringLiteral("Quatre Bras")));
            // No page shows another page's address.
            for (qsizetype j = 0; j < sheets.size(); ++j) {
                if (j != i)
                    QVERIFY(!sheets.at(i).contains(pages().at(j).address));
            }
        }
        QVERIFY(sheets.at(0).contains(QStringLiteral("French")));
        QVERIFY(sheets.at(1).contains(QStringLiteral("Anglo-Allied")));
        QVERIFY(sheets.at(2).contains(QStringLiteral("Table display")));
        QVERIFY(sheets.at(0).contains(QStringLiteral("Keep this address to your side")));
        // Only the PDF is left in the folder: no temporary copy.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 QStringList { QStringLiteral("players.pdf") });
    }

    void neverOverTheBattle_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::newRow("the battle itself") << QString();
        QTest::newRow("its write-ahead log") << QStringLiteral("-wal");
    }
    void neverOverTheBattle()
    {
        QFETCH(QString, suffix);
        QTemporaryDir dir;
        const QString battle = dir.filePath(QStringLiteral("qb.adc"));
        QFile file(battle + suffix);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("battle");
        file.close();
        const Result<int> written = PlayersHandout(QStringLiteral("Quatre Bras"), pages())
                                        .writePdf(battle + suffix, PageBoxes::Paper::A4, battle);
        QVERIFY(!written);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("battle"));
    }

    void aFailedWriteLeavesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("missing/players.pdf"));
        const Result<int> written
            = PlayersHandout(QStringLiteral("Quatre Bras"), pages())
                  .writePdf(path, PageBoxes::Paper::A4, dir.filePath(QStringLiteral("qb.adc")));
        QVERIFY(!written);
        QVERIFY2(written.error().contains(QDir::toNativeSeparators(path)),
                 qPrintable(written.error()));
        QVERIFY(
            QDir(dir.path()).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot).isEmpty());
    }
};

ADC_TEST_MAIN(PlayersHandoutTest)
#include "tst_playershandout.moc"
