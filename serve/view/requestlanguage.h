#pragma once

#include <QByteArray>
#include <QLocale>
#include <QString>
#include <QTranslator>
#include <memory>

namespace Adc {

// The language of one page of the players' view, from the reader's browser
// (Accept-Language), whatever the program itself speaks. Installed once as
// the application's first translator; it answers only while a Scope is
// alive, so the window's own texts are untouched.
class RequestLanguage : public QTranslator
{
    Q_OBJECT

public:
    explicit RequestLanguage(QObject *parent = nullptr);

    // "fr" or "en": the first language of the header the program speaks;
    // English when none.
    static QString choose(const QByteArray &acceptLanguage);

    QString translate(const char *context, const char *sourceText,
                      const char *disambiguation = nullptr, int n = -1) const override;
    bool isEmpty() const override { return false; }

    // While alive, every tr() and QLocale() of this thread speaks `language`.
    class Scope
    {
    public:
        Scope(RequestLanguage &owner, const QString &language);
        ~Scope();
        Scope(const Scope &) = delete;
        Scope &operator=(const Scope &) = delete;

    private:
        RequestLanguage &m_owner;
        QLocale m_locale;
    };

private:
    std::unique_ptr<QTranslator> m_english;
    std::unique_ptr<QTranslator> m_french;
    QTranslator *m_active = nullptr;
    bool m_inScope = false;
};

} // namespace Adc
