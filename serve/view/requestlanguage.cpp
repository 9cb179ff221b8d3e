#include "serve/view/requestlanguage.h"

#include "core/common/translations.h"

#include <QCoreApplication>

namespace Adc {

RequestLanguage::RequestLanguage(QObject *parent)
    : QTranslator(parent)
    , m_english(std::make_unique<QTranslator>())
    , m_french(std::make_unique<QTranslator>())
{
    if (!m_english->load(QStringLiteral("aide-de-camp_en"), Translations::folder()))
        m_english.reset();
    if (!m_french->load(QStringLiteral("aide-de-camp_fr"), Translations::folder()))
        m_french.reset();
}

QString RequestLanguage::choose(const QByteArray &acceptLanguage)
{
    // "fr-CH, fr;q=0.9, en;q=0.8": the first named wins; weights are
    // taken in the order the browser sends them, which is theirs.
    const QList<QByteArray> ranges = acceptLanguage.split(',');
    for (const QByteArray &range : ranges) {
        const QByteArray tag = range.split(';').value(0).trimmed().toLower();
        const QString language = QString::fromLatin1(tag.split('-').value(0));
        if (Translations::languages().contains(language))
            return language;
    }
    return QStringLiteral("en");
}

QString RequestLanguage::translate(const char *context, const char *sourceText,
                                   const char *disambiguation, int n) const
{
    if (!m_inScope)
        return QString();
    const QString found
        = m_active ? m_active->translate(context, sourceText, disambiguation, n) : QString();
    if (!found.isEmpty())
        return found;
    // English is the source language: a text without an English entry
    // reads as written, not in the program's own language.
    QString text = QString::fromUtf8(sourceText);
    if (n >= 0)
        text.replace(QLatin1String("%n"), QString::number(n));
    return text;
}

RequestLanguage::Scope::Scope(RequestLanguage &owner, const QString &language)
    : m_owner(owner)
    , m_locale(QLocale())
{
    const bool french = language == QLatin1String("fr");
    owner.m_active = french ? owner.m_french.get() : owner.m_english.get();
    owner.m_inScope = true;
    QLocale locale(french ? QLocale::French : QLocale::English);
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    QLocale::setDefault(locale);
}

RequestLanguage::Scope::~Scope()
{
    m_owner.m_inScope = false;
    m_owner.m_active = nullptr;
    QLocale::setDefault(m_locale);
}

} // namespace Adc
