// The window on a 1024x768 screen: nothing in it (a dock's panel, the clock,
// the log) asks for more than the screen, the status bar shows at the
// bottom, and the log still shows entries.

#include "ui/proceduretesting.h"

#include "testsuite.h"
#include "ui/log/logview.h"
#include "ui/window/mainwindow.h"
#include "ui/window/screenfit.h"

#include <QDockWidget>
#include <QLayout>
#include <QSettings>
#include <QStatusBar>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

namespace {

// What a window manager leaves of 768 pixels: a title bar and a panel.
constexpr int kUsableHeight = 768 - 60;

} // namespace

class tst_WindowFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void fitsASmallScreen();
    void firstStartFitsTheScreen();
    void everyDockFits_data();
    void everyDockFits();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    int m_battles = 0;
};

void tst_WindowFit::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_windowfit"));
    QSettings().clear();
}

void tst_WindowFit::init()
{
    const QString path = m_dir.filePath(QStringLiteral("fit-%1.adc").arg(++m_battles));
    QVERIFY(writeSampleBattle(path));
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openBattle(path));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void tst_WindowFit::cleanup()
{
    m_window.reset();
    QSettings().clear();
}

void tst_WindowFit::fitsASmallScreen()
{
    const QSize least = m_window->minimumSizeHint().expandedTo(m_window->minimumSize());
    QVERIFY2(least.width() <= 1024 && least.height() <= kUsableHeight,
             qPrintable(QStringLiteral("at least %1x%2").arg(least.width()).arg(least.height())));
    m_window->resize(1024, kUsableHeight);
    QTRY_COMPARE(m_window->size(), QSize(1024, kUsableHeight));
    QStatusBar *status = m_window->statusBar();
    QVERIFY(status->isVisible());
    QVERIFY(status->height() > 0);
    QVERIFY2(status->geometry().bottom() < m_window->height(),
             qPrintable(QStringLiteral("status bar ends at %1 of %2")
                            .arg(status->geometry().bottom())
                            .arg(m_window->height())));
    // The log shows some entries still.
    auto *view = m_window->findChild<LogView *>();
    QVERIFY(view->isVisible());
    QVERIFY2(view->viewport()->height() >= 4 * view->fontMetrics().height(),
             qPrintable(QStringLiteral("log rows %1 px").arg(view->viewport()->height())));
}

void tst_WindowFit::firstStartFitsTheScreen()
{
    // A new window on a screen smaller than its 1280x800 (the test's screen
    // is smaller still than 1024x768): no larger than the screen, its status
    // bar in it.
    MainWindow window;
    const QRect room = window.screen()->availableGeometry();
    QVERIFY2(room.width() < 1280 || room.height() < 800, "the test needs a small screen");
    fitToScreen(&window);
    QVERIFY2(window.width() <= room.width() && window.height() <= room.height(),
             qPrintable(QStringLiteral("%1x%2 on %3x%4")
                            .arg(window.width())
                            .arg(window.height())
                            .arg(room.width())
                            .arg(room.height())));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.statusBar()->isVisible());
    QVERIFY(window.statusBar()->geometry().bottom() < window.height());
    QVERIFY(window.height() <= room.height());
    // A picture to look at (ADC_SCREENSHOT_DIR names where): the whole
    // window on that screen, nothing in it cut off.
    QTRY_VERIFY(laidOut(&window));
    const QImage picture
        = screenshot(&window, m_dir.path(), QStringLiteral("window-small-screen.png"));
    QCOMPARE(pictureProblems(&window, picture, room.size()), QString());
}

void tst_WindowFit::everyDockFits_data()
{
    QTest::addColumn<QString>("dock");
    for (const char *name : { "unitDock", "diceDock", "terrainDock", "referenceDock" })
        QTest::newRow(name) << QString::fromLatin1(name);
}

void tst_WindowFit::everyDockFits()
{
    // Whichever panel is in front, the window still fits.
    QFETCH(QString, dock);
    auto *widget = m_window->findChild<QDockWidget *>(dock);
    QVERIFY(widget);
    widget->raise();
    QTRY_VERIFY(widget->widget()->isVisible());
    m_window->layout()->invalidate();
    const QSize least = m_window->minimumSizeHint().expandedTo(m_window->layout()->minimumSize());
    QVERIFY2(
        least.width() <= 1024 && least.height() <= kUsableHeight,
        qPrintable(
            QStringLiteral("%1: at least %2x%3").arg(dock).arg(least.width()).arg(least.height())));
}

ADC_TEST_MAIN(tst_WindowFit)
#include "tst_windowfit.moc"
