#include "ui/window/printactions.h"

#include "db/battle/battle.h"
#include "db/io/outputfile.h"
#include "print/card/referencecard.h"
#include "print/report/afteractionreport.h"
#include "print/roster/rostersheet.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QWidget>
#include <algorithm>

namespace Adc {

PrintActions::PrintActions(QWidget *window, BattleSource battle)
    : QObject(window)
    , m_window(window)
    , m_battle(std::move(battle))
{
    m_rosterPreview = new QAction(tr("Print &Roster Sheets..."), this);
    m_rosterPreview->setStatusTip(
        tr("Roster sheets per side, brigade by brigade, in a print preview"));
    m_rosterPdf = new QAction(tr("Save Roster Sheets as PDF..."), this);
    m_cardPreview = new QAction(tr("Print Reference &Card..."), this);
    m_cardPreview->setStatusTip(
        tr("The charts, range bands and modifiers under this battle's rulings"));
    m_cardPdf = new QAction(tr("Save Reference Card as PDF..."), this);
    m_reportPdf = new QAction(tr("&After-Action Report (PDF)..."), this);
    m_reportCsv = new QAction(tr("After-Action Report (CSV)..."), this);

    connect(m_rosterPreview, &QAction::triggered, this, &PrintActions::previewRosterSheets);
    connect(m_rosterPdf, &QAction::triggered, this, &PrintActions::chooseRosterPdf);
    connect(m_cardPreview, &QAction::triggered, this, &PrintActions::previewReferenceCard);
    connect(m_cardPdf, &QAction::triggered, this, &PrintActions::chooseReferenceCardPdf);
    connect(m_reportPdf, &QAction::triggered, this, &PrintActions::chooseReportPdf);
    connect(m_reportCsv, &QAction::triggered, this, &PrintActions::chooseReportCsv);
    updateActions();
}

QMenu *PrintActions::addTo(QMenu *menu)
{
    QMenu *print = menu->addMenu(tr("&Print"));
    print->addAction(m_rosterPreview);
    print->addAction(m_rosterPdf);
    print->addSeparator();
    print->addAction(m_cardPreview);
    print->addAction(m_cardPdf);
    print->addSeparator();
    print->addAction(m_reportPdf);
    print->addAction(m_reportCsv);
    connect(print, &QMenu::aboutToShow, this, &PrintActions::updateActions);
    return print;
}

PageBoxes::Paper PrintActions::localPaper()
{
    return QLocale::system().measurementSystem() == QLocale::ImperialUSSystem
        ? PageBoxes::Paper::Letter
        : PageBoxes::Paper::A4;
}

void PrintActions::updateActions()
{
    const bool haveBattle = m_battle && m_battle() != nullptr;
    m_rosterPreview->setEnabled(haveBattle);
    m_rosterPdf->setEnabled(haveBattle);
    m_reportPdf->setEnabled(haveBattle);
    m_reportCsv->setEnabled(haveBattle);
}

QString PrintActions::baseName() const
{
    Battle *battle = m_battle ? m_battle() : nullptr;
    if (!battle)
        return QStringLiteral("battle");
    return QFileInfo(battle->path()).completeBaseName();
}

QString PrintActions::battleClash(const QString &path) const
{
    Battle *battle = m_battle ? m_battle() : nullptr;
    return battle ? OutputFile::battleClash(path, battle->path()) : QString();
}

Result<int> PrintActions::saveRosterSheets(const QString &path, const Progress &progress) const
{
    Battle *battle = m_battle ? m_battle() : nullptr;
    if (!battle)
        return Failure::failed(tr("No battle is open."));
    if (const QString clash = battleClash(path); !clash.isEmpty())
        return Failure::failed(clash);
    RosterSheet::Options options;
    options.paper = localPaper();
    return RosterSheet(RosterSheet::sourceOf(*battle), options).writePdf(path, progress);
}

Result<int> PrintActions::saveReferenceCard(const QString &path, const Progress &progress) const
{
    Battle *battle = m_battle ? m_battle() : nullptr;
    if (const QString clash = battleClash(path); !clash.isEmpty())
        return Failure::failed(clash);
    const ReferenceCard card(battle ? battle->rulings() : Rulings(),
                             battle ? battle->name() : QString());
    return card.writePdf(path, localPaper(), progress);
}

Result<int> PrintActions::saveReportPdf(const QString &path, const Progress &progress) const
{
    Battle *battle = m_battle ? m_battle() : nullptr;
    if (!battle)
        return Failure::failed(tr("No battle is open."));
    if (const QString clash = battleClash(path); !clash.isEmpty())
        return Failure::failed(clash);
    return AfterActionReport::fromBattle(*battle).writePdf(path, localPaper(), progress);
}

Result<void> PrintActions::saveReportCsv(const QString &path, const Progress &progress) const
{
    Battle *battle = m_battle ? m_battle() : nullptr;
    if (!battle)
        return Failure::failed(tr("No battle is open."));
    if (const QString clash = battleClash(path); !clash.isEmpty())
        return Failure::failed(clash);
    return AfterActionReport::fromBattle(*battle).writeCsv(path, progress);
}

QString PrintActions::saveShowingProgress(Output output, const QString &path) const
{
    static const char *const labels[] = {
        QT_TR_NOOP("Printing the roster sheets\u2026"),
        QT_TR_NOOP("Printing the reference card\u2026"),
        QT_TR_NOOP("Printing the after-action report\u2026"),
        QT_TR_NOOP("Exporting the after-action report\u2026"),
    };
    // A print of more than half a second shows its progress and can be
    // cancelled; a cancelled print leaves no file, and nothing to report.
    QProgressDialog dialog(tr(labels[int(output)]), tr("Cancel"), 0, 1, m_window);
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(m_progressDelay);
    const Progress progress = [&dialog](int done, int total) {
        dialog.setMaximum(std::max(1, total));
        dialog.setValue(std::min(done, std::max(1, total) - 1));
        // Once it shows, the dialog hears the Cancel button between pages.
        if (dialog.isVisible())
            QCoreApplication::processEvents();
        return !dialog.wasCanceled();
    };
    QString error;
    switch (output) {
    case Output::RosterPdf:
        error = saveRosterSheets(path, progress).error();
        break;
    case Output::CardPdf:
        error = saveReferenceCard(path, progress).error();
        break;
    case Output::ReportPdf:
        error = saveReportPdf(path, progress).error();
        break;
    case Output::ReportCsv:
        error = saveReportCsv(path, progress).error();
        break;
    }
    const bool cancelled = dialog.wasCanceled();
    dialog.reset();
    return cancelled ? QString() : error;
}

void PrintActions::previewRosterSheets()
{
    Battle *battle = m_battle ? m_battle() : nullptr;
    if (!battle)
        return;
    RosterSheet::Options options;
    options.paper = localPaper();
    const RosterSheet sheet(RosterSheet::sourceOf(*battle), options);
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(PageBoxes::pageSize(options.paper));
    printer.setPageOrientation(options.orientation);
    printer.setPageMargins(QMarginsF(PageBoxes::marginMillimetres(), PageBoxes::marginMillimetres(),
                                     PageBoxes::marginMillimetres(),
                                     PageBoxes::marginMillimetres()),
                           QPageLayout::Millimeter);
    printer.setDocName(tr("%1 roster sheets").arg(battle->name()));
    QPrintPreviewDialog dialog(&printer, m_window);
    dialog.setWindowTitle(tr("Roster Sheets"));
    connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog,
            [&sheet](QPrinter *target) { sheet.paint(target); });
    dialog.exec();
}

void PrintActions::previewReferenceCard()
{
    Battle *battle = m_battle ? m_battle() : nullptr;
    const ReferenceCard card(battle ? battle->rulings() : Rulings(),
                             battle ? battle->name() : QString());
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(PageBoxes::pageSize(localPaper()));
    printer.setPageMargins(QMarginsF(PageBoxes::marginMillimetres(), PageBoxes::marginMillimetres(),
                                     PageBoxes::marginMillimetres(),
                                     PageBoxes::marginMillimetres()),
                           QPageLayout::Millimeter);
    printer.setDocName(tr("Reference card"));
    QPrintPreviewDialog dialog(&printer, m_window);
    dialog.setWindowTitle(tr("Reference Card"));
    connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog,
            [&card](QPrinter *target) { card.paint(target); });
    dialog.exec();
}

QString PrintActions::choosePath(const QString &title, const QString &suggested,
                                 const QString &filter) const
{
    return QFileDialog::getSaveFileName(m_window, title, QDir::home().filePath(suggested), filter);
}

void PrintActions::report(const QString &error) const
{
    if (!error.isEmpty())
        QMessageBox::warning(m_window, tr("Printing"), error);
}

void PrintActions::chooseRosterPdf()
{
    const QString path
        = choosePath(tr("Save Roster Sheets"), baseName() + QStringLiteral("-roster.pdf"),
                     tr("PDF files (*.pdf)"));
    if (!path.isEmpty())
        report(saveShowingProgress(Output::RosterPdf, path));
}

void PrintActions::chooseReferenceCardPdf()
{
    const QString path = choosePath(tr("Save Reference Card"), QStringLiteral("reference-card.pdf"),
                                    tr("PDF files (*.pdf)"));
    if (!path.isEmpty())
        report(saveShowingProgress(Output::CardPdf, path));
}

void PrintActions::chooseReportPdf()
{
    const QString path
        = choosePath(tr("Save After-Action Report"), baseName() + QStringLiteral("-report.pdf"),
                     tr("PDF files (*.pdf)"));
    if (!path.isEmpty())
        report(saveShowingProgress(Output::ReportPdf, path));
}

void PrintActions::chooseReportCsv()
{
    const QString path
        = choosePath(tr("Save After-Action Report"), baseName() + QStringLiteral("-report.csv"),
                     tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        report(saveShowingProgress(Output::ReportCsv, path));
}

} // namespace Adc
