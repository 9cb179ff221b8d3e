#pragma once

#include <QString>
#include <QStringList>

namespace Adc {

// The languages the programs speak, and loading one: the program's own
// translation (share/aide-de-camp/translations/aide-de-camp_<language>.qm)
// and Qt's (its dialogs' buttons), and the locale that numbers and dates are
// written in.
class Translations
{
public:
    // The languages with a translation, English first: "en", "fr".
    static QStringList languages();
    // `choice` when it is one of languages(); else the first of the system's
    // languages (LANGUAGE, then LC_ALL, LC_MESSAGES, LANG) that is one;
    // else English.
    static QString choose(const QString &choice = QString());
    // Loads the translations of `language` into the application and makes
    // its locale the default one (the system's own when it speaks that
    // language). Call once, after the application object is made. Returns
    // false when the program's translation file cannot be read.
    static bool install(const QString &language);
    // The folder of the program's .qm files.
    static QString folder();
};

} // namespace Adc
