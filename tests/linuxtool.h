#pragma once

// Runs one of the build machine's tools (poppler's pdftotext and pdfinfo)
// from a test, and gives its exit code and standard output. The Windows
// tests run under Wine on that machine, where a Linux program is started
// through Wine's `start /unix`, detached: it leaves its output and exit code
// in files, which are waited for, and the Windows paths among its arguments
// are handed to it as the Linux paths they are (winepath -u).

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

#ifdef Q_OS_WIN
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QThread>
#endif

namespace LinuxTool {

struct Run
{
    int exitCode = -1;
    QByteArray output;
};

#ifdef Q_OS_WIN
inline QString unixPath(const QString &path)
{
    QProcess winepath;
    winepath.start(QStringLiteral("winepath"),
                   { QStringLiteral("-u"), QDir::toNativeSeparators(path) });
    winepath.waitForFinished(30000);
    return QString::fromUtf8(winepath.readAllStandardOutput()).trimmed();
}

inline QString shellQuoted(QString text)
{
    text.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + text + QLatin1Char('\'');
}

inline Run run(const QString &program, const QStringList &arguments)
{
    QTemporaryDir dir;
    if (!dir.isValid())
        return {};
    const QString there = unixPath(dir.path());
    QString command = QStringLiteral("/usr/bin/") + program;
    for (const QString &argument : arguments)
        command += QLatin1Char(' ')
            + shellQuoted(QFileInfo::exists(argument) ? unixPath(argument) : argument);
    QFile script(dir.filePath(QStringLiteral("run.sh")));
    if (!script.open(QIODevice::WriteOnly))
        return {};
    script.write((command + QStringLiteral(" >") + shellQuoted(there + QStringLiteral("/out"))
                  + QStringLiteral(" 2>/dev/null; echo $? >")
                  + shellQuoted(there + QStringLiteral("/code.part")) + QStringLiteral("; mv ")
                  + shellQuoted(there + QStringLiteral("/code.part")) + QLatin1Char(' ')
                  + shellQuoted(there + QStringLiteral("/code")) + QLatin1Char('\n'))
                     .toUtf8());
    script.close();
    QProcess::execute(
        QStringLiteral("start"),
        { QStringLiteral("/unix"), QStringLiteral("/bin/sh"), there + QStringLiteral("/run.sh") });
    QFile code(dir.filePath(QStringLiteral("code")));
    const QDeadlineTimer deadline(60000);
    while (!code.exists() && !deadline.hasExpired())
        QThread::msleep(20);
    if (!code.open(QIODevice::ReadOnly))
        return {};
    QFile output(dir.filePath(QStringLiteral("out")));
    output.open(QIODevice::ReadOnly);
    return { code.readAll().trimmed().toInt(), output.readAll() };
}
#else
inline Run run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000))
        return {};
    return { process.exitCode(), process.readAllStandardOutput() };
}
#endif

} // namespace LinuxTool
