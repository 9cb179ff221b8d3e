#include "cli/command/commandline.h"
#include "cli/command/commandmessages.h"
#include "cli/command/commandtable.h"
#include "core/common/translations.h"
#include "core/platform/platform.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <cstdio>

namespace {

// The command table says which commands adc-print and adc-serve run.
Adc::CommandSpec::Program programOf(const char *command)
{
    const std::optional<Adc::CommandSpec> spec
        = Adc::CommandTable::find(QString::fromLocal8Bit(command));
    return spec ? spec->program : Adc::CommandSpec::Program::Adc;
}

// Hands the printing commands to adc-print, and serve to adc-serve, with the
// same arguments, streams and exit code. Returns only if it cannot start.
int runSibling(char *argv[], const QString &name, const char *fromBin)
{
    const QString directory = QFileInfo(Adc::Platform::programFile(argv[0])).absolutePath();
    // Beside adc in the build folder; in the package's private folder once installed.
    QString program = directory + QLatin1Char('/') + Adc::Platform::executableName(name);
    if (!QFileInfo::exists(program))
        program = QFileInfo(directory + QLatin1Char('/')
                            + Adc::Platform::executableName(QString::fromLatin1(fromBin)))
                      .absoluteFilePath();
    const QString why = Adc::Platform::runInstead(program, argv);
    std::fprintf(stderr, "adc: %s: cannot start %s (%s)\n", argv[1],
                 program.toLocal8Bit().constData(), why.toLocal8Bit().constData());
    return 1;
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc > 1) {
        const Adc::CommandSpec::Program program = programOf(argv[1]);
        if (program == Adc::CommandSpec::Program::AdcPrint)
            return runSibling(argv, QStringLiteral("adc-print"), ADC_PRINT_FROM_BIN);
        if (program == Adc::CommandSpec::Program::AdcServe)
            return runSibling(argv, QStringLiteral("adc-serve"), ADC_SERVE_FROM_BIN);
    }

    Adc::Platform::reportRefusedWrites();
    Adc::Platform::binaryStandardStreams();
    // One line on standard error when something fails, whatever Qt adds (a
    // lost server connection).
    Adc::CommandMessages::install();
    Adc::Platform::keepFreedMemory();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("adc"));
    // Human text follows LANGUAGE and LANG; JSON keys and ids stay English.
    Adc::Translations::install(Adc::Translations::choose());
    return Adc::CommandLine::run(QCoreApplication::arguments().mid(1), stdin, stdout, stderr);
}
