#include "commandline.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("adc"));
    return Adc::CommandLine::run(QCoreApplication::arguments().mid(1), stdin, stdout, stderr);
}
