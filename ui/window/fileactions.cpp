#include "ui/window/fileactions.h"

#include "ui/window/mainwindow.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>

namespace Adc {

namespace {

// Read when shown, once the translation is loaded.
QString battleFilter()
{
    return FileActions::tr("Battles (*.adc);;All files (*)");
}

} // namespace

FileActions::FileActions(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
    m_new
        = new QAction(QIcon::fromTheme(QStringLiteral("document-new")), tr("&New Battle..."), this);
    m_new->setShortcut(QKeySequence::New);
    connect(m_new, &QAction::triggered, this, &FileActions::newBattleDialog);
    m_open = new QAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open..."), this);
    m_open->setShortcut(QKeySequence::Open);
    connect(m_open, &QAction::triggered, this, &FileActions::openDialog);
    m_openReadOnly = new QAction(tr("Open Rea&d-Only..."), this);
    m_openReadOnly->setToolTip(tr("Open a battle to look at it without any risk of changing it"));
    connect(m_openReadOnly, &QAction::triggered, this, &FileActions::openReadOnlyDialog);
    m_saveCopy = new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")),
                             tr("Save a &Copy..."), this);
    m_saveCopy->setShortcut(QKeySequence::SaveAs);
    m_saveCopy->setToolTip(tr("Write a copy of the battle as it stands to a new file"));
    connect(m_saveCopy, &QAction::triggered, this, &FileActions::saveCopyDialog);
    m_quit = new QAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), this);
    m_quit->setShortcut(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, m_window, &QWidget::close);
    m_check = new QAction(tr("C&heck Battle"), this);
    m_check->setToolTip(tr("Check the battle file and replay its whole log against the battle "
                           "as it stands"));
    connect(m_check, &QAction::triggered, this, &FileActions::checkBattle);
}

void FileActions::addOpeningTo(QMenu *menu) const
{
    menu->addAction(m_new);
    menu->addAction(m_open);
    menu->addAction(m_openReadOnly);
}

void FileActions::newBattleDialog()
{
    QFileDialog dialog(m_window, tr("New Battle"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setNameFilter(battleFilter());
    dialog.setDefaultSuffix(QStringLiteral("adc"));
    // A new battle never overwrites a file: the battle refuses and says so.
    dialog.setOption(QFileDialog::DontConfirmOverwrite);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    const QString path = dialog.selectedFiles().constFirst();
    bool ok = false;
    const QString name
        = QInputDialog::getText(m_window, tr("New Battle"), tr("Name of the battle:"),
                                QLineEdit::Normal, QFileInfo(path).completeBaseName(), &ok);
    if (ok)
        m_window->newBattle(path, name);
}

void FileActions::openDialog()
{
    const QString path
        = QFileDialog::getOpenFileName(m_window, tr("Open Battle"), QString(), battleFilter());
    if (!path.isEmpty())
        m_window->openBattle(path);
}

void FileActions::openReadOnlyDialog()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Battle Read-Only"),
                                                      QString(), battleFilter());
    if (!path.isEmpty())
        m_window->openBattle(path, Battle::OpenMode::ReadOnly);
}

void FileActions::saveCopyDialog()
{
    const Battle *battle = m_window->battle();
    if (!battle)
        return;
    QFileDialog dialog(m_window, tr("Save a Copy"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setNameFilter(battleFilter());
    dialog.setDefaultSuffix(QStringLiteral("adc"));
    dialog.setOption(QFileDialog::DontConfirmOverwrite);
    const QFileInfo info(battle->path());
    dialog.selectFile(info.dir().filePath(info.completeBaseName() + tr(" copy.adc")));
    if (dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty())
        m_window->saveCopy(dialog.selectedFiles().constFirst());
}

QString FileActions::checkText(const CheckReport &report)
{
    const QStringList &lines = report.ok() ? report.checks : report.problems;
    QString text = report.ok() ? tr("The battle file is sound:")
                               : tr("The battle file has %n problem(s):", nullptr,
                                    static_cast<int>(report.problems.size()));
    for (const QString &line : lines)
        text += QStringLiteral("\n• ") + line;
    return text;
}

void FileActions::checkBattle()
{
    const Battle *battle = m_window->battle();
    if (!battle)
        return;
    const CheckReport report = battle->check();
    auto *box = new QMessageBox(report.ok() ? QMessageBox::Information : QMessageBox::Warning,
                                tr("Check Battle"), checkText(report), QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("checkBattleResult"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace Adc
