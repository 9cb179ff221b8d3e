#include "cli/command/commandline.h"
#include "cli/command/commandmessages.h"
#include "cli/command/commandtable.h"
#include "cli/command/writesignals.h"
#include "core/common/memorytuning.h"
#include "core/common/translations.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <unistd.h>

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
    char self[4096];
    const ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
    const QString directory = length > 0
        ? QFileInfo(QString::fromLocal8Bit(self, static_cast<int>(length))).absolutePath()
        : QFileInfo(QString::fromLocal8Bit(argv[0])).absolutePath();
    // Beside adc in the build folder; in the package's private folder once installed.
    QByteArray program = (directory + QStringLiteral("/") + name).toLocal8Bit();
    if (!QFileInfo::exists(QString::fromLocal8Bit(program)))
        program = QFileInfo(directory + QStringLiteral("/") + QString::fromLatin1(fromBin))
                      .absoluteFilePath()
                      .toLocal8Bit();
    execv(program.constData(), argv);
    std::fprintf(stderr, "adc: %s: cannot start %s (%s)\n", argv[1], program.constData(),
                 std::strerror(errno));
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

    Adc::WriteSignals::ignore();
    // One line on standard error when something fails, whatever Qt adds (a
    // lost server connection).
    Adc::CommandMessages::install();
    Adc::MemoryTuning::keepFreedMemory();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("adc"));
    // Human text follows LANGUAGE and LANG; JSON keys and ids stay English.
    Adc::Translations::install(Adc::Translations::choose());
    return Adc::CommandLine::run(QCoreApplication::arguments().mid(1), stdin, stdout, stderr);
}
