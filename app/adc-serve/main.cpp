#include "cli/serve/servecommandline.h"
#include "core/common/translations.h"
#include "core/platform/platform.h"

#include <QCoreApplication>

// Started by adc for `adc serve ...`, with adc's arguments.
int main(int argc, char *argv[])
{
    Adc::Platform::keepFreedMemory();
    Adc::Platform::binaryStandardStreams();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("adc"));
    Adc::Translations::install(Adc::Translations::choose());
    return Adc::ServeCommandLine::run(QCoreApplication::arguments().mid(1), stdin, stdout, stderr);
}
