#pragma once

// What every fuzz target shares: a core application (Qt's SQL drivers are
// plugins and need one), warnings kept off the fuzzer's output, and a finding
// reported as a crash so libFuzzer saves the input.

#include <QCoreApplication>
#include <QString>
#include <cstdio>
#include <cstdlib>

namespace Adc {

class FuzzMain
{
public:
    static void initialise(int *argc, char ***argv)
    {
        static QCoreApplication application(*argc, *argv);
        // A damaged battle file is read as empty with a warning; a fuzzer
        // would print thousands. Fatal messages still abort.
        qInstallMessageHandler(
            [](QtMsgType type, const QMessageLogContext &, const QString &message) {
                if (type == QtFatalMsg) {
                    std::fprintf(stderr, "fatal: %s\n", qPrintable(message));
                    std::abort();
                }
            });
    }

    // A clean outcome returns; anything else is a finding.
    static void expectClean(const QString &problem)
    {
        if (problem.isEmpty())
            return;
        std::fprintf(stderr, "finding: %s\n", qPrintable(problem));
        std::abort();
    }
};

} // namespace Adc
