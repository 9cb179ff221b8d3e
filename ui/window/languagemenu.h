#pragma once

#include <QMenu>
#include <QString>

namespace Adc {

// Settings → Language: the system's language, English or French. The choice
// is kept in the settings ("language": "", "en" or "fr") and takes effect
// when the program starts again.
class LanguageMenu : public QMenu
{
    Q_OBJECT

public:
    explicit LanguageMenu(QWidget *parent = nullptr);

    // The language chosen in the settings: "en", "fr", or empty for the
    // system's.
    static QString chosen();

private:
    void choose(const QString &language);
};

} // namespace Adc
