#include "ui/window/usagewindow.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QStringList>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Adc {

QString UsageWindow::usageSections()
{
    QFile file(QStringLiteral(":/help/docs/using.md"));
    // The document is a few pages; a bounded read all the same.
    constexpr qint64 kLongest = 1 << 20;
    if (!file.open(QIODevice::ReadOnly))
        return QString();
    const QStringList lines = QString::fromUtf8(file.read(kLongest)).split(QLatin1Char('\n'));
    QString shown;
    for (const QString &line : lines) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QLatin1String("![")) || trimmed.startsWith(QLatin1String("| !["))
            || trimmed.startsWith(QLatin1String("|---")))
            continue;
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
