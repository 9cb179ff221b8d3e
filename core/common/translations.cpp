#include "core/common/translations.h"

#include "core/common/datafiles.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace Adc {

QStringList Translations::languages()
{
    return { QStringLiteral("en"), QStringLiteral("fr") };
}

QString Translations::choose(const QString &choice)
{
    const QStringList known = languages();
    if (known.contains(choice))
        return choice;
    // LANGUAGE ("fr:en") first, as on Linux, where the system's languages
    // follow it already; Windows's follow its display language alone.
    const QStringList system = qEnvironmentVariable("LANGUAGE").split(u':', Qt::SkipEmptyParts)
        + QLocale::system().uiLanguages();
    for (const QString &name : system) {
        const QString language
            = name.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (known.contains(language))
            return language;
    }
    return known.constFirst();
}

QString Translations::folder()
{
    return DataFiles::path(QStringLiteral("translations"));
}

bool Translations::install(const QString &language)
{
    QLocale locale(language);
    if (QLocale::system().language() == locale.language())
        locale = QLocale::system();
    // Numbers are written without group separators in every language.
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    QLocale::setDefault(locale);

    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(QStringLiteral("qtbase_") + language,
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    auto *own = new QTranslator(QCoreApplication::instance());
    if (!own->load(QStringLiteral("aide-de-camp_") + language, folder())) {
        delete own;
        return false;
    }
    QCoreApplication::installTranslator(own);
    return true;
}

} // namespace Adc
