#pragma once

#include <QProcess>
#include <QString>

namespace Adc::Testing {

// The text of a PDF as pdftotext lays it out; pages end with a form feed.
// Empty when pdftotext cannot read it.
inline QString pdfText(const QString &path)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"),
                  { QStringLiteral("-layout"), QStringLiteral("-enc"), QStringLiteral("UTF-8"),
                    path, QStringLiteral("-") });
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return QString();
    return QString::fromUtf8(process.readAllStandardOutput());
}

} // namespace Adc::Testing
