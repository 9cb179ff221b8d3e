// Every window and dialog at the keyboard: no two things shown together in
// one window answer the same Alt+letter (the menu bar's titles, the docks'
// buttons, labels and tabs, a dialog's buttons and fields), no two items of
// one menu share a letter, and Tab goes through each form top to bottom.

#include "ui/proceduretesting.h"

#include "testsuite.h"
#include "ui/players/playersactions.h"
#include "ui/procedures/chargedialog.h"
#include "ui/procedures/disciplinedialog.h"
#include "ui/procedures/endsegmentdialog.h"
#include "ui/procedures/endturndialog.h"
#include "ui/procedures/firedialog.h"
#include "ui/procedures/movedialog.h"
#include "ui/procedures/procedureactions.h"
#include "ui/procedures/proceduredialog.h"
#include "ui/rosterview/rosterpane.h"
#include "ui/rosterview/unitactions.h"
#include "ui/window/mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QDialog>
#include <QDockWidget>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

namespace {

struct Mark
{
    QKeySequence key;
    QString where;
};

QString nameOf(const QObject *object)
{
    return object->objectName().isEmpty() ? QString::fromLatin1(object->metaObject()->className())
                                          : object->objectName();
}

// The Alt+letters of what `top` shows now.
QList<Mark> marksOf(QWidget *top)
{
    QList<Mark> marks;
    auto add = [&marks](const QString &text, const QString &where) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        if (!key.isEmpty())
            marks.append({ key, where + QStringLiteral(" \"") + text + QLatin1Char('"') });
    };
    if (auto *main = qobject_cast<QMainWindow *>(top)) {
        const QList<QAction *> titles = main->menuBar()->actions();
        for (const QAction *title : titles) {
            if (title->isVisible())
                add(title->text(), QStringLiteral("menu bar"));
        }
    }
    const QList<QWidget *> widgets = top->findChildren<QWidget *>();
    for (QWidget *widget : widgets) {
        // What is hidden or disabled does not answer its letter.
        if (widget->window() != top || !widget->isVisible() || !widget->isEnabled())
            continue;
        if (auto *button = qobject_cast<QAbstractButton *>(widget)) {
            add(button->text(), QStringLiteral("button ") + nameOf(button));
        } else if (auto *label = qobject_cast<QLabel *>(widget)) {
            if (label->buddy() && label->buddy()->isEnabled())
                add(label->text(), QStringLiteral("label for ") + nameOf(label->buddy()));
        } else if (auto *group = qobject_cast<QGroupBox *>(widget)) {
            add(group->title(), QStringLiteral("group"));
        } else if (auto *dock = qobject_cast<QDockWidget *>(widget)) {
            add(dock->windowTitle(), QStringLiteral("dock"));
        } else if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i)
                add(tabs->tabText(i), QStringLiteral("tab"));
        }
    }
    return marks;
}

// "Alt+F: menu bar "&File", label for purpose "&For:"" for each letter used twice.
QStringList clashes(const QList<Mark> &marks, const QString &state)
{
    QStringList found;
    for (int i = 0; i < marks.size(); ++i) {
        for (int j = i + 1; j < marks.size(); ++j) {
            if (marks.at(i).key == marks.at(j).key)
                found << state + QStringLiteral(": ") + marks.at(i).key.toString()
                        + QStringLiteral(": ") + marks.at(i).where + QStringLiteral(", ")
                        + marks.at(j).where;
        }
    }
    return found;
}

QStringList menuClashes(QMenu *menu)
{
    Q_EMIT menu->aboutToShow();
    QList<Mark> marks;
    const QList<QAction *> actions = menu->actions();
    for (const QAction *action : actions) {
        const QKeySequence key = QKeySequence::mnemonic(action->text());
        if (action->isVisible() && !action->isSeparator() && !key.isEmpty())
            marks.append({ key, QLatin1Char('"') + action->text() + QLatin1Char('"') });
    }
    Q_EMIT menu->aboutToHide();
    return clashes(marks, QStringLiteral("menu ") + menu->title());
}

// The field a focus-chain widget belongs to (a spin box's line edit is its box's).
int fieldOf(QWidget *widget, const QList<QWidget *> &fields)
{
    for (int i = 0; i < fields.size(); ++i) {
        if (fields.at(i) == widget || fields.at(i)->isAncestorOf(widget))
            return i;
    }
    return -1;
}

// The forms of `top` whose fields Tab does not reach from the top down.
QStringList tabDisorders(QWidget *top, const QString &state)
{
    QStringList found;
    const QList<QFormLayout *> forms = top->findChildren<QFormLayout *>();
    for (QFormLayout *form : forms) {
        QWidget *owner = form->parentWidget();
        if (!owner || owner->window() != top || !owner->isVisible())
            continue;
        QList<QWidget *> fields;
        for (int row = 0; row < form->rowCount(); ++row) {
            QLayoutItem *item = form->itemAt(row, QFormLayout::FieldRole);
            if (!item)
                item = form->itemAt(row, QFormLayout::SpanningRole);
            QWidget *field = item ? item->widget() : nullptr;
            if (field && field->isVisible() && field->isEnabled()
                && (field->focusPolicy() & Qt::TabFocus))
                fields.append(field);
        }
        if (fields.size() < 2)
            continue;
        QList<int> order;
        QWidget *widget = top;
        do {
            widget = widget->nextInFocusChain();
            const int field = fieldOf(widget, fields);
            if (field >= 0 && !order.contains(field) && widget->isVisible())
                order.append(field);
        } while (widget != top);
        for (int i = 1; i < order.size(); ++i) {
            if (order.at(i) < order.at(i - 1)) {
                found << state + QStringLiteral(": Tab goes from ")
                        + nameOf(fields.at(order.at(i - 1))) + QStringLiteral(" up to ")
                        + nameOf(fields.at(order.at(i)));
            }
        }
    }
    return found;
}

// Both checks, on each tab of each tab widget `top` shows.
QStringList walk(QWidget *top, const QString &state)
{
    QCoreApplication::processEvents();
    QStringList found = clashes(marksOf(top), state) + tabDisorders(top, state);
    const QList<QTabWidget *> tabWidgets = top->findChildren<QTabWidget *>();
    for (QTabWidget *tabs : tabWidgets) {
        if (tabs->window() != top || !tabs->isVisible())
            continue;
        const int was = tabs->currentIndex();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
            const QString tab = state + QStringLiteral(", tab ") + tabs->tabText(i);
            found += clashes(marksOf(top), tab) + tabDisorders(top, tab);
        }
        tabs->setCurrentIndex(was);
    }
    return found;
}

} // namespace

class tst_Mnemonics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void mainWindowWithEachDock();
    void everyMenu();
    void procedureDialogs_data();
    void procedureDialogs();
    void otherDialogs();
    void addBrigadeDialog();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    int m_battles = 0;
};

void tst_Mnemonics::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mnemonics"));
    QSettings().clear();
}

void tst_Mnemonics::init()
{
    const QString path = m_dir.filePath(QStringLiteral("keys-%1.adc").arg(++m_battles));
    QVERIFY(writeSampleBattle(path));
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openBattle(path));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void tst_Mnemonics::cleanup()
{
    m_window.reset();
}

void tst_Mnemonics::mainWindowWithEachDock()
{
    QStringList found;
    for (const char *name : { "unitDock", "diceDock", "terrainDock", "referenceDock" }) {
        auto *dock = m_window->findChild<QDockWidget *>(QString::fromLatin1(name));
        QVERIFY(dock);
        dock->raise();
        QTRY_VERIFY(dock->widget()->isVisible());
        found += walk(m_window.get(), QString::fromLatin1(name));
        // The menu bar's six and the panel's own letters (the unit panel has none).
        const int least = qstrcmp(name, "unitDock") == 0 ? 6 : 9;
        QVERIFY2(marksOf(m_window.get()).size() >= least, name);
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void tst_Mnemonics::everyMenu()
{
    QStringList found;
    const QList<QMenu *> menus = m_window->findChildren<QMenu *>();
    QVERIFY(menus.size() >= 6);
    for (QMenu *menu : menus)
        found += menuClashes(menu);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void tst_Mnemonics::procedureDialogs_data()
{
    QTest::addColumn<QString>("procedure");
    for (const char *name : { "fire", "discipline", "charge", "move", "endSegment", "endTurn" })
        QTest::newRow(name) << QString::fromLatin1(name);
}

void tst_Mnemonics::procedureDialogs()
{
    // Each dialog from its first step on, as far as Enter takes it with the
    // roster's selection (a unit of each side selected: firer and target).
    QFETCH(QString, procedure);
    auto *procedures = m_window->findChild<ProcedureActions *>();
    QVERIFY(procedures);
    Battle *battle = m_window->battle();
    m_window->roster()->selectUnit(unitNamed(*battle, QStringLiteral("2e Léger")));
    auto open = [&]() -> ProcedureDialog * {
        if (procedure == QLatin1String("fire"))
            return procedures->openFire();
        if (procedure == QLatin1String("discipline"))
            return procedures->openDiscipline();
        if (procedure == QLatin1String("charge"))
            return procedures->openCharge();
        if (procedure == QLatin1String("move"))
            return procedures->openMove();
        if (procedure == QLatin1String("endSegment"))
            return procedures->openEndSegment();
        return procedures->openEndTurn();
    };
    QPointer<ProcedureDialog> dialog = open();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QStringList found = walk(dialog, procedure + QStringLiteral(" step 0"));
    for (int i = 0; i < 6 && dialog && !dialog->isApplied(); ++i) {
        const int step = dialog->currentStep();
        dialog->next();
        QCoreApplication::processEvents();
        if (!dialog || dialog->currentStep() == step)
            break;
        found += walk(dialog, procedure + QStringLiteral(" step %1").arg(dialog->currentStep()));
    }
    const QList<QDialog *> open_dialogs = m_window->findChildren<QDialog *>();
    for (QDialog *shown : open_dialogs)
        shown->close();
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void tst_Mnemonics::otherDialogs()
{
    QStringList found;
    const QList<std::pair<QString, QAction *>> actions {
        { QStringLiteral("rulings"), m_window->rulingsAction() },
        { QStringLiteral("players' view"), m_window->findChild<PlayersActions *>()->action() },
        { QStringLiteral("shortcuts"),
          m_window->findChild<QAction *>(QStringLiteral("shortcutsAction")) },
        { QStringLiteral("usage"), m_window->findChild<QAction *>(QStringLiteral("usageAction")) },
    };
    for (const auto &[name, action] : actions) {
        QVERIFY2(action, qPrintable(name));
        const QList<QDialog *> before = m_window->findChildren<QDialog *>();
        action->trigger();
        QCoreApplication::processEvents();
        QDialog *dialog = nullptr;
        const QList<QDialog *> after = m_window->findChildren<QDialog *>();
        for (QDialog *shown : after) {
            if (!before.contains(shown) && shown->isVisible())
                dialog = shown;
        }
        QVERIFY2(dialog, qPrintable(name));
        found += walk(dialog, name);
        dialog->close();
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void tst_Mnemonics::addBrigadeDialog()
{
    // Modal: looked at from inside its own event loop, then cancelled.
    QStringList found;
    bool seen = false;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        seen = true;
        found = walk(dialog, QStringLiteral("add brigade"));
        dialog->reject();
    });
    static_cast<void>(m_window->unitActions()->addBrigade(QString(), QString(), QString()));
    QVERIFY(seen);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

ADC_TEST_MAIN(tst_Mnemonics)
#include "tst_mnemonics.moc"
