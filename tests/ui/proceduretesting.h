#pragma once

// Shared by the tests of the guided dialogs: a keyboard that counts what it
// presses, the dialogs the procedures open, and the sample battle for the
// documentation's pictures.

#include "db/battlefixture.h"
#include "db/resulttesting.h"
#include "testpaths.h"

#include "db/battle/battle.h"
#include "db/io/oobimport.h"
#include "db/tables/unitreader.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPixmap>
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

// Types text into a line edit as the umpire would (replacing what is there).
inline void typeInto(QWidget *field, const QString &text)
{
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(field, Qt::Key_Delete);
    QTest::keyClicks(field, text);
}

// The sample battle (Quatre Bras, compiled in) in a new file.
inline std::unique_ptr<Battle> sampleBattle(const QString &path)
{
    QFile file(AdcTest::sourceDir() + QStringLiteral("/resources/battles/quatre-bras.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("the sample battle is missing from the source tree");
    const OobImport::Result oob = OobImport::fromJson(file.readAll(), UnitReader());
    if (!oob.ok())
        qFatal("the sample battle does not read: %s", qPrintable(oob.problemText()));
    QString error;
    std::unique_ptr<Battle> battle
        = Fixture::valueOf(Battle::create(path, QStringLiteral("Quatre Bras")), &error);
    if (!battle || !Fixture::succeeded(battle->addUnits(oob.units), &error))
        qFatal("cannot set up the sample battle: %s", qPrintable(error));
    return battle;
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

// Saves a grab of the widget to the documentation's folder when asked
// (ADC_SCREENSHOT_DIR=docs/screenshots), else to dir; gives the picture.
inline QImage screenshot(QWidget *widget, const QString &dir, const QString &name)
{
    const QImage image = widget->grab().toImage();
    const QString folder = qEnvironmentVariable("ADC_SCREENSHOT_DIR", dir);
    image.save(QDir(folder).filePath(name));
    return image;
}

} // namespace Adc::Testing
