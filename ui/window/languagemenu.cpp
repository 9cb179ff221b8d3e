#include "ui/window/languagemenu.h"

#include <QActionGroup>
#include <QMessageBox>
#include <QSettings>

namespace Adc {

namespace {

const QString languageKey = QStringLiteral("language");

} // namespace

LanguageMenu::LanguageMenu(QWidget *parent)
    : QMenu(tr("&Language"), parent)
{
    auto *group = new QActionGroup(this);
    const QString current = chosen();
    // Each language is named in itself, so a reader finds their own.
    const QList<QPair<QString, QString>> choices {
        { QString(), tr("The System's Language") },
        { QStringLiteral("en"), QStringLiteral("English") },
        { QStringLiteral("fr"), QStringLiteral("Français") },
    };
    for (const auto &[language, label] : choices) {
        QAction *action = addAction(label);
        action->setCheckable(true);
        action->setChecked(language == current);
        action->setData(language);
        group->addAction(action);
        connect(action, &QAction::triggered, this,
                [this, language = language] { choose(language); });
    }
}

QString LanguageMenu::chosen()
{
    const QString language = QSettings().value(languageKey).toString();
    return language == QLatin1String("en") || language == QLatin1String("fr") ? language
                                                                              : QString();
}

void LanguageMenu::choose(const QString &language)
{
    if (language == chosen())
        return;
    QSettings().setValue(languageKey, language);
    QMessageBox::information(parentWidget(), tr("Language"),
                             tr("Aide-de-Camp will speak the language you chose when it is "
                                "started again."));
}

} // namespace Adc
