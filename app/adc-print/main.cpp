#include "cli/command/commandmessages.h"
#include "cli/print/printcommandline.h"
#include "core/common/translations.h"
#include "core/platform/platform.h"

#include <QCoreApplication>
#include <QGuiApplication>

// Started by adc for `adc print|card|report ...`, with adc's arguments.
int main(int argc, char *argv[])
{
    // Printing lays text out with real fonts, which takes a GUI application;
    // without a display it runs offscreen.
    if (!Adc::Platform::hasDisplay() && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // The platform's own chatter (no XDG_RUNTIME_DIR, fonts) is dropped.
    Adc::CommandMessages::install();
    Adc::Platform::reportRefusedWrites();
    Adc::Platform::binaryStandardStreams();
    Adc::Platform::keepFreedMemory();
    QGuiApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("adc"));
    Adc::Translations::install(Adc::Translations::choose());
    return Adc::PrintCommandLine::run(QCoreApplication::arguments().mid(1), stdin, stdout, stderr);
}
