#pragma once

#include "core/common/result.h"
#include "print/page/pageboxes.h"
#include "print/page/pageboxesdocument.h"

#include <QObject>
#include <QPointer>
#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace Adc {

class Battle;

// The File > Print submenu of the desktop program: roster sheets and the
// reference card in a print preview (QPrintPreviewDialog) or saved as PDF,
// and the after-action report as PDF or CSV. The main window owns it and
// hands it the battle on show:
//     auto *printing = new PrintActions(this, [this] { return battle(); });
//     printing->addTo(fileMenu);
class PrintActions : public QObject
{
    Q_OBJECT

public:
    using BattleSource = std::function<Battle *()>;

    PrintActions(QWidget *window, BattleSource battle);

    // Adds the Print submenu to `menu` and returns it.
    QMenu *addTo(QMenu *menu);

    QAction *rosterPreviewAction() const { return m_rosterPreview; }
    QAction *rosterPdfAction() const { return m_rosterPdf; }
    QAction *cardPreviewAction() const { return m_cardPreview; }
    QAction *cardPdfAction() const { return m_cardPdf; }
    QAction *reportPdfAction() const { return m_reportPdf; }
    QAction *reportCsvAction() const { return m_reportCsv; }

    // The paper of the system's locale: Letter in the US system, else A4.
    static PageBoxes::Paper localPaper();

    using Progress = PageBoxesDocument::Progress;

    // The files the Save actions write, without their dialogs (for scripts
    // and tests); the PDFs answer the pages written. A print or export that
    // `progress` stops leaves no file.
    Result<int> saveRosterSheets(const QString &path, const Progress &progress = {}) const;
    Result<int> saveReferenceCard(const QString &path, const Progress &progress = {}) const;
    Result<int> saveReportPdf(const QString &path, const Progress &progress = {}) const;
    Result<void> saveReportCsv(const QString &path, const Progress &progress = {}) const;

    enum class Output { RosterPdf, CardPdf, ReportPdf, ReportCsv };
    // Writes one output as the Save actions do: a print or export that takes
    // longer than progressDelay() shows a progress dialog that can cancel
    // it, leaving no file. Answers the error to show: empty when the file
    // was written or the umpire cancelled.
    QString saveShowingProgress(Output output, const QString &path) const;
    // Milliseconds before the progress dialog shows (500).
    int progressDelay() const { return m_progressDelay; }
    void setProgressDelay(int milliseconds) { m_progressDelay = milliseconds; }

public Q_SLOTS:
    // Enables what the battle on show allows (the card needs no battle).
    void updateActions();
    void previewRosterSheets();
    void previewReferenceCard();
    void chooseRosterPdf();
    void chooseReferenceCardPdf();
    void chooseReportPdf();
    void chooseReportCsv();

private:
    QString choosePath(const QString &title, const QString &suggested, const QString &filter) const;
    // Shows why a file could not be saved; nothing when `error` is empty.
    void report(const QString &error) const;
    QString baseName() const;
    // Why `path` may not be written: it is the open battle (or its -wal,
    // -shm or -journal), symbolic links followed. Empty when it may.
    QString battleClash(const QString &path) const;

    QPointer<QWidget> m_window;
    int m_progressDelay = 500;
    BattleSource m_battle;
    QAction *m_rosterPreview = nullptr;
    QAction *m_rosterPdf = nullptr;
    QAction *m_cardPreview = nullptr;
    QAction *m_cardPdf = nullptr;
    QAction *m_reportPdf = nullptr;
    QAction *m_reportCsv = nullptr;
};

} // namespace Adc
