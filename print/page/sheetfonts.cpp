#include "print/page/sheetfonts.h"

#include "core/common/datafiles.h"

#include <QDir>
#include <QFontDatabase>
#include <QStringList>

namespace Adc {

void SheetFonts::ensureLoaded()
{
    static const bool loaded = [] {
        if (QFontDatabase::families().contains(QStringLiteral("DejaVu Sans")))
            return true;
        const QDir folder(DataFiles::path(QStringLiteral("fonts")));
        const QStringList files = folder.entryList({ QStringLiteral("*.ttf") }, QDir::Files);
        bool any = false;
        for (const QString &file : files)
            any = QFontDatabase::addApplicationFont(folder.filePath(file)) >= 0 || any;
        return any;
    }();
    static_cast<void>(loaded);
}

} // namespace Adc
