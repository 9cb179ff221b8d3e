#pragma once

// Runs the built adc (or adc-print) the way a person or a script does, for
// the command-line tests: arguments, standard input, and what came back.

#include "testpaths.h"

#include <QByteArray>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace AdcTest {

inline QString adcPath()
{
    return binDir() + QStringLiteral("/adc");
}

inline QString adcPrintPath()
{
    return binDir() + QStringLiteral("/adc-print");
}

// The file of a program named as above, for a test that checks it is there:
// Windows starts "adc" as "adc.exe", but QFileInfo looks for the name given.
inline QString programFile(const QString &program)
{
#ifdef Q_OS_WIN
    return program + QStringLiteral(".exe");
#else
    return program;
#endif
}

// What one run of the program gave back. exitCode is -1 when it did not
// start, did not finish in time, or crashed.
struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;

    QJsonObject object() const { return QJsonDocument::fromJson(out).object(); }
    QJsonArray array() const { return QJsonDocument::fromJson(out).array(); }
    // The one line on stderr, without its line break.
    QString message() const { return QString::fromUtf8(err).trimmed(); }
    bool oneLineOnStderr() const { return err.endsWith('\n') && err.count('\n') == 1; }
};

// The environment of every run: no display, as on a server, so the printing
// commands show they need none.
inline QProcessEnvironment headless()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    return environment;
}

// Runs `program arguments` with input on stdin; `wrapper` (a command and its
// arguments, e.g. a tool that makes writes fail) runs the program under it.
inline Run runProgram(const QString &program, const QStringList &arguments,
                      const QByteArray &input = QByteArray(), const QStringList &wrapper = {})
{
    QProcess process;
    process.setProcessEnvironment(headless());
    if (wrapper.isEmpty())
        process.start(program, arguments);
    else
        process.start(wrapper.first(), wrapper.mid(1) + QStringList { program } + arguments);
    Run run;
    if (!process.waitForStarted(30000))
        return run;
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

inline Run adc(const QStringList &arguments, const QByteArray &input = QByteArray(),
               const QStringList &wrapper = {})
{
    return runProgram(adcPath(), arguments, input, wrapper);
}

inline Run adcPrint(const QStringList &arguments, const QByteArray &input = QByteArray())
{
    return runProgram(adcPrintPath(), arguments, input);
}

// `adc rules NAME` with the request on stdin.
inline Run rules(const QString &name, const QByteArray &request)
{
    return adc({ QStringLiteral("rules"), name }, request);
}

} // namespace AdcTest
