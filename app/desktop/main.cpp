#include "core/common/translations.h"
#include "core/platform/platform.h"
#include "ui/window/applicationinfo.h"
#include "ui/window/languagemenu.h"
#include "ui/window/mainwindow.h"
#include "ui/window/screenfit.h"
#include "ui/window/screenshot.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char *argv[])
{
    Adc::Platform::keepFreedMemory();
    QApplication app(argc, argv);
    Adc::setApplicationInfo();
    Adc::Translations::install(Adc::Translations::choose(Adc::LanguageMenu::chosen()));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Aide-de-Camp: the umpire's window."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("battle"),
                                 QCoreApplication::translate("main", "The battle file to open."),
                                 QCoreApplication::translate("main", "[BATTLE]"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main",
                                    "Show the window, save a picture of it to OUT.png and quit."),
        QCoreApplication::translate("main", "OUT.png"));
    parser.addOption(screenshot);
    parser.process(app);

    Adc::MainWindow window;
    const QStringList battles = parser.positionalArguments();
    if (!battles.isEmpty())
        window.openBattle(battles.constFirst());
    if (parser.isSet(screenshot)) {
        window.resize(1280, 800);
        Adc::grabWhenShownAndQuit(&window, parser.value(screenshot));
    } else {
        Adc::fitToScreen(&window);
    }
    window.show();
    return app.exec();
}
