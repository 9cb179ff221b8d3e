#pragma once

#include "linuxtool.h"

#include <QString>

namespace Adc::Testing {

// The text of a PDF as pdftotext lays it out; pages end with a form feed.
// Empty when pdftotext cannot read it.
inline QString pdfText(const QString &path)
{
    const LinuxTool::Run read
        = LinuxTool::run(QStringLiteral("pdftotext"),
                         { QStringLiteral("-layout"), QStringLiteral("-enc"),
                           QStringLiteral("UTF-8"), path, QStringLiteral("-") });
    return read.exitCode == 0 ? QString::fromUtf8(read.output) : QString();
}

} // namespace Adc::Testing
