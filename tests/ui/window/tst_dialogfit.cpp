// Every dialog the window opens (the procedures, the rulings, the players'
// view, adding a brigade, checking the battle, the print previews, the
// help and about boxes) on a 1024x768 screen, in English and in French,
// whose words are longer: each one's frame lies inside the screen's free
// room. CTest gives this class a screen of that size (tests/CMakeLists.txt).

#include "testpaths.h"
#include "ui/proceduretesting.h"

#include "core/common/translations.h"
#include "testsuite.h"
#include "ui/choosers/unitchooser.h"
#include "ui/procedures/proceduredialog.h"
#include "ui/rosterview/rosterpane.h"
#include "ui/window/mainwindow.h"
#include "ui/window/screenfit.h"

#include <QAction>
#include <QDialog>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QScreen>
#include <QSettings>
#include <QTimer>
#include <QTranslator>
#include <QtTest>
#include <optional>

using namespace Adc;
using namespace Adc::Testing;

namespace {

// A dialog as the window opens it: a name for the messages, and its
// action, found by object name or else by the text its class translates;
// the unit selected in the roster first, where it matters (else 2e Léger).
struct DialogAction
{
    const char *name;
    const char *objectName;
    const char *context;
    const char *text;
    const char *unit = nullptr;
};

const DialogAction kDialogs[] = {
    { "fire", "fireAction", nullptr, nullptr },
    // Guns firing ball, with a battery of their brigade to pool with: the
    // pool and the units beyond the target both shown.
    { "fire by guns", "fireAction", nullptr, nullptr, "Bijleveld's horse battery" },
    { "discipline", "disciplineAction", nullptr, nullptr },
    { "charge", "chargeAction", nullptr, nullptr },
    { "move", "moveAction", nullptr, nullptr },
    { "end of segment", "endSegmentAction", nullptr, nullptr },
    { "end of turn", "endTurnAction", nullptr, nullptr },
    { "rulings", nullptr, "Adc::MainWindow", "&Rulings..." },
    { "players' view", "playersViewAction", nullptr, nullptr },
    { "add brigade", nullptr, "Adc::UnitActions", "Add &Brigade..." },
    { "check battle", nullptr, "Adc::FileActions", "C&heck Battle" },
    { "roster sheets", nullptr, "Adc::PrintActions", "Print &Roster Sheets..." },
    { "reference card", nullptr, "Adc::PrintActions", "Print Reference &Card..." },
    { "using", "usageAction", nullptr, nullptr },
    { "shortcuts", "shortcutsAction", nullptr, nullptr },
    { "about", nullptr, "Adc::HelpActions", "&About Aide-de-Camp" },
};

// The action in the menus, as the umpire finds it: each menu on the way
// opened (a menu brings its actions up to date as it opens).
QAction *actionIn(const QList<QAction *> &actions, const DialogAction &dialog)
{
    for (QAction *action : actions) {
        if (QMenu *menu = action->menu()) {
            Q_EMIT menu->aboutToShow();
            QAction *found = actionIn(menu->actions(), dialog);
            Q_EMIT menu->aboutToHide();
            if (found)
                return found;
            continue;
        }
        if (dialog.objectName && action->objectName() == QLatin1String(dialog.objectName))
            return action;
        if (dialog.text
            && action->text() == QCoreApplication::translate(dialog.context, dialog.text))
            return action;
    }
    return nullptr;
}

QAction *actionOf(QMainWindow *window, const DialogAction &dialog)
{
    return actionIn(window->menuBar()->actions(), dialog);
}

QList<QDialog *> shownDialogs()
{
    QList<QDialog *> dialogs;
    const QList<QWidget *> windows = QApplication::topLevelWidgets();
    for (QWidget *window : windows) {
        if (auto *dialog = qobject_cast<QDialog *>(window); dialog && dialog->isVisible())
            dialogs.append(dialog);
    }
    return dialogs;
}

// What is wrong with the dialog on the screen, in words; empty when its
// frame lies inside the screen's free room.
QString misfit(const QDialog *dialog, const QRect &room)
{
    const QRect frame = dialog->frameGeometry();
    if (room.contains(frame))
        return QString();
    return QStringLiteral("%1x%2 at %3,%4")
        .arg(frame.width())
        .arg(frame.height())
        .arg(frame.x())
        .arg(frame.y());
}

} // namespace

class tst_DialogFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void everyDialogFits_data();
    void everyDialogFits();

private:
    bool installFrench();
    void removeFrench();
    // Opens the dialog through its action (some are modal and block until
    // they close), and says how it misfits the screen: empty when it fits,
    // why it could not be measured else.
    QString openAndMeasure(QAction *action, const QRect &room);

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QLocale m_locale;
    std::optional<QByteArray> m_dataDir;
    QList<QTranslator *> m_translators;
    int m_battles = 0;
    // The last fire dialog opened showed both the pool and the units
    // beyond the target.
    bool m_tallestFire = false;
};

void tst_DialogFit::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_dialogfit"));
    QSettings().clear();
    m_locale = QLocale();
    const QSize screen = QGuiApplication::primaryScreen()->availableGeometry().size();
    QVERIFY2(screen == smallScreen(),
             qPrintable(QStringLiteral("the test needs a %1x%2 screen, not %3x%4")
                            .arg(smallScreen().width())
                            .arg(smallScreen().height())
                            .arg(screen.width())
                            .arg(screen.height())));
}

void tst_DialogFit::cleanup()
{
    for (QDialog *dialog : shownDialogs())
        dialog->close();
    m_window.reset();
    removeFrench();
    QSettings().clear();
}

bool tst_DialogFit::installFrench()
{
    if (qEnvironmentVariableIsSet("ADC_DATA_DIR"))
        m_dataDir = qgetenv("ADC_DATA_DIR");
    const QList<QTranslator *> before = QCoreApplication::instance()->findChildren<QTranslator *>();
    qputenv("ADC_DATA_DIR",
            QFile::encodeName(AdcTest::binDir() + QStringLiteral("/../share/aide-de-camp")));
    const bool installed = Translations::install(QStringLiteral("fr"));
    for (QTranslator *translator : QCoreApplication::instance()->findChildren<QTranslator *>()) {
        if (!before.contains(translator))
            m_translators.append(translator);
    }
    return installed;
}

void tst_DialogFit::removeFrench()
{
    // A translator leaves the application as it is deleted.
    qDeleteAll(m_translators);
    m_translators.clear();
    QLocale::setDefault(m_locale);
    if (m_dataDir)
        qputenv("ADC_DATA_DIR", *m_dataDir);
    else
        qunsetenv("ADC_DATA_DIR");
    m_dataDir.reset();
}

QString tst_DialogFit::openAndMeasure(QAction *action, const QRect &room)
{
    const QList<QDialog *> before = shownDialogs();
    QString found;
    QPointer<QDialog> opened;
    // Measured from the event loop, and a modal dialog closed there: its
    // exec() returns only then. A procedure stays open to go on.
    QTimer poll;
    poll.setInterval(20);
    connect(&poll, &QTimer::timeout, this, [&] {
        for (QDialog *dialog : shownDialogs()) {
            if (before.contains(dialog) || !laidOut(dialog))
                continue;
            found = misfit(dialog, room);
            opened = dialog;
            if (auto *fire = qobject_cast<FireDialog *>(dialog))
                m_tallestFire
                    = fire->poolChooser()->isVisible() && fire->ricochetChooser()->isVisible();
            poll.stop();
            if (!qobject_cast<ProcedureDialog *>(dialog))
                dialog->reject();
            return;
        }
    });
    poll.start();
    QTimer::singleShot(0, action, &QAction::trigger);
    if (!QTest::qWaitFor([&] { return !opened.isNull() || !poll.isActive(); }, 10000))
        return QStringLiteral("did not open");
    auto *procedure = qobject_cast<ProcedureDialog *>(opened.data());
    if (!procedure)
        return found;
    // Each step the procedure's Enter goes on to, as far as it goes.
    QStringList steps;
    if (!found.isEmpty())
        steps.append(QStringLiteral("step 0: ") + found);
    for (int i = 0; i < 6 && procedure && !procedure->isApplied(); ++i) {
        const int step = procedure->currentStep();
        procedure->next();
        if (!procedure || procedure->currentStep() == step)
            break;
        if (!QTest::qWaitFor([&] { return !procedure || laidOut(procedure); })) {
            steps.append(QStringLiteral("step %1: not laid out").arg(procedure->currentStep()));
            break;
        }
        if (!procedure)
            break;
        const QString problem = misfit(procedure, room);
        if (!problem.isEmpty())
            steps.append(QStringLiteral("step %1: ").arg(procedure->currentStep()) + problem);
    }
    for (QDialog *dialog : shownDialogs()) {
        if (!before.contains(dialog))
            dialog->close();
    }
    return steps.join(QStringLiteral(", "));
}

void tst_DialogFit::everyDialogFits_data()
{
    QTest::addColumn<bool>("french");
    QTest::newRow("English") << false;
    QTest::newRow("French") << true;
}

void tst_DialogFit::everyDialogFits()
{
    QFETCH(bool, french);
    if (french)
        QVERIFY(installFrench());
    const QString path = m_dir.filePath(QStringLiteral("fit-%1.adc").arg(++m_battles));
    QVERIFY(writeSampleBattle(path));
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openBattle(path));
    // As the program first shows it on that screen.
    fitToScreen(m_window.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    const QRect room = m_window->screen()->availableGeometry();
    QStringList misfits;
    for (const DialogAction &dialog : kDialogs) {
        // A unit selected, as the umpire opens a procedure for one.
        const qint64 unit = unitNamed(*m_window->battle(),
                                      QString::fromUtf8(dialog.unit ? dialog.unit : "2e Léger"));
        QVERIFY2(unit, dialog.name);
        m_window->roster()->selectUnit(unit);
        QAction *action = actionOf(m_window.get(), dialog);
        QVERIFY2(action, dialog.name);
        QVERIFY2(action->isEnabled(), dialog.name);
        m_tallestFire = false;
        const QString problem = openAndMeasure(action, room);
        if (dialog.unit)
            QVERIFY2(m_tallestFire, dialog.name);
        if (!problem.isEmpty())
            misfits.append(QString::fromLatin1(dialog.name) + QStringLiteral(": ") + problem);
    }
    QVERIFY2(misfits.isEmpty(),
             qPrintable(QStringLiteral("on %1x%2: ").arg(room.width()).arg(room.height())
                        + misfits.join(QStringLiteral("; "))));
}

ADC_TEST_MAIN(tst_DialogFit)
#include "tst_dialogfit.moc"
