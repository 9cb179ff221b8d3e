#include "command/writesignals.h"
#include "common/memorytuning.h"
#include "common/translations.h"
#include "print/printcommandline.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <cstdio>

namespace {

// The printing commands keep the contract's stderr (one line when something
// fails): the platform's own chatter (no XDG_RUNTIME_DIR, fonts) is dropped,
// its critical and fatal messages are kept.
void platformMessages(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::fprintf(stderr, "adc: %s\n", message.toLocal8Bit().constData());
}

} // namespace

// Started by adc for `adc print|card|report ...`, with adc's arguments.
int main(int argc, char *argv[])
{
    // Printing lays text out with real fonts, which takes a GUI application;
    // without a display it runs offscreen.
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qInstallMessageHandler(platformMessages);
    Adc::WriteSignals::ignore();
    Adc::MemoryTuning::keepFreedMemory();
    QGuiApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("adc"));
    Adc::Translations::install(Adc::Translations::choose());
    return Adc::PrintCommandLine::run(QCoreApplication::arguments().mid(1), stdin, stdout, stderr);
}
