#include "ui/window/recentfiles.h"

#include "db/battle/battle.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace Adc {

namespace {

const QString kKey = QStringLiteral("recentFiles");

// A file by its absolute path; a battle on a server by its address.
QString keyOf(const QString &path)
{
    return Battle::isServerAddress(path) ? path : QFileInfo(path).absoluteFilePath();
}

} // namespace

RecentFiles::RecentFiles(QObject *parent)
    : QObject(parent)
{
}

QStringList RecentFiles::files() const
{
    QStringList files = QSettings().value(kKey).toStringList();
    files.removeAll(QString());
    return files.mid(0, kMaximum);
}

void RecentFiles::store(const QStringList &files)
{
    QSettings settings;
    settings.setValue(kKey, files.mid(0, kMaximum));
    Q_EMIT changed();
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = keyOf(path);
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    store(list);
}

void RecentFiles::remove(const QString &path)
{
    QStringList list = files();
    list.removeAll(keyOf(path));
    store(list);
}

void RecentFiles::clear()
{
    store({});
}

void RecentFiles::fillMenu(QMenu *menu)
{
    menu->clear();
    const QStringList list = files();
    for (int i = 0; i < list.size(); ++i) {
        const QString path = list.at(i);
        // &1 ... &8 as keyboard accelerators; an ampersand in a name is doubled.
        QString label = Battle::isServerAddress(path) ? path : QFileInfo(path).fileName();
        label.replace(QLatin1Char('&'), QLatin1String("&&"));
        QAction *action
            = menu->addAction(QStringLiteral("&%1 %2").arg(QString::number(i + 1), label));
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { Q_EMIT openRequested(path); });
    }
    if (!list.isEmpty())
        menu->addSeparator();
    QAction *clearAction = menu->addAction(tr("&Clear Menu"));
    clearAction->setEnabled(!list.isEmpty());
    connect(clearAction, &QAction::triggered, this, &RecentFiles::clear);
}

} // namespace Adc
