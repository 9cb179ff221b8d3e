#pragma once

// What a written PDF holds, read with poppler's tools as a person's viewer
// would show it.

#include "linuxtool.h"
#include "print/pdftext.h"

#include <QFile>
#include <QString>

namespace PdfProbe {

inline QString pdfText(const QString &path)
{
    return Adc::Testing::pdfText(path);
}

inline QString pdfInfo(const QString &path)
{
    return QString::fromUtf8(LinuxTool::run(QStringLiteral("pdfinfo"), { path }).output);
}

inline bool isPdf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(5) == "%PDF-" && file.size() > 1000;
}

} // namespace PdfProbe
