#pragma once

// What a written PDF holds, read with poppler's tools as a person's viewer
// would show it.

#include <QFile>
#include <QProcess>
#include <QString>

namespace PdfProbe {

inline QString pdfText(const QString &path)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"),
                  { QStringLiteral("-layout"), QStringLiteral("-enc"), QStringLiteral("UTF-8"),
                    path, QStringLiteral("-") });
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

inline QString pdfInfo(const QString &path)
{
    QProcess process;
    process.start(QStringLiteral("pdfinfo"), { path });
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

inline bool isPdf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(5) == "%PDF-" && file.size() > 1000;
}

} // namespace PdfProbe
