// adc print, adc card and adc report: the files they write, their answers,
// and their exit codes (docs/contract.md: 2 for bad arguments with one line
// "adc: FIELD: ...", 1 for a file that cannot be read or written, and then
// nothing is left behind).

#include "cli/adcrunner.h"
#include "pdfprobe.h"
#include "testsuite.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using AdcTest::adc;
using AdcTest::Run;
using namespace PdfProbe;

class tst_PrintCommands : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_db;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    QStringList units(const QString &side) const
    {
        const Run listed = adc({ QStringLiteral("units"), QStringLiteral("--db"), m_db });
        QStringList names;
        for (const QJsonValue &unit : QJsonDocument::fromJson(listed.out).array()) {
            if (side.isEmpty() || unit[QStringLiteral("side")].toString() == side)
                names.append(unit[QStringLiteral("name")].toString());
        }
        return names;
    }

    QStringList sides() const
    {
        const Run listed = adc({ QStringLiteral("units"), QStringLiteral("--db"), m_db });
        QStringList names;
        for (const QJsonValue &unit : QJsonDocument::fromJson(listed.out).array()) {
            if (!names.contains(unit[QStringLiteral("side")].toString()))
                names.append(unit[QStringLiteral("side")].toString());
        }
        return names;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = path(QStringLiteral("sample.adc"));
        const Run sample = adc({ QStringLiteral("sample"), QStringLiteral("--db"), m_db });
        QVERIFY2(sample.exitCode == 0, sample.err.constData());
    }

    void printWritesRosterSheets_data()
    {
        QTest::addColumn<QString>("paper");
        QTest::addColumn<QString>("pageSize");
        QTest::newRow("a4 by default") << QString() << QStringLiteral("(A4)");
        QTest::newRow("a4") << QStringLiteral("a4") << QStringLiteral("(A4)");
        QTest::newRow("letter") << QStringLiteral("letter") << QStringLiteral("(letter)");
    }

    void printWritesRosterSheets()
    {
        QFETCH(QString, paper);
        QFETCH(QString, pageSize);
        const QString out = path(QStringLiteral("roster-%1.pdf")
                                     .arg(paper.isEmpty() ? QStringLiteral("default") : paper));
        QStringList arguments { QStringLiteral("print"), QStringLiteral("--db"), m_db,
                                QStringLiteral("--pdf"), out };
        if (!paper.isEmpty())
            arguments << QStringLiteral("--paper") << paper;
        const Run run = adc(arguments);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.err.isEmpty());
        QVERIFY(isPdf(out));
        const QJsonObject answer = run.object();
        QCOMPARE(answer.value(QStringLiteral("pdf")).toString(), out);
        const int pages = answer.value(QStringLiteral("pages")).toInt();
        QVERIFY(pages > 1);
        const QString info = pdfInfo(out);
        QVERIFY2(info.contains(pageSize), qPrintable(info));
        QVERIFY(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\n").arg(pages))));
        const QString text = pdfText(out);
        for (const QString &name : units(QString()))
            QVERIFY2(text.contains(name), qPrintable(name));
    }

    void printOneSide()
    {
        const QStringList all = sides();
        QCOMPARE(all.size(), 2);
        const QString out = path(QStringLiteral("roster-side.pdf"));
        const Run run = adc({ QStringLiteral("print"), QStringLiteral("--db"), m_db,
                              QStringLiteral("--pdf"), out, QStringLiteral("--side"), all.at(1) });
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QString text = pdfText(out);
        for (const QString &name : units(all.at(1)))
            QVERIFY2(text.contains(name), qPrintable(name));
        for (const QString &name : units(all.at(0)))
            QVERIFY2(!text.contains(name), qPrintable(name));
        QCOMPARE(run.object().value(QStringLiteral("units")).toInt(), units(all.at(1)).size());
    }

    void cardWithHouseRulings()
    {
        const QString out = path(QStringLiteral("card.pdf"));
        const Run run = adc({ QStringLiteral("card"), QStringLiteral("--pdf"), out });
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(isPdf(out));
        const QString text = pdfText(out);
        QVERIFY(text.contains(QStringLiteral("Fire combat chart")));
        QVERIFY(text.contains(QStringLiteral("Scrounging ammunition")));
        QVERIFY(text.contains(QRegularExpression(QStringLiteral("Scrounging ammunition\\s+-3"))));
    }

    // With --db the card shows that battle's rulings.
    void cardWithTheBattlesRulings()
    {
        const QString db = path(QStringLiteral("rulings.adc"));
        QVERIFY(adc({ QStringLiteral("sample"), QStringLiteral("--db"), db }).exitCode == 0);
        const Run set
            = adc({ QStringLiteral("apply"), QStringLiteral("--db"), db },
                  "{\"action\": \"set-rulings\", \"rulings\": {\"scrounging-modifier\": -5}}\n");
        QVERIFY2(set.exitCode == 0, set.err.constData());
        QVERIFY2(set.out.contains("\"ok\":true"), set.out.constData());
        const QString out = path(QStringLiteral("card-rulings.pdf"));
        const Run run
            = adc({ QStringLiteral("card"), QStringLiteral("--pdf"), out, QStringLiteral("--db"),
                    db, QStringLiteral("--paper"), QStringLiteral("letter") });
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QString text = pdfText(out);
        QVERIFY(text.contains(QRegularExpression(QStringLiteral("Scrounging ammunition\\s+-5"))));
        QVERIFY(!text.contains(QRegularExpression(QStringLiteral("Scrounging ammunition\\s+-3"))));
        QCOMPARE(run.object()
                     .value(QStringLiteral("rulings"))
                     .toObject()
                     .value(QStringLiteral("scrounging-modifier"))
                     .toInt(),
                 -5);
        QVERIFY(pdfInfo(out).contains(QStringLiteral("(letter)")));
    }

    void reportPdfAndCsv()
    {
        const QString db = path(QStringLiteral("report.adc"));
        QVERIFY(adc({ QStringLiteral("sample"), QStringLiteral("--db"), db }).exitCode == 0);
        const QJsonArray list
            = QJsonDocument::fromJson(
                  adc({ QStringLiteral("units"), QStringLiteral("--db"), db }).out)
                  .array();
        const QJsonObject first = list.first().toObject();
        QJsonObject target;
        for (const QJsonValue &unit : list) {
            if (unit[QStringLiteral("side")] != first[QStringLiteral("side")]
                && unit[QStringLiteral("arm")] == QStringLiteral("infantry")) {
                target = unit.toObject();
                break;
            }
        }
        QVERIFY(!target.isEmpty());
        const QByteArray action
            = QJsonDocument(
                  QJsonObject {
                      { QStringLiteral("action"), QStringLiteral("fire") },
                      { QStringLiteral("firers"), QJsonArray { first[QStringLiteral("id")] } },
                      { QStringLiteral("target"), target[QStringLiteral("id")] },
                      { QStringLiteral("range"), 1 },
                      { QStringLiteral("die"), 9 } })
                  .toJson(QJsonDocument::Compact)
            + '\n';
        const Run applied = adc({ QStringLiteral("apply"), QStringLiteral("--db"), db }, action);
        QVERIFY2(applied.out.contains("\"ok\":true"), applied.out.constData());

        const QString pdf = path(QStringLiteral("report.pdf"));
        const QString csv = path(QStringLiteral("report.csv"));
        const Run run = adc({ QStringLiteral("report"), QStringLiteral("--db"), db,
                              QStringLiteral("--pdf"), pdf, QStringLiteral("--csv"), csv });
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(isPdf(pdf));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY(text.startsWith(QStringLiteral("record,side,brigade,unit,")));
        QVERIFY(text.contains(QStringLiteral("\nroll,")));
        // The fire die's faces (typed), total and outcome in words, then
        // whether it stands.
        const QRegularExpression fireDie(
            QStringLiteral(",fire die,1d10,\"9, typed\",9,modified roll \\d+: \\d+ casualty "
                           "steps? on [^,]+,false"));
        QVERIFY2(text.contains(fireDie), qPrintable(text));
        QVERIFY(pdfText(pdf).contains(QStringLiteral("Roll log")));

        const QString csvOnly = path(QStringLiteral("only.csv"));
        const Run csvRun = adc({ QStringLiteral("report"), QStringLiteral("--db"), db,
                                 QStringLiteral("--csv"), csvOnly });
        QVERIFY2(csvRun.exitCode == 0, csvRun.err.constData());
        QVERIFY(QFile::exists(csvOnly));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("field");
        const QString db = QStringLiteral("@DB@");
        const QString out = QStringLiteral("@OUT@");
        QTest::newRow("print without --pdf")
            << QStringList { QStringLiteral("print"), QStringLiteral("--db"), db }
            << QStringLiteral("--pdf");
        QTest::newRow("print without --db")
            << QStringList { QStringLiteral("print"), QStringLiteral("--pdf"), out }
            << QStringLiteral("--db");
        QTest::newRow("print, paper a5") << QStringList {
            QStringLiteral("print"),   QStringLiteral("--db"), db, QStringLiteral("--pdf"), out,
            QStringLiteral("--paper"), QStringLiteral("a5")
        } << QStringLiteral("--paper");
        QTest::newRow("print, unknown side") << QStringList {
            QStringLiteral("print"),  QStringLiteral("--db"),   db, QStringLiteral("--pdf"), out,
            QStringLiteral("--side"), QStringLiteral("Prussia")
        } << QStringLiteral("--side");
        QTest::newRow("print, unknown option") << QStringList {
            QStringLiteral("print"),    QStringLiteral("--db"), db, QStringLiteral("--pdf"), out,
            QStringLiteral("--colour"), QStringLiteral("red")
        } << QStringLiteral("--colour");
        QTest::newRow("print, stray argument") << QStringList {
            QStringLiteral("print"), QStringLiteral("--db"), db, QStringLiteral("--pdf"), out,
            QStringLiteral("extra")
        } << QStringLiteral("extra");
        QTest::newRow("print, --pdf twice") << QStringList { QStringLiteral("print"),
                                                             QStringLiteral("--db"),
                                                             db,
                                                             QStringLiteral("--pdf"),
                                                             out,
                                                             QStringLiteral("--pdf"),
                                                             out }
                                            << QStringLiteral("--pdf");
        QTest::newRow("print, --pdf without value")
            << QStringList { QStringLiteral("print"), QStringLiteral("--db"), db,
                             QStringLiteral("--pdf") }
            << QStringLiteral("--pdf");
        QTest::newRow("card without --pdf")
            << QStringList { QStringLiteral("card") } << QStringLiteral("--pdf");
        QTest::newRow("card, paper legal")
            << QStringList { QStringLiteral("card"), QStringLiteral("--pdf"), out,
                             QStringLiteral("--paper"), QStringLiteral("legal") }
            << QStringLiteral("--paper");
        QTest::newRow("card, --side")
            << QStringList { QStringLiteral("card"), QStringLiteral("--pdf"), out,
                             QStringLiteral("--side"), QStringLiteral("x") }
            << QStringLiteral("--side");
        QTest::newRow("report without output")
            << QStringList { QStringLiteral("report"), QStringLiteral("--db"), db }
            << QStringLiteral("--pdf");
        QTest::newRow("report without --db")
            << QStringList { QStringLiteral("report"), QStringLiteral("--csv"), out }
            << QStringLiteral("--db");
        QTest::newRow("report, same file twice") << QStringList { QStringLiteral("report"),
                                                                  QStringLiteral("--db"),
                                                                  db,
                                                                  QStringLiteral("--pdf"),
                                                                  out,
                                                                  QStringLiteral("--csv"),
                                                                  out }
                                                 << QStringLiteral("--csv");
    }

    // Exit 2, nothing on stdout, one line "adc: FIELD: ...", no file written.
    void badArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, field);
        const QString out = path(QStringLiteral("bad-output.pdf"));
        for (QString &argument : arguments) {
            argument.replace(QStringLiteral("@DB@"), m_db);
            argument.replace(QStringLiteral("@OUT@"), out);
        }
        const Run run = adc(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.startsWith(QStringLiteral("adc: %1: ").arg(field)), qPrintable(err));
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY(!QFile::exists(out));
    }

    void unwritableOutput_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("option");
        QTest::newRow("print --pdf") << QStringLiteral("print") << QStringLiteral("--pdf");
        QTest::newRow("card --pdf") << QStringLiteral("card") << QStringLiteral("--pdf");
        QTest::newRow("report --pdf") << QStringLiteral("report") << QStringLiteral("--pdf");
        QTest::newRow("report --csv") << QStringLiteral("report") << QStringLiteral("--csv");
    }

    // A folder that cannot hold the file (its parent is a file): exit 1, one
    // line naming the path, and nothing left behind, not even a temporary.
    void unwritableOutput()
    {
        QFETCH(QString, command);
        QFETCH(QString, option);
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("not-a-folder"));
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("x");
        file.close();
        const QString out = blocker + QStringLiteral("/out.file");
        QStringList arguments { command, QStringLiteral("--db"), m_db, option, out };
        const Run run = adc(arguments);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.startsWith(QStringLiteral("adc: "))
                     && err.contains(QDir::toNativeSeparators(out)),
                 qPrintable(err));
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY(!QFile::exists(out));
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                 QStringList { QStringLiteral("not-a-folder") });
    }

    // Writing over an existing file replaces it whole; a failed write leaves
    // the old one as it was.
    void failedWriteKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("card.pdf"));
        QVERIFY(adc({ QStringLiteral("card"), QStringLiteral("--pdf"), out }).exitCode == 0);
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        const Run run
            = adc({ QStringLiteral("card"), QStringLiteral("--pdf"), out, QStringLiteral("--db"),
                    dir.filePath(QStringLiteral("missing.adc")) });
        QCOMPARE(run.exitCode, 1);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                 QStringList { QStringLiteral("card.pdf") });
    }

    void missingBattle_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("option");
        QTest::newRow("print") << QStringLiteral("print") << QStringLiteral("--pdf");
        QTest::newRow("card") << QStringLiteral("card") << QStringLiteral("--pdf");
        QTest::newRow("report") << QStringLiteral("report") << QStringLiteral("--csv");
    }

    void missingBattle()
    {
        QFETCH(QString, command);
        QFETCH(QString, option);
        const QString out = path(QStringLiteral("never-%1").arg(command));
        const Run run = adc(
            { command, QStringLiteral("--db"), path(QStringLiteral("no-such.adc")), option, out });
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(QString::fromUtf8(run.err).count(QLatin1Char('\n')), 1);
        QVERIFY(!QFile::exists(out));
        QVERIFY(!QFile::exists(path(QStringLiteral("no-such.adc"))));
    }

    // The rules commands stay on the core application.
    void rulesStillAnswer()
    {
        const Run run
            = adc({ QStringLiteral("rules"), QStringLiteral("boxcars") }, "{\"roll\": 8}");
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("extra_ap"));
        const Run help = adc({ QStringLiteral("--help") });
        QVERIFY(help.out.contains("adc print --db FILE --pdf OUT.pdf"));
    }
};

ADC_TEST_GUILESS_MAIN(tst_PrintCommands)
#include "tst_print_commands.moc"
