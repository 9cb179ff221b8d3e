#include "db/battlefixture.h"
#include "print/pdftext.h"

#include "print/report/afteractionreport.h"
#include "testsuite.h"

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

using namespace Adc;
using Adc::Testing::pdfText;
using namespace Adc::Fixture;

// The report's lines as the umpire reads them: losses by side, brigade and
// unit; every roll's faces, purpose and outcome, in the PDF and in the CSV;
// and a stopped export that leaves no file.
class tst_ReportLines : public QObject
{
    Q_OBJECT

private:
    // Made in initTestCase, where a failure to make it fails the class.
    std::unique_ptr<TestBattle> m_battle;
    qint64 m_highlanders = 0;
    qint64 m_line = 0;

    static QStringList squeezed(const QString &text)
    {
        QStringList lines;
        for (const QString &line : text.split(QLatin1Char('\n')))
            lines.append(line.simplified());
        return lines;
    }

    // One CSV line as fields: quoted fields may hold commas and doubled quotes.
    static QStringList fields(const QString &line)
    {
        QStringList result { QString() };
        bool quoted = false;
        for (int i = 0; i < line.size(); ++i) {
            const QChar c = line.at(i);
            if (c == QLatin1Char('"') && quoted && i + 1 < line.size()
                && line.at(i + 1) == QLatin1Char('"'))
                result.last() += line.at(++i);
            else if (c == QLatin1Char('"'))
                quoted = !quoted;
            else if (c == QLatin1Char(',') && !quoted)
                result.append(QString());
            else
                result.last() += c;
        }
        return result;
    }

    // The CSV's header and the rows whose "record" is `record`.
    static QList<QStringList> csvRows(const QByteArray &csv, const QString &record,
                                      QStringList *header)
    {
        const QStringList lines
            = QString::fromUtf8(csv).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        *header = fields(lines.first());
        QList<QStringList> rows;
        for (const QString &line : lines) {
            if (line.startsWith(record + QLatin1Char(',')))
                rows.append(fields(line));
        }
        return rows;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_battle = std::make_unique<TestBattle>();
        QVERIFY(m_battle->isValid());
        m_line = m_battle->add(
            infantry(QStringLiteral("1st Line"), QStringLiteral("Blue"), QStringLiteral("Ney")));
        m_battle->add(
            infantry(QStringLiteral("2nd Line"), QStringLiteral("Blue"), QStringLiteral("Ney")));
        m_highlanders = m_battle->add(infantry(QStringLiteral("Highlanders"), QStringLiteral("Red"),
                                               QStringLiteral("Pack"), 15));
        // A fire of 1st Line with a typed die, 3" away (medium band), then a
        // discipline roll typed in without its dice.
        QVERIFY((*m_battle)
                    ->apply({ { QStringLiteral("action"), QStringLiteral("fire") },
                              { QStringLiteral("firers"), QJsonArray { m_line } },
                              { QStringLiteral("target"), m_highlanders },
                              { QStringLiteral("range"), 1 },
                              { QStringLiteral("ap"), 2 },
                              { QStringLiteral("die"), 9 } })
                    .ok());
        QVERIFY((*m_battle)
                    ->apply({ { QStringLiteral("action"), QStringLiteral("discipline") },
                              { QStringLiteral("unit"), m_highlanders },
                              { QStringLiteral("roll"), 4 } })
                    .ok());
    }
    void cleanupTestCase() { m_battle.reset(); }

    // Each unit has its own line under its brigade's, with the castings it
    // lost and the AP it spent.
    void lossesByUnit()
    {
        const AfterActionReport report = AfterActionReport::fromBattle(*m_battle->battle);
        const UnitRecord hit = m_battle->unit(m_highlanders);
        QVERIFY(hit.castings < hit.castingsInitial || hit.steps > 0);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("report.pdf"));
        const Result<int> written = report.writePdf(path, PageBoxes::Paper::A4);
        QVERIFY2(written, qPrintable(written.error()));
        const QStringList lines = squeezed(pdfText(path));
        // Unit, castings at start, now, lost, steps held, AP spent, fires.
        const QString highlanders = QStringLiteral("Highlanders %1 %2 %3 %4 0 0")
                                        .arg(hit.castingsInitial)
                                        .arg(hit.castings)
                                        .arg(hit.castingsInitial - hit.castings)
                                        .arg(hit.steps);
        const QString line = QStringLiteral("1st Line 12 12 0 0 2 1");
        QVERIFY2(lines.contains(highlanders) || lines.join(QLatin1Char('|')).contains(highlanders),
                 qPrintable(highlanders));
        QVERIFY2(lines.join(QLatin1Char('|')).contains(line), qPrintable(line));
        const int pack = int(lines.indexOf(QRegularExpression(QStringLiteral("Pack .*"))));
        const int unit = int(lines.indexOf(QRegularExpression(QStringLiteral("Highlanders .*"))));
        QVERIFY(pack >= 0 && unit > pack);
    }

    // The CSV's roll rows carry the faces (a typed total says so) and the
    // outcome in words, the same as the PDF's roll log.
    void csvOutcome()
    {
        const AfterActionReport report = AfterActionReport::fromBattle(*m_battle->battle);
        QStringList header;
        const QList<QStringList> rolls = csvRows(report.csv(), QStringLiteral("roll"), &header);
        const int outcome = int(header.indexOf(QStringLiteral("outcome")));
        const int faces = int(header.indexOf(QStringLiteral("faces")));
        QVERIFY(outcome >= 0 && faces >= 0);
        QCOMPARE(rolls.size(), report.rolls().size());
        for (int i = 0; i < rolls.size(); ++i) {
            QVERIFY2(!rolls.at(i).value(faces).isEmpty(),
                     qPrintable(rolls.at(i).join(QLatin1Char(','))));
            QCOMPARE(rolls.at(i).value(outcome), report.rolls().at(i).outcome);
        }
        // The fire die is one d10: its face is the die the umpire typed.
        QCOMPARE(rolls.first().value(faces), QStringLiteral("9, typed"));
        QVERIFY2(rolls.first().value(outcome).contains(QStringLiteral("casualty step")),
                 qPrintable(rolls.first().value(outcome)));
        QCOMPARE(rolls.last().value(faces), QStringLiteral("typed 4"));
        QVERIFY2(rolls.last().value(outcome).contains(QStringLiteral("firefight")),
                 qPrintable(rolls.last().value(outcome)));
    }

    // An export told to stop leaves no file, PDF or CSV.
    void stoppedExportLeavesNoFile()
    {
        const AfterActionReport report = AfterActionReport::fromBattle(*m_battle->battle);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("stopped.pdf"));
        const QString csv = dir.filePath(QStringLiteral("stopped.csv"));
        int asked = 0;
        const auto stop = [&asked](int, int) {
            ++asked;
            return false;
        };
        QVERIFY(!report.writePdf(pdf, PageBoxes::Paper::A4, stop));
        QVERIFY(!report.writeCsv(csv, stop));
        QCOMPARE(asked, 2);
        QVERIFY(!QFile::exists(pdf));
        QVERIFY(!QFile::exists(csv));
        QVERIFY(report.writeCsv(csv, [](int, int) { return true; }));
        QVERIFY(QFile::exists(csv));
    }
};

ADC_TEST_MAIN(tst_ReportLines)
#include "tst_reportlines.moc"
