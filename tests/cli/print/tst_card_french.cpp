// `LANGUAGE=fr adc card` prints the reference card in French: one sheet,
// two sides, the charts' headings, cells and the rule tables' titles in
// French; and `adc` answers in French.

#include "cli/adcrunner.h"
#include "cli/print/pdfprobe.h"
#include "testsuite.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace AdcTest;
using namespace PdfProbe;

namespace {

// adc as a French reader runs it: LANGUAGE=fr, no display.
Run adcInFrench(const QStringList &arguments, const QByteArray &input = QByteArray())
{
    QProcess process;
    QProcessEnvironment environment = headless();
    environment.insert(QStringLiteral("LANGUAGE"), QStringLiteral("fr"));
    process.setProcessEnvironment(environment);
    process.start(adcPath(), arguments);
    Run run;
    if (!process.waitForStarted(30000))
        return run;
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

int pages(const QString &pdf)
{
    const QRegularExpressionMatch match
        = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(pdfInfo(pdf));
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

} // namespace

class tst_CardFrench : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void frenchCardIsOneSheetTwoSides_data();
    void frenchCardIsOneSheetTwoSides();
    void frenchCardSpeaksFrench();
    void adcAnswersInFrench();

private:
    QTemporaryDir m_dir;
};

void tst_CardFrench::frenchCardIsOneSheetTwoSides_data()
{
    QTest::addColumn<QString>("paper");
    QTest::newRow("A4") << QStringLiteral("a4");
    QTest::newRow("Letter") << QStringLiteral("letter");
}

void tst_CardFrench::frenchCardIsOneSheetTwoSides()
{
    QFETCH(QString, paper);
    const QString out = m_dir.filePath(QStringLiteral("carte-%1.pdf").arg(paper));
    const Run run = adcInFrench(
        { QStringLiteral("card"), QStringLiteral("--pdf"), out, QStringLiteral("--paper"), paper });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(isPdf(out));
    QCOMPARE(pages(out), 2);
}

void tst_CardFrench::frenchCardSpeaksFrench()
{
    const QString out = m_dir.filePath(QStringLiteral("carte.pdf"));
    const Run run = adcInFrench({ QStringLiteral("card"), QStringLiteral("--pdf"), out });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QString text = pdfText(out);
    for (const QString &heading :
         { QStringLiteral("Tableau de tir (paliers de pertes)"),
           QStringLiteral("Discipline de feu et dés de classe"),
           QStringLiteral("Tranches de portée de chaque arme (pouces, modificateur)"),
           QStringLiteral("Modificateurs de tir"), QStringLiteral("Terrain et moral"),
           QStringLiteral("Munitions et surconsommation"), QStringLiteral("Procédure de charge"),
           QStringLiteral("Réapprovisionnement et recherche de munitions"),
           QStringLiteral("Décisions de cette bataille") })
        QVERIFY2(text.contains(heading), qPrintable(heading));
    // The charts' words too: a discipline cell, a row, the arms.
    for (const QString &word :
         { QStringLiteral("libre"), QStringLiteral("tir 1\""), QStringLiteral("demi"),
           QStringLiteral("infanterie et cavalerie") })
        QVERIFY2(text.contains(word), qPrintable(word));
    // No English heading is left.
    for (const QString &english :
         { QStringLiteral("Fire combat chart"), QStringLiteral("Fire modifiers"),
           QStringLiteral("Range bands"), QStringLiteral("infantry and cavalry"),
           QStringLiteral("Charge procedure"), QStringLiteral("Rulings of this battle") })
        QVERIFY2(!text.contains(english), qPrintable(english));
}

void tst_CardFrench::adcAnswersInFrench()
{
    // The reason is human text and follows the language; keys and ids stay.
    const Run run
        = adcInFrench({ QStringLiteral("rules"), QStringLiteral("fire") },
                      R"({"arm":"infantry","stands":3,"weapon":"musket","range":7,"die":5})");
    QCOMPARE(run.exitCode, 0);
    const QJsonObject answer = run.object();
    QCOMPARE(answer.value(QStringLiteral("allowed")).toBool(true), false);
    QVERIFY2(answer.value(QStringLiteral("reason"))
                 .toString()
                 .startsWith(QStringLiteral("hors de portée : ")),
             run.out.constData());
    // A malformed request's message too.
    const Run bad
        = adcInFrench({ QStringLiteral("rules"), QStringLiteral("fire") },
                      R"({"arm":"infantry","stands":3,"weapon":"musket","range":3,"die":11})");
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.message().contains(QStringLiteral("hors limites")), bad.err.constData());
    // And a server battle's: the address is refused before any server is asked.
    const Run server
        = adcInFrench({ QStringLiteral("units"), QStringLiteral("--db"),
                        QStringLiteral("postgresql://umpire:secret@127.0.0.1/battle") });
    QCOMPARE(server.exitCode, 1);
    QVERIFY2(server.message().contains(QStringLiteral("ne contient jamais de mot de passe")),
             server.err.constData());
}

ADC_TEST_GUILESS_MAIN(tst_CardFrench)
#include "tst_card_french.moc"
