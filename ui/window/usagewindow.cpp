#include "window/usagewindow.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QStringList>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Adc {

namespace {

// The README's own headings of the sections shown, in its order.
const QStringList kSections { QStringLiteral("## The window"), QStringLiteral("## The battle file"),
                              QStringLiteral("## Paper") };

} // namespace

QString UsageWindow::usageSections()
{
    QFile file(QStringLiteral(":/help/README.md"));
    // The README is a few pages; a bounded read all the same.
    constexpr qint64 kLongest = 1 << 20;
    if (!file.open(QIODevice::ReadOnly))
        return QString();
    const QString text = QString::fromUtf8(file.read(kLongest));
    QString shown;
    const QStringList lines = text.split(QLatin1Char('\n'));
    bool inside = false;
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("## "))) {
            inside = false;
            for (const QString &section : kSections)
                inside = inside || line.startsWith(section);
        }
        if (inside)
            shown += line + QLatin1Char('\n');
    }
    return shown;
}

UsageWindow::UsageWindow(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("usageWindow"));
    setWindowTitle(tr("Using Aide-de-Camp"));
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("usage"));
    m_browser->setOpenExternalLinks(true);
    const QString sections = usageSections();
    if (sections.isEmpty())
        m_browser->setPlainText(tr("The usage notes could not be read."));
    else
        m_browser->setMarkdown(sections);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    resize(760, 620);
}

} // namespace Adc
