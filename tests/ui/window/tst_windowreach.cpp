// The window's keys wherever the focus is: a Ctrl key from a text field
// (Ctrl+E from the search box opens the end of the segment, where a line
// edit would move to its end), Ctrl keys from every field of every dock, the
// single-letter keys from everything but a text field, and the charge's last
// page picked with 1 to 4.

#include "ui/proceduretesting.h"

#include "testsuite.h"
#include "ui/procedures/chargeoutcomepage.h"
#include "ui/procedures/endsegmentdialog.h"
#include "ui/rosterview/rosterpane.h"
#include "ui/window/mainwindow.h"
#include "ui/window/windowshortcuts.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

namespace {

const char *const kDocks[] = { "unitDock", "diceDock", "terrainDock", "referenceDock", "logDock" };

bool isTextField(const QWidget *widget)
{
    if (qobject_cast<const QLineEdit *>(widget) || qobject_cast<const QAbstractSpinBox *>(widget))
        return true;
    const auto *combo = qobject_cast<const QComboBox *>(widget);
    return combo && combo->isEditable();
}

QString describe(const QWidget *widget)
{
    return QString::fromLatin1(widget->metaObject()->className()) + QLatin1Char(' ')
        + widget->objectName();
}

} // namespace

class tst_WindowReach : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void ctrlEFromTheSearchBox();
    void textFieldKeepsItsEditingKeys();
    void ctrlKeysFromEveryField();
    void lettersOutsideTextFields();
    void chargeOutcomeByDigit();

private:
    // The window's focusable fields with each dock in front in turn.
    template<typename Check> void forEveryField(Check check);
    void closeDialogs();

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    int m_battles = 0;
};

void tst_WindowReach::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_windowreach"));
    QSettings().clear();
}

void tst_WindowReach::init()
{
    const QString path = m_dir.filePath(QStringLiteral("reach-%1.adc").arg(++m_battles));
    QVERIFY(writeSampleBattle(path));
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openBattle(path));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void tst_WindowReach::cleanup()
{
    closeDialogs();
    m_window.reset();
}

void tst_WindowReach::closeDialogs()
{
    if (!m_window)
        return;
    const QList<QDialog *> dialogs = m_window->findChildren<QDialog *>();
    for (QDialog *dialog : dialogs)
        dialog->close();
    QCoreApplication::processEvents();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

template<typename Check> void tst_WindowReach::forEveryField(Check check)
{
    for (const char *name : kDocks) {
        auto *dock = m_window->findChild<QDockWidget *>(QString::fromLatin1(name));
        QVERIFY(dock);
        dock->raise();
        QTRY_VERIFY(dock->widget()->isVisible());
        const QList<QWidget *> widgets = m_window->findChildren<QWidget *>();
        for (QWidget *widget : widgets) {
            if (widget->window() != m_window.get() || !widget->isVisible() || !widget->isEnabled()
                || !(widget->focusPolicy() & Qt::TabFocus) || widget->focusProxy())
                continue;
            widget->setFocus(Qt::TabFocusReason);
            if (QApplication::focusWidget() != widget)
                continue;
            check(widget);
            if (QTest::currentTestFailed())
                return;
        }
    }
}

void tst_WindowReach::ctrlEFromTheSearchBox()
{
    QLineEdit *search = m_window->roster()->searchField();
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("Nas"));
    search->setCursorPosition(0);
    QTest::keyClick(search, Qt::Key_E, Qt::ControlModifier);
    QTRY_VERIFY(findDialog<EndSegmentDialog>());
    // The search is as it was typed.
    QCOMPARE(search->text(), QStringLiteral("Nas"));
    QCOMPARE(search->cursorPosition(), 0);
}

void tst_WindowReach::textFieldKeepsItsEditingKeys()
{
    Battle *battle = m_window->battle();
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("roll") },
                          { QStringLiteral("dice"), QStringLiteral("2d6") } })
                .ok());
    const int entries = int(battle->logHeaders().size());
    QLineEdit *search = m_window->roster()->searchField();
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("Nas"));
    // Ctrl+Z takes back the typing; the battle's roll stays.
    QTest::keyClick(search, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(search->text() != QStringLiteral("Nas"));
    QCOMPARE(int(battle->logHeaders().size()), entries);
    QVERIFY(!battle->logHeaders().last().undone);
    // A letter is typed, not a shortcut.
    QSignalSpy fire(m_window->findChild<QAction *>(QStringLiteral("fireAction")),
                    &QAction::triggered);
    search->clear();
    QTest::keyClick(search, Qt::Key_F);
    QCOMPARE(search->text(), QStringLiteral("f"));
    QCOMPARE(fire.count(), 0);
}

void tst_WindowReach::ctrlKeysFromEveryField()
{
    QLineEdit *search = m_window->roster()->searchField();
    int fields = 0;
    int textFields = 0;
    forEveryField([&](QWidget *widget) {
        ++fields;
        // Ctrl+F, Find Unit, goes to the search box from anywhere.
        QTest::keyClick(widget, Qt::Key_F, Qt::ControlModifier);
        QVERIFY2(QApplication::focusWidget() == search, qPrintable(describe(widget)));
        if (!isTextField(widget))
            return;
        ++textFields;
        // Ctrl+E, which a line edit keeps for itself, ends the segment.
        widget->setFocus(Qt::TabFocusReason);
        QTest::keyClick(widget, Qt::Key_E, Qt::ControlModifier);
        QVERIFY2(findDialog<EndSegmentDialog>(), qPrintable(describe(widget)));
        closeDialogs();
    });
    QVERIFY2(fields > 20, qPrintable(QString::number(fields)));
    QVERIFY2(textFields > 5, qPrintable(QString::number(textFields)));
}

void tst_WindowReach::lettersOutsideTextFields()
{
    auto *fireAction = m_window->findChild<QAction *>(QStringLiteral("fireAction"));
    QVERIFY(fireAction);
    QSignalSpy fire(fireAction, &QAction::triggered);
    int fields = 0;
    forEveryField([&](QWidget *widget) {
        if (isTextField(widget))
            return;
        ++fields;
        const int before = int(fire.count());
        QTest::keyClick(widget, Qt::Key_F);
        QVERIFY2(fire.count() == before + 1, qPrintable(describe(widget)));
        closeDialogs();
    });
    QVERIFY2(fields > 10, qPrintable(QString::number(fields)));
}

void tst_WindowReach::chargeOutcomeByDigit()
{
    // The page in a window whose focus is elsewhere, as in the charge dialog
    // where the focus is on its buttons.
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *page = new ChargeOutcomePage(&window);
    auto *button = new QPushButton(QStringLiteral("Apply"), &window);
    layout->addWidget(page);
    layout->addWidget(button);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    button->setFocus();
    QSignalSpy chosen(page, &ChargeOutcomePage::chosen);
    const QList<std::pair<Qt::Key, ChargeOutcome>> keys {
        { Qt::Key_2, ChargeOutcome::Repulsed },
        { Qt::Key_4, ChargeOutcome::Firefight },
        { Qt::Key_1, ChargeOutcome::Home },
        { Qt::Key_3, ChargeOutcome::Retires },
    };
    for (const auto &[key, outcome] : keys) {
        QTest::keyClick(QApplication::focusWidget(), key);
        QVERIFY(page->outcome().has_value());
        QCOMPARE(*page->outcome(), outcome);
    }
    QCOMPARE(chosen.count(), 4);
    // A page not shown takes no digit.
    page->hide();
    QTest::keyClick(button, Qt::Key_2);
    QCOMPARE(*page->outcome(), ChargeOutcome::Retires);
}

ADC_TEST_MAIN(tst_WindowReach)
#include "tst_windowreach.moc"
