// adc --help and adc COMMAND --help, from the one command table both adc and
// adc-print parse with; and adc itself stays on Qt Core and Sql.
#include "cli/adcrunner.h"
#include "cli/command/commandtable.h"
#include "linuxtool.h"
#include "testsuite.h"

#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Adc;
using AdcTest::Run;

class tst_CommandLineHelp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void programHelp_data();
    void programHelp();
    void commandHelp_data();
    void commandHelp();
    void printHelpFromEitherProgram();
    void noArguments();
    void adcPrintRunsOnlyPrinting();
    void helpChangesNothing();
    void adcLinksNoGui();
};

void tst_CommandLineHelp::programHelp_data()
{
    QTest::addColumn<QString>("argument");
    QTest::newRow("--help") << QStringLiteral("--help");
    QTest::newRow("-h") << QStringLiteral("-h");
    QTest::newRow("help") << QStringLiteral("help");
}

// Every command, one line each, on stdout; exit 0.
void tst_CommandLineHelp::programHelp()
{
    QFETCH(QString, argument);
    const Run run = AdcTest::adc({ argument });
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    const QString text = QString::fromUtf8(run.out);
    QVERIFY(text.startsWith(QLatin1String("usage: adc COMMAND")));
    const QList<CommandSpec> commands = CommandTable::commands();
    QVERIFY(commands.size() > 20);
    for (const CommandSpec &spec : commands) {
        const QRegularExpression line(QStringLiteral("^  adc %1 .*%2$")
                                          .arg(QRegularExpression::escape(spec.name),
                                               QRegularExpression::escape(spec.summary)),
                                      QRegularExpression::MultilineOption);
        QVERIFY2(line.match(text).hasMatch(), qPrintable(spec.name));
    }
}

void tst_CommandLineHelp::commandHelp_data()
{
    QTest::addColumn<QString>("command");
    for (const CommandSpec &spec : CommandTable::commands())
        QTest::newRow(qPrintable(spec.name)) << spec.name;
}

// The command's synopsis and each of its options with what it is for; exit 0.
void tst_CommandLineHelp::commandHelp()
{
    QFETCH(QString, command);
    const CommandSpec spec = *CommandTable::find(command);
    const Run run = AdcTest::adc({ command, QStringLiteral("--help") });
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    const QString text = QString::fromUtf8(run.out);
    QVERIFY2(text.startsWith(QLatin1String("usage: ") + CommandTable::synopsis(spec)),
             qPrintable(text));
    for (const QString &name : spec.options) {
        const CommandOption option = CommandTable::option(name);
        QVERIFY(!option.description.isEmpty());
        QVERIFY2(text.contains(option.description), qPrintable(name));
    }
    QVERIFY(text.contains(QLatin1String("--help")));
}

void tst_CommandLineHelp::printHelpFromEitherProgram()
{
    const Run viaAdc = AdcTest::adc({ QStringLiteral("print"), QStringLiteral("-h") });
    QCOMPARE(viaAdc.exitCode, 0);
    QVERIFY(viaAdc.out.startsWith("usage: adc print --db FILE --pdf OUT.pdf [--side SIDE]"));
    const Run direct = AdcTest::adcPrint({ QStringLiteral("print"), QStringLiteral("--help") });
    QCOMPARE(direct.exitCode, 0);
    QCOMPARE(direct.out, viaAdc.out);
}

// No command: the usage on stderr, exit 2.
void tst_CommandLineHelp::noArguments()
{
    const Run run = AdcTest::adc({});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.err.startsWith("usage: adc COMMAND"));
}

void tst_CommandLineHelp::adcPrintRunsOnlyPrinting()
{
    const Run run = AdcTest::adcPrint(
        { QStringLiteral("units"), QStringLiteral("--db"), QStringLiteral("x.adc") });
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.oneLineOnStderr());
    QVERIFY2(run.message().startsWith(QLatin1String("adc: units: unknown command")),
             run.err.constData());
}

// --help wins over every other argument: nothing is read, nothing created.
void tst_CommandLineHelp::helpChangesNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("new.adc"));
    for (const QString &command : { QStringLiteral("init"), QStringLiteral("sample") }) {
        const Run run
            = AdcTest::adc({ command, QStringLiteral("--db"), file, QStringLiteral("--help") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith("usage: adc " + command.toUtf8()));
        QVERIFY(!QFileInfo::exists(file));
    }
}

// adc answers the rules and battle commands without the GUI libraries.
void tst_CommandLineHelp::adcLinksNoGui()
{
#ifdef Q_OS_WIN
    // The DLLs adc.exe imports, read by the build machine's MinGW tools.
    const LinuxTool::Run read
        = LinuxTool::run(QStringLiteral("x86_64-w64-mingw32-objdump"),
                         { QStringLiteral("-p"), AdcTest::programFile(AdcTest::adcPath()) });
    const QString core = QStringLiteral("Qt6Core");
#else
    const LinuxTool::Run read = LinuxTool::run(QStringLiteral("ldd"), { AdcTest::adcPath() });
    const QString core = QStringLiteral("libQt6Core");
#endif
    QCOMPARE(read.exitCode, 0);
    const QString libraries = QString::fromUtf8(read.output);
    QVERIFY2(libraries.contains(core), qPrintable(libraries));
    QVERIFY2(!libraries.contains(QLatin1String("Gui"), Qt::CaseInsensitive), qPrintable(libraries));
    QVERIFY2(!libraries.contains(QLatin1String("Widgets"), Qt::CaseInsensitive),
             qPrintable(libraries));
}

ADC_TEST_GUILESS_MAIN(tst_CommandLineHelp)
#include "tst_commandline_help.moc"
