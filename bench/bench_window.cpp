// The desktop window opening a battle, as the umpire waits for it:
//
//   bench_window --db FILE
//
// builds the main window, opens the battle, shows the window and paints it
// once whole (a grab), and prints the time of each part and the process's
// peak resident memory as one JSON line. One opening a process, so nothing is
// warm; bench/run runs it several times under QT_QPA_PLATFORM=offscreen.
// Its settings (recent files, geometry) go under an organisation of their own.

#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QPixmap>
#include <QWindow>
#include <cstdio>
#include <sys/resource.h>

int main(int argc, char *argv[])
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QElapsedTimer total;
    total.start();
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampBench"));
    QCoreApplication::setApplicationName(QStringLiteral("bench_window"));
    const QStringList args = app.arguments();
    const int at = args.indexOf(QStringLiteral("--db"));
    if (at < 0 || at + 1 >= args.size()) {
        std::fprintf(stderr, "usage: bench_window --db FILE\n");
        return 2;
    }
    const double startMs = total.nsecsElapsed() / 1e6;

    QElapsedTimer timer;
    timer.start();
    Adc::MainWindow window;
    const double constructMs = timer.nsecsElapsed() / 1e6;
    if (!window.openBattle(args.at(at + 1))) {
        std::fprintf(stderr, "bench_window: cannot open %s\n", qPrintable(args.at(at + 1)));
        return 1;
    }
    const double openMs = timer.nsecsElapsed() / 1e6;
    window.show();
    const QDeadlineTimer deadline(60000);
    while (!(window.windowHandle() && window.windowHandle()->isExposed()) && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    QCoreApplication::processEvents();
    const QPixmap picture = window.grab();
    const double shownMs = timer.nsecsElapsed() / 1e6;
    if (picture.isNull()) {
        std::fprintf(stderr, "bench_window: the window did not paint\n");
        return 1;
    }
    struct rusage usage
    {
    };
    getrusage(RUSAGE_SELF, &usage);
    std::printf("{\"application_ms\": %.2f, \"window_ms\": %.2f, \"open_battle_ms\": %.2f, "
                "\"shown_ms\": %.2f, \"max_rss_kb\": %ld}\n",
                startMs, constructMs, openMs - constructMs, shownMs, usage.ru_maxrss);
    return 0;
}
