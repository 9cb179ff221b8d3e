#pragma once

// Where a test finds the build's programs and the project's sources, asked
// at run time: paths compiled in would make each test's object differ from
// one checkout to the next, for the compiler cache.

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QString>

namespace AdcTest {

// The build's programs (the tests and benchmarks are built beside them), as
// ctest names them in ADC_TEST_BIN_DIR, else as the running program's
// folder. The path is whole (on Windows, with its drive).
inline QString binDir()
{
    static const QString dir = [] {
        QString given = qEnvironmentVariable("ADC_TEST_BIN_DIR");
        if (given.isEmpty() && QCoreApplication::instance())
            given = QCoreApplication::applicationDirPath();
        if (given.isEmpty())
            qFatal("ADC_TEST_BIN_DIR is not set: run the tests through ctest, which sets it");
        return QFileInfo(given).absoluteFilePath();
    }();
    return dir;
}

// The sources the build was made from, as ctest names them in
// ADC_TEST_SOURCE_DIR, else as the build folder's CMake cache does.
inline QString sourceDir()
{
    static const QString dir = [] {
        const QString given = qEnvironmentVariable("ADC_TEST_SOURCE_DIR");
        if (!given.isEmpty())
            return QFileInfo(given).absoluteFilePath();
        QFile cache(binDir() + QStringLiteral("/../CMakeCache.txt"));
        if (!cache.open(QIODevice::ReadOnly | QIODevice::Text))
            qFatal("the build folder's CMakeCache.txt cannot be read beside %s",
                   qPrintable(binDir()));
        const QByteArray key("CMAKE_HOME_DIRECTORY:INTERNAL=");
        for (int lines = 0; lines < 100000 && !cache.atEnd(); ++lines) {
            const QByteArray line = cache.readLine(64 * 1024).trimmed();
            if (line.startsWith(key))
                return QFileInfo(QString::fromUtf8(line.mid(key.size()))).absoluteFilePath();
        }
        qFatal("the build folder's CMakeCache.txt names no source folder");
    }();
    return dir;
}

} // namespace AdcTest
