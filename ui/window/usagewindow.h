#pragma once

#include <QDialog>

class QTextBrowser;

namespace Adc {

// Help > Using Aide-de-Camp: the user's document, docs/using.md (the window,
// its dialogs and keys, its languages, paper), as the documentation says it.
class UsageWindow : public QDialog
{
    Q_OBJECT

public:
    explicit UsageWindow(QWidget *parent = nullptr);

    QTextBrowser *browser() const { return m_browser; }
    // The user's document as Markdown, without its pictures (which live
    // beside the documentation, not in the program).
    static QString usageSections();

private:
    QTextBrowser *m_browser = nullptr;
};

} // namespace Adc
