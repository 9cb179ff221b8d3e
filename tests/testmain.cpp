// The main of a subject folder's test program: runs the class named first on
// the command line with the arguments after it, as its own program would, or
// every class in turn. Exits with the number of failed test functions, as
// QTest::qExec does.

#include "testsuite.h"

#include <QCoreApplication>
#include <QTest>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>
#include <vector>

#if defined(QT_WIDGETS_LIB)
#include <QApplication>
#elif defined(QT_GUI_LIB)
#include <QGuiApplication>
#endif

namespace {

struct Suite
{
    const char *name;
    AdcTest::Application application;
    AdcTest::MakeSuite make;
};

std::vector<Suite> &suites()
{
    static std::vector<Suite> all;
    return all;
}

std::unique_ptr<QCoreApplication> applicationFor(AdcTest::Application needed, int &argc,
                                                 char **argv)
{
    switch (needed) {
    case AdcTest::Application::None:
        return nullptr;
    case AdcTest::Application::Core:
        return std::make_unique<QCoreApplication>(argc, argv);
    case AdcTest::Application::Gui:
        break;
    }
#if defined(QT_WIDGETS_LIB)
    auto application = std::make_unique<QApplication>(argc, argv);
#elif defined(QT_GUI_LIB)
    auto application = std::make_unique<QGuiApplication>(argc, argv);
#else
    auto application = std::make_unique<QCoreApplication>(argc, argv);
#endif
    // As QTEST_MAIN does: fonts and pictures measured at 96 dots an inch.
    QCoreApplication::setAttribute(Qt::AA_Use96Dpi, true);
    return application;
}

} // namespace

bool AdcTest::registerSuite(const char *name, Application application, MakeSuite make)
{
    suites().push_back({ name, application, make });
    return true;
}

int main(int argc, char *argv[])
{
    std::vector<Suite> chosen = suites();
    std::sort(chosen.begin(), chosen.end(),
              [](const Suite &a, const Suite &b) { return std::strcmp(a.name, b.name) < 0; });
    // The class's own arguments: the program's name, then what follows the class.
    std::vector<char *> arguments(argv, argv + argc);
    if (argc > 1 && argv[1][0] != '-') {
        const auto found = std::find_if(chosen.begin(), chosen.end(), [&](const Suite &suite) {
            return std::strcmp(suite.name, argv[1]) == 0;
        });
        if (found == chosen.end()) {
            std::fprintf(stderr, "%s: no test class %s here; its classes are:\n", argv[0], argv[1]);
            for (const Suite &suite : chosen)
                std::fprintf(stderr, "  %s\n", suite.name);
            return 2;
        }
        chosen = { *found };
        arguments.erase(arguments.begin() + 1);
    }
    int count = static_cast<int>(arguments.size());
    arguments.push_back(nullptr);
    AdcTest::Application needed = AdcTest::Application::None;
    for (const Suite &suite : chosen)
        needed = std::max(needed, suite.application);
    const std::unique_ptr<QCoreApplication> application
        = applicationFor(needed, count, arguments.data());
    int failures = 0;
    for (const Suite &suite : chosen) {
        const std::unique_ptr<QObject> test(suite.make());
        failures += QTest::qExec(test.get(), count, arguments.data());
    }
    return std::min(failures, 127);
}
