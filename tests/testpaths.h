#pragma once

// Where a test finds the build's programs and the project's sources, asked
// at run time: paths compiled in would make each test's object differ from
// one checkout to the next, for the compiler cache.

#include "testfailure.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QString>

namespace AdcTest {

// The build's programs (the tests and benchmarks are built beside them), as
// ctest names them in ADC_TEST_BIN_DIR, else as the running program's
// folder. The path is whole (on Windows, with its drive). Empty, and the
// test failed, when neither is known.
inline QString binDir()
{
    static const QString dir = [] {
        QString given = qEnvironmentVariable("ADC_TEST_BIN_DIR");
        if (given.isEmpty() && QCoreApplication::instance())
            given = QCoreApplication::applicationDirPath();
        return given.isEmpty() ? QString() : QFileInfo(given).absoluteFilePath();
    }();
    if (dir.isEmpty())
        ADC_FAIL(QStringLiteral(
            "ADC_TEST_BIN_DIR is not set: run the tests through ctest, which sets it"));
    return dir;
}

// The sources the build was made from, as ctest names them in
// ADC_TEST_SOURCE_DIR, else as the build folder's CMake cache does. Empty,
// and the test failed, when neither says.
inline QString sourceDir()
{
    struct Found
    {
        QString dir;
        QString error;
    };
    static const Found found = []() -> Found {
        const QString given = qEnvironmentVariable("ADC_TEST_SOURCE_DIR");
        if (!given.isEmpty())
            return { QFileInfo(given).absoluteFilePath(), QString() };
        const QString bin = binDir();
        if (bin.isEmpty())
            return { QString(),
                     QStringLiteral("the build folder, and so the sources, are not known") };
        QFile cache(bin + QStringLiteral("/../CMakeCache.txt"));
        if (!cache.open(QIODevice::ReadOnly | QIODevice::Text))
            return { QString(),
                     QStringLiteral("the build folder's CMakeCache.txt cannot be read beside ")
                         + bin };
        const QByteArray key("CMAKE_HOME_DIRECTORY:INTERNAL=");
        for (int lines = 0; lines < 100000 && !cache.atEnd(); ++lines) {
            const QByteArray line = cache.readLine(64 * 1024).trimmed();
            if (line.startsWith(key))
                return { QFileInfo(QString::fromUtf8(line.mid(key.size()))).absoluteFilePath(),
                         QString() };
        }
        return { QString(),
                 QStringLiteral("the build folder's CMakeCache.txt names no source folder") };
    }();
    if (found.dir.isEmpty())
        ADC_FAIL(found.error);
    return found.dir;
}

} // namespace AdcTest
