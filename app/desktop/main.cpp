#include "applicationinfo.h"

#include <QApplication>
#include <QLabel>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    Adc::setApplicationInfo();
    QLabel label(QStringLiteral("Aide-de-Camp"));
    label.show();
    return app.exec();
}
