#pragma once

// Shared by the tests of the guided dialogs: a keyboard that counts what it
// presses, Enter as the tests press it, the dialogs the procedures open, and
// the sample battle for the documentation's pictures (their checks are in
// ui/picturetesting.h).

#include "db/battlefixture.h"
#include "db/resulttesting.h"
#include "testfailure.h"
#include "testpaths.h"
#include "ui/picturetesting.h"

#include "db/battle/battle.h"
#include "db/io/oobimport.h"
#include "db/tables/unitreader.h"
#include "ui/procedures/firedialog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QJsonArray>
#include <QJsonValue>
#include <QTest>
#include <QWidget>

namespace Adc::Testing {

// Presses keys where the umpire's keyboard goes (the focus widget of the
// active window) and counts every key, as the quality bar counts inputs.
struct Keyboard
{
    int inputs = 0;

    static QWidget *target()
    {
        if (QWidget *focus = QApplication::focusWidget())
            return focus;
        return QApplication::activeWindow();
    }

    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QWidget *widget = target();
        QVERIFY2(widget, "no widget has the keyboard");
        QTest::keyClick(widget, key, modifiers);
        ++inputs;
    }

    void type(const QString &text)
    {
        for (const QChar c : text) {
            QWidget *widget = target();
            QVERIFY2(widget, "no widget has the keyboard");
            QTest::keyClick(widget, c.toLatin1());
            ++inputs;
        }
    }
};

// The visible top-level dialog of that class, if any.
template<typename Dialog> Dialog *findDialog()
{
    const QList<QWidget *> windows = QApplication::topLevelWidgets();
    for (QWidget *window : windows) {
        if (auto *dialog = qobject_cast<Dialog *>(window); dialog && dialog->isVisible())
            return dialog;
    }
    return nullptr;
}

// Presses Enter where the dialog's keyboard is (its focus widget).
inline void pressEnter(QDialog *dialog)
{
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : dialog,
                    Qt::Key_Return);
}

// Goes on as Enter does, but on a fire's first page, where Enter rolls and
// applies at once, to the odds and die page instead (its Odds and die...
// button), as the tests that read the odds before the die do.
inline void nextStep(QDialog *dialog)
{
    if (auto *fire = qobject_cast<FireDialog *>(dialog);
        fire && fire->currentStep() == FireDialog::SetupStep) {
        fire->findChild<QAbstractButton *>(QStringLiteral("oddsButton"))->click();
        return;
    }
    pressEnter(dialog);
}

// The ids a log entry lists (its firers, the units marked moved).
inline QList<qint64> idList(const QJsonValue &value)
{
    QList<qint64> list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toInteger());
    return list;
}

// Types text into a line edit as the umpire would (replacing what is there).
inline void typeInto(QWidget *field, const QString &text)
{
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(field, Qt::Key_Delete);
    QTest::keyClicks(field, text);
}

// The sample battle (Quatre Bras, compiled in) in a new file; none, and the
// test failed, when it cannot be made (the test checks QVERIFY(battle)).
inline std::unique_ptr<Battle> sampleBattle(const QString &path)
{
    QFile file(AdcTest::sourceDir() + QStringLiteral("/resources/battles/quatre-bras.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        ADC_FAIL(QStringLiteral("the sample battle is missing from the source tree: ")
                 + file.fileName());
        return nullptr;
    }
    const OobImport::Result oob = OobImport::fromJson(file.readAll(), UnitReader());
    if (!oob.ok()) {
        ADC_FAIL(QStringLiteral("the sample battle does not read: ") + oob.problemText());
        return nullptr;
    }
    QString error;
    std::unique_ptr<Battle> battle
        = Fixture::valueOf(Battle::create(path, QStringLiteral("Quatre Bras")), &error);
    if (!battle || !Fixture::succeeded(battle->addUnits(oob.units), &error)) {
        ADC_FAIL(QStringLiteral("cannot set up the sample battle: ") + error);
        return nullptr;
    }
    return battle;
}

// The sample battle written to a file (and closed) for a window to open;
// false, and the test failed, when it cannot be.
[[nodiscard]] inline bool writeSampleBattle(const QString &path)
{
    return sampleBattle(path) != nullptr;
}

// The sample battle's unit of that name (0 when none).
inline qint64 unitNamed(const Battle &battle, const QString &name)
{
    for (const UnitRecord &unit : battle.units()) {
        if (unit.name == name)
            return unit.id;
    }
    return 0;
}

} // namespace Adc::Testing
