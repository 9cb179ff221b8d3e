#include "print/pdftext.h"

#include "cli/command/commandline.h"
#include "cli/print/printcommandline.h"
#include "testsuite.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>
#include <cstdio>

using namespace Adc;
using Adc::Testing::pdfText;

namespace {

struct Run
{
    int code = 0;
    QByteArray out;
    QByteArray err;
};

QByteArray readAll(std::FILE *file)
{
    std::rewind(file);
    QByteArray bytes;
    char buffer[4096];
    std::size_t got = 0;
    while ((got = std::fread(buffer, 1, sizeof buffer, file)) > 0)
        bytes.append(buffer, qsizetype(got));
    std::fclose(file);
    return bytes;
}

Run print(const QStringList &args)
{
    std::FILE *out = std::tmpfile();
    std::FILE *err = std::tmpfile();
    Run run;
    run.code
        = PrintCommandLine::run(QStringList { QStringLiteral("print") } + args, stdin, out, err);
    run.out = readAll(out);
    run.err = readAll(err);
    return run;
}

} // namespace

// The roster's options on `adc print`: one brigade, the orientation and
// blank tracks, and the messages for values it does not know.
class tst_RosterOptions : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_db;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("sample.adc"));
#ifdef Q_OS_WIN
        std::FILE *null = std::fopen("NUL", "w");
#else
        std::FILE *null = std::fopen("/dev/null", "w");
#endif
        QVERIFY(null);
        const int code = CommandLine::run(
            { QStringLiteral("sample"), QStringLiteral("--db"), m_db }, stdin, null, stderr);
        std::fclose(null);
        QCOMPARE(code, 0);
    }

    void options_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("units");
        QTest::newRow("one brigade")
            << QStringList { QStringLiteral("--brigade"), QStringLiteral("Bijlandt") } << 5;
        QTest::newRow("portrait") << QStringList { QStringLiteral("--orientation"),
                                                   QStringLiteral("portrait") }
                                  << 78;
        QTest::newRow("blank tracks, landscape")
            << QStringList { QStringLiteral("--tracks"), QStringLiteral("blank"),
                             QStringLiteral("--orientation"), QStringLiteral("landscape") }
            << 78;
    }

    void options()
    {
        QFETCH(QStringList, extra);
        QFETCH(int, units);
        const QString out = m_dir.filePath(
            QStringLiteral("roster-%1.pdf").arg(QString::fromLatin1(QTest::currentDataTag())));
        const Run run = print(
            QStringList { QStringLiteral("--db"), m_db, QStringLiteral("--pdf"), out } + extra);
        QVERIFY2(run.code == 0, run.err.constData());
        const QJsonObject answer = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(answer.value(QStringLiteral("units")).toInt(), units);
        const QString text = pdfText(out);
        QCOMPARE(text.count(QLatin1Char('\f')), answer.value(QStringLiteral("pages")).toInt());
        QVERIFY(text.contains(QStringLiteral("Bijlandt")));
        QCOMPARE(text.contains(QStringLiteral("Saxe-Weimar")), units == 78);
    }

    void badValues_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("field");
        QTest::newRow("orientation")
            << QStringList { QStringLiteral("--orientation"), QStringLiteral("sideways") }
            << QStringLiteral("--orientation");
        QTest::newRow("tracks") << QStringList { QStringLiteral("--tracks"),
                                                 QStringLiteral("half") }
                                << QStringLiteral("--tracks");
        QTest::newRow("brigade") << QStringList { QStringLiteral("--brigade"),
                                                  QStringLiteral("Nobody") }
                                 << QStringLiteral("--brigade");
    }

    void badValues()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, field);
        const QString out = m_dir.filePath(QStringLiteral("bad.pdf"));
        const Run run = print(
            QStringList { QStringLiteral("--db"), m_db, QStringLiteral("--pdf"), out } + extra);
        QCOMPARE(run.code, 2);
        QVERIFY2(
            run.err.startsWith((QStringLiteral("adc: ") + field + QStringLiteral(": ")).toUtf8()),
            run.err.constData());
        QVERIFY(run.out.isEmpty());
        QVERIFY(!QFile::exists(out));
    }
};

ADC_TEST_MAIN(tst_RosterOptions)
#include "tst_rosteroptions.moc"
