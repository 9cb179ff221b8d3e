#pragma once

#include <QDialog>

class QTextBrowser;

namespace Adc {

// Help > Using Aide-de-Camp: the README's sections on using the program
// (the window, the battle file, paper), as the README says them.
class UsageWindow : public QDialog
{
    Q_OBJECT

public:
    explicit UsageWindow(QWidget *parent = nullptr);

    QTextBrowser *browser() const { return m_browser; }
    // The README's sections a person uses the program by, as Markdown.
    static QString usageSections();

private:
    QTextBrowser *m_browser = nullptr;
};

} // namespace Adc
