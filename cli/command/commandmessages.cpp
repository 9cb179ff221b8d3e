#include "cli/command/commandmessages.h"

#include <QString>
#include <QtGlobal>
#include <cstdio>

namespace Adc {

namespace {

void oneLineOrNone(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type != QtCriticalMsg && type != QtFatalMsg)
        return;
    QString line = message.trimmed();
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    std::fprintf(stderr, "adc: %s\n", line.toLocal8Bit().constData());
}

} // namespace

void CommandMessages::install()
{
    qInstallMessageHandler(oneLineOrNone);
}

} // namespace Adc
