#include "db/battlefixture.h"
#include "print/pdftext.h"

#include "testsuite.h"
#include "ui/window/printactions.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QProgressDialog>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>
#include <QWidget>
#include <QtTest>
#ifdef Q_OS_WIN
#include <windows.h>
#endif

using namespace Adc;
using namespace Adc::Fixture;
using Adc::Testing::pdfText;

class tst_PrintActions : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    // File > Print: the actions follow the battle on show; the Save actions
    // write what the command line writes.
    void printActions()
    {
        QVERIFY(m_dir.isValid());
        TestBattle battle;
        QVERIFY(battle.isValid());
        battle.add(infantry(QStringLiteral("2nd Line"), QStringLiteral("French"),
                            QStringLiteral("Gauthier")));
        battle.add(battery(QStringLiteral("Foot battery"), QStringLiteral("French"),
                           QStringLiteral("Gauthier")));
        battle.add(infantry(QStringLiteral("92nd Highlanders"), QStringLiteral("Allied"),
                            QStringLiteral("Pack")));
        Battle *current = nullptr;
        QWidget window;
        PrintActions actions(&window, [&current] { return current; });
        QMenu file;
        QMenu *print = actions.addTo(&file);
        QVERIFY(print->actions().contains(actions.rosterPreviewAction()));
        QVERIFY(print->actions().contains(actions.cardPdfAction()));
        QVERIFY(print->actions().contains(actions.reportCsvAction()));

        actions.updateActions();
        QVERIFY(!actions.rosterPreviewAction()->isEnabled());
        QVERIFY(!actions.reportPdfAction()->isEnabled());
        QVERIFY(actions.cardPreviewAction()->isEnabled());
        const QString roster = m_dir.filePath(QStringLiteral("actions-roster.pdf"));
        const Result<int> refused = actions.saveRosterSheets(roster);
        QVERIFY(!refused);
        QVERIFY(!refused.error().isEmpty());
        QVERIFY(!QFile::exists(roster));

        current = battle.battle.get();
        actions.updateActions();
        QVERIFY(actions.rosterPreviewAction()->isEnabled());
        const Result<int> sheets = actions.saveRosterSheets(roster);
        QVERIFY2(sheets, qPrintable(sheets.error()));
        QVERIFY(*sheets >= 1);
        const QString text = pdfText(roster);
        for (const UnitRecord &unit : battle->units())
            QVERIFY2(text.contains(unit.name), qPrintable(unit.name));
        const QString card = m_dir.filePath(QStringLiteral("actions-card.pdf"));
        const Result<int> cardPages = actions.saveReferenceCard(card);
        QVERIFY2(cardPages, qPrintable(cardPages.error()));
        QVERIFY(pdfText(card).contains(QStringLiteral("Fire combat chart")));
        const QString csv = m_dir.filePath(QStringLiteral("actions-report.csv"));
        const Result<void> written = actions.saveReportCsv(csv);
        QVERIFY2(written, qPrintable(written.error()));
        QFile report(csv);
        QVERIFY(report.open(QIODevice::ReadOnly));
        QVERIFY(report.readAll().startsWith("record,side,brigade,unit,"));
    }

    void cancelledPrintLeavesNoFile_data()
    {
        QTest::addColumn<int>("output");
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("units");
        QTest::newRow("roster sheets")
            << int(PrintActions::Output::RosterPdf) << QStringLiteral("roster.pdf") << 120;
        // Over 200 pages: the second half painted on another thread.
        QTest::newRow("long roster sheets")
            << int(PrintActions::Output::RosterPdf) << QStringLiteral("long.pdf") << 8000;
        QTest::newRow("reference card")
            << int(PrintActions::Output::CardPdf) << QStringLiteral("card.pdf") << 120;
        QTest::newRow("report PDF")
            << int(PrintActions::Output::ReportPdf) << QStringLiteral("report.pdf") << 120;
        QTest::newRow("report CSV")
            << int(PrintActions::Output::ReportCsv) << QStringLiteral("report.csv") << 120;
    }

    // The umpire presses Cancel in the progress dialog: no file is left,
    // and there is no error to show. Without the press, the file is written.
    void cancelledPrintLeavesNoFile()
    {
        QFETCH(int, output);
        QFETCH(QString, file);
        QFETCH(int, units);
        TestBattle battle;
        QVERIFY(battle.isValid());
        QList<UnitRecord> added;
        for (int i = 0; i < units; ++i)
            added.append(infantry(QStringLiteral("Battalion %1").arg(i + 1),
                                  i % 2 ? QStringLiteral("French") : QStringLiteral("Allied"),
                                  QStringLiteral("Brigade %1").arg(i / 8)));
        QVERIFY(battle->addUnits(added));
        QWidget window;
        window.show();
        PrintActions actions(&window, [&battle] { return battle.battle.get(); });
        actions.setProgressDelay(0);
        const QString path = m_dir.filePath(QStringLiteral("cancelled-") + file);
        bool pressed = false;
        // Presses Cancel as soon as the dialog is up.
        QTimer press;
        press.setInterval(0);
        connect(&press, &QTimer::timeout, &window, [&window, &pressed] {
            for (QProgressDialog *dialog : window.findChildren<QProgressDialog *>()) {
                QPushButton *cancel = dialog->findChild<QPushButton *>();
                if (dialog->isVisible() && cancel && !pressed) {
                    QTest::mouseClick(cancel, Qt::LeftButton);
                    pressed = true;
                }
            }
        });
        press.start();
        const QString error = actions.saveShowingProgress(PrintActions::Output(output), path);
        press.stop();
        QVERIFY(pressed);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!QFile::exists(path));

        const QString written = m_dir.filePath(QStringLiteral("written-") + file);
        QCOMPARE(actions.saveShowingProgress(PrintActions::Output(output), written), QString());
        QVERIFY(QFile::exists(written));
        if (units > 1000)
            QVERIFY(pdfText(written).count(QLatin1Char('\f')) >= 200);
    }

    // Every Save of File > Print refuses the battle's own file, its -wal and
    // a link to it, naming both paths; the battle stays as it was.
    void saveNeverOverwritesTheBattle()
    {
        TestBattle battle;
        QVERIFY(battle.isValid());
        battle.add(infantry(QStringLiteral("2nd Line"), QStringLiteral("French"),
                            QStringLiteral("Gauthier")));
        Battle *current = battle.battle.get();
        QWidget window;
        PrintActions actions(&window, [&current] { return current; });
        const QString link = battle.dir.filePath(QStringLiteral("link.pdf"));
#ifdef Q_OS_WIN
        // QFile::link makes a shortcut (.lnk) there: a hard link instead.
        QVERIFY(CreateHardLinkW(QDir::toNativeSeparators(link).toStdWString().c_str(),
                                QDir::toNativeSeparators(battle.path).toStdWString().c_str(),
                                nullptr));
#else
        QVERIFY(QFile::link(battle.path, link));
#endif
        QFile file(battle.path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        for (const QString &path : { battle.path, battle.path + QStringLiteral("-wal"), link }) {
            const QList<QString> errors { actions.saveRosterSheets(path).error(),
                                          actions.saveReferenceCard(path).error(),
                                          actions.saveReportPdf(path).error(),
                                          actions.saveReportCsv(path).error() };
            for (const QString &error : errors) {
                // Paths are shown with the system's separators.
                QVERIFY2(error.contains(QDir::toNativeSeparators(path))
                             && error.contains(QDir::toNativeSeparators(battle.path)),
                         qPrintable(error));
            }
        }
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        QCOMPARE(battle->units().size(), 1);
    }
};

ADC_TEST_MAIN(tst_PrintActions)
#include "tst_printactions.moc"
